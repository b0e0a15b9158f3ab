import { money } from '@storefront/schema/scalars';
import { TEXT_LIMITS, validateEmail, validateGuestName, validateText } from '@storefront/schema/validation';
import type {
  HotelCancelRule,
  HotelGuestInput,
  HotelStayInput,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { planIdArg, stayArg } from '../hotel/input.ts';
import { orderApi } from '../order/api.ts';
import { loadOrder, orderFieldResolvers } from '../order/resolvers.ts';
import { badInput, requireMember } from '../shared/guards.ts';
import { mediaUrl } from '../shared/media.ts';
import { productPart } from '../shared/orderDetails.ts';
import { assertValid, withUserErrors } from '../shared/payload.ts';
import { hotelOrderApi, type LegacyHotelOrderDetail } from './api.ts';

// Hotel orders in the graph: `HotelOrder` (the generic Order fields from the order service's
// LegacyOrder, the hotel fields from one batch-detail call per request), the quote of a stay,
// booking, and the refund by the plan's rule. Input is checked here before any backend call; the
// backend's business refusals of a mutation come back as userErrors.

/** Rooms one order books (CONTRACT.md `hotelOrder/create`). */
const MAX_ROOMS = 10;
/** The special-requests box. */
const MAX_SPECIAL_REQUESTS = 200;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const ARRIVAL_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

type Field = readonly string[];

/** An order number: trimmed, 1–40 characters. */
function orderNoArg(value: string, field: Field): string {
  const text = value.trim();
  if (text.length === 0 || text.length > 40) throw badInput('订单号格式不正确', field);
  return text;
}

/** A stay to price or book: the plan, the dates, 1 to 10 rooms. */
function stayInput(stay: HotelStayInput, at: Field) {
  const planId = planIdArg(stay.planId, [...at, 'planId']);
  const dates = stayArg(stay.checkIn, stay.checkOut, {
    checkIn: [...at, 'checkIn'],
    checkOut: [...at, 'checkOut'],
  });
  if (stay.rooms < 1 || stay.rooms > MAX_ROOMS)
    throw badInput(`每单可预订 1 到 ${MAX_ROOMS} 间房，请重新选择`, [...at, 'rooms']);
  return { plan_id: planId, check_in: dates.checkIn, check_out: dates.checkOut, rooms: stay.rooms };
}

/**
 * A guest's name as on the document: 2–8 Chinese characters (the rule of spec §5), or a foreign name
 * in letters. Surrounding spaces are dropped; letters are kept as typed.
 */
function guestName(value: string, field: Field): string {
  const name = value.trim();
  const result = validateGuestName(name);
  if (!result.ok) throw badInput(result.message, field);
  return name;
}

/** At least one guest in every room, each in a room of the order. */
function guestsInput(guests: readonly HotelGuestInput[], rooms: number) {
  const at = ['input', 'guests'];
  if (guests.length < rooms) throw badInput('每间房至少填写一位入住人', at);
  const filled = new Set<number>();
  const list = guests.map((guest, i) => {
    // List positions as strings, as the shared text guard names them (security/inputText.ts).
    if (!Number.isInteger(guest.room) || guest.room < 1 || guest.room > rooms)
      throw badInput(`入住人的房间应为第 1 到第 ${rooms} 间`, [...at, String(i), 'room']);
    filled.add(guest.room);
    return { room: guest.room, name: guestName(guest.name, [...at, String(i), 'name']) };
  });
  if (filled.size < rooms) {
    const empty = Array.from({ length: rooms }, (_, i) => i + 1).find((room) => !filled.has(room));
    throw badInput(`第${empty}间房还没有入住人，请填写`, at);
  }
  return list.sort((a, b) => a.room - b.room);
}

/** The hotel part of orders, batched with every other order the request asks for. */
const hotelPart = productPart<LegacyHotelOrderDetail>({
  name: 'hotelOrder.details',
  fetch: async (ctx, orderNos) => (await hotelOrderApi.details(ctx.upstream, { order_nos: orderNos })).list,
  missing: '订单的酒店信息不存在，请刷新后重试',
});
const detailLoader = hotelPart.loader;
const hotelOf = hotelPart.of;

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

export const hotelOrderResolvers: Resolvers = {
  HotelOrder: {
    ...orderFieldResolvers,
    hotel: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).hotel,
    roomTypeId: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).room_type_id,
    roomTypeName: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).room_type_name,
    bed: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).bed,
    planId: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).plan_id,
    planName: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).plan_name,
    mealText: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).meal_text,
    cancelRule: async (o, _args, ctx) => upper<HotelCancelRule>((await hotelOf(ctx, o.order_no)).cancel_rule),
    cancelDeadline: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).cancel_deadline,
    cancelText: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).cancel_text,
    checkIn: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).check_in,
    checkOut: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).check_out,
    nights: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).nights_count,
    rooms: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).rooms,
    guests: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).guests,
    contact: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).contact,
    arrivalTime: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).arrival_time,
    specialRequests: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).special_requests,
    charges: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).charges,
    refund: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).refund,
    confirmationNo: async (o, _args, ctx) => (await hotelOf(ctx, o.order_no)).confirmation_no,
  },
  HotelOrderHotel: {
    cityName: (h) => h.city_name,
    location: (h) => ({ lat: h.lat, lng: h.lng }),
    cover: (h) => mediaUrl(h.cover) ?? '',
    checkInFrom: (h) => h.check_in_from,
    checkOutBy: (h) => h.check_out_by,
  },
  HotelCharge: {
    price: (c) => money(c.price_fen),
    amount: (c) => money(c.amount_fen),
  },
  HotelRefund: {
    refundNo: (r) => r.refund_no,
    orderNo: (r) => r.order_no,
    status: (r) => (r.status === 'refunded' ? 'REFUNDED' : 'PROCESSING'),
    paid: (r) => money(r.paid_fen),
    fee: (r) => money(r.fee_fen),
    amount: (r) => money(r.amount_fen),
    ruleText: (r) => r.rule_text,
    appliedAt: (r) => r.applied_at,
    refundedAt: (r) => r.refunded_at,
  },
  HotelRefundQuote: {
    paid: (q) => money(q.paid_fen),
    fee: (q) => money(q.fee_fen),
    amount: (q) => money(q.amount_fen),
    ruleText: (q) => q.rule_text,
  },
  HotelQuote: {
    hotelId: (q) => q.hotel_id,
    hotelName: (q) => q.hotel_name,
    roomTypeName: (q) => q.room_type_name,
    checkIn: (q) => q.check_in,
    checkOut: (q) => q.check_out,
    nights: (q) => q.nights_count,
    total: (q) => money(q.total_fen),
  },
  Query: {
    // Pricing needs no member: the booking page shows it before login is asked for.
    hotelQuote: (_root, { input }, ctx) => {
      const stay = stayInput(input, ['input']);
      return ctx.cache.get(`hotelOrder.quote:${JSON.stringify(stay)}`, () =>
        hotelOrderApi.quote(ctx.upstream, stay),
      );
    },
    hotelRefundQuote: (_root, args, ctx) => {
      requireMember(ctx);
      return hotelOrderApi.refundQuote(ctx.upstream, { order_no: orderNoArg(args.orderNo, ['orderNo']) });
    },
  },
  Mutation: {
    createHotelOrder: (_root, { input }, ctx) => {
      requireMember(ctx);
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey))
        throw badInput('幂等键应为8到64位字母、数字、- 或 _', ['input', 'idempotencyKey']);
      const stay = stayInput(input.stay, ['input', 'stay']);
      const guests = guestsInput(input.guests, stay.rooms);
      const name = input.contact.name.trim();
      if (!name) throw badInput('请填写联系人姓名', ['input', 'contact', 'name']);
      assertValid(validateText(name, '联系人姓名', TEXT_LIMITS.contactName), ['input', 'contact', 'name']);
      const email = input.contact.email?.trim() || undefined;
      if (email !== undefined) assertValid(validateEmail(email), ['input', 'contact', 'email']);
      const arrival = input.arrivalTime.trim();
      if (!ARRIVAL_TIME.test(arrival))
        throw badInput('请选择最晚到店时间，例如 20:00', ['input', 'arrivalTime']);
      const requests = input.specialRequests?.trim() ?? '';
      assertValid(validateText(requests, '特殊要求', MAX_SPECIAL_REQUESTS, { multiline: true }), [
        'input',
        'specialRequests',
      ]);
      const expected = input.expectedTotalFen ?? undefined;
      if (expected !== undefined && expected < 0)
        throw badInput('订单金额不正确', ['input', 'expectedTotalFen']);
      return withUserErrors(
        async () => {
          const created = await hotelOrderApi.create(ctx.upstream, {
            idempotency_key: input.idempotencyKey,
            ...stay,
            guests,
            contact: { name, mobile: input.contact.mobile, ...(email ? { email } : {}) },
            arrival_time: arrival,
            ...(requests ? { special_requests: requests } : {}),
            ...(expected === undefined ? {} : { expected_total_fen: expected }),
          });
          // The answer carries the hotel part: the order's hotel fields need no second call.
          detailLoader(ctx).prime(created.order_no, created.hotel);
          return { order: await loadOrder(ctx, created.order_no), userErrors: [] };
        },
        (userErrors) => ({ order: null, userErrors }),
      );
    },
    applyHotelRefund: (_root, { input }, ctx) => {
      requireMember(ctx);
      const no = orderNoArg(input.orderNo, ['input', 'orderNo']);
      const reason = input.reason.trim();
      if (!reason) throw badInput('请填写退款原因', ['input', 'reason']);
      assertValid(validateText(reason, '退款原因', TEXT_LIMITS.refundReason, { multiline: true }), [
        'input',
        'reason',
      ]);
      return withUserErrors(
        async () => {
          const { refund } = await hotelOrderApi.refundApply(ctx.upstream, { order_no: no, reason });
          detailLoader(ctx).clear(no);
          // Read afresh, not from this request's cache: the refund has just moved its status.
          return { refund, order: await orderApi.detail(ctx.upstream, { order_no: no }), userErrors: [] };
        },
        (userErrors) => ({ refund: null, order: null, userErrors }),
      );
    },
  },
};
