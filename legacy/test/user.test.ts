import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  DEMO,
  loginByCode,
  sendCode,
  smsCode,
  startServer,
  wrongCode,
  type TestServer,
} from './helpers.ts';

let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(async () => {
  await t.server.close();
});

const NEW_MOBILE = '13612345678';

async function outboxRows(mobile: string) {
  return t.server.db.query<{ purpose: string; code: string; attempts: number }>(
    'select purpose, code, attempts from sms_outbox where mobile = $1 order by id',
    [mobile],
  );
}

describe('verify codes and dynamic login', () => {
  it('sends a 6-digit code to the outbox, never in the answer, and logs an unknown mobile in as a new member', async () => {
    const sent = await sendCode(t.server, NEW_MOBILE);
    expect(sent).toMatchObject({ flag: 0, data: { expires_in: 300, resend_in: 60 } });
    const rows = await outboxRows(NEW_MOBILE);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code).toMatch(/^\d{6}$/);
    expect(sent.raw).not.toContain(rows[0]!.code);

    const login = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code: rows[0]!.code, introduce_id: '10003', introduce_type: '1' },
    });
    expect(login.flag).toBe(0);
    expect(login.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(login.data.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    expect(Date.parse(login.data.expires_at) - t.clock.ms).toBeGreaterThan(30 * 86_400_000 - 2000);
    expect(login.data.userinfo).toMatchObject({
      mobile: NEW_MOBILE,
      login_name: NEW_MOBILE,
      nick_name: '用户5678',
      introduce_id: '10003',
      introduce_type: '1',
      head_img: '',
      birthday: '',
    });
    expect(login.data.userinfo.id).toBeGreaterThanOrEqual(100001);

    const info = await call(t.server, 'GET', '/api/user/getUserInfo', { token: login.data.token });
    expect(info.flag).toBe(0);
    expect(info.data.userinfo).toEqual(login.data.userinfo);

    // The token is stored hashed: the raw value appears nowhere in the database.
    const stored = await t.server.db.query<{ token_hash: string }>('select token_hash from member_sessions');
    expect(stored.map((r) => r.token_hash)).not.toContain(login.data.token);
  });

  it('logs a known member in by code without creating another', async () => {
    const { userinfo } = await loginByCode(t.server, DEMO.mobile);
    expect(userinfo).toMatchObject({ id: 10001, nick_name: DEMO.nickName });
    const count = await t.server.db.query<{ n: number }>(
      'select count(*) as n from members where mobile = $1',
      [DEMO.mobile],
    );
    expect(count[0]!.n).toBe(1);
  });

  it('consumes a code on success', async () => {
    await sendCode(t.server, NEW_MOBILE);
    const code = await smsCode(t.server, NEW_MOBILE);
    const first = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code },
    });
    expect(first.flag).toBe(0);
    const again = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code },
    });
    expect(again.flag).toBe(2004);
  });

  it('refuses a second code within 60 s and sends one after', async () => {
    expect((await sendCode(t.server, NEW_MOBILE)).flag).toBe(0);
    t.clock.advance(59);
    const tooSoon = await sendCode(t.server, NEW_MOBILE);
    expect(tooSoon.flag).toBe(2002);
    expect(tooSoon.msg).toContain('1秒');
    // The window is per mobile, whatever the purpose.
    expect((await sendCode(t.server, NEW_MOBILE, 'register')).flag).toBe(2002);
    expect(await outboxRows(NEW_MOBILE)).toHaveLength(1);
    t.clock.advance(1);
    expect((await sendCode(t.server, NEW_MOBILE)).flag).toBe(0);
    expect(await outboxRows(NEW_MOBILE)).toHaveLength(2);
  });

  it('replaces the earlier code: only the newest one works', async () => {
    await sendCode(t.server, NEW_MOBILE);
    const [first] = await outboxRows(NEW_MOBILE);
    t.clock.advance(61);
    await sendCode(t.server, NEW_MOBILE);
    const [, second] = await outboxRows(NEW_MOBILE);
    if (first!.code !== second!.code) {
      const old = await call(t.server, 'POST', '/api/user/dynamicLogin', {
        form: { mobile: NEW_MOBILE, code: first!.code },
      });
      // The replaced code is no longer live: it is just a wrong try against the new one.
      expect(old.flag).toBe(2003);
    }
    const fresh = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code: second!.code },
    });
    expect(fresh.flag).toBe(0);
  });

  it('counts down wrong tries and voids the code on the fifth', async () => {
    await sendCode(t.server, NEW_MOBILE);
    const code = await smsCode(t.server, NEW_MOBILE);
    const wrong = wrongCode(code);
    for (const left of [4, 3, 2, 1]) {
      const answer = await call(t.server, 'POST', '/api/user/dynamicLogin', {
        form: { mobile: NEW_MOBILE, code: wrong },
      });
      expect(answer.flag).toBe(2003);
      expect(answer.msg).toBe(`验证码错误，还可以再试${left}次`);
    }
    const fifth = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code: wrong },
    });
    expect(fifth.flag).toBe(2004);
    const right = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code },
    });
    expect(right.flag).toBe(2004);
    expect(right.msg).toBe('验证码已失效，请重新获取');
    const members = await t.server.db.query('select 1 from members where mobile = $1', [NEW_MOBILE]);
    expect(members).toHaveLength(0);
  });

  it('lets a code expire after 5 minutes', async () => {
    await sendCode(t.server, NEW_MOBILE);
    const code = await smsCode(t.server, NEW_MOBILE);
    t.clock.advance(300);
    const late = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code },
    });
    expect(late.flag).toBe(2004);
  });

  it('answers 2004 when no code was ever sent, and binds a code to its purpose', async () => {
    const never = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code: '123456' },
    });
    expect(never.flag).toBe(2004);
    await sendCode(t.server, NEW_MOBILE, 'register');
    const code = await smsCode(t.server, NEW_MOBILE);
    const asLogin = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code },
    });
    expect(asLogin.flag).toBe(2004);
  });

  it('checks its parameters with 2001', async () => {
    const badMobile = await sendCode(t.server, '23800138000');
    expect(badMobile.flag).toBe(2001);
    expect(badMobile.msg).toContain('手机号');
    const badType = await call(t.server, 'POST', '/api/user/sendVerifyCode', {
      form: { mobile: NEW_MOBILE, type: 'hello' },
    });
    expect(badType.flag).toBe(2001);
    const shortCode = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile: NEW_MOBILE, code: '123' },
    });
    expect(shortCode.flag).toBe(2001);
    expect(await outboxRows(NEW_MOBILE)).toHaveLength(0);
  });

  it('refuses a register code for a registered mobile (2005) and a reset code for an unknown one (2007)', async () => {
    expect((await sendCode(t.server, DEMO.mobile, 'register')).flag).toBe(2005);
    expect((await sendCode(t.server, NEW_MOBILE, 'reset')).flag).toBe(2007);
  });
});

