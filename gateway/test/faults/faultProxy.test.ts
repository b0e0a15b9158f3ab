// The fault proxy itself, in front of a tiny scripted backend: each fault does what it says, rules
// match by prefix or exact path, count and probability hold, and the counts are right.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, startFaultProxy, type FaultProxy } from './faultProxy.ts';

let backend: Server;
let backendUrl: string;
let proxy: FaultProxy;

/** The backend's answer for a path: a good envelope, a little over 200 bytes. */
const envelope = (path: string) =>
  JSON.stringify({ flag: 0, msg: 'ok', data: { path, pad: 'y'.repeat(160) } });

beforeAll(async () => {
  backend = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-backend': 'yes' });
      res.end(envelope((req.url ?? '/').split('?')[0]!));
    });
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', r));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  proxy = await startFaultProxy(backendUrl, { seed: 7 });
});
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((r) => backend.close(() => r()));
});
afterEach(() => {
  proxy.clear();
  proxy.resetCounts();
});

const get = (path: string, init: RequestInit = {}) => fetch(proxy.url + path, init);
const post = (path: string, body = '{}') =>
  fetch(proxy.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** Resolves to what went wrong (an error name or message), or null when the call succeeded. */
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: Error) => e.name,
  );

describe('fault proxy', () => {
  it('passes requests through untouched without rules, and counts them by method and path', async () => {
    const res = await get('/api/home/menu?x=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-backend')).toBe('yes');
    expect(await res.text()).toBe(envelope('/api/home/menu'));
    await post('/v2/home/hotStore');
    await post('/v2/home/hotStore');
    expect(proxy.count()).toBe(3);
    expect(proxy.count({ path: '/v2/' })).toBe(2);
    expect(proxy.count({ path: '/api/home/menu' })).toBe(1);
    expect(proxy.count({ method: 'GET' })).toBe(1);
    expect(proxy.count({ method: 'POST', path: '/v2/home/hotStore' })).toBe(2);
    expect(proxy.counts()).toEqual(
      new Map([
        ['GET /api/home/menu', 1],
        ['POST /v2/home/hotStore', 2],
      ]),
    );
    expect(proxy.forwarded()).toBe(3);
  });

  it('matches a prefix ending in / or an exact path, and a method', async () => {
    proxy.add({ match: '/v2/', fault: { kind: 'status', status: 500 } });
    proxy.add({ match: '/api/home/menu', method: 'POST', fault: { kind: 'status', status: 502 } });
    expect((await post('/v2/anything/at/all')).status).toBe(500);
    expect((await get('/v2x/other')).status).toBe(200);
    expect((await get('/api/home/menu')).status).toBe(200);
    expect((await post('/api/home/menu')).status).toBe(502);
    expect((await get('/api/home/menus')).status).toBe(200);
    expect(proxy.forwarded()).toBe(3);
    expect(proxy.count()).toBe(5);
  });

  it('delays by the given latency, then forwards', async () => {
    proxy.add({ match: '/', fault: { kind: 'latency', ms: 150 } });
    const started = performance.now();
    const res = await get('/api/a');
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    expect(await res.text()).toBe(envelope('/api/a'));
  });

  it('answers a 5xx with an HTML body', async () => {
    proxy.add({ match: '/', fault: { kind: 'status' } });
    const res = await get('/api/a');
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toMatch(/^<html>/);
    expect(proxy.forwarded()).toBe(0);
  });

  it('resets the connection before the answer, or in the middle of the body', async () => {
    proxy.add({ match: '/api/early', fault: { kind: 'reset' } });
    proxy.add({ match: '/api/late', fault: { kind: 'reset', at: 'body' } });
    expect(await failureOf(get('/api/early'))).toBe('TypeError');
    const late = await get('/api/late');
    expect(late.status).toBe(200);
    expect(await failureOf(late.text())).toBe('TypeError');
  });

  it('cuts the JSON in half inside a well-formed HTTP response', async () => {
    proxy.add({ match: '/', fault: { kind: 'truncate' } });
    const res = await get('/api/a');
    const text = await res.text();
    const full = envelope('/api/a');
    expect(text).toBe(full.slice(0, Math.floor(full.length / 2)));
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it('drips the body a few bytes at a time', async () => {
    proxy.add({ match: '/', fault: { kind: 'drip', intervalMs: 5, bytes: 20 } });
    const started = performance.now();
    const res = await get('/api/a');
    const headersMs = performance.now() - started;
    const text = await res.text();
    const full = envelope('/api/a');
    expect(text).toBe(full);
    // ⌈length / 20⌉ ticks of 5 ms after the headers; half of that shows it did not come at once.
    const ticks = Math.floor(full.length / 20);
    expect(performance.now() - started - headersMs).toBeGreaterThanOrEqual((ticks * 5) / 2);
  });

  it('never answers a hung request, and lets go of the connection when the client gives up', async () => {
    proxy.add({ match: '/', fault: { kind: 'hang' } });
    expect(await failureOf(get('/api/a', { signal: AbortSignal.timeout(200) }))).toBe('TimeoutError');
    const deadline = Date.now() + 5000;
    while (proxy.inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(proxy.inFlight()).toBe(0);
  });

  it('answers an oversized good envelope and a business flag', async () => {
    proxy.add({ match: '/api/big', fault: { kind: 'oversize', bytes: 100_000 } });
    proxy.add({ match: '/api/flag', fault: { kind: 'flag' } });
    const big = await (await get('/api/big')).text();
    expect(big.length).toBeGreaterThanOrEqual(100_000);
    expect(JSON.parse(big)).toMatchObject({ flag: 0 });
    expect(await (await get('/api/flag')).json()).toMatchObject({ flag: 40101, data: null });
    expect(proxy.faults()).toMatchObject({ oversize: 1, flag: 1 });
  });

  it('spends a rule after its count, and lets the next matching rule decide', async () => {
    const first = proxy.add({ match: '/', fault: { kind: 'status', status: 500 }, count: 2 });
    proxy.add({ match: '/api/', fault: { kind: 'status', status: 502 } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/api/a')).status);
    expect(statuses).toEqual([500, 500, 502, 502]);
    expect(first.applied).toBe(2);
    proxy.clear();
    expect((await get('/api/a')).status).toBe(200);
  });

  it('applies a probability from its seed: the same seed, the same faults', async () => {
    const runs: number[][] = [];
    for (let run = 0; run < 2; run++) {
      const p = await startFaultProxy(backendUrl, { seed: 42 });
      p.add({ match: '/', fault: { kind: 'status', status: 500 }, probability: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await fetch(`${p.url}/api/a`)).status);
      await p.close();
      runs.push(statuses);
    }
    expect(runs[0]).toEqual(runs[1]);
    const faulted = runs[0]!.filter((s) => s === 500).length;
    expect(faulted).toBeGreaterThan(15);
    expect(faulted).toBeLessThan(45);
  });

  it('draws from a seeded generator that is uniform enough', () => {
    const random = seededRandom(1);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) buckets[Math.floor(random() * 4)]!++;
    for (const n of buckets) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });

  it('closes even while a request hangs', async () => {
    const p = await startFaultProxy(backendUrl);
    p.add({ match: '/', fault: { kind: 'hang' } });
    const pending = fetch(`${p.url}/api/a`).catch((e: Error) => e.name);
    const until = Date.now() + 5000;
    while (p.inFlight() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(p.inFlight()).toBe(1);
    await p.close();
    expect(await pending).toBe('TypeError');
  });
});
