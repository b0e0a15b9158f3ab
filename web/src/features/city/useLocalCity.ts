import { useApolloClient, type ApolloClient } from '@apollo/client';
import { useEffect, useSyncExternalStore } from 'react';
import { LocalCityLocateQueryDocument, LocalCitySearchQueryDocument } from '../../__generated__/graphql.ts';
import { browserStorage } from '../../lib/storage.ts';
import {
  captureLineCity,
  createLocalCityStore,
  LOCATION_CACHE_MS,
  type CityRef,
  type LocalCityState,
  type LocalCityStore,
  type Position,
} from './cityStore.ts';

/**
 * Longest wait for the browser's position. Its own `timeout` only runs once permission is given;
 * a prompt the shopper ignores would otherwise leave the city "locating" forever.
 */
export const POSITION_DEADLINE_MS = 10_000;

/** The device's position through `navigator.geolocation`; rejects when refused, missing or slow. */
export function browserPosition(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<Position>((resolve, reject) => {
    if (!geolocation) return reject(new Error('geolocation unavailable'));
    const deadline = setTimeout(() => reject(new Error('geolocation timed out')), POSITION_DEADLINE_MS);
    geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(deadline);
        resolve({ longitude: coords.longitude, latitude: coords.latitude });
      },
      (error) => {
        clearTimeout(deadline);
        reject(error);
      },
      // City precision is all we need: coarse is faster and kinder to the battery.
      { enableHighAccuracy: false, timeout: POSITION_DEADLINE_MS - 500, maximumAge: LOCATION_CACHE_MS },
    );
  });
}

let singleton: LocalCityStore | null = null;

/** The app's one local-city store, talking to the graph through `client`. */
export function localCityStore(client: ApolloClient<object>): LocalCityStore {
  if (singleton) return singleton;
  const storage = browserStorage('local') ?? null;
  // The page that creates the store is usually the landing page; the shell may capture earlier.
  if (typeof window !== 'undefined') captureLineCity(window.location.search, storage);
  singleton = createLocalCityStore({
    storage,
    now: () => Date.now(),
    getPosition: () => browserPosition(),
    locateCity: async ({ longitude, latitude }) => {
      const { data } = await client.query({
        query: LocalCityLocateQueryDocument,
        variables: { longitude, latitude },
        fetchPolicy: 'network-only',
      });
      const city = data.locateCity?.city;
      return city ? { name: city.name, adcode: city.adcode } : null;
    },
    searchCities: async (keyword) => {
      const { data } = await client.query({ query: LocalCitySearchQueryDocument, variables: { keyword } });
      return data.searchCities.map(toCityRef);
    },
  });
  return singleton;
}

/** For a `linecity` read by the shell at start-up (spec §3), before any page needs the city. */
export function captureLineCityFromUrl(search: string): void {
  captureLineCity(search, browserStorage('local') ?? null);
}

/** Test hook: forget the store so each test starts from its own storage. */
export function resetLocalCityForTests(): void {
  singleton = null;
}

export function toCityRef(city: { name: string; adcode: string; longitude: number; latitude: number }): CityRef {
  return { name: city.name, adcode: city.adcode, longitude: city.longitude, latitude: city.latitude };
}

export interface UseLocalCityOptions {
  /**
   * When to ask for the position: `always` (the city switcher shows 当前定位), or `unlessChosen`
   * (the home: a chosen city makes the prompt pointless). Default `unlessChosen`.
   */
  locate?: 'always' | 'unlessChosen';
}

export interface UseLocalCity extends LocalCityState {
  choose: (city: CityRef) => void;
  clearChoice: () => void;
}

/** The local city and the ways to change it; re-renders when it changes. */
export function useLocalCity({ locate = 'unlessChosen' }: UseLocalCityOptions = {}): UseLocalCity {
  const store = localCityStore(useApolloClient());
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    void store.resolvePendingLineCity().then(() => {
      if (locate === 'always' || store.getState().source !== 'chosen') void store.ensureLocated();
    });
  }, [store, locate]);
  return { ...state, choose: store.choose, clearChoice: store.clearChoice };
}
