import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLegacyServer, REQUEST_LOG_LIMIT } from '../src/index.ts';
import { MAX_TEXT_LENGTH } from '../src/core/router.ts';
import { call, DEMO, seqnum, startServer, stdHeaders, type TestServer } from './helpers.ts';

let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(async () => {
  await t.server.close();
});

async function loginDemo(): Promise<string> {
  const login = await call(t.server, 'POST', '/api/user/login', {
    form: { mobile: DEMO.mobile, password: DEMO.password },
  });
  expect(login.flag).toBe(0);
  return login.data.token as string;
}

describe('header rules', () => {
  const cases: [string, Record<string, string>][] = [
    ['missing seqnum', { version: '1.2.3' }],
    ['missing version', { seqnum: seqnum() }],
    ['malformed seqnum (client kind)', { seqnum: `XX-0-${Date.now()}-0123abcd`, version: '1.2.3' }],
    ['malformed seqnum (short time)', { seqnum: 'H5-0-12345-0123abcd', version: '1.2.3' }],
    ['malformed seqnum (upper-case hex)', { seqnum: `H5-0-${Date.now()}-0123ABCD`, version: '1.2.3' }],
    ['malformed version', { seqnum: seqnum(), version: '1.2' }],
  ];
  for (const [name, headers] of cases) {
    it(`answers 1000 with data null for ${name}, on every prefix`, async () => {
      for (const url of ['/api/user/getUserInfo', '/app/config']) {
        const answer = await call(t.server, 'GET', url, { headers: { ...headers } });
        expect(answer.status).toBe(200);
        expect(answer.flag).toBe(1000);
        expect(answer.data).toBeNull();
      }
      const v2 = await call(t.server, 'POST', '/v2/user/resetPwdVerify', {
        headers: { ...headers },
        json: { mobile: DEMO.mobile, code: '123456' },
      });
      expect(v2.flag).toBe(1000);
    });
  }

  it('accepts the mini-program client kind and any x.y.z version', async () => {
    const answer = await call(t.server, 'GET', '/app/config', {
      headers: { seqnum: seqnum(42, 'MP'), version: '3.10.0' },
    });
    expect(answer.flag).toBe(0);
    expect(answer.data).toEqual({
      service_phone: '400-850-1666',
      app_version_threshold: '3.7.8',
      site_name: expect.any(String),
    });
  });

  it('answers 40101 when Authorization names another token than token', async () => {
    const token = await loginDemo();
    const other = 'f'.repeat(64);
    const mismatch = await call(t.server, 'GET', '/api/user/getUserInfo', {
      headers: { ...stdHeaders(), token, authorization: `Bearer ${other}` },
    });
    expect(mismatch.flag).toBe(40101);
    expect(mismatch.data).toBeNull();
    const withoutToken = await call(t.server, 'GET', '/api/user/getUserInfo', {
      headers: { ...stdHeaders(), authorization: `Bearer ${token}` },
    });
    expect(withoutToken.flag).toBe(40101);
    // The same pair, agreeing, works: the refusal was about the disagreement.
    const agreeing = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    expect(agreeing.flag).toBe(0);
  });

  it('answers 1001 when a member-only call carries no token, 40101 for an unknown one', async () => {
    const none = await call(t.server, 'GET', '/api/user/getUserInfo');
    expect(none.flag).toBe(1001);
    expect(none.data).toBeNull();
    const unknown = await call(t.server, 'GET', '/api/user/getUserInfo', { token: 'a'.repeat(64) });
    expect(unknown.flag).toBe(40101);
    const garbage = await call(t.server, 'GET', '/api/user/getUserInfo', { token: 'not-a-token' });
    expect(garbage.flag).toBe(40101);
    // An empty Bearer without a token is an anonymous call, not a disagreement.
    const emptyBearer = await call(t.server, 'GET', '/api/user/getUserInfo', {
      headers: { ...stdHeaders(), authorization: 'Bearer ' },
    });
    expect(emptyBearer.flag).toBe(1001);
  });

  it('checks the member before the contract checks the parameters', async () => {
    const broken = { json: { image: { not: 'text' } } };
    const anonymous = await call(t.server, 'POST', '/v2/user/uploadHeadImage', broken);
    expect(anonymous.flag).toBe(1001);
    const token = await loginDemo();
    const member = await call(t.server, 'POST', '/v2/user/uploadHeadImage', { ...broken, token });
    expect([member.flag, member.msg]).toEqual([2001, '头像图片格式不正确']);
  });
});

