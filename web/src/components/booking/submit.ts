import { useCallback, useRef, useState } from 'react';
import type { UserErrorLike } from '../../lib/userErrors.ts';
import type { ResolvedTraveller } from './BookingTravellerRow.tsx';

/**
 * Refusals of an order's create mutation that are about one traveller: their document or age, or a booking
 * of the flight they hold already (`旅客张三已有同一天该航班的订单…`: shown under that passenger, whom
 * the shopper then removes).
 */
const PASSENGER_CODES = new Set([
  'TRAVELLER_NOT_FOUND',
  'DOCUMENT_MISSING',
  'DOCUMENT_NOT_ACCEPTED',
  'DOCUMENT_EXPIRED',
  'DUPLICATE_PASSENGER',
  'DUPLICATE_BOOKING',
]);

/** Refusals that mean what was chosen can no longer be booked: sold out, off sale, or sales closed. */
const GONE_CODES = new Set(['SOLD_OUT', 'FARE_NOT_FOUND', 'FLIGHT_DEPARTED']);

const CONTACT_FIELDS = ['name', 'mobile', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A create mutation's refusal sorted by what the page does with it. */
export interface SortedOrderErrors {
  /** The price changed: show the new one and ask before booking at it. */
  priceChanged: UserErrorLike | null;
  /** Sold out (or off sale): back to where the product is chosen. */
  soldOut: UserErrorLike | null;
  /** Messages under a passenger row, by the passenger's index on the page. */
  passengers: Map<number, string[]>;
  /** Messages under a contact field. */
  contact: Partial<Record<ContactField, string[]>>;
  /** Everything else, as a toast. */
  general: string[];
}

/**
 * Which passenger an error is about: the index in its field path (`["input", "passengers", "1",
 * "documentType"]`); failing that, for a document refusal, the passenger the message names (the
 * backend words them `张三的护照已过期`). Null when it names none.
 */
export function passengerOfError(error: UserErrorLike, names: ReadonlyArray<string>): number | null {
  const path = error.field ?? [];
  const at = path.indexOf('passengers');
  if (at >= 0) {
    const index = Number(path[at + 1]);
    if (Number.isInteger(index) && index >= 0 && index < names.length) return index;
  }
  if (!PASSENGER_CODES.has(error.code)) return null;
  // The longest matching name wins, so 王小明 is not taken for a passenger named 小明.
  let best: number | null = null;
  names.forEach((name, i) => {
    if (name && error.message.includes(name) && (best === null || name.length > names[best]!.length))
      best = i;
  });
  return best;
}

/** A booking refusal's userErrors sorted by where the page shows them, whatever the product. */
export interface SortedBookingErrors {
  /** The price changed: show the new one and ask before booking at it. */
  priceChanged: UserErrorLike | null;
  /** Sold out or gone: back to where the product is chosen. */
  soldOut: UserErrorLike | null;
  /** Messages under a person's row (a passenger, a room's guest), by its index on the page. */
  people: Map<number, string[]>;
  /** Messages under a contact field. */
  contact: Partial<Record<ContactField, string[]>>;
  /** Everything else, as a toast. */
  general: string[];
}

/**
 * Sorts a booking refusal's userErrors: PRICE_CHANGED, then the product's `goneCodes`, then what
 * `personOf` places under a person's row, then the contact's fields, then the rest.
 */
export function sortBookingErrors(
  errors: ReadonlyArray<UserErrorLike>,
  product: { goneCodes: ReadonlySet<string>; personOf: (error: UserErrorLike) => number | null },
): SortedBookingErrors {
  const sorted: SortedBookingErrors = {
    priceChanged: null,
    soldOut: null,
    people: new Map(),
    contact: {},
    general: [],
  };
  for (const error of errors) {
    if (error.code === 'PRICE_CHANGED') {
      sorted.priceChanged ??= error;
      continue;
    }
    if (product.goneCodes.has(error.code)) {
      sorted.soldOut ??= error;
      continue;
    }
    const person = product.personOf(error);
    if (person !== null) {
      sorted.people.set(person, [...(sorted.people.get(person) ?? []), error.message]);
      continue;
    }
    const path = error.field ?? [];
    const last = path[path.length - 1];
    if (path.includes('contact') && CONTACT_FIELDS.includes(last as ContactField)) {
      (sorted.contact[last as ContactField] ??= []).push(error.message);
      continue;
    }
    sorted.general.push(error.message);
  }
  return sorted;
}

/** Sorts a flight refusal's userErrors; `names` are the passengers' names in page order. */
export function sortOrderErrors(
  errors: ReadonlyArray<UserErrorLike>,
  names: ReadonlyArray<string>,
): SortedOrderErrors {
  const { people, ...rest } = sortBookingErrors(errors, {
    goneCodes: GONE_CODES,
    personOf: (error) => passengerOfError(error, names),
  });
  return { ...rest, passengers: people };
}

/**
 * Runs a submit at most once at a time. The ref is the guard: two taps in the same frame both see
 * the button enabled (state updates only after the render), but never both pass the ref.
 */
export function useSubmitOnce() {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await work();
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}

/**
 * Why the booking cannot be sent yet, as the toast says it, in the order the page is laid out; null
 * when it can. `passengers` holds
 * each row as loaded: undefined while loading, null when the traveller is gone.
 */
export function notReadyReason({
  noun,
  passengers,
  contactValid,
  agreed,
  quoted,
  quoteError,
}: {
  /** What a traveller is called (乘机人, 出行人). */
  noun: string;
  passengers: ReadonlyArray<ResolvedTraveller | null | undefined>;
  /** The contact fields pass their rules (their messages already show under them). */
  contactValid: boolean;
  agreed: boolean;
  quoted: boolean;
  quoteError: string | null;
}): string | null {
  if (passengers.length === 0) return `请添加${noun}`;
  if (passengers.some((p) => p === undefined)) return `${noun}信息加载中，请稍候`;
  const loaded = passengers as ReadonlyArray<ResolvedTraveller | null>;
  if (loaded.some((p) => p === null || p.problem !== null || p.documentType === null))
    return `请按提示修改${noun}信息`;
  if (!loaded.some((p) => p?.ageClass === 'ADULT')) return `每笔订单至少需要一名成人${noun}`;
  if (!contactValid) return '请检查联系人信息';
  if (!agreed) return '请先阅读并同意《预订须知》';
  if (!quoted) return quoteError ?? '价格计算中，请稍候';
  return null;
}
