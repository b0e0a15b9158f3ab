// Hotel orders on the stand-in: the price of a stay, stock on every night, booking rules and their
// refusals (each holding nothing), the idempotency key, the order service's pay, cancel and deadline,
// refunds by the plan's rule and time, and Asia/Shanghai dates with the process in another zone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiInstant } from '../src/time.ts';
import { pay } from './flightOrderHelpers.ts';
import { call, loginByCode, startServer, type TestServer } from './helpers.ts';
import {
  book,
  booked,
  detailOf,
  genericOrder,
  leftOf,
  newKey,
  planWith,
  stayDates,
  totalHeld,
  v2,
  type HotelOrder,
  type Member,
} from './hotelOrderHelpers.ts';

// Every date rule must hold in Asia/Shanghai whatever the process's zone: run in one where the
// calendar day differs from Shanghai's for most of the day.
process.env.TZ = 'America/Los_Angeles';

let t: TestServer;
let mobiles = 0;
async function member(): Promise<Member> {
  const login = await loginByCode(t.server, `136${String(++mobiles).padStart(8, '0')}`);
  return { token: login.token, id: login.userinfo.id };
}

async function orderCount(): Promise<number> {
  const [row] = await t.server.db.query<{ n: number }>('select count(*)::int as n from hotel_orders');
  return row!.n;
}

async function cancel(m: Member, orderNo: string) {
  return call(t.server, 'POST', '/api/order/cancel', { token: m.token, form: { order_no: orderNo } });
}

beforeAll(async () => {
  t = await startServer();
});
afterAll(() => t.server.close());

