// Flight orders: quote, booking, the batch detail the order list reads, refunds and changes. Lists
// and objects travel as JSON under /v2; single lookups by number are plain GETs under /api.
// `FlightOrder` is the flight part of an order; the order endpoints (order.ts) carry the generic part.
import { Airline, CabinClass, CabinName, Fare, Flight, FlightEndpoint } from './flight.ts';
import { describe, int, list, nullable, object, optional, params, route, shape, text, Type } from './kit.ts';

const segmentIndex = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const AgeClass = Type.Union([Type.Literal('ADULT'), Type.Literal('CHILD'), Type.Literal('INFANT')]);

export const TicketStatus = Type.Union([
  Type.Literal('booked'),
  Type.Literal('ticketed'),
  Type.Literal('refunding'),
  Type.Literal('refunded'),
  Type.Literal('changed'),
]);

export const FlightSegment = shape('FlightSegment', {
  index: describe(segmentIndex, '0 outbound (or only), 1 return'),
  flight_id: describe(Type.String(), 'e.g. "CA1501.2026-11-23"'),
  fare_id: describe(Type.String(), 'e.g. "CA1501.2026-11-23.M"'),
  flight_no: describe(Type.String(), 'e.g. "CA1501"'),
  airline: Airline,
  aircraft: describe(Type.String(), 'e.g. "空客A330-300"'),
  departure: FlightEndpoint,
  arrival: FlightEndpoint,
  cabin_class: CabinClass,
  cabin_name: CabinName,
  booking_class: describe(Type.String(), 'e.g. "M"'),
});

export const FlightPassenger = shape('FlightPassenger', {
  id: describe(Type.Integer(), 'the passenger on this order (refunds and changes name these)'),
  traveller_id: describe(nullable(Type.Integer()), 'null once the member deleted that traveller'),
  name: describe(Type.String(), 'e.g. "张三"'),
  age_class: describe(AgeClass, 'on the first departure date'),
  document_type: describe(Type.Integer(), 'documentTypeId 1…7'),
  document_number: describe(Type.String(), 'whole, as the traveller endpoints send it; the gateway masks it'),
  ticket_no: describe(
    nullable(Type.String()),
    '13 digits: the airline\'s 3-digit prefix and a serial, e.g. "9992400000001"; set when paid',
  ),
  ticket_status: TicketStatus,
  total_fen: describe(Type.Integer(), 'ticket + taxes over all segments, plus any change difference paid'),
});

export const PriceLine = shape(
  'PriceLine',
  {
    label: describe(
      Type.String(),
      '"成人票" | "儿童票" | "婴儿票" | "机建" | "儿童机建" | "税费" | "燃油" | "儿童燃油" …; 税费 abroad for the airport fee',
    ),
    unit_fen: describe(Type.Integer(), "one passenger's amount over all segments"),
    count: Type.Integer(),
    amount_fen: Type.Integer(),
  },
  'lines with nothing to pay are left out; the amounts add up to the order total',
);

export const FlightRefund = shape('FlightRefund', {
  refund_no: describe(Type.String(), '"R…"'),
  order_no: Type.String(),
  status: Type.Union([Type.Literal('processing'), Type.Literal('refunded')]),
  passengers: Type.Array(FlightPassenger),
  paid_fen: Type.Integer(),
  fee_fen: Type.Integer(),
  amount_fen: describe(Type.Integer(), 'paid − fee'),
  rule_text: Type.String(),
  reason: Type.String(),
  applied_at: describe(Type.String(), 'ISO 8601, +08:00'),
  refunded_at: describe(nullable(Type.String()), 'applied + 10 min once the money is back'),
});

export const FlightChange = shape('FlightChange', {
  change_no: describe(Type.String(), '"C…"'),
  order_no: Type.String(),
  status: Type.Union([
    Type.Literal('pending_confirm'),
    Type.Literal('pending_payment'),
    Type.Literal('changed'),
    Type.Literal('cancelled'),
  ]),
  segment_index: segmentIndex,
  from: FlightSegment,
  to: FlightSegment,
  passengers: Type.Array(FlightPassenger),
  price_difference_fen: Type.Integer(),
  change_fee_fen: Type.Integer(),
  total_fen: describe(Type.Integer(), 'difference + fee'),
  pay_order_no: describe(nullable(Type.String()), 'the payment order, once confirmed with money due'),
  created_at: describe(Type.String(), 'ISO 8601, +08:00'),
  expires_at: describe(Type.String(), 'ISO 8601, +08:00; the quote lapses then unless confirmed'),
});

