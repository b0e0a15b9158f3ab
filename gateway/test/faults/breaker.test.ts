// The circuit breaker's state machine on a hand-driven clock: when it opens, what it refuses, the
// single half-open trial, and which outcomes it ignores.
import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type BreakerState } from '../../src/upstream/index.ts';

function breaker(failureThreshold = 3, windowMs = 1000, cooldownMs = 500) {
  let now = 10_000;
  const changes: BreakerState[] = [];
  const b = new CircuitBreaker({
    failureThreshold,
    windowMs,
    cooldownMs,
    now: () => now,
    onStateChange: (s) => changes.push(s),
  });
  return {
    b,
    changes,
    tick: (ms: number) => {
      now += ms;
    },
    /** One call through the breaker; false when it was refused. */
    call: (failed: boolean) => {
      const permit = b.tryAcquire();
      if (!permit) return false;
      permit.done(failed);
      return true;
    },
  };
}

describe('CircuitBreaker', () => {
  it('opens at the threshold of failures within the window, and then refuses every call', () => {
    const { b, call, changes } = breaker(3);
    expect(call(true)).toBe(true);
    expect(call(true)).toBe(true);
    expect(b.state).toBe('closed');
    expect(call(true)).toBe(true);
    expect(b.state).toBe('open');
    expect(changes).toEqual(['open']);
    for (let i = 0; i < 10; i++) expect(b.tryAcquire()).toBeNull();
  });

  it('forgets failures older than the window', () => {
    const { b, call, tick } = breaker(3, 1000);
    call(true);
    call(true);
    tick(1500);
    call(true);
    call(true);
    expect(b.state).toBe('closed');
    call(true);
    expect(b.state).toBe('open');
  });

  it('stays closed while most calls succeed, however many failures there are', () => {
    const { b, call } = breaker(3);
    for (let i = 0; i < 30; i++) {
      call(false);
      call(false);
      call(true);
    }
    expect(b.state).toBe('closed');
    // The backend now fails every call: the failures catch up with the successes and it opens.
    let calls = 0;
    while (b.state === 'closed' && calls < 100) {
      call(true);
      calls++;
    }
    expect(b.state).toBe('open');
    expect(calls).toBeGreaterThan(3);
  });

  it('lets one trial call through after the cooldown; its success closes the breaker', () => {
    const { b, call, tick, changes } = breaker(2, 1000, 500);
    call(true);
    call(true);
    tick(499);
    expect(b.tryAcquire()).toBeNull();
    tick(1);
    const trial = b.tryAcquire();
    expect(trial).not.toBeNull();
    expect(b.state).toBe('halfOpen');
    // While the trial is out, everyone else is still refused (at once, not queued behind it).
    expect(b.tryAcquire()).toBeNull();
    expect(b.tryAcquire()).toBeNull();
    trial!.done(false);
    expect(b.state).toBe('closed');
    expect(changes).toEqual(['open', 'halfOpen', 'closed']);
    // Closed afresh: the failures from before the opening no longer count.
    call(true);
    expect(b.state).toBe('closed');
  });

  it('re-opens for a full cooldown when the trial fails', () => {
    const { b, call, tick, changes } = breaker(2, 1000, 500);
    call(true);
    call(true);
    tick(600);
    const trial = b.tryAcquire()!;
    tick(100);
    trial.done(true);
    expect(b.state).toBe('open');
    tick(499);
    expect(b.tryAcquire()).toBeNull();
    tick(1);
    expect(b.tryAcquire()).not.toBeNull();
    expect(changes).toEqual(['open', 'halfOpen', 'open', 'halfOpen']);
  });

  it('ignores late outcomes of calls let through before it opened, and a second report of a permit', () => {
    const { b, call, tick } = breaker(2, 1000, 500);
    const early = b.tryAcquire()!;
    call(true);
    call(true);
    expect(b.state).toBe('open');
    tick(500);
    const trial = b.tryAcquire()!;
    // The slow call from before the opening succeeds now: it must not close the breaker.
    early.done(false);
    expect(b.state).toBe('halfOpen');
    trial.done(false);
    trial.done(true);
    expect(b.state).toBe('closed');
  });

  it('counts nothing for a cancelled permit, and hands a cancelled trial slot to the next call', () => {
    const { b, call, tick } = breaker(3, 1000, 500);
    for (let i = 0; i < 10; i++) b.tryAcquire()!.cancel();
    call(true);
    call(true);
    expect(b.state).toBe('closed');
    // Cancelled permits are not calls either: they do not dilute the share of failures.
    for (let i = 0; i < 10; i++) b.tryAcquire()!.cancel();
    call(true);
    expect(b.state).toBe('open');
    tick(500);
    const trial = b.tryAcquire()!;
    expect(b.state).toBe('halfOpen');
    expect(b.tryAcquire()).toBeNull();
    trial.cancel();
    trial.done(true); // a report after the cancel is ignored
    expect(b.state).toBe('halfOpen');
    expect(call(false)).toBe(true);
    expect(b.state).toBe('closed');
  });

  it('is off with a threshold of 0', () => {
    const { b, call } = breaker(0);
    for (let i = 0; i < 100; i++) expect(call(true)).toBe(true);
    expect(b.state).toBe('closed');
  });
});
