import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { DocumentType } from '../../__generated__/graphql.ts';
import { readJson, removeItem, writeJson } from '../../lib/storage.ts';

/** A traveller chosen for the booking: a saved traveller and the document to travel on. */
export interface DraftPassenger {
  travellerId: string;
  /** Null until the shopper picks one: the page then offers the traveller's first fitting document. */
  documentType: DocumentType | null;
}

export interface DraftContact {
  name: string;
  mobile: string;
  email: string;
}

/**
 * What the booking page keeps while the shopper fills it in. It lives in sessionStorage under the
 * product's draft key (a flight booking's fares), so a reload or a trip to the traveller, contact
 * and notice pages loses nothing.
 */
export interface BookingDraft {
  /** Made once per draft: a second submit of the same booking returns the same order. */
  idempotencyKey: string;
  passengers: DraftPassenger[];
  /** Null until it is prefilled from the member's saved contact (once per draft). */
  contact: DraftContact | null;
  /** The booking notice was read and accepted. */
  agreed: boolean;
  /** The shopper entered something: leaving the page then asks first (spec §8). */
  edited: boolean;
}

const PREFIX = 'sf:booking:';

/** Where the draft of this booking is stored; `key` names what is booked (a flight's fares). */
export function draftStorageKey(key: string): string {
  return PREFIX + key;
}

/**
 * A random UUID. `crypto.randomUUID` exists only in secure contexts (https, localhost); a page
 * opened over plain http on a LAN address still needs a key, so fall back to random bytes.
 */
export function newIdempotencyKey(
  source: { randomUUID?: () => string; getRandomValues: <T extends Uint8Array>(array: T) => T } = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const b = source.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function freshDraft(): BookingDraft {
  return { idempotencyKey: newIdempotencyKey(), passengers: [], contact: null, agreed: false, edited: false };
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** What was stored, if it still has the draft's shape; anything else (old format, edits) is dropped. */
function parseDraft(value: unknown): BookingDraft | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (!isString(v['idempotencyKey']) || !v['idempotencyKey'] || !Array.isArray(v['passengers'])) return null;
  const passengers: DraftPassenger[] = [];
  for (const p of v['passengers'] as unknown[]) {
    if (!p || typeof p !== 'object') return null;
    const { travellerId, documentType } = p as Record<string, unknown>;
    if (!isString(travellerId)) return null;
    passengers.push({
      travellerId,
      documentType: isString(documentType) ? (documentType as DocumentType) : null,
    });
  }
  const c = v['contact'] as Record<string, unknown> | null | undefined;
  const contact =
    c && typeof c === 'object' && isString(c['name']) && isString(c['mobile']) && isString(c['email'])
      ? { name: c['name'], mobile: c['mobile'], email: c['email'] }
      : null;
  return {
    idempotencyKey: v['idempotencyKey'],
    passengers,
    contact,
    agreed: v['agreed'] === true,
    edited: v['edited'] === true,
  };
}

// One parsed copy per key, so every reader of a key sees the same object until it changes
// (useSyncExternalStore needs a stable snapshot) and all of them re-render on a change.
const cache = new Map<string, BookingDraft>();
const listeners = new Set<() => void>();

function write(key: string, draft: BookingDraft) {
  cache.set(key, draft);
  // A full or refused storage keeps the in-memory copy: the page still works until a reload.
  writeJson('session', key, draft);
}

/**
 * The draft of this booking: the stored one, or a new one with its idempotency key. A new one is
 * kept in memory only (this runs during render); `useBookingDraft` stores it once the page is up.
 */
export function loadDraft(key: string): BookingDraft {
  const storageKey = draftStorageKey(key);
  const cached = cache.get(storageKey);
  if (cached) return cached;
  const draft = parseDraft(readJson('session', storageKey)) ?? freshDraft();
  cache.set(storageKey, draft);
  return draft;
}

/** Stores the draft as it is, so a reload before any edit still has the same idempotency key. */
export function persistDraft(key: string) {
  write(draftStorageKey(key), loadDraft(key));
}

/** Changes the draft of this booking and tells every reader. */
export function updateDraft(key: string, change: (draft: BookingDraft) => BookingDraft) {
  const next = change(loadDraft(key));
  write(draftStorageKey(key), next);
  listeners.forEach((l) => l());
}

/**
 * Forgets the draft (the order was made, or the shopper gave the booking up). Readers are not told:
 * the page is on its way out, and the next visit starts a fresh draft with a new key.
 */
export function clearDraft(key: string) {
  cache.delete(draftStorageKey(key));
  removeItem('session', draftStorageKey(key));
}

/** Drops the parsed copies, as a reload does; for tests. */
export function resetDraftCacheForTests() {
  cache.clear();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The draft of this booking and a function to change it; re-renders on every change. */
export function useBookingDraft(key: string) {
  const draft = useSyncExternalStore(
    subscribe,
    useCallback(() => loadDraft(key), [key]),
  );
  const update = useCallback((change: (d: BookingDraft) => BookingDraft) => updateDraft(key, change), [key]);
  useEffect(() => persistDraft(key), [key]);
  return [draft, update] as const;
}
