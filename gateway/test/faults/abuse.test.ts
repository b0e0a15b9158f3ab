// Issue 21 (high): malformed tokens and NUL-laden inputs, sent by anyone in bulk, must not open the
// circuit breakers that every shopper's requests go through. Each such request gets a clear refusal,
// and the other members' requests keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFIXES } from '../../src/upstream/index.ts';
import { loginDemo, startStack, type Stack, type TestClient } from '../harness.ts';

const EXCHANGE = `mutation ($token: String!) {
  exchangeSessionToken(input: { token: $token }) { user { id } userErrors { code message } } }`;
const NICKNAME = `mutation ($name: String!) {
  updateNickname(input: { nickName: $name }) { user { nickName } userErrors { code message } } }`;
const TITLE = `mutation ($name: String!, $address: String) {
  saveInvoiceTitle(input: { kind: COMPANY, name: $name, taxNumber: "91110000100000000A", address: $address }) {
    userErrors { code message } } }`;
const CANCEL = `mutation ($orderNo: String!) { cancelOrder(input: { orderNo: $orderNo }) { userErrors { code } } }`;
const ORDER = 'query ($orderNo: String!) { order(orderNo: $orderNo) { orderNo } }';
const CITIES = 'query ($keyword: String!) { searchCities(keyword: $keyword) { name } }';
const ME = '{ me { id nickName } }';

const BAD_TOKENS = [
  'abcdefgh\u0000ijkl',
  'abcdefgh\r\nx-injected: 1',
  '令牌令牌令牌令牌令牌',
  'x'.repeat(100_000),
  ' ',
  'short',
];
const NUL_TEXTS = ['小王\u0000', '\u0000', 'a\u0000'.repeat(300), '\u001b[2J清屏', 'x'.repeat(5000)];

describe('bad input in bulk', () => {
  let stack: Stack;
  let member: TestClient;
  beforeAll(async () => {
    // The production thresholds: 20 transport failures in 10 s open a prefix.
    stack = await startStack({
      UPSTREAM_BREAKER_FAILURES: '20',
      UPSTREAM_BREAKER_WINDOW_MS: '10000',
    });
    member = stack.client();
    await loginDemo(member);
  });
  afterAll(() => stack.close());

  it('leaves every breaker closed and the other members served, with a clear refusal for each', async () => {
    const attacker = stack.client();
    const attackerMember = stack.client();
    await loginDemo(attackerMember);
    const sends: Promise<{ errors?: { extensions?: Record<string, unknown> }[]; data?: unknown }>[] = [];
    for (let round = 0; round < 10; round++) {
      for (const token of BAD_TOKENS) {
        sends.push(attacker.gql(EXCHANGE, { token }));
        // A malformed bearer token or cookie is no session at all: an anonymous request.
        sends.push(attacker.gql(ME, {}, { authorization: `Bearer ${token.slice(0, 2000)}` }));
        sends.push(attacker.gql(ME, {}, { cookie: `sf_token=${encodeURIComponent(token.slice(0, 2000))}` }));
      }
      for (const text of NUL_TEXTS) {
        sends.push(attackerMember.gql(NICKNAME, { name: text }));
        sends.push(attackerMember.gql(TITLE, { name: `某某公司${text}`, address: text }));
        sends.push(attackerMember.gql(CANCEL, { orderNo: text }));
        sends.push(attacker.gql(ORDER, { orderNo: text }));
        sends.push(attacker.gql(CITIES, { keyword: text }));
      }
    }
    const answers = await Promise.all(sends);
    expect(answers.length).toBeGreaterThanOrEqual(400);

    for (const answer of answers) {
      for (const error of answer.errors ?? []) {
        const code = String(error.extensions?.code);
        // Refused as the client's mistake, never as a backend that failed or a crash.
        expect(code).not.toMatch(/^UPSTREAM_|INTERNAL_SERVER_ERROR/);
      }
    }
    for (const prefix of PREFIXES) expect(stack.gateway.upstream.breakerState(prefix)).toBe('closed');
    // Nothing with a control character reached the backend, and the backend answered no 500.
    expect(stack.legacy.requestLog.filter((e) => e.flag === 5000)).toEqual([]);

    // Another member, meanwhile, is served as usual on every prefix.
    const me = await member.gql<{ me: { nickName: string } }>(ME);
    expect(me.errors).toBeUndefined();
    expect(me.data?.me.nickName).toBe('旅行家小王');
    const cities = await member.gql<{ searchCities: unknown[] }>(CITIES, { keyword: '上海' });
    expect(cities.errors).toBeUndefined();
    expect(cities.data?.searchCities.length).toBeGreaterThan(0);
  });

  it('says what was wrong, naming the field', async () => {
    const client = stack.client();
    await loginDemo(client);
    const nul = await client.gql(NICKNAME, { name: '小王\u0000' });
    expect(nul.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: ['input', 'nickName'],
    });
    expect(nul.errors?.[0]?.message).toBe('输入内容含有不可见的控制字符，请删除后重试');
    const long = await client.gql(ORDER, { orderNo: 'x'.repeat(1001) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['orderNo'] });
    expect(long.errors?.[0]?.message).toBe('输入内容过长，最多1000个字');
    const before = stack.legacy.requestLog.length;
    const bad = await client.gql(EXCHANGE, { token: 'abcdefgh\u0000ijkl' });
    expect(JSON.stringify(bad)).not.toMatch(/UPSTREAM_/);
    expect(stack.legacy.requestLog.length).toBe(before);
  });
});
