/**
 * The shopper's local city (spec §3 "Local city", §4, §9): located from the browser's position,
 * remembered for 5 minutes, Beijing when location fails; a city the shopper picks (city switcher,
 * or `linecity` on the landing URL) wins over the located one and is kept until changed.
 *
 * Pure logic with its effects injected, so the cache and fallback rules are unit-tested without a
 * browser; `useLocalCity.ts` wires it to `navigator.geolocation`, localStorage and the graph.
 */
import { readJson, readText, removeItem, writeJson, writeText } from '../../lib/storage.ts';

/** A city as the storefront keeps it. */
export interface CityRef {
  name: string;
  /** 6-digit administrative code; the weather and hot hotels are asked for by it. */
  adcode: string;
  longitude: number;
  latitude: number;
}

/** Spec §3: the default local city and its position. `110000` is Beijing's (province-level) code. */
export const DEFAULT_CITY: CityRef = Object.freeze({
  name: '北京',
  adcode: '110000',
  longitude: 116.331398,
  latitude: 39.897445,
});

/** Spec §4/§9: a located city is reused for 5 minutes before the position is asked for again. */
export const LOCATION_CACHE_MS = 300_000;

export const STORAGE_KEYS = {
  located: 'sf.localCity.located',
  chosen: 'sf.localCity.chosen',
  /** A `linecity` name from a landing URL, waiting to be resolved to a city. */
  pendingLineCity: 'sf.localCity.linecity',
} as const;

/** Where the city in use comes from. */
export type CitySource = 'default' | 'located' | 'chosen';

export interface LocatedCity {
  city: CityRef;
  /** True when location failed or found no served city, so `city` is the default. */
  fallback: boolean;
}

export interface LocalCityState {
  /** The city pages use: chosen, else located, else the default. */
  city: CityRef;
  source: CitySource;
  /** The located city (for 当前定位), or null before the first answer. */
  located: LocatedCity | null;
  /** A position or locate request is under way. */
  locating: boolean;
}

