import type { ORDER_STATUS_FILTERS } from '@storefront/schema/rest/order';
import type { Queryable } from '../../db/types.ts';
import type { OrderRow, OrderStatus } from './hooks.ts';

/** The order-list tabs of spec §3 (index → the order-type codes it shows); 0 shows every type. */
export const TAB_ORDER_TYPES: Readonly<Record<number, readonly number[] | null>> = {
  0: null,
  1: [2, 8], // flights: international, domestic
  2: [3, 18], // hotels
  3: [20], // trains
  4: [15], // attraction tickets
  5: [1], // tour lines
  6: [4, 6], // visas
};

/** A value of the list's `status` parameter, as the contract lists them. */
export type StatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The status filters of the list (the web's chips), by the value of the `status` parameter. */
export const STATUS_FILTERS: Readonly<Record<StatusFilter, readonly OrderStatus[] | null>> = {
  all: null,
  unpaid: ['unpaid'],
  upcoming: ['paid'],
  finished: ['finished'],
  after_sale: ['refunding', 'refunded'],
  cancelled: ['cancelled'],
};

export interface ListFilter {
  memberId: number;
  tab: number;
  status: StatusFilter;
  /** Only these types (the client shows only what it can draw); null for no restriction. */
  types: readonly number[] | null;
  pageNum: number;
  pageSize: number;
}

/** The types a list shows: the tab's, narrowed to the client's when it names some. */
function typesOf(filter: ListFilter): readonly number[] | null {
  const tabTypes = TAB_ORDER_TYPES[filter.tab] ?? null;
  if (!filter.types) return tabTypes;
  return tabTypes ? tabTypes.filter((t) => filter.types!.includes(t)) : filter.types;
}

/**
 * One page of the member's orders, newest first, and how many match in all. Deleted orders and the
 * payment orders of another order (a flight change's fare difference) are never listed.
 */
export async function listOrders(
  db: Queryable,
  filter: ListFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = ['member_id = $1', 'deleted_at is null', 'parent_order_no is null'];
  const params: unknown[] = [filter.memberId];
  const types = typesOf(filter);
  if (types) {
    params.push(types);
    where.push(`order_type = any($${params.length}::int[])`);
  }
  const statuses = STATUS_FILTERS[filter.status];
  if (statuses) {
    params.push(statuses);
    where.push(`status = any($${params.length}::text[])`);
  }
  const condition = where.join(' and ');
  const counted = await db.query<{ n: number | string }>(
    `select count(*) as n from orders where ${condition}`,
    params,
  );
  const total = Number(counted[0]?.n ?? 0);
  params.push(filter.pageSize, (filter.pageNum - 1) * filter.pageSize);
  const rows = await db.query<OrderRow>(
    `select * from orders where ${condition}
      order by created_at desc, id desc
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { rows, total };
}

/** The member's order, unless deleted; `lock` takes its row lock for the rest of the transaction. */
export async function memberOrder(
  db: Queryable,
  memberId: number,
  orderNo: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const lock = options.lock ? ' for update' : '';
  const rows = await db.query<OrderRow>(
    `select * from orders where order_no = $1 and member_id = $2 and deleted_at is null${lock}`,
    [orderNo, memberId],
  );
  return rows[0] ?? null;
}
