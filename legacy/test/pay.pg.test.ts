// Exactly-once payment and the order clock on a real PostgreSQL (scripts/test-postgres.sh sets
// DATABASE_URL), where transactions really run side by side: PGlite runs them one at a time, so
// only here do the status-guarded updates have a race to win.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerOrderHooks } from '../src/domains/order/hooks.ts';
import { insertOrder } from '../src/domains/order/store.ts';
import { noticeFor } from '../src/domains/pay/notify.ts';
import { signNotification } from '../src/domains/pay/signature.ts';
import type { PaymentRow } from '../src/domains/pay/store.ts';
import { call, loginByCode } from './helpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

const TEST_TYPE = 17;
const SECRET = 'pay-pg-secret';
const calls = { paid: [] as string[], cancelled: [] as string[] };
registerOrderHooks([TEST_TYPE], {
  async onPaid(tx, order) {
    // Hold the transaction open a moment so the competing ones really overlap it.
    await tx.query('select pg_sleep(0.05)');
    calls.paid.push(order.order_no);
  },
  async onCancelled(tx, order) {
    await tx.query('select pg_sleep(0.05)');
    calls.cancelled.push(order.order_no);
  },
});

describeOnPostgres('payment and the order clock under concurrency (PostgreSQL)', () => {
  let t: PgTestServer;
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    t = await startPgServer('legacy_pay', { paySecret: SECRET });
    const login = await loginByCode(t.server, '13500000001');
    token = login.token;
    memberId = login.userinfo.id;
  });

  afterAll(() => t?.close());

  async function newOrder(payWindowMinutes = 30) {
    const row = await insertOrder(t.server.db, {
      memberId,
      orderType: TEST_TYPE,
      totalFen: 9_900,
      title: '并发测试',
      payWindowMinutes,
      now: t.clock.ms,
    });
    return row!;
  }

  async function payment(orderNo: string): Promise<PaymentRow> {
    const answer = await call<{ pay_no: string }>(t.server, 'POST', '/v2/pay/create', {
      token,
      json: { order_no: orderNo, method: 'wechat' },
    });
    const rows = await t.server.db.query<PaymentRow>('select * from payments where pay_no = $1', [
      answer.data.pay_no,
    ]);
    return rows[0]!;
  }

  const notify = (document: string) =>
    t.server.app.inject({
      method: 'POST',
      url: '/pay/notify',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-pay-signature': signNotification(document, SECRET),
      },
      payload: new URLSearchParams({ notify_data: document }).toString(),
    });

  it('takes one of many simultaneous notifications and calls onPaid once', async () => {
    const order = await newOrder();
    const document = noticeFor(await payment(order.order_no), t.clock.ms);
    const answers = await Promise.all(Array.from({ length: 8 }, () => notify(document)));
    const bodies = answers.map((a) => JSON.parse(a.body) as { code: string; message: string });
    expect(bodies.every((b) => b.code === 'SUCCESS')).toBe(true);
    expect(bodies.filter((b) => b.message === '成功')).toHaveLength(1);
    expect(calls.paid.filter((n) => n === order.order_no)).toHaveLength(1);
  });

  it('cancels a lapsed order once however many requests apply the clock together', async () => {
    const order = await newOrder(1);
    t.clock.advance(61);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(t.server, 'GET', '/api/order/unpaidCount', { token })),
    );
    expect(answers.every((a) => a.flag === 0)).toBe(true);
    expect(calls.cancelled.filter((n) => n === order.order_no)).toHaveLength(1);
  });

  it('lets exactly one of a cancel and a payment win when they race', async () => {
    const order = await newOrder();
    const document = noticeFor(await payment(order.order_no), t.clock.ms);
    const [cancelled, notified] = await Promise.all([
      call(t.server, 'POST', '/api/order/cancel', { token, form: { order_no: order.order_no } }),
      notify(document),
    ]);
    const paid = (JSON.parse(notified.body) as { code: string }).code === 'SUCCESS';
    expect(cancelled.flag === 0).toBe(!paid);
    const rows = await t.server.db.query<{ status: string }>(
      'select status from orders where order_no = $1',
      [order.order_no],
    );
    expect(rows[0]!.status).toBe(paid ? 'paid' : 'cancelled');
    expect(calls.paid.filter((n) => n === order.order_no)).toHaveLength(paid ? 1 : 0);
    expect(calls.cancelled.filter((n) => n === order.order_no)).toHaveLength(paid ? 0 : 1);
  });
});