describe('password login', () => {
  it('logs a demo member in with the right password', async () => {
    const login = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: DEMO.password },
    });
    expect(login.flag).toBe(0);
    expect(login.data.userinfo).toMatchObject({
      id: 10001,
      mobile: DEMO.mobile,
      nick_name: DEMO.nickName,
      gender: 1,
    });
    const info = await call(t.server, 'GET', '/api/user/getUserInfo', { token: login.data.token });
    expect(info.data.userinfo.id).toBe(10001);
  });

  it('answers 2006 for a wrong password, an unknown mobile and a member without a password', async () => {
    const wrong = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: 'Demo12345' },
    });
    expect(wrong.flag).toBe(2006);
    expect(wrong.data).toBeNull();
    const unknown = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: NEW_MOBILE, password: DEMO.password },
    });
    expect(unknown.flag).toBe(2006);
    expect(unknown.msg).toBe(wrong.msg);
    await loginByCode(t.server, NEW_MOBILE);
    const smsOnly = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: NEW_MOBILE, password: 'Whatever1' },
    });
    expect(smsOnly.flag).toBe(2006);
    const empty = await call(t.server, 'POST', '/api/user/login', { form: { mobile: DEMO.mobile } });
    expect(empty.flag).toBe(2001);
  });
});

describe('register', () => {
  it('registers with a code and a password, then the password logs in; a second registration is 2005', async () => {
    await sendCode(t.server, NEW_MOBILE, 'register');
    const code = await smsCode(t.server, NEW_MOBILE);
    const reg = await call(t.server, 'POST', '/v2/user/register', {
      json: { mobile: NEW_MOBILE, code, password: 'Travel2026' },
    });
    expect(reg.flag).toBe(0);
    expect(reg.data.userinfo).toMatchObject({ mobile: NEW_MOBILE, introduce_type: '2' });
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: reg.data.token })).flag).toBe(0);

    const stored = await t.server.db.query<{ password_hash: string }>(
      'select password_hash from members where mobile = $1',
      [NEW_MOBILE],
    );
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);

    const login = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: NEW_MOBILE, password: 'Travel2026' },
    });
    expect(login.flag).toBe(0);

    const again = await call(t.server, 'POST', '/v2/user/register', {
      json: { mobile: NEW_MOBILE, code, password: 'Travel2026' },
    });
    expect(again.flag).toBe(2005);
    const demo = await call(t.server, 'POST', '/v2/user/register', {
      json: { mobile: DEMO.mobile, code: '123456', password: 'Travel2026' },
    });
    expect(demo.flag).toBe(2005);
  });

  it('refuses weak passwords with 2001 and keeps the code', async () => {
    await sendCode(t.server, NEW_MOBILE, 'register');
    const code = await smsCode(t.server, NEW_MOBILE);
    for (const password of ['short1A', 'onlyletters', '1234567890', 'has space1', 'a1'.repeat(11)]) {
      const answer = await call(t.server, 'POST', '/v2/user/register', {
        json: { mobile: NEW_MOBILE, code, password },
      });
      expect(answer.flag, password).toBe(2001);
    }
    const ok = await call(t.server, 'POST', '/v2/user/register', {
      json: { mobile: NEW_MOBILE, code, password: 'abcd1234' },
    });
    expect(ok.flag).toBe(0);
  });

  it('counts a wrong register code (2003)', async () => {
    await sendCode(t.server, NEW_MOBILE, 'register');
    const code = await smsCode(t.server, NEW_MOBILE);
    const answer = await call(t.server, 'POST', '/v2/user/register', {
      json: { mobile: NEW_MOBILE, code: wrongCode(code), password: 'abcd1234' },
    });
    expect(answer.flag).toBe(2003);
    expect((await outboxRows(NEW_MOBILE))[0]!.attempts).toBe(1);
  });
});

