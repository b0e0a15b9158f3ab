import type { Queryable } from '../../db/types.ts';
import { orderHooks, type OrderRow } from './hooks.ts';

// What an order came to in money, as the invoice needs it. `orders.total_fen` is what the booking
// cost; after-sales move money on either side of it: a payment order (a flight change's difference
// and fee) brings more in, a refund sends some back.

/**
 * What the shopper paid for an order, less what went back: the order's total, plus its paid payment
 * orders, less the product's `refundedFen`. Never below zero.
 */
export async function paidLessRefundedFen(tx: Queryable, order: OrderRow): Promise<number> {
  const [children] = await tx.query<{ n: number | string }>(
    `select coalesce(sum(total_fen), 0) as n from orders
      where parent_order_no = $1 and status in ('paid', 'finished')`,
    [order.order_no],
  );
  const paid = Number(order.total_fen) + Number(children?.n ?? 0);
  const refunded = (await orderHooks(order.order_type)?.refundedFen?.(tx, order)) ?? 0;
  return Math.max(0, paid - refunded);
}
