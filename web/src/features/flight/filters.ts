/**
 * The flight list's filters and sort (只看直飞, airline, departure time, airports, cabin; time or
 * price). The graph returns every flight of the day and leaves filtering to the client
 * (`FlightSearchResult.flights`), so this is all pure and runs on the list in memory. The state lives
 * in the URL, so back, reload and a shared link show the same list.
 */

/** The graph's `CabinClass`. */
export type CabinClassName = 'ECONOMY' | 'BUSINESS' | 'FIRST';

/** The cabin filter: economy, or the premium cabins together (公务舱/头等舱). */
export type CabinChoice = 'economy' | 'premium';

export const CABIN_CHOICES: readonly { value: CabinChoice; label: string }[] = [
  { value: 'economy', label: '经济舱' },
  { value: 'premium', label: '公务舱/头等舱' },
];

export function cabinMatches(choice: CabinChoice | null, cabin: CabinClassName): boolean {
  if (choice === null) return true;
  return choice === 'economy' ? cabin === 'ECONOMY' : cabin !== 'ECONOMY';
}

export type SortKey = 'time' | 'price';

/** Departure time ranges, as `HH-HH` keys (the URL's values). */
export const DEPARTURE_RANGES = [
  { key: '00-06', label: '凌晨 00:00-06:00', from: 0, to: 6 },
  { key: '06-12', label: '上午 06:00-12:00', from: 6, to: 12 },
  { key: '12-18', label: '下午 12:00-18:00', from: 12, to: 18 },
  { key: '18-24', label: '晚上 18:00-24:00', from: 18, to: 24 },
] as const;

export type DepartureRange = (typeof DEPARTURE_RANGES)[number]['key'];

export interface FlightFilters {
  directOnly: boolean;
  /** Airline codes; empty means any. */
  airlines: string[];
  departureRanges: DepartureRange[];
  /** Airport codes at each end; empty means any. */
  depAirports: string[];
  arrAirports: string[];
  cabin: CabinChoice | null;
  sort: SortKey;
}

export const NO_FILTERS: FlightFilters = Object.freeze({
  directOnly: false,
  airlines: [],
  departureRanges: [],
  depAirports: [],
  arrAirports: [],
  cabin: null,
  sort: 'time',
}) as FlightFilters;

/** URL parameter names of the list's filter state. */
export const FILTER_PARAMS = {
  directOnly: 'direct',
  airlines: 'airline',
  departureRanges: 'dep_time',
  depAirports: 'dep_airport',
  arrAirports: 'arr_airport',
  cabin: 'cabin',
  sort: 'sort',
} as const;

function list(params: URLSearchParams, name: string, valid: (value: string) => boolean): string[] {
  const raw = params.get(name);
  if (!raw) return [];
  // Unknown values are dropped (an old link, a hand-edited URL) rather than filtering everything out.
  return [...new Set(raw.split(',').map((v) => v.trim()))].filter((v) => v !== '' && valid(v));
}

const CODE = (v: string) => /^[A-Z0-9]{2,3}$/.test(v);
const RANGE_KEYS = new Set<string>(DEPARTURE_RANGES.map((r) => r.key));

export function parseCabin(raw: string | null): CabinChoice | null {
  return raw === 'economy' || raw === 'premium' ? raw : null;
}

export function parseFilters(params: URLSearchParams): FlightFilters {
  return {
    directOnly: params.get(FILTER_PARAMS.directOnly) === '1',
    airlines: list(params, FILTER_PARAMS.airlines, CODE),
    departureRanges: list(params, FILTER_PARAMS.departureRanges, (v) =>
      RANGE_KEYS.has(v),
    ) as DepartureRange[],
    depAirports: list(params, FILTER_PARAMS.depAirports, CODE),
    arrAirports: list(params, FILTER_PARAMS.arrAirports, CODE),
    cabin: parseCabin(params.get(FILTER_PARAMS.cabin)),
    sort: params.get(FILTER_PARAMS.sort) === 'price' ? 'price' : 'time',
  };
}

/** `params` with the filter state written in (defaults left out); every other parameter is kept. */
export function writeFilters(params: URLSearchParams, filters: FlightFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set(FILTER_PARAMS.directOnly, filters.directOnly ? '1' : null);
  set(FILTER_PARAMS.airlines, filters.airlines.join(','));
  set(FILTER_PARAMS.departureRanges, filters.departureRanges.join(','));
  set(FILTER_PARAMS.depAirports, filters.depAirports.join(','));
  set(FILTER_PARAMS.arrAirports, filters.arrAirports.join(','));
  set(FILTER_PARAMS.cabin, filters.cabin);
  set(FILTER_PARAMS.sort, filters.sort === 'price' ? 'price' : null);
  return next;
}

