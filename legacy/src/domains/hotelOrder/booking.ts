// Quote and booking of a stay. The server prices every night itself from the catalogue; the
// client's total is only compared, never trusted. A booking holds its rooms for every night in the
// transaction that makes the order, or holds nothing.
import { validateEmail, validateGuestName, validateMobile } from '@storefront/schema/validation';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { shanghaiInstant } from '../../time.ts';
import { findPlan, heldNights, type HotelRow, type PlanRow, type RoomTypeRow } from '../hotel/catalogue.ts';
import { HotelFlag } from '../hotel/flags.ts';
import {
  cancelDeadline,
  cancelText,
  levelJson,
  MAX_ROOMS,
  mealText,
  monthDay,
  planName,
  pricedPlan,
  type PricedPlan,
} from '../hotel/shapes.ts';
import { checkStay, type Stay } from '../hotel/stay.ts';
import { holdNights } from '../hotel/stock.ts';
import { withOrderClock } from '../order/clock.ts';
import { insertOrder, orderByIdempotencyKey, type IdempotencyKey } from '../order/store.ts';
import { HotelOrderFlag } from './flags.ts';

/** Hotel order types (spec §3): 3, and 18, the backend's second hotel code, read and behave alike. */
export const HOTEL_ORDER_TYPE = 3;
export const HOTEL_ORDER_TYPES = [3, 18] as const;
/** The scope of the shopper's idempotency keys: a key means one hotel booking and nothing else. */
const BOOKING_SCOPE = 'hotelOrder/create';

export const MAX_SPECIAL_REQUESTS = 200;

export interface Charge {
  date: string;
  price_fen: number;
  rooms: number;
  amount_fen: number;
}

export interface StayQuote {
  hotel: HotelRow;
  roomType: RoomTypeRow;
  plan: PlanRow;
  stay: Stay;
  rooms: number;
  priced: PricedPlan;
  charges: Charge[];
  total_fen: number;
}

function refuse(flag: number, message: string): LegacyError {
  return new LegacyError(flag, message);
}

export function checkRooms(rooms: number): number {
  if (!Number.isInteger(rooms) || rooms < 1 || rooms > MAX_ROOMS)
    throw badParam(`房间数应为1到${MAX_ROOMS}间`);
  return rooms;
}

/** The plan priced for the stay and rooms with live stock; 2801 when a night has too few rooms. */
async function priceStay(db: Queryable, planId: string, stay: Stay, rooms: number): Promise<StayQuote> {
  const found = await findPlan(db, planId);
  if (!found) throw refuse(HotelFlag.NOT_FOUND, '该房型或价格方案不存在或已下架，请重新选择');
  const { hotel, roomType, plan } = found;
  const held = await heldNights(db, [roomType.id], stay.nights);
  const priced = pricedPlan(hotel, roomType, plan, stay, held);
  const short = priced.nights.find((n) => n.rooms_left < rooms);
  if (short) throw soldOut(roomType, short.date, short.rooms_left);
  const charges = priced.nights.map((n) => ({
    date: n.date,
    price_fen: n.price_fen,
    rooms,
    amount_fen: n.price_fen * rooms,
  }));
  return { hotel, roomType, plan, stay, rooms, priced, charges, total_fen: priced.total_fen * rooms };
}

function soldOut(roomType: RoomTypeRow, night: string, left: number): LegacyError {
  return refuse(
    HotelOrderFlag.SOLD_OUT,
    left === 0
      ? `${roomType.name}${monthDay(night)}已满房，请更换日期或房型`
      : `${roomType.name}${monthDay(night)}仅剩${left}间，请减少房间数或更换日期`,
  );
}

/** The price of a stay before it is booked. */
export function quoteStay(
  db: Queryable,
  planId: string,
  checkIn: string,
  checkOut: string,
  rooms: number,
  nowMs: number,
): Promise<StayQuote> {
  const stay = checkStay(checkIn, checkOut, nowMs);
  return priceStay(db, planId, stay, checkRooms(rooms));
}

