import { addDays, daysBetween, isValidDate } from '@storefront/schema/dates';

export { dayName, fromLocalDate, monthDay, shortDate, toLocalDate } from '../../../lib/dateTime.ts';

/**
 * A hotel stay as every hotel page's URL carries it (`checkin`, `checkout`, `YYYY-MM-DD` in
 * Asia/Shanghai), with the rules of the stand-in (contract "Hotels"): check-in from today to today
 * + 90, check-out after check-in, at most 28 nights. A URL breaking them (an old link, a banner of
 * last week) is read as the nearest stay that keeps them, never refused.
 */

/** Check-in may be at most this many days after today. */
export const BOOKING_WINDOW_DAYS = 90;
/** The longest stay. */
export const MAX_NIGHTS = 28;

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/** The last day the calendar offers (a check-in or check-out). */
export function lastBookableDay(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

/** Today to tomorrow: what a page without dates shows. */
export function defaultStay(today: string): Stay {
  return { checkIn: today, checkOut: addDays(today, 1), nights: 1 };
}

/**
 * The stay a URL asks for: a missing, malformed or past check-in is today, one past the window the
 * window's last day; a check-out not after check-in is the next day, one past the cap is cut to it.
 */
export function parseStay(params: URLSearchParams, today: string): Stay {
  const rawIn = params.get('checkin')?.trim() ?? '';
  const rawOut = params.get('checkout')?.trim() ?? '';
  let checkIn = isValidDate(rawIn) ? rawIn : today;
  if (checkIn < today) checkIn = today;
  if (checkIn > lastBookableDay(today)) checkIn = lastBookableDay(today);
  let checkOut = isValidDate(rawOut) ? rawOut : addDays(checkIn, 1);
  if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
  if (daysBetween(checkIn, checkOut) > MAX_NIGHTS) checkOut = addDays(checkIn, MAX_NIGHTS);
  return { checkIn, checkOut, nights: daysBetween(checkIn, checkOut) };
}

/** Why a chosen range cannot be a stay (in Chinese), or null when it can. */
export function stayProblem(checkIn: string, checkOut: string, today: string): string | null {
  if (checkIn < today) return '入住日期不能早于今天';
  if (checkIn > lastBookableDay(today)) return `只能预订${BOOKING_WINDOW_DAYS}天内入住的酒店`;
  if (checkOut <= checkIn) return '离店日期须晚于入住日期';
  if (daysBetween(checkIn, checkOut) > MAX_NIGHTS) return `最多可预订${MAX_NIGHTS}晚，请缩短入住天数`;
  return null;
}
