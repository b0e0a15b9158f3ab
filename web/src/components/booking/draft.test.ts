import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  draftStorageKey,
  loadDraft,
  newIdempotencyKey,
  resetDraftCacheForTests,
  updateDraft,
  useBookingDraft,
} from './draft.ts';

const FARES = 'CA1501.2026-11-23.Y';
const ROUND = 'CA1501.2026-11-23.Y,CA1502.2026-11-26.M';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A reload: the in-memory copies go, sessionStorage stays. */
const reload = () => resetDraftCacheForTests();

beforeEach(() => {
  sessionStorage.clear();
  reload();
});
afterEach(() => vi.restoreAllMocks());

describe('booking draft', () => {
  it('starts empty with an idempotency key, stored as soon as a page shows it', () => {
    const draft = loadDraft(FARES);
    expect(draft.idempotencyKey).toMatch(UUID);
    expect(draft).toMatchObject({ passengers: [], contact: null, agreed: false, edited: false });
    // Reading alone (a render) writes nothing; the page stores it once mounted.
    expect(sessionStorage.getItem(draftStorageKey(FARES))).toBeNull();
    renderHook(() => useBookingDraft(FARES));
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey(FARES))!).idempotencyKey).toBe(
      draft.idempotencyKey,
    );
  });

  it('keeps everything across a reload, the key included', () => {
    const key = loadDraft(FARES).idempotencyKey;
    updateDraft(FARES, (d) => ({
      ...d,
      edited: true,
      agreed: true,
      passengers: [{ travellerId: '7', documentType: 'PASSPORT' }],
      contact: { name: '张三', mobile: '13800138000', email: '' },
    }));
    reload();
    expect(loadDraft(FARES)).toEqual({
      idempotencyKey: key,
      edited: true,
      agreed: true,
      passengers: [{ travellerId: '7', documentType: 'PASSPORT' }],
      contact: { name: '张三', mobile: '13800138000', email: '' },
    });
  });

  it('makes the key once per draft: a reload before any edit keeps it too', () => {
    const makeKey = vi.spyOn(crypto, 'randomUUID');
    const first = renderHook(() => useBookingDraft(FARES)).result.current[0].idempotencyKey;
    reload();
    expect(renderHook(() => useBookingDraft(FARES)).result.current[0].idempotencyKey).toBe(first);
    updateDraft(FARES, (d) => ({ ...d, agreed: true }));
    expect(loadDraft(FARES).idempotencyKey).toBe(first);
    expect(makeKey).toHaveBeenCalledTimes(1);
  });

  it('keeps one draft per booking key', () => {
    updateDraft(FARES, (d) => ({ ...d, passengers: [{ travellerId: '1', documentType: null }] }));
    expect(loadDraft(ROUND).passengers).toEqual([]);
    expect(loadDraft(ROUND).idempotencyKey).not.toBe(loadDraft(FARES).idempotencyKey);
  });

  it('starts over after clearing: a new key for the next booking', () => {
    const old = loadDraft(FARES).idempotencyKey;
    updateDraft(FARES, (d) => ({ ...d, passengers: [{ travellerId: '1', documentType: null }] }));
    clearDraft(FARES);
    expect(sessionStorage.getItem(draftStorageKey(FARES))).toBeNull();
    const next = loadDraft(FARES);
    expect(next.passengers).toEqual([]);
    expect(next.idempotencyKey).not.toBe(old);
  });

  it('drops a stored value that is not a draft', () => {
    sessionStorage.setItem(draftStorageKey(FARES), '{"passengers":"nope"}');
    expect(loadDraft(FARES).idempotencyKey).toMatch(UUID);
    reload();
    sessionStorage.setItem(draftStorageKey(FARES), 'not json');
    expect(loadDraft(FARES).passengers).toEqual([]);
  });

  it('makes a v4 UUID without crypto.randomUUID (plain http)', () => {
    const keys = new Set(
      Array.from({ length: 20 }, () =>
        newIdempotencyKey({ getRandomValues: (a) => crypto.getRandomValues(a) }),
      ),
    );
    for (const key of keys) expect(key).toMatch(UUID);
    expect(keys.size).toBe(20);
  });

  it('re-renders every reader when the draft changes', () => {
    const a = renderHook(() => useBookingDraft(FARES));
    const b = renderHook(() => useBookingDraft(FARES));
    act(() => a.result.current[1]((d) => ({ ...d, agreed: true })));
    expect(b.result.current[0].agreed).toBe(true);
    expect(a.result.current[0]).toBe(b.result.current[0]);
  });
});
