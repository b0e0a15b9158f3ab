// The cities flights are searched by: each IATA city code with its airports, from the seed. A city is
// international when it lies abroad or in Hong Kong, Macao or Taiwan (booked as international).
import { AIRPORTS, CITY_INITIALS, HOT_DOMESTIC, HOT_INTERNATIONAL, type AirportInfo } from './airports.ts';

export interface AirCity {
  code: string;
  name: string;
  pinyin: string;
  initials: string;
  international: boolean;
  country: string;
  airports: AirportInfo[];
}

/** Plain code-unit order: pinyin is ASCII, and locale rules would differ between machines. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const CITIES: readonly AirCity[] = (() => {
  const byCode = new Map<string, AirCity>();
  for (const a of AIRPORTS.values()) {
    const city = byCode.get(a.cityCode);
    if (city) {
      city.airports.push(a);
      continue;
    }
    const initials = CITY_INITIALS[a.cityCode];
    if (!initials) throw new Error(`flight cities: no pinyin initials for ${a.cityCode}`);
    byCode.set(a.cityCode, {
      code: a.cityCode,
      name: a.cityName,
      pinyin: a.cityPinyin,
      initials,
      international: a.region !== 'domestic',
      country: a.country,
      airports: [a],
    });
  }
  return [...byCode.values()];
})();

const BY_CODE = new Map(CITIES.map((c) => [c.code, c]));

/** Every air city, in seed order. */
export function allAirCities(): readonly AirCity[] {
  return CITIES;
}

/**
 * The city a code names: a city code, or the city of an airport code (PVG → 上海). A code that is
 * both (SHA) is the city. Undefined when unknown.
 */
export function airCityOf(code: string): AirCity | undefined {
  const upper = code.toUpperCase();
  const city = BY_CODE.get(upper);
  if (city) return city;
  const airport = AIRPORTS.get(upper);
  return airport ? BY_CODE.get(airport.cityCode) : undefined;
}

/** The picker's lists: hot cities in display order, then every city A–Z by pinyin. */
export function airCityDirectory(international: boolean): {
  hot: AirCity[];
  groups: { letter: string; cities: AirCity[] }[];
  total: number;
} {
  const cities = CITIES.filter((c) => c.international === international);
  const hot = (international ? HOT_INTERNATIONAL : HOT_DOMESTIC).map((code) => BY_CODE.get(code)!);
  const byLetter = new Map<string, AirCity[]>();
  for (const city of [...cities].sort((a, b) => compare(a.pinyin, b.pinyin))) {
    const letter = city.pinyin.charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), city]);
  }
  const groups = [...byLetter.entries()]
    .sort(([a], [b]) => compare(a, b))
    .map(([letter, list]) => ({ letter, cities: list }));
  return { hot, groups, total: cities.length };
}

/**
 * Cities a keyword finds, domestic and international, best first: a city or airport code, the exact
 * name, pinyin or initials; then the name starting with it; then pinyin or initials starting with it;
 * then the city or one of its airports containing it (浦东, 大兴); then the country (日本). Ties keep
 * the seed order.
 */
export function searchAirCities(keyword: string): AirCity[] {
  const k = keyword.toLowerCase().replace(/[\s']/g, '');
  const code = k.toUpperCase();
  const rank = (c: AirCity): number => {
    if (c.code === code || c.airports.some((a) => a.iata === code)) return 0;
    if (c.name === keyword || c.pinyin === k || c.initials === k) return 0;
    if (c.name.startsWith(keyword)) return 1;
    if (c.pinyin.startsWith(k) || c.initials.startsWith(k)) return 2;
    if (
      c.name.includes(keyword) ||
      c.airports.some((a) => a.name.includes(keyword) || a.shortName.includes(keyword))
    )
      return 3;
    if (c.country !== '中国' && c.country.includes(keyword)) return 4;
    return -1;
  };
  return CITIES.map((city, index) => ({ city, index, rank: rank(city) }))
    .filter((hit) => hit.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.city);
}