export interface Guest {
  room: number;
  name: string;
}

export interface Contact {
  name: string;
  mobile: string;
  email: string | null;
}

/** A guest's name: the shared rule (2–8 Chinese characters, or a foreign name in letters). */
export function guestNameProblem(name: string): string | null {
  const result = validateGuestName(name);
  return result.ok ? null : `入住人姓名“${name}”不正确：${result.message}`;
}

/** Every room has a guest, no room more than the type takes, every name well formed (2802). */
export function checkGuests(raw: readonly unknown[], rooms: number, roomType: RoomTypeRow): Guest[] {
  const refused = (message: string) => refuse(HotelOrderFlag.GUESTS_REFUSED, message);
  const guests = raw.map((item) => {
    const g = (item ?? {}) as { room?: unknown; name?: unknown };
    const name =
      typeof g.name === 'string' || typeof g.name === 'number'
        ? String(g.name).trim().replace(/\s+/g, ' ')
        : '';
    if (name === '') throw refused('请填写每位入住人的姓名');
    let room: number;
    if (g.room === undefined || g.room === null || g.room === '') {
      if (rooms !== 1) throw refused(`请为入住人${name}选择房间`);
      room = 1;
    } else {
      room = Number(g.room);
      if (!Number.isInteger(room) || room < 1 || room > rooms)
        throw refused(`入住人${name}的房间应为第1到第${rooms}间`);
    }
    const problem = guestNameProblem(name);
    if (problem) throw refused(problem);
    return { room, name };
  });
  for (let room = 1; room <= rooms; room++) {
    const count = guests.filter((g) => g.room === room).length;
    if (count === 0) throw refused(rooms === 1 ? '请填写入住人姓名' : `请为第${room}间房填写至少一位入住人`);
    if (count > roomType.max_guests) {
      throw refused(`${roomType.name}每间最多入住${roomType.max_guests}人，第${room}间房填写了${count}人`);
    }
  }
  return guests.sort((a, b) => a.room - b.room);
}

/** The contact: a name of 1–20 characters, a mobile, an optional e-mail (2805). */
export function checkContact(raw: unknown): Contact {
  const refused = (message: string) => refuse(HotelOrderFlag.CONTACT_REFUSED, message);
  const c = (raw ?? {}) as { name?: unknown; mobile?: unknown; email?: unknown };
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const name = text(c.name);
  if (name === '') throw refused('请填写联系人姓名');
  if ([...name].length > 20) throw refused('联系人姓名不能超过20个字');
  const mobile = text(c.mobile);
  const mobileCheck = validateMobile(mobile);
  if (!mobileCheck.ok) throw refused(`联系人手机号不正确：${mobileCheck.message}`);
  const email = text(c.email);
  if (email !== '') {
    const emailCheck = validateEmail(email);
    if (!emailCheck.ok) throw refused(`联系人邮箱不正确：${emailCheck.message}`);
  }
  return { name, mobile, email: email === '' ? null : email };
}

export interface Booking {
  memberId: number;
  idempotencyKey: string;
  planId: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  guests: readonly unknown[];
  contact: unknown;
  arrivalTime: string;
  specialRequests: string;
  expectedTotalFen: number | null;
}

/**
 * Books a stay in one transaction: the order row under the idempotency key (the order service
 * refuses a member's fourth unpaid order), the rooms held on every night, and the snapshot. Any
 * refusal rolls everything back. A repeated key answers the order the first submit made (in turn
 * or at the same moment) and holds nothing more.
 */
