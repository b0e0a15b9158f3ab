import type { Queryable } from '../../db/types.ts';
import type { OrderRow } from './hooks.ts';

/** The payment window of a new order, unless the product asks for another (market-rules: 15–30 min). */
export const DEFAULT_PAY_WINDOW_MINUTES = 30;

export interface NewOrder {
  memberId: number;
  /** Spec §3 order-type code. */
  orderType: number;
  totalFen: number;
  title: string;
  subtitle?: string | null;
  travelDate?: string | null;
  /** When the trip is over: the order becomes `finished` after this instant. */
  travelEndAt?: Date | null;
  parentOrderNo?: string | null;
  /** The client's key: the same member and key always mean the same order. */
  idempotencyKey?: string | null;
  payWindowMinutes?: number;
  now: number;
}

/**
 * An order number (refunds and changes put R or C before one): the Shanghai date and time to the
 * second plus four digits from the database's cycling sequence (16 digits), so support can read the
 * day off it and no two made in the same second are the same. Random digits clashed: booking twenty
 * orders within a second failed one run in fifty on the unique constraint.
 */
export async function newOrderNo(db: Queryable, now: number): Promise<string> {
  const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14);
  const [row] = await db.query<{ n: string | number }>("select nextval('order_no_suffix') as n");
  return `${stamp}${String(row!.n).padStart(4, '0')}`;
}

/**
 * Inserts an unpaid order inside the product's transaction. Returns null when the member already
 * made an order with this idempotency key (the caller then answers with that order instead).
 */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<OrderRow | null> {
  const deadline = new Date(order.now + (order.payWindowMinutes ?? DEFAULT_PAY_WINDOW_MINUTES) * 60_000);
  const orderNo = await newOrderNo(tx, order.now);
  const rows = await tx.query<OrderRow>(
    `insert into orders (order_no, member_id, order_type, status, total_fen, title, subtitle, travel_date,
       travel_end_at, parent_order_no, idempotency_key, pay_deadline, created_at, updated_at)
     values ($1, $2, $3, 'unpaid', $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     on conflict (member_id, idempotency_key) where idempotency_key is not null do nothing
     returning *`,
    [
      orderNo,
      order.memberId,
      order.orderType,
      order.totalFen,
      order.title,
      order.subtitle ?? null,
      order.travelDate ?? null,
      order.travelEndAt ?? null,
      order.parentOrderNo ?? null,
      order.idempotencyKey ?? null,
      deadline,
      new Date(order.now),
    ],
  );
  return rows[0] ?? null;
}

/** The member's order made with this idempotency key, if any. */
export async function orderByIdempotencyKey(
  db: Queryable,
  memberId: number,
  key: string,
): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    'select * from orders where member_id = $1 and idempotency_key = $2',
    [memberId, key],
  );
  return rows[0] ?? null;
}
