// Hotel orders: the quote of a stay, booking (rooms held for every night, all or nothing), the batch
// detail the order list reads, and refunds by the rate plan's rule. Pay, cancel while unpaid, delete,
// the countdown and the deadline cancel are the order endpoints' (order.ts, pay.ts); `HotelOrder` is
// the hotel part of an order.
import { OrderContact } from './flightOrder.ts';
import { CancelRule, HotelLevel, HotelRatePlan } from './hotel.ts';
import { describe, int, list, nullable, object, optional, params, route, shape, text, Type } from './kit.ts';

export const HotelGuest = shape('HotelGuest', {
  room: describe(Type.Integer(), '1 … rooms'),
  name: describe(Type.String(), 'a Chinese name (2–8 characters) or a foreign one in letters, "SMITH/JOHN"'),
});

export const HotelCharge = shape(
  'HotelCharge',
  {
    date: describe(Type.String(), 'the night, "YYYY-MM-DD"'),
    price_fen: describe(Type.Integer(), 'one room that night, as booked'),
    rooms: Type.Integer(),
    amount_fen: describe(Type.Integer(), 'price × rooms'),
  },
  'one night of the charge details; the amounts add up to the order total',
);

export const HotelRefund = shape('HotelRefund', {
  refund_no: describe(Type.String(), '"HR…"'),
  order_no: Type.String(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('refunded')]),
  paid_fen: Type.Integer(),
  fee_fen: describe(Type.Integer(), 'what the plan keeps: 0, or the first night × rooms'),
  amount_fen: describe(Type.Integer(), 'paid − fee'),
  rule_text: describe(Type.String(), 'why that fee, e.g. "11月28日18:00前取消，全额退款"'),
  reason: Type.String(),
  applied_at: describe(Type.String(), 'ISO 8601, +08:00'),
  refunded_at: describe(nullable(Type.String()), 'applied + 10 min once the money is back'),
});

export const HotelOrderHotel = shape('HotelOrderHotel', {
  id: Type.String(),
  name: Type.String(),
  level: HotelLevel,
  city_name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  cover: Type.String(),
  check_in_from: describe(Type.String(), 'e.g. "14:00"'),
  check_out_by: describe(Type.String(), 'e.g. "12:00"'),
});

export const HotelOrder = shape(
  'HotelOrder',
  {
    order_no: Type.String(),
    hotel: HotelOrderHotel,
    room_type_id: Type.String(),
    room_type_name: describe(Type.String(), 'e.g. "高级大床房"'),
    bed: Type.String(),
    plan_id: Type.String(),
    plan_name: Type.String(),
    meal_text: Type.Union([Type.Literal('无早'), Type.Literal('单早'), Type.Literal('双早')]),
    cancel_rule: CancelRule,
    cancel_deadline: describe(nullable(Type.String()), 'ISO 8601 +08:00; `free` plans only'),
    cancel_text: describe(Type.String(), 'the rule in words for this stay'),
    check_in: describe(Type.String(), '"YYYY-MM-DD"'),
    check_out: describe(Type.String(), '"YYYY-MM-DD"'),
    nights_count: Type.Integer(),
    rooms: Type.Integer(),
    guests: describe(Type.Array(HotelGuest), 'by room, at least one per room'),
    contact: describe(OrderContact, 'the mobile whole; the gateway masks it'),
    arrival_time: describe(Type.String(), 'latest arrival, one of the plan\'s choices, e.g. "20:00"'),
    special_requests: describe(Type.String(), '"" when none'),
    charges: describe(Type.Array(HotelCharge), 'one per night'),
    total_fen: Type.Integer(),
    refund: describe(nullable(HotelRefund), 'the refund, once applied'),
    confirmation_no: describe(nullable(Type.String()), "the hotel's confirmation number, once paid"),
  },
  'the hotel part of an order; the generic part comes from the order endpoints',
);

export const HotelQuote = Type.Object({
  hotel_id: Type.String(),
  hotel_name: Type.String(),
  room_type_name: Type.String(),
  plan: HotelRatePlan,
  check_in: Type.String(),
  check_out: Type.String(),
  nights_count: Type.Integer(),
  rooms: Type.Integer(),
  charges: Type.Array(HotelCharge),
  total_fen: describe(Type.Integer(), 'the sum of the plan\'s nights × rooms'),
});

