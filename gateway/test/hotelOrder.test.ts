// Hotel orders through the graph over the real stand-in: the quote, booking, the order in the list,
// `order(orderNo)` and the unpaid count, paying at the cashier, refunds by the plan's rule, the
// deadline cancel, userErrors for sold out, a changed price and a non-refundable plan, the order
// list's constant number of upstream calls, and input refused before any call.
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, startStack, type Stack, type TestClient } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SHANGHAI = '310000';
const today = todayInShanghai();
const day = (n: number) => addDays(today, n);

/** Upstream calls (prefix and path) made while `work` runs, counted at the stand-in. */
async function upstreamCalls(work: () => Promise<unknown>): Promise<string[]> {
  const log = stack.legacy.requestLog;
  const last = log[log.length - 1];
  await work();
  // The log keeps its last 2 000 entries: find where this work started by the entry before it.
  const from = last === undefined ? 0 : log.lastIndexOf(last) + 1;
  return log.slice(from).map((c) => `${c.prefix}${c.path}`);
}

interface Member {
  client: TestClient;
}

async function login(): Promise<Member> {
  const client = stack.client();
  const mobile = freshMobile();
  await client.gql(
    'mutation S($m: String!) { sendVerifyCode(input: { mobile: $m, purpose: LOGIN }) { resendIn } }',
    { m: mobile },
  );
  const res = await client.gql(
    'mutation L($m: String!, $c: String!) { loginByCode(input: { mobile: $m, code: $c }) { user { id } } }',
    { m: mobile, c: await stack.smsCode(mobile) },
  );
  if (res.errors) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
  return { client };
}

interface Money {
  fen: number;
}
interface Plan {
  id: string;
  cancelRule: string;
  arrivalTimes: string[];
  nights: { date: string; price: Money; roomsLeft: number }[];
  total: Money;
  roomsLeft: number;
}
interface RoomType {
  id: string;
  name: string;
  maxGuests: number;
  plans: Plan[];
}
interface Choice {
  hotel: { id: string; name: string };
  roomType: RoomType;
  plan: Plan;
}

const PLAN = 'id cancelRule arrivalTimes nights { date price { fen } roomsLeft } total { fen } roomsLeft';

/** A hotel's rooms priced for a stay. */
async function roomTypes(hotelId: string, checkIn: string, checkOut: string): Promise<RoomType[]> {
  const res = await stack.client().gql<{ hotelRooms: { roomTypes: RoomType[] } }>(
    `query R($id: ID!, $in: Date!, $out: Date!) { hotelRooms(hotelId: $id, checkIn: $in, checkOut: $out) {
      roomTypes { id name maxGuests plans { ${PLAN} } } } }`,
    { id: hotelId, in: checkIn, out: checkOut },
  );
  if (!res.data) throw new Error(`rooms failed: ${JSON.stringify(res.errors)}`);
  return res.data.hotelRooms.roomTypes;
}

/** The plan of `id` for a stay, as the rooms query prices it now. */
async function planNow(choice: Choice, checkIn: string, checkOut: string): Promise<Plan> {
  const types = await roomTypes(choice.hotel.id, checkIn, checkOut);
  return types.find((t) => t.id === choice.roomType.id)!.plans.find((p) => p.id === choice.plan.id)!;
}

/** The first plan of a Shanghai hotel for the stay with that rule and at least `rooms` rooms left. */
async function findPlan(
  checkIn: string,
  checkOut: string,
  rule: 'FREE' | 'FIRST_NIGHT' | 'NONE',
  rooms = 1,
  avoid: readonly string[] = [],
): Promise<Choice> {
  const res = await stack
    .client()
    .gql<{ hotelSearch: { items: { id: string; name: string }[] } }>(
      'query S($input: HotelSearchInput!) { hotelSearch(input: $input) { items { id name } } }',
      { input: { city: SHANGHAI, checkIn, checkOut, pageSize: 50 } },
    );
  for (const hotel of res.data!.hotelSearch.items) {
    for (const roomType of await roomTypes(hotel.id, checkIn, checkOut)) {
      if (avoid.includes(roomType.id)) continue;
      const plan = roomType.plans.find((p) => p.cancelRule === rule && p.roomsLeft >= rooms);
      if (plan) return { hotel, roomType, plan };
    }
  }
  throw new Error(`no ${rule} plan with ${rooms} rooms for ${checkIn}–${checkOut}`);
}

