import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Flag } from './core/errors.ts';
import { createRouter, errorEnvelope, header, sendEnvelope } from './core/router.ts';
import { migrate } from './db/migrate.ts';
import { openPGliteDir, openPGliteMemory } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { seed } from './db/seed/index.ts';
import type { Db } from './db/types.ts';
import * as domains from './domains/index.ts';
import type { LegacyConfig } from './domains/types.ts';
import { shanghaiDate } from './time.ts';

export interface LegacyOptions {
  /** A PostgreSQL URL; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  dataDir?: string;
  /** Hides development tools (/__dev). */
  production?: boolean;
  /** Session lifetime; 30 days when omitted. */
  tokenTtlSeconds?: number;
  /** Secret shared with the gateway for signed customer-service chat links (spec §2.7). */
  customerServiceSecret?: string;
  /**
   * Key of the simulated payment provider's notification signatures (HMAC-SHA256). Omitted: a
   * development key, or in production a random key per process (the stand-in signs only its own).
   */
  paySecret?: string;
  /** Fastify's (pino) request logging; off when omitted. */
  logger?: boolean;
  /** Log every request too (noisy; off unless LOG_REQUESTS is set). */
  logRequests?: boolean;
  /** The server's clock in ms, for tests; Date.now when omitted. */
  clock?: () => number;
  /**
   * Keep the last REQUEST_LOG_LIMIT calls in `requestLog`, for tests that start the stand-in in
   * process and check which calls the gateway made. Off when omitted: a server started on its own
   * has no reader for it, and each entry outlives the young generation (at 870 calls/s the log
   * moved about 170 KB into the old generation per young collection).
   */
  requestLog?: boolean;
}

export interface RequestLogEntry {
  method: string;
  prefix: '/api' | '/v2' | '/app' | 'other';
  /** The path after the prefix (`/user/getUserInfo`), or the whole path when prefix is 'other'. */
  path: string;
  seqnum?: string;
  version?: string;
  token?: string;
  authorization?: string;
  /** The envelope's flag (0 for an image served). */
  flag: number;
  /** Clock time of the answer (ms). */
  at: number;
}

export interface LegacyServer {
  app: FastifyInstance;
  db: Db;
  /**
   * The last REQUEST_LOG_LIMIT calls, oldest first; the same array for the server's life. Empty
   * unless the server was created with `requestLog: true`.
   */
  requestLog: RequestLogEntry[];
  /** Starts listening (port 0 picks a free one) and resolves to the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export const REQUEST_LOG_LIMIT = 2000;
const DEFAULT_TOKEN_TTL_SECONDS = 30 * 86_400;
/** Development only; production refuses to start without CS_SECRET (config.ts). */
export const DEV_CUSTOMER_SERVICE_SECRET = 'dev-only-customer-service-secret';
/** Development only: signs the simulated payment notifications when PAY_SECRET is unset. */
export const DEV_PAY_SECRET = 'dev-only-pay-notify-secret';
const BODY_LIMIT_BYTES = 1024 * 1024; // a 512 KiB image is about 700 KB in base64

async function prepare(db: Db, nowMs: number): Promise<void> {
  await migrate(db);
  await seed(db, nowMs);
}

async function openDatabase(options: LegacyOptions, clock: () => number): Promise<Db> {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    await prepare(db, clock()).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    return db;
  }
  if (options.dataDir) {
    const db = await openPGliteDir(options.dataDir);
    await prepare(db, clock()).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    return db;
  }
  // The seed depends on the Shanghai day only, so that is the template's key.
  return openPGliteMemory(shanghaiDate(clock()), (template) => prepare(template, clock()));
}

const PREFIX = /^\/(api|v2|app)(?=\/|$)/;

function logEntry(request: FastifyRequest, flag: number, at: number): RequestLogEntry {
  const fullPath = request.url.split('?')[0] ?? '';
  const match = PREFIX.exec(fullPath);
  const entry: RequestLogEntry = {
    method: request.method,
    prefix: match ? (`/${match[1]}` as RequestLogEntry['prefix']) : 'other',
    path: match ? fullPath.slice(match[0].length) || '/' : fullPath,
    flag,
    at,
  };
  const seqnum = header(request, 'seqnum');
  const version = header(request, 'version');
  const token = header(request, 'token');
  const authorization = header(request, 'authorization');
  if (seqnum !== undefined) entry.seqnum = seqnum;
  if (version !== undefined) entry.version = version;
  if (token !== undefined) entry.token = token;
  if (authorization !== undefined) entry.authorization = authorization;
  return entry;
}

/** Builds the stand-in: database (migrated and seeded), routes of every domain, request log. */
export async function createLegacyServer(options: LegacyOptions = {}): Promise<LegacyServer> {
  const clock = options.clock ?? Date.now;
  const config: LegacyConfig = {
    production: options.production ?? false,
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
    customerServiceSecret: options.customerServiceSecret ?? DEV_CUSTOMER_SERVICE_SECRET,
    paySecret: options.paySecret ?? (options.production ? randomBytes(32).toString('hex') : DEV_PAY_SECRET),
  };
  const db = await openDatabase(options, clock);
  const requestLog: RequestLogEntry[] = [];
  const flags = new WeakMap<FastifyRequest, number>();
  const noteFlag = options.requestLog
    ? (request: FastifyRequest, flag: number) => void flags.set(request, flag)
    : () => {};

  const app = Fastify({
    // Fastify logs requests at info level: keep warnings and errors unless request logs are wanted.
    logger: options.logger ? { level: options.logRequests ? 'info' : 'warn' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  try {
    await app.register(formbody);
    // Fastify refuses an empty body sent as JSON; a /v2 call without parameters is legitimate.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      if (body === '') return done(null, undefined);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          Object.assign(new Error('invalid JSON body'), { statusCode: 400, code: 'LEGACY_INVALID_JSON' }),
          undefined,
        );
      }
    });

    // onSend runs before the answer leaves, so a caller that has its response sees its entry.
    if (options.requestLog) {
      app.addHook('onSend', async (request, _reply, payload) => {
        requestLog.push(logEntry(request, flags.get(request) ?? Flag.OK, clock()));
        if (requestLog.length > REQUEST_LOG_LIMIT)
          requestLog.splice(0, requestLog.length - REQUEST_LOG_LIMIT);
        return payload;
      });
    }

    app.setNotFoundHandler((request, reply) =>
      sendEnvelope({ noteFlag }, request, reply, 404, {
        flag: Flag.NOT_FOUND,
        msg: '接口不存在',
        data: null,
      }),
    );

    // Reached only for errors before a handler runs (body parsing); handlers catch their own.
    app.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // The contract promises 400 for any unusable body, 413 only when it is too large.
        const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
        const msg = tooLarge
          ? '请求体过大'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '不支持的请求体格式'
            : '请求体无法解析';
        return sendEnvelope({ noteFlag }, request, reply, tooLarge ? 413 : 400, {
          flag: Flag.BAD_PARAM,
          msg,
          data: null,
        });
      }
      const { envelope } = errorEnvelope(request, error);
      return sendEnvelope({ noteFlag }, request, reply, 500, envelope);
    });

    const route = createRouter({ app, db, clock, noteFlag });
    for (const domain of Object.values(domains)) domain.register({ route, db, clock, config });
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    await db.close();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    app,
    db,
    requestLog,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      if (address === null || typeof address === 'string') return String(address);
      const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return `http://${hostPart}:${address.port}`;
    },
    close() {
      closing ??= (async () => {
        await app.close();
        await db.close();
      })();
      return closing;
    },
  };
}