describe('the price and stock of a stay', () => {
  let me: Member;
  beforeAll(async () => {
    me = await member();
  });
  afterEach(async () => {
    // A member may hold three unpaid orders: clear them between tests.
    const list = await call<{ list: { order_no: string }[] }>(t.server, 'GET', '/api/order/list', {
      token: me.token,
      form: { status: 'unpaid', pageSize: '50' },
    });
    for (const o of list.data.list) await cancel(me, o.order_no);
  });

  it('prices a stay as the sum of its nights, times the rooms, in the quote, the order and its charges', async () => {
    const stay = stayDates(t.clock.ms, 2, 3);
    const { plan } = await planWith(t.server, 'free', stay);
    expect(plan.nights.map((n) => n.date)).toEqual(
      [0, 1, 2].map((i) => stayDates(t.clock.ms, 2 + i, 1).check_in),
    );
    expect(plan.total_fen).toBe(plan.nights.reduce((s, n) => s + n.price_fen, 0));
    expect(plan.average_fen).toBe(Math.ceil(plan.total_fen / 3 / 100) * 100);
    const quote = await v2<{ total_fen: number; charges: HotelOrder['charges']; nights_count: number }>(
      t.server,
      me,
      '/hotelOrder/quote',
      { plan_id: plan.id, ...stay, rooms: 2 },
    );
    expect(quote.flag).toBe(0);
    expect(quote.data.nights_count).toBe(3);
    expect(quote.data.total_fen).toBe(plan.total_fen * 2);
    expect(quote.data.charges).toEqual(
      plan.nights.map((n) => ({
        date: n.date,
        price_fen: n.price_fen,
        rooms: 2,
        amount_fen: n.price_fen * 2,
      })),
    );
    const order = await booked(t.server, me, {
      planId: plan.id,
      stay,
      rooms: 2,
      expectedTotalFen: quote.data.total_fen,
    });
    expect(order.total_fen).toBe(quote.data.total_fen);
    expect(order.charges).toEqual(quote.data.charges);
    expect(order.charges.reduce((s, c) => s + c.amount_fen, 0)).toBe(order.total_fen);
    const generic = await genericOrder(t.server, me, order.order_no);
    expect(generic).toMatchObject({ order_type: 3, status: 'unpaid', status_text: '待支付' });
  });

  it('holds the rooms on every night of the stay, and gives them all back on cancel', async () => {
    const stay = stayDates(t.clock.ms, 4, 3);
    const { plan } = await planWith(t.server, 'free', stay);
    const before = await leftOf(t.server, plan.id, stay);
    // A longer stay over the same nights and one more sees the rooms go on the common nights only.
    const wider = stayDates(t.clock.ms, 3, 5);
    const widerBefore = await leftOf(t.server, plan.id, wider);
    const order = await booked(t.server, me, { planId: plan.id, stay, rooms: 2 });
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n - 2));
    expect(await leftOf(t.server, plan.id, wider)).toEqual(
      widerBefore.map((n, i) => (i >= 1 && i <= 3 ? n - 2 : n)),
    );
    expect((await cancel(me, order.order_no)).flag).toBe(0);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before);
  });

  it('refuses a booking short of rooms on one night (2801, naming it) and holds nothing on the others', async () => {
    const stay = stayDates(t.clock.ms, 6, 3);
    const { plan, roomType } = await planWith(t.server, 'free', stay);
    const [, middle] = plan.nights;
    // Leave one room of the type on the middle night.
    await t.server.db.query(
      `insert into hotel_room_nights (room_type_id, night, capacity, held) values ($1, $2, $3, $4)`,
      [roomType.id, middle!.date, middle!.rooms_left, middle!.rooms_left - 1],
    );
    const held = await totalHeld(t.server);
    const orders = await orderCount();
    const refused = await book(t.server, me, { planId: plan.id, stay, rooms: 2 });
    expect(refused.flag).toBe(2801);
    expect(refused.msg).toContain(
      `${Number(middle!.date.slice(5, 7))}月${Number(middle!.date.slice(8))}日仅剩1间`,
    );
    expect(await totalHeld(t.server)).toBe(held);
    expect(await orderCount()).toBe(orders);
    const quote = await v2(t.server, me, '/hotelOrder/quote', { plan_id: plan.id, ...stay, rooms: 2 });
    expect(quote.flag).toBe(2801);
    // One room still goes, and then the night is full.
    await booked(t.server, me, { planId: plan.id, stay, rooms: 1 });
    expect((await leftOf(t.server, plan.id, stay))[1]).toBe(0);
    expect((await book(t.server, me, { planId: plan.id, stay, rooms: 1 })).msg).toContain('已满房');
  });

  it('answers the same order for the same key, in turn and at the same moment, holding the rooms once', async () => {
    const stay = stayDates(t.clock.ms, 8, 2);
    const { plan } = await planWith(t.server, 'none', stay);
    const before = await leftOf(t.server, plan.id, stay);
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => book(t.server, me, { key, planId: plan.id, stay })),
    );
    const again = await book(t.server, me, { key, planId: plan.id, stay });
    expect([...answers, again].map((a) => a.flag)).toEqual([0, 0, 0, 0]);
    expect(new Set([...answers, again].map((a) => a.data.order_no)).size).toBe(1);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n - 1));
  });
});

