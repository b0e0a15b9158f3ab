import { daysBetween, parseDate } from '@storefront/schema/dates';

/**
 * A `DateTime` as its local `YYYY-MM-DD HH:mm` (created at, applied at, refunded at …). Read from the
 * text, not through Date: the server writes each time in its place's offset, whatever the device's.
 */
export function dateTimeText(dateTime: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(dateTime);
  return match ? `${match[1]} ${match[2]}` : dateTime;
}

// Calendar dates (`YYYY-MM-DD`, Asia/Shanghai) as the pages word them. Read from the text, so the
// device's own zone never moves a day; arithmetic is `@storefront/schema/dates`'.

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

function weekday(date: string): string {
  const d = parseDate(date);
  return d ? WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]! : '';
}

/** `2026-11-23` → `11月23日`; the text as it is when it is no date. */
export function monthDay(date: string): string {
  const d = parseDate(date);
  return d ? `${d.month}月${d.day}日` : date;
}

/** `2026-11-23` → `11-23`: compact date bars. */
export function shortDate(date: string): string {
  return parseDate(date) ? date.slice(5) : date;
}

/** `2026-11-28` → `11月28日 周六`. */
export function dayText(date: string): string {
  return parseDate(date) ? `${monthDay(date)} ${weekday(date)}` : date;
}

/** 今天 / 明天 / 后天 near today, the weekday otherwise. */
export function dayName(date: string, today: string): string {
  const offset = daysBetween(today, date);
  if (offset === 0) return '今天';
  if (offset === 1) return '明天';
  if (offset === 2) return '后天';
  return weekday(date);
}

/** A date as a local-midnight `Date`, for antd-mobile's calendar, and back. */
export function toLocalDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export function fromLocalDate(value: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
