import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, PROGRESS_DURATION, PROGRESS_FINISH_HOLD, PROGRESS_THROTTLE } from './progress.ts';

describe('progress bar (spec §9: 200 ms throttle, 5 s duration, red on failure)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec constants', () => {
    expect([PROGRESS_THROTTLE, PROGRESS_DURATION]).toEqual([200, 5000]);
  });

  it('stays hidden for work quicker than 200 ms', () => {
    const p = createProgress();
    const listener = vi.fn();
    p.subscribe(listener);
    const end = p.begin();
    vi.advanceTimersByTime(199);
    end();
    vi.advanceTimersByTime(10_000);
    expect(p.getState().visible).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows after 200 ms, grows, completes when the work ends, then hides', () => {
    const p = createProgress();
    const end = p.begin();
    vi.advanceTimersByTime(200);
    expect(p.getState()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(1000);
    expect(p.getState().percent).toBeCloseTo(20);
    end();
    expect(p.getState()).toEqual({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(PROGRESS_FINISH_HOLD);
    expect(p.getState().visible).toBe(false);
  });

  it('completes within 5 s even when the work goes on, and stays hidden until it ends', () => {
    const p = createProgress();
    const end = p.begin();
    vi.advanceTimersByTime(200 + 5000);
    expect(p.getState().percent).toBe(100);
    vi.advanceTimersByTime(PROGRESS_FINISH_HOLD);
    expect(p.getState().visible).toBe(false);
    vi.advanceTimersByTime(20_000);
    expect(p.getState().visible).toBe(false);
    end();
    // The next piece of work gets a bar again.
    const next = p.begin();
    vi.advanceTimersByTime(200);
    expect(p.getState().visible).toBe(true);
    next();
  });

  it('waits for all overlapping work', () => {
    const p = createProgress();
    const a = p.begin();
    const b = p.begin();
    vi.advanceTimersByTime(300);
    a();
    a(); // ending twice does not end someone else's work
    expect(p.getState().percent).toBeLessThan(100);
    b();
    expect(p.getState().percent).toBe(100);
  });

  it('turns red on failure', () => {
    const p = createProgress();
    const ok = p.begin();
    const bad = p.begin();
    vi.advanceTimersByTime(250);
    bad(true);
    expect(p.getState()).toMatchObject({ visible: true, failed: true });
    ok();
    expect(p.getState()).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(PROGRESS_FINISH_HOLD);
    expect(p.getState().failed).toBe(false);
    // The next run starts green.
    const next = p.begin();
    vi.advanceTimersByTime(200);
    expect(p.getState()).toMatchObject({ visible: true, failed: false });
    next();
  });

  it('a failure reported right after the work ended still colours the finishing bar', () => {
    const p = createProgress();
    const end = p.begin();
    vi.advanceTimersByTime(400);
    end();
    p.fail();
    expect(p.getState()).toMatchObject({ percent: 100, failed: true });
  });

  it('ignores a failure when nothing is going on', () => {
    const p = createProgress();
    p.fail();
    const end = p.begin();
    vi.advanceTimersByTime(200);
    expect(p.getState().failed).toBe(false);
    end();
  });
});
