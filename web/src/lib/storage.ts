/**
 * Browser storage that never throws. localStorage and sessionStorage may be missing (no window, some
 * web views), refused (privacy modes and blocked cookies throw on reading the property itself), full
 * (`setItem` throws QuotaExceededError) or hold anything (an older format, a hand edit). Every call
 * here answers instead of throwing, so a feature keeps working in memory and forgets on reload.
 *
 * Keys and formats are the callers': text is stored as given, JSON with `JSON.stringify`. A reader
 * checks the shape of what `readJson` returns; this module only turns unreadable text into
 * `undefined`.
 */

/** The browser's two storages, by name. */
export type StorageArea = 'local' | 'session';

/** Where the storages are found: the global scope, or a window-like object (tests, start-up's env). */
export interface StorageScope<T = Storage> {
  readonly localStorage?: T;
  readonly sessionStorage?: T;
}

/**
 * A storage to use: one of the browser's by name, an object with the Storage methods a call needs
 * (injected by tests and start-up), or none.
 */
export type StorageTarget<M extends keyof Storage> = StorageArea | Pick<Storage, M> | null | undefined;

/** The browser's storage of that name, or undefined where there is none or it is refused. */
export function browserStorage(area: StorageArea): Storage | undefined;
/** The storage of that name on a window-like `scope`, or undefined where there is none or it is refused. */
export function browserStorage<T>(area: StorageArea, scope: StorageScope<T>): T | undefined;
export function browserStorage(area: StorageArea, scope: StorageScope<unknown> = globalThis): unknown {
  try {
    return (area === 'local' ? scope.localStorage : scope.sessionStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

function resolve<M extends keyof Storage>(target: StorageTarget<M>): Pick<Storage, M> | undefined {
  return typeof target === 'string' ? browserStorage(target) : (target ?? undefined);
}

/**
 * The text stored under `key`: null when nothing is (as `getItem` says), undefined when there is no
 * storage or it cannot be read. Most callers treat both alike (`?? fallback`).
 */
export function readText(target: StorageTarget<'getItem'>, key: string): string | null | undefined {
  const storage = resolve(target);
  if (!storage) return undefined;
  try {
    return storage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; false when it could not be kept (no storage, refused or full). */
export function writeText(target: StorageTarget<'setItem'>, key: string, value: string): boolean {
  const storage = resolve(target);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key`; false when there is no storage or it refused. */
export function removeItem(target: StorageTarget<'removeItem'>, key: string): boolean {
  const storage = resolve(target);
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON value stored under `key`, unchecked: undefined when nothing is stored, the storage cannot
 * be read, or the text is not JSON. The caller checks its shape.
 */
export function readJson(target: StorageTarget<'getItem'>, key: string): unknown {
  const text = readText(target, key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; false when it could not be kept (or has no JSON form). */
export function writeJson(target: StorageTarget<'setItem'>, key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false; // a cycle or a BigInt: nothing to store
  }
  return text !== undefined && writeText(target, key, text);
}
