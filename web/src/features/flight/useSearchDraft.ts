import { todayInShanghai } from '@storefront/schema/shanghaiDate';
import { useCallback, useState, useSyncExternalStore } from 'react';
import {
  addRecent,
  normaliseDraft,
  parseRecent,
  recentOf,
  type RecentSearch,
  type SearchDraft,
} from './draft.ts';

/**
 * Where the /air form's draft lives. Session storage holds the draft of this tab, so the city picker
 * and calendar pages can hand their choice back and a reload keeps it; local storage keeps the last
 * search (the next visit opens on it) and the recent routes.
 */
export const AIR_STORAGE_KEYS = {
  draft: 'sf.air.draft',
  last: 'sf.air.last',
  recent: 'sf.air.recent',
} as const;

function readJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage | undefined, key: string, value: unknown) {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the form still works, it just forgets on reload.
  }
}

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

let current: SearchDraft | null = null;
const listeners = new Set<() => void>();

/** The draft of this tab: the one in progress, else the last search, else 北京 → 上海 tomorrow. */
function snapshot(): SearchDraft {
  if (current === null) {
    const stored = readJson(session(), AIR_STORAGE_KEYS.draft) ?? readJson(local(), AIR_STORAGE_KEYS.last);
    current = normaliseDraft(stored, todayInShanghai());
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the draft (from any flight page) and keeps it for this tab. */
export function updateSearchDraft(change: (draft: SearchDraft) => SearchDraft) {
  current = change(snapshot());
  writeJson(session(), AIR_STORAGE_KEYS.draft, current);
  for (const listener of [...listeners]) listener();
}

export function useSearchDraft(): SearchDraft {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Forgets the in-memory draft, so the next read comes from storage (tests, and nothing else). */
export function resetSearchDraftForTests() {
  current = null;
}

/** The recent routes, newest first, and what 搜索 and 清除 do to them. */
export function useRecentSearches() {
  const [recent, setRecent] = useState<RecentSearch[]>(() =>
    parseRecent(readJson(local(), AIR_STORAGE_KEYS.recent)),
  );
  const remember = useCallback((draft: SearchDraft) => {
    writeJson(local(), AIR_STORAGE_KEYS.last, draft);
    const next = addRecent(parseRecent(readJson(local(), AIR_STORAGE_KEYS.recent)), recentOf(draft));
    writeJson(local(), AIR_STORAGE_KEYS.recent, next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    try {
      local()?.removeItem(AIR_STORAGE_KEYS.recent);
    } catch {
      // Nothing stored to clear.
    }
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
