import { todayInShanghai } from '@storefront/schema/dates';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDraft } from './draft.ts';
import {
  AIR_STORAGE_KEYS,
  resetSearchDraftForTests,
  updateSearchDraft,
  useRecentSearches,
  useSearchDraft,
} from './useSearchDraft.ts';

beforeEach(() => {
  resetSearchDraftForTests();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the /air form draft in storage', () => {
  it('keeps the stored formats: the draft in session storage, the last search and recent routes in local', () => {
    const { result } = renderHook(() => useRecentSearches());
    act(() => updateSearchDraft((d) => ({ ...d, adult: 2 })));
    expect(JSON.parse(sessionStorage.getItem(AIR_STORAGE_KEYS.draft)!)).toMatchObject({ adult: 2 });
    const draft = JSON.parse(sessionStorage.getItem(AIR_STORAGE_KEYS.draft)!) as ReturnType<
      typeof defaultDraft
    >;
    act(() => result.current.remember(draft));
    expect(JSON.parse(localStorage.getItem(AIR_STORAGE_KEYS.last)!)).toEqual(draft);
    expect(JSON.parse(localStorage.getItem(AIR_STORAGE_KEYS.recent)!)).toHaveLength(1);
    act(() => result.current.clear());
    expect(localStorage.getItem(AIR_STORAGE_KEYS.recent)).toBeNull();
    expect(result.current.recent).toEqual([]);
  });

  it('starts from the default when storage holds garbage', () => {
    sessionStorage.setItem(AIR_STORAGE_KEYS.draft, '{not json');
    localStorage.setItem(AIR_STORAGE_KEYS.last, '"a string"');
    localStorage.setItem(AIR_STORAGE_KEYS.recent, '{"x":1}');
    expect(renderHook(() => useSearchDraft()).result.current).toEqual(defaultDraft(todayInShanghai()));
    expect(renderHook(() => useRecentSearches()).result.current.recent).toEqual([]);
  });

  it('works in memory where the browser refuses its storage', () => {
    const denied = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(denied);
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(denied);
    const { result } = renderHook(() => useSearchDraft());
    expect(result.current).toEqual(defaultDraft(todayInShanghai()));
    act(() => updateSearchDraft((d) => ({ ...d, child: 1 })));
    expect(result.current.child).toBe(1);
    const recent = renderHook(() => useRecentSearches()).result;
    act(() => recent.current.remember(result.current));
    expect(recent.current.recent).toHaveLength(1);
    act(() => recent.current.clear());
    expect(recent.current.recent).toEqual([]);
  });

  it('works in memory when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useSearchDraft());
    act(() => updateSearchDraft((d) => ({ ...d, adult: 3 })));
    expect(result.current.adult).toBe(3);
    expect(sessionStorage.getItem(AIR_STORAGE_KEYS.draft)).toBeNull();
  });
});