describe('bad input: each refusal has its flag and holds nothing', () => {
  let me: Member;
  let planId: string;
  let arrival: string;
  beforeAll(async () => {
    me = await member();
    const { plan } = await planWith(t.server, 'free', stayDates(t.clock.ms, 1, 1));
    planId = plan.id;
    arrival = plan.arrival_times[0]!;
  });

  const cases: [string, number, () => Parameters<typeof book>[2], RegExp][] = [
    ['a past arrival date', 2702, () => ({ planId, stay: stayDates(t.clock.ms, -1, 2) }), /已过/],
    [
      'an arrival beyond today + 90',
      2702,
      () => ({ planId, stay: stayDates(t.clock.ms, 91, 1) }),
      /及以前入住/,
    ],
    [
      'a check-out before the check-in',
      2702,
      () => {
        const s = stayDates(t.clock.ms, 5, 1);
        return { planId, stay: { check_in: s.check_out, check_out: s.check_in } };
      },
      /离店日期须晚于入住日期/,
    ],
    ['a stay over 28 nights', 2702, () => ({ planId, stay: stayDates(t.clock.ms, 1, 29) }), /最多预订28晚/],
    ['more than 10 rooms', 2001, () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), rooms: 11 }), /1到10间/],
    ['an unknown plan', 2703, () => ({ planId: `${planId}9`, stay: stayDates(t.clock.ms, 1, 1) }), /不存在/],
    [
      'a malformed guest name',
      2802,
      () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), guests: [{ room: 1, name: '张3' }] }),
      /张3.*不正确/,
    ],
    [
      'a room without a guest',
      2802,
      () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), rooms: 2, guests: [{ room: 1, name: '张三' }] }),
      /第2间房/,
    ],
    [
      'more guests than the room takes',
      2802,
      () => ({
        planId,
        stay: stayDates(t.clock.ms, 1, 1),
        guests: ['张三', '李四', '王五', '赵六'].map((name) => ({ room: 1, name })),
      }),
      /最多入住/,
    ],
    [
      'an arrival time the plan does not offer',
      2804,
      () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), arrivalTime: '03:00' }),
      /最晚到店时间/,
    ],
    [
      'a malformed contact mobile',
      2805,
      () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), contact: { name: '张三', mobile: '2380013800' } }),
      /手机号/,
    ],
    [
      'a stale total',
      2803,
      () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), expectedTotalFen: 1 }),
      /价格已变为¥/,
    ],
    [
      'a NUL byte in a guest name',
      2001,
      () => ({ planId, stay: stayDates(t.clock.ms, 1, 1), guests: [{ room: 1, name: '张\u0000三' }] }),
      /控制字符/,
    ],
  ];

  for (const [what, flag, options, message] of cases) {
    it(`refuses ${what} (${flag})`, async () => {
      const held = await totalHeld(t.server);
      const orders = await orderCount();
      const answer = await book(t.server, me, { arrivalTime: arrival, ...options() });
      expect(answer.flag).toBe(flag);
      expect(answer.msg).toMatch(message);
      expect(answer.data).toBeNull();
      expect(await totalHeld(t.server)).toBe(held);
      expect(await orderCount()).toBe(orders);
    });
  }

  it('accepts a foreign name in letters and special requests, and keeps them', async () => {
    const stay = stayDates(t.clock.ms, 1, 1);
    const order = await booked(t.server, me, {
      planId,
      stay,
      arrivalTime: arrival,
      guests: [
        { room: 1, name: 'SMITH/JOHN' },
        { room: 1, name: 'Mary Smith' },
      ],
      specialRequests: '高楼层，安静房间',
    });
    expect(order.guests).toEqual([
      { room: 1, name: 'SMITH/JOHN' },
      { room: 1, name: 'Mary Smith' },
    ]);
    expect((await cancel(me, order.order_no)).flag).toBe(0);
  });
});

describe('paying, the deadline and the stay', () => {
  it('lets the payment deadline cancel an unpaid order and return every night', async () => {
    const me = await member();
    const stay = stayDates(t.clock.ms, 10, 2);
    const { plan } = await planWith(t.server, 'free', stay);
    const before = await leftOf(t.server, plan.id, stay);
    const order = await booked(t.server, me, { planId: plan.id, stay, rooms: 3 });
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n - 3));
    t.clock.advance(31 * 60);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n - 3));
    // Any read of orders applies the order clock: the order lapses and its nights return.
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'cancelled',
      status_text: '已取消',
    });
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before);
    // Paying it now is refused, and a second cancel returns nothing more.
    const paying = await call(t.server, 'POST', '/v2/pay/create', {
      token: me.token,
      json: { order_no: order.order_no, method: 'wechat' },
    });
    expect(paying.flag).not.toBe(0);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before);
  });

  it('confirms a paid order (待入住) and finishes it after 12:00 on the check-out day', async () => {
    const me = await member();
    const stay = stayDates(t.clock.ms, 1, 1);
    const { plan } = await planWith(t.server, 'first_night', stay);
    const order = await booked(t.server, me, { planId: plan.id, stay });
    expect(order.confirmation_no).toBeNull();
    await pay(t.server, me, order.order_no);
    expect((await detailOf(t.server, me, order.order_no)).confirmation_no).toMatch(/^HC\d{8}$/);
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'paid',
      status_text: '待入住',
    });
    t.clock.ms = shanghaiInstant(stay.check_out, '11:59').getTime();
    expect((await genericOrder(t.server, me, order.order_no)).status).toBe('paid');
    t.clock.ms = shanghaiInstant(stay.check_out, '12:00').getTime();
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'finished',
      status_text: '已完成',
    });
    t.clock.ms = Date.now();
  });
});

