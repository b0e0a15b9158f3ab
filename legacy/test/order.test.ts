// The generic order service: list by tab and status, detail, cancel, delete, countdown, the unpaid
// count, and the order clock (deadline cancels, finished trips) with the product hooks it calls.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyOrderClock, withOrderClock } from '../src/domains/order/clock.ts';
import { registerOrderHooks, type OrderRow } from '../src/domains/order/hooks.ts';
import type { Queryable } from '../src/db/types.ts';
import { insertOrder, type NewOrder } from '../src/domains/order/store.ts';
import { LegacyError } from '../src/core/errors.ts';
import { call, loginByCode, startServer, type TestServer } from './helpers.ts';

// Type 7 (special goods) has no product in this issue: the tests own its hooks.
const TEST_TYPE = 7;
// The server is shared by the tests of this file, so the hooks note whose order it was.
const seen = { cancelled: [] as { orderNo: string; memberId: number }[], describeCalls: [] as string[][] };
let failCancel = false;
registerOrderHooks([TEST_TYPE], {
  async onCancelled(tx, order) {
    // Written in the cancelling transaction: if the cancel rolls back, so does this row.
    await tx.query('insert into test_stock_returns (order_no) values ($1)', [order.order_no]);
    if (failCancel) throw new LegacyError(9999, 'stock service down');
    seen.cancelled.push({ orderNo: order.order_no, memberId: order.member_id });
  },
  async describe(_db, orders) {
    seen.describeCalls.push(orders.map((o) => o.order_no));
    return new Map(
      orders.map((o) => [
        o.order_no,
        { statusText: o.status === 'paid' ? '已发货' : undefined, canRefund: o.status === 'paid' },
      ]),
    );
  },
});

interface GenericOrder {
  order_no: string;
  order_type: number;
  status: string;
  status_text: string;
  title: string;
  subtitle: string | null;
  travel_date: string | null;
  total_fen: number;
  created_at: string;
  pay_deadline: string | null;
  pay_remaining_seconds: number | null;
  actions: Record<string, boolean>;
}
interface Page {
  list: GenericOrder[];
  total: number;
  pageNum: number;
  pageSize: number;
}

// One server for the file (starting one is the slow part); each test is a new member.
let t: TestServer;
let token: string;
let memberId: number;
let mobiles = 0;
const nextMobile = () => `137${String(++mobiles).padStart(8, '0')}`;
beforeAll(async () => {
  t = await startServer();
  // Where the test product "returns stock": a write inside the cancelling transaction.
  await t.server.db.query('create table test_stock_returns (order_no text not null)');
});
afterAll(async () => {
  await t.server.close();
});
beforeEach(async () => {
  const login = await loginByCode(t.server, nextMobile());
  token = login.token;
  memberId = login.userinfo.id;
  seen.cancelled = [];
  seen.describeCalls = [];
  failCancel = false;
});

/** An order made now (by the test clock), a second after the previous one so the order is stable. */
async function order(overrides: Partial<NewOrder> & { status?: string } = {}): Promise<OrderRow> {
  t.clock.advance(1);
  const { status, ...rest } = overrides;
  const row = await insertOrder(t.server.db, {
    memberId,
    orderType: TEST_TYPE,
    totalFen: 12_345,
    title: '测试商品',
    subtitle: '规格 A',
    travelDate: '2030-01-01',
    now: t.clock.ms,
    ...rest,
  });
  if (!row) throw new Error('order not inserted');
  if (status)
    await t.server.db.query('update orders set status = $2 where order_no = $1', [row.order_no, status]);
  return { ...row, status: (status ?? row.status) as OrderRow['status'] };
}

/** Orders of this test's member whose stock the product was told to take back, in order. */
const returned = () => seen.cancelled.filter((c) => c.memberId === memberId).map((c) => c.orderNo);

const list = (params: Record<string, string> = {}) =>
  call<Page>(t.server, 'GET', '/api/order/list', { token, form: params });

