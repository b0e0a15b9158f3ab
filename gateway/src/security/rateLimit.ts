import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateBudget, RateLimits } from '../config.ts';
import type { UserErrorShape } from '../domains/shared/payload.ts';

export type RateAction = keyof RateLimits;

const MESSAGES: Record<RateAction, (minutes: number) => string> = {
  sendCode: (m) => `获取验证码过于频繁，请${m}分钟后再试`,
  password: (m) => `密码错误次数过多，请${m}分钟后再试，或使用短信验证码登录`,
  code: (m) => `验证码错误次数过多，请${m}分钟后再试`,
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
 * Kept in this process's memory: with several gateway instances each keeps its own count, so the
 * effective budget is that many times larger (a shared store, such as Redis through the same
 * library, is the next step when the gateway is scaled out).
 */
export class RateLimiter {
  private readonly limiters: Record<RateAction, { mobile: RateLimiterMemory; client: RateLimiterMemory }>;

  constructor(limits: RateLimits) {
    const both = (action: RateAction) => ({
      mobile: limiter(action, 'mobile', limits[action].perMobile),
      client: limiter(action, 'client', limits[action].perClient),
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
