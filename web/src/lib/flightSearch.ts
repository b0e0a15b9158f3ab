import { addDays, isValidDate } from '@storefront/schema/dates';
import { withQuery, type QueryPair } from './links/query.ts';
import { safeRedirect } from './safeRedirect.ts';

/**
 * A flight search as the URLs between the flight pages carry it (issue 4 brief, "Web URLs"):
 * `route_type` (1 one-way, 2 round trip), `start_city_code`, `start_city_name`, `end_city_code`,
 * `end_city_name`, `date`, `back_date` (round trip) and, on international pages, `adult`, `child`.
 * Parsing and building live here once, so the form, banners, lists, details and the booking page
 * agree on every name.
 */

/** A city (or airport) as the URLs name it. */
export interface AirPlace {
  /** IATA city or airport code (`BJS`, `PEK`); the graph accepts either. */
  code: string;
  name: string;
}

export type RouteType = 1 | 2;

export interface FlightQuery {
  international: boolean;
  routeType: RouteType;
  from: AirPlace;
  to: AirPlace;
  /** Outbound date `YYYY-MM-DD`. */
  date: string;
  /** Return date on a round trip, null on a one-way trip. */
  backDate: string | null;
  /** Passengers, asked for on international searches only (domestic ones choose them at booking). */
  adult: number;
  child: number;
}

/** The graph sells from today to 89 days ahead (`flightSearch`). */
export const BOOKING_WINDOW_DAYS = 90;
/** Passengers per booking (`CreateFlightOrderInput`: at most 9). */
export const MAX_PASSENGERS = 9;
/** Children one adult may take along (the usual airline rule). */
export const CHILDREN_PER_ADULT = 2;

/** The last day on sale, counted from `today`. */
export function lastBookableDay(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS - 1);
}