describe('routing', () => {
  it('answers 4040 with HTTP 404 for an unknown endpoint or a wrong method', async () => {
    const unknown = await call(t.server, 'GET', '/api/user/noSuchThing');
    expect(unknown.status).toBe(404);
    expect(unknown.flag).toBe(4040);
    expect(unknown.data).toBeNull();
    const wrongMethod = await call(t.server, 'GET', '/api/user/login');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.flag).toBe(4040);
    const outside = await call(t.server, 'GET', '/elsewhere', { headers: {} });
    expect(outside.flag).toBe(4040);
  });

  it('refuses a body in the wrong format for the prefix with 2001', async () => {
    const jsonToApi = await call(t.server, 'POST', '/api/user/login', {
      json: { mobile: DEMO.mobile, password: DEMO.password },
    });
    expect(jsonToApi.status).toBe(400);
    expect(jsonToApi.flag).toBe(2001);
    const formToV2 = await call(t.server, 'POST', '/v2/user/resetPwdVerify', {
      form: { mobile: DEMO.mobile, code: '123456' },
    });
    expect(formToV2.status).toBe(400);
    expect(formToV2.flag).toBe(2001);
    const response = await t.server.app.inject({
      method: 'POST',
      url: '/v2/user/register',
      headers: { ...stdHeaders(), 'content-type': 'application/json' },
      payload: '{"mobile": ',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ flag: 2001, data: null });
    const unknownType = await t.server.app.inject({
      method: 'POST',
      url: '/v2/user/register',
      headers: { ...stdHeaders(), 'content-type': 'application/xml' },
      payload: '<mobile/>',
    });
    expect(unknownType.statusCode).toBe(400);
    expect(JSON.parse(unknownType.body)).toMatchObject({ flag: 2001, data: null });
    const tooLarge = await t.server.app.inject({
      method: 'POST',
      url: '/v2/user/uploadHeadImage',
      headers: { ...stdHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ image: 'A'.repeat(1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ flag: 2001, data: null });
  });

  it('masks an unexpected failure as 5000 without internals', async () => {
    // Break the database underneath a member-only call: the session lookup then throws.
    const token = await loginDemo();
    await t.server.db.exec('alter table member_sessions rename to member_sessions_gone');
    const answer = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    expect(answer.status).toBe(500);
    expect(answer.flag).toBe(5000);
    expect(answer.data).toBeNull();
    expect(answer.raw).not.toMatch(/member_sessions|relation|select|at \w+ \(/i);
  });

  it('answers a control character in any parameter with 2001 naming it, never a 500, and stores nothing', async () => {
    const token = await loginDemo();
    const before = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    const tries = [
      call(t.server, 'POST', '/api/user/modifyNickname', { token, form: { nick_name: '小王\u0000' } }),
      call(t.server, 'POST', '/v2/invoice/save', { token, json: { kind: 1, name: '张三\u0000' } }),
      call(t.server, 'POST', '/v2/invoice/save', {
        token,
        json: { kind: 2, name: '某公司', address: ['\u001b[2J'] },
      }),
      call(t.server, 'POST', '/api/order/cancel', { token, form: { order_no: '\u00002024' } }),
      call(t.server, 'GET', '/api/order/detail?order_no=%00', { token }),
      call(t.server, 'POST', '/api/user/login', {
        form: { mobile: DEMO.mobile, password: 'Demo1234\u0000' },
      }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.status).toBe(200);
      expect(answer.flag).toBe(2001);
      expect(answer.msg).toMatch(/^参数 \S+ 含有不可见的控制字符，请删除后重试$/);
    }
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token })).data).toEqual(before.data);
    expect((await call(t.server, 'POST', '/v2/invoice/list', { token, json: {} })).data).toEqual({
      list: [],
    });
  });

  it('answers an over-long parameter with 2001, and lets the avatar route take its large image', async () => {
    const token = await loginDemo();
    const long = await call(t.server, 'POST', '/api/user/modifyNickname', {
      token,
      form: { nick_name: 'x'.repeat(MAX_TEXT_LENGTH + 1) },
    });
    expect([long.status, long.flag, long.msg]).toEqual([
      200,
      2001,
      `参数 nick_name 过长，最多${MAX_TEXT_LENGTH}个字符`,
    ]);
    const image = await call(t.server, 'POST', '/v2/user/uploadHeadImage', {
      token,
      json: { image: `data:image/png;base64,${'A'.repeat(MAX_TEXT_LENGTH * 2)}` },
    });
    // Past the length check: refused by the handler for what the image is, not for its length.
    expect(image.flag).toBe(2001);
    expect(image.msg).not.toMatch(/过长/);
  });

  it('answers a value the database refuses with 2001, not 500', async () => {
    const token = await loginDemo();
    // A handler that lets through what its column cannot take: PostgreSQL's "value too long" (22001).
    await t.server.db.exec('alter table members alter column nick_name type varchar(6)');
    const answer = await call(t.server, 'POST', '/api/user/modifyNickname', {
      token,
      form: { nick_name: '一二三四五六七八九十' },
    });
    expect([answer.status, answer.flag]).toEqual([200, 2001]);
    expect(answer.raw).not.toMatch(/varchar|character varying|nick_name/);
  });

  it('serves /app/health with the database kind', async () => {
    const answer = await call(t.server, 'GET', '/app/health');
    expect(answer).toMatchObject({ flag: 0, data: { status: 'ok', db: 'pglite' } });
  });
});

