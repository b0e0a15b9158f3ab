import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How long one rate-limit command may wait on Redis before this replica counts in its own memory
 * instead: a login waits at most this long on a Redis that accepts connections but does not answer.
 */
const COMMAND_TIMEOUT_MS = 1000;
/** How long start-up, and each reconnection attempt, waits for a TCP connection to Redis. */
const CONNECT_TIMEOUT_MS = 2000;

export interface StoreLog {
  warn(message: string): void;
  info(message: string): void;
}

/**
 * The Redis that gateway replicas share their rate limits in (`REDIS_URL`), and the one place that
 * knows whether it is reachable.
 *
 * The client never queues a command while it is disconnected (`enableOfflineQueue: false`, as
 * rate-limiter-flexible recommends) and gives up on one after COMMAND_TIMEOUT_MS, so a Redis that
 * is down or stuck costs a request nothing (or that timeout) before the limiters fall back to
 * memory; it reconnects by itself (ioredis' default: after 50 ms, 100 ms … then every 2 s, for
 * good). Nothing here throws at start or later: an outage is logged, once when it begins and once
 * when it ends, never per request.
 */
export class RedisStore {
  readonly client: Redis;
  private down = false;
  private closing = false;
  /** How many times a limiter has answered from memory; see `track`. */
  private fallbacks = 0;

  constructor(
    url: string,
    private readonly log: StoreLog = console,
  ) {
    this.client = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    // An 'error' listener is also what keeps ioredis from printing every failed reconnection.
    this.client.on('error', (error: Error) => this.lost(error.message));
    this.client.on('close', () => this.lost('connection closed'));
    this.client.on('ready', () => this.back());
  }

  /**
   * Waits for the first connection (at most CONNECT_TIMEOUT_MS), so a gateway that starts next to
   * a working Redis counts its very first request there. Resolves either way.
   */
  async connect(): Promise<void> {
    await this.client.connect().catch(() => undefined);
  }

  /** The in-memory insurance limiter answered for Redis (rate-limiter-flexible called it). */
  fellBack(): void {
    this.fallbacks += 1;
    this.lost('a rate-limit command failed');
  }

  /**
   * Runs one limiter operation and, when no limiter fell back while it ran, takes its answer (a
   * count, or a refusal) as Redis answering: that ends an outage the connection's events cannot
   * see, such as commands timing out on a connection that stayed open.
   */
  async track<T>(operation: () => Promise<T>): Promise<T> {
    const before = this.fallbacks;
    const answered = () => {
      if (this.fallbacks === before) this.back();
    };
    try {
      const result = await operation();
      answered();
      return result;
    } catch (error) {
      // A refusal is an answer too; anything else is not Redis answering.
      if (error instanceof RateLimiterRes) answered();
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // Fall through: drop the connection.
      }
    }
    this.client.disconnect();
  }

  private lost(reason: string): void {
    if (this.down || this.closing) return;
    this.down = true;
    this.log.warn(
      `gateway: Redis unavailable (${reason}): rate limits are counted in this replica's memory until it is back`,
    );
  }

  private back(): void {
    if (!this.down || this.closing) return;
    this.down = false;
    this.log.info('gateway: Redis is back: rate limits are shared by the replicas again');
  }
}
