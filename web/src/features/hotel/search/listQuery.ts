import type { HotelSearchInput, HotelSort } from '../../../__generated__/graphql.ts';
import { parseStay, type Stay } from './stay.ts';

/**
 * The hotel list's URL (`/hotel/hotelList`, banner type 6) and the search it asks for. Every choice
 * the shopper makes lives in the query, so reload, back and a shared link show the same list:
 *
 * | parameter | meaning |
 * |---|---|
 * | `city` | the city's adcode (a Chinese name from a banner is turned into it by the page) |
 * | `checkin`, `checkout` | the stay (stay.ts) |
 * | `search` | keyword |
 * | `lat`, `lng` | the point of a landmark or station picked in auto-match: distance and its sort |
 * | `sort` | `price_asc` `price_desc` `star_desc` `score_desc` `distance`; none is 推荐 |
 * | `price` | `<min fen>-<max fen>`, the max left out for "and up" |
 * | `level` `brand` `facility` `tag` `district` `subway` | repeated, one value each (`tag` is also the banner's) |
 */

/** Page size of the list's infinite scroll (and the map's pins). */
export const PAGE_SIZE = 20;

export const SORTS: readonly { value: HotelSort; key: string | null; label: string }[] = [
  { value: 'RECOMMEND', key: null, label: '推荐排序' },
  { value: 'PRICE_ASC', key: 'price_asc', label: '低价优先' },
  { value: 'PRICE_DESC', key: 'price_desc', label: '高价优先' },
  { value: 'STAR_DESC', key: 'star_desc', label: '星级优先' },
  { value: 'SCORE_DESC', key: 'score_desc', label: '评分优先' },
  { value: 'DISTANCE', key: 'distance', label: '距离优先' },
];

/** Levels the 星级/钻级 filter offers: stars and diamonds of the same value go together. */
export const LEVELS: readonly { value: number; label: string }[] = [
  { value: 2, label: '二星及以下/经济' },
  { value: 3, label: '三星/舒适' },
  { value: 4, label: '四星/高档' },
  { value: 5, label: '五星/豪华' },
];

/** The list filters kept in the URL (the sort, the point and the keyword are apart). */
export interface HotelFilterState {
  priceMinFen: number | null;
  priceMaxFen: number | null;
  levels: number[];
  brands: string[];
  facilities: string[];
  tags: string[];
  districts: string[];
  subways: string[];
}

export const NO_FILTERS: HotelFilterState = Object.freeze({
  priceMinFen: null,
  priceMaxFen: null,
  levels: [],
  brands: [],
  facilities: [],
  tags: [],
  districts: [],
  subways: [],
}) as HotelFilterState;

/** The repeated parameters, by filter. */
const LIST_PARAMS = {
  levels: 'level',
  brands: 'brand',
  facilities: 'facility',
  tags: 'tag',
  districts: 'district',
  subways: 'subway',
} as const;

/** Every parameter that only filters or orders the same city's list (what 清空筛选 takes away). */
export const FILTER_PARAM_NAMES = ['price', ...Object.values(LIST_PARAMS)] as const;
/** Parameters that only make sense in one city: a new city drops them. */
export const CITY_BOUND_PARAMS = ['search', 'lat', 'lng', 'sort', ...FILTER_PARAM_NAMES] as const;

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface HotelListQuery {
  /** Adcode, or a name still to be resolved; null when the URL names none. */
  city: string | null;
  stay: Stay;
  keyword: string | null;
  point: GeoPoint | null;
  sort: HotelSort;
  filters: HotelFilterState;
}

/** Six digits: an adcode rather than a name. */
export function isAdcode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

function values(params: URLSearchParams, name: string, max = 30): string[] {
  const seen = new Set<string>();
  for (const raw of params.getAll(name)) {
    const value = raw.trim();
    if (value && value.length <= 40) seen.add(value);
  }
  return [...seen].slice(0, max);
}

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** `price=15000-30000` → fen bounds; anything else is no bound. */
export function parsePrice(raw: string | null): { min: number | null; max: number | null } {
  const match = /^(\d{1,7})-(\d{1,7})?$/.exec(raw?.trim() ?? '');
  if (!match) return { min: null, max: null };
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && max < min) return { min: null, max: null };
  return { min: min > 0 ? min : null, max };
}

export function priceParam(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  return `${min ?? 0}-${max ?? ''}`;
}