export const OrderContact = Type.Object({
  name: Type.String(),
  mobile: Type.String(),
  email: nullable(Type.String()),
});

export const FlightOrder = shape(
  'FlightOrder',
  {
    order_no: Type.String(),
    international: Type.Boolean(),
    trip_type: Type.Union([Type.Literal('one_way'), Type.Literal('round_trip')]),
    segments: Type.Array(FlightSegment),
    passengers: Type.Array(FlightPassenger),
    contact: describe(OrderContact, 'the mobile whole; the gateway masks it'),
    price_lines: Type.Array(PriceLine),
    refunds: describe(Type.Array(FlightRefund), 'newest first'),
    changes: describe(Type.Array(FlightChange), 'newest first'),
  },
  'the flight part of an order; the generic part comes from the order endpoints',
);

export const QuotedPassenger = shape(
  'QuotedPassenger',
  {
    traveller_id: Type.Integer(),
    age_class: AgeClass,
    ticket_fen: Type.Integer(),
    airport_fee_fen: Type.Integer(),
    fuel_fen: Type.Integer(),
    total_fen: Type.Integer(),
  },
  'one traveller of a quote, over every segment',
);

export const FlightQuote = Type.Object({
  first_date: Type.String(),
  international: Type.Boolean(),
  passengers: Type.Array(QuotedPassenger),
  lines: Type.Array(PriceLine),
  total_fen: Type.Integer(),
});

export const FlightRefundQuote = Type.Object({
  hours_before_departure: describe(Type.Integer(), 'whole hours to the first departure, negative after it'),
  rule_text: Type.String(),
  paid_fen: Type.Integer(),
  fee_fen: Type.Integer(),
  amount_fen: Type.Integer(),
  passenger_ids: Type.Array(Type.Integer()),
});

export const FlightChangeOption = shape(
  'FlightChangeOption',
  {
    flight: Flight,
    fare: describe(Fare, 'the cheapest fare of the cabin with enough seats'),
    price_difference_fen: Type.Integer(),
    change_fee_fen: Type.Integer(),
    total_fen: Type.Integer(),
  },
  'a flight the passengers can be moved to',
);

const orderNo = text('订单号');
const passengerIds = optional(
  list('乘机人', int('乘机人'), { description: '1–9 passenger ids; default: everyone still flying' }),
);
const segment = optional(int('航段', { description: '0 (default) outbound, 1 return' }));
const fareIds = list('舱位', text('舱位编号'), {
  missing: '请提供舱位列表',
  description: '[fare id]: 1, or 2 for a round trip: outbound then return',
});
const changeNo = text('改签单号');

