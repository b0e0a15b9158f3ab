import { useCallback, useState } from 'react';
import { readJson, removeItem, writeJson } from '../../../lib/storage.ts';

/**
 * What the hotel pages remember in local storage: the searches made on /hotel (city and keyword)
 * and the keywords picked on /hotel/hotelKeyWord. Newest first, no repeats, a few only; anything
 * unreadable (an older format, a hand edit) is skipped.
 */

export const RECENT_SEARCHES_KEY = 'sf.hotel.recentSearches';
export const KEYWORD_HISTORY_KEY = 'sf.hotel.keywords';
export const HISTORY_SIZE = 8;

export interface RecentSearch {
  cityAdcode: string;
  cityName: string;
  keyword: string | null;
}

export interface RecentKeyword {
  text: string;
  /** A landmark's or station's point, so the list can sort by distance again. */
  lat: number | null;
  lng: number | null;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  const v = value as Partial<RecentSearch> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.cityAdcode === 'string' &&
    /^\d{6}$/.test(v.cityAdcode) &&
    typeof v.cityName === 'string' &&
    (v.keyword === null || typeof v.keyword === 'string')
  );
}

function isRecentKeyword(value: unknown): value is RecentKeyword {
  const v = value as Partial<RecentKeyword> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.text === 'string' &&
    v.text.length > 0 &&
    (v.lat === null || typeof v.lat === 'number') &&
    (v.lng === null || typeof v.lng === 'number')
  );
}

function readList<T>(key: string, check: (value: unknown) => value is T): T[] {
  const stored = readJson('local', key);
  return Array.isArray(stored) ? stored.filter(check).slice(0, HISTORY_SIZE) : [];
}

/** `list` with `item` first and any equal one removed. */
function prepend<T>(list: readonly T[], item: T, same: (a: T, b: T) => boolean): T[] {
  return [item, ...list.filter((other) => !same(other, item))].slice(0, HISTORY_SIZE);
}

export function readRecentSearches(): RecentSearch[] {
  return readList(RECENT_SEARCHES_KEY, isRecentSearch);
}

export function readKeywordHistory(): RecentKeyword[] {
  return readList(KEYWORD_HISTORY_KEY, isRecentKeyword);
}

function useStoredList<T>(key: string, read: () => T[], same: (a: T, b: T) => boolean) {
  const [items, setItems] = useState(read);
  const remember = useCallback(
    (item: T) => {
      const next = prepend(read(), item, same);
      writeJson('local', key, next);
      setItems(next);
    },
    [key, read, same],
  );
  const clear = useCallback(() => {
    removeItem('local', key);
    setItems([]);
  }, [key]);
  return { items, remember, clear };
}

const sameSearch = (a: RecentSearch, b: RecentSearch) =>
  a.cityAdcode === b.cityAdcode && a.keyword === b.keyword;
const sameKeyword = (a: RecentKeyword, b: RecentKeyword) => a.text === b.text;

/** The searches made on /hotel, and the ways to add one and forget them all. */
export function useRecentSearches() {
  return useStoredList(RECENT_SEARCHES_KEY, readRecentSearches, sameSearch);
}

/** The keywords picked on /hotel/hotelKeyWord. */
export function useKeywordHistory() {
  return useStoredList(KEYWORD_HISTORY_KEY, readKeywordHistory, sameKeyword);
}