describe('sessions', () => {
  it('expires a token after its lifetime (40101)', async () => {
    const { token } = await loginByCode(t.server, DEMO.mobile);
    t.clock.advance(30 * 86_400 - 1);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token })).flag).toBe(0);
    t.clock.advance(1);
    const expired = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    expect(expired.flag).toBe(40101);
    expect(expired.data).toBeNull();
  });

  it('honours a configured lifetime', async () => {
    const short = await startServer({ tokenTtlSeconds: 60 });
    try {
      const { token } = await loginByCode(short.server, DEMO.mobile);
      short.clock.advance(60);
      expect((await call(short.server, 'GET', '/api/user/getUserInfo', { token })).flag).toBe(40101);
    } finally {
      await short.server.close();
    }
  });

  it('ends the token on logout and leaves other sessions alone', async () => {
    const first = await loginByCode(t.server, DEMO.mobile);
    const second = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: DEMO.password },
    });
    const out = await call(t.server, 'POST', '/api/user/logout', { token: first.token });
    expect(out).toMatchObject({ flag: 0, data: {} });
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: first.token })).flag).toBe(40101);
    expect((await call(t.server, 'POST', '/api/user/logout', { token: first.token })).flag).toBe(40101);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: second.data.token })).flag).toBe(0);
    expect((await call(t.server, 'POST', '/api/user/logout')).flag).toBe(1001);
  });
});

