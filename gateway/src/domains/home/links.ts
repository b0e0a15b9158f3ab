import type { LegacyLink } from './api.ts';

const str = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : String(v);
const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};

/**
 * The backend names a link's fields per type as it grew (dep_code, from_station, city_adcode …);
 * the graph gives one set of names, those the web's link resolver reads (spec §2.4). The model holds
 * them all; a family's type serves only its own.
 */
export function toBannerLink(link: LegacyLink | null | undefined) {
  // Read by field name whatever the type, and tolerant of the spellings other backends use
  // (keywordSearch, from_station_code …): the contract's union says which fields a type has.
  const l: Readonly<Record<string, unknown>> = link ?? { type: 0 };
  const type = int(l.type) ?? 0;
  const train = type === 12;
  return {
    type,
    url: str(l.url),
    classId: str(l.class_id),
    index: str(l.index),
    destinationCity: str(l.destination_city),
    keywordSearch: str(l.keyword_search ?? l.keywordSearch),
    tags: Array.isArray(l.tags) ? l.tags.map(String) : null,
    id: str(l.id),
    tripId: str(l.trip_id),
    city: str(l.city_adcode ?? l.city),
    cityName: str(l.city_name),
    search: str(l.search),
    tag: str(l.tag),
    hotelCode: str(l.hotel_code),
    startCityCode: train ? str(l.from_station_code) : str(l.dep_code),
    startCityName: train ? str(l.from_station) : str(l.dep_name),
    endCityCode: train ? str(l.to_station_code) : str(l.arr_code),
    endCityName: train ? str(l.to_station) : str(l.arr_name),
    adult: int(l.adult),
    child: int(l.child),
    country: str(l.country_id ?? l.country),
    countryName: str(l.country_name),
    visaId: str(l.visa_id),
    key: str(l.key),
    categoryId: str(l.category_id ?? l.categoryId),
    theme: str(l.theme),
    keyword: str(l.keyword),
    scenicCode: str(l.scenic_code),
  };
}

export type BannerLinkModel = ReturnType<typeof toBannerLink>;
