// The hotel catalogue of the legacy backend (schema/src/rest/hotel.ts; legacy/CONTRACT.md "Hotels:
// cities, search, rooms and rate plans"): one method per route, typed by the contract. The shapes
// are the backend's, snake case; resolvers translate.
import { restRoutes, type DataOf, type Static } from '@storefront/schema/rest';
import type {
  Hotel,
  HotelBrief,
  HotelCity,
  HotelFacility,
  HotelFilters,
  HotelLevel,
  HotelNearby,
  HotelNight,
  HotelPicture,
  HotelPolicies,
  HotelRatePlan,
  HotelRoomType,
  HotelSuggestion,
} from '@storefront/schema/rest/hotel';
import { restMethod } from '../../upstream/rest.ts';

const hotel = restRoutes.hotel;

export type LegacyHotelCity = Static<typeof HotelCity>;
export type LegacyHotelCityDirectory = DataOf<typeof hotel.cityList>;
export type LegacyHotelCityGroup = LegacyHotelCityDirectory['groups'][number];
export type LegacyHotelLevel = Static<typeof HotelLevel>;
export type LegacyHotelNearby = Static<typeof HotelNearby>;
/** A hotel as the lists carry it: no phone, facilities, policies, pictures … */
export type LegacyHotelBrief = Static<typeof HotelBrief>;
/** A hotel in full (the detail and the batch detail). */
export type LegacyHotelFull = Static<typeof Hotel>;
/**
 * What `Hotel` resolves from: the list's brief or the hotel in full. The fields only the full shape
 * has are loaded through one batch call per request when a brief is asked for them.
 */
export type LegacyHotel = LegacyHotelBrief | LegacyHotelFull;
/** A facility of a hotel (with its category), or one the list's filters offer (without). */
export type LegacyHotelFacility = Static<typeof HotelFacility>;
export type LegacyHotelPicture = Static<typeof HotelPicture>;
export type LegacyHotelPolicies = Static<typeof HotelPolicies>;
export type LegacyHotelNight = Static<typeof HotelNight>;
export type LegacyHotelRatePlan = Static<typeof HotelRatePlan>;
export type LegacyHotelRoomType = Static<typeof HotelRoomType>;
export type LegacyHotelRooms = DataOf<typeof hotel.rooms>;
export type LegacyHotelSuggestion = Static<typeof HotelSuggestion>;
export type LegacyHotelFilters = Static<typeof HotelFilters>;
export type LegacyHotelSubwayLine = LegacyHotelFilters['subway_lines'][number];
export type LegacyHotelPriceRange = LegacyHotelFilters['price_ranges'][number];
export type LegacyHotelSearch = DataOf<typeof hotel.search>;

/** What `HotelSearchResult` resolves from: the backend's page (it echoes the paging it used). */
export type LegacyHotelSearchResult = LegacyHotelSearch;

/** Most hotels one batch-detail call takes (the contract's limit). */
export const MAX_DETAILS_BATCH = 50;

export const hotelApi = {
  cityList: restMethod(hotel.cityList),
  autoMatch: restMethod(hotel.autoMatch),
  search: restMethod(hotel.search),
  recommend: restMethod(hotel.recommend),
  filters: restMethod(hotel.filters),
  detail: restMethod(hotel.detail),
  details: restMethod(hotel.details),
  rooms: restMethod(hotel.rooms),
};
