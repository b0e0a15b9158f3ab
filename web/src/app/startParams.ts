import { DEFAULT_INTRODUCE_TYPE } from '../lib/introducer.ts';
import { miniProgramFlag } from '../lib/host/index.ts';
import { browserStorage, readJson, writeJson } from '../lib/storage.ts';

/**
 * The query fields the storefront reads when a visit starts (spec §3 "Query fields read at start",
 * §3 Session `miniProgramParams`). `token` is not here: startup exchanges it for the session cookie
 * and removes it from the URL, so it never sits in script-readable storage. `linecity` belongs to
 * the city feature, which reads it itself.
 */
export interface StartParams {
  /** Who invited the visitor, or null. */
  introduceId: string | null;
  /** How they were invited; '2' when the link does not say (spec §9). */
  introduceType: string;
  /** The landing URL carried `isMiniProgram=1|true`. */
  isMiniProgram: boolean;
  /** The page was opened from a share (`isShared`), as the mini-program passes it on. */
  isShared: boolean;
  /** The live-stream room the visitor came from, or null. */
  liveRoom: string | null;
  /** The mini-program's opaque share payload, passed back to it unchanged, or null. */
  sharedDataStr: string | null;
}

export const EMPTY_START_PARAMS: StartParams = Object.freeze({
  introduceId: null,
  introduceType: DEFAULT_INTRODUCE_TYPE,
  isMiniProgram: false,
  isShared: false,
  liveRoom: null,
  sharedDataStr: null,
});

const STORAGE_KEY = 'storefront:start-params';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The fields a query names; a field it does not name is left out, so it cannot erase one kept. */
export function startParamsFromQuery(search: string): Partial<StartParams> {
  const query = new URLSearchParams(search);
  const text = (name: string) => {
    const value = query.get(name)?.trim();
    return value ? value : undefined;
  };
  const found: Partial<StartParams> = {};
  const introduceId = text('introduce_id');
  if (introduceId) {
    found.introduceId = introduceId;
    found.introduceType = text('introduce_type') ?? DEFAULT_INTRODUCE_TYPE;
  }
  if (query.has('isMiniProgram')) found.isMiniProgram = miniProgramFlag(search);
  const shared = text('isShared');
  if (shared !== undefined) found.isShared = shared === '1' || shared.toLowerCase() === 'true';
  const liveRoom = text('live_room');
  if (liveRoom) found.liveRoom = liveRoom;
  const sharedData = text('shared_data_str');
  if (sharedData) found.sharedDataStr = sharedData;
  return found;
}

let current: StartParams = EMPTY_START_PARAMS;

/**
 * Reads the start fields of this page load's URL, merged over those kept earlier in the tab: the
 * mini-program puts them on the first URL only, and the shopper navigates (and may reload) after.
 */
export function captureStartParams(
  search: string,
  storage: StorageLike | undefined = browserStorage('session'),
): StartParams {
  const kept = readStored(storage);
  current = Object.freeze({ ...EMPTY_START_PARAMS, ...kept, ...startParamsFromQuery(search) });
  // Without storage it is kept in memory for this page load; a reload reads the URL again.
  writeJson(storage, STORAGE_KEY, current);
  return current;
}

/** The start fields of this visit (after `captureStartParams`). */
export function startParams(): StartParams {
  return current;
}

function readStored(storage: StorageLike | undefined): Partial<StartParams> {
  const stored = readJson(storage, STORAGE_KEY);
  if (!stored || typeof stored !== 'object') return {};
  const value = stored as Record<string, unknown>;
  const out: Partial<StartParams> = {};
  if (typeof value.introduceId === 'string' && value.introduceId) out.introduceId = value.introduceId;
  if (typeof value.introduceType === 'string' && value.introduceType) out.introduceType = value.introduceType;
  if (typeof value.isMiniProgram === 'boolean') out.isMiniProgram = value.isMiniProgram;
  if (typeof value.isShared === 'boolean') out.isShared = value.isShared;
  if (typeof value.liveRoom === 'string' && value.liveRoom) out.liveRoom = value.liveRoom;
  if (typeof value.sharedDataStr === 'string' && value.sharedDataStr) out.sharedDataStr = value.sharedDataStr;
  return out;
}

/** Test hook. */
export function resetStartParamsForTests(): void {
  current = EMPTY_START_PARAMS;
}
