// Orders and payment through the graph against the real stand-in: the list (tabs, statuses, paging,
// one backend call per page), one order, cancel, delete, the unpaid count, and paying through the
// cashier the gateway serves under /cashier/*.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, startStack, type Stack, type TestClient } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

interface Member {
  client: TestClient;
  id: number;
}

async function member(): Promise<Member> {
  const client = stack.client();
  const mobile = freshMobile();
  await client.gql(
    'mutation S($m: String!) { sendVerifyCode(input: { mobile: $m, purpose: LOGIN }) { resendIn } }',
    {
      m: mobile,
    },
  );
  const login = await client.gql<{ loginByCode: { user: { id: string } } }>(
    'mutation L($m: String!, $c: String!) { loginByCode(input: { mobile: $m, code: $c }) { user { id } } }',
    { m: mobile, c: await stack.smsCode(mobile) },
  );
  return { client, id: Number(login.data!.loginByCode.user.id) };
}

let sequence = 0;
/** An order row as a product would insert it (flight bookings are the flight-order tests' business). */
async function insertOrder(
  memberId: number,
  {
    type = 8,
    status = 'unpaid',
    totalFen = 88_000,
  }: { type?: number; status?: string; totalFen?: number } = {},
): Promise<string> {
  const orderNo =
    `${Date.now()}${String(++sequence).padStart(4, '0')}`.slice(-16) + randomBytes(2).toString('hex');
  const created = new Date(Date.now() + sequence * 1000);
  await stack.legacy.db.query(
    `insert into orders (order_no, member_id, order_type, status, total_fen, title, subtitle, travel_date,
       pay_deadline, created_at, updated_at)
     values ($1, $2, $3, $4, $5, '北京 → 上海', '12月01日 08:00 CA1501 经济舱', '2030-12-01', $6, $7, $7)`,
    [orderNo, memberId, type, status, totalFen, new Date(Date.now() + 30 * 60_000), created],
  );
  return orderNo;
}

const ORDERS = `query O($tab: OrderTab, $status: OrderStatusFilter, $pageNum: Int, $pageSize: Int) {
  orders(tab: $tab, status: $status, pageNum: $pageNum, pageSize: $pageSize) {
    total pageNum pageSize hasMore
    items { id orderNo type typeCode status statusText title subtitle travelDate total { fen yuan text }
      createdAt payDeadline payRemainingSeconds
      actions { canPay canCancel canDelete canRefund canChange canRequestInvoice } }
  } }`;

interface OrderItem {
  orderNo: string;
  type: string;
  typeCode: number;
  status: string;
  statusText: string;
  total: { fen: number; yuan: string; text: string };
  payDeadline: string | null;
  payRemainingSeconds: number | null;
  actions: Record<string, boolean>;
}
interface OrdersData {
  orders: { total: number; pageNum: number; pageSize: number; hasMore: boolean; items: OrderItem[] };
}

const COUNT = '{ unpaidOrderCount }';
const CANCEL = `mutation C($no: String!) { cancelOrder(input: { orderNo: $no }) {
  order { orderNo status statusText actions { canPay canDelete } } userErrors { code message } } }`;
const DELETE = `mutation D($no: String!) { deleteOrder(input: { orderNo: $no }) { deletedOrderNo userErrors { code message } } }`;
const PAY = `mutation P($no: String!, $method: PayMethod!) { payOrder(input: { orderNo: $no, method: $method }) {
  payment { payNo orderNo method amount { fen } deadline cashierUrl } userErrors { code message } } }`;
const ONE = 'query One($no: String!) { order(orderNo: $no) { orderNo status statusText } }';

const listCalls = () => stack.legacy.requestLog.filter((e) => e.path === '/order/list').length;

