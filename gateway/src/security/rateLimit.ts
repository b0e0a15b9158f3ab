import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateBudget, RateLimits } from '../config.ts';
import type { UserErrorShape } from '../domains/shared/payload.ts';

export type RateAction = keyof RateLimits;

const MESSAGES: Record<RateAction, (minutes: number) => string> = {
  sendCode: (m) => `获取验证码过于频繁，请${m}分钟后再试`,
  login: (m) => `尝试次数过多，请${m}分钟后再试，或通过“忘记密码”重设密码`,
};

function limiter(action: RateAction, scope: 'mobile' | 'client', budget: RateBudget) {
  return new RateLimiterMemory({
    keyPrefix: `${action}:${scope}`,
    points: budget.points,
    duration: budget.seconds,
  });
}

function refusal(action: RateAction, msBeforeNext: number): UserErrorShape {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return { field: null, message: MESSAGES[action](minutes), code: 'RATE_LIMITED' };
}

/**
 * Budgets on the doors an attacker knocks on: asking for SMS codes (each costs money and annoys the
 * owner of the number) and guessing codes or passwords. Each action has a budget per mobile number
 * and one per client address (Fastify's `request.ip`, which believes X-Forwarded-For only from the
 * proxies in `trustProxy`). Kept in this process's memory: with several gateway instances each
 * keeps its own count, so the effective budget is that many times larger (a shared store, such as
 * Redis through the same library, is the next step when the gateway is scaled out).
 */
export class RateLimiter {
  private readonly limiters: Record<RateAction, { mobile: RateLimiterMemory; client: RateLimiterMemory }>;

  constructor(limits: RateLimits) {
    this.limiters = {
      sendCode: {
        mobile: limiter('sendCode', 'mobile', limits.sendCode.perMobile),
        client: limiter('sendCode', 'client', limits.sendCode.perClient),
      },
      login: {
        mobile: limiter('login', 'mobile', limits.login.perMobile),
        client: limiter('login', 'client', limits.login.perClient),
      },
    };
  }

  /** Counts one attempt against both budgets; a refusal when either is spent. (Sending codes.) */
  async consume(action: RateAction, mobile: string, client: string): Promise<UserErrorShape | null> {
    const { mobile: byMobile, client: byClient } = this.limiters[action];
    try {
      await Promise.all([byMobile.consume(mobile), byClient.consume(client)]);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return refusal(action, error.msBeforeNext);
      throw error;
    }
  }

  /** A refusal when either budget is already spent; counts nothing. (Before a login attempt.) */
  async check(action: RateAction, mobile: string, client: string): Promise<UserErrorShape | null> {
    const { mobile: byMobile, client: byClient } = this.limiters[action];
    const [m, c] = await Promise.all([byMobile.get(mobile), byClient.get(client)]);
    const spent = [m, c].filter((r): r is RateLimiterRes => r !== null && r.remainingPoints <= 0);
    if (spent.length === 0) return null;
    return refusal(action, Math.max(...spent.map((r) => r.msBeforeNext)));
  }

  /** Counts a failed attempt (a wrong code or password) against both budgets. */
  async fail(action: RateAction, mobile: string, client: string): Promise<void> {
    const { mobile: byMobile, client: byClient } = this.limiters[action];
    await Promise.all([byMobile.penalty(mobile), byClient.penalty(client)]);
  }

  /** A successful login clears the mobile's count (the client's stays: it may be trying many). */
  async succeed(action: RateAction, mobile: string): Promise<void> {
    await this.limiters[action].mobile.delete(mobile);
  }
}
