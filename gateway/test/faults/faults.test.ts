// The gateway under injected faults: the real stand-in behind the fault proxy, gateways in front of
// it. Every answer stays valid GraphQL with typed codes; reads are retried and writes never;
// deadlines hold; a failing section leaves the rest of the page; the breaker opens, fails fast and
// closes again.
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createGateway, type Gateway } from '../../src/server.ts';
import { isTransportCode } from '../../src/upstream/index.ts';
import { TestClient, loginDemo, startStack, type GraphQLResult, type Stack } from '../harness.ts';
import { startFaultProxy, type Fault, type FaultProxy } from './faultProxy.ts';

const MAX_BYTES = 256 * 1024;
/** Deadlines of the gateway the deadline tests use (the others get generous ones: a loaded machine). */
const TIMEOUT_MS = 1000;
const SLOW_TIMEOUT_MS = 2000;
/** How much later than its deadline a failed call may answer (scheduling on a busy machine). */
const GRACE_MS = 3000;
/**
 * How much earlier than the deadline our clock may see it: a timer counts from the event loop's
 * clock, read when the loop last polled; `timed` starts right after a poll, this covers the rest.
 */
const CLOCK_SLACK_MS = 20;

let proxy: FaultProxy;
let stack: Stack;
/** Session cookie of the demo member (logged in before any fault). */
let memberCookie: string;
const extraGateways: Gateway[] = [];

beforeAll(async () => {
  stack = await startStack(
    {
      UPSTREAM_TIMEOUT_MS: '10000',
      UPSTREAM_MAX_RESPONSE_BYTES: String(MAX_BYTES),
    },
    {
      upstream: async (legacyUrl) => {
        proxy = await startFaultProxy(legacyUrl, { seed: 20261122 });
        return proxy.url;
      },
    },
  );
  memberCookie = await loginDemo(stack.client());
});
afterAll(async () => {
  for (const g of extraGateways) await g.close();
  await stack?.close();
  await proxy?.close();
});
beforeEach(() => {
  proxy.clear();
  proxy.resetCounts();
});

/** Another gateway on the same proxy, with its own settings (deadlines, breaker). */
async function gatewayWith(env: Record<string, string>): Promise<Gateway> {
  const gateway = await createGateway(
    loadConfig({ NODE_ENV: 'test', LEGACY_URL: proxy.url, WEB_DIST: 'none', ...env }),
  );
  extraGateways.push(gateway);
  return gateway;
}

const member = (gateway: Gateway = stack.gateway) => new TestClient(gateway, { cookie: memberCookie });
const codes = (res: GraphQLResult) => (res.errors ?? []).map((e) => e.extensions?.code);
/** The backend paths the errors came from (outside production errors carry them). */
const upstreamPaths = (res: GraphQLResult) =>
  (res.errors ?? []).map((e) => (e.extensions?.upstream as { path?: string } | undefined)?.path);
/** An error is typed when it carries a code the client can act on. */
const typed = (code: unknown) => isTransportCode(code) || code === 'UNAUTHENTICATED';

const inDays = (days: number) => addDays(todayInShanghai(), days);

const HOME = `query Home($adcode: ID!) {
  home {
    banners { id title link { type ... on PageLink { url } } }
    middleBanners { id }
    menu { name route }
    floors { title items { title price { fen } } }
    hotDestinations { cityName }
    hotHotels(adcode: $adcode) { name }
    hotStores { name }
    notice { id }
    themes { title }
  }
  weather(adcode: $adcode) { city { name } }
}`;
const ME = 'query Me { me { id nickName } unpaidOrderCount shellConfig { tabs { key } } }';
const SEARCH = `query Search($from: String!, $to: String!, $date: Date!) {
  flightSearch(from: $from, to: $to, date: $date) { date flights { id fares { id adultPrice { fen } } } }
}`;
const RENAME = `mutation Rename($nickName: String!) {
  updateNickname(input: { nickName: $nickName }) { user { nickName } userErrors { code message } }
}`;

/** Polls until `done` holds or the bound passes; returns whether it held. */
async function eventually(done: () => Promise<boolean>, boundMs = 10_000, stepMs = 50): Promise<boolean> {
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return done();
}

