// Reading hotel orders a batch at a time (one query whatever the count), the refund's clock, and the
// answer shapes (schema/src/rest/hotelOrder.ts).
import type { Queryable } from '../../db/types.ts';
import { toShanghaiIso } from '../../time.ts';
import type { CancelRule } from '../hotel/pricing.ts';
import { releaseNights } from '../hotel/stock.ts';

/** The money of a refund is back this long after applying. */
export const REFUND_PROCESSING_MS = 10 * 60_000;

export interface HotelOrderRow {
  order_no: string;
  member_id: number;
  hotel_id: string;
  hotel: {
    id: string;
    name: string;
    level: { kind: 'star' | 'diamond'; value: number; text: string };
    city_name: string;
    address: string;
    phone: string;
    lat: number;
    lng: number;
    cover: string;
    check_in_from: string;
    check_out_by: string;
  };
  room_type_id: string;
  room_type_name: string;
  bed: string;
  plan_id: string;
  plan_name: string;
  meal_text: '无早' | '单早' | '双早';
  cancel_rule: CancelRule;
  cancel_deadline: Date | null;
  cancel_text: string;
  check_in: string;
  check_out: string;
  nights_count: number;
  rooms: number;
  nights: { date: string; price_fen: number }[];
  guests: { room: number; name: string }[];
  contact_name: string;
  contact_mobile: string;
  contact_email: string | null;
  arrival_time: string;
  special_requests: string;
  total_fen: number;
  nights_released: boolean;
  confirmation_no: string | null;
  created_at: Date;
}

export interface RefundRow {
  refund_no: string;
  order_no: string;
  member_id: number;
  status: 'processing' | 'refunded';
  paid_fen: number;
  fee_fen: number;
  amount_fen: number;
  rule_text: string;
  reason: string;
  applied_at: Date;
  due_at: Date;
  refunded_at: Date | null;
}

/**
 * Gives the rooms of an order back on every night of its stay, once: the flag is set in the same
 * statement that finds the order, so a cancel and a refund (or two of either) cannot release twice.
 */
export async function releaseOrderNights(tx: Queryable, orderNo: string): Promise<void> {
  const [order] = await tx.query<Pick<HotelOrderRow, 'room_type_id' | 'nights' | 'rooms'>>(
    `update hotel_orders set nights_released = true
      where order_no = $1 and not nights_released
      returning room_type_id, nights, rooms`,
    [orderNo],
  );
  if (!order) return;
  await releaseNights(
    tx,
    order.room_type_id,
    order.nights.map((n) => n.date),
    order.rooms,
  );
}

/** When settleHotelRefunds has something to do (`$1` being now): the order clock's check. */
export const HOTEL_SETTLE_DUE = `exists (select 1 from hotel_refunds where status = 'processing' and due_at <= $1)`;

/** Refunds whose money is back become refunded, and their orders with them. */
export async function settleHotelRefunds(tx: Queryable, nowMs: number): Promise<void> {
  const settled = await tx.query<{ order_no: string }>(
    `update hotel_refunds set status = 'refunded', refunded_at = due_at
      where status = 'processing' and due_at <= $1
      returning order_no`,
    [new Date(nowMs)],
  );
  if (settled.length === 0) return;
  await tx.query(
    `update orders set status = 'refunded', updated_at = $2
      where order_no = any($1::text[]) and status = 'refunding'`,
    [settled.map((r) => r.order_no), new Date(nowMs)],
  );
}

export function refundJson(r: RefundRow) {
  return {
    refund_no: r.refund_no,
    order_no: r.order_no,
    status: r.status,
    paid_fen: r.paid_fen,
    fee_fen: r.fee_fen,
    amount_fen: r.amount_fen,
    rule_text: r.rule_text,
    reason: r.reason,
    applied_at: toShanghaiIso(r.applied_at),
    refunded_at: r.refunded_at ? toShanghaiIso(r.refunded_at) : null,
  };
}

export function hotelOrderJson(o: HotelOrderRow, refund: RefundRow | null) {
  return {
    order_no: o.order_no,
    hotel: o.hotel,
    room_type_id: o.room_type_id,
    room_type_name: o.room_type_name,
    bed: o.bed,
    plan_id: o.plan_id,
    plan_name: o.plan_name,
    meal_text: o.meal_text,
    cancel_rule: o.cancel_rule,
    cancel_deadline: o.cancel_deadline ? toShanghaiIso(o.cancel_deadline) : null,
    cancel_text: o.cancel_text,
    check_in: o.check_in,
    check_out: o.check_out,
    nights_count: o.nights_count,
    rooms: o.rooms,
    guests: o.guests,
    contact: { name: o.contact_name, mobile: o.contact_mobile, email: o.contact_email },
    arrival_time: o.arrival_time,
    special_requests: o.special_requests,
    charges: o.nights.map((n) => ({
      date: n.date,
      price_fen: n.price_fen,
      rooms: o.rooms,
      amount_fen: n.price_fen * o.rooms,
    })),
    total_fen: o.total_fen,
    refund: refund ? refundJson(refund) : null,
    confirmation_no: o.confirmation_no,
  };
}

/**
 * The member's hotel orders of these numbers, in the order asked, with their refunds: one query.
 * Numbers that are not the member's hotel orders (or were deleted) are left out.
 */
export async function hotelOrderDetails(tx: Queryable, memberId: number, orderNos: readonly string[]) {
  if (orderNos.length === 0) return [];
  const rows = await tx.query<HotelOrderRow & { refund: RefundRow | null }>(
    `select ho.*,
            (select row_to_json(r) from hotel_refunds r where r.order_no = ho.order_no) as refund
       from hotel_orders ho join orders o on o.order_no = ho.order_no
      where ho.member_id = $1 and ho.order_no = any($2::text[]) and o.deleted_at is null`,
    [memberId, [...orderNos]],
  );
  const byNo = new Map(rows.map((r) => [r.order_no, r]));
  return orderNos.flatMap((no) => {
    const row = byNo.get(no);
    return row ? [hotelOrderJson(row, row.refund ? refundFromJson(row.refund) : null)] : [];
  });
}

/** row_to_json gives timestamps as text and bigints as numbers: bring the times back to Dates. */
function refundFromJson(r: RefundRow): RefundRow {
  return {
    ...r,
    applied_at: new Date(r.applied_at),
    due_at: new Date(r.due_at),
    refunded_at: r.refunded_at ? new Date(r.refunded_at) : null,
  };
}
