import { addDays, daysBetween, isValidDate, todayInShanghai } from '@storefront/schema/dates';
import { withQuery } from '../../lib/links/index.ts';
import { ORDER_LIST_URL } from '../../lib/orderRoutes.ts';

export { ORDER_LIST_URL };

/** The hotel tab of the order list (spec §3 tab index 2), every status. */
export const HOTEL_ORDER_LIST_URL = withQuery('/myOrder/allorder', [
  ['tab', '2'],
  ['ProStatusType', '999'],
  ['ProStatus', '全部订单'],
]);

/** Most rooms one booking takes (the contract's 1–10). */
export const MAX_ROOMS = 10;

/** A stay as the booking URL names it. */
export interface BookingStay {
  planId: string;
  /** The room type, from the plan id (`<room type id>.P<n>`). */
  roomTypeId: string;
  /** The hotel, from the room type id (`<hotel id>.R<n>`). */
  hotelId: string;
  checkIn: string;
  checkOut: string;
  /** As the URL asks for it, 1 to 10 (the page lowers it to what is left). */
  rooms: number;
}

/** `H310000001.R2.P1` → `H310000001.R2`; null when the id has no `.` part to cut. */
function parentId(id: string): string | null {
  const cut = id.lastIndexOf('.');
  return cut > 0 && cut < id.length - 1 ? id.slice(0, cut) : null;
}

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The stay of a booking URL (`/subscribe/hotel?hotel_code&room_id&plan_id&checkin&checkout&rooms`):
 * the plan names its room type and hotel, so only `plan_id` is needed; the dates default to today
 * and tomorrow (Asia/Shanghai) as on every hotel page, and the rooms to 1. Null when the URL cannot
 * be a booking (no plan, malformed dates or ids, a room type or hotel the plan is not of): the 404
 * page. Dates in the past or too far ahead are the server's to refuse, with its words.
 */
export function parseBookingStay(search: URLSearchParams, now: number = Date.now()): BookingStay | null {
  const planId = search.get('plan_id')?.trim() ?? '';
  if (!ID.test(planId)) return null;
  const roomTypeId = parentId(planId);
  const hotelId = roomTypeId && parentId(roomTypeId);
  if (!roomTypeId || !hotelId) return null;
  const givenRoom = search.get('room_id')?.trim();
  const givenHotel = search.get('hotel_code')?.trim();
  if ((givenRoom && givenRoom !== roomTypeId) || (givenHotel && givenHotel !== hotelId)) return null;

  const checkIn = search.get('checkin')?.trim() || todayInShanghai(now);
  if (!isValidDate(checkIn)) return null;
  const checkOut = search.get('checkout')?.trim() || addDays(checkIn, 1);
  if (!isValidDate(checkOut)) return null;

  const rawRooms = search.get('rooms')?.trim() ?? '';
  const rooms = /^\d{1,2}$/.test(rawRooms) ? Number(rawRooms) : 1;
  return { planId, roomTypeId, hotelId, checkIn, checkOut, rooms: Math.min(Math.max(rooms, 1), MAX_ROOMS) };
}

/** Nights between the dates; 0 for anything but a real stay. */
export function nightsOf(checkIn: string, checkOut: string): number {
  const n = daysBetween(checkIn, checkOut);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The booking URL of a stay with `rooms` rooms. */
export function bookingUrl(stay: Omit<BookingStay, 'rooms'>, rooms: number): string {
  return withQuery('/subscribe/hotel', [
    ['hotel_code', stay.hotelId],
    ['room_id', stay.roomTypeId],
    ['plan_id', stay.planId],
    ['checkin', stay.checkIn],
    ['checkout', stay.checkOut],
    ['rooms', String(rooms)],
  ]);
}

/** The hotel's detail for the same dates: where a stay that cannot be booked is chosen again. */
export function hotelDetailUrl(hotelId: string, checkIn: string, checkOut: string): string {
  return withQuery('/hotel/hoteldetail', [
    ['hotel_code', hotelId],
    ['checkin', checkIn],
    ['checkout', checkOut],
  ]);
}

const orderPage = (page: string) => (orderNo: string) =>
  withQuery(`/myOrder/hotelOrder/${page}`, [['orderNo', orderNo]]);

export const orderDetailUrl = orderPage('orderDetail');
export const refundUrl = orderPage('hotelRefund');
export const refundDetailUrl = orderPage('hotel-refund-detail');
export const chargeDetailsUrl = orderPage('hotelChargeDetails');

/**
 * The order number an order page's URL names: `orderNo`, or the names older app and mini-program
 * links used for it (spec §3 payload names `order_id`, `orderId`). Empty when none.
 */
export function orderNoOf(search: URLSearchParams): string {
  for (const name of ['orderNo', 'order_no', 'orderId', 'order_id']) {
    const value = search.get(name)?.trim();
    if (value) return value;
  }
  return '';
}
