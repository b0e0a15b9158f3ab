import type { ApolloClient } from '@apollo/client';
import {
  HotelCityDirectoryQueryDocument,
  type HotelCity_CityFragment,
  type HotelCityDirectoryQuery,
} from '../../../__generated__/graphql.ts';
import { isAdcode } from './listQuery.ts';

/** Every city of the directory once (hot cities are also in their letter's group). */
export function allCities(directory: HotelCityDirectoryQuery['hotelCities']): HotelCity_CityFragment[] {
  const byCode = new Map<string, HotelCity_CityFragment>();
  for (const city of [...directory.hot, ...directory.groups.flatMap((g) => g.cities)])
    if (!byCode.has(city.adcode)) byCode.set(city.adcode, city);
  return [...byCode.values()];
}

/** `北京市` and `北京` are one city; pinyin in any case. */
function normalName(name: string): string {
  return name.trim().toLowerCase().replace(/市$/, '');
}

/**
 * The city a URL's `city` names: an adcode, or a name or pinyin as banner links send them (`北京`,
 * `北京市`, `beijing`). Null when the directory has no such city.
 */
export function findCity(
  directory: HotelCityDirectoryQuery['hotelCities'],
  raw: string,
): HotelCity_CityFragment | null {
  const cities = allCities(directory);
  if (isAdcode(raw.trim())) return cities.find((c) => c.adcode === raw.trim()) ?? null;
  const wanted = normalName(raw);
  if (!wanted) return null;
  return cities.find((c) => normalName(c.name) === wanted || c.pinyin.toLowerCase() === wanted) ?? null;
}

/** The directory, from the cache when a page already asked. */
export async function loadCityDirectory(client: ApolloClient<object>) {
  const { data } = await client.query({ query: HotelCityDirectoryQueryDocument });
  return data.hotelCities;
}