export const flightOrderRoutes = {
  quote: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/quote',
    auth: 'required',
    idempotent: true,
    params: params({
      fare_ids: fareIds,
      traveller_ids: list('乘机人', int('乘机人'), {
        missing: '请提供乘机人列表',
        description: '[traveller id]',
      }),
    }),
    data: FlightQuote,
    doc: { data: '`passengers` in the order asked' },
    flags: [2001, 2601, 2604, 2610, 2611, 2621],
  }),
  create: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/create',
    auth: 'required',
    params: params({
      idempotency_key: text('幂等键', { description: '8–64 of A–Z a–z 0–9 _ -' }),
      fare_ids: fareIds,
      passengers: list(
        '乘机人',
        object('乘机人', {
          traveller_id: optional(int('乘机人')),
          document_type: optional(int('证件类型')),
        }),
        { missing: '请提供乘机人列表', description: '[{ traveller_id, document_type: 1…7 }]' },
      ),
      contact: object(
        '联系人',
        {
          name: optional(text('联系人姓名')),
          mobile: optional(text('联系人手机号')),
          email: optional(text('联系人邮箱')),
        },
        { description: '{ name (1–20), mobile, email? }' },
      ),
      expected_total_fen: optional(int('订单金额', { description: 'the total the shopper saw' })),
    }),
    data: Type.Object({ order_no: Type.String(), flight: FlightOrder }),
    doc: {
      data: 'the same key again (in sequence or at the same moment) answers the first order and holds nothing more',
    },
    flags: [2001, 2506, 2507, 2601, 2602, 2603, 2604, 2605, 2606, 2607, 2608, 2609, 2610, 2611, 2621],
  }),
  details: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/details',
    auth: 'required',
    idempotent: true,
    params: params({
      order_nos: list('订单号', text('订单号'), {
        missing: '请提供订单号列表',
        description: '1–50 order numbers',
      }),
    }),
    data: Type.Object({ list: Type.Array(FlightOrder) }),
    doc: {
      data: "in the order asked; numbers that are not the member's flight orders are left out. A constant number of queries whatever the count (the order list reads a page with one call)",
    },
    flags: [2001],
  }),
  refundQuote: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/refundQuote',
    auth: 'required',
    idempotent: true,
    params: params({ order_no: orderNo, passenger_ids: passengerIds }),
    data: FlightRefundQuote,
    doc: { data: '`hours_before_departure`: whole hours to the first departure, negative after it' },
    flags: [2001, 2612, 2613, 2614, 2616, 2620],
  }),
  refundApply: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/refundApply',
    auth: 'required',
    params: params({
      order_no: orderNo,
      passenger_ids: passengerIds,
      reason: text('退票原因', { description: '1–200 chars' }),
    }),
    data: Type.Object({ refund: FlightRefund }),
    flags: [2001, 2612, 2613, 2614, 2616, 2620],
  }),
  refundDetail: route({
    prefix: '/api',
    method: 'GET',
    path: '/flightOrder/refundDetail',
    auth: 'required',
    params: params({ refund_no: text('退票单号') }),
    data: Type.Object({ refund: FlightRefund }),
    flags: [2001, 2617],
  }),
  changeOptions: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/changeOptions',
    auth: 'required',
    idempotent: true,
    params: params({
      order_no: orderNo,
      segment_index: segment,
      date: text('改签日期', { description: '`YYYY-MM-DD`' }),
      passenger_ids: passengerIds,
    }),
    data: Type.Object({ list: Type.Array(FlightChangeOption) }),
    doc: { data: 'by departure time; `[]` outside the sale window' },
    flags: [2001, 2612, 2613, 2615, 2616],
  }),
  changeApply: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/changeApply',
    auth: 'required',
    params: params({
      order_no: orderNo,
      segment_index: segment,
      fare_id: text('舱位', { description: 'a fare id from the options' }),
      passenger_ids: passengerIds,
    }),
    data: Type.Object({ change: FlightChange }),
    doc: { data: 'in `pending_confirm`, the new seats held until `expires_at` (30 minutes)' },
    flags: [2001, 2507, 2601, 2602, 2612, 2613, 2615, 2616, 2620],
  }),
  changeConfirm: route({
    prefix: '/v2',
    method: 'POST',
    path: '/flightOrder/changeConfirm',
    auth: 'required',
    params: params({ change_no: changeNo }),
    data: Type.Object({ change: FlightChange }),
    doc: {
      data: '`changed` when nothing is due, `pending_payment` with `pay_order_no` otherwise; a change already confirmed answers as it stands',
    },
    flags: [2001, 2613, 2615, 2618, 2619],
  }),
  changeDetail: route({
    prefix: '/api',
    method: 'GET',
    path: '/flightOrder/changeDetail',
    auth: 'required',
    params: params({ change_no: changeNo }),
    data: Type.Object({ change: FlightChange }),
    flags: [2001, 2618],
  }),
  changeList: route({
    prefix: '/api',
    method: 'GET',
    path: '/flightOrder/changeList',
    auth: 'required',
    params: params({ order_no: text('订单号') }),
    data: Type.Object({ list: Type.Array(FlightChange) }),
    doc: { data: 'newest first' },
    flags: [2001, 2612],
  }),
};

/** The shapes the page shows in full, in this order (index.ts `restShapes`). */
export const flightOrderShapes = [
  FlightOrder,
  FlightSegment,
  FlightPassenger,
  PriceLine,
  FlightRefund,
  FlightChange,
  QuotedPassenger,
  FlightChangeOption,
];

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { flightOrderRoutes as routes, flightOrderShapes as shapes };
