import DataLoader from 'dataloader';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.ts';
import type { RateLimiter } from './security/rateLimit.ts';
import { readSession, SessionCookies, type Session } from './session.ts';
import type { Endpoint, Params, UpstreamClient } from './upstream/index.ts';

/** The upstream client bound to this request's session. Domain api.ts files take one of these. */
export interface Upstream {
  call<T>(endpoint: Endpoint, params?: Params): Promise<T>;
  /** The same client acting for another token (a login, a token handed over by a host app). */
  as(token: string, userId?: string): Upstream;
}

/**
 * Per-request memo of loaders and one-off lookups, so a query that needs the same resource twice
 * (or twenty times) asks the backend once. Created fresh for every request: nothing leaks between
 * members.
 */
export class RequestCache {
  private readonly entries = new Map<string, unknown>();

  /**
   * @param batching whether loaders batch (always, but for the benchmark's comparison build, which
   *   turns it off at start-up through GATEWAY_OPTIMISATIONS to measure what batching buys).
   */
  constructor(private readonly batching = true) {}

  get<T>(key: string, create: () => T): T {
    if (!this.entries.has(key)) this.entries.set(key, create());
    return this.entries.get(key) as T;
  }
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** This request's DataLoader under `key`: every caller's keys go out in as few batch calls as may. */
  loader<K, V>(
    key: string,
    batch: DataLoader.BatchLoadFn<K, V>,
    options: { maxBatchSize: number },
  ): DataLoader<K, V> {
    return this.get(key, () => new DataLoader<K, V>(batch, { ...options, batch: this.batching }));
  }
}

export interface GatewayContext {
  config: GatewayConfig;
  session: Session;
  upstream: Upstream;
  cache: RequestCache;
  cookies: SessionCookies;
  /** The client's address as Fastify sees it (X-Forwarded-For believed only from `trustProxy`). */
  clientAddress: string;
  rateLimiter: RateLimiter;
}

/** What lives as long as the gateway and every request shares. */
export interface GatewayServices {
  upstream: UpstreamClient;
  rateLimiter: RateLimiter;
}

function bind(client: UpstreamClient, session: Session): Upstream {
  const upstreamSession = { token: session.token, userId: session.userId, kind: session.kind };
  return {
    call: <T>(endpoint: Endpoint, params: Params = {}) => client.call<T>(endpoint, params, upstreamSession),
    as: (token, userId) => bind(client, { ...session, token, userId }),
  };
}

export function createContext(
  request: FastifyRequest,
  reply: FastifyReply,
  config: GatewayConfig,
  services: GatewayServices,
): GatewayContext {
  const session = readSession(request, config);
  return {
    config,
    session,
    upstream: bind(services.upstream, session),
    cache: new RequestCache(config.optimisations.dataLoader),
    cookies: new SessionCookies(reply, config),
    clientAddress: request.ip,
    rateLimiter: services.rateLimiter,
  };
}
