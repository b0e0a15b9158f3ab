/**
 * Calendar dates as `YYYY-MM-DD` strings (the storefront's `Date`, Asia/Shanghai). The arithmetic
 * is done in UTC on the date alone, so the device's time zone and DST cannot shift a day.
 */

/** True for a real calendar date in `YYYY-MM-DD` form (`2025-02-30` is not). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return toUtc(value).toISOString().slice(0, 10) === value;
}

/** The date `days` after `date` (negative for before). Throws on a malformed date: that is a bug. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC maps years 0–99 to 1900–1999; put the year back.
  value.setUTCFullYear(y);
  return value;
}
