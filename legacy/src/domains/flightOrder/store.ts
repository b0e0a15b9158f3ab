import type { Queryable } from '../../db/types.ts';
import { releaseSeats } from '../flight/inventory.ts';
import type { OrderRow } from '../order/hooks.ts';
import { travellersOfMember } from '../traveller/store.ts';
import { releaseChangeClaims } from './claims.ts';
import { FlightOrderFlag, refuse } from './flags.ts';
import type { ChangeRow, FlightOrderRow, PassengerRow, RefundRow, SegmentRow } from './model.ts';
import {
  changeJson,
  passengerJson,
  refundJson,
  segmentJson,
  segmentsJson,
  type FlightOrderJson,
  type PassengerJson,
} from './views.ts';

// Reading flight orders, a batch at a time: the number of queries does not grow with the number of
// orders (the gateway's order list of 20 asks once). Time-driven states are applied first, by the
// server clock, in the reading transaction (nothing runs in the background).

/** The money of a refund is back this long after applying (the stand-in's airline answers then). */
export const REFUND_PROCESSING_MS = 10 * 60_000;

/** When settleFlightOrders has something to do for every order (`$1` being now): the order clock's check. */
export const FLIGHT_SETTLE_DUE = `exists (select 1 from flight_refunds where status = 'processing' and due_at <= $1)
  or exists (select 1 from flight_changes where status = 'pending_confirm' and expires_at <= $1)`;

/**
 * Applies what the clock decided since the last read, for some orders or all: refunds whose money is back
 * become refunded (and their orders refunded when nobody is left flying or waiting), and change
 * quotes not confirmed in time lapse and return their seats and their claims on the new flight.
 */
export async function settleFlightOrders(
  tx: Queryable,
  /** The orders to settle; null for every order (the order clock's pass). */
  orderNos: readonly string[] | null,
  nowMs: number,
): Promise<void> {
  if (orderNos?.length === 0) return;
  const now = new Date(nowMs);
  const scope = orderNos ? 'and order_no = any($2::text[])' : '';
  const params = orderNos ? [now, orderNos] : [now];
  const settled = await tx.query<{ order_no: string; passenger_ids: number[] }>(
    `update flight_refunds set status = 'refunded', refunded_at = due_at
      where status = 'processing' and due_at <= $1 ${scope}
      returning order_no, passenger_ids`,
    params,
  );
  if (settled.length > 0) {
    await tx.query(
      `update flight_order_passengers set ticket_status = 'refunded'
        where id = any($1::bigint[]) and ticket_status = 'refunding'`,
      [settled.flatMap((r) => r.passenger_ids.map(Number))],
    );
    await tx.query(
      `update orders set status = 'refunded', updated_at = $2
        where order_no = any($1::text[]) and status in ('paid', 'refunding')
          and not exists (select 1 from flight_order_passengers p
                           where p.order_no = orders.order_no and p.ticket_status <> 'refunded')`,
      [[...new Set(settled.map((r) => r.order_no))], now],
    );
  }
  const lapsed = await tx.query<
    Pick<ChangeRow, 'order_no' | 'passenger_ids' | 'to_flight' | 'to_fare' | 'seats'>
  >(
    `update flight_changes set status = 'cancelled', cancelled_at = expires_at
      where status = 'pending_confirm' and expires_at <= $1 ${scope}
      returning order_no, passenger_ids, to_flight, to_fare, seats`,
    params,
  );
  for (const change of lapsed) {
    if (change.seats > 0) await releaseSeats(tx, change.to_fare, change.seats);
    await releaseChangeClaims(tx, change, change.to_flight, nowMs);
  }
}

export interface OrderData {
  order: FlightOrderRow;
  segments: SegmentRow[];
  passengers: PassengerRow[];
  refunds: RefundRow[];
  changes: ChangeRow[];
}

/** Everything of some flight orders of a member, in five queries; unknown or foreign numbers are left out. */
export async function loadOrderData(
  db: Queryable,
  memberId: number,
  orderNos: readonly string[],
): Promise<Map<string, OrderData>> {
  const result = new Map<string, OrderData>();
  if (orderNos.length === 0) return result;
  const orders = await db.query<FlightOrderRow>(
    'select * from flight_orders where member_id = $1 and order_no = any($2::text[])',
    [memberId, orderNos],
  );
  if (orders.length === 0) return result;
  const nos = orders.map((o) => o.order_no);
  // One after the other: a transaction's connection runs one statement at a time anyway.
  const segments = await db.query<SegmentRow>(
    'select * from flight_order_segments where order_no = any($1::text[]) order by segment_index',
    [nos],
  );
  const passengers = await db.query<PassengerRow>(
    'select * from flight_order_passengers where order_no = any($1::text[]) order by position',
    [nos],
  );
  const refunds = await db.query<RefundRow>(
    'select * from flight_refunds where order_no = any($1::text[]) order by applied_at desc, refund_no desc',
    [nos],
  );
  const changes = await db.query<ChangeRow>(
    'select * from flight_changes where order_no = any($1::text[]) order by created_at desc, change_no desc',
    [nos],
  );
  for (const order of orders) {
    const mine = <T extends { order_no: string }>(rows: T[]) =>
      rows.filter((r) => r.order_no === order.order_no);
    result.set(order.order_no, {
      order,
      segments: mine(segments),
      passengers: mine(passengers),
      refunds: mine(refunds),
      changes: mine(changes),
    });
  }
  return result;
}

