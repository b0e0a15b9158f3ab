import { validateTaxNumber } from '@storefront/schema/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANIES } from '../src/domains/invoice/companies.ts';
import { call, DEMO, loginByCode, startServer, type TestServer } from './helpers.ts';
import { addTraveller, booked, genericOrder, pay, pickFlight, v2 as flightV2 } from './flightOrderHelpers.ts';

interface Title {
  invoiceId: number;
  kind: number;
  name: string;
  tax_number: string | null;
  address: string | null;
  phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  is_default: boolean;
}
interface EInvoice {
  id: number;
  order_no: string;
  status: 'issuing' | 'issued';
  title_kind: number;
  title_name: string;
  tax_number: string | null;
  amount_fen: number;
  email: string;
  requested_at: string;
  issued_at: string | null;
}

const TAX = '91110108MA004RFW26';

let t: TestServer;
let me: { token: string; id: number };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await startServer();
  const a = await loginByCode(t.server, DEMO.mobile);
  me = { token: a.token, id: a.userinfo.id };
  const b = await loginByCode(t.server, '13900000003');
  other = { token: b.token, id: b.userinfo.id };
});
afterAll(async () => {
  await t.server.close();
});

function v2<T>(path: string, json: unknown, token = me.token) {
  return call<T>(t.server, 'POST', `/v2${path}`, { json, token });
}
async function titles(token = me.token): Promise<Title[]> {
  return (await v2<{ list: Title[] }>('/invoice/list', {}, token)).data.list;
}
function save(json: Record<string, unknown>, token = me.token) {
  return v2<{ invoice: Title }>('/invoice/save', json, token);
}

