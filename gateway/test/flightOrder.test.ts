// Flight orders through the graph over the real stand-in: booking, paying at the cashier, the order
// list's constant number of upstream calls, refunds and changes, input refused before any call.
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, startStack, type Stack, type TestClient } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

function yearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
}

/** Upstream calls (prefix and path) made while `work` runs, counted at the stand-in. */
async function upstreamCalls(work: () => Promise<unknown>): Promise<string[]> {
  const start = stack.legacy.requestLog.length;
  await work();
  return stack.legacy.requestLog.slice(start).map((c) => `${c.prefix}${c.path}`);
}

interface Member {
  client: TestClient;
  token: string;
}

async function login(): Promise<Member> {
  const client = stack.client();
  const mobile = freshMobile();
  await client.gql(
    'mutation S($m: String!) { sendVerifyCode(input: { mobile: $m, purpose: LOGIN }) { resendIn } }',
    { m: mobile },
  );
  const code = await stack.smsCode(mobile);
  await client.gql(
    'mutation L($m: String!, $c: String!) { loginByCode(input: { mobile: $m, code: $c }) { user { id } } }',
    {
      m: mobile,
      c: code,
    },
  );
  const token = client.cookies.get('sf_token');
  if (!token) throw new Error('login did not set the session cookie');
  return { client, token };
}

let passportSerial = 0;
/** Saves a traveller at the stand-in (the traveller flow has its own tests) and returns its id. */
async function traveller(
  member: Member,
  name: string,
  birthday: string,
  passportExpires = '2040-12-31',
): Promise<string> {
  passportSerial += 1;
  const res = await fetch(`${stack.legacyUrl}/v2/tourist/add`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      seqnum: `H5-0-${Date.now()}-0000abcd`,
      version: '1.2.3',
      token: member.token,
      authorization: `Bearer ${member.token}`,
    },
    body: JSON.stringify({
      name,
      gender: 1,
      birthday,
      english_surname: 'LI',
      english_given_name: 'SI',
      documents: [
        {
          documentTypeId: 2,
          number: `G${String(passportSerial).padStart(8, '0')}`,
          expires_on: passportExpires,
        },
      ],
    }),
  });
  const body = (await res.json()) as {
    flag: number;
    msg: string;
    data: { tourist: { touristInfoId: number } };
  };
  if (body.flag !== 0) throw new Error(`traveller not saved: ${body.flag} ${body.msg}`);
  return String(body.data.tourist.touristInfoId);
}

interface SearchFare {
  id: string;
  cabinClass: string;
  bookingClass: string;
  adultPrice: { fen: number };
  seatsLeft: number;
}
interface SearchFlight {
  id: string;
  departure: { time: string };
  fares: SearchFare[];
}

/** Economy fares with seats on a route `days` ahead, cheapest first, through the graph's search. */
async function economyFares(
  member: Member,
  from: string,
  to: string,
  days: number,
  seats = 1,
): Promise<SearchFare[]> {
  const res = await member.client.gql<{ flightSearch: { flights: SearchFlight[] } }>(
    `query F($from: String!, $to: String!, $date: Date!) { flightSearch(from: $from, to: $to, date: $date) {
      flights { id departure { time } fares(cabinClass: ECONOMY) { id cabinClass bookingClass adultPrice { fen } seatsLeft } } } }`,
    { from, to, date: addDays(todayInShanghai(), days) },
  );
  if (!res.data) throw new Error(`search failed: ${JSON.stringify(res.errors)}`);
  return res.data.flightSearch.flights
    .flatMap((f) => f.fares)
    .filter((f) => f.seatsLeft >= seats)
    .sort((a, b) => a.adultPrice.fen - b.adultPrice.fen);
}

let keySerial = 0;
const newKey = () => `gw-${Date.now()}-${(keySerial += 1)}`;

const ORDER_FIELDS = `orderNo type typeCode status statusText title subtitle travelDate total { fen }
  payDeadline payRemainingSeconds actions { canPay canRefund canChange }
  ... on FlightOrder { international tripType
    segments { index flightNo airline { code shortName } departure { airport { code } clock time } cabinClass cabinName bookingClass }
    passengers { id travellerId name ageClass documentType maskedDocumentNumber ticketNo ticketStatus total { fen } }
    contact { name maskedMobile email } priceLines { label unitPrice { fen } count amount { fen } }
    refunds { refundNo status fee { fen } } changes { changeNo status } }`;