/** One flight order of the member, or ORDER_NOT_FOUND. */
export async function loadOneOrder(db: Queryable, memberId: number, orderNo: string): Promise<OrderData> {
  const data = (await loadOrderData(db, memberId, [orderNo])).get(orderNo);
  if (!data) throw refuse(FlightOrderFlag.ORDER_NOT_FOUND, '订单不存在，请返回订单列表刷新');
  return data;
}

/** The generic order row of a flight order (status, deadline), locked for the transaction. */
export async function lockOrderRow(tx: Queryable, orderNo: string): Promise<OrderRow> {
  const rows = await tx.query<OrderRow>('select * from orders where order_no = $1 for update', [orderNo]);
  if (!rows[0]) throw refuse(FlightOrderFlag.ORDER_NOT_FOUND, '订单不存在，请返回订单列表刷新');
  return rows[0];
}

/**
 * What every write on an order starts with: the order row locked (two writes on one order take
 * turns), the clock applied to it, and the order loaded. The row is read again after settling,
 * since settling may have moved its status.
 */
export async function openOrder(
  tx: Queryable,
  memberId: number,
  orderNo: string,
  nowMs: number,
): Promise<{ order: OrderRow; data: OrderData }> {
  await lockOrderRow(tx, orderNo);
  await settleFlightOrders(tx, [orderNo], nowMs);
  const data = await loadOneOrder(tx, memberId, orderNo);
  return { order: await lockOrderRow(tx, orderNo), data };
}

/** Ids of the member's travellers that still exist among those the orders were booked from. */
export async function liveTravellerIds(
  db: Queryable,
  memberId: number,
  data: Iterable<OrderData>,
): Promise<Set<number>> {
  const ids = new Set<number>();
  for (const d of data)
    for (const p of d.passengers) if (p.traveller_id !== null) ids.add(Number(p.traveller_id));
  if (ids.size === 0) return ids;
  const live = await travellersOfMember(db, memberId, [...ids]);
  return new Set(live.map((t) => t.id));
}

export function passengerMap(data: OrderData, live: ReadonlySet<number>): Map<number, PassengerJson> {
  return new Map(data.passengers.map((p) => [Number(p.id), passengerJson(p, live)]));
}

export function orderJson(data: OrderData, live: ReadonlySet<number>): FlightOrderJson {
  const byId = passengerMap(data, live);
  return {
    order_no: data.order.order_no,
    international: data.order.international,
    trip_type: data.order.trip_type,
    segments: segmentsJson(data.segments),
    passengers: [...byId.values()],
    contact: {
      name: data.order.contact_name,
      mobile: data.order.contact_mobile,
      email: data.order.contact_email,
    },
    price_lines: data.order.price_lines,
    refunds: data.refunds.map((r) => refundJson(r, byId)),
    changes: data.changes.map((c) => changeJson(c, byId)),
  };
}

/**
 * What a change's payment order is about, in the shape of a flight order: the new flight, the
 * passengers moved, the difference and fee as its price lines, the change itself. So a pay page
 * that asks for the flight of the order it pays gets the flight being paid for.
 */
function paymentOrderJson(
  payOrderNo: string,
  change: ChangeRow,
  parent: OrderData,
  live: ReadonlySet<number>,
): FlightOrderJson {
  const byId = passengerMap(parent, live);
  const moved = change.passenger_ids.flatMap((id) => byId.get(Number(id)) ?? []);
  const lines = [
    {
      label: '改签差价',
      unit_fen: change.price_difference_fen,
      count: 1,
      amount_fen: change.price_difference_fen,
    },
    { label: '改签费', unit_fen: change.change_fee_fen, count: 1, amount_fen: change.change_fee_fen },
  ].filter((line) => line.amount_fen > 0);
  return {
    order_no: payOrderNo,
    international: parent.order.international,
    trip_type: parent.order.trip_type,
    segments: [segmentJson(change.segment_index, change.to_flight, change.to_fare)],
    passengers: moved,
    contact: {
      name: parent.order.contact_name,
      mobile: parent.order.contact_mobile,
      email: parent.order.contact_email,
    },
    price_lines: lines,
    refunds: [],
    changes: [changeJson(change, byId)],
  };
}

/**
 * The batch detail: flight details of those of `orderNos` that are the member's flight orders (or
 * payment orders of their changes), in the order asked. A constant number of queries.
 */
export async function orderDetails(
  tx: Queryable,
  memberId: number,
  orderNos: readonly string[],
  nowMs: number,
): Promise<FlightOrderJson[]> {
  const wanted = [...new Set(orderNos)];
  const payments = await tx.query<ChangeRow>(
    'select * from flight_changes where member_id = $1 and pay_order_no = any($2::text[])',
    [memberId, wanted],
  );
  const involved = [...new Set([...wanted, ...payments.map((c) => c.order_no)])];
  await settleFlightOrders(tx, involved, nowMs);
  const data = await loadOrderData(tx, memberId, involved);
  const live = await liveTravellerIds(tx, memberId, data.values());
  const byPayOrder = new Map(payments.map((c) => [c.pay_order_no!, c]));
  return wanted.flatMap((no) => {
    const own = data.get(no);
    if (own) return [orderJson(own, live)];
    const change = byPayOrder.get(no);
    const parent = change ? data.get(change.order_no) : undefined;
    if (!change || !parent) return [];
    // The parent's copy of the change was read after settling.
    const current = parent.changes.find((c) => c.change_no === change.change_no) ?? change;
    return [paymentOrderJson(no, current, parent, live)];
  });
}
