// The token handoff under real concurrency: PostgreSQL runs two requests' transactions on separate
// connections at once (PGlite runs them in turn), so this is where a double exchange would slip in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, DEMO, loginByCode } from './helpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

describeOnPostgres('token handoff on a real PostgreSQL', () => {
  let t: PgTestServer;

  beforeAll(async () => {
    t = await startPgServer('legacy_user');
  });

  afterAll(() => t?.close());

  it('exchanges a handed token once when two exchanges arrive together', async () => {
    const handed = await loginByCode(t.server, DEMO.mobile);
    const exchange = () => call(t.server, 'POST', '/api/user/exchangeToken', { token: handed.token });
    const answers = await Promise.all([exchange(), exchange(), exchange()]);
    expect(answers.map((answer) => answer.flag).sort()).toEqual([0, 2009, 2009]);
    const fresh = answers.find((answer) => answer.flag === 0)!.data.token;
    expect(fresh).not.toBe(handed.token);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: fresh })).flag).toBe(0);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: handed.token })).flag).toBe(0);
  });
});
