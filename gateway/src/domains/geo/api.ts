// The geo area of the legacy backend (schema/src/rest/geo.ts; legacy/CONTRACT.md "Geo"): one method
// per route, typed by the contract. The shapes are the backend's, snake case.
import { restRoutes, type Static } from '@storefront/schema/rest';
import type {
  City,
  CityDirectory,
  CityGroup,
  Located,
  Weather,
  WeatherDay,
  WeatherNow,
} from '@storefront/schema/rest/geo';
import type { Upstream } from '../../context.ts';
import { callRest, restMethod } from '../../upstream/rest.ts';

const geo = restRoutes.geo;

export type LegacyCity = Static<typeof City>;
export type LegacyCityGroup = Static<typeof CityGroup>;
export type LegacyCityDirectory = Static<typeof CityDirectory>;
export type LegacyLocated = Static<typeof Located>;
export type LegacyWeatherNow = Static<typeof WeatherNow>;
export type LegacyWeatherDay = Static<typeof WeatherDay>;
export type LegacyWeather = Static<typeof Weather>;

export const geoApi = {
  cityList: restMethod(geo.cityList),
  searchCity: (up: Upstream, keyword: string) => callRest(up, geo.searchCity, { keyword }),
  locate: (up: Upstream, longitude: number, latitude: number) =>
    callRest(up, geo.locate, { longitude, latitude }),
  weather: (up: Upstream, adcode: string) => callRest(up, geo.weather, { adcode }),
};