/** What a list URL asks for; unknown values are dropped rather than filtering everything out. */
export function parseListQuery(params: URLSearchParams, today: string): HotelListQuery {
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const point = lat !== null && lng !== null ? { lat, lng } : null;
  const sortKey = params.get('sort');
  const sort = SORTS.find((s) => s.key !== null && s.key === sortKey);
  const price = parsePrice(params.get('price'));
  const levelSet = new Set(LEVELS.map((l) => String(l.value)));
  return {
    city: params.get('city')?.trim() || null,
    stay: parseStay(params, today),
    keyword: params.get('search')?.trim().slice(0, 30) || null,
    point,
    // Distance needs a point: without one the house's order is the only honest one.
    sort: sort && (sort.value !== 'DISTANCE' || point) ? sort.value : 'RECOMMEND',
    filters: {
      priceMinFen: price.min,
      priceMaxFen: price.max,
      levels: values(params, LIST_PARAMS.levels)
        .filter((v) => levelSet.has(v))
        .map(Number)
        .sort(),
      brands: values(params, LIST_PARAMS.brands),
      facilities: values(params, LIST_PARAMS.facilities),
      tags: values(params, LIST_PARAMS.tags),
      districts: values(params, LIST_PARAMS.districts),
      subways: values(params, LIST_PARAMS.subways),
    },
  };
}

/** `params` with the filters written in (empty ones left out); every other parameter is kept. */
export function writeFilters(params: URLSearchParams, filters: HotelFilterState): URLSearchParams {
  const next = new URLSearchParams(params);
  const price = priceParam(filters.priceMinFen, filters.priceMaxFen);
  if (price) next.set('price', price);
  else next.delete('price');
  for (const [field, name] of Object.entries(LIST_PARAMS) as [keyof typeof LIST_PARAMS, string][]) {
    next.delete(name);
    for (const value of filters[field]) next.append(name, String(value));
  }
  return next;
}

export function writeSort(params: URLSearchParams, sort: HotelSort): URLSearchParams {
  const next = new URLSearchParams(params);
  const key = SORTS.find((s) => s.value === sort)?.key ?? null;
  if (key) next.set('sort', key);
  else next.delete('sort');
  return next;
}

/** `params` without any filter (the sort, keyword and point stay). */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAM_NAMES) next.delete(name);
  return next;
}

/** `params` without the keyword and its point (and the distance sort that needed it). */
export function clearKeyword(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('search');
  next.delete('lat');
  next.delete('lng');
  if (next.get('sort') === 'distance') next.delete('sort');
  return next;
}

/** How many filter values are chosen (for the badges and the empty state). */
export function filterCount(filters: HotelFilterState): number {
  return (
    (filters.priceMinFen !== null || filters.priceMaxFen !== null ? 1 : 0) +
    filters.levels.length +
    filters.brands.length +
    filters.facilities.length +
    filters.tags.length +
    filters.districts.length +
    filters.subways.length
  );
}

/** The graph's search input for one page of a list whose city is an adcode. */
export function searchInput(query: HotelListQuery, city: string, pageNum = 1): HotelSearchInput {
  const { filters } = query;
  const input: HotelSearchInput = {
    city,
    checkIn: query.stay.checkIn,
    checkOut: query.stay.checkOut,
    sort: query.sort,
    pageNum,
    pageSize: PAGE_SIZE,
  };
  // Only what is set goes out, so equal searches have equal variables (one cache entry).
  if (query.keyword) input.keyword = query.keyword;
  if (query.point) input.near = { lat: query.point.lat, lng: query.point.lng };
  if (filters.priceMinFen !== null) input.priceMinFen = filters.priceMinFen;
  if (filters.priceMaxFen !== null) input.priceMaxFen = filters.priceMaxFen;
  if (filters.levels.length) input.levels = filters.levels;
  if (filters.brands.length) input.brands = filters.brands;
  if (filters.facilities.length) input.facilities = filters.facilities;
  if (filters.tags.length) input.tags = filters.tags;
  if (filters.districts.length) input.districts = filters.districts;
  if (filters.subways.length) input.subways = filters.subways;
  return input;
}

/** A hotel list URL. */
export function hotelListUrl(fields: {
  city: string;
  stay: Pick<Stay, 'checkIn' | 'checkOut'>;
  keyword?: string | null;
  point?: GeoPoint | null;
  sort?: HotelSort | null;
}): string {
  const params = new URLSearchParams({
    city: fields.city,
    checkin: fields.stay.checkIn,
    checkout: fields.stay.checkOut,
  });
  if (fields.keyword) params.set('search', fields.keyword);
  if (fields.point) {
    params.set('lat', String(fields.point.lat));
    params.set('lng', String(fields.point.lng));
  }
  const sortKey = SORTS.find((s) => s.value === fields.sort)?.key;
  if (sortKey) params.set('sort', sortKey);
  return `/hotel/hotelList?${params.toString()}`;
}

/** The detail page of a hotel for the stay. */
export function hotelDetailUrl(hotelId: string, stay: Pick<Stay, 'checkIn' | 'checkOut'>): string {
  const params = new URLSearchParams({ hotel_code: hotelId, checkin: stay.checkIn, checkout: stay.checkOut });
  return `/hotel/hoteldetail?${params.toString()}`;
}
