// One method per legacy endpoint of the geo area (legacy/CONTRACT.md "Geo").
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

export interface LegacyCity {
  adcode: string;
  name: string;
  pinyin: string;
  initials: string;
  first_letter: string;
  province: string;
  longitude: number;
  latitude: number;
  is_hot: 0 | 1;
}

export interface LegacyCityGroup {
  letter: string;
  cities: LegacyCity[];
}

export interface LegacyCityDirectory {
  hot: LegacyCity[];
  groups: LegacyCityGroup[];
}

export interface LegacyLocated {
  city: LegacyCity;
  distance_km: number;
}

export interface LegacyWeatherNow {
  temp: number;
  feels_like: number;
  text: string;
  icon: string;
  humidity: number;
  wind_dir: string;
  wind_scale: string;
}

export interface LegacyWeatherDay {
  date: string;
  label: string;
  text_day: string;
  text_night: string;
  icon_day: string;
  icon_night: string;
  temp_max: number;
  temp_min: number;
}

export interface LegacyWeather {
  city: LegacyCity;
  updated_at: string;
  now: LegacyWeatherNow;
  daily: LegacyWeatherDay[];
}

const endpoints = {
  cityList: { prefix: '/api', method: 'GET', path: '/geo/cityList' },
  searchCity: { prefix: '/api', method: 'GET', path: '/geo/searchCity' },
  locate: { prefix: '/api', method: 'GET', path: '/geo/locate' },
  weather: { prefix: '/api', method: 'GET', path: '/geo/weather' },
} satisfies Record<string, Endpoint>;

export const geoApi = {
  cityList: (up: Upstream) => up.call<LegacyCityDirectory>(endpoints.cityList),
  searchCity: (up: Upstream, keyword: string) =>
    up.call<{ list: LegacyCity[] }>(endpoints.searchCity, { keyword }),
  locate: (up: Upstream, longitude: number, latitude: number) =>
    up.call<LegacyLocated>(endpoints.locate, { longitude, latitude }),
  weather: (up: Upstream, adcode: string) => up.call<LegacyWeather>(endpoints.weather, { adcode }),
};
