// What the hotel-order tests share: finding a plan of a rule, booking, reading stock and orders.
import { randomBytes } from 'node:crypto';
import type { LegacyServer } from '../src/index.ts';
import { addDays, shanghaiDate } from '../src/time.ts';
import { call, type Answer } from './helpers.ts';

export interface Member {
  token: string;
  id: number;
}

export interface Night {
  date: string;
  price_fen: number;
  rooms_left: number;
}

export interface Plan {
  id: string;
  room_type_id: string;
  meals: number;
  cancel_rule: 'free' | 'first_night' | 'none';
  cancel_label: string;
  cancel_deadline: string | null;
  arrival_times: string[];
  nights: Night[];
  total_fen: number;
  average_fen: number;
  rooms_left: number;
}

export interface RoomType {
  id: string;
  name: string;
  max_guests: number;
  plans: Plan[];
}

export interface HotelOrder {
  order_no: string;
  plan_id: string;
  cancel_rule: string;
  check_in: string;
  check_out: string;
  nights_count: number;
  rooms: number;
  guests: { room: number; name: string }[];
  charges: { date: string; price_fen: number; rooms: number; amount_fen: number }[];
  total_fen: number;
  confirmation_no: string | null;
  refund: {
    status: string;
    fee_fen: number;
    amount_fen: number;
    paid_fen: number;
    rule_text: string;
    refunded_at: string | null;
  } | null;
}

/** The 上海 hot hotel the seed keeps in stock (at least 3 rooms of every type every night). */
export const STEADY_HOTEL = 'H310000004';

export function newKey(): string {
  return `k-${randomBytes(8).toString('hex')}`;
}

export function stayDates(
  nowMs: number,
  fromDay: number,
  nights: number,
): { check_in: string; check_out: string } {
  const today = shanghaiDate(nowMs);
  return { check_in: addDays(today, fromDay), check_out: addDays(today, fromDay + nights) };
}

export async function roomsOf(
  server: LegacyServer,
  hotelId: string,
  stay: { check_in: string; check_out: string },
) {
  const answer = await call<{ rooms: RoomType[] }>(server, 'GET', '/api/hotel/rooms', {
    form: { hotel_id: hotelId, ...stay },
  });
  if (answer.flag !== 0) throw new Error(`rooms refused: ${answer.flag} ${answer.msg}`);
  return answer.data.rooms;
}

/** A plan of the steady hotel with this rule, priced for the stay, and its room type. */
export async function planWith(
  server: LegacyServer,
  rule: Plan['cancel_rule'],
  stay: { check_in: string; check_out: string },
  hotelId = STEADY_HOTEL,
): Promise<{ plan: Plan; roomType: RoomType }> {
  for (const roomType of await roomsOf(server, hotelId, stay)) {
    const plan = roomType.plans.find(
      (p) => p.cancel_rule === rule && (rule !== 'free' || p.cancel_label === '免费取消'),
    );
    if (plan) return { plan, roomType };
  }
  throw new Error(`no ${rule} plan at ${hotelId}`);
}

/** The plan's live rooms left per night, read again. */
export async function leftOf(
  server: LegacyServer,
  planId: string,
  stay: { check_in: string; check_out: string },
) {
  const hotelId = planId.split('.')[0]!;
  const plan = (await roomsOf(server, hotelId, stay)).flatMap((r) => r.plans).find((p) => p.id === planId)!;
  return plan.nights.map((n) => n.rooms_left);
}

export interface BookOptions {
  key?: string;
  planId: string;
  stay: { check_in: string; check_out: string };
  rooms?: number;
  guests?: { room?: number; name?: string }[];
  contact?: Record<string, string>;
  arrivalTime?: string;
  expectedTotalFen?: number;
  specialRequests?: string;
}

export function book(server: LegacyServer, member: Member, o: BookOptions) {
  const rooms = o.rooms ?? 1;
  return call<{ order_no: string; hotel: HotelOrder }>(server, 'POST', '/v2/hotelOrder/create', {
    token: member.token,
    json: {
      idempotency_key: o.key ?? newKey(),
      plan_id: o.planId,
      ...o.stay,
      rooms,
      guests:
        o.guests ??
        Array.from({ length: rooms }, (_, i) => ({
          room: i + 1,
          name: ['张三', '李四', '王五', '赵六'][i % 4],
        })),
      contact: o.contact ?? { name: '张三', mobile: '13800138000' },
      arrival_time: o.arrivalTime ?? '20:00',
      ...(o.specialRequests !== undefined ? { special_requests: o.specialRequests } : {}),
      ...(o.expectedTotalFen !== undefined ? { expected_total_fen: o.expectedTotalFen } : {}),
    },
  });
}

export async function booked(server: LegacyServer, member: Member, o: BookOptions): Promise<HotelOrder> {
  const answer = await book(server, member, o);
  if (answer.flag !== 0) throw new Error(`booking refused: ${answer.flag} ${answer.msg}`);
  return answer.data.hotel;
}

export function v2<T>(server: LegacyServer, member: Member, path: string, json: unknown): Promise<Answer<T>> {
  return call<T>(server, 'POST', `/v2${path}`, { token: member.token, json });
}

export async function detailOf(server: LegacyServer, member: Member, orderNo: string): Promise<HotelOrder> {
  const answer = await v2<{ list: HotelOrder[] }>(server, member, '/hotelOrder/details', {
    order_nos: [orderNo],
  });
  return answer.data.list[0]!;
}

export interface GenericOrder {
  order_no: string;
  order_type: number;
  status: string;
  status_text: string;
  actions: Record<string, boolean>;
}

export async function genericOrder(
  server: LegacyServer,
  member: Member,
  orderNo: string,
): Promise<GenericOrder> {
  const answer = await call<{ list: GenericOrder[] }>(server, 'GET', '/api/order/list', {
    token: member.token,
    form: { pageSize: '50' },
  });
  const order = answer.data.list.find((o) => o.order_no === orderNo);
  if (!order) throw new Error(`order ${orderNo} not in the list`);
  return order;
}

/** Rooms held in the whole database: what a refused booking must leave unchanged. */
export async function totalHeld(server: LegacyServer): Promise<number> {
  const [row] = await server.db.query<{ n: number }>(
    'select coalesce(sum(held), 0)::int as n from hotel_room_nights',
  );
  return row!.n;
}
