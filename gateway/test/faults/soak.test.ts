// A short soak: concurrent GraphQL traffic through the gateway while the fault proxy injects a mix
// of faults, with the heap sampled after forced garbage collection. A leak per request (contexts,
// sockets, timers, listeners kept alive by a failure path) shows as a heap that keeps growing.
// SOAK_SECONDS (default 10, at most 60) runs it longer by hand.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createGateway, type Gateway } from '../../src/server.ts';
import { isTransportCode } from '../../src/upstream/index.ts';
import { loginDemo, startStack, type Stack } from '../harness.ts';
import { startFaultProxy, type FaultProxy } from './faultProxy.ts';

const SOAK_SECONDS = Math.min(60, Math.max(5, Number(process.env.SOAK_SECONDS) || 10));
/** Warm-up (JIT, connection pools, caches filling) until both hold, or at most WARM_UP_MAX_MS. */
const WARM_UP_MS = 2500;
const WARM_UP_REQUESTS = 60;
const WARM_UP_MAX_MS = 6000;
const SAMPLE_EVERY_MS = 500;
const MAX_BYTES = 256 * 1024;

setFlagsFromString('--expose_gc');
const gc = runInNewContext('gc') as () => void;

let proxy: FaultProxy;
let stack: Stack;
let gateway: Gateway;
let memberCookie = '';

beforeAll(async () => {
  stack = await startStack(
    {},
    {
      upstream: async (legacyUrl) => {
        proxy = await startFaultProxy(legacyUrl, { seed: 5 });
        return proxy.url;
      },
    },
  );
  gateway = await createGateway(
    loadConfig({
      NODE_ENV: 'test',
      LEGACY_URL: proxy.url,
      WEB_DIST: 'none',
      UPSTREAM_TIMEOUT_MS: '1500',
      UPSTREAM_SLOW_TIMEOUT_MS: '1500',
      UPSTREAM_MAX_RESPONSE_BYTES: String(MAX_BYTES),
      UPSTREAM_BREAKER_COOLDOWN_MS: '500',
    }),
  );
  memberCookie = await loginDemo(stack.client());
});
afterAll(async () => {
  await gateway?.close();
  await stack?.close();
  await proxy?.close();
});

