import { addDays, daysBetween, isValidDate } from '@storefront/schema/dates';
import { withQuery, type QueryPair } from '../../../lib/links/query.ts';

export { dayName, fromLocalDate, monthDay, toLocalDate } from '../../../lib/dateTime.ts';

/**
 * The stay the hotel detail pages are about, and the links between them. Every hotel page carries
 * the stay in its URL (`checkin`, `checkout`, YYYY-MM-DD in Asia/Shanghai) so a reload or a shared
 * link loses nothing; dates arithmetic goes through `@storefront/schema/dates`; the wording is lib/dateTime.ts'.
 */
export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/** The last day the calendar offers, counted from today (the stand-in prices up to today + 90). */
export const STAY_WINDOW_DAYS = 90;
/** The longest stay the graph books (contract: at most 28 nights). */
export const MAX_NIGHTS = 28;
/** At or below this many rooms left a plan says 仅剩N间. */
export const FEW_ROOMS = 5;

/** The last date of the window: the latest check-out; the latest check-in is the day before. */
export function lastStayDay(today: string): string {
  return addDays(today, STAY_WINDOW_DAYS);
}

/**
 * The stay a URL asks for, made bookable: a missing, malformed, past or too-late check-in becomes
 * today; a check-out that is missing, not after the check-in, or more than 28 nights on becomes the
 * next day. An old link (a banner, a shared page) thus opens on a stay that can still be priced.
 */
export function parseStay(params: URLSearchParams, today: string): Stay {
  const asked = params.get('checkin');
  const latestCheckIn = addDays(lastStayDay(today), -1);
  const checkIn = asked && isValidDate(asked) && asked >= today && asked <= latestCheckIn ? asked : today;
  const out = params.get('checkout');
  const nights = out && isValidDate(out) ? daysBetween(checkIn, out) : Number.NaN;
  const ok = nights >= 1 && nights <= MAX_NIGHTS && out! <= lastStayDay(today);
  return ok ? { checkIn, checkOut: out!, nights } : { checkIn, checkOut: addDays(checkIn, 1), nights: 1 };
}

/** A stay from two dates (the range picker's), or why it cannot be booked, in Chinese. */
export function checkStay(
  checkIn: string,
  checkOut: string,
  today: string,
): { ok: true; stay: Stay } | { ok: false; message: string } {
  const nights = daysBetween(checkIn, checkOut);
  if (!(nights >= 1)) return { ok: false, message: '离店日期需晚于入住日期，请重新选择' };
  if (checkIn < today) return { ok: false, message: '入住日期不能早于今天，请重新选择' };
  if (checkOut > lastStayDay(today))
    return { ok: false, message: `仅可预订${STAY_WINDOW_DAYS}天内的房间，请重新选择` };
  if (nights > MAX_NIGHTS) return { ok: false, message: `单次最多预订${MAX_NIGHTS}晚，请缩短入住时间` };
  return { ok: true, stay: { checkIn, checkOut, nights } };
}

/** `480米`, `1.2公里`. */
export function distanceText(meters: number): string {
  if (meters < 1000) return `${Math.max(0, Math.round(meters))}米`;
  return `${(Math.round(meters / 100) / 10).toFixed(1).replace(/\.0$/, '')}公里`;
}

/** The colour of a cancellation label: free cancelling is good news, a kept night a warning. */
export type CancelTone = 'free' | 'penalty' | 'none';

export function cancelTone(rule: 'FREE' | 'FIRST_NIGHT' | 'NONE'): CancelTone {
  if (rule === 'FREE') return 'free';
  if (rule === 'FIRST_NIGHT') return 'penalty';
  return 'none';
}

// ---- Links --------------------------------------------------------------------------------------

const stayPairs = (stay: Pick<Stay, 'checkIn' | 'checkOut'>): QueryPair[] => [
  ['checkin', stay.checkIn],
  ['checkout', stay.checkOut],
];

/** `/hotel/hoteldetail?hotel_code&checkin&checkout` (banner type 7's shape). */
export function detailUrl(hotelId: string, stay: Pick<Stay, 'checkIn' | 'checkOut'>): string {
  return withQuery('/hotel/hoteldetail', [['hotel_code', hotelId], ...stayPairs(stay)]);
}

/** The detail's own date changer; it returns to the detail with the new dates. */
export function chooseOfferUrl(hotelId: string, stay: Pick<Stay, 'checkIn' | 'checkOut'>): string {
  return withQuery('/hotel/hotelChooseOffer', [['hotel_code', hotelId], ...stayPairs(stay)]);
}

/** The booking page (member-only: an anonymous visitor logs in first, then lands there). */
export function bookingUrl(
  hotelId: string,
  roomId: string,
  planId: string,
  stay: Pick<Stay, 'checkIn' | 'checkOut'>,
  rooms = 1,
): string {
  return withQuery('/subscribe/hotel', [
    ['hotel_code', hotelId],
    ['room_id', roomId],
    ['plan_id', planId],
    ...stayPairs(stay),
    ['rooms', String(rooms)],
  ]);
}

/** One room type in full. */
export function roomTypeUrl(
  hotelId: string,
  roomId: string,
  stay: Pick<Stay, 'checkIn' | 'checkOut'>,
): string {
  return withQuery('/hotel/toAppRoomTypeDetail', [
    ['hotel_code', hotelId],
    ['room_id', roomId],
    ...stayPairs(stay),
  ]);
}

/**
 * The detail's sub-pages (gallery, facilities, policies) keep the stay, so their back arrow on a
 * deep link returns to the detail for the same dates.
 */
export function hotelSubpageUrl(
  page: 'hotelpicList' | 'hotelFacilities' | 'hoteldetailmsg',
  hotelId: string,
  stay: Pick<Stay, 'checkIn' | 'checkOut'>,
  extra: QueryPair[] = [],
): string {
  return withQuery(`/hotel/${page}`, [['hotel_code', hotelId], ...stayPairs(stay), ...extra]);
}

/** A hotel id as the graph writes them (`H310000001`): anything else cannot name a hotel. */
export function isHotelCode(value: string | null | undefined): value is string {
  return !!value && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(value);
}