describe('token handoff (exchangeToken)', () => {
  const exchange = (token?: string) =>
    call(t.server, 'POST', '/api/user/exchangeToken', token === undefined ? {} : { token });

  it('answers a new 7-day session of the same member; the handed token keeps working for its owner', async () => {
    const handed = await loginByCode(t.server, DEMO.mobile);
    const answer = await exchange(handed.token);
    expect(answer.flag).toBe(0);
    expect(answer.data.token).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.data.token).not.toBe(handed.token);
    expect(answer.data.userinfo).toEqual(handed.userinfo);
    expect(Date.parse(answer.data.expires_at) - t.clock.ms).toBeGreaterThan(7 * 86_400_000 - 2000);
    expect(Date.parse(answer.data.expires_at) - t.clock.ms).toBeLessThanOrEqual(7 * 86_400_000);

    const fresh = await call(t.server, 'GET', '/api/user/getUserInfo', { token: answer.data.token });
    expect(fresh.data.userinfo.id).toBe(handed.userinfo.id);
    // The host app's own session is not the web's to end.
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: handed.token })).flag).toBe(0);

    t.clock.advance(7 * 86_400);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: answer.data.token })).flag).toBe(
      40101,
    );
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: handed.token })).flag).toBe(0);
  });

  it('refuses a second exchange of the same token with 2009 and leaves the first session alone', async () => {
    const handed = await loginByCode(t.server, DEMO.mobile);
    const first = await exchange(handed.token);
    expect(first.flag).toBe(0);
    const second = await exchange(handed.token);
    expect(second.flag).toBe(2009);
    expect(second.data).toBeNull();
    expect(second.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: first.data.token })).flag).toBe(0);
    const sessions = await t.server.db.query<{ n: number }>(
      'select count(*) as n from member_sessions where member_id = $1',
      [handed.userinfo.id],
    );
    expect(sessions[0]!.n).toBe(2);
    // The host app logging out ends its own session only.
    await call(t.server, 'POST', '/api/user/logout', { token: handed.token });
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: first.data.token })).flag).toBe(0);
  });

  it('needs a live token: 1001 without one, 40101 for a logged-out one', async () => {
    expect((await exchange()).flag).toBe(1001);
    const handed = await loginByCode(t.server, DEMO.mobile);
    await call(t.server, 'POST', '/api/user/logout', { token: handed.token });
    expect((await exchange(handed.token)).flag).toBe(40101);
  });

  it('never outlives the configured session lifetime', async () => {
    const short = await startServer({ tokenTtlSeconds: 60 });
    try {
      const handed = await loginByCode(short.server, DEMO.mobile);
      const answer = await call(short.server, 'POST', '/api/user/exchangeToken', { token: handed.token });
      expect(answer.flag).toBe(0);
      short.clock.advance(60);
      expect(
        (await call(short.server, 'GET', '/api/user/getUserInfo', { token: answer.data.token })).flag,
      ).toBe(40101);
    } finally {
      await short.server.close();
    }
  });
});

describe('password reset', () => {
  it('verifies by code, sets the new password, ends every session', async () => {
    const before = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: DEMO.password },
    });
    const beforeToken = before.data.token as string;

    expect((await sendCode(t.server, DEMO.mobile, 'reset')).flag).toBe(0);
    const code = await smsCode(t.server, DEMO.mobile);
    const verify = await call(t.server, 'POST', '/v2/user/resetPwdVerify', {
      json: { mobile: DEMO.mobile, code },
    });
    expect(verify.flag).toBe(0);
    expect(verify.data).toMatchObject({
      reset_ticket: expect.stringMatching(/^[0-9a-f]{64}$/),
      expires_in: 600,
    });

    const weak = await call(t.server, 'POST', '/v2/user/resetPwd', {
      json: { reset_ticket: verify.data.reset_ticket, password: 'weak' },
    });
    expect(weak.flag).toBe(2001);

    const reset = await call(t.server, 'POST', '/v2/user/resetPwd', {
      json: { reset_ticket: verify.data.reset_ticket, password: 'NewPass2026' },
    });
    expect(reset).toMatchObject({ flag: 0, data: {} });

    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: beforeToken })).flag).toBe(40101);
    expect(
      (
        await call(t.server, 'POST', '/api/user/login', {
          form: { mobile: DEMO.mobile, password: DEMO.password },
        })
      ).flag,
    ).toBe(2006);
    const after = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: 'NewPass2026' },
    });
    expect(after.flag).toBe(0);

    const reuse = await call(t.server, 'POST', '/v2/user/resetPwd', {
      json: { reset_ticket: verify.data.reset_ticket, password: 'Other2026x' },
    });
    expect(reuse.flag).toBe(2008);
  });

  it('lets the reset ticket expire after 10 minutes and refuses unknown tickets (2008)', async () => {
    await sendCode(t.server, DEMO.mobile, 'reset');
    const code = await smsCode(t.server, DEMO.mobile);
    const verify = await call(t.server, 'POST', '/v2/user/resetPwdVerify', {
      json: { mobile: DEMO.mobile, code },
    });
    t.clock.advance(600);
    const late = await call(t.server, 'POST', '/v2/user/resetPwd', {
      json: { reset_ticket: verify.data.reset_ticket, password: 'NewPass2026' },
    });
    expect(late.flag).toBe(2008);
    const unknown = await call(t.server, 'POST', '/v2/user/resetPwd', {
      json: { reset_ticket: 'b'.repeat(64), password: 'NewPass2026' },
    });
    expect(unknown.flag).toBe(2008);
  });

  it('answers 2007 for an unknown mobile and 2003 for a wrong code', async () => {
    const unknown = await call(t.server, 'POST', '/v2/user/resetPwdVerify', {
      json: { mobile: NEW_MOBILE, code: '123456' },
    });
    expect(unknown.flag).toBe(2007);
    await sendCode(t.server, DEMO.mobile, 'reset');
    const code = await smsCode(t.server, DEMO.mobile);
    const wrong = await call(t.server, 'POST', '/v2/user/resetPwdVerify', {
      json: { mobile: DEMO.mobile, code: wrongCode(code) },
    });
    expect(wrong.flag).toBe(2003);
  });
});

