// The flight catalogue of the legacy backend (schema/src/rest/flight.ts; legacy/CONTRACT.md "Flights:
// cities, timetable, fares, seats"): one method per route, typed by the contract. The shapes are the
// backend's, snake case; resolvers translate.
import { restRoutes, type Static } from '@storefront/schema/rest';
import type {
  AirCity,
  AirCityDirectory,
  AirCityGroup,
  Airline,
  Airport,
  CabinClass,
  DailyLowPrice,
  Fare,
  Flight,
  FlightEndpoint,
  FlightSearch,
  FlightStop,
  FlightTaxes,
  LowPrices,
} from '@storefront/schema/rest/flight';
import type { Upstream } from '../../context.ts';
import { callRest } from '../../upstream/rest.ts';

const flight = restRoutes.flight;

export type LegacyAirport = Static<typeof Airport>;
export type LegacyAirCity = Static<typeof AirCity>;
export type LegacyAirCityGroup = Static<typeof AirCityGroup>;
export type LegacyAirCityDirectory = Static<typeof AirCityDirectory>;
export type LegacyAirline = Static<typeof Airline>;
export type LegacyFlightEndpoint = Static<typeof FlightEndpoint>;
export type LegacyFlightStop = Static<typeof FlightStop>;
export type LegacyFlightTaxes = Static<typeof FlightTaxes>;
export type LegacyCabinClass = Static<typeof CabinClass>;
export type LegacyFare = Static<typeof Fare>;
/** Every fare, cheapest first, sold-out ones included (seats_left 0). */
export type LegacyFlight = Static<typeof Flight>;
export type LegacyFlightSearch = Static<typeof FlightSearch>;
export type LegacyDailyLowPrice = Static<typeof DailyLowPrice>;
export type LegacyLowPrices = Static<typeof LowPrices>;

export const flightApi = {
  cityList: (up: Upstream, international: boolean) =>
    callRest(up, flight.cityList, { international: international ? 1 : 0 }),
  searchCity: (up: Upstream, keyword: string) => callRest(up, flight.searchCity, { keyword }),
  search: (up: Upstream, from: string, to: string, date: string) =>
    callRest(up, flight.search, { from, to, date }),
  lowPrice: (up: Upstream, from: string, to: string, startDate: string, days: number) =>
    callRest(up, flight.lowPrice, { from, to, start_date: startDate, days }),
  detail: (up: Upstream, id: string) => callRest(up, flight.detail, { id }),
};
