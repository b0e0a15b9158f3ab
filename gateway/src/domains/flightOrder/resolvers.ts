import { maskMobile, money } from '@storefront/schema/scalars';
import { TEXT_LIMITS, validateEmail, validateText } from '@storefront/schema/validation';
import type {
  AgeClass,
  CabinClass,
  FlightChangeStatus,
  Resolvers,
  TicketStatus,
} from '../../__generated__/resolvers-types.ts';
import { orderApi } from '../order/api.ts';
import { loadOrder, orderFieldResolvers } from '../order/resolvers.ts';
import { badInput, nullOnFlag, requireMember } from '../shared/guards.ts';
import { productPart } from '../shared/orderDetails.ts';
import { assertValid, withUserErrors } from '../shared/payload.ts';
import { DOCUMENT_TYPE_IDS, documentTypeOf, maskDocumentNumber } from '../traveller/documents.ts';
import { flightOrderApi, type LegacyFlightOrderDetail } from './api.ts';

// Flight orders in the graph: `FlightOrder` (the generic Order fields from the order service's
// LegacyOrder, the flight fields from one batch detail call per request), the booking quote, and the
// refund and change flows. Input is checked here before any backend call; the backend's business
// refusals of a mutation come back as userErrors.

/** Most passengers on one booking (the backend's rule too, refused there as TOO_MANY_PASSENGERS). */
const MAX_PASSENGERS = 9;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const ID = /^\d{1,15}$/;

/** Backend ids from graph ids: digits only, each once. */
function ids(values: readonly (string | number)[], field: string[], label: string): number[] {
  const seen = new Set<number>();
  for (const value of values) {
    const text = String(value);
    if (!ID.test(text) || Number(text) <= 0) throw badInput(`${label}编号格式不正确`, field);
    if (seen.has(Number(text))) throw badInput(`${label}不能重复`, field);
    seen.add(Number(text));
  }
  return [...seen];
}

function optionalIds(
  values: readonly (string | number)[] | null | undefined,
  field: string[],
  label: string,
) {
  if (values === null || values === undefined) return undefined;
  if (values.length === 0 || values.length > MAX_PASSENGERS) {
    throw badInput(`请选择 1 到 ${MAX_PASSENGERS} 位乘机人`, field);
  }
  return ids(values, field, label);
}

function fareIds(values: readonly (string | number)[], field: string[]): string[] {
  if (values.length < 1 || values.length > 2)
    throw badInput('请选择一个航班（往返为去程和返程各一个）', field);
  return values.map((v) => {
    const text = String(v);
    if (text.length === 0 || text.length > 40) throw badInput('舱位编号格式不正确', field);
    return text;
  });
}

/** An order, refund or change number: trimmed, 1–40 characters (`label` names it in the message). */
function numberArg(value: string, field: string[], label = '订单号'): string {
  const text = value.trim();
  if (text.length === 0 || text.length > 40) throw badInput(`${label}格式不正确`, field);
  return text;
}