const NUMERALS = '一二三四五六七八九十';
let keySerial = 0;
const newKey = () => `hotel-${Date.now()}-${(keySerial += 1)}`;

function booking(
  plan: Plan,
  checkIn: string,
  checkOut: string,
  rooms = 1,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    idempotencyKey: newKey(),
    stay: { planId: plan.id, checkIn, checkOut, rooms },
    guests: Array.from({ length: rooms }, (_, i) => ({ room: i + 1, name: `王${NUMERALS[i]}` })),
    contact: { name: '王先生', mobile: '13612345678', email: 'wang@example.com' },
    arrivalTime: plan.arrivalTimes[0],
    ...extra,
  };
}

const ORDER_FIELDS = `orderNo type typeCode status statusText title subtitle travelDate total { fen }
  payDeadline payRemainingSeconds actions { canPay canCancel canRefund }
  ... on HotelOrder {
    hotel { id name level { kind value } cityName address phone location { lat lng } cover checkInFrom checkOutBy }
    roomTypeId roomTypeName bed planId planName mealText cancelRule cancelDeadline cancelText
    checkIn checkOut nights rooms guests { room name } contact { name maskedMobile email }
    arrivalTime specialRequests charges { date price { fen } rooms amount { fen } }
    refund { refundNo status paid { fen } fee { fen } amount { fen } ruleText reason refundedAt }
    confirmationNo }`;

interface UserError {
  code: string;
  message: string;
  field: string[] | null;
}
interface HotelOrder {
  orderNo: string;
  type: string;
  typeCode: number;
  status: string;
  statusText: string;
  title: string;
  subtitle: string | null;
  travelDate: string | null;
  total: Money;
  payDeadline: string | null;
  actions: { canPay: boolean; canCancel: boolean; canRefund: boolean };
  hotel: { id: string; name: string; cover: string; checkInFrom: string };
  roomTypeId: string;
  planId: string;
  cancelRule: string;
  cancelDeadline: string | null;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: number;
  guests: { room: number; name: string }[];
  contact: { name: string; maskedMobile: string; email: string | null };
  arrivalTime: string;
  specialRequests: string;
  charges: { date: string; price: Money; rooms: number; amount: Money }[];
  refund: {
    refundNo: string;
    status: string;
    paid: Money;
    fee: Money;
    amount: Money;
    ruleText: string;
    reason: string;
  } | null;
  confirmationNo: string | null;
}

const CREATE = `mutation C($input: CreateHotelOrderInput!) { createHotelOrder(input: $input) {
  order { ${ORDER_FIELDS} } userErrors { code message field } } }`;

function create(member: Member, input: Record<string, unknown>) {
  return member.client.gql<{ createHotelOrder: { order: HotelOrder | null; userErrors: UserError[] } }>(
    CREATE,
    { input },
  );
}

async function createOk(member: Member, input: Record<string, unknown>): Promise<HotelOrder> {
  const res = await create(member, input);
  const order = res.data?.createHotelOrder.order;
  if (!order) throw new Error(`booking refused: ${JSON.stringify(res.errors ?? res.data?.createHotelOrder)}`);
  return order;
}

async function readOrder(member: Member, orderNo: string): Promise<HotelOrder> {
  const res = await member.client.gql<{ order: HotelOrder }>(
    `query O($no: String!) { order(orderNo: $no) { ${ORDER_FIELDS} } }`,
    { no: orderNo },
  );
  if (!res.data?.order) throw new Error(`order not read: ${JSON.stringify(res.errors)}`);
  return res.data.order;
}

async function unpaidCount(member: Member): Promise<number> {
  const res = await member.client.gql<{ unpaidOrderCount: number }>('{ unpaidOrderCount }');
  return res.data!.unpaidOrderCount;
}

