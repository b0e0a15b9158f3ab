import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { geoApi } from './api.ts';
import { badInput, nullOnFlag } from '../shared/guards.ts';

/** Flags that mean "no answer here" rather than a failure: the field is null, not an error. */
const NOT_FOUND_FLAGS = [2101, 2102];

export const geoResolvers: Resolvers = {
  City: {
    firstLetter: (c) => c.first_letter,
    hot: (c) => c.is_hot === 1,
  },
  LocatedCity: { distanceKm: (l) => l.distance_km },
  Weather: { updatedAt: (w) => w.updated_at },
  WeatherNow: { feelsLike: (n) => n.feels_like, windDir: (n) => n.wind_dir, windScale: (n) => n.wind_scale },
  WeatherDay: {
    textDay: (d) => d.text_day,
    textNight: (d) => d.text_night,
    iconDay: (d) => d.icon_day,
    iconNight: (d) => d.icon_night,
    tempMax: (d) => d.temp_max,
    tempMin: (d) => d.temp_min,
  },
  Query: {
    // The gateway's own configuration (MAP_TILE_URL …), no backend call.
    mapConfig: (_root, _args, ctx) => ctx.config.map,
    cityDirectory: (_root, _args, ctx) => geoApi.cityList(ctx.upstream),
    searchCities: async (_root, { keyword }, ctx) => {
      const trimmed = keyword.trim();
      if (!trimmed) return [];
      return (await geoApi.searchCity(ctx.upstream, trimmed.slice(0, 20))).list;
    },
    locateCity: (_root, { longitude, latitude }, ctx) => {
      if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
        throw badInput('坐标不正确');
      }
      return nullOnFlag(geoApi.locate(ctx.upstream, longitude, latitude), ...NOT_FOUND_FLAGS);
    },
    weather: (_root, { adcode }, ctx) => {
      if (!/^\d{6}$/.test(adcode)) throw badInput('城市编码应为6位数字', 'adcode');
      return nullOnFlag(geoApi.weather(ctx.upstream, adcode), ...NOT_FOUND_FLAGS);
    },
  },
};