const date = addDays(todayInShanghai(), 4);
const WORK = [
  {
    // The light sections of the home page (the whole page is home.test.ts's and faults.test.ts's).
    query: `query Home($adcode: ID!) { home { menu { name } notice { id } hotStores { name } }
      weather(adcode: $adcode) { city { name } } }`,
    variables: { adcode: '310000' },
    auth: false,
  },
  {
    query: 'query Me { me { id nickName } unpaidOrderCount shellConfig { tabs { key } } }',
    variables: {},
    auth: true,
  },
  {
    query: `query Search($date: Date!) { flightSearch(from: "BJS", to: "SHA", date: $date) { flights { id lowestFare { id } } } }`,
    variables: { date },
    auth: false,
  },
  {
    query:
      'mutation R($n: String!) { updateNickname(input: { nickName: $n }) { user { id } userErrors { code } } }',
    variables: { n: '浸泡测试' },
    auth: true,
  },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - mx) * (p.y - my);
    den += (p.x - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

describe('soak under a fault mix', () => {
  it(
    'keeps answering with no growth trend in the heap',
    async () => {
      const base = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      // Stalls cost a whole deadline each, so they are rarer than the quick faults.
      proxy.add({
        match: '/',
        probability: 0.02,
        fault: [{ kind: 'drip', intervalMs: 50 }, { kind: 'hang' }],
      });
      proxy.add({
        match: '/',
        probability: 0.12,
        fault: [
          { kind: 'latency', ms: 60 },
          { kind: 'status', status: 503 },
          { kind: 'reset', at: 'request' },
          { kind: 'reset', at: 'body' },
          { kind: 'truncate' },
          { kind: 'oversize', bytes: MAX_BYTES + 1024 },
          { kind: 'flag', flag: 40101 },
        ],
      });

      const started = Date.now();
      let stopAt = started + WARM_UP_MAX_MS + SOAK_SECONDS * 1000;
      let done = 0;
      const bad: string[] = [];
      const samples: { at: number; requests: number; heap: number }[] = [];
      let nextSample = Infinity;

      const worker = async (id: number) => {
        let i = id;
        while (Date.now() < stopAt) {
          const { query, variables, auth } = WORK[i++ % WORK.length]!;
          const res = await fetch(`${base}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(auth ? { cookie: memberCookie } : {}) },
            body: JSON.stringify({ query, variables }),
          });
          const text = await res.text();
          try {
            const body = JSON.parse(text) as { errors?: { extensions?: { code?: unknown } }[] };
            for (const e of body.errors ?? []) {
              if (!isTransportCode(e.extensions?.code) && e.extensions?.code !== 'UNAUTHENTICATED')
                bad.push(String(e.extensions?.code));
            }
          } catch {
            bad.push(`${res.status} ${text.slice(0, 60)}`);
          }
          done++;
        }
      };
      const sampler = async () => {
        while (Date.now() < stopAt) {
          await new Promise((r) => setTimeout(r, 20));
          const now = Date.now();
          if (nextSample === Infinity) {
            const warm = now - started >= WARM_UP_MS && done >= WARM_UP_REQUESTS;
            if (!warm && now - started < WARM_UP_MAX_MS) continue;
            nextSample = now;
            stopAt = now + SOAK_SECONDS * 1000;
          }
          if (now < nextSample) continue;
          nextSample += SAMPLE_EVERY_MS;
          // The stand-in shares this process; its request log (kept up to 2000 entries) would read as
          // growth while it fills.
          stack.legacy.requestLog.length = 0;
          // Likewise the resource timings fetch keeps for this test's own requests (up to 250).
          performance.clearResourceTimings();
          gc();
          samples.push({ at: Date.now() - started, requests: done, heap: process.memoryUsage().heapUsed });
        }
      };
      await Promise.all([...Array.from({ length: 8 }, (_, id) => worker(id)), sampler()]);

      const mb = (bytes: number) => bytes / 1024 / 1024;
      const third = Math.floor(samples.length / 3);
      const first = median(samples.slice(0, third).map((s) => s.heap));
      const last = median(samples.slice(-third).map((s) => s.heap));
      const perThousand = slope(samples.map((s) => ({ x: s.requests / 1000, y: s.heap })));
      const measured = done - (samples[0]?.requests ?? 0);
      console.log(
        `soak: ${SOAK_SECONDS} s, ${done} requests (${Math.round(measured / SOAK_SECONDS)}/s measured), ` +
          `${samples.length} heap samples; heap median first third ${mb(first).toFixed(1)} MB, last third ` +
          `${mb(last).toFixed(1)} MB; slope ${mb(perThousand).toFixed(2)} MB per 1000 requests; faults ` +
          JSON.stringify(proxy.faults()),
      );

      expect(bad).toEqual([]);
      expect(samples.length).toBeGreaterThanOrEqual(9);
      expect(measured).toBeGreaterThan(40);
      // Measured here (2-core machine, busy): the heap after a forced GC creeps up 1–2.5 MB in the
      // first minute and flattens; heap snapshots show JIT code and pools filling, no per-request
      // objects. A leak of tens of KB per request (a context, a body, a socket kept) passes the
      // allowance within the run; SOAK_SECONDS=60 by hand sees smaller ones.
      expect(mb(last - first)).toBeLessThan(Math.max(8, mb(first) * 0.1));

      // And afterwards: every stalled request was let go, and a clean query answers in full.
      proxy.clear();
      const deadline = Date.now() + 5000;
      while (proxy.inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(proxy.inFlight()).toBe(0);
      let clean = false;
      while (!clean && Date.now() < deadline + 5000) {
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: WORK[0]!.query, variables: WORK[0]!.variables }),
        });
        clean = !('errors' in ((await res.json()) as object));
        if (!clean) await new Promise((r) => setTimeout(r, 100));
      }
      expect(clean).toBe(true);
    },
    (SOAK_SECONDS + 30) * 1000,
  );
});