describe('order list', () => {
  it('needs a member', async () => {
    expect((await call(t.server, 'GET', '/api/order/list')).flag).toBe(1001);
  });

  it('filters by the tabs of spec §3 and by status, newest first, with paging and the total', async () => {
    // A member holds three unpaid orders at most: the others are over, each in its own status (and
    // each was paid or cancelled before the next booking, as a shopper at the limit would).
    const intl = await order({ orderType: 2 });
    const domestic = await order({ orderType: 8 });
    const hotel = await order({ orderType: 18, status: 'finished' });
    const train = await order({ orderType: 20, status: 'cancelled' });
    const paid = await order({ status: 'paid' });
    const refunded = await order({ status: 'refunded' });
    const visa = await order({ orderType: 6 });

    const all = await list();
    expect(all.flag).toBe(0);
    expect(all.data.total).toBe(7);
    expect(all.data.list.map((o) => o.order_no)).toEqual(
      [visa, refunded, paid, train, hotel, domestic, intl].map((o) => o.order_no),
    );

    const tab = async (n: number) => (await list({ tab: String(n) })).data.list.map((o) => o.order_no);
    expect(await tab(1)).toEqual([domestic.order_no, intl.order_no]);
    expect(await tab(2)).toEqual([hotel.order_no]);
    expect(await tab(3)).toEqual([train.order_no]);
    expect(await tab(4)).toEqual([]);
    expect(await tab(5)).toEqual([]);
    expect(await tab(6)).toEqual([visa.order_no]);

    const status = async (s: string) => (await list({ status: s })).data.list.map((o) => o.order_no);
    expect(await status('upcoming')).toEqual([paid.order_no]);
    expect(await status('after_sale')).toEqual([refunded.order_no]);
    expect(await status('unpaid')).toEqual([visa, domestic, intl].map((o) => o.order_no));
    expect(await status('finished')).toEqual([hotel.order_no]);
    expect(await status('cancelled')).toEqual([train.order_no]);

    const page2 = await list({ pageNum: '2', pageSize: '3' });
    expect(page2.data).toMatchObject({ total: 7, pageNum: 2, pageSize: 3 });
    expect(page2.data.list.map((o) => o.order_no)).toEqual([
      train.order_no,
      hotel.order_no,
      domestic.order_no,
    ]);

    // The client can narrow to the types it can draw; the total follows.
    const flightsOnly = await list({ types: '2,8' });
    expect(flightsOnly.data.total).toBe(2);
    expect((await list({ tab: '2', types: '2,8' })).data.total).toBe(0);
  });

  it('leaves out deleted orders and the payment orders of another order', async () => {
    const parent = await order({ status: 'paid' });
    await order({ parentOrderNo: parent.order_no });
    const gone = await order({ status: 'cancelled' });
    await t.server.db.query('update orders set deleted_at = $2 where order_no = $1', [
      gone.order_no,
      new Date(),
    ]);
    const all = await list();
    expect(all.data.list.map((o) => o.order_no)).toEqual([parent.order_no]);
    expect(all.data.total).toBe(1);
  });

  it('refuses parameters outside the contract', async () => {
    expect((await list({ tab: '7' })).flag).toBe(2001);
    expect((await list({ status: 'paid' })).flag).toBe(2001);
    expect((await list({ pageSize: '51' })).flag).toBe(2001);
    expect((await list({ pageNum: '0' })).flag).toBe(2001);
    expect((await list({ types: '2;8' })).flag).toBe(2001);
  });

  it('answers a parameter off its contract with 2001 naming the field, in the handler’s words', async () => {
    expect(await list({ status: 'paid' })).toMatchObject({
      flag: 2001,
      msg: '订单状态不正确，应为 all / unpaid / upcoming / finished / after_sale / cancelled 之一',
      data: null,
    });
    // Not a whole number at all: the contract's check answers as the handler words a bad tab.
    expect(await list({ tab: 'first' })).toMatchObject({ flag: 2001, msg: '订单分类应为 0 到 6 之间的整数' });
    expect(await list({ pageSize: '2.5' })).toMatchObject({
      flag: 2001,
      msg: '每页条数应为 1 到 50 之间的整数',
    });
  });

  it('shows other members nothing of this member', async () => {
    await order();
    const other = await loginByCode(t.server, nextMobile());
    const theirs = await call<Page>(t.server, 'GET', '/api/order/list', { token: other.token });
    expect(theirs.data.total).toBe(0);
  });
});

