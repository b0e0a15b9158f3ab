// The only reader of process.env in the gateway. Everything else receives a GatewayConfig.
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
}

export interface GatewayConfig {
  port: number;
  host: string;
  production: boolean;
  /** Folder with the built web app, or null to serve GraphQL only. */
  webDistDir: string | null;
  /** Introspection and the sandbox page: on in development, off in production unless enabled. */
  introspection: boolean;
  sandbox: boolean;
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
  if (production && !env.CS_SECRET) throw new Error('CS_SECRET must be set in production (customer-service signatures)');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    production,
    webDistDir: env.WEB_DIST === 'none' ? null : env.WEB_DIST || DEFAULT_WEB_DIST,
    introspection: bool(env.GRAPHQL_INTROSPECTION, !production),
    sandbox: bool(env.GRAPHQL_SANDBOX, !production),
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
      slowPaths: (env.UPSTREAM_SLOW_PATHS ?? '/v2/air/search,/v2/air/intSearch')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      maxRetries: int(env.UPSTREAM_MAX_RETRIES, 2),
      connections: int(env.UPSTREAM_CONNECTIONS, 64),
      maxResponseBytes: int(env.UPSTREAM_MAX_RESPONSE_BYTES, 8 * 1024 * 1024),
    },
    customerService: {
      chatUrl: env.CS_CHAT_URL || `http://localhost:${legacyPort}/app/kefu/chat`,
      secret: env.CS_SECRET || DEV_CS_SECRET,
      pluginId: env.CS_PLUGIN_ID || '1024',
      groupId: env.CS_GROUP_ID || '1',
      siteName: env.CS_SITE_NAME || '悠游旅行',
    },
  };
}
