import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { geoApi } from './api.ts';

/** Flags that mean "no answer here" rather than a failure: the field is null, not an error. */
const NOT_FOUND_FLAGS = new Set([2101, 2102]);

async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof GraphQLError && NOT_FOUND_FLAGS.has(error.extensions.flag as number)) return null;
    throw error;
  }
}

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
    cityDirectory: (_root, _args, ctx) => geoApi.cityList(ctx.upstream),
    searchCities: async (_root, { keyword }, ctx) => {
      const trimmed = keyword.trim();
      if (!trimmed) return [];
      return (await geoApi.searchCity(ctx.upstream, trimmed.slice(0, 20))).list;
    },
    locateCity: (_root, { longitude, latitude }, ctx) => {
      if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) {
        throw new GraphQLError('坐标不正确', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return orNull(geoApi.locate(ctx.upstream, longitude, latitude));
    },
    weather: (_root, { adcode }, ctx) => {
      if (!/^\d{6}$/.test(adcode)) throw new GraphQLError('城市编码应为6位数字', { extensions: { code: 'BAD_USER_INPUT' } });
      return orNull(geoApi.weather(ctx.upstream, adcode));
    },
  },
};