describe('the generic order', () => {
  it('gets a number of its own however many are made in the same second', async () => {
    // 400 in one second: with four random digits after the time, two of them shared a number (and
    // the second booking failed on the unique constraint) in all but about one run in three thousand.
    const now = t.clock.ms;
    const numbers = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const row = await insertOrder(t.server.db, {
        memberId,
        orderType: TEST_TYPE,
        totalFen: 100,
        title: '测试商品',
        now,
      });
      expect(row!.order_no).toMatch(/^\d{16}$/);
      numbers.add(row!.order_no);
      // Paid at once: a member may not hold more than three unpaid orders.
      await t.server.db.query("update orders set status = 'paid' where order_no = $1", [row!.order_no]);
    }
    expect(numbers.size).toBe(400);
    // The date and time to the second (Shanghai) lead, so support can read the day off it.
    const stamp = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14);
    for (const no of numbers) expect(no.slice(0, 12)).toBe(stamp);
  });

  it('has the product wording and actions, from one describe call per type per page', async () => {
    const unpaid = await order();
    const paid = await order({ status: 'paid' });
    await order({ orderType: 20 }); // no hooks: generic wording
    const page = await list();
    expect(seen.describeCalls).toEqual([[paid.order_no, unpaid.order_no]]);

    const byNo = new Map(page.data.list.map((o) => [o.order_no, o]));
    expect(byNo.get(paid.order_no)).toMatchObject({
      status: 'paid',
      status_text: '已发货',
      pay_deadline: null,
      pay_remaining_seconds: null,
      actions: { can_pay: false, can_cancel: false, can_delete: false, can_refund: true, can_change: false },
    });
    const u = byNo.get(unpaid.order_no)!;
    expect(u).toMatchObject({
      order_type: TEST_TYPE,
      status: 'unpaid',
      status_text: '待支付',
      title: '测试商品',
      subtitle: '规格 A',
      travel_date: '2030-01-01',
      total_fen: 12_345,
      actions: {
        can_pay: true,
        can_cancel: true,
        can_delete: false,
        can_refund: false,
        can_change: false,
        can_request_invoice: false,
      },
    });
    expect(u.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(Date.parse(u.pay_deadline!) - t.clock.ms).toBeLessThanOrEqual(30 * 60_000);
    expect(u.pay_remaining_seconds).toBe(Math.floor((unpaid.pay_deadline!.getTime() - t.clock.ms) / 1000));
  });

  it('offers an invoice for a finished order until one is asked for', async () => {
    const done = await order({ status: 'finished' });
    const detail = () =>
      call<GenericOrder>(t.server, 'GET', '/api/order/detail', { token, form: { order_no: done.order_no } });
    expect((await detail()).data.actions).toMatchObject({ can_request_invoice: true, can_delete: true });
    await t.server.db.query(
      `insert into e_invoices (order_no, member_id, title_kind, title_name, amount_fen, email, requested_at)
       values ($1, $2, 1, '张三', 12345, 'a@b.cn', $3)`,
      [done.order_no, memberId, new Date()],
    );
    expect((await detail()).data.actions.can_request_invoice).toBe(false);
  });

  it('answers 2501 for an order of another member, an unknown or a deleted one', async () => {
    const mine = await order();
    const other = await loginByCode(t.server, nextMobile());
    const theirs = await call(t.server, 'GET', '/api/order/detail', {
      token: other.token,
      form: { order_no: mine.order_no },
    });
    expect(theirs.flag).toBe(2501);
    expect(theirs.msg).toContain('订单不存在');
    expect(
      (await call(t.server, 'GET', '/api/order/detail', { token, form: { order_no: 'nope' } })).flag,
    ).toBe(2501);
  });
});

describe('cancel', () => {
  const cancel = (orderNo: string, as = token) =>
    call<{ order: GenericOrder }>(t.server, 'POST', '/api/order/cancel', {
      token: as,
      form: { order_no: orderNo },
    });

  it('cancels an unpaid order and calls the product once; a second cancel answers the same', async () => {
    const o = await order();
    const first = await cancel(o.order_no);
    expect(first.flag).toBe(0);
    expect(first.data.order).toMatchObject({
      status: 'cancelled',
      status_text: '已取消',
      actions: { can_delete: true },
    });
    expect(returned()).toEqual([o.order_no]);
    const again = await cancel(o.order_no);
    expect(again.flag).toBe(0);
    expect(returned()).toEqual([o.order_no]);
  });

  it('refuses a paid order (2502) and another member’s (2501)', async () => {
    const paid = await order({ status: 'paid' });
    const refused = await cancel(paid.order_no);
    expect(refused.flag).toBe(2502);
    expect(refused.msg).toContain('已支付');
    const o = await order();
    const other = await loginByCode(t.server, nextMobile());
    expect((await cancel(o.order_no, other.token)).flag).toBe(2501);
    expect(returned()).toEqual([]);
  });

  it('rolls back the cancel when the product cannot take its stock back', async () => {
    const o = await order();
    failCancel = true;
    const answer = await cancel(o.order_no);
    expect(answer.flag).toBe(9999);
    const rows = await t.server.db.query<{ status: string }>(
      'select status from orders where order_no = $1',
      [o.order_no],
    );
    expect(rows[0]!.status).toBe('unpaid');
    const written = await t.server.db.query('select 1 from test_stock_returns where order_no = $1', [
      o.order_no,
    ]);
    expect(written).toHaveLength(0);
  });
});

