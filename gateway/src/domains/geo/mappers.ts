// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  City: './api.ts#LegacyCity',
  CityGroup: './api.ts#LegacyCityGroup',
  CityDirectory: './api.ts#LegacyCityDirectory',
  LocatedCity: './api.ts#LegacyLocated',
  Weather: './api.ts#LegacyWeather',
  WeatherNow: './api.ts#LegacyWeatherNow',
  WeatherDay: './api.ts#LegacyWeatherDay',
};
