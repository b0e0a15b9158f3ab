// The only reader of process.env in the gateway. Everything else receives a GatewayConfig.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface UpstreamConfig {
  /** Base URL of the legacy backend (no trailing slash). */
  baseUrl: string;
  /** The `version` header every legacy call carries. */
  appVersion: string;
  /** Deadline of one upstream call, headers and body included. */
  timeoutMs: number;
  /** Deadline of the calls named in `slowPaths`. */
  slowTimeoutMs: number;
  /** `prefix + path` of the calls that may take up to `slowTimeoutMs` (e.g. `/v2/air/search`). */
  slowPaths: string[];
  /** Retries of an idempotent read after a transport failure or a 5xx. */
  maxRetries: number;
  /** Keep-alive connections per upstream origin. */
  connections: number;
  /** Largest upstream body the gateway reads, in bytes. */
  maxResponseBytes: number;
  /**
   * Reuse connections to the backend (undici keep-alive pool). Off only to measure its effect
   * (`GATEWAY_OPTIMISATIONS`): every call then opens and closes a connection.
   */
  keepAlive: boolean;
  /**
   * One circuit breaker per prefix (`/api`, `/v2`, `/app`): `failureThreshold` transport failures
   * (timeouts, resets, 5xx, garbage; never business flags) within `windowMs` open it; while open,
   * calls to that prefix fail at once with UPSTREAM_CIRCUIT_OPEN; after `cooldownMs` one trial call
   * goes through, and its success closes the breaker again.
   */
  breaker: {
    failureThreshold: number;
    windowMs: number;
    cooldownMs: number;
  };
}

/** The gateway's own speed-ups, each switchable so the benchmark can show what it buys. */
export interface Optimisations {
  /** Apollo's parsed-and-validated document cache. */
  documentCache: boolean;
  /** DataLoader batching and per-request dedup of per-item upstream lookups. */
  dataLoader: boolean;
  /** Keep-alive connection pool to the backend (mirrored into `upstream.keepAlive`). */
  keepAlive: boolean;
}

/**
 * Refusals before execution: a query over any of these never reaches a resolver or the backend.
 * Defaults leave room over the web's own operations (deepest 6 levels, fragments flattened; costliest
 * the home page at about 6 500 by graphql-armor's measure; at most 386 tokens, 1 alias, 2 directives):
 * a test keeps every web operation within them.
 */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
  maxCost: number;
}

/** A sliding budget: at most `points` attempts per `seconds`. */
export interface RateBudget {
  points: number;
  seconds: number;
}

export interface RateLimits {
  /** Asking for an SMS code (login, register, password reset, rebinding a mobile). */
  sendCode: { perMobile: RateBudget; perClient: RateBudget };
  /** Password guesses (logging in by password). */
  password: { perMobile: RateBudget; perClient: RateBudget };
  /** SMS-code guesses (logging in by code, registering, resetting the password). */
  code: { perMobile: RateBudget; perClient: RateBudget };
}

export interface MapConfig {
  tileUrl: string | null;
  /** What `{s}` rotates through; empty when the template has none. */
  subdomains: string[];
  /** The attribution the tile provider requires; '' when none. */
  attribution: string;
}

export type SandboxAccess = 'everyone' | 'internal' | 'off';

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  /** Folder with the built web app, or null to serve GraphQL only. */
  webDistDir: string | null;
  /** `/` carries a still picture of the home's top, drawn before the app starts (http/firstPaint.ts). */
  firstPaint: boolean;
  /**
   * Introspection for every caller: on in development, off in production unless enabled. Internal
   * tools presenting their credential may introspect either way (security/introspection.ts).
   */
  introspection: boolean;
  /**
   * Who is served the GraphQL sandbox (GraphiQL, built into `sandboxDir` by `pnpm build:sandbox`):
   * `everyone` (development), `internal` (production: only requests with the internal tools'
   * credential), or `off`.
   */
  sandbox: SandboxAccess;
  /** The built sandbox: index.html and assets/. */
  sandboxDir: string;
  /** Fastify's request logging. */
  logger: boolean;
  cookie: {
    name: string;
    /** Cookie with the member's id (not secret; used for the seqnum header). */
    uidName: string;
    secure: boolean;
    /** Lifetime of a session handed over by a host app or mini-program (spec §9: 7 days). */
    handoffMaxAgeSeconds: number;
    /** Upper bound of a login session's cookie; the backend's own expiry wins when earlier. */
    loginMaxAgeSeconds: number;
  };
  upstream: UpstreamConfig;
  optimisations: Optimisations;
  limits: QueryLimits;
  rateLimits: RateLimits;
  /**
   * Where the rate limits are counted when several gateway replicas share them (`redis://` or
   * `rediss://`); null: in this process's memory (security/rateLimit.ts).
   */
  redisUrl: string | null;
  /**
   * Which proxies' X-Forwarded-For is believed for the client address (rate limits, logs): Fastify's
   * `trustProxy` (comma-separated addresses/CIDRs, or names like `loopback`, `uniquelocal`). Nobody by
   * default: believing a proxy that is not there lets a client choose its own address.
   */
  trustProxy: string | boolean;
  persistedOperations: {
    /** Run only operations of the manifest (production default). Off: raw queries run too. */
    required: boolean;
    /** The manifest the web build writes (`pnpm build`). */
    manifestFile: string;
    /**
     * Credential of internal tools (header `x-internal-token`): with it, raw queries run even when
     * operations are required. null: no internal tool may send raw queries.
     */
    internalToken: string | null;
  };
  /**
   * The map pages' tiles (`mapConfig` of the graph): a URL template with `{z}` `{x}` `{y}` (and `{s}`
   * for a subdomain). Null when none is configured, as offline: pages then place their pins by
   * coordinates on a plain background.
   */
  map: MapConfig;
  /** The online customer-service chat (spec §2.7). The secret signs links; it never leaves the server. */
  customerService: {
    chatUrl: string;
    secret: string;
    pluginId: string;
    groupId: string;
    siteName: string;
  };
}

