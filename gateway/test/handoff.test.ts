// The host-app token handoff (spec §4) against login CSRF: a token in a page URL is traded once at
// the backend for a fresh session, never becomes the cookie itself, and never silently replaces a
// live session of another member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startStack, type Stack, type TestClient } from './harness.ts';

const OTHER = { mobile: '13900139000', password: 'Demo2345', nickName: '背包客小李' };

const EXCHANGE = `mutation Exchange($input: ExchangeSessionTokenInput!) {
  exchangeSessionToken(input: $input) { user { id nickName } userErrors { field message code } } }`;
const ME = 'query Me { me { id nickName } }';
const BY_PASSWORD = `mutation ByPassword($mobile: String!, $password: String!) {
  loginByPassword(input: { mobile: $mobile, password: $password }) { user { id } userErrors { code } } }`;

interface ExchangeResult {
  exchangeSessionToken: {
    user: { id: string; nickName: string } | null;
    userErrors: { field: string[] | null; message: string; code: string }[];
  };
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** A session as a host app holds one: logged in at the backend directly, the token in hand. */
async function hostToken(member: { mobile: string; password: string }): Promise<string> {
  const res = await fetch(`${stack.legacyUrl}/api/user/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      seqnum: `MP-0-${Date.now()}-0123abcd`,
      version: '1.2.3',
    },
    body: new URLSearchParams({ mobile: member.mobile, password: member.password }).toString(),
  });
  const body = (await res.json()) as { flag: number; data: { token: string } };
  if (body.flag !== 0) throw new Error(`host login failed: flag ${body.flag}`);
  return body.data.token;
}

async function loggedIn(member: { mobile: string; password: string }): Promise<TestClient> {
  const client = stack.client();
  const login = await client.gql<{ loginByPassword: { userErrors: unknown[] } }>(BY_PASSWORD, member);
  if (login.data?.loginByPassword.userErrors.length !== 0) throw new Error('login failed');
  return client;
}

const sessionCookie = (setCookie: string[]) => setCookie.find((line) => line.startsWith('sf_token='));
const exchangeCalls = (from: number) =>
  stack.legacy.requestLog.slice(from).filter((entry) => entry.path === '/user/exchangeToken').length;

describe('exchangeSessionToken', () => {
  it('sets the cookie to a fresh 7-day session, never to the URL token, which still works for its owner', async () => {
    const token = await hostToken(DEMO);
    const c = stack.client();
    const res = await c.gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(res.data!.exchangeSessionToken).toMatchObject({
      user: { nickName: DEMO.nickName },
      userErrors: [],
    });
    const cookie = sessionCookie(res.setCookie);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(c.cookies.get('sf_token')).toMatch(/^[0-9a-f]{64}$/);
    expect(c.cookies.get('sf_token')).not.toBe(token);
    expect(res.setCookie.join('\n')).not.toContain(token);
    expect((await c.gql<{ me: { nickName: string } }>(ME)).data!.me.nickName).toBe(DEMO.nickName);
    // The host app's own calls go on with its token.
    const host = await stack
      .client({ authorization: `Bearer ${token}` })
      .gql<{ me: { nickName: string } }>(ME);
    expect(host.data!.me.nickName).toBe(DEMO.nickName);
  });

  it('refuses a second exchange of the same URL token, setting no cookie', async () => {
    const token = await hostToken(DEMO);
    const first = await stack.client().gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(first.data!.exchangeSessionToken.userErrors).toEqual([]);
    const c = stack.client();
    const second = await c.gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(second.errors).toBeUndefined();
    expect(second.data!.exchangeSessionToken.user).toBeNull();
    expect(second.data!.exchangeSessionToken.userErrors[0]).toMatchObject({
      code: 'TOKEN_ALREADY_EXCHANGED',
    });
    expect(second.data!.exchangeSessionToken.userErrors[0]!.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(sessionCookie(second.setCookie)).toBeUndefined();
    expect((await c.gql(ME)).data).toEqual({ me: null });
  });

  it('does not replace a live session of another member unless asked to', async () => {
    const c = await loggedIn(OTHER);
    const before = c.cookies.get('sf_token');
    const token = await hostToken(DEMO);
    const start = stack.legacy.requestLog.length;

    const refused = await c.gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.exchangeSessionToken.user).toBeNull();
    const conflict = refused.data!.exchangeSessionToken.userErrors[0]!;
    expect(conflict.code).toBe('SESSION_CONFLICT');
    expect(conflict.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(refused.setCookie).toEqual([]);
    expect(c.cookies.get('sf_token')).toBe(before);
    expect((await c.gql<{ me: { nickName: string } }>(ME)).data!.me.nickName).toBe(OTHER.nickName);
    // Refusing did not spend the token: the shopper may still choose to switch.
    expect(exchangeCalls(start)).toBe(0);

    const switched = await c.gql<ExchangeResult>(EXCHANGE, { input: { token, replaceSession: true } });
    expect(switched.data!.exchangeSessionToken).toMatchObject({
      user: { nickName: DEMO.nickName },
      userErrors: [],
    });
    expect(c.cookies.get('sf_token')).not.toBe(token);
    expect(c.cookies.get('sf_token')).not.toBe(before);
    expect((await c.gql<{ me: { nickName: string } }>(ME)).data!.me.nickName).toBe(DEMO.nickName);
  });

  it('answers success without replacing anything when the live session is the same member', async () => {
    const c = await loggedIn(DEMO);
    const before = c.cookies.get('sf_token');
    const token = await hostToken(DEMO);
    const start = stack.legacy.requestLog.length;
    const res = await c.gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(res.data!.exchangeSessionToken).toMatchObject({
      user: { nickName: DEMO.nickName },
      userErrors: [],
    });
    expect(res.setCookie).toEqual([]);
    expect(c.cookies.get('sf_token')).toBe(before);
    expect(exchangeCalls(start)).toBe(0);
  });

  it('takes a dead URL token for the token’s failure, leaving the visitor’s own session alone', async () => {
    const c = await loggedIn(OTHER);
    const before = c.cookies.get('sf_token');
    const token = await hostToken(DEMO);
    await stack.client({ authorization: `Bearer ${token}` }).gql('mutation { logout { ok } }');

    const res = await c.gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(res.errors).toBeUndefined();
    expect(res.data!.exchangeSessionToken.user).toBeNull();
    expect(res.data!.exchangeSessionToken.userErrors[0]!.code).toBe('HANDOFF_TOKEN_INVALID');
    expect(res.setCookie).toEqual([]);
    expect(c.cookies.get('sf_token')).toBe(before);
    expect((await c.gql<{ me: { nickName: string } }>(ME)).data!.me.nickName).toBe(OTHER.nickName);

    const anonymous = await stack.client().gql<ExchangeResult>(EXCHANGE, { input: { token } });
    expect(anonymous.data!.exchangeSessionToken.userErrors[0]!.code).toBe('HANDOFF_TOKEN_INVALID');
  });

  it('refuses a malformed token as BAD_USER_INPUT before any upstream call', async () => {
    const c = await loggedIn(OTHER);
    const malformed = [
      'abcdefgh\u0000ijklmnop',
      'abcdefgh\r\nset-cookie: sf_token=x',
      '0123456789abcdef令牌',
      'a'.repeat(100_000),
      'short',
    ];
    const start = stack.legacy.requestLog.length;
    for (const token of malformed) {
      const res = await c.gql<ExchangeResult>(EXCHANGE, { input: { token } });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(token.slice(0, 40))).toBe('BAD_USER_INPUT');
      expect(res.setCookie).toEqual([]);
    }
    expect(stack.legacy.requestLog.length).toBe(start);
  });
});
