import { browserStorage, readText, writeText } from '../lib/storage.ts';

const STORAGE_KEY = 'storefront:chunk-reload';

/**
 * Within this long after a chunk-load reload, another chunk failure shows the error page instead:
 * if the reload did not bring the chunk back it is really gone, and reloading again would loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  reload: () => void;
  now?: () => number;
}

/**
 * Spec §2.5/§8: a page chunk that fails to load (a deployment replaced it) reloads the page, which
 * fetches the new build. At most once per guard window, remembered in session storage across the
 * reload. Returns true when it reloaded; false means "show the error".
 */
export function reloadOnceForChunkError({ storage, reload, now = Date.now }: ChunkReloadEnv): boolean {
  const stored = readText(storage, STORAGE_KEY);
  // Without storage there is no way to know whether this already happened: do not risk a loop.
  if (stored === undefined) return false;
  const last = Number(stored ?? 0);
  const time = now();
  if (Number.isFinite(last) && last > 0 && time - last < CHUNK_RELOAD_GUARD_MS && time >= last) return false;
  if (!writeText(storage, STORAGE_KEY, String(time))) return false;
  reload();
  return true;
}

/** The browser's session storage, or undefined where it is blocked. */
export function browserSessionStorage(): Storage | undefined {
  return browserStorage('session');
}