describe('the order list', () => {
  it('needs a member, and says so without asking the backend', async () => {
    const before = stack.legacy.requestLog.length;
    const res = await stack.client().gql(ORDERS);
    expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(stack.legacy.requestLog.length).toBe(before);
  });

  it('maps the generic order, filters by tab and status, pages, and leaves out what the graph cannot show', async () => {
    const m = await member();
    const domestic = await insertOrder(m.id, { type: 8, totalFen: 88_050 });
    const intl = await insertOrder(m.id, { type: 2, status: 'paid' });
    await insertOrder(m.id, { type: 20 }); // a train order: no train product in the graph yet
    const all = await m.client.gql<OrdersData>(ORDERS);
    expect(all.errors).toBeUndefined();
    expect(all.data!.orders).toMatchObject({ total: 2, pageNum: 1, pageSize: 10, hasMore: false });
    expect(all.data!.orders.items.map((o) => o.orderNo)).toEqual([intl, domestic]);
    const d = all.data!.orders.items[1]!;
    expect(d).toMatchObject({
      type: 'DOMESTIC_FLIGHT',
      typeCode: 8,
      status: 'UNPAID',
      total: { fen: 88_050, yuan: '880.50', text: '¥880.5' },
      actions: { canPay: true, canCancel: true, canDelete: false },
    });
    expect(d.payDeadline).toMatch(/\+08:00$/);
    expect(d.payRemainingSeconds).toBeGreaterThan(1700);
    expect(all.data!.orders.items[0]).toMatchObject({
      type: 'INTERNATIONAL_FLIGHT',
      status: 'PAID',
      payDeadline: null,
      payRemainingSeconds: null,
    });

    const trains = await m.client.gql<OrdersData>(ORDERS, { tab: 'TRAIN' });
    expect(trains.data!.orders).toMatchObject({ total: 0, items: [] });
    const unpaid = await m.client.gql<OrdersData>(ORDERS, { tab: 'FLIGHT', status: 'UNPAID' });
    expect(unpaid.data!.orders.items.map((o) => o.orderNo)).toEqual([domestic]);
    const upcoming = await m.client.gql<OrdersData>(ORDERS, { status: 'UPCOMING' });
    expect(upcoming.data!.orders.items.map((o) => o.orderNo)).toEqual([intl]);
    const first = await m.client.gql<OrdersData>(ORDERS, { pageNum: 1, pageSize: 1 });
    expect(first.data!.orders).toMatchObject({ total: 2, hasMore: true });
    const second = await m.client.gql<OrdersData>(ORDERS, { pageNum: 2, pageSize: 1 });
    expect(second.data!.orders).toMatchObject({ hasMore: false, items: [{ orderNo: domestic }] });
  });

  it('refuses a page size outside 1–50 before calling the backend', async () => {
    const m = await member();
    const before = listCalls();
    const res = await m.client.gql(ORDERS, { pageSize: 51 });
    expect(res.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(listCalls()).toBe(before);
  });

  it('asks the backend once for the same page asked twice in one request', async () => {
    const m = await member();
    await insertOrder(m.id);
    const before = listCalls();
    const res = await m.client.gql(`{
      a: orders(tab: FLIGHT) { total items { orderNo } }
      b: orders(tab: FLIGHT) { items { orderNo status } }
    }`);
    expect(res.errors).toBeUndefined();
    expect(listCalls() - before).toBe(1);
  });
});

describe('one order', () => {
  it('is the member’s order; another member’s or an unknown one is null; a train order is not drawn here', async () => {
    const m = await member();
    const mine = await insertOrder(m.id);
    expect((await m.client.gql(ONE, { no: mine })).data).toEqual({
      order: { orderNo: mine, status: 'UNPAID', statusText: '待支付' },
    });
    const other = await member();
    expect((await other.client.gql(ONE, { no: mine })).data).toEqual({ order: null });
    expect((await m.client.gql(ONE, { no: 'nope' })).data).toEqual({ order: null });
    const train = await insertOrder(m.id, { type: 20 });
    const res = await m.client.gql(ONE, { no: train });
    expect(res.data).toEqual({ order: null });
    expect(res.errors![0]!.extensions!.code).toBe('ORDER_TYPE_NOT_SUPPORTED');
  });
});

describe('cancel and delete', () => {
  it('cancels an unpaid order and the unpaid count drops; a paid one is refused as userErrors', async () => {
    const m = await member();
    const a = await insertOrder(m.id);
    await insertOrder(m.id);
    expect((await m.client.gql(COUNT)).data).toEqual({ unpaidOrderCount: 2 });
    const cancelled = await m.client.gql<{ cancelOrder: { order: { status: string } } }>(CANCEL, { no: a });
    expect(cancelled.data!.cancelOrder).toEqual({
      order: {
        orderNo: a,
        status: 'CANCELLED',
        statusText: '已取消',
        actions: { canPay: false, canDelete: true },
      },
      userErrors: [],
    });
    expect((await m.client.gql(COUNT)).data).toEqual({ unpaidOrderCount: 1 });

    const paid = await insertOrder(m.id, { status: 'paid' });
    const refused = await m.client.gql<{ cancelOrder: { order: null; userErrors: { code: string }[] } }>(
      CANCEL,
      {
        no: paid,
      },
    );
    expect(refused.data!.cancelOrder.order).toBeNull();
    expect(refused.data!.cancelOrder.userErrors[0]!.code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('deletes a cancelled order, which is then gone; an unpaid one is refused', async () => {
    const m = await member();
    const unpaid = await insertOrder(m.id);
    const refused = await m.client.gql<{ deleteOrder: { userErrors: { code: string }[] } }>(DELETE, {
      no: unpaid,
    });
    expect(refused.data!.deleteOrder.userErrors[0]!.code).toBe('ORDER_NOT_DELETABLE');
    await m.client.gql(CANCEL, { no: unpaid });
    expect((await m.client.gql(DELETE, { no: unpaid })).data).toEqual({
      deleteOrder: { deletedOrderNo: unpaid, userErrors: [] },
    });
    expect((await m.client.gql(ONE, { no: unpaid })).data).toEqual({ order: null });
    expect((await m.client.gql<OrdersData>(ORDERS)).data!.orders.total).toBe(0);
  });
});

/** The browser's view of the gateway's /cashier/*: a page, a form post, a redirect. */
function cashier(url: string, method: 'GET' | 'POST' = 'GET', payload?: string, contentType?: string) {
  return stack.gateway.app.inject({
    method,
    url,
    headers: method === 'POST' ? { 'content-type': contentType ?? 'application/x-www-form-urlencoded' } : {},
    ...(payload !== undefined ? { payload } : method === 'POST' ? { payload: '' } : {}),
  });
}

describe('paying', () => {
  it('pays through the cashier the gateway serves: the order is paid and the unpaid count drops', async () => {
    const m = await member();
    const orderNo = await insertOrder(m.id, { totalFen: 123_400 });
    expect((await m.client.gql(COUNT)).data).toEqual({ unpaidOrderCount: 1 });
    const res = await m.client.gql<{
      payOrder: { payment: { payNo: string; cashierUrl: string; amount: { fen: number }; method: string } };
    }>(PAY, { no: orderNo, method: 'ALIPAY' });
    const payment = res.data!.payOrder.payment;
    expect(payment).toMatchObject({ orderNo, method: 'ALIPAY', amount: { fen: 123_400 } });
    expect(payment.cashierUrl).toBe(`/cashier/${payment.payNo}`);

    const page = await cashier(payment.cashierUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1234.00');
    expect(page.body).toContain('支付宝');
    expect(page.body).toContain('确认支付');
    // Only the page's own headers come back: nothing of the backend's server or connection.
    const allowed = new Set([
      'content-type',
      'content-length',
      'cache-control',
      'content-security-policy',
      'referrer-policy',
      'x-content-type-options',
      'date',
      'connection',
      'keep-alive',
    ]);
    expect(Object.keys(page.headers).filter((h) => !allowed.has(h))).toEqual([]);

    const confirmed = await cashier(`${payment.cashierUrl}/confirm`, 'POST');
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/subscribe/paySuccess?orderNo=${orderNo}`);
    expect((await m.client.gql(ONE, { no: orderNo })).data).toMatchObject({ order: { status: 'PAID' } });
    expect((await m.client.gql(COUNT)).data).toEqual({ unpaidOrderCount: 0 });

    const again = await m.client.gql<{ payOrder: { userErrors: { code: string }[] } }>(PAY, {
      no: orderNo,
      method: 'WECHAT',
    });
    expect(again.data!.payOrder.userErrors[0]!.code).toBe('ORDER_ALREADY_PAID');
  });

  it('refuses to pay a cancelled order', async () => {
    const m = await member();
    const orderNo = await insertOrder(m.id);
    await m.client.gql(CANCEL, { no: orderNo });
    const res = await m.client.gql<{
      payOrder: { payment: null; userErrors: { code: string; message: string }[] };
    }>(PAY, { no: orderNo, method: 'WECHAT' });
    expect(res.data!.payOrder.payment).toBeNull();
    expect(res.data!.payOrder.userErrors[0]).toMatchObject({ code: 'ORDER_NOT_PAYABLE' });
  });

  it('ignores a forged notification sent straight to the backend; the gateway does not serve the notify endpoint', async () => {
    const m = await member();
    const orderNo = await insertOrder(m.id);
    const res = await m.client.gql<{ payOrder: { payment: { payNo: string } } }>(PAY, {
      no: orderNo,
      method: 'WECHAT',
    });
    const { payNo } = res.data!.payOrder.payment;
    const document = JSON.stringify({
      pay_no: payNo,
      order_no: orderNo,
      transaction_id: 'WXforged',
      method: 'wechat',
      amount_fen: 88_000,
      trade_state: 'SUCCESS',
      paid_at: '2030-01-01T00:00:00+08:00',
    });
    const forged = await fetch(`${stack.legacyUrl}/pay/notify`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-pay-signature': `sha256=${'0'.repeat(64)}`,
      },
      body: new URLSearchParams({ notify_data: document }).toString(),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 'FAIL', message: '签名校验失败' });
    expect((await m.client.gql(ONE, { no: orderNo })).data).toMatchObject({ order: { status: 'UNPAID' } });
    const viaGateway = await cashier(
      '/pay/notify',
      'POST',
      new URLSearchParams({ notify_data: document }).toString(),
    );
    expect(viaGateway.statusCode).toBe(404);
  });

  it('serves only cashier paths and small form bodies', async () => {
    expect((await cashier('/cashier/x/y/z')).statusCode).toBe(404);
    expect((await cashier('/cashier/..%2Fapi%2Fapp%2Fhealth')).statusCode).toBe(404);
    expect((await cashier('/cashier/Pnothing')).statusCode).toBe(404);
    // Only the contract's cashier routes with their own methods reach the backend: the gateway's page
    // answers the rest (the backend would have answered its JSON envelope).
    for (const [url, method] of [
      ['/cashier/Pnothing/confirm', 'GET'],
      ['/cashier/Pnothing', 'POST'],
    ] as const) {
      const refused = await cashier(url, method);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain('支付链接无效');
    }
    expect((await cashier('/cashier/Pnothing/confirm', 'POST', 'a='.padEnd(20_000, 'x'))).statusCode).toBe(
      413,
    );
    expect((await cashier('/cashier/Pnothing/confirm', 'POST', '{}', 'application/json')).statusCode).toBe(
      415,
    );
  });
});
