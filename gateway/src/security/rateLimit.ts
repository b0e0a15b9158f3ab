import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateBudget, RateLimits } from '../config.ts';
import type { UserErrorShape } from '../domains/shared/payload.ts';
import type { RedisStore } from './redisStore.ts';

export type RateAction = keyof RateLimits;

const MESSAGES: Record<RateAction, (minutes: number) => string> = {
  sendCode: (m) => `获取验证码过于频繁，请${m}分钟后再试`,
  password: (m) => `密码错误次数过多，请${m}分钟后再试，或使用短信验证码登录`,
  code: (m) => `验证码错误次数过多，请${m}分钟后再试`,
};

/** What RateLimiter asks of one budget, wherever it is counted. */
interface Counter {
  consume(key: string): Promise<RateLimiterRes>;
  reward(key: string, points: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

interface CounterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * The memory limiter rate-limiter-flexible turns to when a Redis command fails (its
 * `insuranceLimiter`): the same budget, counted by this replica alone. Each use is reported, so the
 * outage is logged (once) and `RedisStore.track` knows the answer was not Redis's.
 */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: CounterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.onUse();
    return super.reward(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.onUse();
    return super.delete(...args);
  }
}

/** A budget in Redis, shared by every replica on it, with this replica's memory as its insurance. */
function sharedCounter(options: CounterOptions, store: RedisStore): Counter {
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: store.client,
    // While disconnected, straight to the insurance instead of trying the connection.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new InsuranceLimiter(options, () => store.fellBack()),
  });
  return {
    consume: (key) => store.track(() => limiter.consume(key)),
    reward: (key, points) => store.track(() => limiter.reward(key, points)),
    delete: (key) => store.track(() => limiter.delete(key)),
  };
}

function counter(
  action: RateAction,
  scope: 'mobile' | 'client',
  budget: RateBudget,
  store: RedisStore | null,
): Counter {
  // The prefix is also the Redis key's (`sendCode:mobile:<mobile>`): replicas count under one name.
  const options = { keyPrefix: `${action}:${scope}`, points: budget.points, duration: budget.seconds };
  return store ? sharedCounter(options, store) : new RateLimiterMemory(options);
}

function refusal(action: RateAction, msBeforeNext: number): UserErrorShape {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return { field: null, message: MESSAGES[action](minutes), code: 'RATE_LIMITED' };
}

/**
 * Budgets on the doors an attacker knocks on: asking for SMS codes (each costs money and annoys the
 * owner of the number), guessing passwords, and guessing SMS codes (code login, registration,
 * password reset). Password and code guesses have budgets of their own, so a burst of wrong
 * passwords cannot also lock the owner out of logging in by SMS. Each action has a budget per mobile
 * number and one per client address (Fastify's `request.ip`, which believes X-Forwarded-For only
 * from the proxies in `trustProxy`).
 *
 * A guess takes its point before it is made (`consume`), atomically, so a thousand guesses sent at
 * once get exactly the budget's worth through; what was not a guess gives it back (`refund`), a
 * success clears the mobile's count (`succeed`).
 *
 * Without a store the counts are kept in this process's memory, so with several gateway replicas
 * each counts alone and the effective budget is that many times larger. With a RedisStore
 * (`REDIS_URL`) every replica counts in the same Redis keys, atomically (a Lua script per attempt),
 * so a budget holds whichever replica an attempt reaches. While Redis cannot be reached, each
 * replica counts in its own memory again (the insurance limiters), and logins go on.
 */
export class RateLimiter {
  private readonly limiters: Record<RateAction, { mobile: Counter; client: Counter }>;

  constructor(limits: RateLimits, store: RedisStore | null = null) {
    const both = (action: RateAction) => ({
      mobile: counter(action, 'mobile', limits[action].perMobile, store),
      client: counter(action, 'client', limits[action].perClient, store),
    });
    this.limiters = { sendCode: both('sendCode'), password: both('password'), code: both('code') };
  }

  /**
   * Takes one attempt from both budgets, or refuses when either is spent (and then takes nothing:
   * a refusal by the client's budget gives the mobile's point back).
   */
  async consume(action: RateAction, mobile: string, client: string): Promise<UserErrorShape | null> {
    const { mobile: byMobile, client: byClient } = this.limiters[action];
    try {
      await byMobile.consume(mobile);
    } catch (error) {
      if (error instanceof RateLimiterRes) return refusal(action, error.msBeforeNext);
      throw error;
    }
    try {
      await byClient.consume(client);
      return null;
    } catch (error) {
      await byMobile.reward(mobile, 1);
      if (error instanceof RateLimiterRes) return refusal(action, error.msBeforeNext);
      throw error;
    }
  }

  /** Gives back a consumed attempt that was not a guess (the backend failed, the input was refused). */
  async refund(action: RateAction, mobile: string, client: string): Promise<void> {
    const { mobile: byMobile, client: byClient } = this.limiters[action];
    await Promise.all([byMobile.reward(mobile, 1), byClient.reward(client, 1)]);
  }

  /**
   * A right guess: the mobile's count starts again, and the client's point comes back (people behind
   * one address, an office or a carrier's NAT, log in all day).
   */
  async succeed(action: RateAction, mobile: string, client: string): Promise<void> {
    const { mobile: byMobile, client: byClient } = this.limiters[action];
    await Promise.all([byMobile.delete(mobile), byClient.reward(client, 1)]);
  }
}