describe('delete', () => {
  const remove = (orderNo: string) =>
    call(t.server, 'POST', '/api/order/delete', { token, form: { order_no: orderNo } });

  it('deletes finished, cancelled and refunded orders only, softly', async () => {
    const unpaid = await order();
    const paid = await order({ status: 'paid' });
    expect((await remove(unpaid.order_no)).flag).toBe(2503);
    expect((await remove(paid.order_no)).flag).toBe(2503);
    for (const status of ['finished', 'cancelled', 'refunded']) {
      const o = await order({ status });
      const answer = await remove(o.order_no);
      expect(answer.flag).toBe(0);
      expect(answer.data).toEqual({ order_no: o.order_no });
      expect((await remove(o.order_no)).flag).toBe(2501);
      const kept = await t.server.db.query('select deleted_at from orders where order_no = $1', [o.order_no]);
      expect(kept).toHaveLength(1);
    }
    expect((await list()).data.total).toBe(2);
  });
});

describe('the order clock', () => {
  it('counts down to the deadline and cancels the order when it passes, returning its stock once', async () => {
    const o = await order({ payWindowMinutes: 15 });
    const countDown = () =>
      call<{ status: string; remaining_seconds: number; pay_deadline: string | null }>(
        t.server,
        'GET',
        '/api/order/countDown',
        {
          token,
          form: { order_no: o.order_no },
        },
      );
    expect((await countDown()).data).toMatchObject({ status: 'unpaid', remaining_seconds: 900 });
    t.clock.advance(600);
    expect((await countDown()).data.remaining_seconds).toBe(300);
    expect((await call(t.server, 'GET', '/api/order/unpaidCount', { token })).data).toEqual({
      unpaid_order_num: 1,
    });

    t.clock.advance(300);
    // Several requests at once all apply the clock; the product hears of the cancel once.
    const answers = await Promise.all([
      countDown(),
      list(),
      call(t.server, 'GET', '/api/order/unpaidCount', { token }),
      list({ status: 'cancelled' }),
    ]);
    expect(answers[0].data).toEqual({
      order_no: o.order_no,
      status: 'cancelled',
      pay_deadline: null,
      remaining_seconds: 0,
    });
    expect(answers[2].data).toEqual({ unpaid_order_num: 0 });
    expect(answers[3].data.list.map((x) => x.order_no)).toEqual([o.order_no]);
    expect(returned()).toEqual([o.order_no]);
  });

  it('applies before the unpaid count, which leaves out payment orders of another order', async () => {
    const parent = await order({ status: 'paid' });
    await order({ parentOrderNo: parent.order_no });
    await order();
    await order({ payWindowMinutes: 1 });
    const count = async () =>
      (await call<{ unpaid_order_num: number }>(t.server, 'GET', '/api/order/unpaidCount', { token })).data;
    expect(await count()).toEqual({ unpaid_order_num: 2 });
    t.clock.advance(61);
    expect(await count()).toEqual({ unpaid_order_num: 1 });
  });

  it('writes nothing when nothing is due, and applies again as soon as something is', async () => {
    const statements: string[] = [];
    const recording: Queryable = {
      query: <T>(sql: string, params?: readonly unknown[]) => {
        statements.push(sql.trim().split(/\s+/)[0]!.toLowerCase());
        return t.server.db.query<T>(sql, params);
      },
      exec: (sql) => t.server.db.exec(sql),
    };
    // Whatever the earlier tests left due is applied first.
    await applyOrderClock(recording, t.clock.ms);
    statements.length = 0;
    await applyOrderClock(recording, t.clock.ms);
    expect(statements).toEqual(['select']);

    const o = await order({ payWindowMinutes: 1 });
    t.clock.advance(61);
    statements.length = 0;
    await applyOrderClock(recording, t.clock.ms);
    expect(statements.filter((s) => s === 'update').length).toBeGreaterThan(0);
    expect(returned()).toEqual([o.order_no]);
  });

  it('finishes a paid order once its trip is over', async () => {
    const o = await order({ status: 'paid', travelEndAt: new Date(t.clock.ms + 3_600_000) });
    const status = async () => (await list()).data.list.find((x) => x.order_no === o.order_no)!.status;
    expect(await status()).toBe('paid');
    t.clock.advance(3600);
    expect(await status()).toBe('finished');
  });
});

/** Books as a product does: insertOrder in a transaction that applies the order clock first. */
const book = (overrides: Partial<NewOrder> = {}) =>
  withOrderClock(t.server.db, t.clock.ms, (tx) =>
    insertOrder(tx, {
      memberId,
      orderType: TEST_TYPE,
      totalFen: 100,
      title: '测试商品',
      now: t.clock.ms,
      ...overrides,
    }),
  );
