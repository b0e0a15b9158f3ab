/**
 * A circuit breaker for one backend prefix. Closed: calls go out and their outcomes are counted in a
 * sliding window. Enough transport failures in the window (and at least half of the calls failing)
 * open it. Open: calls are refused without touching the network. After the cooldown one trial call
 * goes out (half-open) while the others are still refused; its success closes the breaker, its
 * failure opens it for another cooldown.
 *
 * The window is a ring of buckets, so memory stays the same at any request rate.
 */

export type BreakerState = 'closed' | 'open' | 'halfOpen';

export interface BreakerOptions {
  /** Transport failures within `windowMs` that open the breaker; 0 turns the breaker off. */
  failureThreshold: number;
  windowMs: number;
  /** How long an open breaker refuses calls before it lets one trial call through. */
  cooldownMs: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Called on every change of state (for metrics). */
  onStateChange?: (state: BreakerState) => void;
}

/** Leave to make one call; report how it went exactly once (later reports are ignored). */
export interface Permit {
  /**
   * The backend was asked. `failed`: it failed (a transport error after the request went out, a 5xx,
   * a timeout, a garbage body). Any answer of a working backend is a success: a business flag, a 4xx.
   */
  done(failed: boolean): void;
  /**
   * Nothing was sent (the request could not even be built): says nothing about the backend, so it is
   * not counted at all, and a half-open breaker's trial slot goes to the next call.
   */
  cancel(): void;
}

interface Bucket {
  /** Start of the bucket's slice of time (a multiple of the bucket width). */
  start: number;
  failures: number;
  calls: number;
}

const BUCKETS = 10;
const NOOP_PERMIT: Permit = { done: () => {}, cancel: () => {} };

export class CircuitBreaker {
  private current: BreakerState = 'closed';
  /** Half-open with its one trial call out. */
  private trialOut = false;
  /** Bumped on every change of state: outcomes of calls let through in an earlier state are ignored. */
  private generation = 0;
  private openedAt = 0;
  private readonly buckets: Bucket[];
  private readonly width: number;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
    this.width = Math.max(1, Math.ceil(options.windowMs / BUCKETS));
    this.buckets = Array.from({ length: BUCKETS }, () => ({ start: -Infinity, failures: 0, calls: 0 }));
  }

  get state(): BreakerState {
    return this.current;
  }

  /** A permit to call, or null when the call must fail at once. */
  tryAcquire(): Permit | null {
    if (this.options.failureThreshold <= 0) return NOOP_PERMIT;
    if (this.current === 'closed') return this.permit(false);
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) {
      this.transition('halfOpen');
    }
    if (this.current === 'halfOpen' && !this.trialOut) {
      this.trialOut = true;
      return this.permit(true);
    }
    // Open within its cooldown, or half-open with the trial call still out.
    return null;
  }

  private permit(trial: boolean): Permit {
    const generation = this.generation;
    let reported = false;
    const report = () => {
      const first = !reported && generation === this.generation;
      reported = true;
      return first;
    };
    return {
      done: (failed) => {
        if (!report()) return;
        if (trial) {
          if (failed) this.open();
          else this.close();
        } else if (this.current === 'closed') {
          this.record(failed);
        }
      },
      cancel: () => {
        if (report() && trial) this.trialOut = false;
      },
    };
  }

  private record(failed: boolean): void {
    const now = this.now();
    const start = now - (now % this.width);
    const bucket = this.buckets[Math.floor(now / this.width) % BUCKETS]!;
    if (bucket.start !== start) {
      bucket.start = start;
      bucket.failures = 0;
      bucket.calls = 0;
    }
    bucket.calls++;
    if (!failed) return;
    bucket.failures++;
    let failures = 0;
    let calls = 0;
    for (const b of this.buckets) {
      if (b.start > now - this.options.windowMs) {
        failures += b.failures;
        calls += b.calls;
      }
    }
    // A busy backend with a few failures stays reachable: most of the recent calls must have failed.
    if (failures >= this.options.failureThreshold && failures * 2 >= calls) this.open();
  }

  private open(): void {
    this.openedAt = this.now();
    this.transition('open');
  }

  private close(): void {
    for (const b of this.buckets) b.start = -Infinity;
    this.transition('closed');
  }

  private transition(state: BreakerState): void {
    this.generation++;
    this.trialOut = false;
    this.current = state;
    this.options.onStateChange?.(state);
  }
}
