import { Pool } from 'undici';
import type { GraphQLError } from 'graphql';
import type { UpstreamConfig } from '../config.ts';
import { CircuitBreaker, type BreakerState } from './breaker.ts';
import { Deadline } from './deadline.ts';
import {
  flagError,
  isRetryable,
  requestNotSent,
  transportError,
  type UpstreamErrorDetail,
} from './errors.ts';
import { makeSeqnum, type ClientKind } from './seqnum.ts';
import { looksLikeSessionToken } from './token.ts';

export const PREFIXES = ['/api', '/v2', '/app'] as const;
export type Prefix = (typeof PREFIXES)[number];

/** One legacy endpoint. Domain `api.ts` files declare these; nothing else knows a path. */
export interface Endpoint {
  prefix: Prefix;
  method: 'GET' | 'POST';
  path: string;
  /**
   * Safe to send twice. GETs are, unless said otherwise; a POST only when marked. Only idempotent
   * calls are retried after a transport failure: a retried write could book twice.
   */
  idempotent?: boolean;
}

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | unknown>;

/** Who a call is made for: sets the `token`, `Authorization` and `seqnum` headers. */
export interface UpstreamSession {
  token?: string;
  userId?: string;
  kind: ClientKind;
}

export type CallOutcome = 'ok' | 'flag' | 'error';

export interface UpstreamHooks {
  /** Called once per HTTP attempt, for metrics and for tests that count calls. */
  onAttempt?: (e: { endpoint: Endpoint; outcome: CallOutcome; code?: string; seconds: number }) => void;
  /** A prefix's circuit breaker changed state (closed, open, halfOpen). */
  onBreakerChange?: (e: { prefix: Prefix; state: BreakerState }) => void;
  /** A call was refused by its prefix's open breaker (no HTTP attempt was made). */
  onBreakerReject?: (e: { endpoint: Endpoint }) => void;
}

interface Envelope {
  flag: number;
  msg?: string;
  data?: unknown;
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as { flag?: unknown }).flag === 'number';
}

function encodeValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function queryString(params: Params): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) qs.append(k, encodeValue(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// NUL and the other C0 controls but tab, line feed and carriage return (a text area's), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a parameter (or anything inside one) carries a control character no backend should get. */
function carriesControl(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (typeof value !== 'object' || value === null) return false;
  for (const item of Array.isArray(value) ? value : Object.values(value))
    if (carriesControl(item)) return true;
  return false;
}

/**
 * Errors the HTTP client raises while building a request, before anything is sent (a header value
 * it refuses, an invalid path). They say nothing about the backend.
 */
const NOT_SENT_CODES = new Set([
  'UND_ERR_INVALID_ARG',
  'ERR_INVALID_CHAR',
  'ERR_INVALID_ARG_TYPE',
  'ERR_INVALID_ARG_VALUE',
]);

/**
 * The one REST client of the gateway: three prefixes, one keep-alive pool, the `{flag,msg,data}`
 * envelope, the client headers, deadlines, retries of idempotent reads, error mapping, and a circuit
 * breaker per prefix.
 */
export class UpstreamClient {
  private readonly pool: Pool;
  private readonly slow: Set<string>;
  private readonly breakers: Record<Prefix, CircuitBreaker>;

  constructor(
    private readonly config: UpstreamConfig,
    private readonly hooks: UpstreamHooks = {},
  ) {
    this.pool = new Pool(config.baseUrl, {
      connections: config.connections,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 120_000,
      // Each call's own Deadline governs; these only stop undici's defaults from being shorter.
      headersTimeout: config.slowTimeoutMs,
      bodyTimeout: config.slowTimeoutMs,
    });
    this.slow = new Set(config.slowPaths);
    const breaker = (prefix: Prefix) =>
      new CircuitBreaker({
        ...config.breaker,
        onStateChange: (state) => this.hooks.onBreakerChange?.({ prefix, state }),
      });
    this.breakers = { '/api': breaker('/api'), '/v2': breaker('/v2'), '/app': breaker('/app') };
  }

  /** The state of a prefix's circuit breaker. */
  breakerState(prefix: Prefix): BreakerState {
    return this.breakers[prefix].state;
  }

  async call<T>(endpoint: Endpoint, params: Params, session: UpstreamSession): Promise<T> {
    const idempotent = endpoint.idempotent ?? endpoint.method === 'GET';
    const attempts = idempotent ? 1 + this.config.maxRetries : 1;
    let last: GraphQLError | undefined;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) {
        // Exponential backoff with full jitter, so replicas do not retry in lockstep.
        await sleep(Math.random() * 50 * 2 ** attempt);
      }
      try {
        return (await this.once(endpoint, params, session)) as T;
      } catch (error) {
        last = error as GraphQLError;
        if (!isRetryable(last)) throw last;
      }
    }
    throw last;
  }

  private async once(endpoint: Endpoint, params: Params, session: UpstreamSession): Promise<unknown> {
    const fullPath = endpoint.prefix + endpoint.path;
    const detail: UpstreamErrorDetail = { path: fullPath };
    // What a client sent is checked before it goes anywhere (resolvers check first; this is the floor):
    // such a request is the client's fault, so it is neither sent, retried nor counted by the breaker.
    if (session.token !== undefined && !looksLikeSessionToken(session.token)) throw requestNotSent(detail);
    if (carriesControl(params)) throw requestNotSent(detail);
    const permit = this.breakers[endpoint.prefix].tryAcquire();
    if (!permit) {
      this.hooks.onBreakerReject?.({ endpoint });
      throw transportError('UPSTREAM_CIRCUIT_OPEN', detail);
    }
    const headers: Record<string, string> = {
      seqnum: makeSeqnum(session.kind, session.userId),
      version: this.config.appVersion,
      accept: 'application/json',
    };
    if (session.token) {
      headers.token = session.token;
      headers.authorization = `Bearer ${session.token}`;
    }
    let path = fullPath;
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      path += queryString(params);
    } else if (endpoint.prefix === '/v2') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = queryString(params).slice(1);
    }

    const timeoutMs = this.slow.has(fullPath) ? this.config.slowTimeoutMs : this.config.timeoutMs;
    const deadline = new Deadline(timeoutMs);
    const started = performance.now();
    // What the breaker learns from this attempt: the backend failed, answered, or was never asked.
    // Anything that ends the attempt without a verdict (an unexpected exception) is a failure.
    let verdict = 'failed' as 'failed' | 'answered' | 'unsent';
    const report = (outcome: CallOutcome, code?: string, backendFailed = outcome === 'error') => {
      verdict = backendFailed ? 'failed' : 'answered';
      this.hooks.onAttempt?.({ endpoint, outcome, code, seconds: (performance.now() - started) / 1000 });
    };

    try {
      let status: number;
      let text: string;
      try {
        const res = await this.pool.request({
          path,
          method: endpoint.method,
          headers,
          body,
          signal: deadline,
          // Keep-alive off (only to measure it): ask for the connection to be closed after this call.
          reset: !this.config.keepAlive,
        });
        status = res.statusCode;
        text = await readLimited(res.body, this.config.maxResponseBytes);
      } catch (error) {
        if (NOT_SENT_CODES.has((error as { code?: string } | null)?.code ?? '')) {
          verdict = 'unsent';
          throw requestNotSent(detail, error);
        }
        const mapped = mapTransportError(error, deadline.aborted, detail);
        report('error', mapped.extensions.code as string);
        throw mapped;
      }
      detail.status = status;
      if (status >= 500) {
        report('error', 'UPSTREAM_HTTP_ERROR');
        throw transportError('UPSTREAM_HTTP_ERROR', detail);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (!isEnvelope(parsed)) {
        // A 4xx without the envelope (a 431 for huge headers, a proxy's 400) is a working server
        // refusing this one request: an error for the caller, not a failure of the backend. A 2xx or
        // 3xx that is not an envelope is the backend answering garbage, which is one.
        const refused = status >= 400;
        const code = refused ? 'UPSTREAM_HTTP_ERROR' : 'UPSTREAM_BAD_RESPONSE';
        report('error', code, !refused);
        throw transportError(code, detail);
      }
      if (parsed.flag !== 0) {
        report('flag', String(parsed.flag));
        throw flagError(parsed.flag, typeof parsed.msg === 'string' ? parsed.msg : '', detail);
      }
      report('ok');
      return parsed.data ?? null;
    } finally {
      deadline.clear();
      // A business flag or a 4xx is an answer from a working backend: only its failures trip the breaker.
      if (verdict === 'unsent') permit.cancel();
      else permit.done(verdict === 'failed');
    }
  }

  /**
   * Streams a non-envelope resource (an image) from the backend through the same pool and deadline.
   * Only for GETs of paths the caller has already mapped from a fixed set; the body is not buffered.
   * Not behind the breakers: an image is not an envelope call, and a broken one costs the page little.
   */
  async stream(path: string, headers: Record<string, string> = {}) {
    const deadline = new Deadline(this.config.timeoutMs);
    try {
      const res = await this.pool.request({ path, method: 'GET', headers, signal: deadline });
      res.body.once('close', () => deadline.clear());
      return { status: res.statusCode, headers: res.headers, body: res.body };
    } catch (error) {
      deadline.clear();
      throw mapTransportError(error, deadline.aborted, { path });
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

class TooLargeError extends Error {}

async function readLimited(body: AsyncIterable<Buffer | Uint8Array>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new TooLargeError(`upstream body over ${limit} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function mapTransportError(error: unknown, timedOut: boolean, detail: UpstreamErrorDetail): GraphQLError {
  if (timedOut) return transportError('UPSTREAM_TIMEOUT', detail, error);
  if (error instanceof TooLargeError) return transportError('UPSTREAM_BAD_RESPONSE', detail, error);
  const code = (error as { code?: string } | null)?.code ?? '';
  if (
    code === 'ECONNREFUSED' ||
    code === 'ENOTFOUND' ||
    code === 'EAI_AGAIN' ||
    code === 'UND_ERR_CONNECT_TIMEOUT'
  )
    return transportError('UPSTREAM_UNAVAILABLE', detail, error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return transportError('UPSTREAM_TIMEOUT', detail, error);
  // ECONNRESET, EPIPE, UND_ERR_SOCKET (the peer closed mid-response) and anything else on the wire.
  return transportError('UPSTREAM_CONNECTION_RESET', detail, error);
}
