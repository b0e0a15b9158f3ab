// The REST client against a scripted HTTP server: error mapping, retries, deadlines, headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { loadConfig } from '../src/config.ts';
import { registerFlagCodes } from '../src/upstream/errors.ts';
import { SEQNUM_PATTERN, UpstreamClient } from '../src/upstream/index.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
let hits: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  hits = [];
});

function client(env: Record<string, string> = {}) {
  return new UpstreamClient(loadConfig({ LEGACY_URL: baseUrl, ...env }).upstream);
}
const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof value === 'string' ? value : JSON.stringify(value));
};
const get = { prefix: '/api', method: 'GET', path: '/thing' } as const;
const post = { prefix: '/api', method: 'POST', path: '/thing' } as const;
const anon = { kind: 'H5' } as const;

async function failure(p: Promise<unknown>): Promise<GraphQLError> {
  const e = await p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(GraphQLError);
  return e as GraphQLError;
}

describe('UpstreamClient', () => {
  it('returns data on flag 0 and sends the client headers', async () => {
    handler = (_q, res) => json(res, 200, { flag: 0, msg: 'ok', data: { a: 1 } });
    const c = client();
    const data = await c.call(get, { x: '1', y: 2 }, { token: 'tok12345678', userId: '42', kind: 'MP' });
    expect(data).toEqual({ a: 1 });
    const h = hits[0]!;
    expect(h.url).toBe('/api/thing?x=1&y=2');
    expect(h.headers.version).toBe('1.2.3');
    expect(h.headers.token).toBe('tok12345678');
    expect(h.headers.authorization).toBe('Bearer tok12345678');
    expect(String(h.headers.seqnum)).toMatch(SEQNUM_PATTERN);
    expect(String(h.headers.seqnum)).toMatch(/^MP-42-/);
    await c.close();
  });

  it('form-encodes /api posts and JSON-encodes /v2 posts', async () => {
    handler = (_q, res) => json(res, 200, { flag: 0, msg: 'ok', data: null });
    const c = client();
    await c.call(post, { mobile: '13800138000', code: '123456' }, anon);
    await c.call(
      { prefix: '/v2', method: 'POST', path: '/thing' },
      { mobile: '13800138000', list: [1] },
      anon,
    );
    expect(hits[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(hits[0]!.body).toBe('mobile=13800138000&code=123456');
    expect(hits[1]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(hits[1]!.body)).toEqual({ mobile: '13800138000', list: [1] });
    expect(hits[0]!.headers.token).toBeUndefined();
    await c.close();
  });

  it('gives every call its own seqnum', async () => {
    handler = (_q, res) => json(res, 200, { flag: 0, msg: 'ok', data: null });
    const c = client();
    await Promise.all(Array.from({ length: 50 }, () => c.call(get, {}, anon)));
    const seqnums = new Set(hits.map((h) => h.headers.seqnum));
    expect(seqnums.size).toBe(50);
    await c.close();
  });

  it('maps 40101 and 1001 to UNAUTHENTICATED and other flags to a code with the flag and msg', async () => {
    // The user domain names its flags so (its defineDomain); here without the domains loaded.
    registerFlagCodes({ 2003: 'VERIFY_CODE_WRONG' }, 'test');
    const c = client();
    handler = (_q, res) => json(res, 200, { flag: 40101, msg: '登录已过期', data: null });
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UNAUTHENTICATED');
    handler = (_q, res) => json(res, 200, { flag: 1001, msg: '请先登录', data: null });
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UNAUTHENTICATED');
    handler = (_q, res) => json(res, 200, { flag: 2003, msg: '验证码错误', data: null });
    const e = await failure(c.call(get, {}, anon));
    expect(e.extensions).toMatchObject({ code: 'VERIFY_CODE_WRONG', flag: 2003 });
    expect(e.message).toBe('验证码错误');
    handler = (_q, res) => json(res, 200, { flag: 7777, msg: '库存不足', data: null });
    expect((await failure(c.call(get, {}, anon))).extensions).toMatchObject({
      code: 'UPSTREAM_BUSINESS_ERROR',
      flag: 7777,
    });
    // A business refusal is an answer, not a failure: it is never retried.
    expect(hits.filter((h) => h.method === 'GET')).toHaveLength(4);
    await c.close();
  });

  it('types bad JSON, non-envelopes, oversized bodies and HTTP errors', async () => {
    const c = client({ UPSTREAM_MAX_RESPONSE_BYTES: '1000', UPSTREAM_MAX_RETRIES: '0' });
    handler = (_q, res) => json(res, 200, '{"flag":0,"data":{"trunc');
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    handler = (_q, res) => json(res, 200, '<html>gateway</html>');
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    handler = (_q, res) => json(res, 200, { ok: true });
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    handler = (_q, res) => json(res, 200, { flag: 0, data: 'x'.repeat(5000) });
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UPSTREAM_BAD_RESPONSE');
    handler = (_q, res) => json(res, 502, 'Bad Gateway');
    const e = await failure(c.call(get, {}, anon));
    expect(e.extensions.code).toBe('UPSTREAM_HTTP_ERROR');
    await c.close();
  });

  it('never sends a malformed token or a control character, and the breaker does not count them', async () => {
    const c = client({ UPSTREAM_BREAKER_FAILURES: '2', UPSTREAM_MAX_RETRIES: '2' });
    handler = (_q, res) => json(res, 200, { flag: 0, data: 'ok' });
    const tokens = ['tok\u0000en12345', 'tok12345\r\nx-evil: 1', '令牌令牌令牌令牌', 'x'.repeat(100_000)];
    for (const token of tokens) {
      for (let i = 0; i < 3; i++) {
        const e = await failure(c.call(get, {}, { token, kind: 'H5' }));
        expect(e.extensions.code).toBe('BAD_USER_INPUT');
      }
    }
    for (const params of [{ name: 'a\u0000' }, { list: [{ deep: '\u001b[2J' }] }, { x: 'DEL\u007f' }]) {
      expect((await failure(c.call(post, params, anon))).extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(hits).toHaveLength(0);
    expect(c.breakerState('/api')).toBe('closed');
    // A text area's line breaks and tabs are text, not control: they go.
    expect(await c.call(post, { reason: '第一行\n第二行\t' }, anon)).toBe('ok');
    await c.close();
  });

  it('counts a 4xx without the envelope as an answer, not a backend failure, and does not retry it', async () => {
    const c = client({ UPSTREAM_BREAKER_FAILURES: '2', UPSTREAM_MAX_RETRIES: '2' });
    handler = (_q, res) => {
      res.writeHead(431);
      res.end();
    };
    for (let i = 0; i < 5; i++) {
      const e = await failure(c.call(get, {}, anon));
      expect(e.extensions.code).toBe('UPSTREAM_HTTP_ERROR');
      expect(e.extensions.upstream).toMatchObject({ status: 431 });
    }
    expect(hits).toHaveLength(5);
    expect(c.breakerState('/api')).toBe('closed');
    await c.close();
    // The backend failing still counts: a read's three 5xx (each attempt counts) open it.
    const fresh = client({ UPSTREAM_BREAKER_FAILURES: '2', UPSTREAM_MAX_RETRIES: '2' });
    handler = (_q, res) => json(res, 503, 'busy');
    await failure(fresh.call(get, {}, anon));
    expect(fresh.breakerState('/api')).toBe('open');
    await fresh.close();
  });

  it('retries idempotent reads after a 5xx, at most twice, and never retries a write', async () => {
    const c = client();
    handler = (_q, res) => json(res, 503, 'busy');
    await failure(c.call(get, {}, anon));
    expect(hits).toHaveLength(3);
    hits = [];
    await failure(c.call(post, {}, anon));
    expect(hits).toHaveLength(1);
    hits = [];
    let n = 0;
    handler = (_q, res) => (++n === 1 ? json(res, 500, 'oops') : json(res, 200, { flag: 0, data: 'second' }));
    expect(await c.call(get, {}, anon)).toBe('second');
    expect(hits).toHaveLength(2);
    await c.close();
  });

  it('maps a reset connection and a refused connection', async () => {
    const c = client({ UPSTREAM_MAX_RETRIES: '0' });
    handler = (req) => req.socket.destroy();
    expect((await failure(c.call(get, {}, anon))).extensions.code).toBe('UPSTREAM_CONNECTION_RESET');
    await c.close();
    const dead = new UpstreamClient(loadConfig({ LEGACY_URL: 'http://127.0.0.1:9' }).upstream);
    expect((await failure(dead.call(get, {}, anon))).extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    await dead.close();
  });

  it('fails a hung call at its deadline, and gives the named slow call the longer one', async () => {
    const c = client({
      UPSTREAM_TIMEOUT_MS: '150',
      UPSTREAM_SLOW_TIMEOUT_MS: '2000',
      UPSTREAM_SLOW_PATHS: '/api/slow',
    });
    handler = (req, res) => {
      const t = setTimeout(
        () => json(res, 200, { flag: 0, data: 'late' }),
        req.url?.startsWith('/api/slow') ? 400 : 5000,
      );
      res.on('close', () => clearTimeout(t));
    };
    const e = await failure(c.call(get, {}, anon));
    expect(e.extensions.code).toBe('UPSTREAM_TIMEOUT');
    // A timeout is not retried: the deadline is the deadline.
    expect(hits).toHaveLength(1);
    expect(await c.call({ prefix: '/api', method: 'GET', path: '/slow' }, {}, anon)).toBe('late');
    await c.close();
  });
});
