// Login, session and the headers the backend sees: through the gateway into the real stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEQNUM_PATTERN } from '../src/upstream/index.ts';
import { DEMO, freshMobile, startStack, type Stack } from './harness.ts';

const ME = 'query Me { me { id nickName mobile maskedMobile loginName introduceType } }';
const SEND = `mutation Send($mobile: String!, $purpose: VerifyCodePurpose!) {
  sendVerifyCode(input: { mobile: $mobile, purpose: $purpose }) { resendIn userErrors { message code } } }`;
const BY_CODE = `mutation ByCode($mobile: String!, $code: String!) {
  loginByCode(input: { mobile: $mobile, code: $code }) { user { id nickName mobile } userErrors { message code } } }`;
const BY_PASSWORD = `mutation ByPassword($mobile: String!, $password: String!) {
  loginByPassword(input: { mobile: $mobile, password: $password }) { user { id nickName } userErrors { message code } } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

describe('login', () => {
  it('logs in by SMS code, sets an httpOnly SameSite=Lax cookie, and answers me', async () => {
    const c = stack.client();
    const mobile = freshMobile();
    const sent = await c.gql(SEND, { mobile, purpose: 'LOGIN' });
    expect(sent.data).toEqual({ sendVerifyCode: { resendIn: 60, userErrors: [] } });
    const code = await stack.smsCode(mobile);
    const login = await c.gql<{ loginByCode: { user: { nickName: string; mobile: string } } }>(BY_CODE, {
      mobile,
      code,
    });
    expect(login.errors).toBeUndefined();
    expect(login.data!.loginByCode.user.mobile).toBe(mobile);
    const sessionCookie = login.setCookie.find((l) => l.startsWith('sf_token='))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    const me = await c.gql<{ me: { mobile: string; maskedMobile: string; nickName: string } }>(ME);
    expect(me.data!.me.mobile).toBe(mobile);
    expect(me.data!.me.maskedMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(me.data!.me.nickName).toBe(login.data!.loginByCode.user.nickName);
  });

  it('logs in the seeded demo member by password', async () => {
    const c = stack.client();
    const login = await c.gql<{ loginByPassword: { user: { nickName: string } } }>(BY_PASSWORD, DEMO);
    expect(login.data!.loginByPassword.user.nickName).toBe(DEMO.nickName);
    const me = await c.gql<{ me: { nickName: string; introduceType: string } }>(ME);
    expect(me.data!.me).toMatchObject({ nickName: DEMO.nickName, introduceType: '2' });
  });

  it('refuses a wrong password with a Chinese message as a user error, and sets no cookie', async () => {
    const c = stack.client();
    const res = await c.gql<{
      loginByPassword: { user: null; userErrors: { message: string; code: string }[] };
    }>(BY_PASSWORD, { mobile: DEMO.mobile, password: 'Wrong9999' });
    expect(res.data!.loginByPassword.user).toBeNull();
    expect(res.data!.loginByPassword.userErrors[0]!.code).toBe('WRONG_CREDENTIALS');
    expect(res.data!.loginByPassword.userErrors[0]!.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(c.cookies.has('sf_token')).toBe(false);
  });

  it('rejects a malformed mobile with BAD_USER_INPUT before calling the backend', async () => {
    const before = stack.legacy.requestLog.length;
    const res = await stack.client().gql(SEND, { mobile: '2380013800', purpose: 'LOGIN' });
    expect(res.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.message).toMatch(/手机号/);
    expect(stack.legacy.requestLog.length).toBe(before);
  });

  it('voids a code after five wrong tries', async () => {
    const c = stack.client();
    const mobile = freshMobile();
    await c.gql(SEND, { mobile, purpose: 'LOGIN' });
    const code = await stack.smsCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await c.gql<{ loginByCode: { userErrors: { code: string }[] } }>(BY_CODE, {
        mobile,
        code: wrong,
      });
      codes.push(r.data!.loginByCode.userErrors[0]!.code);
    }
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('VERIFY_CODE_WRONG'));
    expect(codes[4]).toBe('VERIFY_CODE_EXPIRED');
    const right = await c.gql<{ loginByCode: { user: null; userErrors: { code: string }[] } }>(BY_CODE, {
      mobile,
      code,
    });
    expect(right.data!.loginByCode.user).toBeNull();
    expect(right.data!.loginByCode.userErrors[0]!.code).toBe('VERIFY_CODE_EXPIRED');
    expect(c.cookies.has('sf_token')).toBe(false);
  });

  it('allows one code per mobile per 60 seconds', async () => {
    const c = stack.client();
    const mobile = freshMobile();
    await c.gql(SEND, { mobile, purpose: 'LOGIN' });
    const again = await c.gql<{ sendVerifyCode: { userErrors: { code: string }[] } }>(SEND, {
      mobile,
      purpose: 'LOGIN',
    });
    expect(again.data!.sendVerifyCode.userErrors[0]!.code).toBe('VERIFY_CODE_TOO_FREQUENT');
  });
});

describe('session', () => {
  it('answers me with null and no backend call when anonymous', async () => {
    const before = stack.legacy.requestLog.length;
    const res = await stack.client().gql(ME);
    expect(res.data).toEqual({ me: null });
    expect(stack.legacy.requestLog.length).toBe(before);
  });

  it('turns an expired token into UNAUTHENTICATED and clears the cookie', async () => {
    const c = stack.client();
    await c.gql(BY_PASSWORD, DEMO);
    expect(c.cookies.has('sf_token')).toBe(true);
    stack.advance(31 * 24 * 3600 * 1000);
    try {
      const res = await c.gql(ME);
      expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      expect(res.errors![0]!.extensions!.flag).toBe(40101);
      expect(c.cookies.has('sf_token')).toBe(false);
      expect((await c.gql(ME)).data).toEqual({ me: null });
    } finally {
      stack.advance(-31 * 24 * 3600 * 1000);
    }
  });

  it('accepts Authorization: Bearer for internal tools', async () => {
    const res = await fetch(`${stack.legacyUrl}/api/user/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        seqnum: `H5-0-${Date.now()}-0123abcd`,
        version: '1.2.3',
      },
      body: new URLSearchParams(DEMO).toString(),
    });
    const { data } = (await res.json()) as { data: { token: string } };
    const me = await stack
      .client({ authorization: `Bearer ${data.token}` })
      .gql<{ me: { nickName: string } }>(ME);
    expect(me.data!.me.nickName).toBe(DEMO.nickName);
  });

  it('exchanges a host-app token for a 7-day cookie', async () => {
    const login = await stack.client().gql(BY_PASSWORD, DEMO);
    const token = login.setCookie
      .find((l) => l.startsWith('sf_token='))!
      .split(';')[0]!
      .slice('sf_token='.length);
    const c = stack.client();
    const res = await c.gql<{ exchangeSessionToken: { user: { nickName: string } } }>(
      'mutation X($t: String!) { exchangeSessionToken(input: { token: $t }) { user { nickName } userErrors { code } } }',
      { t: token },
    );
    expect(res.data!.exchangeSessionToken.user.nickName).toBe(DEMO.nickName);
    expect(res.setCookie.find((l) => l.startsWith('sf_token='))).toMatch(/Max-Age=604800/);
    expect((await c.gql<{ me: { nickName: string } }>(ME)).data!.me.nickName).toBe(DEMO.nickName);
  });

  it('logs out: cookie cleared and the token dead at the backend', async () => {
    const c = stack.client();
    const login = await c.gql(BY_PASSWORD, DEMO);
    const token = login.setCookie
      .find((l) => l.startsWith('sf_token='))!
      .split(';')[0]!
      .slice('sf_token='.length);
    const out = await c.gql('mutation { logout { ok } }');
    expect(out.data).toEqual({ logout: { ok: true } });
    expect(c.cookies.has('sf_token')).toBe(false);
    const reuse = await stack.client({ authorization: `Bearer ${token}` }).gql(ME);
    expect(reuse.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('headers at the backend', () => {
  it('sends token, Authorization, version and a fresh well-formed seqnum on every call', async () => {
    const c = stack.client();
    const login = await c.gql<{ loginByPassword: { user: { id: string } } }>(BY_PASSWORD, DEMO);
    const userId = login.data!.loginByPassword.user.id;
    const start = stack.legacy.requestLog.length;
    for (let i = 0; i < 5; i++) await c.gql(ME);
    const calls = stack.legacy.requestLog.slice(start);
    expect(calls).toHaveLength(5);
    const token = c.cookies.get('sf_token');
    for (const call of calls) {
      expect(call.path).toBe('/user/getUserInfo');
      expect(call.version).toBe('1.2.3');
      expect(call.token).toBe(token);
      expect(call.authorization).toBe(`Bearer ${token}`);
      expect(call.seqnum).toMatch(SEQNUM_PATTERN);
      expect(call.seqnum).toMatch(new RegExp(`^H5-${userId}-`));
    }
    expect(new Set(calls.map((x) => x.seqnum)).size).toBe(5);
  });

  it('marks calls made for a mini-program with the MP prefix', async () => {
    const start = stack.legacy.requestLog.length;
    await stack.client({ 'x-client-kind': 'mp' }).gql(SEND, { mobile: freshMobile(), purpose: 'LOGIN' });
    expect(stack.legacy.requestLog[start]!.seqnum).toMatch(/^MP-0-/);
  });

  it('is refused by the backend when seqnum or version is missing', async () => {
    const partial: Record<string, string>[] = [
      { version: '1.2.3' },
      { seqnum: `H5-0-${Date.now()}-0123abcd` },
    ];
    for (const headers of partial) {
      const res = await fetch(`${stack.legacyUrl}/api/user/getUserInfo`, { headers });
      const body = (await res.json()) as { flag: number; data: unknown };
      expect(body.flag).toBe(1000);
      expect(body.data).toBeNull();
    }
  });
});
