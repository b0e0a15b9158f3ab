import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserPosition, POSITION_DEADLINE_MS } from './useLocalCity.ts';

type Success = PositionCallback;
type Failure = PositionErrorCallback;

function fakeGeolocation(behaviour: (ok: Success, fail: Failure) => void) {
  return {
    getCurrentPosition: vi.fn((ok: Success, fail?: Failure | null) => behaviour(ok, fail ?? (() => {}))),
    watchPosition: vi.fn(),
    clearWatch: vi.fn(),
  } as unknown as Geolocation;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('browserPosition', () => {
  it('resolves the coordinates the browser reports', async () => {
    const geo = fakeGeolocation((ok) =>
      ok({ coords: { longitude: 121.47, latitude: 31.23 } } as GeolocationPosition),
    );
    await expect(browserPosition(geo)).resolves.toEqual({ longitude: 121.47, latitude: 31.23 });
    const options = (geo.getCurrentPosition as ReturnType<typeof vi.fn>).mock.calls[0]![2];
    expect(options).toMatchObject({ enableHighAccuracy: false, maximumAge: 300_000 });
  });

  it('rejects when the shopper refuses', async () => {
    const geo = fakeGeolocation((_ok, fail) => fail({ code: 1, message: 'denied' } as GeolocationPositionError));
    await expect(browserPosition(geo)).rejects.toMatchObject({ code: 1 });
  });

  it('rejects where there is no geolocation', async () => {
    await expect(browserPosition(undefined)).rejects.toThrow('unavailable');
  });

  it('gives up when the prompt is never answered', async () => {
    const geo = fakeGeolocation(() => {});
    const result = browserPosition(geo);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(POSITION_DEADLINE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('timed out');
  });
});