describe('refunds by the plan', () => {
  async function paidOrder(rule: 'free' | 'first_night' | 'none', fromDay: number, rooms = 2) {
    const me = await member();
    const stay = stayDates(t.clock.ms, fromDay, 2);
    const { plan } = await planWith(t.server, rule, stay);
    const order = await booked(t.server, me, { planId: plan.id, stay, rooms });
    await pay(t.server, me, order.order_no);
    return { me, stay, plan, order };
  }
  const refundQuote = (me: Member, orderNo: string) =>
    v2<{ refundable: boolean; paid_fen: number; fee_fen: number; amount_fen: number; rule_text: string }>(
      t.server,
      me,
      '/hotelOrder/refundQuote',
      { order_no: orderNo },
    );
  const apply = (me: Member, orderNo: string) =>
    v2<{ refund: NonNullable<HotelOrder['refund']> }>(t.server, me, '/hotelOrder/refundApply', {
      order_no: orderNo,
      reason: '行程有变',
    });

  afterEach(() => {
    t.clock.ms = Date.now();
  });

  it('refunds a free plan in full before its deadline, returns the nights at once and the money 10 minutes later', async () => {
    const { me, stay, plan, order } = await paidOrder('free', 12);
    const before = await leftOf(t.server, plan.id, stay);
    expect((await genericOrder(t.server, me, order.order_no)).actions.can_refund).toBe(true);
    const quote = await refundQuote(me, order.order_no);
    expect(quote.data).toMatchObject({
      refundable: true,
      paid_fen: order.total_fen,
      fee_fen: 0,
      amount_fen: order.total_fen,
    });
    expect(quote.data.rule_text).toContain('全额退款');
    const applied = await apply(me, order.order_no);
    expect(applied.flag).toBe(0);
    expect(applied.data.refund).toMatchObject({
      status: 'processing',
      fee_fen: 0,
      amount_fen: order.total_fen,
      refunded_at: null,
    });
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n + 2));
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'refunding',
      status_text: '退款中',
    });
    // A second application is refused and returns nothing more.
    expect((await apply(me, order.order_no)).flag).toBe(2806);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n + 2));
    t.clock.advance(10 * 60);
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'refunded',
      status_text: '已退款',
    });
    expect((await detailOf(t.server, me, order.order_no)).refund).toMatchObject({ status: 'refunded' });
  });

  it('keeps the first night × rooms of a free plan after its deadline, until the arrival day ends', async () => {
    const { me, order } = await paidOrder('free', 2, 2);
    const firstNight = order.charges[0]!.price_fen * 2;
    t.clock.ms = shanghaiInstant(order.check_in, '18:30').getTime();
    const quote = await refundQuote(me, order.order_no);
    expect(quote.data).toMatchObject({
      refundable: true,
      fee_fen: firstNight,
      amount_fen: order.total_fen - firstNight,
    });
    expect(quote.data.rule_text).toContain('已过免费取消时间');
    t.clock.ms = shanghaiInstant(order.check_in, '23:59').getTime() + 59_000;
    const applied = await apply(me, order.order_no);
    expect(applied.data.refund).toMatchObject({
      fee_fen: firstNight,
      amount_fen: order.total_fen - firstNight,
    });
  });

  it('always keeps the first night × rooms of a first-night plan, and refuses after the arrival day', async () => {
    const { me, order } = await paidOrder('first_night', 3, 2);
    const firstNight = order.charges[0]!.price_fen * 2;
    expect((await refundQuote(me, order.order_no)).data).toMatchObject({ fee_fen: firstNight });
    t.clock.ms = shanghaiInstant(order.check_out, '00:00').getTime();
    const late = await refundQuote(me, order.order_no);
    expect(late.flag).toBe(2806);
    expect(late.msg).toContain('已过入住日');
    expect((await genericOrder(t.server, me, order.order_no)).actions.can_refund).toBe(false);
  });

  it('refuses to refund a non-refundable plan (2807) and says why in the quote', async () => {
    const { me, stay, plan, order } = await paidOrder('none', 14);
    const before = await leftOf(t.server, plan.id, stay);
    expect(await refundQuote(me, order.order_no).then((a) => a.data)).toMatchObject({
      refundable: false,
      amount_fen: 0,
      rule_text: '该房型不可取消',
    });
    const applied = await apply(me, order.order_no);
    expect(applied.flag).toBe(2807);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before);
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'paid',
      actions: { can_refund: false },
    });
  });

  it('refuses the refund of an unpaid order (2806) and of another member’s (2501)', async () => {
    const me = await member();
    const stay = stayDates(t.clock.ms, 15, 1);
    const { plan } = await planWith(t.server, 'free', stay);
    const order = await booked(t.server, me, { planId: plan.id, stay });
    expect((await apply(me, order.order_no)).flag).toBe(2806);
    expect((await apply(await member(), order.order_no)).flag).toBe(2501);
    expect(
      (
        await v2<{ list: unknown[] }>(t.server, await member(), '/hotelOrder/details', {
          order_nos: [order.order_no],
        })
      ).data.list,
    ).toEqual([]);
  });
});

