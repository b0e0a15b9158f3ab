import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureLineCity,
  createLocalCityStore,
  DEFAULT_CITY,
  LOCATION_CACHE_MS,
  pickByName,
  STORAGE_KEYS,
  type CityRef,
  type LocalCityDeps,
  type StorageLike,
} from './cityStore.ts';

const SHANGHAI_POSITION = { longitude: 121.47, latitude: 31.23 };
const SHANGHAI: CityRef = { name: '上海', adcode: '310000', longitude: 121.473701, latitude: 31.230416 };
const HANGZHOU: CityRef = { name: '杭州', adcode: '330100', longitude: 120.15507, latitude: 30.274084 };

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function setup(overrides: Partial<LocalCityDeps> = {}) {
  const storage = memoryStorage();
  const deps = {
    storage,
    now: () => Date.now(),
    getPosition: vi.fn(async () => SHANGHAI_POSITION),
    locateCity: vi.fn(async () => ({ name: '上海', adcode: '310000' })),
    searchCities: vi.fn(async () => [SHANGHAI]),
    ...overrides,
  } satisfies LocalCityDeps;
  return { deps, storage, make: () => createLocalCityStore(deps) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'));
});
afterEach(() => vi.useRealTimers());

describe('local city store', () => {
  it('starts with Beijing at the spec position before anything is known', () => {
    const store = setup().make();
    expect(store.getState()).toEqual({ city: DEFAULT_CITY, source: 'default', located: null, locating: false });
    expect(DEFAULT_CITY).toMatchObject({ name: '北京', longitude: 116.331398, latitude: 39.897445 });
  });

  it('names the position through locateCity and caches the answer', async () => {
    const { deps, storage, make } = setup();
    const store = make();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().locating));
    await store.ensureLocated();
    expect(deps.locateCity).toHaveBeenCalledWith(SHANGHAI_POSITION);
    expect(store.getState()).toMatchObject({
      city: { name: '上海', adcode: '310000', ...SHANGHAI_POSITION },
      source: 'located',
      located: { fallback: false },
      locating: false,
    });
    expect(seen).toEqual([true, false]);
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.located)!)).toMatchObject({
      city: { name: '上海' },
      at: Date.now(),
    });
  });

  it('reuses the cached city for 5 minutes, then asks for the position again', async () => {
    const locateCity = vi.fn(async () => ({ name: '上海', adcode: '310000' }));
    const { deps, make } = setup({ locateCity });
    await make().ensureLocated();
    expect(deps.getPosition).toHaveBeenCalledTimes(1);

    // A new page load within the cache period: the city is there at once, no new request.
    vi.advanceTimersByTime(LOCATION_CACHE_MS - 1);
    const again = make();
    expect(again.getState()).toMatchObject({ city: { name: '上海' }, source: 'located' });
    await again.ensureLocated();
    expect(deps.getPosition).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    locateCity.mockResolvedValueOnce({ name: '杭州', adcode: '330100' });
    const later = make();
    // The stale city stands in while the position is asked for again.
    expect(later.getState().city.name).toBe('上海');
    await later.ensureLocated();
    expect(deps.getPosition).toHaveBeenCalledTimes(2);
    expect(later.getState().city.name).toBe('杭州');
  });

  it('falls back to Beijing when location is refused, and does not ask again within the cache period', async () => {
    const refused = Object.assign(new Error('User denied Geolocation'), { code: 1 });
    const { deps, make } = setup({ getPosition: vi.fn(async () => Promise.reject(refused)) });
    const store = make();
    await store.ensureLocated();
    expect(store.getState()).toEqual({
      city: DEFAULT_CITY,
      source: 'default',
      located: { city: DEFAULT_CITY, fallback: true },
      locating: false,
    });
    expect(deps.locateCity).not.toHaveBeenCalled();
    await make().ensureLocated();
    expect(deps.getPosition).toHaveBeenCalledTimes(1);
  });

  it('keeps Beijing when no served city is near the position', async () => {
    const { make } = setup({ locateCity: vi.fn(async () => null) });
    const store = make();
    await store.ensureLocated();
    expect(store.getState()).toMatchObject({ city: DEFAULT_CITY, source: 'default', located: { fallback: true } });
  });

  it('uses Beijing but retries next time when the graph fails', async () => {
    const { deps, storage, make } = setup({ locateCity: vi.fn(async () => Promise.reject(new Error('502'))) });
    const store = make();
    await store.ensureLocated();
    expect(store.getState().city).toEqual(DEFAULT_CITY);
    expect(storage.data.has(STORAGE_KEYS.located)).toBe(false);
    await make().ensureLocated();
    expect(deps.getPosition).toHaveBeenCalledTimes(2);
  });

  it('makes one request for concurrent callers', async () => {
    const { deps, make } = setup();
    const store = make();
    await Promise.all([store.ensureLocated(), store.ensureLocated()]);
    expect(deps.getPosition).toHaveBeenCalledTimes(1);
  });

  it('lets a chosen city override the located one, across page loads, until cleared', async () => {
    const { make } = setup();
    const store = make();
    await store.ensureLocated();
    store.choose(HANGZHOU);
    expect(store.getState()).toMatchObject({ city: HANGZHOU, source: 'chosen', located: { city: { name: '上海' } } });

    vi.advanceTimersByTime(LOCATION_CACHE_MS * 10);
    const nextVisit = make();
    expect(nextVisit.getState()).toMatchObject({ city: HANGZHOU, source: 'chosen' });
    await nextVisit.ensureLocated();
    expect(nextVisit.getState().city).toEqual(HANGZHOU);

    nextVisit.clearChoice();
    expect(nextVisit.getState()).toMatchObject({ city: { name: '上海' }, source: 'located' });
  });

  it('ignores unreadable or tampered storage', () => {
    const { storage, make } = setup();
    storage.data.set(STORAGE_KEYS.chosen, '{"name":"x","adcode":"javascript:"}');
    storage.data.set(STORAGE_KEYS.located, 'not json');
    expect(make().getState()).toMatchObject({ city: DEFAULT_CITY, source: 'default', located: null });
  });

  it('works when storage throws (private mode)', async () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = setup({ storage: throwing }).make();
    await store.ensureLocated();
    expect(store.getState().city.name).toBe('上海');
    store.choose(HANGZHOU);
    expect(store.getState().city).toEqual(HANGZHOU);
  });
});