/** Development only: the stand-in knows it too. Production refuses to start without CS_SECRET. */
const DEV_CS_SECRET = 'dev-only-customer-service-secret';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** Written by `pnpm build` (scripts/build-operations.mjs) next to the built gateway. */
const DEFAULT_OPERATIONS_MANIFEST = fileURLToPath(
  new URL('../../gateway/dist/persisted-operations.json', import.meta.url),
);

/** Written by `pnpm build:sandbox` (gateway/sandbox/vite.config.ts). */
const DEFAULT_SANDBOX_DIST = fileURLToPath(new URL('../../gateway/dist/sandbox', import.meta.url));

/**
 * `GRAPHQL_SANDBOX`: unset, everyone outside production and internal tools only in production;
 * `internal` for the latter anywhere; on (`1`, `true` …) for everyone; off (`0`, `false` …) for nobody.
 */
function sandboxAccess(value: string | undefined, production: boolean): SandboxAccess {
  if (value === undefined || value === '') return production ? 'internal' : 'everyone';
  if (value.toLowerCase() === 'internal') return 'internal';
  return bool(value, false) ? 'everyone' : 'off';
}

const OPTIMISATIONS = ['documentCache', 'dataLoader', 'keepAlive'] as const;

/** `GATEWAY_OPTIMISATIONS`: `all` (default), `none`, or a comma list of the ones to keep on. */
function optimisations(value: string | undefined): Optimisations {
  const text = (value ?? 'all').trim();
  const on = new Set(
    text === 'all' || text === ''
      ? OPTIMISATIONS
      : text === 'none'
        ? []
        : text.split(',').map((s) => s.trim()),
  );
  for (const name of on) {
    if (!(OPTIMISATIONS as readonly string[]).includes(name))
      throw new Error(
        `GATEWAY_OPTIMISATIONS: unknown "${name}" (known: ${OPTIMISATIONS.join(', ')}, all, none)`,
      );
  }
  return {
    documentCache: on.has('documentCache'),
    dataLoader: on.has('dataLoader'),
    keepAlive: on.has('keepAlive'),
  };
}

function budget(value: string | undefined, fallback: RateBudget): RateBudget {
  if (value === undefined || value === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(`expected a rate budget "points/seconds" (e.g. 5/3600), got "${value}"`);
  return { points: Number(match[1]), seconds: Number(match[2]) };
}

function redisUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const protocol = URL.canParse(text) ? new URL(text).protocol : null;
  // A typo is a configuration error to fix at start, not an outage to live with (the message does
  // not repeat the URL: it may hold a password).
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return text;
}

/**
 * `MAP_TILE_URL`, `MAP_TILE_SUBDOMAINS` (comma-separated), `MAP_TILE_ATTRIBUTION`. The template is
 * checked at start: an https URL (the pages' Content-Security-Policy loads pictures from https
 * origins only) or a path on the gateway's own origin, with `{z}`, `{x}` and `{y}`, and subdomains
 * when it has `{s}`. A wrong template is a configuration error to fix, not a blank map to find.
 */
function mapConfig(env: NodeJS.ProcessEnv): MapConfig {
  const tileUrl = env.MAP_TILE_URL?.trim() || null;
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim() ?? '';
  if (!tileUrl) return { tileUrl: null, subdomains: [], attribution };
  const sameOrigin = tileUrl.startsWith('/') && !tileUrl.startsWith('//');
  if (!sameOrigin && !/^https:\/\/[^/\s]+/.test(tileUrl))
    throw new Error('MAP_TILE_URL must be an https:// URL or a path on this origin (/tiles/{z}/{x}/{y}.png)');
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!tileUrl.includes(part)) throw new Error(`MAP_TILE_URL must contain ${part}`);
  }
  const subdomains = tileUrl.includes('{s}')
    ? (env.MAP_TILE_SUBDOMAINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  if (tileUrl.includes('{s}') && subdomains.length === 0)
    throw new Error('MAP_TILE_URL has {s}: set MAP_TILE_SUBDOMAINS (e.g. 1,2,3,4)');
  return { tileUrl, subdomains, attribution };
}