describe('dates are Asia/Shanghai whatever the process zone', () => {
  it('takes today as Shanghai’s today when the process is in America/Los_Angeles', async () => {
    // 01:30 in Shanghai is 09:30 of the day before in Los Angeles (and 17:30 UTC).
    const base = new Date(Date.now() + 86_400_000);
    const instant = Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), 17, 30);
    t.clock.ms = instant;
    const shanghaiToday = new Date(instant + 8 * 3600_000).toISOString().slice(0, 10);
    const localToday = `${new Date(instant).getFullYear()}-${String(new Date(instant).getMonth() + 1).padStart(2, '0')}-${String(new Date(instant).getDate()).padStart(2, '0')}`;
    expect(localToday).not.toBe(shanghaiToday); // the zone took effect
    const me = await member();
    const { plan } = await planWith(t.server, 'free', {
      check_in: shanghaiToday,
      check_out: stayDates(instant, 1, 1).check_in,
    });
    const past = await book(t.server, me, {
      planId: plan.id,
      stay: { check_in: localToday, check_out: shanghaiToday },
    });
    expect(past.flag).toBe(2702);
    const tonight = await booked(t.server, me, {
      planId: plan.id,
      stay: { check_in: shanghaiToday, check_out: stayDates(instant, 1, 1).check_in },
    });
    expect(tonight.check_in).toBe(shanghaiToday);
    // The free deadline is 18:00 Shanghai time on the arrival day, whatever the zone.
    expect((await detailOf(t.server, me, tonight.order_no)).check_in).toBe(shanghaiToday);
    const rooms = await v2(t.server, me, '/hotelOrder/quote', {
      plan_id: plan.id,
      check_in: shanghaiToday,
      check_out: stayDates(instant, 1, 1).check_in,
      rooms: 1,
    });
    expect((rooms.data as { plan: { cancel_deadline: string } }).plan.cancel_deadline).toBe(
      `${shanghaiToday}T18:00:00+08:00`,
    );
    t.clock.ms = Date.now();
  });
});