describe('invoice titles', () => {
  it('needs a member', async () => {
    expect((await call(t.server, 'POST', '/v2/invoice/list', { json: {} })).flag).toBe(1001);
  });

  it('saves a personal title without tax or bank fields, and makes the first title the default', async () => {
    const saved = await save({ kind: 1, name: '张三', tax_number: TAX, bank_account: '6222020200112233' });
    expect(saved.flag).toBe(0);
    expect(saved.data.invoice).toEqual({
      invoiceId: saved.data.invoice.invoiceId,
      kind: 1,
      name: '张三',
      tax_number: null,
      address: null,
      phone: null,
      bank_name: null,
      bank_account: null,
      is_default: true,
    });
  });

  it('checks a company’s taxpayer number with the shared rule and keeps one default', async () => {
    const bad = await save({ kind: 2, name: '北京华辰科技发展有限公司', tax_number: '91110108MA004RFW27' });
    expect(bad).toMatchObject({ flag: 2001, msg: '统一社会信用代码最后一位校验码不正确，请核对' });
    expect(await save({ kind: 2, name: '北京华辰科技发展有限公司' })).toMatchObject({
      flag: 2001,
      msg: '请输入纳税人识别号',
    });
    expect((await save({ kind: 3, name: '某某' })).flag).toBe(2001);
    expect((await save({ kind: 2, name: '公司', tax_number: TAX, bank_account: '12ab' })).flag).toBe(2001);

    t.clock.advance(1);
    const company = await save({
      kind: 2,
      name: '北京华辰科技发展有限公司',
      tax_number: TAX.toLowerCase(),
      address: '北京市海淀区中关村大街1号',
      phone: '010-88886666',
      bank_name: '中国工商银行北京中关村支行',
      bank_account: '0200 0045 0902 0123 456',
      is_default: true,
    });
    expect(company.flag).toBe(0);
    expect(company.data.invoice).toMatchObject({
      tax_number: TAX,
      bank_account: '0200004509020123456',
      is_default: true,
    });
    const list = await titles();
    expect(list.map((title) => [title.name, title.is_default])).toEqual([
      ['北京华辰科技发展有限公司', true],
      ['张三', false],
    ]);
  });

  it('updates a title, moves the default and promotes the newest title when the default is deleted', async () => {
    const [company, person] = await titles();
    t.clock.advance(1);
    const updated = await v2<{ invoice: Title }>('/invoice/update', {
      invoiceId: person!.invoiceId,
      kind: 1,
      name: '张三丰',
      is_default: true,
    });
    expect(updated.data.invoice).toMatchObject({ name: '张三丰', is_default: true });
    expect((await titles()).map((title) => [title.name, title.is_default])).toEqual([
      ['张三丰', true],
      ['北京华辰科技发展有限公司', false],
    ]);
    expect((await v2('/invoice/delete', { invoiceId: person!.invoiceId })).flag).toBe(0);
    expect((await titles()).map((title) => [title.invoiceId, title.is_default])).toEqual([
      [company!.invoiceId, true],
    ]);
    expect((await v2('/invoice/delete', { invoiceId: person!.invoiceId })).flag).toBe(2311);
  });

  it('never shows or changes another member’s title', async () => {
    const [mine] = await titles();
    expect(await titles(other.token)).toEqual([]);
    const body = { invoiceId: mine!.invoiceId, kind: 1, name: '别人' };
    expect((await v2('/invoice/update', body, other.token)).flag).toBe(2311);
    expect((await v2('/invoice/delete', { invoiceId: mine!.invoiceId }, other.token)).flag).toBe(2311);
    expect((await titles())[0]!.name).toBe('北京华辰科技发展有限公司');
  });

  it('caps a member at 20 titles', async () => {
    await t.server.db.query(
      `insert into invoice_titles (member_id, kind, name, created_at, updated_at)
       select $1, 1, '抬头' || n, $2, $2 from generate_series(1, 19) n`,
      [me.id, new Date(t.clock.ms)],
    );
    expect(await save({ kind: 1, name: '多一个' })).toMatchObject({ flag: 2312 });
    await t.server.db.query("delete from invoice_titles where name like '抬头%'");
  });

  it('refuses a request that breaks the contract with 2001 naming the field, before the handler’s rules', async () => {
    const before = await titles();
    expect(await save({ kind: 3, name: '某某' })).toMatchObject({
      flag: 2001,
      msg: '抬头类型应为 1（个人）或 2（企业）',
    });
    // The handler alone would have refused the one-character name first.
    expect(await save({ kind: 1, name: '张', is_default: 'yes' })).toMatchObject({
      flag: 2001,
      msg: '是否默认应为 true 或 false',
    });
    expect(await v2('/invoice/update', { invoiceId: 'abc', kind: 1, name: '张三' })).toMatchObject({
      flag: 2001,
      msg: '发票抬头编号不正确',
    });
    expect(await titles()).toEqual(before);
  });
});

describe('company search', () => {
  it('finds companies by part of the name, at most 10, always in the same order, with valid tax numbers', async () => {
    const search = (keyword: string) =>
      call<{ list: { name: string; tax_number: string }[] }>(t.server, 'GET', '/api/invoice/searchCompany', {
        form: { keyword },
        token: me.token,
      });
    const tech = await search('科技');
    expect(tech.flag).toBe(0);
    expect(tech.data.list.map((company) => company.name)).toEqual([
      '悠游旅行（北京）科技有限公司',
      '北京华辰科技发展有限公司',
      '深圳前海云帆网络科技有限公司',
      '天津滨海新能源科技有限公司',
    ]);
    expect((await search('科技')).data).toEqual(tech.data);
    expect((await search('有限公司')).data.list).toHaveLength(10);
    expect((await search('不存在的公司')).data.list).toEqual([]);
    expect(await search('科')).toMatchObject({ flag: 2001, msg: '请输入2-50个字的公司名称关键字' });
    for (const company of COMPANIES)
      expect([company.name, validateTaxNumber(company.tax_number)]).toEqual([company.name, { ok: true }]);
  });
});

