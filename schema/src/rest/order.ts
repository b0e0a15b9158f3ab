// Orders shared by every product: the list by tab and status, the detail, cancel, delete, the
// payment countdown and the unpaid count. Each product's own order pages are its own area; what
// they add to the generic order rides along as extra fields (Order is open).
import {
  describe,
  int,
  noParams,
  nullable,
  oneOf,
  optional,
  params,
  route,
  shape,
  text,
  Type,
} from './kit.ts';

/** The status filters of the list, by the value of its `status` parameter (the web's chips). */
export const ORDER_STATUS_FILTERS = [
  'all',
  'unpaid',
  'upcoming',
  'finished',
  'after_sale',
  'cancelled',
] as const;

export const OrderStatus = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
  Type.Literal('finished'),
  Type.Literal('refunding'),
  Type.Literal('refunded'),
]);

const shanghaiTime = '…+08:00';

/** What the member can do with an order now, as the backend decides it. */
export const OrderActions = shape('OrderActions', {
  can_pay: describe(Type.Boolean(), 'unpaid and before the deadline'),
  can_cancel: describe(Type.Boolean(), 'unpaid'),
  can_delete: describe(Type.Boolean(), 'finished, cancelled or refunded'),
  can_refund: describe(Type.Boolean(), "from the product's describe; false without one"),
  can_change: describe(Type.Boolean(), "from the product's describe; false without one"),
  can_request_invoice: describe(Type.Boolean(), 'finished and no e-invoice asked for yet'),
});

export const Order = shape(
  'Order',
  {
    order_no: Type.String(),
    order_type: describe(Type.Integer(), '1–99 (spec §3)'),
    status: OrderStatus,
    status_text: describe(
      Type.String(),
      "the product's wording from describe, else 待支付 待出行 已取消 已完成 退款中 已退款",
    ),
    title: describe(Type.String(), 'e.g. "北京 → 上海"'),
    subtitle: describe(nullable(Type.String()), 'e.g. "12月01日 08:00 CA1501 经济舱"'),
    travel_date: describe(nullable(Type.String()), '"YYYY-MM-DD"'),
    total_fen: Type.Integer(),
    created_at: describe(Type.String(), shanghaiTime),
    pay_deadline: describe(nullable(Type.String()), `${shanghaiTime}; null unless unpaid`),
    pay_remaining_seconds: describe(
      nullable(Type.Integer()),
      'whole seconds to the deadline by the server clock, never negative; null unless unpaid',
    ),
    actions: OrderActions,
  },
  'the generic order of every product; a product may add fields of its own',
);

const orderNo = text('订单号');

/** The list's tab and paging: a whole number in [min, max]; the handler words any bad value alike. */
const whole = (label: string, min: number, max: number, fallback: number) =>
  int(label, {
    invalid: `${label}应为 ${min} 到 ${max} 之间的整数`,
    description: `${min}–${max}, default ${fallback}`,
  });

export const orderRoutes = {
  list: route({
    prefix: '/api',
    method: 'GET',
    path: '/order/list',
    auth: 'required',
    params: params({
      tab: optional(whole('订单分类', 0, 6, 0)),
      status: optional(oneOf('订单状态', ORDER_STATUS_FILTERS, { description: 'default `all`' })),
      pageNum: optional(whole('页码', 1, 10_000, 1)),
      pageSize: optional(whole('每页条数', 1, 50, 10)),
      types: optional(
        text('订单类型', { description: 'comma-separated type codes: only these, within the tab' }),
      ),
    }),
    data: Type.Object({
      list: Type.Array(Order),
      total: Type.Integer(),
      pageNum: Type.Integer(),
      pageSize: Type.Integer(),
    }),
    doc: { data: 'newest first (`created_at`, then insertion); `total` counts every match' },
    flags: [1001, 40101, 2001],
  }),
  detail: route({
    prefix: '/api',
    method: 'GET',
    path: '/order/detail',
    auth: 'required',
    params: params({ order_no: orderNo }),
    data: Order,
    flags: [1001, 40101, 2001, 2501],
  }),
  cancel: route({
    prefix: '/api',
    method: 'POST',
    path: '/order/cancel',
    auth: 'required',
    params: params({ order_no: orderNo }),
    data: Type.Object({ order: Order }),
    doc: {
      data:
        "the product's `onCancelled` runs in the same transaction, open payments are closed; an order " +
        'already cancelled answers the same (a second tap)',
    },
    flags: [1001, 40101, 2001, 2501, 2502],
  }),
  remove: route({
    prefix: '/api',
    method: 'POST',
    path: '/order/delete',
    auth: 'required',
    params: params({ order_no: orderNo }),
    data: Type.Object({ order_no: Type.String() }),
    doc: { data: 'the order leaves the list and the detail (soft delete)' },
    flags: [1001, 40101, 2001, 2501, 2503],
  }),
  countDown: route({
    prefix: '/api',
    method: 'GET',
    path: '/order/countDown',
    auth: 'required',
    params: params({ order_no: orderNo }),
    data: Type.Object({
      order_no: Type.String(),
      status: OrderStatus,
      pay_deadline: nullable(Type.String()),
      remaining_seconds: Type.Integer(),
    }),
    doc: { data: '`pay_deadline` "…+08:00", null unless unpaid; `remaining_seconds` 0 unless unpaid' },
    flags: [1001, 40101, 2001, 2501],
  }),
  unpaidCount: route({
    prefix: '/api',
    method: 'GET',
    path: '/order/unpaidCount',
    auth: 'required',
    params: noParams,
    data: Type.Object({ unpaid_order_num: Type.Integer() }),
    doc: {
      params: 'none (token)',
      data:
        "the member's unpaid orders, every product, after the clock, as the list shows them (no change " +
        'payment orders)',
    },
    flags: [1001, 40101],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { orderRoutes as routes };
export const shapes = [Order, OrderActions];
