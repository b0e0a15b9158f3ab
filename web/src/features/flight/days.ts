import dayjs from 'dayjs';
import { addDays, daysBetween } from '@storefront/schema/dates';

/**
 * Day arithmetic and wording for the flight pages. Dates are `YYYY-MM-DD` strings in Asia/Shanghai;
 * arithmetic goes through `addDays` (date-only, no time zone), dayjs only formats.
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

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** 今天 / 明天 / 后天 near today, the weekday otherwise. */
export function dayName(date: string, today: string): string {
  const offset = daysBetween(today, date);
  if (offset === 0) return '今天';
  if (offset === 1) return '明天';
  if (offset === 2) return '后天';
  return WEEKDAYS[dayjs(date).day()] ?? '';
}

/** `11-23`. */
export function shortDate(date: string): string {
  return dayjs(date).format('MM-DD');
}

/** `11月23日`. */
export function monthDay(date: string): string {
  return dayjs(date).format('M月D日');
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

/** A date as a local-midnight `Date`, for antd-mobile's calendar, and back. */
export function toLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function fromLocalDate(value: Date): string {
  return dayjs(value).format('YYYY-MM-DD');
}
