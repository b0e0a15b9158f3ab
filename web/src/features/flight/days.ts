import { addDays, daysBetween } from '@storefront/schema/dates';

import { dayName, monthDay } from '../../lib/dateTime.ts';

export { dayName, fromLocalDate, monthDay, shortDate, toLocalDate } from '../../lib/dateTime.ts';

/**
 * Day arithmetic and wording for the flight pages. Dates are `YYYY-MM-DD` strings in Asia/Shanghai;
 * arithmetic goes through `addDays` (date-only, no time zone); the wording is lib/dateTime.ts'.
 */

export { daysBetween };

/**
 * `size` consecutive days around `center` for the day strip, as centred as the bounds allow: near
 * today the strip starts today, near the end of the booking window it ends on the last day.
 */
export function dayWindow(center: string, min: string, max: string, size = 7): string[] {
  const span = daysBetween(min, max) + 1;
  if (span <= size) return Array.from({ length: Math.max(span, 0) }, (_, i) => addDays(min, i));
  let start = addDays(center, -Math.floor(size / 2));
  if (start < min) start = min;
  const latestStart = addDays(max, -(size - 1));
  if (start > latestStart) start = latestStart;
  return Array.from({ length: size }, (_, i) => addDays(start, i));
}

/** `11月23日 周一` (or 今天/明天/后天). */
export function longDate(date: string, today: string): string {
  return `${monthDay(date)} ${dayName(date, today)}`;
}

/** `2小时15分` for a duration in minutes. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}分`;
  return m === 0 ? `${h}小时` : `${h}小时${m}分`;
}
