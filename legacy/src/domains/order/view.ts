import type { Static } from '@storefront/schema/rest';
import type { Order } from '@storefront/schema/rest/order';
import type { Queryable } from '../../db/types.ts';
import { toShanghaiIso } from '../../time.ts';
import { orderHooks, type OrderRow, type OrderStatus, type ProductOrderView } from './hooks.ts';

/** The generic order every product's order is shown as (the contract's `Order`, snake case). */
export type GenericOrder = Static<typeof Order>;

/** How a status reads when the product has no wording of its own. */
export const GENERIC_STATUS_TEXT: Readonly<Record<OrderStatus, string>> = {
  unpaid: '待支付',
  paid: '待出行',
  cancelled: '已取消',
  finished: '已完成',
  refunding: '退款中',
  refunded: '已退款',
};

/** Statuses an order can be deleted from the list in (it is over, one way or the other). */
export const DELETABLE_STATUSES: readonly OrderStatus[] = ['finished', 'cancelled', 'refunded'];

/** Whole seconds left to pay, never negative; null unless the order is unpaid. */
export function payRemainingSeconds(
  order: Pick<OrderRow, 'status' | 'pay_deadline'>,
  nowMs: number,
): number | null {
  if (order.status !== 'unpaid' || !order.pay_deadline) return null;
  return Math.max(0, Math.floor((order.pay_deadline.getTime() - nowMs) / 1000));
}

/**
 * Each product's wording and after-sale actions for a batch of orders: one `describe` call per
 * order type present, whatever the batch size. Types without hooks get the generic wording.
 */
async function productViews(db: Queryable, orders: readonly OrderRow[], nowMs: number) {
  const byType = new Map<number, OrderRow[]>();
  for (const order of orders) {
    const group = byType.get(order.order_type);
    if (group) group.push(order);
    else byType.set(order.order_type, [order]);
  }
  const views = new Map<string, ProductOrderView>();
  for (const [type, group] of byType) {
    const describe = orderHooks(type)?.describe;
    if (!describe) continue;
    for (const [orderNo, view] of await describe(db, group, nowMs)) views.set(orderNo, view);
  }
  return views;
}

/** Orders of this batch with an e-invoice already asked for (one query). */
async function invoicedOrders(db: Queryable, orders: readonly OrderRow[]): Promise<Set<string>> {
  const finished = orders.filter((o) => o.status === 'finished').map((o) => o.order_no);
  if (finished.length === 0) return new Set();
  const rows = await db.query<{ order_no: string }>(
    'select order_no from e_invoices where order_no = any($1::text[])',
    [finished],
  );
  return new Set(rows.map((r) => r.order_no));
}

/** The generic shape of each order, in the same order, with the products' wording. */
export async function genericOrders(
  db: Queryable,
  orders: readonly OrderRow[],
  nowMs: number,
): Promise<GenericOrder[]> {
  const views = await productViews(db, orders, nowMs);
  const invoiced = await invoicedOrders(db, orders);
  return orders.map((order) => {
    const view = views.get(order.order_no) ?? {};
    const remaining = payRemainingSeconds(order, nowMs);
    const unpaid = order.status === 'unpaid';
    return {
      order_no: order.order_no,
      order_type: order.order_type,
      status: order.status,
      status_text: view.statusText ?? GENERIC_STATUS_TEXT[order.status],
      title: order.title,
      subtitle: order.subtitle,
      travel_date: order.travel_date,
      total_fen: order.total_fen,
      created_at: toShanghaiIso(order.created_at),
      pay_deadline: unpaid && order.pay_deadline ? toShanghaiIso(order.pay_deadline) : null,
      pay_remaining_seconds: remaining,
      actions: {
        can_pay: unpaid && (remaining ?? 0) > 0,
        can_cancel: unpaid,
        can_delete: DELETABLE_STATUSES.includes(order.status),
        can_refund: view.canRefund ?? false,
        can_change: view.canChange ?? false,
        can_request_invoice: order.status === 'finished' && !invoiced.has(order.order_no),
      },
    };
  });
}