/** How many filters of the 筛选 popup are on (the sort and 只看直飞 have their own buttons). */
export function popupFilterCount(filters: FlightFilters): number {
  return (
    filters.airlines.length +
    filters.departureRanges.length +
    filters.depAirports.length +
    filters.arrAirports.length +
    (filters.cabin ? 1 : 0)
  );
}

/** What the filters read of a flight (`FlightCard_flight` has all of it). */
export interface FilterableFlight {
  airline: { code: string };
  departure: { clock: string; airport: { code: string } };
  arrival: { airport: { code: string } };
  stops: readonly unknown[];
  fares: readonly FilterableFare[];
}

export interface FilterableFare {
  cabinClass: CabinClassName;
  adultPrice: { fen: number };
}

/**
 * The fare a list shows for a flight: its cheapest with seats in the chosen cabin (any cabin without
 * a choice); null when none is left, i.e. sold out for this shopper.
 */
export function shownFare<F extends FilterableFare>(
  fares: readonly F[],
  cabin: CabinChoice | null,
): F | null {
  let best: F | null = null;
  for (const fare of fares) {
    if (!cabinMatches(cabin, fare.cabinClass)) continue;
    if (best === null || fare.adultPrice.fen < best.adultPrice.fen) best = fare;
  }
  return best;
}

function hourOf(clock: string): number {
  const hour = Number(clock.slice(0, 2));
  return Number.isFinite(hour) ? hour : 0;
}

export function inDepartureRange(clock: string, key: DepartureRange): boolean {
  const range = DEPARTURE_RANGES.find((r) => r.key === key);
  if (!range) return false;
  const hour = hourOf(clock);
  return hour >= range.from && hour < range.to;
}

/** `HH:mm` as minutes since midnight, for ordering. */
function minutesOf(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The flights to show, filtered and sorted.
 *
 * - A cabin choice hides flights that sell other cabins only but keeps flights sold out altogether:
 *   the graph lists only fares with seats, so "no business fare" cannot tell a flight without a
 *   business cabin from a full one, while a flight with no fare at all is plainly sold out and is
 *   shown, disabled, as the list promises.
 * - By time: departure clock, earliest first. By price: the shown fare, cheapest first, sold-out
 *   flights last; equal prices by departure. Both keep the graph's order on ties (stable sort).
 */
export function applyFilters<T extends FilterableFlight>(flights: readonly T[], filters: FlightFilters): T[] {
  const shown = flights.filter((flight) => {
    if (filters.directOnly && flight.stops.length > 0) return false;
    if (filters.airlines.length > 0 && !filters.airlines.includes(flight.airline.code)) return false;
    if (
      filters.departureRanges.length > 0 &&
      !filters.departureRanges.some((key) => inDepartureRange(flight.departure.clock, key))
    )
      return false;
    if (filters.depAirports.length > 0 && !filters.depAirports.includes(flight.departure.airport.code))
      return false;
    if (filters.arrAirports.length > 0 && !filters.arrAirports.includes(flight.arrival.airport.code))
      return false;
    if (filters.cabin && flight.fares.length > 0 && shownFare(flight.fares, filters.cabin) === null)
      return false;
    return true;
  });
  const byTime = (a: T, b: T) => minutesOf(a.departure.clock) - minutesOf(b.departure.clock);
  if (filters.sort === 'time') return shown.sort(byTime);
  const price = (flight: T) =>
    shownFare(flight.fares, filters.cabin)?.adultPrice.fen ?? Number.POSITIVE_INFINITY;
  return shown.sort((a, b) => {
    const pa = price(a);
    const pb = price(b);
    if (pa !== pb) return pa < pb ? -1 : 1;
    return byTime(a, b);
  });
}

export interface FilterOption {
  value: string;
  label: string;
}

/** What the list's flights offer to filter on: airlines and airports, in order of first appearance. */
export interface OptionsSource {
  airline: { code: string; shortName: string };
  departure: { airport: { code: string; shortName: string; name: string } };
  arrival: { airport: { code: string; shortName: string; name: string } };
}

export function filterOptions(flights: readonly OptionsSource[]): {
  airlines: FilterOption[];
  depAirports: FilterOption[];
  arrAirports: FilterOption[];
} {
  const airlines = new Map<string, string>();
  const dep = new Map<string, string>();
  const arr = new Map<string, string>();
  for (const f of flights) {
    if (!airlines.has(f.airline.code)) airlines.set(f.airline.code, f.airline.shortName);
    if (!dep.has(f.departure.airport.code)) dep.set(f.departure.airport.code, f.departure.airport.name);
    if (!arr.has(f.arrival.airport.code)) arr.set(f.arrival.airport.code, f.arrival.airport.name);
  }
  const options = (m: Map<string, string>) => [...m].map(([value, label]) => ({ value, label }));
  return { airlines: options(airlines), depAirports: options(dep), arrAirports: options(arr) };
}
