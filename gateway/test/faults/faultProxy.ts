// A fault-injecting HTTP proxy for tests: sits between the gateway and the real stand-in and, per
// rule, delays, fails, cuts or stalls what comes back. It works on paths only, so every endpoint of
// every product (present and future) is covered without edits. It counts every request it receives
// by method and path, so a test can prove what reached the backend.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Fault =
  /** Wait, then forward as usual. */
  | { kind: 'latency'; ms: number }
  /** Answer with this status and an HTML body, as a broken load balancer would (default 503). */
  | { kind: 'status'; status?: number }
  /**
   * Destroy the connection: `request` as soon as the request arrived (nothing comes back),
   * `body` after the headers and half of the real body.
   */
  | { kind: 'reset'; at?: 'request' | 'body' }
  /** A complete HTTP response with proper headers whose JSON body is cut in half. */
  | { kind: 'truncate' }
  /** Headers at once, then the real body `bytes` at a time every `intervalMs` (default 1 byte / 100 ms). */
  | { kind: 'drip'; intervalMs?: number; bytes?: number }
  /** Read the request, then never answer (the socket stays open until the client gives up). */
  | { kind: 'hang' }
  /** A valid envelope of `bytes` bytes (set it above the gateway's UPSTREAM_MAX_RESPONSE_BYTES). */
  | { kind: 'oversize'; bytes: number }
  /** A good envelope carrying a business flag instead of the data (default 40101, session gone). */
  | { kind: 'flag'; flag?: number; msg?: string };

export type FaultKind = Fault['kind'];

export interface FaultRule {
  /** A path prefix ending in `/` (`/v2/`, `/api/home/`, `/` for all), or an exact path (`/api/home/menu`). */
  match: string;
  method?: 'GET' | 'POST';
  /** The fault, or several: one is picked at random (seeded) for each matching request. */
  fault: Fault | Fault[];
  /** Share of matching requests that get the fault (default 1). */
  probability?: number;
  /** Apply to at most this many requests, then the rule is spent. */
  count?: number;
}

export interface RuleHandle {
  /** How many requests this rule has faulted so far. */
  readonly applied: number;
  remove(): void;
}

export interface CountFilter {
  /** A path prefix ending in `/`, or an exact path (as in rules). */
  path?: string;
  method?: string;
}

export interface FaultProxy {
  /** Base URL to give the gateway as LEGACY_URL. */
  url: string;
  add(rule: FaultRule): RuleHandle;
  /** Removes every rule (the backend is healthy again). */
  clear(): void;
  /** Requests received (faulted or not) matching the filter. */
  count(filter?: CountFilter): number;
  /** Requests received per `METHOD /path` (query strings left out). */
  counts(): Map<string, number>;
  /** Faults applied, per kind. */
  faults(): Record<FaultKind, number>;
  /** Requests forwarded untouched (or after a delay) to the backend. */
  forwarded(filter?: CountFilter): number;
  /** Requests received and not yet answered or abandoned (a stalled one the client never lets go stays here). */
  inFlight(): number;
  resetCounts(): void;
  close(): Promise<void>;
}

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern;
}