export async function createHotelOrder(db: Db, booking: Booking, nowMs: number): Promise<string> {
  const idempotency: IdempotencyKey = { scope: BOOKING_SCOPE, key: booking.idempotencyKey };
  const earlier = await orderByIdempotencyKey(db, booking.memberId, idempotency);
  if (earlier) return earlier.order_no;
  const stay = checkStay(booking.checkIn, booking.checkOut, nowMs);
  const rooms = checkRooms(booking.rooms);
  if ([...booking.specialRequests].length > MAX_SPECIAL_REQUESTS) {
    throw badParam(`特殊要求不能超过${MAX_SPECIAL_REQUESTS}个字`);
  }
  return withOrderClock(db, nowMs, async (tx) => {
    const found = await findPlan(tx, booking.planId);
    if (!found) throw refuse(HotelFlag.NOT_FOUND, '该房型或价格方案不存在或已下架，请重新选择');
    const guests = checkGuests(booking.guests, rooms, found.roomType);
    const contact = checkContact(booking.contact);
    if (!found.plan.arrival_times.includes(booking.arrivalTime)) {
      throw refuse(
        HotelOrderFlag.ARRIVAL_TIME_REFUSED,
        `最晚到店时间请选择${found.plan.arrival_times.join('、')}之一`,
      );
    }
    const q = await priceStay(tx, booking.planId, stay, rooms);
    if (booking.expectedTotalFen !== null && booking.expectedTotalFen !== q.total_fen) {
      throw refuse(
        HotelOrderFlag.PRICE_CHANGED,
        `价格已变为¥${(q.total_fen / 100).toFixed(2)}，请确认新价格后重新提交`,
      );
    }
    const order = await insertOrder(tx, {
      memberId: booking.memberId,
      orderType: HOTEL_ORDER_TYPE,
      totalFen: q.total_fen,
      title: q.hotel.name,
      subtitle: `${monthDay(stay.checkIn)}–${monthDay(stay.checkOut)} ${q.roomType.name} ${rooms}间${stay.nights.length}晚`,
      travelDate: stay.checkIn,
      // The stay is over at check-out time on the last day: the order is finished then.
      travelEndAt: shanghaiInstant(stay.checkOut, '12:00'),
      idempotency,
      now: nowMs,
    });
    if (!order) {
      // A concurrent submit with the same key committed first: answer with its order.
      const first = await orderByIdempotencyKey(tx, booking.memberId, idempotency);
      if (!first) throw new Error('idempotency key clashed but no order holds it');
      return first.order_no;
    }
    const refusal = await holdNights(tx, q.roomType, stay.nights, rooms);
    if (refusal) throw soldOut(q.roomType, refusal.night, refusal.left);
    const deadline = cancelDeadline(q.plan, stay.checkIn);
    await tx.query(
      `insert into hotel_orders (order_no, member_id, hotel_id, hotel, room_type_id, room_type_name, bed, plan_id,
         plan_name, meal_text, cancel_rule, cancel_deadline, cancel_text, check_in, check_out, nights_count, rooms,
         nights, guests, contact_name, contact_mobile, contact_email, arrival_time, special_requests, total_fen,
         created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
               $23, $24, $25, $26)`,
      [
        order.order_no,
        booking.memberId,
        q.hotel.id,
        JSON.stringify({
          id: q.hotel.id,
          name: q.hotel.name,
          level: levelJson(q.hotel),
          city_name: q.hotel.city_name,
          address: q.hotel.address,
          phone: q.hotel.phone,
          lat: q.hotel.lat,
          lng: q.hotel.lng,
          cover: q.hotel.pictures[0]?.url ?? '',
          check_in_from: q.hotel.policies.check_in_from,
          check_out_by: q.hotel.policies.check_out_by,
        }),
        q.roomType.id,
        q.roomType.name,
        q.roomType.bed,
        q.plan.id,
        planName(q.plan),
        mealText(q.plan.meals),
        q.plan.cancel_rule,
        deadline,
        cancelText(q.plan, stay.checkIn),
        stay.checkIn,
        stay.checkOut,
        stay.nights.length,
        rooms,
        JSON.stringify(q.priced.nights.map((n) => ({ date: n.date, price_fen: n.price_fen }))),
        JSON.stringify(guests),
        contact.name,
        contact.mobile,
        contact.email,
        booking.arrivalTime,
        booking.specialRequests,
        q.total_fen,
        new Date(nowMs),
      ],
    );
    return order.order_no;
  });
}
