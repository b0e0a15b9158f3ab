import type { Queryable } from '../../db/types.ts';

// The seam between the generic order service (list, cancel, pay, deadlines) and each product. A
// product registers hooks for its order-type codes; the order and pay domains call them inside their
// own transactions, so stock and order state change together or not at all.

export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'finished' | 'refunding' | 'refunded';

/** A row of the shared `orders` table as the hooks see it. */
export interface OrderRow {
  order_no: string;
  member_id: number;
  order_type: number;
  status: OrderStatus;
  total_fen: number;
  title: string;
  subtitle: string | null;
  travel_date: string | null;
  travel_end_at: Date | null;
  pay_deadline: Date | null;
  /** Set on an order that pays for something of another order (a flight change's fare difference). */
  parent_order_no: string | null;
  created_at: Date;
  paid_at: Date | null;
}

/** What a product adds to the generic view of its orders. */
export interface ProductOrderView {
  /** The status as the product words it (`已出票`); the generic wording otherwise. */
  statusText?: string;
  canRefund?: boolean;
  canChange?: boolean;
}

export interface ProductOrderHooks {
  /**
   * Before a payment starts and again before a notification marks the order paid: throw a
   * LegacyError when the order can no longer be paid as it stands (seats gone, fare withdrawn).
   */
  validatePay?(tx: Queryable, order: OrderRow, now: number): Promise<void>;
  /** In the transaction that marks the order paid, exactly once (issue tickets, complete a change). */
  onPaid?(tx: Queryable, order: OrderRow, now: number): Promise<void>;
  /** In the transaction that cancels an unpaid order, by the member or the deadline: return stock. */
  onCancelled?(tx: Queryable, order: OrderRow, now: number): Promise<void>;
  /**
   * What has gone back to the shopper for this order so far (refunds applied for, of the order and
   * of anything its payment orders paid for), in fen. The e-invoice is for what was paid less this
   * (order/amounts.ts). 0 when absent.
   */
  refundedFen?(tx: Queryable, order: OrderRow): Promise<number>;
  /**
   * What the product's own clock decided since the last request (a refund's money back, a quote
   * lapsed), applied with the order clock before any order is read, so the first read after the
   * moment already shows it.
   */
  settle?(tx: Queryable, now: number): Promise<void>;
  /**
   * When `settle` has something to do: an SQL condition, `$1` being now. The order clock asks every
   * product's, and its own, in one read and skips the writes when none holds. A product with
   * `settle` and no `settleDue` is settled on every request.
   */
  settleDue?: string;
  /**
   * Product wording and after-sale actions for a batch of orders: one query per batch, not per order.
   * Called in the order clock's transaction (withOrderClock), after every product's `settle`, so what
   * it reads is already settled.
   */
  describe?(db: Queryable, orders: readonly OrderRow[], now: number): Promise<Map<string, ProductOrderView>>;
}

const registry = new Map<number, ProductOrderHooks>();

/** Called by a product domain's `register`; registering again replaces (each server instance does). */
export function registerOrderHooks(orderTypes: readonly number[], hooks: ProductOrderHooks): void {
  for (const type of orderTypes) registry.set(type, hooks);
}

/** The hooks of an order type; undefined for products that have none yet. */
export function orderHooks(orderType: number): ProductOrderHooks | undefined {
  return registry.get(orderType);
}

/** Every registered product's hooks, once each (a product may register several codes). */
export function allOrderHooks(): ProductOrderHooks[] {
  return [...new Set(registry.values())];
}