function tally(map: Map<string, number>, filter: CountFilter = {}): number {
  let n = 0;
  for (const [key, value] of map) {
    const space = key.indexOf(' ');
    const method = key.slice(0, space);
    const path = key.slice(space + 1);
    if (filter.method && filter.method !== method) continue;
    if (filter.path && !matches(filter.path, path)) continue;
    n += value;
  }
  return n;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface Upstream {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const ALL_KINDS: FaultKind[] = ['latency', 'status', 'reset', 'truncate', 'drip', 'hang', 'oversize', 'flag'];

export async function startFaultProxy(target: string, options: { seed?: number } = {}): Promise<FaultProxy> {
  const targetUrl = new URL(target);
  const random = seededRandom(options.seed ?? 1);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const rules: { rule: FaultRule; applied: number }[] = [];
  let received = new Map<string, number>();
  let passed = new Map<string, number>();
  let applied = Object.fromEntries(ALL_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  const sockets = new Set<Socket>();

  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  /** The fault for this request, if a rule wants one. The first matching live rule decides. */
  function pick(method: string, path: string): Fault | null {
    for (const entry of rules) {
      const { rule } = entry;
      if (rule.method && rule.method !== method) continue;
      if (!matches(rule.match, path)) continue;
      if (rule.count !== undefined && entry.applied >= rule.count) continue;
      if (rule.probability !== undefined && random() >= rule.probability) continue;
      entry.applied++;
      const list = Array.isArray(rule.fault) ? rule.fault : [rule.fault];
      const fault = list[Math.floor(random() * list.length)]!;
      applied[fault.kind]++;
      return fault;
    }
    return null;
  }

  function forward(req: IncomingMessage, body: Buffer, key: string): Promise<Upstream> {
    bump(passed, key);
    const headers = { ...req.headers, host: targetUrl.host };
    delete headers.connection;
    return new Promise((resolve, reject) => {
      const out = httpRequest(
        {
          protocol: targetUrl.protocol,
          hostname: targetUrl.hostname,
          port: targetUrl.port,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const kept: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(res.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
            }
            resolve({ status: res.statusCode ?? 502, headers: kept, body: Buffer.concat(chunks) });
          });
          res.on('error', reject);
        },
      );
      out.on('error', reject);
      out.end(body);
    });
  }

  function send(res: ServerResponse, up: Upstream): void {
    res.writeHead(up.status, { ...up.headers, 'content-length': up.body.length });
    res.end(up.body);
  }

  function drip(res: ServerResponse, up: Upstream, intervalMs: number, bytes: number): void {
    res.writeHead(up.status, up.headers);
    res.flushHeaders();
    let offset = 0;
    const timer = setInterval(() => {
      if (offset >= up.body.length) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(up.body.subarray(offset, offset + bytes));
      offset += bytes;
    }, intervalMs);
    res.on('close', () => clearInterval(timer));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<void> {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;
    const key = `${method} ${path}`;
    bump(received, key);
    const fault = pick(method, path);
    if (!fault) return send(res, await forward(req, body, key));
    switch (fault.kind) {
      case 'latency': {
        await new Promise((r) => setTimeout(r, fault.ms));
        if (res.destroyed) return;
        return send(res, await forward(req, body, key));
      }
      case 'status': {
        const status = fault.status ?? 503;
        res.writeHead(status, { 'content-type': 'text/html' });
        res.end(`<html><body><h1>${status}</h1>fault proxy</body></html>`);
        return;
      }
      case 'reset': {
        if (fault.at === 'body') {
          const up = await forward(req, body, key);
          res.writeHead(up.status, { ...up.headers, 'content-length': up.body.length });
          // Destroy only once the half is on the wire, or the client would see no answer at all.
          res.write(up.body.subarray(0, Math.floor(up.body.length / 2)), () => req.socket.destroy());
          return;
        }
        req.socket.destroy();
        return;
      }
      case 'truncate': {
        const up = await forward(req, body, key);
        return send(res, { ...up, body: up.body.subarray(0, Math.floor(up.body.length / 2)) });
      }
      case 'drip': {
        const up = await forward(req, body, key);
        return drip(res, up, fault.intervalMs ?? 100, fault.bytes ?? 1);
      }
      case 'hang':
        // Nothing: the socket stays open until the client (or close()) destroys it.
        return;
      case 'oversize': {
        const filler = 'x'.repeat(Math.max(0, fault.bytes - 40));
        return send(res, {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify({ flag: 0, msg: 'ok', data: { filler } })),
        });
      }
      case 'flag': {
        const envelope = {
          flag: fault.flag ?? 40101,
          msg: fault.msg ?? '登录已失效，请重新登录',
          data: null,
        };
        return send(res, {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify(envelope)),
        });
      }
    }
  }

  let inFlight = 0;
  const server = createServer((req, res) => {
    inFlight++;
    res.on('close', () => inFlight--);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks)).catch(() => {
        // The backend itself failed (or the client left): answer like a proxy would, if still possible.
        if (!res.headersSent && !res.destroyed) {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('fault proxy: backend unreachable');
        } else {
          res.destroy();
        }
      });
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    add(rule) {
      const entry = { rule, applied: 0 };
      rules.push(entry);
      return {
        get applied() {
          return entry.applied;
        },
        remove() {
          const i = rules.indexOf(entry);
          if (i >= 0) rules.splice(i, 1);
        },
      };
    },
    clear() {
      rules.length = 0;
    },
    count: (filter) => tally(received, filter),
    counts: () => new Map(received),
    faults: () => ({ ...applied }),
    forwarded: (filter) => tally(passed, filter),
    inFlight: () => inFlight,
    resetCounts() {
      received = new Map();
      passed = new Map();
      applied = Object.fromEntries(ALL_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
    },
    async close() {
      rules.length = 0;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      agent.destroy();
    },
  };
}
