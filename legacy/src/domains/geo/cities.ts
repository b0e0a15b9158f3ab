import type { Static } from '@storefront/schema/rest';
import type { City as CityShape } from '@storefront/schema/rest/geo';
import { Flag, LegacyError } from '../../core/errors.ts';
import type { Queryable } from '../../db/types.ts';

/** Flags of this domain (CONTRACT.md, "Geo"). */
export const GeoFlag = {
  CITY_UNKNOWN: 2101,
  OUT_OF_SERVICE_AREA: 2102,
} as const;

/** A city as the switcher, locate and weather answer it (the contract's `City`). */
export type City = Static<typeof CityShape>;

interface CityRow extends Omit<City, 'is_hot'> {
  is_hot: boolean;
  sort: number;
}

function toCity(row: CityRow): City {
  return {
    adcode: row.adcode,
    name: row.name,
    pinyin: row.pinyin,
    initials: row.initials,
    first_letter: row.first_letter,
    province: row.province,
    longitude: row.longitude,
    latitude: row.latitude,
    is_hot: row.is_hot ? 1 : 0,
  };
}

const SELECT = `select adcode, name, pinyin, pinyin_initials as initials, first_letter, province, longitude,
  latitude, is_hot, sort from cities`;

/** Every city, in the catalogue's order. */
export async function allCities(db: Queryable): Promise<City[]> {
  const rows = await db.query<CityRow>(`${SELECT} order by sort, adcode`);
  return rows.map(toCity);
}

/**
 * The city an adcode names. A district or county code (110105, 530702) falls back to its city
 * (5307xx → 530700) and then to its province-level code (municipalities: 1101xx → 110000), as a map
 * API's codes do; anything else is unknown.
 */
export async function cityByAdcode(db: Queryable, adcode: string): Promise<City | null> {
  const candidates = [...new Set([adcode, `${adcode.slice(0, 4)}00`, `${adcode.slice(0, 2)}0000`])];
  const rows = await db.query<CityRow>(`${SELECT} where adcode = any($1::text[])`, [candidates]);
  for (const code of candidates) {
    const row = rows.find((r) => r.adcode === code);
    if (row) return toCity(row);
  }
  return null;
}

export function requireCity(city: City | null): City {
  if (!city) throw new LegacyError(GeoFlag.CITY_UNKNOWN, '暂不支持该城市，请重新选择');
  return city;
}

export function checkAdcode(adcode: string): string {
  if (!/^\d{6}$/.test(adcode)) throw new LegacyError(Flag.BAD_PARAM, '城市编码应为6位数字');
  return adcode;
}

/**
 * Cities a keyword finds, best first: exact name, pinyin or initials; then name, pinyin or
 * initials starting with it; then name or province containing it. Ties keep the catalogue order.
 */
export function searchCities(cities: readonly City[], keyword: string): City[] {
  const k = keyword.toLowerCase().replace(/[\s']/g, '');
  const rank = (c: City): number => {
    if (c.name === keyword || c.pinyin === k || (c.initials !== '' && c.initials === k)) return 0;
    if (c.name.startsWith(keyword)) return 1;
    if (c.pinyin.startsWith(k) || (c.initials !== '' && c.initials.startsWith(k))) return 2;
    if (c.name.includes(keyword)) return 3;
    if (c.province.includes(keyword)) return 4;
    return -1;
  };
  return cities
    .map((city, index) => ({ city, index, rank: rank(city) }))
    .filter((hit) => hit.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.city);
}

/** Great-circle distance in km (haversine; the Earth as a sphere is plenty for picking a city). */
export function distanceKm(lng1: number, lat1: number, lng2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The nearest city and how far it is. */
export function nearestCity(
  cities: readonly City[],
  longitude: number,
  latitude: number,
): { city: City; km: number } | null {
  let best: { city: City; km: number } | null = null;
  for (const city of cities) {
    const km = distanceKm(longitude, latitude, city.longitude, city.latitude);
    if (!best || km < best.km) best = { city, km };
  }
  return best;
}