describe('linecity', () => {
  it('chooses the city a landing URL names, once', async () => {
    const { deps, storage, make } = setup();
    captureLineCity('?linecity=%E4%B8%8A%E6%B5%B7&token=x', storage);
    const store = make();
    await store.resolvePendingLineCity();
    expect(deps.searchCities).toHaveBeenCalledWith('上海');
    expect(store.getState()).toMatchObject({ city: SHANGHAI, source: 'chosen' });
    expect(storage.data.has(STORAGE_KEYS.pendingLineCity)).toBe(false);
    await store.resolvePendingLineCity();
    expect(deps.searchCities).toHaveBeenCalledTimes(1);
  });

  it('drops a name that is no served city, keeping the current one', async () => {
    const { storage, make } = setup({ searchCities: vi.fn(async () => [HANGZHOU]) });
    captureLineCity('?linecity=火星', storage);
    const store = make();
    await store.resolvePendingLineCity();
    expect(store.getState().source).toBe('default');
    expect(storage.data.has(STORAGE_KEYS.pendingLineCity)).toBe(false);
  });

  it('keeps the name for a retry when the search fails', async () => {
    const { storage, make } = setup({ searchCities: vi.fn(async () => Promise.reject(new Error('offline'))) });
    captureLineCity('linecity=上海', storage);
    await make().resolvePendingLineCity();
    expect(storage.data.get(STORAGE_KEYS.pendingLineCity)).toBe('上海');
  });

  it('ignores an empty or absurd value', () => {
    const storage = memoryStorage();
    captureLineCity('?linecity=%20', storage);
    captureLineCity(`?linecity=${'长'.repeat(21)}`, storage);
    captureLineCity('?other=1', storage);
    expect(storage.data.size).toBe(0);
  });

  it('matches by exact name or without the administrative suffix', () => {
    expect(pickByName([HANGZHOU, SHANGHAI], '上海')).toBe(SHANGHAI);
    expect(pickByName([HANGZHOU, SHANGHAI], '上海市')).toBe(SHANGHAI);
    expect(pickByName([HANGZHOU], '上')).toBeNull();
  });
});
