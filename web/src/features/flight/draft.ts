import { addDays, isValidDate } from '@storefront/schema/dates';
import { DEFAULT_INTERNATIONAL_ROUTE } from '../../lib/links/resolveBannerLink.ts';
import { parseCabin, type CabinChoice } from './filters.ts';
import {
  CHILDREN_PER_ADULT,
  clampDate,
  lastBookableDay,
  listUrl,
  MAX_PASSENGERS,
  type FlightQuery,
  type RouteType,
} from '../../lib/flightSearch.ts';

/**
 * The /air search form as data: what the shopper has chosen so far, with the rules of each change
 * (swap, city picks that switch between domestic and international, dates that stay in order,
 * passenger limits). Pure functions; `useSearchDraft` keeps the draft in session storage so the
 * city picker and the calendar (their own pages) can hand a choice back and a reload loses nothing.
 */

export type Market = 'domestic' | 'international';

/** A city as the form keeps it. */
export interface AirCityRef {
  code: string;
  name: string;
  /** Abroad, Hong Kong, Macao or Taiwan: a trip touching one is booked as international. */
  international: boolean;
}

export interface CityPair {
  from: AirCityRef;
  to: AirCityRef;
}

export interface SearchDraft {
  market: Market;
  routeType: RouteType;
  /** Each tab keeps its own route, so switching 国内/国际 back and forth loses neither. */
  pairs: Record<Market, CityPair>;
  date: string;
  /** Kept on one-way trips too: switching to 往返 brings it back. */
  backDate: string;
  adult: number;
  child: number;
  cabin: CabinChoice | null;
}

export const DEFAULT_DOMESTIC_PAIR: CityPair = {
  from: { code: 'BJS', name: '北京', international: false },
  to: { code: 'SHA', name: '上海', international: false },
};

/** The same default as banner type 10 (spec §2.4): Beijing to Seoul. */
export const DEFAULT_INTERNATIONAL_PAIR: CityPair = {
  from: {
    code: DEFAULT_INTERNATIONAL_ROUTE.start_city_code,
    name: DEFAULT_INTERNATIONAL_ROUTE.start_city_name,
    international: false,
  },
  to: {
    code: DEFAULT_INTERNATIONAL_ROUTE.end_city_code,
    name: DEFAULT_INTERNATIONAL_ROUTE.end_city_name,
    international: true,
  },
};

/** A round trip's default stay. */
const DEFAULT_STAY_DAYS = 3;

/** 北京 → 上海 tomorrow, one way, one adult. */
export function defaultDraft(today: string): SearchDraft {
  const date = addDays(today, 1);
  return {
    market: 'domestic',
    routeType: 1,
    pairs: { domestic: DEFAULT_DOMESTIC_PAIR, international: DEFAULT_INTERNATIONAL_PAIR },
    date,
    backDate: addDays(date, DEFAULT_STAY_DAYS),
    adult: 1,
    child: 0,
    cabin: null,
  };
}

/** Whether a route has to be booked as international. */
export function marketOf(pair: CityPair): Market {
  return pair.from.international || pair.to.international ? 'international' : 'domestic';
}

/** The city picker for one end of the route, opening on the tab of the form's market. */
export function cityPickerUrl(end: 'from' | 'to', market: Market): string {
  const query = new URLSearchParams({ type: end === 'from' ? 'start' : 'end' });
  if (market === 'international') query.set('international', '1');
  return `/air/airCitytab?${query.toString()}`;
}

export function currentPair(draft: SearchDraft): CityPair {
  return draft.pairs[draft.market];
}

export function swapCities(draft: SearchDraft): SearchDraft {
  const pair = currentPair(draft);
  return { ...draft, pairs: { ...draft.pairs, [draft.market]: { from: pair.to, to: pair.from } } };
}

/**
 * A city picked for one end. The route it makes decides the tab: picking 首尔 on the domestic tab
 * moves the trip to 国际 (keeping the other end), and an international route left with two mainland
 * cities moves to 国内 — an international list would find no flights between them.
 */
export function pickCity(draft: SearchDraft, end: 'from' | 'to', city: AirCityRef): SearchDraft {
  const pair: CityPair = { ...currentPair(draft), [end]: city };
  const market = marketOf(pair);
  return { ...draft, market, pairs: { ...draft.pairs, [market]: pair } };
}

export function switchMarket(draft: SearchDraft, market: Market): SearchDraft {
  return { ...draft, market };
}

export function setRouteType(draft: SearchDraft, routeType: RouteType): SearchDraft {
  return { ...draft, routeType };
}

/** New dates; the return never comes before the outbound. */
export function setDates(draft: SearchDraft, date: string, backDate?: string): SearchDraft {
  const back = backDate ?? draft.backDate;
  return { ...draft, date, backDate: back < date ? date : back };
}

/** The limits of the passenger steppers: 1–9 in all, at most two children per adult. */
export function passengerLimits(adult: number, child: number) {
  return {
    adultMax: MAX_PASSENGERS - child,
    adultMin: Math.max(1, Math.ceil(child / CHILDREN_PER_ADULT)),
    childMax: Math.min(MAX_PASSENGERS - adult, adult * CHILDREN_PER_ADULT),
  };
}

