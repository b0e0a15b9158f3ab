import { todayInShanghai } from '@storefront/schema/dates';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { readJson, removeItem, writeJson } from '../../lib/storage.ts';
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

// Private mode or a full quota: the form still works, it just forgets on reload (lib/storage.ts).

let current: SearchDraft | null = null;
const listeners = new Set<() => void>();

/** The draft of this tab: the one in progress, else the last search, else 北京 → 上海 tomorrow. */
function snapshot(): SearchDraft {
  if (current === null) {
    const stored = readJson('session', AIR_STORAGE_KEYS.draft) ?? readJson('local', AIR_STORAGE_KEYS.last);
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
  writeJson('session', AIR_STORAGE_KEYS.draft, current);
  for (const listener of [...listeners]) listener();
}

/** The draft as it is now, outside React (a route loader). */
export const readSearchDraft = snapshot;

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
    parseRecent(readJson('local', AIR_STORAGE_KEYS.recent)),
  );
  const remember = useCallback((draft: SearchDraft) => {
    writeJson('local', AIR_STORAGE_KEYS.last, draft);
    const next = addRecent(parseRecent(readJson('local', AIR_STORAGE_KEYS.recent)), recentOf(draft));
    writeJson('local', AIR_STORAGE_KEYS.recent, next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    removeItem('local', AIR_STORAGE_KEYS.recent);
    setRecent([]);
  }, []);
  return { recent, remember, clear };
}