function trustProxy(value: string | undefined): string | boolean {
  // Nobody unless configured: a proxy in front says so (docker-compose sets its network's range).
  if (value === undefined || value === '') return false;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a non-negative integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const legacyPort = int(env.LEGACY_PORT, 8090);
  const optimised = optimisations(env.GATEWAY_OPTIMISATIONS);
  if (production && !env.CS_SECRET)
    throw new Error('CS_SECRET must be set in production (customer-service signatures)');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    production,
    webDistDir: env.WEB_DIST === 'none' ? null : env.WEB_DIST || DEFAULT_WEB_DIST,
    firstPaint: bool(env.FIRST_PAINT, true),
    introspection: bool(env.GRAPHQL_INTROSPECTION, !production),
    sandbox: sandboxAccess(env.GRAPHQL_SANDBOX, production),
    sandboxDir: env.SANDBOX_DIST ? resolve(env.SANDBOX_DIST) : DEFAULT_SANDBOX_DIST,
    logger: bool(env.LOG_REQUESTS, false),
    cookie: {
      name: 'sf_token',
      uidName: 'sf_uid',
      secure: bool(env.COOKIE_SECURE, production),
      handoffMaxAgeSeconds: 7 * 24 * 3600,
      loginMaxAgeSeconds: int(env.SESSION_MAX_AGE_SECONDS, 30 * 24 * 3600),
    },
    upstream: {
      baseUrl: (env.LEGACY_URL || `http://127.0.0.1:${legacyPort}`).replace(/\/+$/, ''),
      appVersion: '1.2.3',
      timeoutMs: int(env.UPSTREAM_TIMEOUT_MS, 30_000),
      slowTimeoutMs: int(env.UPSTREAM_SLOW_TIMEOUT_MS, 130_000),
      slowPaths: (env.UPSTREAM_SLOW_PATHS ?? '/api/flight/search')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      maxRetries: int(env.UPSTREAM_MAX_RETRIES, 2),
      connections: int(env.UPSTREAM_CONNECTIONS, 64),
      maxResponseBytes: int(env.UPSTREAM_MAX_RESPONSE_BYTES, 8 * 1024 * 1024),
      keepAlive: optimised.keepAlive,
      breaker: {
        failureThreshold: int(env.UPSTREAM_BREAKER_FAILURES, 20),
        windowMs: int(env.UPSTREAM_BREAKER_WINDOW_MS, 10_000),
        cooldownMs: int(env.UPSTREAM_BREAKER_COOLDOWN_MS, 5_000),
      },
    },
    optimisations: optimised,
    limits: {
      maxDepth: int(env.GRAPHQL_MAX_DEPTH, 8),
      maxAliases: int(env.GRAPHQL_MAX_ALIASES, 10),
      maxTokens: int(env.GRAPHQL_MAX_TOKENS, 2000),
      maxDirectives: int(env.GRAPHQL_MAX_DIRECTIVES, 10),
      maxCost: int(env.GRAPHQL_MAX_COST, 10_000),
    },
    rateLimits: {
      sendCode: {
        perMobile: budget(env.RATE_SEND_CODE_PER_MOBILE, { points: 5, seconds: 3600 }),
        perClient: budget(env.RATE_SEND_CODE_PER_CLIENT, { points: 20, seconds: 3600 }),
      },
      password: {
        perMobile: budget(env.RATE_PASSWORD_PER_MOBILE, { points: 10, seconds: 900 }),
        perClient: budget(env.RATE_PASSWORD_PER_CLIENT, { points: 50, seconds: 900 }),
      },
      code: {
        perMobile: budget(env.RATE_CODE_PER_MOBILE, { points: 10, seconds: 900 }),
        perClient: budget(env.RATE_CODE_PER_CLIENT, { points: 50, seconds: 900 }),
      },
    },
    redisUrl: redisUrl(env.REDIS_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    persistedOperations: {
      required: bool(env.PERSISTED_OPERATIONS_REQUIRED, production),
      manifestFile: env.PERSISTED_OPERATIONS_FILE || DEFAULT_OPERATIONS_MANIFEST,
      internalToken: env.INTERNAL_TOOLS_TOKEN || null,
    },
    map: mapConfig(env),
    customerService: {
      chatUrl: env.CS_CHAT_URL || `http://localhost:${legacyPort}/app/kefu/chat`,
      secret: env.CS_SECRET || DEV_CS_SECRET,
      pluginId: env.CS_PLUGIN_ID || '1024',
      groupId: env.CS_GROUP_ID || '1',
      siteName: env.CS_SITE_NAME || '悠游旅行',
    },
  };
}
