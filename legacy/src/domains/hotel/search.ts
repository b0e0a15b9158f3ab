// Search, recommendations, the filters a city offers and auto-match. A city has a few dozen hotels
// at most, so each answer reads the city's hotels, their room types and the stock held for the stay
// in a fixed number of queries and filters, prices, sorts and pages them here: the number of
// queries does not depend on the page size (a test counts them).
import type { HotelSort } from '@storefront/schema/rest/hotel';
import { LegacyError } from '../../core/errors.ts';
import type { Queryable } from '../../db/types.ts';
import { distanceM } from '../../db/seed/hotels.ts';
import { cityPlaces } from '../../db/seed/hotelPlaces.ts';
import { heldNights, hotelsOfCity, roomTypesOf, type HotelRow } from './catalogue.ts';
import { FACILITIES } from './facilities.ts';
import { HotelFlag } from './flags.ts';
import { briefJson, lowestPrice } from './shapes.ts';
import type { Stay } from './stay.ts';

export type Sort = (typeof HotelSort)[number];

export interface City {
  adcode: string;
  name: string;
}

/**
 * The city of an adcode (a district's code answers for its city: as is, then `xxxx00`, then
 * `xx0000`) or of a Chinese city name, as banner links send them. One query.
 */
export async function resolveCity(db: Queryable, text: string): Promise<City> {
  const trimmed = text.trim();
  const codes = /^\d{6}$/.test(trimmed)
    ? [trimmed, `${trimmed.slice(0, 4)}00`, `${trimmed.slice(0, 2)}0000`]
    : [];
  const rows = await db.query<City & { hotels: number }>(
    `select c.adcode, c.name, (select count(*) from hotels h where h.city_adcode = c.adcode)::int as hotels
       from cities c where c.adcode = any($1::text[]) or c.name = $2`,
    [codes, trimmed],
  );
  const city =
    codes.map((code) => rows.find((r) => r.adcode === code)).find(Boolean) ??
    rows.find((r) => r.name === trimmed);
  if (!city || city.hotels === 0) {
    const named = city?.name ?? trimmed;
    throw new LegacyError(HotelFlag.CITY_WITHOUT_HOTELS, `暂无${named}的酒店，请选择其他城市`);
  }
  return { adcode: city.adcode, name: city.name };
}

/** How near a station a hotel must be for the subway filter to count it (metres). */
export const SUBWAY_NEAR_M = 1500;

export interface SearchQuery {
  city: City;
  stay: Stay;
  keyword: string | null;
  sort: Sort;
  point: { lat: number; lng: number } | null;
  priceMinFen: number | null;
  priceMaxFen: number | null;
  levels: number[];
  brands: string[];
  facilities: string[];
  tags: string[];
  districts: string[];
  subways: string[];
  pageNum: number;
  pageSize: number;
}

/** What a keyword is matched against: name, brand, district, area, address, landmarks, stations. */
function matchesKeyword(hotel: HotelRow, keyword: string): boolean {
  const haystack = [
    hotel.name,
    hotel.brand ?? '',
    hotel.district,
    hotel.business_area,
    hotel.address,
    ...hotel.landmarks.map((l) => l.name),
    ...hotel.subways.map((s) => s.name),
  ]
    .join('\n')
    .toLowerCase();
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
}

/**
 * The filters other than price. Alternatives of one kind (levels, brands, districts, stations) match
 * any; facilities and tags are what the hotel must have, so each chosen one must be there.
 */
function passesFilters(hotel: HotelRow, q: SearchQuery): boolean {
  if (q.keyword && !matchesKeyword(hotel, q.keyword)) return false;
  if (q.levels.length > 0 && !q.levels.includes(hotel.level_value)) return false;
  if (q.brands.length > 0 && !q.brands.includes(hotel.brand ?? '')) return false;
  if (q.districts.length > 0 && !q.districts.includes(hotel.district)) return false;
  if (q.facilities.some((f) => !hotel.facilities.includes(f))) return false;
  if (q.tags.some((t) => !hotel.tags.includes(t))) return false;
  if (
    q.subways.length > 0 &&
    !hotel.subways.some((s) => s.distance_m <= SUBWAY_NEAR_M && q.subways.includes(s.name))
  ) {
    return false;
  }
  return true;
}

interface Candidate {
  hotel: HotelRow;
  lowest: number | null;
  distance: number | null;
}