const CREATE = `mutation C($input: CreateFlightOrderInput!) { createFlightOrder(input: $input) {
  order { ${ORDER_FIELDS} } userErrors { code message field } } }`;

interface Passenger {
  id: string;
  travellerId: string | null;
  name: string;
  ageClass: string;
  documentType: string;
  maskedDocumentNumber: string;
  ticketNo: string | null;
  ticketStatus: string;
  total: { fen: number };
}
interface FlightOrder {
  orderNo: string;
  type: string;
  typeCode: number;
  status: string;
  statusText: string;
  title: string;
  subtitle: string;
  total: { fen: number };
  payDeadline: string | null;
  actions: { canPay: boolean; canRefund: boolean; canChange: boolean };
  international: boolean;
  tripType: string;
  segments: {
    index: number;
    flightNo: string;
    cabinClass: string;
    departure: { airport: { code: string } };
  }[];
  passengers: Passenger[];
  contact: { name: string; maskedMobile: string; email: string | null };
  priceLines: { label: string; unitPrice: { fen: number }; count: number; amount: { fen: number } }[];
  refunds: { refundNo: string; status: string; fee: { fen: number } }[];
  changes: { changeNo: string; status: string }[];
}
interface UserError {
  code: string;
  message: string;
  field: string[] | null;
}

function bookingInput(fareIds: string[], travellerIds: string[], extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: newKey(),
    fareIds,
    passengers: travellerIds.map((travellerId) => ({ travellerId, documentType: 'PASSPORT' })),
    contact: { name: '李四', mobile: '13612345678', email: 'lisi@example.com' },
    ...extra,
  };
}

async function create(member: Member, input: Record<string, unknown>) {
  return member.client.gql<{ createFlightOrder: { order: FlightOrder | null; userErrors: UserError[] } }>(
    CREATE,
    { input },
  );
}

async function createOk(member: Member, input: Record<string, unknown>): Promise<FlightOrder> {
  const res = await create(member, input);
  const payload = res.data?.createFlightOrder;
  if (!payload?.order)
    throw new Error(`booking refused: ${JSON.stringify(res.errors ?? payload?.userErrors)}`);
  return payload.order;
}

