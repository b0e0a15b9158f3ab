import type { Db, Queryable } from '../../db/types.ts';
import { releaseSeats } from '../flight/inventory.ts';
import { refundFee } from '../flight/rules.ts';
import type { OrderRow } from '../order/hooks.ts';
import { withOrderClock } from '../order/clock.ts';
import { newOrderNo } from '../order/store.ts';
import { releasePassengerClaims } from './claims.ts';
import { FlightOrderFlag, refuse } from './flags.ts';
import {
  FLYING,
  hoursBefore,
  seatCount,
  wholeHoursBefore,
  type PassengerRow,
  type RefundRow,
} from './model.ts';
import {
  liveTravellerIds,
  loadOneOrder,
  openOrder,
  passengerMap,
  REFUND_PROCESSING_MS,
  settleFlightOrders,
  type OrderData,
} from './store.ts';
import { refundJson } from './views.ts';

// Refunds (退票). A member refunds some or all passengers of a paid order before its first flight
// departs; the fee follows each leg's fare rules by the time left before that leg. Taxes and fuel
// come back whole; the fee is taken from the ticket price only.
//
// Partial refunds: the order stays `paid` while some passengers still fly; the refunded passengers
// show REFUNDING and then REFUNDED on their own. When nobody is left flying the order is
// `refunding`, and `refunded` once every refund's money is back.

export interface RefundTerms {
  passengers: PassengerRow[];
  hours_before_departure: number;
  rule_text: string;
  paid_fen: number;
  fee_fen: number;
  amount_fen: number;
}

const NOT_REFUNDABLE: Partial<Record<OrderRow['status'], string>> = {
  unpaid: '订单尚未支付，无需退票，可直接取消订单',
  cancelled: '订单已取消，无法退票',
  finished: '行程已结束，无法在线退票',
  refunding: '订单正在退票中，请耐心等待',
  refunded: '订单已退票',
};

/** The passengers a request names (all who still fly when none are named), all still flying. */
function chosenPassengers(
  data: OrderData,
  ids: readonly number[] | null,
  refusal: (text: string) => Error,
): PassengerRow[] {
  const flying = data.passengers.filter((p) => FLYING.includes(p.ticket_status));
  if (ids === null) {
    if (flying.length === 0) throw refusal('订单中已没有可办理的乘机人');
    return flying;
  }
  return ids.map((id) => {
    const p = data.passengers.find((x) => Number(x.id) === id);
    if (!p) throw refuse(FlightOrderFlag.PASSENGER_NOT_FOUND, '乘机人不在此订单中，请刷新后重试');
    if (!FLYING.includes(p.ticket_status)) throw refusal(`${p.name}已退票或正在退票，无法再次办理`);
    return p;
  });
}

/** The terms of refunding passengers of an order now; refuses when the order cannot be refunded. */
export function refundTerms(
  data: OrderData,
  order: OrderRow,
  ids: readonly number[] | null,
  nowMs: number,
): RefundTerms {
  const notAllowed = (text: string) => refuse(FlightOrderFlag.REFUND_NOT_ALLOWED, text);
  if (order.status !== 'paid') throw notAllowed(NOT_REFUNDABLE[order.status] ?? '订单当前无法退票');
  const first = data.segments[0]!;
  if (first.dep_at.getTime() <= nowMs) {
    throw refuse(FlightOrderFlag.FLIGHT_DEPARTED, '航班已起飞，无法在线退票，请联系客服');
  }
  if (data.changes.some((c) => c.status === 'pending_confirm' || c.status === 'pending_payment')) {
    throw refuse(FlightOrderFlag.CHANGE_PENDING, '订单有未完成的改签，请先确认或等待其失效后再退票');
  }
  const passengers = chosenPassengers(data, ids, notAllowed);
  if (passengers.length === 0) throw notAllowed('请选择要退票的乘机人');
  // Whoever still flies afterwards must still fly accompanied, as at booking.
  const staying = data.passengers.filter((p) => FLYING.includes(p.ticket_status) && !passengers.includes(p));
  const adultsLeft = staying.filter((p) => p.age_class === 'ADULT').length;
  const infantsLeft = staying.filter((p) => p.age_class === 'INFANT').length;
  if (staying.length > 0 && (adultsLeft === 0 || infantsLeft > adultsLeft)) {
    throw notAllowed('退票后儿童或婴儿将无成人陪同，请将同行的儿童和婴儿一同退票');
  }
  let fee = 0;
  const rules: string[] = [];
  for (const segment of data.segments) {
    const hours = hoursBefore(segment.dep_at, nowMs);
    for (const p of passengers) {
      const price = p.prices[segment.segment_index]!;
      fee += refundFee(segment.fare.bookingClass, price.ticket_fen, hours).feeFen;
    }
    rules.push(refundFee(segment.fare.bookingClass, 0, hours).ruleText);
  }
  const paid = passengers.reduce((n, p) => n + p.total_fen, 0);
  fee = Math.min(fee, paid);
  const ruleText =
    rules.length === 2 && rules[0] !== rules[1] ? `去程：${rules[0]}；返程：${rules[1]}` : (rules[0] ?? '');
  return {
    passengers,
    hours_before_departure: wholeHoursBefore(first.dep_at, nowMs),
    rule_text: ruleText,
    paid_fen: paid,
    fee_fen: fee,
    amount_fen: paid - fee,
  };
}

