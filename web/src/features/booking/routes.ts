import { listUrl } from '../../lib/flightSearch.ts';
import type { BookingKind } from './products.ts';

/**
 * The fares of a booking URL (`fare_ids=<fare>[,<return fare>]`): one or two distinct fare ids, each
 * `<flight id>.<booking class>`; null when the value cannot be a booking.
 */
export function parseFareIds(search: URLSearchParams): string[] | null {
  const raw = search.get('fare_ids');
  if (!raw) return null;
  const ids = raw.split(',').map((s) => s.trim());
  if (ids.length < 1 || ids.length > 2 || new Set(ids).size !== ids.length) return null;
  return ids.every((id) => flightIdOfFare(id) !== null) ? ids : null;
}

/** The booking draft's key: the fares, outbound first (another choice of flights is another booking). */
export function bookingDraftKey(fareIds: ReadonlyArray<string>): string {
  return fareIds.join(',');
}

/** The flight a fare belongs to: the fare id without its last `.X` part; null when it has none. */
export function flightIdOfFare(fareId: string): string | null {
  const cut = fareId.lastIndexOf('.');
  if (cut <= 0 || cut === fareId.length - 1) return null;
  return fareId.slice(0, cut);
}

/** The pages of one booking flow: the booking page and the pages it sends the shopper to. */
export interface BookingRoutes {
  page: string;
  /** Choose passengers from the saved travellers. */
  chooser: string;
  /** Add a traveller. */
  add: string;
  /** Edit a traveller (`id`). */
  edit: string;
  contacts: string;
  invoice: string;
  notice: string;
}

export const BOOKING_ROUTES: Readonly<Record<BookingKind, BookingRoutes>> = {
  domestic: {
    page: '/subscribe/air',
    chooser: '/subscribe/air/FT',
    add: '/subscribe/air/addguest',
    edit: '/subscribe/air/editFT',
    contacts: '/subscribe/air/contacts',
    invoice: '/subscribe/air/intoice',
    notice: '/subscribe/air/text',
  },
  // The international flow has no addguest or intoice page of its own (spec §2.2): editFT without
  // an id adds, and the invoice explanation is the same for every flight.
  international: {
    page: '/subscribe/intAir',
    chooser: '/subscribe/intAir/FT',
    add: '/subscribe/intAir/editFT',
    edit: '/subscribe/intAir/editFT',
    contacts: '/subscribe/intAir/contacts',
    invoice: '/subscribe/air/intoice',
    notice: '/subscribe/intAir/preordainPage',
  },
};

// What a booking URL carries from one page of the flow to the next.
const KEPT = [
  'fare_ids',
  'route_type',
  'start_city_code',
  'start_city_name',
  'end_city_code',
  'end_city_name',
  'adult',
  'child',
] as const;

/** `path` with the booking's own query values (fares, the searched route, passenger counts) and `extra`. */
export function bookingUrl(
  path: string,
  search: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const out = new URLSearchParams();
  for (const name of KEPT) {
    const value = search.get(name);
    if (value !== null) out.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) out.set(name, value);
  // Commas in the fare ids stay readable; URLSearchParams would write them as %2C.
  return `${path}?${out.toString().replace(/%2C/gi, ',')}`;
}

/** True for the booking pages and their sub-pages: moving among them keeps the draft. */
export function isBookingPath(pathname: string): boolean {
  return /^\/subscribe\/(air|intAir)(\/|$)/.test(pathname);
}

/** The trip a booking is for, as its flights say: the list to go back to when a fare is gone. */
export interface TripEnds {
  fromCode: string;
  fromName: string;
  toCode: string;
  toName: string;
  date: string;
  backDate: string | null;
}

/** The search list of the same trip (and, abroad, the same passenger counts). */
export function flightListUrl(kind: BookingKind, trip: TripEnds, search: URLSearchParams): string {
  const international = kind === 'international';
  const count = (name: string, fallback: number) => {
    const n = Number(search.get(name));
    return Number.isInteger(n) && n >= 0 && search.get(name) !== null ? n : fallback;
  };
  return listUrl({
    international,
    routeType: trip.backDate ? 2 : 1,
    from: { code: trip.fromCode, name: trip.fromName },
    to: { code: trip.toCode, name: trip.toName },
    date: trip.date,
    backDate: trip.backDate,
    adult: international ? Math.max(1, count('adult', 1)) : 1,
    child: international ? count('child', 0) : 0,
  });
}
