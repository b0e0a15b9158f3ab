import type { Db, Queryable } from '../../db/types.ts';
import { closeOpenPayments } from '../pay/store.ts';
import { allOrderHooks, orderHooks, type OrderRow } from './hooks.ts';

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
  for (const hooks of allOrderHooks()) await hooks.settle?.(tx, nowMs);
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

/** What follows any cancellation, in the cancelling transaction: the product's stock, open payments. */
export async function afterCancel(
  tx: Queryable,
  cancelled: readonly OrderRow[],
  nowMs: number,
): Promise<void> {
  for (const order of cancelled) await orderHooks(order.order_type)?.onCancelled?.(tx, order, nowMs);
  await closeOpenPayments(
    tx,
    cancelled.map((o) => o.order_no),
    nowMs,
  );
}

/** Runs `fn` in one transaction that first applies the order clock. */
export function withOrderClock<T>(db: Db, nowMs: number, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await applyOrderClock(tx, nowMs);
    return fn(tx);
  });
}
