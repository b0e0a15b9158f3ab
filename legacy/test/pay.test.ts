// Payment for any order type: the pay endpoint, the simulated cashier, and the signed notification
// that marks an order paid exactly once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LegacyError } from '../src/core/errors.ts';
import { registerOrderHooks, type OrderRow } from '../src/domains/order/hooks.ts';
import { insertOrder, type NewOrder } from '../src/domains/order/store.ts';
import { noticeFor } from '../src/domains/pay/notify.ts';
import { signNotification } from '../src/domains/pay/signature.ts';
import type { PaymentRow } from '../src/domains/pay/store.ts';
import { call, loginByCode, startServer, type TestServer } from './helpers.ts';

// Type 17 (rural-goods refund) has no product in this issue: the tests own its hooks and count calls.
const TEST_TYPE = 17;
const SECRET = 'pay-test-secret';
const calls = { paid: [] as string[], cancelled: [] as string[] };
let refuseValidation = false;
registerOrderHooks([TEST_TYPE], {
  async validatePay() {
    if (refuseValidation) throw new LegacyError(2699, '库存不足');
  },
  async onPaid(_tx, order) {
    calls.paid.push(order.order_no);
  },
  async onCancelled(_tx, order) {
    calls.cancelled.push(order.order_no);
  },
});

interface Payment {
  pay_no: string;
  order_no: string;
  method: string;
  cashier_url: string;
  amount_fen: number;
  deadline: string;
}

let t: TestServer;
let token: string;
let memberId: number;
let mobiles = 0;
const nextMobile = () => `136${String(++mobiles).padStart(8, '0')}`;
beforeAll(async () => {
  t = await startServer({ paySecret: SECRET });
});
afterAll(async () => {
  await t.server.close();
});
beforeEach(async () => {
  const login = await loginByCode(t.server, nextMobile());
  token = login.token;
  memberId = login.userinfo.id;
  refuseValidation = false;
});

async function order(overrides: Partial<NewOrder> = {}): Promise<OrderRow> {
  const row = await insertOrder(t.server.db, {
    memberId,
    orderType: TEST_TYPE,
    totalFen: 52_800,
    title: '测试商品',
    now: t.clock.ms,
    ...overrides,
  });
  if (!row) throw new Error('order not inserted');
  return row;
}

const pay = (orderNo: string, method = 'wechat', as = token) =>
  call<Payment>(t.server, 'POST', '/v2/pay/create', { token: as, json: { order_no: orderNo, method } });

async function statusOf(orderNo: string): Promise<string> {
  const rows = await t.server.db.query<{ status: string }>('select status from orders where order_no = $1', [
    orderNo,
  ]);
  return rows[0]!.status;
}

async function paymentRow(payNo: string): Promise<PaymentRow> {
  const rows = await t.server.db.query<PaymentRow>('select * from payments where pay_no = $1', [payNo]);
  return rows[0]!;
}

/** Posts a notification to the notify endpoint as the provider would. */
async function notify(document: string, signature = signNotification(document, SECRET)) {
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/pay/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-pay-signature': signature },
    payload: new URLSearchParams({ notify_data: document }).toString(),
  });
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { code: string; message: string },
  };
}

/** The notification the provider would send for this payment, optionally edited. */
async function noticeText(payNo: string, edit: (n: Record<string, unknown>) => void = () => {}) {
  const notice = JSON.parse(noticeFor(await paymentRow(payNo), t.clock.ms)) as Record<string, unknown>;
  edit(notice);
  return JSON.stringify(notice);
}

const cashier = (url: string, method: 'GET' | 'POST' = 'GET') =>
  t.server.app.inject({
    method,
    url,
    headers: method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    payload: method === 'POST' ? '' : undefined,
  });

describe('the pay endpoint', () => {
  it('answers the cashier for the order’s own total and deadline', async () => {
    const o = await order();
    const answer = await pay(o.order_no);
    expect(answer.flag).toBe(0);
    expect(answer.data).toMatchObject({ order_no: o.order_no, method: 'wechat', amount_fen: 52_800 });
    expect(answer.data.pay_no).toMatch(/^P\d{12}[0-9a-f]{16}$/);
    expect(answer.data.cashier_url).toBe(`/cashier/${answer.data.pay_no}`);
    expect(Date.parse(answer.data.deadline)).toBe(Math.floor(o.pay_deadline!.getTime() / 1000) * 1000);
  });

  it('keeps the cashier session for the same method and replaces it for another', async () => {
    const o = await order();
    const first = await pay(o.order_no, 'wechat');
    expect((await pay(o.order_no, 'wechat')).data.pay_no).toBe(first.data.pay_no);
    const alipay = await pay(o.order_no, 'alipay');
    expect(alipay.data.pay_no).not.toBe(first.data.pay_no);
    expect((await paymentRow(first.data.pay_no)).status).toBe('closed');
  });

  it('refuses another member’s order, a paid one, a cancelled one, and what the product refuses', async () => {
    const o = await order();
    const other = await loginByCode(t.server, nextMobile());
    expect((await pay(o.order_no, 'wechat', other.token)).flag).toBe(2501);
    expect(await pay(o.order_no, 'unionpay')).toMatchObject({
      flag: 2001,
      msg: '支付方式不正确，应为 wechat / alipay 之一',
    });
    // A JSON value of the wrong kind is refused by the contract, naming the field.
    const listed = await call(t.server, 'POST', '/v2/pay/create', {
      token,
      json: { order_no: [o.order_no], method: 'wechat' },
    });
    expect(listed).toMatchObject({ flag: 2001, msg: '订单号格式不正确' });
    refuseValidation = true;
    expect(await pay(o.order_no)).toMatchObject({ flag: 2699, msg: '库存不足' });
    refuseValidation = false;

    await t.server.db.query("update orders set status = 'paid' where order_no = $1", [o.order_no]);
    expect((await pay(o.order_no)).flag).toBe(2505);
    const c = await order();
    await call(t.server, 'POST', '/api/order/cancel', { token, form: { order_no: c.order_no } });
    const refused = await pay(c.order_no);
    expect(refused.flag).toBe(2504);
    expect(refused.msg).toContain('订单已取消');
  });
});

