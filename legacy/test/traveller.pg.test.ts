// Travellers and e-invoices under real concurrency: PostgreSQL runs two requests' transactions on
// separate connections at once (PGlite runs them in turn), so this is where a duplicate would slip in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, DEMO, loginByCode } from './helpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

describeOnPostgres('travellers and e-invoices on a real PostgreSQL', () => {
  let t: PgTestServer;
  let token: string;
  let memberId: number;

  beforeAll(async () => {
    t = await startPgServer('legacy_travellers');
    const login = await loginByCode(t.server, DEMO.mobile);
    token = login.token;
    memberId = login.userinfo.id;
  });

  afterAll(() => t?.close());

  const v2 = <T = unknown>(path: string, json: unknown) =>
    call<T>(t.server, 'POST', `/v2${path}`, { json, token });

  it('saves one of two travellers sent at once with the same number; the other is told who has it', async () => {
    const body = (name: string) => ({
      name,
      documents: [{ documentTypeId: 1, number: '11010519491231002X' }],
    });
    const answers = await Promise.all([v2('/tourist/add', body('李华')), v2('/tourist/add', body('李小华'))]);
    expect(answers.map((answer) => answer.flag).sort()).toEqual([0, 2302]);
    const list = await v2<{ total: number }>('/tourist/list', {});
    expect(list.data.total).toBe(1);
  });

  it('makes one e-invoice of two requests for the same order sent at once', async () => {
    const orderNo = `P${Date.now()}`;
    await t.server.db.query(
      `insert into orders (order_no, member_id, order_type, status, total_fen, title, created_at)
       values ($1, $2, 8, 'finished', 5000, '北京—上海', $3)`,
      [orderNo, memberId, new Date(t.clock.ms)],
    );
    const title = await v2<{ invoice: { invoiceId: number } }>('/invoice/save', { kind: 1, name: '李华' });
    const invoiceId = title.data.invoice.invoiceId;
    const request = { order_no: orderNo, invoiceId, email: 'li@example.com' };
    const answers = await Promise.all([
      v2('/invoice/buildEInvoice', request),
      v2('/invoice/buildEInvoice', request),
    ]);
    expect(answers.map((answer) => answer.flag).sort()).toEqual([0, 2315]);
  });
});