export function setPassengers(draft: SearchDraft, adult: number, child: number): SearchDraft {
  const a = Math.min(MAX_PASSENGERS, Math.max(1, Math.round(adult)));
  const c = Math.max(0, Math.min(Math.round(child), MAX_PASSENGERS - a, a * CHILDREN_PER_ADULT));
  return { ...draft, adult: a, child: c };
}

/**
 * A stored draft brought up to date: dates in the past (a draft from last week) or beyond the
 * booking window move back into it, the return stays after the outbound, passengers within limits.
 * Anything that is not a draft gives the default.
 */
export function normaliseDraft(raw: unknown, today: string): SearchDraft {
  const fallback = defaultDraft(today);
  if (!isDraftLike(raw)) return fallback;
  const last = lastBookableDay(today);
  const date = raw.date >= today ? clampDate(raw.date, today, last, fallback.date) : fallback.date;
  const stayEnd = addDays(date, DEFAULT_STAY_DAYS);
  const backDate = clampDate(raw.backDate, date, last, stayEnd > last ? last : stayEnd);
  const draft: SearchDraft = {
    market: raw.market,
    routeType: raw.routeType,
    pairs: raw.pairs,
    date,
    backDate,
    adult: 1,
    child: 0,
    cabin: parseCabin(raw.cabin),
  };
  return setPassengers(draft, raw.adult, raw.child);
}

function isCity(v: unknown): v is AirCityRef {
  if (!v || typeof v !== 'object') return false;
  const c = v as Record<string, unknown>;
  return (
    typeof c['code'] === 'string' && typeof c['name'] === 'string' && typeof c['international'] === 'boolean'
  );
}

function isPair(v: unknown): v is CityPair {
  return !!v && typeof v === 'object' && isCity((v as CityPair).from) && isCity((v as CityPair).to);
}

function isDraftLike(v: unknown): v is SearchDraft {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  const pairs = d['pairs'] as Record<string, unknown> | undefined;
  return (
    (d['market'] === 'domestic' || d['market'] === 'international') &&
    (d['routeType'] === 1 || d['routeType'] === 2) &&
    !!pairs &&
    isPair(pairs['domestic']) &&
    isPair(pairs['international']) &&
    isValidDate(d['date']) &&
    isValidDate(d['backDate']) &&
    typeof d['adult'] === 'number' &&
    typeof d['child'] === 'number'
  );
}

/** What is wrong with the draft before searching, in words for the shopper; null when it can search. */
export function draftProblem(draft: SearchDraft): string | null {
  const pair = currentPair(draft);
  if (pair.from.code === pair.to.code || pair.from.name === pair.to.name) return '出发城市和到达城市不能相同';
  return null;
}

export function draftToQuery(draft: SearchDraft): FlightQuery {
  const pair = currentPair(draft);
  const international = draft.market === 'international';
  return {
    international,
    routeType: draft.routeType,
    from: { code: pair.from.code, name: pair.from.name },
    to: { code: pair.to.code, name: pair.to.name },
    date: draft.date,
    backDate: draft.routeType === 2 ? draft.backDate : null,
    adult: international ? draft.adult : 1,
    child: international ? draft.child : 0,
  };
}

/** Where 搜索 goes: the domestic or international list, with the cabin preference as its filter. */
export function searchUrl(draft: SearchDraft): string {
  return listUrl(draftToQuery(draft), [['cabin', draft.cabin]]);
}

/** A recent search: the route and trip type (dates go stale, the route does not). */
export interface RecentSearch {
  market: Market;
  routeType: RouteType;
  pair: CityPair;
}

export const MAX_RECENT = 6;

export function recentOf(draft: SearchDraft): RecentSearch {
  return { market: draft.market, routeType: draft.routeType, pair: currentPair(draft) };
}

const recentKey = (r: RecentSearch) => `${r.market}|${r.routeType}|${r.pair.from.code}|${r.pair.to.code}`;

/** `search` first, without an earlier copy of the same route, at most `MAX_RECENT`. */
export function addRecent(list: readonly RecentSearch[], search: RecentSearch): RecentSearch[] {
  const key = recentKey(search);
  return [search, ...list.filter((r) => recentKey(r) !== key)].slice(0, MAX_RECENT);
}

export function parseRecent(raw: unknown): RecentSearch[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter(
      (r): r is RecentSearch =>
        !!r &&
        typeof r === 'object' &&
        (r.market === 'domestic' || r.market === 'international') &&
        (r.routeType === 1 || r.routeType === 2) &&
        isPair(r.pair),
    )
    .slice(0, MAX_RECENT);
}

/** A recent search back in the form (its route and trip type; the dates stay as they are). */
export function applyRecent(draft: SearchDraft, recent: RecentSearch): SearchDraft {
  return {
    ...draft,
    market: recent.market,
    routeType: recent.routeType,
    pairs: { ...draft.pairs, [recent.market]: recent.pair },
  };
}