describe('the cashier', () => {
  it('shows the amount, the method and the countdown, and confirming pays the order once and goes to paySuccess', async () => {
    const o = await order({ payWindowMinutes: 15 });
    const p = (await pay(o.order_no, 'alipay')).data;
    const page = await cashier(p.cashier_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('¥</small>528.00');
    expect(page.body).toContain('支付宝');
    expect(page.body).toContain('data-remaining="900"');
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('取消');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);

    const confirmed = await cashier(`${p.cashier_url}/confirm`, 'POST');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/subscribe/paySuccess?orderNo=${o.order_no}`);
    expect(await statusOf(o.order_no)).toBe('paid');
    expect(calls.paid.filter((n) => n === o.order_no)).toHaveLength(1);
    const row = await paymentRow(p.pay_no);
    expect(row.status).toBe('paid');
    expect(row.transaction_id).toMatch(/^AL[0-9a-f]{24}$/);

    // A second confirm (double tap, back button) is the same payment: success again, nothing new.
    const again = await cashier(`${p.cashier_url}/confirm`, 'POST');
    expect(again.statusCode).toBe(303);
    expect(calls.paid.filter((n) => n === o.order_no)).toHaveLength(1);
    // And the cashier of a paid order goes to the success page.
    expect((await cashier(p.cashier_url)).headers.location).toBe(
      `/subscribe/paySuccess?orderNo=${o.order_no}`,
    );
  });

  it('取消 leaves the order unpaid and returns to the pay page; that cashier link then says so', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    const cancelled = await cashier(`${p.cashier_url}/cancel`, 'POST');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/subscribe/pay?orderNo=${o.order_no}`);
    expect(await statusOf(o.order_no)).toBe('unpaid');
    const page = await cashier(p.cashier_url);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('本次支付已取消');
  });

  it('refuses to confirm a payment the shopper left at the cashier: nothing paid, nothing notified', async () => {
    const o = await order();
    const left = (await pay(o.order_no)).data;
    expect((await cashier(`${left.cashier_url}/cancel`, 'POST')).statusCode).toBe(303);
    // The page says the payment is over; confirming it (a form kept open in another tab) says the same.
    const confirmed = await cashier(`${left.cashier_url}/confirm`, 'POST');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.body).toContain('本次支付已取消，请返回重新发起支付');
    expect(confirmed.body).toContain(`/subscribe/pay?orderNo=${o.order_no}`);
    expect(await statusOf(o.order_no)).toBe('unpaid');
    expect(calls.paid).not.toContain(o.order_no);
    expect((await paymentRow(left.pay_no)).status).toBe('closed');
    const notified = await t.server.db.query('select 1 from payment_notifications where pay_no = $1', [
      left.pay_no,
    ]);
    expect(notified).toHaveLength(0);

    // A fresh payment of the same order still pays it.
    const fresh = (await pay(o.order_no)).data;
    expect(fresh.pay_no).not.toBe(left.pay_no);
    const paid = await cashier(`${fresh.cashier_url}/confirm`, 'POST');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/subscribe/paySuccess?orderNo=${o.order_no}`);
    expect(await statusOf(o.order_no)).toBe('paid');
    expect(calls.paid.filter((n) => n === o.order_no)).toHaveLength(1);
  });

  it('refuses to confirm a payment replaced by a newer one for the same order', async () => {
    const o = await order();
    const wechat = (await pay(o.order_no, 'wechat')).data;
    const alipay = (await pay(o.order_no, 'alipay')).data;
    const stale = await cashier(`${wechat.cashier_url}/confirm`, 'POST');
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain('本次支付已取消');
    expect(await statusOf(o.order_no)).toBe('unpaid');
    expect((await cashier(`${alipay.cashier_url}/confirm`, 'POST')).statusCode).toBe(303);
    expect((await paymentRow(alipay.pay_no)).status).toBe('paid');
    expect((await paymentRow(wechat.pay_no)).status).toBe('closed');
  });

  it('refuses to pay an order cancelled after the cashier opened', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    await call(t.server, 'POST', '/api/order/cancel', { token, form: { order_no: o.order_no } });
    const confirmed = await cashier(`${p.cashier_url}/confirm`, 'POST');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.body).toContain('订单已取消，无法支付');
    expect(await statusOf(o.order_no)).toBe('cancelled');
    expect(calls.paid).not.toContain(o.order_no);
  });

  it('answers 404 for an unknown payment number', async () => {
    const page = await cashier('/cashier/P000000000000deadbeefdeadbeef');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('支付链接无效');
  });
});

describe('the notification', () => {
  it('with a forged signature changes nothing and fails', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    const document = await noticeText(p.pay_no);
    const forged = await notify(document, signNotification(document, 'guessed-secret'));
    expect(forged).toEqual({ status: 401, body: { code: 'FAIL', message: '签名校验失败' } });
    expect((await notify(document, 'sha256=')).status).toBe(401);
    // A signed document edited afterwards (one space) no longer matches its signature.
    expect((await notify(` ${document}`, signNotification(document, SECRET))).status).toBe(401);
    expect(await statusOf(o.order_no)).toBe('unpaid');
    expect((await paymentRow(p.pay_no)).status).toBe('open');
    const log = await t.server.db.query<{ outcome: string }>(
      "select outcome from payment_notifications where outcome = 'bad_signature'",
    );
    expect(log.length).toBeGreaterThanOrEqual(3);
  });

  it('for another amount than the order’s total changes nothing and fails', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    const cheap = await notify(await noticeText(p.pay_no, (n) => (n.amount_fen = 1)));
    expect(cheap.status).toBe(400);
    expect(cheap.body.code).toBe('FAIL');
    expect(cheap.body.message).toContain('金额不符');
    expect(await statusOf(o.order_no)).toBe('unpaid');
    expect((await paymentRow(p.pay_no)).status).toBe('open');
    expect(calls.paid).not.toContain(o.order_no);
  });

  it('sent twice is taken once; the duplicate answers success', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    const document = await noticeText(p.pay_no);
    expect((await notify(document)).body).toEqual({ code: 'SUCCESS', message: '成功' });
    const paidAt = (await paymentRow(p.pay_no)).paid_at;
    t.clock.advance(60);
    const duplicate = await notify(document);
    expect(duplicate).toEqual({ status: 200, body: { code: 'SUCCESS', message: '该支付已处理' } });
    expect((await paymentRow(p.pay_no)).paid_at).toEqual(paidAt);
    expect(calls.paid.filter((n) => n === o.order_no)).toHaveLength(1);
  });

  it('sent many times at once marks the order paid once and calls onPaid once', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    const document = await noticeText(p.pay_no);
    const answers = await Promise.all(Array.from({ length: 6 }, () => notify(document)));
    expect(answers.every((a) => a.body.code === 'SUCCESS')).toBe(true);
    expect(answers.filter((a) => a.body.message === '成功')).toHaveLength(1);
    expect(calls.paid.filter((n) => n === o.order_no)).toHaveLength(1);
    const paid = await t.server.db.query("select 1 from payments where order_no = $1 and status = 'paid'", [
      o.order_no,
    ]);
    expect(paid).toHaveLength(1);
  });

  it('after the deadline is refused: the clock cancels the order first and its stock returns once', async () => {
    const o = await order({ payWindowMinutes: 15 });
    const p = (await pay(o.order_no)).data;
    const document = await noticeText(p.pay_no);
    t.clock.advance(15 * 60);
    const late = await notify(document);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ code: 'FAIL', message: '订单已取消，款项原路退回' });
    expect(await statusOf(o.order_no)).toBe('cancelled');
    expect(calls.cancelled.filter((n) => n === o.order_no)).toHaveLength(1);
    expect(calls.paid).not.toContain(o.order_no);
    expect((await paymentRow(p.pay_no)).status).toBe('refused');
    // The provider resends; the answer stays the same and nothing moves.
    expect((await notify(document)).status).toBe(409);
    expect(calls.cancelled.filter((n) => n === o.order_no)).toHaveLength(1);
  });

  it('is refused when the product refuses the payment at the last moment', async () => {
    const o = await order();
    const p = (await pay(o.order_no)).data;
    refuseValidation = true;
    const refused = await notify(await noticeText(p.pay_no));
    expect(refused.body).toEqual({ code: 'FAIL', message: '库存不足，款项原路退回' });
    expect(await statusOf(o.order_no)).toBe('unpaid');
    expect(calls.paid).not.toContain(o.order_no);
  });

  it('for an unknown payment or a malformed document fails', async () => {
    expect((await notify('{"pay_no":"x"}')).status).toBe(400);
    const o = await order();
    const p = (await pay(o.order_no)).data;
    expect(
      (await notify(await noticeText(p.pay_no, (n) => (n.pay_no = 'P000000000000deadbeefdeadbeef')))).status,
    ).toBe(404);
    expect((await notify(await noticeText(p.pay_no, (n) => (n.order_no = 'other')))).status).toBe(404);
  });
});