/** payOrder, then 确认支付 at the cashier the payment names. */
async function payAtCashier(member: Member, orderNo: string): Promise<void> {
  const res = await member.client.gql<{
    payOrder: { payment: { cashierUrl: string; amount: { fen: number } } | null; userErrors: UserError[] };
  }>(
    `mutation P($no: String!) { payOrder(input: { orderNo: $no, method: WECHAT }) { payment { cashierUrl amount { fen } } userErrors { code message } } }`,
    { no: orderNo },
  );
  const payment = res.data?.payOrder.payment;
  if (!payment)
    throw new Error(`payOrder refused: ${JSON.stringify(res.errors ?? res.data?.payOrder.userErrors)}`);
  // The browser's way: the cashier page served through the gateway, its 确认支付 form posted there.
  const page = await stack.gateway.app.inject({ method: 'GET', url: payment.cashierUrl });
  expect(page.statusCode).toBe(200);
  const confirmed = await stack.gateway.app.inject({
    method: 'POST',
    url: `${payment.cashierUrl}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(confirmed.statusCode).toBe(303);
  expect(confirmed.headers.location).toBe(`/subscribe/paySuccess?orderNo=${orderNo}`);
}

/** cancelOrder, insisting it worked. */
async function cancel(member: Member, orderNo: string): Promise<void> {
  const res = await member.client.gql<{ cancelOrder: { order: { status: string } | null } }>(
    'mutation X($no: String!) { cancelOrder(input: { orderNo: $no }) { order { status } userErrors { code } } }',
    { no: orderNo },
  );
  expect(res.data!.cancelOrder.order).toEqual({ status: 'CANCELLED' });
}

/** Confirms a pending change; the answer as it comes. */
function confirmChange(member: Member, changeNo: string) {
  return member.client.gql<{
    confirmFlightChange: {
      change: { status: string; payOrderNo: string | null } | null;
      userErrors: UserError[];
    };
  }>(
    'mutation C($no: String!) { confirmFlightChange(input: { changeNo: $no }) { change { status payOrderNo } userErrors { code } } }',
    { no: changeNo },
  );
}

async function readOrder(member: Member, orderNo: string): Promise<FlightOrder> {
  const res = await member.client.gql<{ order: FlightOrder }>(
    `query O($no: String!) { order(orderNo: $no) { ${ORDER_FIELDS} } }`,
    {
      no: orderNo,
    },
  );
  if (!res.data?.order) throw new Error(`order not read: ${JSON.stringify(res.errors)}`);
  return res.data.order;
}

describe('booking and paying', () => {
  let me: Member;
  let adult: string;
  beforeAll(async () => {
    me = await login();
    adult = await traveller(me, '李成人', '1986-04-04');
  });

  it('quotes a booking on the server, by age class on the departure date', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 14, 2);
    const date = fare!.id.split('.')[1]!;
    const child = await traveller(me, '李儿童', yearsBefore(date, 6));
    const res = await me.client.gql<{
      flightQuote: {
        passengers: {
          travellerId: string;
          ageClass: string;
          airportFee: { fen: number };
          total: { fen: number };
        }[];
        lines: { label: string; count: number }[];
        total: { fen: number };
      };
    }>(
      `query Q($f: [ID!]!, $t: [ID!]!) { flightQuote(fareIds: $f, travellerIds: $t) {
        passengers { travellerId ageClass airportFee { fen } total { fen } } lines { label count } total { fen } } }`,
      { f: [fare!.id], t: [adult, child] },
    );
    expect(res.errors).toBeUndefined();
    const quote = res.data!.flightQuote;
    expect(quote.passengers.map((p) => [p.travellerId, p.ageClass])).toEqual([
      [adult, 'ADULT'],
      [child, 'CHILD'],
    ]);
    expect(quote.passengers[1]!.airportFee.fen).toBe(0);
    expect(quote.total.fen).toBe(quote.passengers[0]!.total.fen + quote.passengers[1]!.total.fen);
    expect(quote.lines.find((l) => l.label === '成人票')!.count).toBe(1);
  });

  it('books, pays at the cashier, and shows the order PAID with ticket numbers', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 10);
    const order = await createOk(me, bookingInput([fare!.id], [adult]));
    expect(order).toMatchObject({
      type: 'DOMESTIC_FLIGHT',
      typeCode: 8,
      status: 'UNPAID',
      statusText: '待支付',
      title: '北京 → 上海',
      international: false,
      tripType: 'ONE_WAY',
      actions: { canPay: true, canRefund: false },
      contact: { name: '李四', maskedMobile: '136****5678', email: 'lisi@example.com' },
    });
    expect(order.payDeadline).toMatch(/\+08:00$/);
    expect(order.passengers).toEqual([
      expect.objectContaining({
        travellerId: adult,
        name: '李成人',
        ageClass: 'ADULT',
        documentType: 'PASSPORT',
        maskedDocumentNumber: expect.stringMatching(/^G\*+\d{2}$/),
        ticketNo: null,
        ticketStatus: 'BOOKED',
      }),
    ]);
    expect(order.priceLines.reduce((n, l) => n + l.amount.fen, 0)).toBe(order.total.fen);
    await payAtCashier(me, order.orderNo);
    const paid = await readOrder(me, order.orderNo);
    expect(paid).toMatchObject({
      status: 'PAID',
      statusText: '已出票',
      actions: { canPay: false, canRefund: true, canChange: true },
    });
    expect(paid.passengers[0]!.ticketStatus).toBe('TICKETED');
    expect(paid.passengers[0]!.ticketNo).toMatch(/^\d{13}$/);
  });

  it('refuses a forged total with PRICE_CHANGED and the real price, and books nothing', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 11);
    const input = bookingInput([fare!.id], [adult], { expectedTotalFen: 1 });
    const calls = await upstreamCalls(async () => {
      const res = await create(me, input);
      expect(res.data!.createFlightOrder.order).toBeNull();
      expect(res.data!.createFlightOrder.userErrors).toEqual([
        expect.objectContaining({ code: 'PRICE_CHANGED', message: expect.stringContaining('价格已变为¥') }),
      ]);
    });
    expect(calls).toEqual(['/v2/flightOrder/create']);
    // The same key with the shown price books, once.
    const quote = await me.client.gql<{ flightQuote: { total: { fen: number } } }>(
      'query Q($f: [ID!]!, $t: [ID!]!) { flightQuote(fareIds: $f, travellerIds: $t) { total { fen } } }',
      { f: [fare!.id], t: [adult] },
    );
    const fixed = { ...input, expectedTotalFen: quote.data!.flightQuote.total.fen };
    const first = await createOk(me, fixed);
    const again = await createOk(me, fixed);
    expect(again.orderNo).toBe(first.orderNo);
  });

  it('answers business refusals as userErrors: no adult, an expired passport', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 12);
    const date = fare!.id.split('.')[1]!;
    const infant = await traveller(me, '李婴儿', yearsBefore(date, 1));
    const alone = await create(me, bookingInput([fare!.id], [infant]));
    expect(alone.data!.createFlightOrder).toEqual({
      order: null,
      userErrors: [expect.objectContaining({ code: 'ADULT_REQUIRED' })],
    });
    const [abroad] = await economyFares(me, 'BJS', 'SEL', 20);
    const expiring = await traveller(me, '李过期', '1979-09-09', addDays(todayInShanghai(), 10));
    const expired = await create(me, bookingInput([abroad!.id], [expiring]));
    expect(expired.data!.createFlightOrder.userErrors).toEqual([
      expect.objectContaining({ code: 'DOCUMENT_EXPIRED', message: expect.stringContaining('李过期') }),
    ]);
  });

  it('refuses a traveller booked twice on one flight, and a fourth unpaid order, as userErrors', async () => {
    const shopper = await login();
    const zhou = await traveller(shopper, '周重复', '1983-03-03');
    const [fare] = await economyFares(shopper, 'BJS', 'SHA', 13);
    const first = await createOk(shopper, bookingInput([fare!.id], [zhou]));
    const twice = await create(shopper, bookingInput([fare!.id], [zhou]));
    expect(twice.errors).toBeUndefined();
    expect(twice.data!.createFlightOrder).toEqual({
      order: null,
      userErrors: [
        { code: 'DUPLICATE_BOOKING', message: '旅客周重复已有同一天该航班的订单，请勿重复预订', field: null },
      ],
    });
    // Two more days make three unpaid orders; the fourth waits until one of them is paid.
    for (const days of [14, 15]) {
      const [other] = await economyFares(shopper, 'BJS', 'SHA', days);
      await createOk(shopper, bookingInput([other!.id], [zhou]));
    }
    const [fourth] = await economyFares(shopper, 'BJS', 'SHA', 16);
    const refused = await create(shopper, bookingInput([fourth!.id], [zhou]));
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.createFlightOrder).toEqual({
      order: null,
      userErrors: [
        { code: 'UNPAID_ORDER_LIMIT', message: '您已有3笔待支付订单，请先支付或取消后再预订', field: null },
      ],
    });
    await payAtCashier(shopper, first.orderNo);
    await createOk(shopper, bookingInput([fourth!.id], [zhou]));
  });

  it('refuses malformed input before any upstream call', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 13);
    const cases: [Record<string, unknown>, string[]][] = [
      [bookingInput([fare!.id], [adult], { idempotencyKey: 'short' }), ['input', 'idempotencyKey']],
      [bookingInput([fare!.id], [adult], { idempotencyKey: 'has space in it' }), ['input', 'idempotencyKey']],
      [bookingInput([fare!.id], ['abc']), ['input', 'passengers']],
      [bookingInput([fare!.id], [adult, adult]), ['input', 'passengers']],
      [
        bookingInput(
          [fare!.id],
          Array.from({ length: 10 }, (_, i) => String(i + 1)),
        ),
        ['input', 'passengers'],
      ],
      [bookingInput([fare!.id, fare!.id, fare!.id], [adult]), ['input', 'fareIds']],
      [bookingInput([], [adult]), ['input', 'fareIds']],
      [
        bookingInput([fare!.id], [adult], { contact: { name: ' ', mobile: '13612345678' } }),
        ['input', 'contact', 'name'],
      ],
      [
        bookingInput([fare!.id], [adult], {
          contact: { name: '李四', mobile: '13612345678', email: 'no-at' },
        }),
        ['input', 'contact', 'email'],
      ],
    ];
    for (const [input, field] of cases) {
      const calls = await upstreamCalls(async () => {
        const res = await create(me, input);
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      });
      expect(calls).toEqual([]);
    }
    const anonymous = await stack.client().gql(CREATE, { input: bookingInput([fare!.id], [adult]) });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('the order list', () => {
  const LIST = `query L($size: Int!) { orders(tab: FLIGHT, pageSize: $size) { total items { ${ORDER_FIELDS} } } }`;

  async function listCalls(member: Member, size: number): Promise<{ calls: string[]; items: FlightOrder[] }> {
    let items: FlightOrder[] = [];
    const calls = await upstreamCalls(async () => {
      const res = await member.client.gql<{ orders: { items: FlightOrder[] } }>(LIST, { size });
      expect(res.errors).toBeUndefined();
      items = res.data!.orders.items;
    });
    return { calls, items };
  }

  it('makes the same number of upstream calls for 1 and for 20 flight orders', async () => {
    const one = await login();
    const twenty = await login();
    const oneAdult = await traveller(one, '王单个', '1990-01-01');
    const manyAdult = await traveller(twenty, '王多个', '1991-01-01');
    const fares = await economyFares(one, 'BJS', 'SHA', 7, 3);
    await createOk(one, bookingInput([fares[0]!.id], [oneAdult]));
    // Each cancelled once made: a member holds three unpaid orders at most, and a traveller one
    // live booking of a flight. Cancelled orders are listed with their flights all the same.
    for (let i = 0; i < 20; i++) {
      const order = await createOk(twenty, bookingInput([fares[i % fares.length]!.id], [manyAdult]));
      await cancel(twenty, order.orderNo);
    }
    const single = await listCalls(one, 20);
    const page = await listCalls(twenty, 20);
    expect(single.items).toHaveLength(1);
    expect(page.items).toHaveLength(20);
    expect(page.items.every((o) => o.segments.length === 1 && o.passengers[0]!.name === '王多个')).toBe(true);
    expect(page.calls.length).toBe(single.calls.length);
    // One list call and one batch detail call for the whole page.
    expect(page.calls.filter((c) => c === '/v2/flightOrder/details')).toHaveLength(1);
    expect(page.calls.filter((c) => c === '/api/order/list')).toHaveLength(1);
  });
});

describe('refunds and changes', () => {
  let me: Member;
  let adult: string;
  beforeAll(async () => {
    me = await login();
    adult = await traveller(me, '周退改', '1984-05-05');
  });

  it('quotes and applies a refund: the fee is shown and the order is REFUNDING', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 9);
    const order = await createOk(me, bookingInput([fare!.id], [adult]));
    await payAtCashier(me, order.orderNo);
    const quote = await me.client.gql<{
      flightRefundQuote: {
        hoursBeforeDeparture: number;
        ruleText: string;
        paid: { fen: number };
        fee: { fen: number };
        amount: { fen: number };
      };
    }>(
      'query R($no: String!) { flightRefundQuote(orderNo: $no) { hoursBeforeDeparture ruleText paid { fen } fee { fen } amount { fen } } }',
      { no: order.orderNo },
    );
    const terms = quote.data!.flightRefundQuote;
    expect(terms.hoursBeforeDeparture).toBeGreaterThan(7 * 24);
    expect(terms.ruleText).toContain('起飞前7天');
    expect(terms.paid.fen).toBe(order.total.fen);
    expect(terms.amount.fen).toBe(terms.paid.fen - terms.fee.fen);
    const res = await me.client.gql<{
      applyFlightRefund: {
        refund: {
          refundNo: string;
          status: string;
          fee: { fen: number };
          amount: { fen: number };
          reason: string;
          passengers: { ticketStatus: string }[];
          refundedAt: string | null;
        } | null;
        order: { status: string; statusText: string } | null;
        userErrors: UserError[];
      };
    }>(
      `mutation A($input: ApplyFlightRefundInput!) { applyFlightRefund(input: $input) {
        refund { refundNo status fee { fen } amount { fen } reason passengers { ticketStatus } refundedAt }
        order { status statusText } userErrors { code message } } }`,
      { input: { orderNo: order.orderNo, reason: '行程取消' } },
    );
    const applied = res.data!.applyFlightRefund;
    expect(applied.userErrors).toEqual([]);
    expect(applied.refund).toMatchObject({
      status: 'PROCESSING',
      fee: { fen: terms.fee.fen },
      amount: { fen: terms.amount.fen },
      reason: '行程取消',
      passengers: [{ ticketStatus: 'REFUNDING' }],
      refundedAt: null,
    });
    expect(applied.order).toEqual({ status: 'REFUNDING', statusText: '退票中' });
    const again = await me.client.gql<{ applyFlightRefund: { refund: null; userErrors: UserError[] } }>(
      'mutation A($input: ApplyFlightRefundInput!) { applyFlightRefund(input: $input) { refund { refundNo } userErrors { code } } }',
      { input: { orderNo: order.orderNo, reason: '再退一次' } },
    );
    expect(again.data!.applyFlightRefund).toEqual({
      refund: null,
      userErrors: [{ code: 'REFUND_NOT_ALLOWED' }],
    });
    const byNumber = await me.client.gql<{ flightRefund: { refundNo: string; orderNo: string } | null }>(
      'query F($no: String!) { flightRefund(refundNo: $no) { refundNo orderNo } }',
      { no: applied.refund!.refundNo },
    );
    expect(byNumber.data!.flightRefund).toEqual({
      refundNo: applied.refund!.refundNo,
      orderNo: order.orderNo,
    });
    const stranger = await login();
    const hidden = await stranger.client.gql<{ flightRefund: null }>(
      'query F($no: String!) { flightRefund(refundNo: $no) { refundNo } }',
      {
        no: applied.refund!.refundNo,
      },
    );
    expect(hidden.data!.flightRefund).toBeNull();
  });

  it('changes to another day: options, apply, confirm, and the change on the order', async () => {
    const fares = await economyFares(me, 'BJS', 'SHA', 15);
    const order = await createOk(me, bookingInput([fares[0]!.id], [adult]));
    await payAtCashier(me, order.orderNo);
    const date = addDays(todayInShanghai(), 16);
    const options = await me.client.gql<{
      flightChangeOptions: {
        flight: { id: string };
        fare: { id: string; cabinClass: string };
        priceDifference: { fen: number };
        changeFee: { fen: number };
        total: { fen: number };
      }[];
    }>(
      `query O($no: String!, $date: Date!) { flightChangeOptions(orderNo: $no, date: $date) {
        flight { id } fare { id cabinClass } priceDifference { fen } changeFee { fen } total { fen } } }`,
      { no: order.orderNo, date },
    );
    expect(options.errors).toBeUndefined();
    const list = options.data!.flightChangeOptions;
    expect(list.length).toBeGreaterThan(0);
    for (const o of list) {
      expect(o.fare.cabinClass).toBe('ECONOMY');
      expect(o.priceDifference.fen).toBeGreaterThanOrEqual(0);
      expect(o.total.fen).toBe(o.priceDifference.fen + o.changeFee.fen);
    }
    const chosen = list[0]!;
    const applied = await me.client.gql<{
      applyFlightChange: {
        change: { changeNo: string; status: string; to: { flightNo: string }; total: { fen: number } } | null;
        userErrors: UserError[];
      };
    }>(
      `mutation A($input: ApplyFlightChangeInput!) { applyFlightChange(input: $input) {
        change { changeNo status to { flightNo } total { fen } } userErrors { code message } } }`,
      { input: { orderNo: order.orderNo, fareId: chosen.fare.id } },
    );
    const change = applied.data!.applyFlightChange.change!;
    expect(change.status).toBe('PENDING_CONFIRM');
    expect(change.total.fen).toBe(chosen.total.fen);
    const confirmed = await confirmChange(me, change.changeNo);
    const after = confirmed.data!.confirmFlightChange.change!;
    if (change.total.fen === 0) {
      expect(after).toEqual({ status: 'CHANGED', payOrderNo: null });
    } else {
      expect(after.status).toBe('PENDING_PAYMENT');
      await payAtCashier(me, after.payOrderNo!);
    }
    const done = await me.client.gql<{
      flightChange: { status: string; from: { flightNo: string }; to: { flightNo: string } };
    }>('query C($no: String!) { flightChange(changeNo: $no) { status from { flightNo } to { flightNo } } }', {
      no: change.changeNo,
    });
    expect(done.data!.flightChange.status).toBe('CHANGED');
    const changed = await readOrder(me, order.orderNo);
    expect(changed.segments[0]!.flightNo).toBe(done.data!.flightChange.to.flightNo);
    expect(changed.changes).toEqual([{ changeNo: change.changeNo, status: 'CHANGED' }]);
    expect(changed.passengers[0]!.ticketStatus).toBe('CHANGED');
  });

  it('confirms a change with money due whatever key the shopper booked another trip with', async () => {
    const [fare] = await economyFares(me, 'BJS', 'SHA', 20);
    const order = await createOk(me, bookingInput([fare!.id], [adult]));
    await payAtCashier(me, order.orderNo);
    const options = await me.client.gql<{
      flightChangeOptions: { fare: { id: string }; total: { fen: number } }[];
    }>(
      'query O($no: String!, $date: Date!) { flightChangeOptions(orderNo: $no, date: $date) { fare { id } total { fen } } }',
      { no: order.orderNo, date: addDays(todayInShanghai(), 21) },
    );
    const dearest = [...options.data!.flightChangeOptions].sort((a, b) => b.total.fen - a.total.fen)[0]!;
    expect(dearest.total.fen).toBeGreaterThan(0);
    const applied = await me.client.gql<{ applyFlightChange: { change: { changeNo: string } } }>(
      'mutation A($input: ApplyFlightChangeInput!) { applyFlightChange(input: $input) { change { changeNo } userErrors { code } } }',
      { input: { orderNo: order.orderNo, fareId: dearest.fare.id } },
    );
    const changeNo = applied.data!.applyFlightChange.change.changeNo;
    // The key is the shopper's to choose, the change's own number in it included.
    const [other] = await economyFares(me, 'BJS', 'SHA', 22);
    const trip = await createOk(
      me,
      bookingInput([other!.id], [adult], { idempotencyKey: `change-${changeNo}` }),
    );
    const confirmed = await confirmChange(me, changeNo);
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmFlightChange).toEqual({
      change: { status: 'PENDING_PAYMENT', payOrderNo: expect.stringMatching(/^\d{16}$/) },
      userErrors: [],
    });
    expect(confirmed.data!.confirmFlightChange.change!.payOrderNo).not.toBe(trip.orderNo);
    await payAtCashier(me, confirmed.data!.confirmFlightChange.change!.payOrderNo!);
  });
});

describe('the e-invoice after a partial refund', () => {
  it('is for what was paid less what was refunded', async () => {
    const shopper = await login();
    const wu = await traveller(shopper, '吴一', '1981-01-01');
    const zheng = await traveller(shopper, '郑二', '1982-02-02');
    const [fare] = await economyFares(shopper, 'BJS', 'SHA', 2, 2);
    const order = await createOk(shopper, bookingInput([fare!.id], [wu, zheng]));
    await payAtCashier(shopper, order.orderNo);
    const refunded = await shopper.client.gql<{
      applyFlightRefund: { refund: { amount: { fen: number } } | null; userErrors: UserError[] };
    }>(
      `mutation A($input: ApplyFlightRefundInput!) { applyFlightRefund(input: $input) {
        refund { amount { fen } } userErrors { code message } } }`,
      { input: { orderNo: order.orderNo, passengerIds: [order.passengers[0]!.id], reason: '行程有变' } },
    );
    const refund = refunded.data!.applyFlightRefund.refund!;
    expect(refund.amount.fen).toBeGreaterThan(0);
    const title = await shopper.client.gql<{ saveInvoiceTitle: { invoiceTitle: { id: string } } }>(
      'mutation S($input: SaveInvoiceTitleInput!) { saveInvoiceTitle(input: $input) { invoiceTitle { id } userErrors { code } } }',
      { input: { kind: 'PERSONAL', name: '吴一' } },
    );
    // The refund's money back (10 minutes), then the trip over: the stand-in's clock, moved back after.
    const ahead = 4 * 86_400_000;
    stack.advance(ahead);
    try {
      const invoice = await shopper.client.gql<{
        requestEInvoice: { invoice: { amount: { fen: number } } | null; userErrors: UserError[] };
      }>(
        `mutation R($input: RequestEInvoiceInput!) { requestEInvoice(input: $input) {
          invoice { amount { fen } } userErrors { code message } } }`,
        {
          input: {
            orderNo: order.orderNo,
            invoiceTitleId: title.data!.saveInvoiceTitle.invoiceTitle.id,
            email: 'wu@example.com',
          },
        },
      );
      expect(invoice.data!.requestEInvoice).toEqual({
        invoice: { amount: { fen: order.total.fen - refund.amount.fen } },
        userErrors: [],
      });
    } finally {
      stack.advance(-ahead);
    }
  });
});
