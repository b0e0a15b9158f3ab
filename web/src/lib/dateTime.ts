/**
 * A `DateTime` as its local `YYYY-MM-DD HH:mm` (created at, applied at, refunded at …). Read from the
 * text, not through Date: the server writes each time in its place's offset, whatever the device's.
 */
export function dateTimeText(dateTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(dateTime);
  return match ? `${match[1]} ${match[2]}` : dateTime;
}
