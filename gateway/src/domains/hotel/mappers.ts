// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  HotelCity: './api.ts#LegacyHotelCity',
  HotelCityGroup: './api.ts#LegacyHotelCityGroup',
  HotelCityDirectory: './api.ts#LegacyHotelCityDirectory',
  HotelLevel: './api.ts#LegacyHotelLevel',
  HotelNearby: './api.ts#LegacyHotelNearby',
  HotelFacility: './api.ts#LegacyHotelFacility',
  HotelPicture: './api.ts#LegacyHotelPicture',
  HotelPolicies: './api.ts#LegacyHotelPolicies',
  Hotel: './api.ts#LegacyHotel',
  HotelNight: './api.ts#LegacyHotelNight',
  HotelRatePlan: './api.ts#LegacyHotelRatePlan',
  HotelRoomType: './api.ts#LegacyHotelRoomType',
  HotelRooms: './api.ts#LegacyHotelRooms',
  HotelSuggestion: './api.ts#LegacyHotelSuggestion',
  HotelSearchResult: './api.ts#LegacyHotelSearchResult',
  HotelFilters: './api.ts#LegacyHotelFilters',
  HotelSubwayLine: './api.ts#LegacyHotelSubwayLine',
  HotelPriceRange: './api.ts#LegacyHotelPriceRange',
};
