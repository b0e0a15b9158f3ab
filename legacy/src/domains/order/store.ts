import { LegacyError } from '../../core/errors.ts';
import type { Queryable } from '../../db/types.ts';
import { takeClaims, type Claim } from './claims.ts';
import { OrderFlag } from './flags.ts';
import type { OrderRow } from './hooks.ts';

/** The payment window of a new order, unless the product asks for another (market-rules: 15–30 min). */
export const DEFAULT_PAY_WINDOW_MINUTES = 30;

/**
 * Unpaid orders a member may have at once, every product together. Each holds stock for its payment
 * window; without a cap one account could keep a fare's last seats off sale by booking again every
 * 30 minutes and never paying (what airlines and OTAs cap too).
 */
export const MAX_UNPAID_ORDERS = 3;

/**
 * An idempotency key and the operation it belongs to: the same key in two operations (a shopper's
 * booking, the service's own change payment) are two keys.
 */
export interface IdempotencyKey {
  /** The operation, e.g. `flightOrder/create`. */
  scope: string;
  key: string;
}

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
  /**
   * Set on an order that pays for something of another order (a flight change's fare difference).
   * Such an order is not counted against MAX_UNPAID_ORDERS, nor refused by it: it is made by the
   * service when the member confirms an after-sale of an order already paid, it holds nothing new
   * (its change already holds its seats, one open change per order), it is not in the order list
   * the member could clear, and refusing it would stop a shopper with three unpaid bookings from
   * finishing the change of a trip they have paid for.
   */
  parentOrderNo?: string | null;
  /** The same member, scope and key always mean the same order. */
  idempotency?: IdempotencyKey | null;
  /**
   * The travellers' claims on what the order books (claims.ts), taken with the order; a claim live
   * on another order refuses the booking (DUPLICATE_BOOKING).
   */
  claims?: readonly Claim[];
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
 * Refuses a booking while the member has MAX_UNPAID_ORDERS unpaid orders (payment orders of another
 * order aside). Called under the member's row lock (insertOrder), which makes a member's bookings
 * take turns to the end of their transactions: two at once cannot both see two unpaid orders and
 * make a fourth.
 */
async function checkUnpaidLimit(tx: Queryable, memberId: number, nowMs: number): Promise<void> {
  // By the deadline as well as the status, so an order past its deadline never counts, whether or
  // not the caller applied the order clock first.
  const [row] = await tx.query<{ n: number | string }>(
    `select count(*) as n from orders
      where member_id = $1 and status = 'unpaid' and pay_deadline > $2 and parent_order_no is null`,
    [memberId, new Date(nowMs)],
  );
  if (Number(row?.n ?? 0) >= MAX_UNPAID_ORDERS) {
    throw new LegacyError(
      OrderFlag.UNPAID_ORDER_LIMIT,
      `您已有${MAX_UNPAID_ORDERS}笔待支付订单，请先支付或取消后再预订`,
    );
  }
}

/**
 * Inserts an unpaid order inside the product's transaction: checks the member's unpaid orders
 * (UNPAID_ORDER_LIMIT), then inserts the row and takes its claims (DUPLICATE_BOOKING); a refusal
 * throws and the caller's transaction rolls back. Returns null when the member already made an
 * order with this idempotency key in this scope (the caller then answers with that order instead),
 * before any limit is checked: a double submit of the booking that reached the limit still answers
 * its order.
 */
export async function insertOrder(tx: Queryable, order: NewOrder): Promise<OrderRow | null> {
  const idempotency = order.idempotency ?? null;
  if (!order.parentOrderNo) {
    await tx.query('select id from members where id = $1 for update', [order.memberId]);
    // Read under the lock: a submit with the same key that got there first has committed by now.
    if (idempotency && (await orderByIdempotencyKey(tx, order.memberId, idempotency))) return null;
    await checkUnpaidLimit(tx, order.memberId, order.now);
  }
  const deadline = new Date(order.now + (order.payWindowMinutes ?? DEFAULT_PAY_WINDOW_MINUTES) * 60_000);
  const orderNo = await newOrderNo(tx, order.now);
  const rows = await tx.query<OrderRow>(
    `insert into orders (order_no, member_id, order_type, status, total_fen, title, subtitle, travel_date,
       travel_end_at, parent_order_no, idempotency_scope, idempotency_key, pay_deadline, created_at, updated_at)
     values ($1, $2, $3, 'unpaid', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     on conflict (member_id, idempotency_scope, idempotency_key) where idempotency_key is not null do nothing
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
      idempotency?.scope ?? null,
      idempotency?.key ?? null,
      deadline,
      new Date(order.now),
    ],
  );
  const inserted = rows[0];
  if (!inserted) return null;
  await takeClaims(tx, inserted.order_no, order.claims ?? [], order.now);
  return inserted;
}

/** The member's order made with this idempotency key in this scope, if any. */
export async function orderByIdempotencyKey(
  db: Queryable,
  memberId: number,
  idempotency: IdempotencyKey,
): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    'select * from orders where member_id = $1 and idempotency_scope = $2 and idempotency_key = $3',
    [memberId, idempotency.scope, idempotency.key],
  );
  return rows[0] ?? null;
}
