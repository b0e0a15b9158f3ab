// One method per legacy endpoint of the flight catalogue (legacy/CONTRACT.md "Flights: cities,
// timetable, fares, seats"). The shapes are the stand-in's, snake case; resolvers translate.
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

export interface LegacyAirport {
  code: string;
  name: string;
  short_name: string;
  city_code: string;
  city_name: string;
}

export interface LegacyAirCity {
  code: string;
  name: string;
  pinyin: string;
  initials: string;
  first_letter: string;
  is_international: 0 | 1;
  country: string;
  airports: LegacyAirport[];
}

export interface LegacyAirCityGroup {
  letter: string;
  cities: LegacyAirCity[];
}

export interface LegacyAirCityDirectory {
  international: 0 | 1;
  hot: LegacyAirCity[];
  groups: LegacyAirCityGroup[];
  total: number;
}

export interface LegacyAirline {
  code: string;
  name: string;
  short_name: string;
}

export interface LegacyFlightEndpoint {
  airport: LegacyAirport;
  terminal: string | null;
  /** Local date and time at the airport. */
  date: string;
  time: string;
  /** The instant, ISO 8601 with the airport's own offset. */
  at: string;
}

export interface LegacyFlightStop {
  airport: LegacyAirport;
  minutes: number;
}

export interface LegacyFlightTaxes {
  airport_fee_fen: number;
  fuel_fen: number;
  child_fuel_fen: number;
}

export type LegacyCabinClass = 'economy' | 'business' | 'first';

export interface LegacyFare {
  id: string;
  cabin_class: LegacyCabinClass;
  cabin_name: string;
  booking_class: string;
  discount_text: string;
  adult_fen: number;
  child_fen: number;
  infant_fen: number;
  seats_left: number;
  refund_rule: string;
  change_rule: string;
  baggage: string;
}

export interface LegacyFlight {
  id: string;
  flight_no: string;
  airline: LegacyAirline;
  aircraft: string;
  departure: LegacyFlightEndpoint;
  arrival: LegacyFlightEndpoint;
  arrival_day_offset: number;
  duration_minutes: number;
  stops: LegacyFlightStop[];
  meal: string;
  is_international: 0 | 1;
  taxes: LegacyFlightTaxes;
  /** Every fare, cheapest first, sold-out ones included (seats_left 0). */
  fares: LegacyFare[];
}

export interface LegacyFlightSearch {
  from: LegacyAirCity;
  to: LegacyAirCity;
  date: string;
  flights: LegacyFlight[];
}

export interface LegacyDailyLowPrice {
  date: string;
  price_fen: number | null;
}

export interface LegacyLowPrices {
  from: string;
  to: string;
  start_date: string;
  days: number;
  list: LegacyDailyLowPrice[];
}

const endpoints = {
  cityList: { prefix: '/api', method: 'GET', path: '/flight/cityList' },
  searchCity: { prefix: '/api', method: 'GET', path: '/flight/searchCity' },
  search: { prefix: '/api', method: 'GET', path: '/flight/search' },
  lowPrice: { prefix: '/api', method: 'GET', path: '/flight/lowPrice' },
  detail: { prefix: '/api', method: 'GET', path: '/flight/detail' },
} satisfies Record<string, Endpoint>;

export const flightApi = {
  cityList: (up: Upstream, international: boolean) =>
    up.call<LegacyAirCityDirectory>(endpoints.cityList, { international: international ? 1 : 0 }),
  searchCity: (up: Upstream, keyword: string) =>
    up.call<{ keyword: string; list: LegacyAirCity[] }>(endpoints.searchCity, { keyword }),
  search: (up: Upstream, from: string, to: string, date: string) =>
    up.call<LegacyFlightSearch>(endpoints.search, { from, to, date }),
  lowPrice: (up: Upstream, from: string, to: string, startDate: string, days: number) =>
    up.call<LegacyLowPrices>(endpoints.lowPrice, { from, to, start_date: startDate, days }),
  detail: (up: Upstream, id: string) => up.call<LegacyFlight>(endpoints.detail, { id }),
};