const ordersOfMember = async (id = memberId) =>
  (await t.server.db.query('select 1 from orders where member_id = $1', [id])).length;
const cancelOrder = (orderNo: string) =>
  call(t.server, 'POST', '/api/order/cancel', { token, form: { order_no: orderNo } });

describe('unpaid orders a member may hold', () => {
  it('refuses a fourth, every product together, and makes room when one is cancelled, paid or lapses', async () => {
    const first = await order();
    await order({ orderType: 8 });
    await order({ orderType: 20, payWindowMinutes: 15 });
    await expect(book()).rejects.toMatchObject({
      flag: 2506,
      message: '您已有3笔待支付订单，请先支付或取消后再预订',
    });
    expect(await ordersOfMember()).toBe(3);

    expect((await cancelOrder(first.order_no)).flag).toBe(0);
    const fourth = await book();
    await expect(book()).rejects.toMatchObject({ flag: 2506 });
    await t.server.db.query("update orders set status = 'paid' where order_no = $1", [fourth!.order_no]);
    await book();
    await expect(book()).rejects.toMatchObject({ flag: 2506 });
    // The 15-minute order's deadline passes: it no longer holds anything, nor counts.
    t.clock.advance(15 * 60);
    expect(await book()).not.toBeNull();
    await expect(book()).rejects.toMatchObject({ flag: 2506 });
  });

  it('neither counts nor refuses the payment order of another order', async () => {
    const parent = await order({ status: 'paid' });
    for (let i = 0; i < 3; i++) await order();
    await expect(book()).rejects.toMatchObject({ flag: 2506 });
    // A flight change's fare difference of a paid trip can still be paid for.
    const payment = await book({ parentOrderNo: parent.order_no });
    expect(payment).toMatchObject({ status: 'unpaid', parent_order_no: parent.order_no });
    await expect(book()).rejects.toMatchObject({ flag: 2506 });
  });
});

describe('claims: one live order per traveller and product unit', () => {
  // The server is shared by the file: each test's travellers are its own member's.
  const claim = (who: string, product = 'test:A:2030-01-01') => ({
    subject: `doc:2:E${memberId}${who.length}`,
    product,
    who,
    what: '同一天该商品',
  });

  it('refuses a second live order of a traveller for the same unit, whoever books it, and writes nothing', async () => {
    await book({ claims: [claim('张三')] });
    await expect(book({ claims: [claim('张三')] })).rejects.toMatchObject({
      flag: 2507,
      message: '旅客张三已有同一天该商品的订单，请勿重复预订',
    });
    const other = await loginByCode(t.server, nextMobile());
    await expect(book({ memberId: other.userinfo.id, claims: [claim('张三')] })).rejects.toMatchObject({
      flag: 2507,
    });
    expect(await ordersOfMember()).toBe(1);
    expect(await ordersOfMember(other.userinfo.id)).toBe(0);
    // Another unit, or another traveller, is free; a paid order still holds its claim.
    expect(await book({ claims: [claim('张三', 'test:B:2030-01-01')] })).not.toBeNull();
    const paid = await book({ claims: [claim('李四四')] });
    await t.server.db.query("update orders set status = 'paid' where order_no = $1", [paid!.order_no]);
    await expect(book({ claims: [claim('李四四')] })).rejects.toMatchObject({ flag: 2507 });
  });

  it('of two bookings at the same moment, lets one win', async () => {
    const answers = await Promise.allSettled([
      book({ claims: [claim('王五')] }),
      book({ claims: [claim('王五')] }),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'rejected').map((a) => (a.reason as LegacyError).flag)).toEqual(
      [2507],
    );
  });

  it('releases the claims of an order cancelled by the member or by its deadline', async () => {
    const cancelled = await book({ claims: [claim('赵六')] });
    expect((await cancelOrder(cancelled!.order_no)).flag).toBe(0);
    const lapsing = await book({ payWindowMinutes: 15, claims: [claim('赵六')] });
    expect(lapsing).not.toBeNull();
    await expect(book({ claims: [claim('赵六')] })).rejects.toMatchObject({ flag: 2507 });
    t.clock.advance(15 * 60);
    expect(await book({ claims: [claim('赵六')] })).not.toBeNull();
    const live = await t.server.db.query<{ order_no: string }>(
      'select order_no from order_claims where subject = $1 and released_at is null',
      [claim('赵六').subject],
    );
    expect(live).toHaveLength(1);
    expect(live[0]!.order_no).not.toBe(lapsing!.order_no);
  });
});