/** The refund terms for passengers of an order of the member (read only, after settling the clock). */
export async function quoteRefund(
  db: Db,
  memberId: number,
  orderNo: string,
  ids: readonly number[] | null,
  nowMs: number,
) {
  return withOrderClock(db, nowMs, async (tx) => {
    const { order, data } = await openOrder(tx, memberId, orderNo, nowMs);
    const terms = refundTerms(data, order, ids, nowMs);
    return {
      hours_before_departure: terms.hours_before_departure,
      rule_text: terms.rule_text,
      paid_fen: terms.paid_fen,
      fee_fen: terms.fee_fen,
      amount_fen: terms.amount_fen,
      passenger_ids: terms.passengers.map((p) => Number(p.id)),
    };
  });
}

/**
 * Applies for a refund: the passengers become REFUNDING, their seats return to sale (the flight has
 * not departed) and so do their claims on its flights, and the order becomes `refunding` when nobody
 * is left flying. The money is back REFUND_PROCESSING_MS later by the server clock, applied on the
 * next read.
 */
export async function applyRefund(
  db: Db,
  memberId: number,
  request: { orderNo: string; passengerIds: readonly number[] | null; reason: string },
  nowMs: number,
) {
  return withOrderClock(db, nowMs, async (tx) => {
    const { order, data } = await openOrder(tx, memberId, request.orderNo, nowMs);
    const terms = refundTerms(data, order, request.passengerIds, nowMs);
    const ids = terms.passengers.map((p) => Number(p.id));
    const refundNo = `R${await newOrderNo(tx, nowMs)}`;
    const now = new Date(nowMs);
    const [refund] = await tx.query<RefundRow>(
      `insert into flight_refunds (refund_no, order_no, member_id, status, passenger_ids, paid_fen, fee_fen, amount_fen,
         rule_text, reason, applied_at, due_at)
       values ($1, $2, $3, 'processing', $4, $5, $6, $7, $8, $9, $10, $11)
       returning *`,
      [
        refundNo,
        request.orderNo,
        memberId,
        JSON.stringify(ids),
        terms.paid_fen,
        terms.fee_fen,
        terms.amount_fen,
        terms.rule_text,
        request.reason,
        now,
        new Date(nowMs + REFUND_PROCESSING_MS),
      ],
    );
    await tx.query(
      `update flight_order_passengers set ticket_status = 'refunding' where id = any($1::bigint[])`,
      [ids],
    );
    const seats = seatCount(terms.passengers);
    if (seats > 0) for (const segment of data.segments) await releaseSeats(tx, segment.fare, seats);
    // Refunded, they no longer hold these flights: they may be booked on them again.
    await releasePassengerClaims(tx, request.orderNo, terms.passengers, nowMs);
    await markRefundingWhenNobodyFlies(tx, request.orderNo, now);
    return refundJsonOf(tx, memberId, request.orderNo, refund!);
  });
}

async function markRefundingWhenNobodyFlies(tx: Queryable, orderNo: string, now: Date): Promise<void> {
  await tx.query(
    `update orders set status = 'refunding', updated_at = $2
      where order_no = $1 and status = 'paid'
        and not exists (select 1 from flight_order_passengers p
                         where p.order_no = $1 and p.ticket_status not in ('refunding', 'refunded'))`,
    [orderNo, now],
  );
}

async function refundJsonOf(tx: Queryable, memberId: number, orderNo: string, refund: RefundRow) {
  const data = await loadOneOrder(tx, memberId, orderNo);
  const live = await liveTravellerIds(tx, memberId, [data]);
  return refundJson(refund, passengerMap(data, live));
}

/** A refund of the member by number, after settling the clock; REFUND_NOT_FOUND otherwise. */
export async function refundDetail(db: Db, memberId: number, refundNo: string, nowMs: number) {
  return withOrderClock(db, nowMs, async (tx) => {
    const found = await tx.query<{ order_no: string }>(
      'select order_no from flight_refunds where refund_no = $1 and member_id = $2',
      [refundNo, memberId],
    );
    if (!found[0]) throw refuse(FlightOrderFlag.REFUND_NOT_FOUND, '退票记录不存在，请返回订单详情查看');
    await settleFlightOrders(tx, [found[0].order_no], nowMs);
    const [refund] = await tx.query<RefundRow>('select * from flight_refunds where refund_no = $1', [
      refundNo,
    ]);
    return refundJsonOf(tx, memberId, found[0].order_no, refund!);
  });
}