describe('a mix of every fault under concurrent load', () => {
  it('answers every request with valid GraphQL JSON whose errors are typed, and keeps working afterwards', async () => {
    // Its own gateway: a deadline a loaded 2-core machine meets for healthy calls, a short cooldown.
    const gateway = await gatewayWith({
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_SLOW_TIMEOUT_MS: '1000',
      UPSTREAM_MAX_RESPONSE_BYTES: String(MAX_BYTES),
      UPSTREAM_BREAKER_COOLDOWN_MS: '1000',
    });
    const base = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    const mix: Fault[] = [
      { kind: 'latency', ms: 120 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 502 },
      { kind: 'reset', at: 'request' },
      { kind: 'reset', at: 'body' },
      { kind: 'truncate' },
      { kind: 'drip', intervalMs: 40 },
      { kind: 'hang' },
      { kind: 'oversize', bytes: MAX_BYTES + 4096 },
      { kind: 'flag', flag: 40101 },
    ];
    proxy.add({ match: '/', fault: mix, probability: 0.3 });

    const work = [
      { query: HOME, variables: { adcode: '310000' }, auth: false },
      { query: ME, variables: {}, auth: true },
      { query: SEARCH, variables: { from: 'BJS', to: 'SHA', date: inDays(3) }, auth: false },
      { query: RENAME, variables: { nickName: '故障演练' }, auth: true },
    ];
    const total = 160;
    const concurrency = 16;
    const seen = new Map<string, number>();
    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const { query, variables, auth } = work[i % work.length]!;
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(auth ? { cookie: memberCookie } : {}) },
          body: JSON.stringify({ query, variables }),
        });
        const text = await res.text();
        const type = res.headers.get('content-type') ?? '';
        if (!type.includes('json')) problems.push(`#${i}: ${res.status} ${type} ${text.slice(0, 80)}`);
        let body: GraphQLResult;
        try {
          body = JSON.parse(text) as GraphQLResult;
        } catch {
          problems.push(`#${i}: ${res.status} not JSON: ${JSON.stringify(text.slice(0, 80))}`);
          continue;
        }
        if (!('data' in body) && !Array.isArray(body.errors)) problems.push(`#${i}: neither data nor errors`);
        for (const error of body.errors ?? []) {
          const code = error.extensions?.code;
          seen.set(String(code), (seen.get(String(code)) ?? 0) + 1);
          if (!typed(code)) problems.push(`#${i}: ${String(code)} ${error.message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    expect(problems).toEqual([]);

    // The mix really happened: every kind of fault was served, and the shopper saw several kinds of
    // typed failure (which ones depends on the load: 5xx and resets of reads mostly vanish in a
    // retry, and on a crushed machine an opened breaker hides the rest).
    const applied = proxy.faults();
    for (const [kind, n] of Object.entries(applied)) expect(n, kind).toBeGreaterThan(0);
    expect(seen.size, JSON.stringify([...seen])).toBeGreaterThanOrEqual(3);

    // Still alive and well once the backend is healthy again.
    proxy.clear();
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    // The gateway let go of every stalled call (hung, dripping) at its deadline.
    expect(await eventually(async () => proxy.inFlight() === 0, 5000)).toBe(true);
    // A breaker the mix opened closes at its next trial after the cooldown.
    let last: GraphQLResult[] = [];
    const clean = await eventually(async () => {
      last = await Promise.all([member(gateway).gql(HOME, { adcode: '310000' }), member(gateway).gql(ME)]);
      return last.every((r) => r.errors === undefined);
    });
    expect(clean, JSON.stringify(last.map(codes))).toBe(true);
    expect((last[1]!.data as { me: { id: string } }).me.id).toBeTruthy();
  });
});

describe('retries', () => {
  it('retries a read after a 5xx or a reset and answers with the second attempt', async () => {
    proxy.add({ match: '/api/home/menu', fault: { kind: 'status', status: 502 }, count: 1 });
    proxy.add({ match: '/api/home/notice', fault: { kind: 'reset' }, count: 1 });
    const res = await stack
      .client()
      .gql<{ home: { menu: unknown[]; notice: unknown } }>('{ home { menu { name } notice { id } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.home.menu.length).toBeGreaterThan(0);
    expect(proxy.count({ method: 'GET', path: '/api/home/menu' })).toBe(2);
    expect(proxy.count({ method: 'GET', path: '/api/home/notice' })).toBe(2);
  });

  it('gives up on a read after 1 + UPSTREAM_MAX_RETRIES attempts', async () => {
    proxy.add({ match: '/api/home/menu', fault: { kind: 'status', status: 503 } });
    const res = await stack.client().gql('{ home { menu { name } } }');
    expect(codes(res)).toEqual(['UPSTREAM_HTTP_ERROR']);
    expect(proxy.count({ path: '/api/home/menu' })).toBe(1 + stack.config.upstream.maxRetries);
  });

  it.each([
    ['a 5xx', { kind: 'status', status: 500 }, 'UPSTREAM_HTTP_ERROR'],
    ['a reset before the answer', { kind: 'reset', at: 'request' }, 'UPSTREAM_CONNECTION_RESET'],
    ['a reset in the middle of the body', { kind: 'reset', at: 'body' }, 'UPSTREAM_CONNECTION_RESET'],
  ] as [string, Fault, string][])('never retries a write after %s', async (_name, fault, code) => {
    proxy.add({ match: '/api/user/modifyNickname', fault });
    const res = await member().gql(RENAME, { nickName: '不会重试' });
    expect(codes(res)).toEqual([code]);
    expect(proxy.count({ method: 'POST', path: '/api/user/modifyNickname' })).toBe(1);
  });
});

describe('deadlines', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await gatewayWith({
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      UPSTREAM_SLOW_TIMEOUT_MS: String(SLOW_TIMEOUT_MS),
      UPSTREAM_SLOW_PATHS: '/api/flight/search',
    });
  });
  const client = () => new TestClient(gateway);

  async function timed(run: () => Promise<GraphQLResult>) {
    // Start right after the loop has read its clock (poll phase), so the deadline's timer and our
    // measurement count from nearly the same instant.
    await new Promise((r) => setImmediate(r));
    const started = performance.now();
    const res = await run();
    return { res, ms: performance.now() - started };
  }

  it('fails a call whose headers never come at the deadline, and does not retry it', async () => {
    proxy.add({ match: '/api/home/menu', fault: { kind: 'hang' } });
    const { res, ms } = await timed(() => client().gql('{ home { menu { name } } }'));
    expect(codes(res)).toEqual(['UPSTREAM_TIMEOUT']);
    expect(upstreamPaths(res)).toEqual(['/api/home/menu']);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - CLOCK_SLACK_MS);
    expect(ms).toBeLessThan(TIMEOUT_MS + GRACE_MS);
    expect(proxy.count({ path: '/api/home/menu' })).toBe(1);
  });

  it('fails a body that drips at the deadline', async () => {
    proxy.add({ match: '/v2/home/hotStore', fault: { kind: 'drip', intervalMs: 50, bytes: 1 } });
    const { res, ms } = await timed(() => client().gql('{ home { hotStores { name } } }'));
    expect(codes(res)).toEqual(['UPSTREAM_TIMEOUT']);
    expect(upstreamPaths(res)).toEqual(['/v2/home/hotStore']);
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - CLOCK_SLACK_MS);
    expect(ms).toBeLessThan(TIMEOUT_MS + GRACE_MS);
  });

  it('gives the slow paths (flight search) their own longer deadline', async () => {
    proxy.add({ match: '/api/flight/search', fault: { kind: 'hang' } });
    const { res, ms } = await timed(() => client().gql(SEARCH, { from: 'BJS', to: 'SHA', date: inDays(3) }));
    expect(codes(res)).toEqual(['UPSTREAM_TIMEOUT']);
    expect(upstreamPaths(res)).toEqual(['/api/flight/search']);
    expect(ms).toBeGreaterThanOrEqual(SLOW_TIMEOUT_MS - CLOCK_SLACK_MS);
    expect(ms).toBeLessThan(SLOW_TIMEOUT_MS + GRACE_MS);
  });

  it('lets a slow answer within the deadline through', async () => {
    proxy.add({ match: '/api/home/menu', fault: { kind: 'latency', ms: TIMEOUT_MS / 3 } });
    const res = await client().gql<{ home: { menu: unknown[] } }>('{ home { menu { name } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.home.menu.length).toBeGreaterThan(0);
  });

  it('leaves the other fields of a page intact when one section fails', async () => {
    proxy.add({ match: '/api/home/floor', fault: { kind: 'status', status: 500 } });
    proxy.add({ match: '/v2/home/themeList', fault: { kind: 'hang' } });
    const res = await client().gql<{
      home: Record<string, unknown[] | null>;
      weather: { city: { name: string } };
    }>(HOME, { adcode: '310000' });
    const byPath = Object.fromEntries((res.errors ?? []).map((e) => [e.path!.join('.'), e.extensions?.code]));
    expect(byPath).toEqual({ 'home.floors': 'UPSTREAM_HTTP_ERROR', 'home.themes': 'UPSTREAM_TIMEOUT' });
    const home = res.data!.home;
    expect(home.floors).toBeNull();
    expect(home.themes).toBeNull();
    for (const key of ['banners', 'middleBanners', 'menu', 'hotDestinations', 'hotHotels', 'hotStores'])
      expect(home[key]!.length, key).toBeGreaterThan(0);
    expect(res.data!.weather.city.name).toBe('上海');
  });
});

describe('bodies the gateway refuses', () => {
  it.each([
    ['an oversized body', { kind: 'oversize', bytes: MAX_BYTES + 1 }, 'UPSTREAM_BAD_RESPONSE'],
    ['truncated JSON', { kind: 'truncate' }, 'UPSTREAM_BAD_RESPONSE'],
    ['a 40101 envelope', { kind: 'flag', flag: 40101 }, 'UNAUTHENTICATED'],
  ] as [string, Fault, string][])('types %s', async (_name, fault, code) => {
    proxy.add({ match: '/api/user/getUserInfo', fault });
    const res = await member().gql('{ me { id } }');
    expect(codes(res)).toEqual([code]);
    // Refused bodies are not worth a second try; neither is a business flag.
    expect(proxy.count({ path: '/api/user/getUserInfo' })).toBe(1);
  });
});

describe('the circuit breaker', () => {
  // Long enough that the checks made while the breaker is open finish within it on a busy machine.
  const COOLDOWN_MS = 1500;
  const V2 = '{ home { hotStores { name } themes { title } } }';
  const API = '{ home { menu { name } } }';

  async function metric(gateway: Gateway, name: string, prefix: string): Promise<number> {
    const res = await gateway.app.inject({ url: '/metrics' });
    const line = res.body.split('\n').find((l) => l.startsWith(`${name}{prefix="${prefix}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  }

  it('opens under sustained failure of one prefix, fails fast while open, and closes after the cooldown', async () => {
    const gateway = await gatewayWith({
      UPSTREAM_BREAKER_FAILURES: '4',
      UPSTREAM_BREAKER_WINDOW_MS: '10000',
      UPSTREAM_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
    });
    const client = () => new TestClient(gateway);
    expect(await metric(gateway, 'gateway_upstream_breaker_open', '/v2')).toBe(0);
    proxy.add({ match: '/v2/', fault: { kind: 'status', status: 503 } });

    // Failing /v2 calls (each read tried three times) open the /v2 breaker within a few requests.
    let sent = 0;
    while (gateway.upstream.breakerState('/v2') === 'closed' && sent < 10) {
      const res = await client().gql(V2);
      expect(codes(res).every((c) => c === 'UPSTREAM_HTTP_ERROR' || c === 'UPSTREAM_CIRCUIT_OPEN')).toBe(
        true,
      );
      sent++;
    }
    expect(gateway.upstream.breakerState('/v2')).toBe('open');
    expect(await metric(gateway, 'gateway_upstream_breaker_open', '/v2')).toBe(1);
    expect(await metric(gateway, 'gateway_upstream_breaker_opens_total', '/v2')).toBe(1);

    // Open: /v2 calls fail at once with their own code, and not one of them reaches the backend…
    const before = proxy.count({ path: '/v2/' });
    const rejectedBefore = await metric(gateway, 'gateway_upstream_breaker_rejected_total', '/v2');
    for (let i = 0; i < 5; i++) {
      const res = await client().gql(V2);
      expect(codes(res)).toEqual(['UPSTREAM_CIRCUIT_OPEN', 'UPSTREAM_CIRCUIT_OPEN']);
      expect(res.errors![0]!.message).toMatch(/稍后/);
    }
    expect(proxy.count({ path: '/v2/' })).toBe(before);
    expect(await metric(gateway, 'gateway_upstream_breaker_rejected_total', '/v2')).toBe(rejectedBefore + 10);
    // …while the other prefixes work as ever.
    const api = await client().gql<{ home: { menu: unknown[] } }>(API);
    expect(api.errors).toBeUndefined();
    expect(gateway.upstream.breakerState('/api')).toBe('closed');

    // After the cooldown exactly one trial call goes out; it fails, so the breaker opens again.
    const reopened = await eventually(async () => {
      const at = proxy.count({ path: '/v2/' });
      await Promise.all(Array.from({ length: 4 }, () => client().gql(V2)));
      const trials = proxy.count({ path: '/v2/' }) - at;
      if (trials === 0) return false;
      expect(trials).toBe(1);
      return true;
    });
    expect(reopened).toBe(true);
    expect(gateway.upstream.breakerState('/v2')).toBe('open');
    expect(await metric(gateway, 'gateway_upstream_breaker_opens_total', '/v2')).toBe(2);

    // The backend recovers: the next trial succeeds and the breaker closes.
    proxy.clear();
    const closed = await eventually(async () => (await client().gql(V2)).errors === undefined);
    expect(closed).toBe(true);
    expect(gateway.upstream.breakerState('/v2')).toBe('closed');
    expect(await metric(gateway, 'gateway_upstream_breaker_open', '/v2')).toBe(0);
  });

  it('is not tripped by business flags', async () => {
    const gateway = await gatewayWith({ UPSTREAM_BREAKER_FAILURES: '2' });
    proxy.add({ match: '/api/user/getUserInfo', fault: { kind: 'flag', flag: 40101 } });
    for (let i = 0; i < 6; i++)
      expect(codes(await member(gateway).gql('{ me { id } }'))).toEqual(['UNAUTHENTICATED']);
    expect(gateway.upstream.breakerState('/api')).toBe('closed');
    expect(proxy.count({ path: '/api/user/getUserInfo' })).toBe(6);
  });
});
