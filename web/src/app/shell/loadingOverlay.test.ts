import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingOverlay, OVERLAY_DELAY, OVERLAY_MIN_VISIBLE } from './loadingOverlay.ts';

describe('loading overlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a quick request', () => {
    const o = createLoadingOverlay();
    const end = o.begin();
    vi.advanceTimersByTime(OVERLAY_DELAY - 1);
    end();
    vi.advanceTimersByTime(1000);
    expect(o.getState().visible).toBe(false);
  });

  it('shows after the delay and stays long enough not to flash', () => {
    const o = createLoadingOverlay();
    const end = o.begin();
    vi.advanceTimersByTime(OVERLAY_DELAY);
    expect(o.getState()).toEqual({ visible: true, blocking: false });
    vi.advanceTimersByTime(50);
    end();
    expect(o.getState().visible).toBe(true);
    vi.advanceTimersByTime(OVERLAY_MIN_VISIBLE - 50 - 1);
    expect(o.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(o.getState().visible).toBe(false);
  });

  it('hides at once when it has been up long enough', () => {
    const o = createLoadingOverlay();
    const end = o.begin();
    vi.advanceTimersByTime(OVERLAY_DELAY + OVERLAY_MIN_VISIBLE + 100);
    end();
    vi.advanceTimersByTime(0);
    expect(o.getState().visible).toBe(false);
  });

  it('blocks taps only while a mutation is pending', () => {
    const o = createLoadingOverlay();
    const query = o.begin('query');
    vi.advanceTimersByTime(OVERLAY_DELAY);
    expect(o.getState().blocking).toBe(false);
    const mutation = o.begin('mutation');
    expect(o.getState().blocking).toBe(true);
    mutation();
    expect(o.getState()).toEqual({ visible: true, blocking: false });
    query();
  });

  it('stops blocking as soon as the mutation ends, while it fades', () => {
    const o = createLoadingOverlay();
    const mutation = o.begin('mutation');
    vi.advanceTimersByTime(OVERLAY_DELAY);
    expect(o.getState()).toEqual({ visible: true, blocking: true });
    mutation();
    expect(o.getState()).toEqual({ visible: true, blocking: false });
  });

  it('a request starting while it is about to hide keeps it up', () => {
    const o = createLoadingOverlay();
    const first = o.begin();
    vi.advanceTimersByTime(OVERLAY_DELAY);
    first();
    const second = o.begin();
    vi.advanceTimersByTime(OVERLAY_MIN_VISIBLE * 2);
    expect(o.getState().visible).toBe(true);
    second();
    vi.advanceTimersByTime(0);
    expect(o.getState().visible).toBe(false);
  });
});