/** The flight part of orders, batched with every other order the request asks for. */
const flightPart = productPart<LegacyFlightOrderDetail>({
  name: 'flightOrder.details',
  fetch: async (ctx, orderNos) => (await flightOrderApi.details(ctx.upstream, { order_nos: orderNos })).list,
  missing: '订单的航班信息不存在，请刷新后重试',
});
const detailLoader = flightPart.loader;
const flightOf = flightPart.of;

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const flightOrderResolvers: Resolvers = {
  FlightOrder: {
    ...orderFieldResolvers,
    international: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).international,
    tripType: async (o, _args, ctx) =>
      (await flightOf(ctx, o.order_no)).trip_type === 'round_trip' ? 'ROUND_TRIP' : 'ONE_WAY',
    segments: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).segments,
    passengers: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).passengers,
    contact: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).contact,
    priceLines: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).price_lines,
    refunds: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).refunds,
    changes: async (o, _args, ctx) => (await flightOf(ctx, o.order_no)).changes,
  },
  FlightSegment: {
    flightNo: (s) => s.flight_no,
    cabinClass: (s) => upper<CabinClass>(s.cabin_class),
    cabinName: (s) => s.cabin_name,
    bookingClass: (s) => s.booking_class,
  },
  FlightPassenger: {
    id: (p) => String(p.id),
    travellerId: (p) => (p.traveller_id === null ? null : String(p.traveller_id)),
    ageClass: (p) => p.age_class as AgeClass,
    documentType: (p) => documentTypeOf(p.document_type),
    maskedDocumentNumber: (p) => maskDocumentNumber(p.document_number),
    ticketNo: (p) => p.ticket_no,
    ticketStatus: (p) => upper<TicketStatus>(p.ticket_status),
    total: (p) => money(p.total_fen),
  },
  OrderContact: {
    maskedMobile: (c) => maskMobile(c.mobile),
    email: (c) => c.email || null,
  },
  PriceLine: {
    unitPrice: (l) => money(l.unit_fen),
    amount: (l) => money(l.amount_fen),
  },
  QuotedPassenger: {
    travellerId: (p) => String(p.traveller_id),
    ageClass: (p) => p.age_class as AgeClass,
    ticket: (p) => money(p.ticket_fen),
    airportFee: (p) => money(p.airport_fee_fen),
    fuelSurcharge: (p) => money(p.fuel_fen),
    total: (p) => money(p.total_fen),
  },
  FlightQuote: {
    total: (q) => money(q.total_fen),
  },
  FlightRefund: {
    refundNo: (r) => r.refund_no,
    orderNo: (r) => r.order_no,
    status: (r) => (r.status === 'refunded' ? 'REFUNDED' : 'PROCESSING'),
    paid: (r) => money(r.paid_fen),
    fee: (r) => money(r.fee_fen),
    amount: (r) => money(r.amount_fen),
    appliedAt: (r) => r.applied_at,
    refundedAt: (r) => r.refunded_at,
  },
  FlightRefundQuote: {
    hoursBeforeDeparture: (q) => q.hours_before_departure,
    ruleText: (q) => q.rule_text,
    paid: (q) => money(q.paid_fen),
    fee: (q) => money(q.fee_fen),
    amount: (q) => money(q.amount_fen),
  },
  FlightChange: {
    changeNo: (c) => c.change_no,
    orderNo: (c) => c.order_no,
    status: (c) => upper<FlightChangeStatus>(c.status),
    priceDifference: (c) => money(c.price_difference_fen),
    changeFee: (c) => money(c.change_fee_fen),
    total: (c) => money(c.total_fen),
    payOrderNo: (c) => c.pay_order_no,
    createdAt: (c) => c.created_at,
  },
  FlightChangeOption: {
    priceDifference: (o) => money(o.price_difference_fen),
    changeFee: (o) => money(o.change_fee_fen),
    total: (o) => money(o.total_fen),
  },
  Query: {
    flightQuote: (_root, args, ctx) => {
      requireMember(ctx);
      const fares = fareIds(args.fareIds, ['fareIds']);
      if (args.travellerIds.length < 1 || args.travellerIds.length > MAX_PASSENGERS) {
        throw badInput(`请选择 1 到 ${MAX_PASSENGERS} 位乘机人`, ['travellerIds']);
      }
      const travellers = ids(args.travellerIds, ['travellerIds'], '乘机人');
      return flightOrderApi.quote(ctx.upstream, { fare_ids: fares, traveller_ids: travellers });
    },
    flightRefundQuote: (_root, args, ctx) => {
      requireMember(ctx);
      return flightOrderApi.refundQuote(ctx.upstream, {
        order_no: numberArg(args.orderNo, ['orderNo']),
        passenger_ids: optionalIds(args.passengerIds, ['passengerIds'], '乘机人'),
      });
    },
    flightRefund: async (_root, args, ctx) => {
      requireMember(ctx);
      const found = await nullOnFlag(
        flightOrderApi.refundDetail(ctx.upstream, {
          refund_no: numberArg(args.refundNo, ['refundNo'], '退票单号'),
        }),
        2617, // REFUND_NOT_FOUND
      );
      return found?.refund ?? null;
    },
    flightChangeOptions: async (_root, args, ctx) => {
      requireMember(ctx);
      const segment = args.segmentIndex ?? 0;
      if (segment !== 0 && segment !== 1) throw badInput('航段应为 0（去程）或 1（返程）', ['segmentIndex']);
      const { list } = await flightOrderApi.changeOptions(ctx.upstream, {
        order_no: numberArg(args.orderNo, ['orderNo']),
        segment_index: segment,
        date: args.date,
        passenger_ids: optionalIds(args.passengerIds, ['passengerIds'], '乘机人'),
      });
      return list;
    },
    flightChange: async (_root, args, ctx) => {
      requireMember(ctx);
      const found = await nullOnFlag(
        flightOrderApi.changeDetail(ctx.upstream, {
          change_no: numberArg(args.changeNo, ['changeNo'], '改签单号'),
        }),
        2618, // CHANGE_NOT_FOUND
      );
      return found?.change ?? null;
    },
  },
  Mutation: {
    createFlightOrder: (_root, { input }, ctx) => {
      requireMember(ctx);
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw badInput('幂等键应为8到64位字母、数字、- 或 _', ['input', 'idempotencyKey']);
      }
      const fares = fareIds(input.fareIds, ['input', 'fareIds']);
      if (input.passengers.length < 1) throw badInput('请添加乘机人', ['input', 'passengers']);
      if (input.passengers.length > MAX_PASSENGERS) {
        throw badInput(`每个订单最多${MAX_PASSENGERS}位乘机人，请分开预订`, ['input', 'passengers']);
      }
      const travellers = ids(
        input.passengers.map((p) => p.travellerId),
        ['input', 'passengers'],
        '乘机人',
      );
      const name = input.contact.name.trim();
      if (name.length === 0) throw badInput('请填写联系人姓名', ['input', 'contact', 'name']);
      assertValid(validateText(name, '联系人姓名', TEXT_LIMITS.contactName), ['input', 'contact', 'name']);
      const email = input.contact.email?.trim() || undefined;
      if (email !== undefined) assertValid(validateEmail(email), ['input', 'contact', 'email']);
      const expected = input.expectedTotalFen ?? undefined;
      if (expected !== undefined && expected < 0)
        throw badInput('订单金额不正确', ['input', 'expectedTotalFen']);
      return withUserErrors(
        async () => {
          const created = await flightOrderApi.create(ctx.upstream, {
            idempotency_key: input.idempotencyKey,
            fare_ids: fares,
            passengers: input.passengers.map((p, i) => ({
              traveller_id: travellers[i]!,
              document_type: DOCUMENT_TYPE_IDS[p.documentType],
            })),
            contact: { name, mobile: input.contact.mobile, ...(email ? { email } : {}) },
            ...(expected === undefined ? {} : { expected_total_fen: expected }),
          });
          // The answer carries the flight details: the order's flight fields need no second call.
          if (created.flight) detailLoader(ctx).prime(created.order_no, created.flight);
          return { order: await loadOrder(ctx, created.order_no), userErrors: [] };
        },
        (userErrors) => ({ order: null, userErrors }),
      );
    },
    applyFlightRefund: (_root, { input }, ctx) => {
      requireMember(ctx);
      const no = numberArg(input.orderNo, ['input', 'orderNo']);
      const reason = input.reason.trim();
      if (reason.length === 0) throw badInput('请填写退票原因', ['input', 'reason']);
      assertValid(validateText(reason, '退票原因', TEXT_LIMITS.refundReason, { multiline: true }), [
        'input',
        'reason',
      ]);
      const passengers = optionalIds(input.passengerIds, ['input', 'passengerIds'], '乘机人');
      return withUserErrors(
        async () => {
          const { refund } = await flightOrderApi.refundApply(ctx.upstream, {
            order_no: no,
            passenger_ids: passengers,
            reason,
          });
          detailLoader(ctx).clear(no);
          // Read afresh, not from this request's cache: the refund has just moved its status.
          return { refund, order: await orderApi.detail(ctx.upstream, { order_no: no }), userErrors: [] };
        },
        (userErrors) => ({ refund: null, order: null, userErrors }),
      );
    },
    applyFlightChange: (_root, { input }, ctx) => {
      requireMember(ctx);
      const no = numberArg(input.orderNo, ['input', 'orderNo']);
      const segment = input.segmentIndex ?? 0;
      if (segment !== 0 && segment !== 1)
        throw badInput('航段应为 0（去程）或 1（返程）', ['input', 'segmentIndex']);
      const [fare] = fareIds([input.fareId], ['input', 'fareId']);
      const passengers = optionalIds(input.passengerIds, ['input', 'passengerIds'], '乘机人');
      return withUserErrors(
        async () => {
          const { change } = await flightOrderApi.changeApply(ctx.upstream, {
            order_no: no,
            segment_index: segment,
            fare_id: fare!,
            passenger_ids: passengers,
          });
          detailLoader(ctx).clear(no);
          return { change, userErrors: [] };
        },
        (userErrors) => ({ change: null, userErrors }),
      );
    },
    confirmFlightChange: (_root, { input }, ctx) => {
      requireMember(ctx);
      const no = numberArg(input.changeNo, ['input', 'changeNo'], '改签单号');
      return withUserErrors(
        async () => {
          const { change } = await flightOrderApi.changeConfirm(ctx.upstream, { change_no: no });
          detailLoader(ctx).clear(change.order_no);
          return { change, userErrors: [] };
        },
        (userErrors) => ({ change: null, userErrors }),
      );
    },
  },
};