export interface Position {
  longitude: number;
  latitude: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface LocalCityDeps {
  /** Where the cache and the choice live; null where there is none (private mode may throw too). */
  storage: StorageLike | null;
  now: () => number;
  /** The device's position; rejects when refused, unavailable or timed out. */
  getPosition: () => Promise<Position>;
  /** The served city nearest to a position, null when none is near (keep the default). */
  locateCity: (position: Position) => Promise<Omit<CityRef, 'longitude' | 'latitude'> | null>;
  /** Cities matching a name, best first. */
  searchCities: (keyword: string) => Promise<CityRef[]>;
}

interface CachedLocation extends LocatedCity {
  at: number;
}

export interface LocalCityStore {
  getState(): LocalCityState;
  subscribe(listener: () => void): () => void;
  /** Locates the shopper unless a fresh (under 5 minutes) answer is cached; one request at a time. */
  ensureLocated(): Promise<void>;
  /** The shopper picked a city: it is used from now on, across visits. */
  choose(city: CityRef): void;
  /** Back to the located city (当前定位 in the switcher). */
  clearChoice(): void;
  /**
   * Resolves a pending `linecity` name (see `captureLineCity`) and chooses it. A name that matches
   * no city is dropped; a failed search keeps it for the next try.
   */
  resolvePendingLineCity(): Promise<void>;
}

export function createLocalCityStore(deps: LocalCityDeps): LocalCityStore {
  const listeners = new Set<() => void>();
  let chosen = readChecked(deps.storage, STORAGE_KEYS.chosen, isCityRef);
  // A stale cached city is still the best first guess while the position is asked for again.
  let cached = readChecked(deps.storage, STORAGE_KEYS.located, isCachedLocation);
  let locating = false;
  let inFlight: Promise<void> | null = null;
  let lineCityInFlight: Promise<void> | null = null;
  let state = compute();

  function compute(): LocalCityState {
    const located = cached ? { city: cached.city, fallback: cached.fallback } : null;
    if (chosen) return { city: chosen, source: 'chosen', located, locating };
    if (located && !located.fallback) return { city: located.city, source: 'located', located, locating };
    return { city: DEFAULT_CITY, source: 'default', located, locating };
  }

  function emit() {
    const next = compute();
    // A new object only when something changed: useSyncExternalStore re-renders on identity.
    if (!sameState(state, next)) state = next;
    for (const listener of [...listeners]) listener();
  }

  function isFresh(entry: CachedLocation | null): boolean {
    if (!entry) return false;
    const age = deps.now() - entry.at;
    return age >= 0 && age < LOCATION_CACHE_MS;
  }

  async function locate(): Promise<void> {
    let result: LocatedCity;
    let cacheIt = true;
    try {
      const position = await deps.getPosition();
      try {
        const found = await deps.locateCity(position);
        // No served city nearby: keep Beijing (spec §3), as the graph's `locateCity` says.
        result = found ? { city: { ...found, ...position }, fallback: false } : fallbackLocation();
      } catch {
        // The graph failed, not the position: use the default now but ask again next time.
        result = fallbackLocation();
        cacheIt = false;
      }
    } catch {
      // Refused, unavailable or timed out: the default, and no new prompt for the cache period.
      result = fallbackLocation();
    }
    cached = { ...result, at: deps.now() };
    if (cacheIt) writeJson(deps.storage, STORAGE_KEYS.located, cached);
    else removeItem(deps.storage, STORAGE_KEYS.located);
  }

  function choose(city: CityRef) {
    chosen = { name: city.name, adcode: city.adcode, longitude: city.longitude, latitude: city.latitude };
    writeJson(deps.storage, STORAGE_KEYS.chosen, chosen);
    emit();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensureLocated() {
      if (inFlight) return inFlight;
      if (isFresh(cached)) return Promise.resolve();
      locating = true;
      emit();
      inFlight = locate().finally(() => {
        locating = false;
        inFlight = null;
        emit();
      });
      return inFlight;
    },
    choose,
    clearChoice() {
      chosen = null;
      removeItem(deps.storage, STORAGE_KEYS.chosen);
      emit();
    },
    resolvePendingLineCity() {
      if (lineCityInFlight) return lineCityInFlight;
      const name = readText(deps.storage, STORAGE_KEYS.pendingLineCity)?.trim();
      if (!name) return Promise.resolve();
      lineCityInFlight = (async () => {
        let matches: CityRef[];
        try {
          matches = await deps.searchCities(name);
        } catch {
          return; // kept for the next try
        }
        removeItem(deps.storage, STORAGE_KEYS.pendingLineCity);
        const city = pickByName(matches, name);
        if (city) choose(city);
      })().finally(() => {
        lineCityInFlight = null;
      });
      return lineCityInFlight;
    },
  };
}

/**
 * Spec §3: `linecity` on the landing URL is the chosen city, by name. Kept until it can be
 * resolved (that needs the graph); call with the landing URL's query string.
 */
export function captureLineCity(search: string, storage: StorageLike | null): void {
  let name: string | null = null;
  try {
    name = new URLSearchParams(search).get('linecity');
  } catch {
    return;
  }
  name = name?.trim() ?? '';
  // Over 20 characters is not a city name (the graph's search takes 1–20).
  if (name && name.length <= 20) writeText(storage, STORAGE_KEYS.pendingLineCity, name);
}

/**
 * The city a `linecity` name means: an exact name, or the name with its administrative suffix
 * (`上海市` is 上海); otherwise nothing, since a loose match would silently switch to another city.
 */
export function pickByName(cities: readonly CityRef[], name: string): CityRef | null {
  const wanted = stripSuffix(name.trim());
  return cities.find((c) => c.name === name.trim()) ?? cities.find((c) => stripSuffix(c.name) === wanted) ?? null;
}

function stripSuffix(name: string): string {
  return name.replace(/(市|地区|自治州|盟)$/, '');
}

function fallbackLocation(): LocatedCity {
  return { city: DEFAULT_CITY, fallback: true };
}

function sameState(a: LocalCityState, b: LocalCityState): boolean {
  return (
    a.source === b.source &&
    a.locating === b.locating &&
    sameCity(a.city, b.city) &&
    a.located?.fallback === b.located?.fallback &&
    (a.located === b.located || (!!a.located && !!b.located && sameCity(a.located.city, b.located.city)))
  );
}

function sameCity(a: CityRef, b: CityRef): boolean {
  return a.adcode === b.adcode && a.name === b.name && a.longitude === b.longitude && a.latitude === b.latitude;
}

function isCityRef(value: unknown): value is CityRef {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['name'] === 'string' &&
    v['name'] !== '' &&
    typeof v['adcode'] === 'string' &&
    /^\d{6}$/.test(v['adcode']) &&
    Number.isFinite(v['longitude']) &&
    Number.isFinite(v['latitude'])
  );
}

function isCachedLocation(value: unknown): value is CachedLocation {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return isCityRef(v['city']) && typeof v['fallback'] === 'boolean' && Number.isFinite(v['at']);
}

// Storage can be missing or throw (Safari private mode, quota): lib/storage.ts answers anyway, and the
// city then lives for the visit only.
function readChecked<T>(storage: StorageLike | null, key: string, guard: (v: unknown) => v is T): T | null {
  const value = readJson(storage, key);
  return guard(value) ? value : null;
}