describe('profile', () => {
  it('changes the nickname within 1–20 characters', async () => {
    const { token } = await loginByCode(t.server, DEMO.mobile);
    const changed = await call(t.server, 'POST', '/api/user/modifyNickname', {
      token,
      form: { nick_name: '  爱旅行的小王🌏 ' },
    });
    expect(changed.flag).toBe(0);
    expect(changed.data.userinfo.nick_name).toBe('爱旅行的小王🌏');
    const info = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    expect(info.data.userinfo.nick_name).toBe('爱旅行的小王🌏');

    expect(
      (await call(t.server, 'POST', '/api/user/modifyNickname', { token, form: { nick_name: '   ' } })).flag,
    ).toBe(2001);
    expect(
      (
        await call(t.server, 'POST', '/api/user/modifyNickname', {
          token,
          form: { nick_name: '长'.repeat(21) },
        })
      ).flag,
    ).toBe(2001);
    expect(
      (await call(t.server, 'POST', '/api/user/modifyNickname', { form: { nick_name: 'x' } })).flag,
    ).toBe(1001);
  });

  it('stores an uploaded avatar and serves it without headers', async () => {
    const { token } = await loginByCode(t.server, DEMO.mobile);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('pretend-png-body'),
    ]);
    const upload = await call(t.server, 'POST', '/v2/user/uploadHeadImage', {
      token,
      json: { image: `data:image/png;base64,${png.toString('base64')}` },
    });
    expect(upload.flag).toBe(0);
    expect(upload.data.head_img).toBe('/api/user/headImage/10001?v=1');

    const image = await t.server.app.inject({ method: 'GET', url: upload.data.head_img });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);

    const info = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    expect(info.data.userinfo.head_img).toBe('/api/user/headImage/10001?v=1');

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const second = await call(t.server, 'POST', '/v2/user/uploadHeadImage', {
      token,
      json: { image: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
    });
    expect(second.data.head_img).toBe('/api/user/headImage/10001?v=2');
    const replaced = await t.server.app.inject({ method: 'GET', url: '/api/user/headImage/10001' });
    expect(replaced.headers['content-type']).toBe('image/jpeg');
    expect(replaced.rawPayload.equals(jpeg)).toBe(true);

    const missing = await t.server.app.inject({ method: 'GET', url: '/api/user/headImage/10002' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses avatars that are not small PNG, JPEG or WebP images', async () => {
    const { token } = await loginByCode(t.server, DEMO.mobile);
    const tooBig = Buffer.alloc(512 * 1024 + 1, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooBig);
    const cases = [
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`,
      'data:image/png;base64,!!!!',
      `data:image/png;base64,${tooBig.toString('base64')}`,
      'https://example.com/a.png',
    ];
    for (const image of cases) {
      const answer = await call(t.server, 'POST', '/v2/user/uploadHeadImage', { token, json: { image } });
      expect(answer.flag, image.slice(0, 30)).toBe(2001);
    }
    const rows = await t.server.db.query('select 1 from member_avatars');
    expect(rows).toHaveLength(0);
    expect(
      (await call(t.server, 'POST', '/v2/user/uploadHeadImage', { json: { image: cases[0] } })).flag,
    ).toBe(1001);
  });
});
