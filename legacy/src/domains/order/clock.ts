import type { Db, Queryable } from '../../db/types.ts';
import { closeOpenPayments } from '../pay/store.ts';
import { releaseClaims } from './claims.ts';
import { allOrderHooks, orderHooks, type OrderRow, type ProductOrderHooks } from './hooks.ts';

// The order clock. Nothing runs in the background: before any read or write of orders the caller
// applies the clock in the same transaction, so an unpaid order past its deadline is cancelled (and
// its stock returned) before anyone can see, pay or count it, and a trip that is over is finished.

/**
 * Cancels every unpaid order past its deadline (the product's onCancelled runs for each, in this
 * transaction) and finishes every paid order whose trip is over. Safe when two requests apply it at
 * once: each update is guarded by the old status, so PostgreSQL's row lock lets one transaction take
 * an order and the other then skips it (PGlite runs transactions one at a time).
 */
export async function applyOrderClock(tx: Queryable, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const products = allOrderHooks();
  if (!(await somethingDue(tx, products, now))) return;
  for (const hooks of products) await hooks.settle?.(tx, nowMs);
  const lapsed = await tx.query<OrderRow>(
    `update orders set status = 'cancelled', cancelled_at = $1, updated_at = $1
      where status = 'unpaid' and pay_deadline <= $1
      returning *`,
    [now],
  );
  if (lapsed.length > 0) await afterCancel(tx, lapsed, nowMs);
  await tx.query(
    `update orders set status = 'finished', finished_at = $1, updated_at = $1
      where status = 'paid' and travel_end_at <= $1`,
    [now],
  );
}

/** The clock's own work: an unpaid order past its deadline, a paid one whose trip is over. */
const ORDERS_DUE = `exists (select 1 from orders where status = 'unpaid' and pay_deadline <= $1)
  or exists (select 1 from orders where status = 'paid' and travel_end_at <= $1)`;

/**
 * Whether the clock has anything to do now, in one read: most requests find nothing due, and the
 * clock's writes (four statements, each a scan under locks) were a third of the stand-in's time for
 * a page of the order list. True whenever a product settles without saying when it is due.
 */
async function somethingDue(
  tx: Queryable,
  products: readonly ProductOrderHooks[],
  now: Date,
): Promise<boolean> {
  const conditions = [ORDERS_DUE];
  for (const hooks of products) {
    if (!hooks.settle) continue;
    if (!hooks.settleDue) return true;
    conditions.push(hooks.settleDue);
  }
  const [row] = await tx.query<{ due: boolean }>(
    `select (${conditions.map((c) => `(${c})`).join(' or ')}) as due`,
    [now],
  );
  return row?.due === true;
}

/**
 * What follows any cancellation, in the cancelling transaction: the product's stock, open payments,
 * and the travellers' claims (claims.ts), so they can be booked again at once.
 */
export async function afterCancel(
  tx: Queryable,
  cancelled: readonly OrderRow[],
  nowMs: number,
): Promise<void> {
  for (const order of cancelled) await orderHooks(order.order_type)?.onCancelled?.(tx, order, nowMs);
  const orderNos = cancelled.map((o) => o.order_no);
  await closeOpenPayments(tx, orderNos, nowMs);
  await releaseClaims(tx, orderNos, nowMs);
}

/** Runs `fn` in one transaction that first applies the order clock. */
export function withOrderClock<T>(db: Db, nowMs: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await applyOrderClock(tx, nowMs);
    return fn(tx);
  });
}
