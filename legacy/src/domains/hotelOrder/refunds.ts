// Refunds (取消/退款) of a paid hotel order, by its rate plan's rule and the time: `free` refunds in
// full before its deadline and keeps the first night × rooms after it; `first_night` always keeps
// the first night × rooms; `none` is refused. A refund can be asked until the end of the arrival
// day (Asia/Shanghai); it returns the nights to sale at once and the money 10 minutes later.
import { addDays } from '@storefront/schema/dates';
import { LegacyError } from '../../core/errors.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { shanghaiDate, shanghaiInstant, toShanghaiIso } from '../../time.ts';
import { monthDay } from '../hotel/shapes.ts';
import { withOrderClock } from '../order/clock.ts';
import { OrderFlag, orderNotFound } from '../order/flags.ts';
import type { OrderRow } from '../order/hooks.ts';
import { newOrderNo } from '../order/store.ts';
import { HotelOrderFlag } from './flags.ts';
import {
  REFUND_PROCESSING_MS,
  refundJson,
  releaseOrderNights,
  type HotelOrderRow,
  type RefundRow,
} from './store.ts';

export interface RefundTerms {
  refundable: boolean;
  paid_fen: number;
  fee_fen: number;
  amount_fen: number;
  rule_text: string;
}

const NOT_REFUNDABLE: Partial<Record<OrderRow['status'], string>> = {
  unpaid: '订单尚未支付，无需退款，可直接取消订单',
  cancelled: '订单已取消，无需退款',
  finished: '订单已完成，无法在线退款，请联系客服',
  refunding: '订单正在退款中，请耐心等待',
  refunded: '订单已退款',
};

/** The end of the arrival day: after it the stay has begun and no refund can be asked online. */
export function refundClosesAt(order: Pick<HotelOrderRow, 'check_in'>): Date {
  return shanghaiInstant(addDays(order.check_in, 1), '00:00');
}

/** The rule's verdict now, for a paid order that may still be refunded (status and day checked). */
export function termsOf(hotel: HotelOrderRow, paidFen: number, nowMs: number): RefundTerms {
  const firstNight = (hotel.nights[0]?.price_fen ?? 0) * hotel.rooms;
  const keepFirst = (why: string): RefundTerms => ({
    refundable: true,
    paid_fen: paidFen,
    fee_fen: Math.min(firstNight, paidFen),
    amount_fen: paidFen - Math.min(firstNight, paidFen),
    rule_text: `${why}，扣除首晚房费¥${(firstNight / 100).toFixed(2)}`,
  });
  if (hotel.cancel_rule === 'none') {
    return {
      refundable: false,
      paid_fen: paidFen,
      fee_fen: paidFen,
      amount_fen: 0,
      rule_text: '该房型不可取消',
    };
  }
  if (hotel.cancel_rule === 'first_night') return keepFirst('该房型取消需扣首晚房费');
  const deadline = hotel.cancel_deadline;
  const when = deadline ? `${monthDay(shanghaiDate(deadline))}${toShanghaiIso(deadline).slice(11, 16)}` : '';
  if (deadline && nowMs < deadline.getTime()) {
    return {
      refundable: true,
      paid_fen: paidFen,
      fee_fen: 0,
      amount_fen: paidFen,
      rule_text: `${when}前取消，全额退款`,
    };
  }
  return keepFirst(`已过免费取消时间（${when}）`);
}

interface Loaded {
  order: OrderRow;
  hotel: HotelOrderRow;
}

/** The member's hotel order, locked for the refund; 2501 when it is not theirs, or deleted. */
async function loadForRefund(
  tx: Queryable,
  memberId: number,
  orderNo: string,
  lock: boolean,
): Promise<Loaded> {
  const [order] = await tx.query<OrderRow>(
    `select * from orders where order_no = $1 and member_id = $2 and deleted_at is null${lock ? ' for update' : ''}`,
    [orderNo, memberId],
  );
  const [hotel] = order
    ? await tx.query<HotelOrderRow>('select * from hotel_orders where order_no = $1', [orderNo])
    : [];
  if (!order || !hotel) throw orderNotFound();
  return { order, hotel };
}

/** Refuses (2806) what cannot be refunded now, whatever the plan: status, then the arrival day. */
function checkRefundable({ order, hotel }: Loaded, nowMs: number): void {
  if (order.status !== 'paid') {
    throw new LegacyError(
      HotelOrderFlag.REFUND_NOT_ALLOWED,
      NOT_REFUNDABLE[order.status] ?? '订单当前无法退款',
    );
  }
  if (nowMs >= refundClosesAt(hotel).getTime()) {
    throw new LegacyError(
      HotelOrderFlag.REFUND_NOT_ALLOWED,
      `已过入住日（${monthDay(hotel.check_in)}），无法在线取消，请联系酒店或客服`,
    );
  }
}

export function quoteRefund(db: Db, memberId: number, orderNo: string, nowMs: number): Promise<RefundTerms> {
  return withOrderClock(db, nowMs, async (tx) => {
    const loaded = await loadForRefund(tx, memberId, orderNo, false);
    checkRefundable(loaded, nowMs);
    return termsOf(loaded.hotel, loaded.order.total_fen, nowMs);
  });
}

/**
 * Applies for the refund: the order goes to refunding, its nights back on sale at once, the money
 * back REFUND_PROCESSING_MS later (the order clock's settle). A non-refundable plan answers 2807.
 */
export function applyRefund(db: Db, memberId: number, orderNo: string, reason: string, nowMs: number) {
  return withOrderClock(db, nowMs, async (tx) => {
    const loaded = await loadForRefund(tx, memberId, orderNo, true);
    checkRefundable(loaded, nowMs);
    const terms = termsOf(loaded.hotel, loaded.order.total_fen, nowMs);
    if (!terms.refundable) {
      throw new LegacyError(HotelOrderFlag.NON_REFUNDABLE, '该房型为不可取消房型，预订成功后不能取消或退款');
    }
    const moved = await tx.query(
      `update orders set status = 'refunding', updated_at = $2 where order_no = $1 and status = 'paid' returning order_no`,
      [orderNo, new Date(nowMs)],
    );
    if (moved.length === 0) throw new LegacyError(OrderFlag.ORDER_NOT_FOUND, '订单状态已变化，请刷新后重试');
    await releaseOrderNights(tx, orderNo);
    const [refund] = await tx.query<RefundRow>(
      `insert into hotel_refunds (refund_no, order_no, member_id, status, paid_fen, fee_fen, amount_fen, rule_text,
         reason, applied_at, due_at)
       values ($1, $2, $3, 'processing', $4, $5, $6, $7, $8, $9, $10)
       returning *`,
      [
        `HR${await newOrderNo(tx, nowMs)}`,
        orderNo,
        memberId,
        terms.paid_fen,
        terms.fee_fen,
        terms.amount_fen,
        terms.rule_text,
        reason,
        new Date(nowMs),
        new Date(nowMs + REFUND_PROCESSING_MS),
      ],
    );
    return refundJson(refund!);
  });
}
