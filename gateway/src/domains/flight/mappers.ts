// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  Airport: './api.ts#LegacyAirport',
  AirCity: './api.ts#LegacyAirCity',
  AirCityGroup: './api.ts#LegacyAirCityGroup',
  AirCityDirectory: './api.ts#LegacyAirCityDirectory',
  Airline: './api.ts#LegacyAirline',
  FlightEndpoint: './api.ts#LegacyFlightEndpoint',
  FlightStop: './api.ts#LegacyFlightStop',
  FlightTaxes: './api.ts#LegacyFlightTaxes',
  Fare: './api.ts#LegacyFare',
  Flight: './api.ts#LegacyFlight',
  FlightSearchResult: './api.ts#LegacyFlightSearch',
  DailyLowPrice: './api.ts#LegacyDailyLowPrice',
};
