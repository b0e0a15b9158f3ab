import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey, type DraftContact } from '../../components/booking/draft.ts';
import { readJson, removeItem, writeJson } from '../../lib/storage.ts';

/**
 * What the hotel booking page keeps while the shopper fills it in, in sessionStorage under the
 * stay's key, so a reload loses nothing. The room count is in the URL (`rooms`), not here.
 */
export interface HotelDraft {
  /** Made once per draft: a second submit of the same booking returns the same order. */
  idempotencyKey: string;
  /** Guest names by room (index 0 is room 1); may hold more than the rooms booked. */
  guests: string[];
  /** Null until prefilled from the member's saved contact or mobile (once per draft). */
  contact: DraftContact | null;
  /** The latest arrival chosen; null until the shopper (or the page's default) picks one. */
  arrivalTime: string | null;
  /** Special-request chips chosen. */
  requests: string[];
  /** The shopper's own words for the hotel. */
  note: string;
  /** The shopper entered something: leaving the page then asks first (spec §8). */
  edited: boolean;
}

const PREFIX = 'sf:hotel-booking:';

/** One draft per stay: the plan and the dates (another room count is the same booking). */
export function hotelDraftKey(stay: { planId: string; checkIn: string; checkOut: string }): string {
  return `${PREFIX}${stay.planId}:${stay.checkIn}:${stay.checkOut}`;
}

function freshDraft(): HotelDraft {
  return {
    idempotencyKey: newIdempotencyKey(),
    guests: [],
    contact: null,
    arrivalTime: null,
    requests: [],
    note: '',
    edited: false,
  };
}

const isString = (v: unknown): v is string => typeof v === 'string';
const strings = (v: unknown): string[] | null => (Array.isArray(v) && v.every(isString) ? v : null);

/** What was stored, if it still has the draft's shape; anything else starts a fresh draft. */
export function parseHotelDraft(value: unknown): HotelDraft | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const key = v['idempotencyKey'];
  const guests = strings(v['guests']);
  const requests = strings(v['requests']);
  if (!isString(key) || !key || !guests || !requests) return null;
  const c = v['contact'] as Record<string, unknown> | null | undefined;
  const contact =
    c && typeof c === 'object' && isString(c['name']) && isString(c['mobile']) && isString(c['email'])
      ? { name: c['name'], mobile: c['mobile'], email: c['email'] }
      : null;
  return {
    idempotencyKey: key,
    guests,
    contact,
    arrivalTime: isString(v['arrivalTime']) ? v['arrivalTime'] : null,
    requests,
    note: isString(v['note']) ? v['note'] : '',
    edited: v['edited'] === true,
  };
}

/** The stored draft of the stay, or a fresh one (with a new idempotency key). */
export function loadHotelDraft(key: string): HotelDraft {
  return parseHotelDraft(readJson('session', key)) ?? freshDraft();
}

/** Forgets the draft: the order was made, or the shopper gave the booking up. */
export function clearHotelDraft(key: string) {
  removeItem('session', key);
}

/**
 * The draft of the stay and a function to change it. Every change is stored at once (a full or
 * refused storage keeps the page working until a reload); after `forget()` nothing is stored again,
 * so a page on its way out cannot bring back the draft it just cleared.
 */
export function useHotelDraft(key: string) {
  const [draft, setDraft] = useState(() => loadHotelDraft(key));
  const forgotten = useRef(false);
  useEffect(() => {
    if (!forgotten.current) writeJson('session', key, draft);
  }, [key, draft]);
  const update = useCallback((change: (d: HotelDraft) => HotelDraft) => setDraft(change), []);
  const forget = useCallback(() => {
    forgotten.current = true;
    clearHotelDraft(key);
  }, [key]);
  return { draft, update, forget, forgotten } as const;
}