describe('request log', () => {
  it('records method, prefix, path, headers and flag of each call, in order', async () => {
    const token = await loginDemo();
    const start = t.server.requestLog.length;
    const headers = stdHeaders(token);
    await call(t.server, 'GET', '/api/user/getUserInfo', { headers: { ...headers } });
    await call(t.server, 'GET', '/api/user/getUserInfo', { headers: { version: '1.2.3' } });
    await call(t.server, 'GET', '/v2/nothing');
    const entries = t.server.requestLog.slice(start);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toEqual({
      method: 'GET',
      prefix: '/api',
      path: '/user/getUserInfo',
      seqnum: headers.seqnum,
      version: '1.2.3',
      token,
      authorization: `Bearer ${token}`,
      flag: 0,
      at: t.clock.ms,
    });
    expect(entries[1]).toMatchObject({ path: '/user/getUserInfo', flag: 1000 });
    expect(entries[1]!.seqnum).toBeUndefined();
    expect(entries[2]).toMatchObject({ prefix: '/v2', path: '/nothing', flag: 4040 });
  });

  it(`keeps only the last ${REQUEST_LOG_LIMIT} entries in the same array`, async () => {
    const log = t.server.requestLog;
    for (let i = 0; i < REQUEST_LOG_LIMIT + 5; i++) {
      await t.server.app.inject({ method: 'GET', url: `/app/none${i}` });
    }
    expect(t.server.requestLog).toBe(log);
    expect(log).toHaveLength(REQUEST_LOG_LIMIT);
    expect(log.at(-1)!.path).toBe(`/none${REQUEST_LOG_LIMIT + 4}`);
    expect(log[0]!.path).toBe('/none5');
  });

  it('is not kept unless asked for (a server on its own has no reader for it)', async () => {
    const plain = await createLegacyServer({ clock: t.clock.now });
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/app/health', headers: stdHeaders() });
      expect(answer.statusCode).toBe(200);
      await plain.app.inject({ method: 'GET', url: '/v2/nothing' });
      expect(plain.requestLog).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('real HTTP', () => {
  it('listens on a free port and answers over a socket', async () => {
    const base = await t.server.listen(0);
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${base}/app/health`, { headers: stdHeaders() });
    expect(await response.json()).toEqual({ flag: 0, msg: 'ok', data: { status: 'ok', db: 'pglite' } });
    expect(t.server.requestLog.at(-1)).toMatchObject({ prefix: '/app', path: '/health', flag: 0 });
  });
});

describe('development tools', () => {
  it('exposes /__dev/sms outside production without headers', async () => {
    const none = await call(t.server, 'GET', `/__dev/sms?mobile=${DEMO.mobile}`, { headers: {} });
    expect(none.flag).toBe(2004);
    await call(t.server, 'POST', '/api/user/sendVerifyCode', {
      form: { mobile: DEMO.mobile, type: 'login' },
    });
    const sent = await call(t.server, 'GET', `/__dev/sms?mobile=${DEMO.mobile}`, { headers: {} });
    expect(sent.flag).toBe(0);
    expect(sent.data.code).toMatch(/^\d{6}$/);
  });

  it('has no /__dev/sms in production', async () => {
    const prod = await startServer({ production: true });
    try {
      await call(prod.server, 'POST', '/api/user/sendVerifyCode', {
        form: { mobile: DEMO.mobile, type: 'login' },
      });
      const answer = await call(prod.server, 'GET', `/__dev/sms?mobile=${DEMO.mobile}`, { headers: {} });
      expect(answer.status).toBe(404);
      expect(answer.flag).toBe(4040);
      expect(answer.raw).not.toMatch(/code/);
    } finally {
      await prod.server.close();
    }
  });
});