function compare(sort: Sort) {
  const byRank = (a: Candidate, b: Candidate) =>
    a.hotel.recommend_rank - b.hotel.recommend_rank || a.hotel.id.localeCompare(b.hotel.id);
  return (a: Candidate, b: Candidate): number => {
    // Sold-out hotels last, whatever the sort.
    if ((a.lowest === null) !== (b.lowest === null)) return a.lowest === null ? 1 : -1;
    switch (sort) {
      case 'price_asc':
        return (a.lowest ?? 0) - (b.lowest ?? 0) || byRank(a, b);
      case 'price_desc':
        return (b.lowest ?? 0) - (a.lowest ?? 0) || byRank(a, b);
      case 'star_desc':
        return b.hotel.level_value - a.hotel.level_value || b.hotel.score - a.hotel.score || byRank(a, b);
      case 'score_desc':
        return b.hotel.score - a.hotel.score || b.hotel.review_count - a.hotel.review_count || byRank(a, b);
      case 'distance':
        return (a.distance ?? 0) - (b.distance ?? 0) || byRank(a, b);
      default:
        return byRank(a, b);
    }
  };
}

/** One page of a city's hotels for a stay: three queries (hotels, room types, stock) whatever the page. */
export async function searchHotels(db: Queryable, q: SearchQuery) {
  const hotels = (await hotelsOfCity(db, q.city.adcode)).filter((h) => passesFilters(h, q));
  const roomTypes = await roomTypesOf(
    db,
    hotels.map((h) => h.id),
  );
  const held = await heldNights(
    db,
    [...roomTypes.values()].flat().map((rt) => rt.id),
    q.stay.nights,
  );
  const priced: Candidate[] = hotels
    .map((hotel) => ({
      hotel,
      lowest: lowestPrice(hotel, roomTypes.get(hotel.id) ?? [], q.stay, held),
      distance: q.point ? distanceM(q.point.lat, q.point.lng, hotel.lat, hotel.lng) : null,
    }))
    .filter((c) => {
      if (q.priceMinFen === null && q.priceMaxFen === null) return true;
      if (c.lowest === null) return false;
      return (
        (q.priceMinFen === null || c.lowest >= q.priceMinFen) &&
        (q.priceMaxFen === null || c.lowest <= q.priceMaxFen)
      );
    })
    .sort(compare(q.sort));
  const start = (q.pageNum - 1) * q.pageSize;
  return {
    total: priced.length,
    page_num: q.pageNum,
    page_size: q.pageSize,
    check_in: q.stay.checkIn,
    check_out: q.stay.checkOut,
    nights: q.stay.nights.length,
    list: priced.slice(start, start + q.pageSize).map((c) => briefJson(c.hotel, c.lowest, c.distance)),
  };
}

/** At most 6 of the city's hotels, best score first, priced when a stay is given. */
export async function recommendHotels(db: Queryable, city: City, stay: Stay | null, exclude: string | null) {
  const hotels = (await hotelsOfCity(db, city.adcode))
    .filter((h) => h.id !== exclude)
    .sort((a, b) => b.score - a.score || b.review_count - a.review_count || a.id.localeCompare(b.id))
    .slice(0, 6);
  if (!stay) return hotels.map((h) => briefJson(h, null, null));
  const roomTypes = await roomTypesOf(
    db,
    hotels.map((h) => h.id),
  );
  const held = await heldNights(
    db,
    [...roomTypes.values()].flat().map((rt) => rt.id),
    stay.nights,
  );
  return hotels.map((h) => briefJson(h, lowestPrice(h, roomTypes.get(h.id) ?? [], stay, held), null));
}