/** payOrder, then 确认支付 at the cashier the payment names (through the gateway, as a browser). */
async function payAtCashier(member: Member, orderNo: string): Promise<void> {
  const res = await member.client.gql<{
    payOrder: { payment: { cashierUrl: string } | null; userErrors: UserError[] };
  }>(
    'mutation P($no: String!) { payOrder(input: { orderNo: $no, method: ALIPAY }) { payment { cashierUrl } userErrors { code message } } }',
    { no: orderNo },
  );
  const payment = res.data?.payOrder.payment;
  if (!payment) throw new Error(`payOrder refused: ${JSON.stringify(res.errors ?? res.data?.payOrder)}`);
  const confirmed = await stack.gateway.app.inject({
    method: 'POST',
    url: `${payment.cashierUrl}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe(`/subscribe/paySuccess?orderNo=${orderNo}`);
}

const REFUND_QUOTE = `query Q($no: String!) { hotelRefundQuote(orderNo: $no) {
  refundable paid { fen } fee { fen } amount { fen } ruleText } }`;
const APPLY = `mutation A($input: ApplyHotelRefundInput!) { applyHotelRefund(input: $input) {
  refund { refundNo orderNo status paid { fen } fee { fen } amount { fen } ruleText reason appliedAt refundedAt }
  order { ... on HotelOrder { status statusText refund { refundNo } } } userErrors { code message } } }`;

interface RefundQuote {
  refundable: boolean;
  paid: Money;
  fee: Money;
  amount: Money;
  ruleText: string;
}
interface Applied {
  refund:
    | (NonNullable<HotelOrder['refund']> & { orderNo: string; appliedAt: string; refundedAt: string | null })
    | null;
  order: { status: string; statusText: string; refund: { refundNo: string } | null } | null;
  userErrors: UserError[];
}

describe('the quote', () => {
  it('prices a stay on the server without a member: the nights × rooms', async () => {
    const [checkIn, checkOut] = [day(20), day(23)];
    const { plan } = await findPlan(checkIn, checkOut, 'FREE', 2);
    let quote:
      | {
          plan: { id: string };
          nights: number;
          rooms: number;
          checkIn: string;
          charges: { date: string; price: Money; rooms: number; amount: Money }[];
          total: Money;
          hotelName: string;
          roomTypeName: string;
        }
      | undefined;
    const calls = await upstreamCalls(async () => {
      const res = await stack.client().gql<{ hotelQuote: NonNullable<typeof quote> }>(
        `query Q($input: HotelStayInput!) { hotelQuote(input: $input) { hotelId hotelName roomTypeName plan { id }
          checkIn checkOut nights rooms charges { date price { fen } rooms amount { fen } } total { fen } } }`,
        { input: { planId: plan.id, checkIn, checkOut, rooms: 2 } },
      );
      expect(res.errors).toBeUndefined();
      quote = res.data!.hotelQuote;
    });
    expect(calls).toEqual(['/v2/hotelOrder/quote']);
    expect(quote).toMatchObject({ plan: { id: plan.id }, nights: 3, rooms: 2, checkIn });
    expect(quote!.hotelName).not.toBe('');
    expect(quote!.charges.map((c) => c.date)).toEqual([checkIn, day(21), day(22)]);
    for (const [i, charge] of quote!.charges.entries()) {
      expect(charge.price.fen).toBe(plan.nights[i]!.price.fen);
      expect(charge.amount.fen).toBe(charge.price.fen * 2);
    }
    expect(quote!.total.fen).toBe(plan.total.fen * 2);
  });
});

describe('booking, paying and a free refund', () => {
  it('books two rooms, lists the order, pays, refuses the cancel, and refunds in full before the deadline', async () => {
    const me = await login();
    const [checkIn, checkOut] = [day(21), day(23)];
    const choice = await findPlan(checkIn, checkOut, 'FREE', 2);
    expect(await unpaidCount(me)).toBe(0);
    const input = booking(choice.plan, checkIn, checkOut, 2, {
      guests: [
        { room: 2, name: 'SMITH/JOHN' },
        { room: 1, name: '王小明' },
      ],
      specialRequests: '高楼层，远离电梯',
      expectedTotalFen: choice.plan.total.fen * 2,
    });
    const order = await createOk(me, input);
    expect(order).toMatchObject({
      type: 'HOTEL',
      typeCode: 3,
      status: 'UNPAID',
      statusText: '待支付',
      title: choice.hotel.name,
      travelDate: checkIn,
      total: { fen: choice.plan.total.fen * 2 },
      actions: { canPay: true, canCancel: true, canRefund: false },
      hotel: { id: choice.hotel.id, name: choice.hotel.name },
      roomTypeId: choice.roomType.id,
      planId: choice.plan.id,
      cancelRule: 'FREE',
      checkIn,
      checkOut,
      nights: 2,
      rooms: 2,
      guests: [
        { room: 1, name: '王小明' },
        { room: 2, name: 'SMITH/JOHN' },
      ],
      contact: { name: '王先生', maskedMobile: '136****5678', email: 'wang@example.com' },
      arrivalTime: choice.plan.arrivalTimes[0],
      specialRequests: '高楼层，远离电梯',
      refund: null,
      confirmationNo: null,
    });
    expect(order.hotel.cover).toMatch(/^\/media\//);
    expect(order.cancelDeadline).toMatch(/\+08:00$/);
    expect(order.payDeadline).toMatch(/\+08:00$/);
    expect(order.charges.reduce((sum, c) => sum + c.amount.fen, 0)).toBe(order.total.fen);
    // The rooms are held for both nights.
    const held = await planNow(choice, checkIn, checkOut);
    expect(held.nights.map((n) => n.roomsLeft)).toEqual(choice.plan.nights.map((n) => n.roomsLeft - 2));
    // The same key again: the same order, nothing more held.
    expect((await createOk(me, input)).orderNo).toBe(order.orderNo);
    expect((await planNow(choice, checkIn, checkOut)).nights).toEqual(held.nights);

    // In the hotel tab, not the flight tab; by its number; in the unpaid count.
    const tab = async (t: string) =>
      (
        await me.client.gql<{ orders: { total: number; items: { orderNo: string; type: string }[] } }>(
          'query L($tab: OrderTab) { orders(tab: $tab) { total items { orderNo type } } }',
          { tab: t },
        )
      ).data!.orders;
    expect(await tab('HOTEL')).toEqual({ total: 1, items: [{ orderNo: order.orderNo, type: 'HOTEL' }] });
    expect((await tab('FLIGHT')).total).toBe(0);
    expect((await tab('ALL')).items.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect(await readOrder(me, order.orderNo)).toEqual(order);
    expect(await unpaidCount(me)).toBe(1);

    await payAtCashier(me, order.orderNo);
    const paid = await readOrder(me, order.orderNo);
    expect(paid).toMatchObject({
      status: 'PAID',
      statusText: '待入住',
      payDeadline: null,
      actions: { canPay: false, canCancel: false, canRefund: true },
    });
    expect(paid.confirmationNo).toEqual(expect.any(String));
    expect(await unpaidCount(me)).toBe(0);
    const cancel = await me.client.gql<{ cancelOrder: { order: null; userErrors: UserError[] } }>(
      'mutation X($no: String!) { cancelOrder(input: { orderNo: $no }) { order { orderNo } userErrors { code message } } }',
      { no: order.orderNo },
    );
    expect(cancel.errors).toBeUndefined();
    expect(cancel.data!.cancelOrder).toEqual({
      order: null,
      userErrors: [expect.objectContaining({ code: 'ORDER_NOT_CANCELLABLE' })],
    });

    const quote = await me.client.gql<{ hotelRefundQuote: RefundQuote }>(REFUND_QUOTE, { no: order.orderNo });
    expect(quote.data!.hotelRefundQuote).toMatchObject({
      refundable: true,
      paid: { fen: order.total.fen },
      fee: { fen: 0 },
      amount: { fen: order.total.fen },
    });
    const applied = await me.client.gql<{ applyHotelRefund: Applied }>(APPLY, {
      input: { orderNo: order.orderNo, reason: '行程有变' },
    });
    expect(applied.errors).toBeUndefined();
    const result = applied.data!.applyHotelRefund;
    expect(result.userErrors).toEqual([]);
    expect(result.refund).toMatchObject({
      orderNo: order.orderNo,
      status: 'PROCESSING',
      paid: { fen: order.total.fen },
      fee: { fen: 0 },
      amount: { fen: order.total.fen },
      reason: '行程有变',
      refundedAt: null,
    });
    expect(result.order).toEqual({
      status: 'REFUNDING',
      statusText: '退款中',
      refund: { refundNo: result.refund!.refundNo },
    });
    // The nights are back on sale.
    expect((await planNow(choice, checkIn, checkOut)).nights).toEqual(choice.plan.nights);
    const again = await me.client.gql<{ applyHotelRefund: Applied }>(APPLY, {
      input: { orderNo: order.orderNo, reason: '再退一次' },
    });
    expect(again.data!.applyHotelRefund).toMatchObject({
      refund: null,
      order: null,
      userErrors: [expect.objectContaining({ code: 'REFUND_NOT_ALLOWED' })],
    });
  });

  it('refuses the refund of a non-refundable plan as a userError, and the quote says why', async () => {
    const me = await login();
    const [checkIn, checkOut] = [day(24), day(25)];
    const { plan } = await findPlan(checkIn, checkOut, 'NONE');
    const order = await createOk(me, booking(plan, checkIn, checkOut));
    expect(order.cancelRule).toBe('NONE');
    expect(order.cancelDeadline).toBeNull();
    await payAtCashier(me, order.orderNo);
    const quote = await me.client.gql<{ hotelRefundQuote: RefundQuote }>(REFUND_QUOTE, { no: order.orderNo });
    expect(quote.data!.hotelRefundQuote).toMatchObject({ refundable: false });
    expect(quote.data!.hotelRefundQuote.ruleText).toMatch(/不可/);
    const applied = await me.client.gql<{ applyHotelRefund: Applied }>(APPLY, {
      input: { orderNo: order.orderNo, reason: '不想去了' },
    });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyHotelRefund).toEqual({
      refund: null,
      order: null,
      userErrors: [{ code: 'NON_REFUNDABLE', message: expect.stringMatching(/\p{Script=Han}/u) }],
    });
    expect((await readOrder(me, order.orderNo)).status).toBe('PAID');
  });

  it('cancels an unpaid order at its deadline and puts the nights back on sale', async () => {
    const me = await login();
    const [checkIn, checkOut] = [day(26), day(28)];
    const choice = await findPlan(checkIn, checkOut, 'FREE', 3);
    const order = await createOk(me, booking(choice.plan, checkIn, checkOut, 3));
    expect(await unpaidCount(me)).toBe(1);
    const held = await planNow(choice, checkIn, checkOut);
    expect(held.nights.map((n) => n.roomsLeft)).toEqual(choice.plan.nights.map((n) => n.roomsLeft - 3));
    // The stand-in's clock past the 30-minute pay window, moved back after.
    const ahead = 31 * 60_000;
    stack.advance(ahead);
    try {
      const lapsed = await readOrder(me, order.orderNo);
      expect(lapsed).toMatchObject({ status: 'CANCELLED', payDeadline: null, actions: { canPay: false } });
      expect(await unpaidCount(me)).toBe(0);
      expect((await planNow(choice, checkIn, checkOut)).nights).toEqual(choice.plan.nights);
      const pay = await me.client.gql<{ payOrder: { payment: null; userErrors: UserError[] } }>(
        'mutation P($no: String!) { payOrder(input: { orderNo: $no, method: WECHAT }) { payment { payNo } userErrors { code } } }',
        { no: order.orderNo },
      );
      expect(pay.data!.payOrder.payment).toBeNull();
      expect(pay.data!.payOrder.userErrors).toHaveLength(1);
    } finally {
      stack.advance(-ahead);
    }
  });
});

describe('business refusals as userErrors', () => {
  it('refuses a total the server no longer agrees with as PRICE_CHANGED, books nothing, then books once', async () => {
    const me = await login();
    const [checkIn, checkOut] = [day(30), day(31)];
    const choice = await findPlan(checkIn, checkOut, 'FIRST_NIGHT');
    const input = booking(choice.plan, checkIn, checkOut, 1, { expectedTotalFen: 1 });
    const calls = await upstreamCalls(async () => {
      const res = await create(me, input);
      expect(res.errors).toBeUndefined();
      expect(res.data!.createHotelOrder).toEqual({
        order: null,
        userErrors: [{ code: 'PRICE_CHANGED', message: expect.stringContaining('¥'), field: null }],
      });
    });
    expect(calls).toEqual(['/v2/hotelOrder/create']);
    expect((await planNow(choice, checkIn, checkOut)).nights).toEqual(choice.plan.nights);
    expect(await unpaidCount(me)).toBe(0);
    const fixed = { ...input, expectedTotalFen: choice.plan.total.fen };
    const first = await createOk(me, fixed);
    expect(first.cancelRule).toBe('FIRST_NIGHT');
    expect((await createOk(me, fixed)).orderNo).toBe(first.orderNo);
  });

  it('refuses a stay with a sold-out night as SOLD_OUT and holds none of its other nights', async () => {
    const [first, second, third] = [day(80), day(81), day(82)];
    const choice = await findPlan(first, third, 'FREE');
    // Book the second night's last rooms (members hold three unpaid orders at most).
    let booker = await login();
    let orders = 0;
    for (;;) {
      const left = (await planNow(choice, second, third)).nights[0]!.roomsLeft;
      if (left === 0) break;
      if (orders === 3) [booker, orders] = [await login(), 0];
      await createOk(booker, booking(choice.plan, second, third, Math.min(left, 10)));
      orders += 1;
    }
    const before = await planNow(choice, first, third);
    expect(before.nights[0]!.roomsLeft).toBeGreaterThan(0);
    expect(before.nights[1]!.roomsLeft).toBe(0);
    expect(before.roomsLeft).toBe(0);
    const me = await login();
    const res = await create(me, booking(choice.plan, first, third));
    expect(res.errors).toBeUndefined();
    expect(res.data!.createHotelOrder).toEqual({
      order: null,
      userErrors: [{ code: 'SOLD_OUT', message: expect.stringMatching(/\p{Script=Han}/u), field: null }],
    });
    expect((await planNow(choice, first, third)).nights).toEqual(before.nights);
    expect(await unpaidCount(me)).toBe(0);
  });
});

describe('the order list', () => {
  const LIST = `query L($size: Int!) { orders(tab: HOTEL, pageSize: $size) { total items { ${ORDER_FIELDS} } } }`;

  async function listCalls(member: Member, size: number) {
    let items: HotelOrder[] = [];
    const calls = await upstreamCalls(async () => {
      const res = await member.client.gql<{ orders: { items: HotelOrder[] } }>(LIST, { size });
      expect(res.errors).toBeUndefined();
      items = res.data!.orders.items;
    });
    return { calls, items };
  }

  it('makes the same upstream calls for 1 and for 20 hotel orders', async () => {
    const one = await login();
    const twenty = await login();
    const [checkIn, checkOut] = [day(40), day(41)];
    const { plan } = await findPlan(checkIn, checkOut, 'FREE');
    await createOk(one, booking(plan, checkIn, checkOut));
    // Each cancelled once made: a member holds three unpaid orders at most.
    for (let i = 0; i < 20; i++) {
      const order = await createOk(twenty, booking(plan, checkIn, checkOut));
      const cancelled = await twenty.client.gql<{ cancelOrder: { order: { status: string } | null } }>(
        'mutation X($no: String!) { cancelOrder(input: { orderNo: $no }) { order { status } userErrors { code } } }',
        { no: order.orderNo },
      );
      expect(cancelled.data!.cancelOrder.order).toEqual({ status: 'CANCELLED' });
    }
    const single = await listCalls(one, 20);
    const page = await listCalls(twenty, 20);
    expect(single.items).toHaveLength(1);
    expect(page.items).toHaveLength(20);
    expect(page.items.every((o) => o.planId === plan.id && o.guests[0]!.name === '王一')).toBe(true);
    expect(page.items.every((o) => o.status === 'CANCELLED' && o.charges.length === 1)).toBe(true);
    expect(page.calls).toEqual(single.calls);
    expect(page.calls.filter((c) => c === '/v2/hotelOrder/details')).toHaveLength(1);
    expect(page.calls.filter((c) => c === '/api/order/list')).toHaveLength(1);
  });
});

describe('input refused before any upstream call', () => {
  const plan = {
    id: 'H310000001.R1.P1',
    arrivalTimes: ['20:00'],
  } as Plan;
  const [checkIn, checkOut] = [day(10), day(12)];
  const base = (extra: Record<string, unknown> = {}, rooms = 2) =>
    booking(plan, checkIn, checkOut, rooms, extra);
  const stay = (change: Record<string, unknown>) => ({
    stay: { planId: plan.id, checkIn, checkOut, rooms: 2, ...change },
  });
  const cases: [string, Record<string, unknown>, (string | number)[]][] = [
    ['a short idempotency key', base({ idempotencyKey: 'short' }), ['input', 'idempotencyKey']],
    ['a malformed plan id', base(stay({ planId: 'H310000001' })), ['input', 'stay', 'planId']],
    ['no rooms', base(stay({ rooms: 0 })), ['input', 'stay', 'rooms']],
    ['eleven rooms', base(stay({ rooms: 11 })), ['input', 'stay', 'rooms']],
    ['check-out on check-in', base(stay({ checkOut: checkIn })), ['input', 'stay', 'checkOut']],
    ['a past check-in', base(stay({ checkIn: day(-1) })), ['input', 'stay', 'checkIn']],
    ['29 nights', base(stay({ checkOut: addDays(checkIn, 29) })), ['input', 'stay', 'checkOut']],
    [
      'a room without a guest',
      base({
        guests: [
          { room: 1, name: '王一' },
          { room: 1, name: '王二' },
        ],
      }),
      ['input', 'guests'],
    ],
    [
      'a guest in room 3 of 2',
      base({
        guests: [
          { room: 1, name: '王一' },
          { room: 3, name: '王二' },
        ],
      }),
      ['input', 'guests', '1', 'room'],
    ],
    [
      'a one-character name',
      base({
        guests: [
          { room: 1, name: '王' },
          { room: 2, name: '王二' },
        ],
      }),
      ['input', 'guests', '0', 'name'],
    ],
    [
      'a name with digits',
      base({
        guests: [
          { room: 1, name: 'SMITH2' },
          { room: 2, name: '王二' },
        ],
      }),
      ['input', 'guests', '0', 'name'],
    ],
    [
      'a name mixing scripts',
      base({
        guests: [
          { room: 1, name: '王John' },
          { room: 2, name: '王二' },
        ],
      }),
      ['input', 'guests', '0', 'name'],
    ],
    [
      'a NUL byte in a name',
      base({
        guests: [
          { room: 1, name: '王\u0000一' },
          { room: 2, name: '王二' },
        ],
      }),
      ['input', 'guests', '0', 'name'],
    ],
    ['a NUL byte in the requests', base({ specialRequests: '安静\u0000' }), ['input', 'specialRequests']],
    ['201 characters of requests', base({ specialRequests: '静'.repeat(201) }), ['input', 'specialRequests']],
    [
      'no contact name',
      base({ contact: { name: ' ', mobile: '13612345678' } }),
      ['input', 'contact', 'name'],
    ],
    [
      'a bad e-mail',
      base({ contact: { name: '王先生', mobile: '13612345678', email: 'no-at' } }),
      ['input', 'contact', 'email'],
    ],
    ['an arrival time that is no time', base({ arrivalTime: '25:00' }), ['input', 'arrivalTime']],
    ['a negative expected total', base({ expectedTotalFen: -1 }), ['input', 'expectedTotalFen']],
  ];

  it('refuses each malformed booking with BAD_USER_INPUT naming the field', async () => {
    const me = await login();
    for (const [what, input, field] of cases) {
      const calls = await upstreamCalls(async () => {
        const res = await create(me, input);
        expect(res.errors?.[0]?.extensions, what).toMatchObject({ code: 'BAD_USER_INPUT', field });
        expect(res.errors![0]!.message, what).toMatch(/\p{Script=Han}/u);
      });
      expect(calls, what).toEqual([]);
    }
    // A malformed date never reaches a resolver.
    const calls = await upstreamCalls(async () => {
      const res = await create(me, base(stay({ checkIn: '2026-13-01' })));
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });
    expect(calls).toEqual([]);
  });

  it('refuses a quote outside 1–10 rooms, a refund without a reason, and a booking without a member', async () => {
    const me = await login();
    const calls = await upstreamCalls(async () => {
      const quote = await stack
        .client()
        .gql('query Q($input: HotelStayInput!) { hotelQuote(input: $input) { total { fen } } }', {
          input: { planId: plan.id, checkIn, checkOut, rooms: 11 },
        });
      expect(quote.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: ['input', 'rooms'],
      });
      const refund = await me.client.gql(APPLY, { input: { orderNo: '1234567890123456', reason: '  ' } });
      expect(refund.errors![0]!.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: ['input', 'reason'],
      });
      const anonymous = await stack.client().gql(CREATE, { input: base() });
      expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      const quoteRefund = await stack.client().gql(REFUND_QUOTE, { no: '1234567890123456' });
      expect(quoteRefund.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    });
    expect(calls).toEqual([]);
  });
});