describe('e-invoices', () => {
  let titleId: number;
  let otherTitleId: number;

  async function order(
    memberId: number,
    status: string,
    totalFen: number,
    travelEndAt: Date | null = null,
  ): Promise<string> {
    const orderNo = `T${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    await t.server.db.query(
      `insert into orders (order_no, member_id, order_type, status, total_fen, title, travel_end_at, created_at)
       values ($1, $2, 8, $3, $4, '北京—上海', $5, $6)`,
      [orderNo, memberId, status, totalFen, travelEndAt, new Date(t.clock.ms)],
    );
    return orderNo;
  }
  const build = (json: Record<string, unknown>, token = me.token) =>
    v2<{ e_invoice: EInvoice }>('/invoice/buildEInvoice', json, token);
  const query = (orderNo: string, token = me.token) =>
    v2<{ e_invoice: EInvoice | null }>('/invoice/queryEInvoice', { order_no: orderNo }, token);

  beforeAll(async () => {
    titleId = (await save({ kind: 2, name: '上海浦江数据服务有限公司', tax_number: '91310115MA1HB2Q8XU' }))
      .data.invoice.invoiceId;
    otherTitleId = (await save({ kind: 1, name: '李四' }, other.token)).data.invoice.invoiceId;
  });

  it('issues one e-invoice per finished order, for the order’s amount, issued two minutes later on the server clock', async () => {
    const orderNo = await order(me.id, 'finished', 123_450);
    expect((await query(orderNo)).data).toEqual({ e_invoice: null });
    const built = await build({ order_no: orderNo, invoiceId: titleId, email: 'me@example.com' });
    expect(built.flag).toBe(0);
    expect(built.data.e_invoice).toMatchObject({
      order_no: orderNo,
      status: 'issuing',
      title_kind: 2,
      title_name: '上海浦江数据服务有限公司',
      tax_number: '91310115MA1HB2Q8XU',
      amount_fen: 123_450,
      email: 'me@example.com',
      issued_at: null,
    });
    expect(built.data.e_invoice.requested_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);

    t.clock.advance(119);
    expect((await query(orderNo)).data.e_invoice).toMatchObject({ status: 'issuing', issued_at: null });
    t.clock.advance(1);
    const issued = (await query(orderNo)).data.e_invoice!;
    expect(issued.status).toBe('issued');
    expect(Date.parse(issued.issued_at!) - Date.parse(issued.requested_at)).toBe(120_000);

    expect(await build({ order_no: orderNo, invoiceId: titleId, email: 'me@example.com' })).toMatchObject({
      flag: 2315,
      data: null,
    });
    // Editing the title later does not change the invoice already asked for.
    await v2('/invoice/update', { invoiceId: titleId, kind: 1, name: '改名了' });
    expect((await query(orderNo)).data.e_invoice!.title_name).toBe('上海浦江数据服务有限公司');
  });

  it('refuses orders that are not finished, but counts a paid trip that is over as finished', async () => {
    for (const status of ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded']) {
      const orderNo = await order(me.id, status, 1000);
      expect([
        status,
        (await build({ order_no: orderNo, invoiceId: titleId, email: 'me@example.com' })).flag,
      ]).toEqual([status, 2314]);
    }
    const over = await order(me.id, 'paid', 8800, new Date(t.clock.ms - 1000));
    expect(
      (await build({ order_no: over, invoiceId: titleId, email: 'me@example.com' })).data.e_invoice
        .amount_fen,
    ).toBe(8800);
  });

  it('keeps orders and titles to their member and checks the e-mail', async () => {
    const mine = await order(me.id, 'finished', 500);
    const theirs = await order(other.id, 'finished', 600);
    expect((await build({ order_no: theirs, invoiceId: titleId, email: 'me@example.com' })).flag).toBe(2313);
    expect((await query(theirs)).flag).toBe(2313);
    expect((await build({ order_no: mine, invoiceId: otherTitleId, email: 'me@example.com' })).flag).toBe(
      2311,
    );
    expect(await build({ order_no: mine, invoiceId: titleId, email: 'me@' })).toMatchObject({
      flag: 2001,
      msg: '请输入正确的邮箱地址，例如 name@example.com',
    });
    expect((await build({ order_no: 'NOPE', invoiceId: titleId, email: 'me@example.com' })).flag).toBe(2313);
    expect((await query(mine)).data.e_invoice).toBeNull();
  });
});

describe('the e-invoice of a flight order after-sales touched', () => {
  let titleId: number;
  let a: number;
  let b: number;
  beforeAll(async () => {
    titleId = (await save({ kind: 1, name: '王发票' })).data.invoice.invoiceId;
    a = await addTraveller(t.server, me, { name: '王甲', birthday: '1980-01-01' });
    b = await addTraveller(t.server, me, { name: '王乙', birthday: '1982-02-02' });
  });
  const build = (orderNo: string) =>
    v2<{ e_invoice: EInvoice }>('/invoice/buildEInvoice', {
      order_no: orderNo,
      invoiceId: titleId,
      email: 'me@example.com',
    });
  /** Moves the server clock past a flight's arrival: the trip is over, the order finished. */
  const finishTrip = (arrAt: string) => {
    t.clock.ms = Math.max(t.clock.ms, Date.parse(arrAt) + 60_000);
  };

  it('is for what was paid less what was refunded: two paid, one refunded', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 3, 2);
    const order = await booked(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: a }, { travellerId: b }],
    });
    await pay(t.server, me, order.order_no);
    const paid = (await genericOrder(t.server, me, order.order_no)).total_fen;
    const refund = await flightV2<{ refund: { amount_fen: number; fee_fen: number } }>(
      t.server,
      me,
      '/flightOrder/refundApply',
      { order_no: order.order_no, passenger_ids: [order.passengers[0]!.id], reason: '行程有变' },
    );
    expect(refund.flag).toBe(0);
    expect(refund.data.refund.amount_fen).toBeGreaterThan(0);
    t.clock.advance(10 * 60);
    finishTrip(flight.arrAt);
    expect((await genericOrder(t.server, me, order.order_no)).status).toBe('finished');
    const built = await build(order.order_no);
    expect(built.flag).toBe(0);
    expect(built.data.e_invoice.amount_fen).toBe(paid - refund.data.refund.amount_fen);
  });

  it('adds what a change’s payment order paid, which is not invoiced on its own', async () => {
    const booked1 = pickFlight(t.clock.ms, 'BJS', 'SHA', 3, 3);
    const order = await booked(t.server, me, {
      fareIds: [booked1.fare.id],
      passengers: [{ travellerId: a }, { travellerId: b }],
    });
    await pay(t.server, me, order.order_no);
    const paid = (await genericOrder(t.server, me, order.order_no)).total_fen;
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 4, 3);
    const dearer = target.flight.fares.find((f) => f.bookingClass === 'Y')!;
    const applied = await flightV2<{ change: { change_no: string; total_fen: number } }>(
      t.server,
      me,
      '/flightOrder/changeApply',
      { order_no: order.order_no, fare_id: dearer.id },
    );
    expect(applied.data.change.total_fen).toBeGreaterThan(0);
    const confirmed = await flightV2<{ change: { pay_order_no: string } }>(
      t.server,
      me,
      '/flightOrder/changeConfirm',
      { change_no: applied.data.change.change_no },
    );
    await pay(t.server, me, confirmed.data.change.pay_order_no);
    const refund = await flightV2<{ refund: { amount_fen: number } }>(
      t.server,
      me,
      '/flightOrder/refundApply',
      {
        order_no: order.order_no,
        passenger_ids: [order.passengers[1]!.id],
        reason: '行程有变',
      },
    );
    expect(refund.flag).toBe(0);
    t.clock.advance(10 * 60);
    finishTrip(target.flight.arrAt);
    expect((await build(confirmed.data.change.pay_order_no)).flag).toBe(2314);
    const built = await build(order.order_no);
    expect(built.flag).toBe(0);
    expect(built.data.e_invoice.amount_fen).toBe(
      paid + applied.data.change.total_fen - refund.data.refund.amount_fen,
    );
  });
});
