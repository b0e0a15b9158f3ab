import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, reloadOnceForChunkError } from './chunkReload.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('reloadOnceForChunkError', () => {
  it('reloads once, then shows the error instead of looping', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let time = 1_000_000;
    const now = () => time;
    expect(reloadOnceForChunkError({ storage, reload, now })).toBe(true);
    // The reloaded page fails on the same chunk: no second reload.
    time += 2_000;
    expect(reloadOnceForChunkError({ storage, reload, now })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again for a later deployment, after the guard window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let time = 1_000_000;
    reloadOnceForChunkError({ storage, reload, now: () => time });
    time += CHUNK_RELOAD_GUARD_MS + 1;
    expect(reloadOnceForChunkError({ storage, reload, now: () => time })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage is unavailable, since it could not stop a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError({ storage: undefined, reload })).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnceForChunkError({ storage: throwing, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