export const HotelRefundQuote = Type.Object({
  refundable: Type.Boolean(),
  paid_fen: Type.Integer(),
  fee_fen: Type.Integer(),
  amount_fen: Type.Integer(),
  rule_text: describe(Type.String(), 'the fee\'s reason, or why no refund ("该房型不可取消")'),
});

const orderNo = text('订单号');
const stay = {
  plan_id: text('价格计划', { description: 'a rate plan id' }),
  check_in: text('入住日期', { description: '`YYYY-MM-DD`, today (Asia/Shanghai) up to 90 days ahead' }),
  check_out: text('离店日期', { description: '`YYYY-MM-DD`, after check-in, at most 28 nights' }),
  rooms: int('房间数', { description: '1–10, at most what is left every night' }),
};

export const hotelOrderRoutes = {
  quote: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotelOrder/quote',
    auth: 'optional',
    idempotent: true,
    params: params(stay),
    data: HotelQuote,
    doc: { data: 'priced night by night on the server; refused when any night has fewer rooms left' },
    flags: [2001, 2702, 2703, 2801, 2802],
  }),
  create: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotelOrder/create',
    auth: 'required',
    params: params({
      idempotency_key: text('幂等键', { description: '8–64 of A–Z a–z 0–9 _ -' }),
      ...stay,
      guests: list(
        '入住人',
        object('入住人', { room: optional(int('房间')), name: optional(text('入住人姓名')) }),
        { missing: '请填写入住人', description: '[{ room: 1…rooms, name }], at least one per room, at most max guests per room' },
      ),
      contact: object(
        '联系人',
        { name: optional(text('联系人姓名')), mobile: optional(text('联系人手机号')), email: optional(text('联系人邮箱')) },
        { description: '{ name (1–20), mobile, email? }' },
      ),
      arrival_time: text('最晚到店时间', { description: "one of the plan's `arrival_times`" }),
      special_requests: optional(text('特殊要求', { description: '0–200 chars' })),
      expected_total_fen: optional(int('订单金额', { description: 'the total the shopper saw; a different server total is 2803' })),
    }),
    data: Type.Object({ order_no: Type.String(), hotel: HotelOrder }),
    doc: {
      data: 'unpaid, the rooms held for every night in one transaction (or nothing held); the same key again (in sequence or at the same moment) answers the first order and holds nothing more',
    },
    flags: [2001, 2506, 2702, 2703, 2801, 2802, 2803, 2804, 2805],
  }),
  details: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotelOrder/details',
    auth: 'required',
    idempotent: true,
    params: params({
      order_nos: list('订单号', text('订单号'), { missing: '请提供订单号列表', description: '1–50 order numbers' }),
    }),
    data: Type.Object({ list: Type.Array(HotelOrder) }),
    doc: {
      data: "in the order asked; numbers that are not the member's hotel orders are left out. A constant number of queries whatever the count",
    },
    flags: [2001],
  }),
  refundQuote: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotelOrder/refundQuote',
    auth: 'required',
    idempotent: true,
    params: params({ order_no: orderNo }),
    data: HotelRefundQuote,
    doc: { data: 'a non-refundable plan answers `refundable: false` with the reason (apply answers 2807)' },
    flags: [2001, 2501, 2806],
  }),
  refundApply: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotelOrder/refundApply',
    auth: 'required',
    params: params({ order_no: orderNo, reason: text('退款原因', { description: '1–200 chars' }) }),
    data: Type.Object({ refund: HotelRefund }),
    doc: { data: 'the order goes to refunding, its nights back on sale; refunded 10 minutes later' },
    flags: [2001, 2501, 2806, 2807],
  }),
};

/** The shapes the page shows in full, in this order (index.ts `restShapes`). */
export const hotelOrderShapes = [HotelOrder, HotelOrderHotel, HotelGuest, HotelCharge, HotelRefund];

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { hotelOrderRoutes as routes, hotelOrderShapes as shapes };