/** `date` kept inside `[min, max]`; a missing or malformed date becomes `fallback`. */
export function clampDate(date: string | null | undefined, min: string, max: string, fallback = min): string {
  if (!date || !isValidDate(date)) return fallback;
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/** An IATA city or airport code: three letters or digits (`BJS`, `SHA`, `PEK`). */
const PLACE_CODE = /^[A-Z0-9]{3}$/;

export function isPlaceCode(value: string | null | undefined): value is string {
  return !!value && PLACE_CODE.test(value);
}

/** A list or detail URL names both ends; anything else cannot be searched (the page shows 404). */
export function hasRoute(params: URLSearchParams): boolean {
  return (
    isPlaceCode(params.get('start_city_code')?.toUpperCase()) &&
    isPlaceCode(params.get('end_city_code')?.toUpperCase())
  );
}

function count(raw: string | null, fallback: number, min: number, max: number): number {
  const n = raw !== null && /^\d{1,2}$/.test(raw.trim()) ? Number(raw.trim()) : fallback;
  return Math.min(max, Math.max(min, n));
}

/**
 * The search a list or detail URL describes, made sensible rather than refused: a past or missing
 * date is today (a banner's date may be old), a date past the booking window is its last day, a
 * return before the outbound is the outbound's day, a missing name is the code. Callers check
 * `hasRoute` first.
 */
export function parseFlightQuery(
  params: URLSearchParams,
  international: boolean,
  today: string,
): FlightQuery {
  const last = lastBookableDay(today);
  const routeType: RouteType = params.get('route_type') === '2' ? 2 : 1;
  const date = clampDate(params.get('date'), today, last, today);
  const place = (prefix: 'start' | 'end'): AirPlace => {
    const code = (params.get(`${prefix}_city_code`) ?? '').trim().toUpperCase();
    const name = (params.get(`${prefix}_city_name`) ?? '').trim();
    return { code, name: name || code };
  };
  const adult = international ? count(params.get('adult'), 1, 1, MAX_PASSENGERS) : 1;
  const childMax = Math.min(MAX_PASSENGERS - adult, adult * CHILDREN_PER_ADULT);
  return {
    international,
    routeType,
    from: place('start'),
    to: place('end'),
    date,
    // A round trip without a usable return date comes back the same day rather than failing.
    backDate: routeType === 2 ? clampDate(params.get('back_date'), date, last, date) : null,
    adult,
    child: international ? count(params.get('child'), 0, 0, childMax) : 0,
  };
}

/** The URL parameters of a search, in the brief's order. */
export function queryPairs(q: FlightQuery): QueryPair[] {
  const pairs: QueryPair[] = [
    ['route_type', String(q.routeType)],
    ['start_city_code', q.from.code],
    ['start_city_name', q.from.name],
    ['end_city_code', q.to.code],
    ['end_city_name', q.to.name],
    ['date', q.date],
  ];
  if (q.routeType === 2 && q.backDate) pairs.push(['back_date', q.backDate]);
  if (q.international) pairs.push(['adult', String(q.adult)], ['child', String(q.child)]);
  return pairs;
}

/** `/air/airList` or `/air/intAirList` for a search; `extra` adds list state (chosen outbound, filters). */
export function listUrl(q: FlightQuery, extra: readonly QueryPair[] = []): string {
  return withQuery(q.international ? '/air/intAirList' : '/air/airList', [...queryPairs(q), ...extra]);
}

/** The detail page of a chosen flight (and, on a round trip, the chosen return flight). */
export function detailUrl(
  q: FlightQuery,
  flightId: string,
  backFlightId?: string | null,
  extra: readonly QueryPair[] = [],
): string {
  return withQuery(q.international ? '/air/intAirDetail' : '/air/airDetail', [
    ...queryPairs(q),
    ['flight_id', flightId],
    ['back_flight_id', backFlightId ?? null],
    ...extra,
  ]);
}

/**
 * The booking page for chosen fares (outbound first): `/subscribe/air?fare_ids=…` or
 * `/subscribe/intAir?fare_ids=…&adult=&child=`, with the route for its header.
 */
export function bookingUrl(q: FlightQuery, fareIds: readonly string[]): string {
  const pairs: QueryPair[] = [
    ['fare_ids', fareIds.join(',')],
    ['route_type', String(q.routeType)],
    ['start_city_code', q.from.code],
    ['start_city_name', q.from.name],
    ['end_city_code', q.to.code],
    ['end_city_name', q.to.name],
  ];
  if (q.international) pairs.push(['adult', String(q.adult)], ['child', String(q.child)]);
  return withQuery(q.international ? '/subscribe/intAir' : '/subscribe/air', pairs);
}

/** Which leg a list shows: the outbound (or only) flight, or a round trip's return. */
export type Leg = 'go' | 'back';

/**
 * A list's parameters on another day of its leg. The outbound's `date` moves the return along when
 * the return would come first; the return's `back_date` is only ever picked on or after `date`.
 */
export function moveDate(params: URLSearchParams, leg: Leg, date: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (leg === 'back') {
    next.set('back_date', date);
    return next;
  }
  next.set('date', date);
  const back = next.get('back_date');
  if (back && back < date) next.set('back_date', date);
  return next;
}

/** Parameters of /air/airChooseOffer that say where it came from, not which search it is. */
const OFFER_PARAMS = ['international', 'leg', 'Flytype', 'back'] as const;

/**
 * `/air/airChooseOffer` for a list: the list's whole state rides along (filters, a chosen outbound),
 * so the calendar returns to the same list on the new date.
 */
export function chooseOfferUrl(listParams: URLSearchParams, international: boolean, leg: Leg): string {
  const next = new URLSearchParams(listParams);
  for (const name of OFFER_PARAMS) next.delete(name);
  if (international) next.set('international', '1');
  if (leg === 'back') next.set('leg', 'back');
  return `/air/airChooseOffer?${next.toString()}`;
}

/** The list /air/airChooseOffer came from (see `chooseOfferUrl`), on the date picked there. */
export function listUrlAfterOffer(offerParams: URLSearchParams, date: string): string {
  const international = offerParams.get('international') === '1';
  const leg: Leg = offerParams.get('leg') === 'back' ? 'back' : 'go';
  const next = moveDate(offerParams, leg, date);
  for (const name of OFFER_PARAMS) next.delete(name);
  return `${international ? '/air/intAirList' : '/air/airList'}?${next.toString()}`;
}

/**
 * Flytype 3 and 4 are changes of a booked flight's date (spec §2.3, "更改日期"): the calendar goes
 * back to the page named in `back` with the picked `date`, or nowhere when `back` is not a page of
 * this site.
 */
export function changeDateReturnUrl(back: string | null, date: string): string | null {
  if (!back) return null;
  const target = safeRedirect(back, '');
  if (!target) return null;
  const url = new URL(target, 'http://storefront.invalid');
  url.searchParams.set('date', date);
  return url.pathname + url.search + url.hash;
}

export function isChangeDate(flytype: string | null): boolean {
  return flytype === '3' || flytype === '4';
}
