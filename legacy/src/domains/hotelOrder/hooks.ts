import { LegacyError } from '../../core/errors.ts';
import { OrderFlag } from '../order/flags.ts';
import {
  registerOrderHooks,
  type OrderRow,
  type ProductOrderHooks,
  type ProductOrderView,
} from '../order/hooks.ts';
import { HOTEL_ORDER_TYPES } from './booking.ts';
import { refundClosesAt } from './refunds.ts';
import { HOTEL_SETTLE_DUE, releaseOrderNights, settleHotelRefunds, type HotelOrderRow } from './store.ts';

// The hotel order's side of the order service (order/hooks.ts), for types 3 and 18: pay, the
// deadline cancel, the list's words and actions, and the refund's clock go through here.

const STATUS_TEXT: Readonly<Record<OrderRow['status'], string>> = {
  unpaid: '待支付',
  paid: '待入住',
  cancelled: '已取消',
  finished: '已完成',
  refunding: '退款中',
  refunded: '已退款',
};

const hooks: ProductOrderHooks = {
  // The rooms must still be held (an order whose nights went back cannot be paid) and the arrival
  // day not over: a stay that has begun is not sold any more.
  async validatePay(tx, order, nowMs) {
    const [hotel] = await tx.query<Pick<HotelOrderRow, 'check_in' | 'nights_released'>>(
      'select check_in, nights_released from hotel_orders where order_no = $1',
      [order.order_no],
    );
    if (!hotel || hotel.nights_released) {
      throw new LegacyError(OrderFlag.ORDER_NOT_PAYABLE, '订单的房间已释放，无法支付，请重新预订');
    }
    if (nowMs >= refundClosesAt(hotel).getTime()) {
      throw new LegacyError(OrderFlag.ORDER_NOT_PAYABLE, '已过入住日期，订单无法支付，请重新预订');
    }
  },

  // Paid: the hotel confirms the booking with a number of its own.
  async onPaid(tx, order) {
    await tx.query(
      `update hotel_orders set confirmation_no = 'HC' || lpad(nextval('hotel_confirmation_seq')::text, 8, '0')
        where order_no = $1 and confirmation_no is null`,
      [order.order_no],
    );
  },

  // Cancelled while unpaid, by the member or the deadline: every night goes back on sale.
  async onCancelled(tx, order) {
    await releaseOrderNights(tx, order.order_no);
  },

  async refundedFen(tx, order) {
    const [row] = await tx.query<{ n: number | string }>(
      'select coalesce(sum(amount_fen), 0) as n from hotel_refunds where order_no = $1',
      [order.order_no],
    );
    return Number(row?.n ?? 0);
  },

  // Refunds whose money is back. Paid orders finish by the order clock at 12:00 on the check-out
  // day (their travel_end_at).
  async settle(tx, nowMs) {
    await settleHotelRefunds(tx, nowMs);
  },
  settleDue: HOTEL_SETTLE_DUE,

  async describe(db, orders, nowMs) {
    const views = new Map<string, ProductOrderView>();
    if (orders.length === 0) return views;
    const facts = await db.query<Pick<HotelOrderRow, 'order_no' | 'cancel_rule' | 'check_in'>>(
      'select order_no, cancel_rule, check_in from hotel_orders where order_no = any($1::text[])',
      [orders.map((o) => o.order_no)],
    );
    const byNo = new Map(facts.map((f) => [f.order_no, f]));
    for (const o of orders) {
      const f = byNo.get(o.order_no);
      views.set(o.order_no, {
        statusText: STATUS_TEXT[o.status],
        canRefund:
          o.status === 'paid' && !!f && f.cancel_rule !== 'none' && nowMs < refundClosesAt(f).getTime(),
        canChange: false,
      });
    }
    return views;
  },
};

/** Registers the hooks for hotel orders (3, and 18 alike). */
export function registerHotelOrderHooks(): void {
  registerOrderHooks(HOTEL_ORDER_TYPES, hooks);
}