/** Lines in their natural order: 1号线 … 19号线, then named lines. */
function lineOrder(a: string, b: string): number {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  if (Number.isNaN(na) !== Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
  return Number.isNaN(na) ? a.localeCompare(b, 'zh') : na - nb;
}

const PRICE_RANGES = [
  { min_fen: 0, max_fen: 15_000, text: '¥150以下' },
  { min_fen: 15_000, max_fen: 30_000, text: '¥150–300' },
  { min_fen: 30_000, max_fen: 45_000, text: '¥300–450' },
  { min_fen: 45_000, max_fen: 60_000, text: '¥450–600' },
  { min_fen: 60_000, max_fen: 100_000, text: '¥600–1000' },
  { min_fen: 100_000, max_fen: null, text: '¥1000以上' },
];

/** Counted and ordered by how many hotels have each, then by name. */
function byCount(values: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh')).map(([v]) => v);
}

/** What the list's filters offer in a city, from its hotels (one query). */
export async function cityFilters(db: Queryable, city: City) {
  const hotels = await hotelsOfCity(db, city.adcode);
  const lines = new Map<string, Set<string>>();
  for (const hotel of hotels) {
    for (const s of hotel.subways) {
      if (s.distance_m > SUBWAY_NEAR_M || !s.line) continue;
      for (const line of s.line.split('/')) {
        if (!lines.has(line)) lines.set(line, new Set());
        lines.get(line)!.add(s.name);
      }
    }
  }
  const facilityCodes = new Set(hotels.flatMap((h) => h.facilities));
  return {
    adcode: city.adcode,
    tags: byCount(hotels.flatMap((h) => h.tags)),
    brands: byCount(hotels.flatMap((h) => (h.brand ? [h.brand] : []))),
    districts: byCount(hotels.map((h) => h.district)),
    facilities: FACILITIES.filter((f) => facilityCodes.has(f.code)).map((f) => ({
      code: f.code,
      name: f.name,
      category: f.category,
    })),
    subway_lines: [...lines.entries()]
      .sort((a, b) => lineOrder(a[0], b[0]))
      .map(([line, stations]) => ({
        line,
        stations: [...stations].sort((a, b) => a.localeCompare(b, 'zh')),
      })),
    price_ranges: PRICE_RANGES,
  };
}

type SuggestionKind = 'hotel' | 'brand' | 'district' | 'business_area' | 'landmark' | 'subway';

const KIND_TEXT: Readonly<Record<SuggestionKind, string>> = {
  hotel: '酒店',
  brand: '品牌',
  district: '行政区',
  business_area: '商圈',
  landmark: '地标',
  subway: '地铁站',
};
const KIND_ORDER: readonly SuggestionKind[] = [
  'hotel',
  'brand',
  'district',
  'business_area',
  'landmark',
  'subway',
];

export const MAX_SUGGESTIONS = 20;

interface Suggestion {
  kind: SuggestionKind;
  kind_text: string;
  text: string;
  hotel_id: string | null;
  hint: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Auto-match in a city: hotels by name, brands, districts, business areas, landmarks and stations
 * whose name holds the keyword; exact names first, then names that start with it, then the rest, by
 * kind in that order. One query (the city's hotels); places come from the seeded map data.
 */
export async function autoMatch(db: Queryable, city: City, keyword: string): Promise<Suggestion[]> {
  const hotels = await hotelsOfCity(db, city.adcode);
  const needle = keyword.toLowerCase();
  const found: Suggestion[] = [];
  const counted = (values: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
  };
  const add = (kind: SuggestionKind, text: string, rest: Partial<Suggestion> & { hint: string }) =>
    found.push({ kind, kind_text: KIND_TEXT[kind], text, hotel_id: null, lat: null, lng: null, ...rest });
  for (const h of hotels) add('hotel', h.name, { hotel_id: h.id, hint: h.address });
  for (const [brand, n] of counted(hotels.flatMap((h) => (h.brand ? [h.brand] : []))))
    add('brand', brand, { hint: `${n}家酒店` });
  for (const [district, n] of counted(hotels.map((h) => h.district)))
    add('district', district, { hint: `${n}家酒店` });
  for (const [area, n] of counted(hotels.map((h) => h.business_area)))
    add('business_area', area, { hint: `${n}家酒店` });
  const places = cityPlaces.find((c) => c.adcode === city.adcode);
  for (const l of places?.landmarks ?? []) {
    const n = hotels.filter((h) => h.landmarks.some((x) => x.name === l.name && x.distance_m <= 5000)).length;
    add('landmark', l.name, { hint: n > 0 ? `附近${n}家酒店` : '地标', lat: l.lat, lng: l.lng });
  }
  for (const s of places?.stations ?? []) add('subway', s.name, { hint: s.lines, lat: s.lat, lng: s.lng });
  const rank = (s: Suggestion) => {
    const text = s.text.toLowerCase();
    return text === needle ? 0 : text.startsWith(needle) ? 1 : text.includes(needle) ? 2 : -1;
  };
  return found
    .map((s) => ({ s, r: rank(s) }))
    .filter((x) => x.r >= 0)
    .sort(
      (a, b) =>
        a.r - b.r ||
        KIND_ORDER.indexOf(a.s.kind) - KIND_ORDER.indexOf(b.s.kind) ||
        a.s.text.length - b.s.text.length ||
        a.s.text.localeCompare(b.s.text, 'zh'),
    )
    .slice(0, MAX_SUGGESTIONS)
    .map((x) => x.s);
}

/** Cities with hotels: the hot ones in the cities' display order, and all of them A–Z. */
export async function hotelCities(db: Queryable) {
  const rows = await db.query<{
    adcode: string;
    name: string;
    pinyin: string;
    first_letter: string;
    is_hot: boolean;
    hotel_count: number;
  }>(
    `select c.adcode, c.name, c.pinyin, c.first_letter, c.is_hot, count(*)::int as hotel_count
       from cities c join hotels h on h.city_adcode = c.adcode
      group by c.adcode, c.name, c.pinyin, c.first_letter, c.is_hot, c.sort
      order by c.sort`,
  );
  const json = (r: (typeof rows)[number]) => ({
    adcode: r.adcode,
    name: r.name,
    pinyin: r.pinyin,
    first_letter: r.first_letter,
    hotel_count: r.hotel_count,
  });
  const letters = [...new Set(rows.map((r) => r.first_letter))].sort();
  return {
    hot: rows.filter((r) => r.is_hot).map(json),
    groups: letters.map((letter) => ({
      letter,
      cities: rows
        .filter((r) => r.first_letter === letter)
        .sort((a, b) => a.pinyin.localeCompare(b.pinyin))
        .map(json),
    })),
  };
}
