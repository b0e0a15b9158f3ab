import { restRoutes } from '@storefront/schema/rest';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { faultable } from '../home/faults.ts';
import type { Domain } from '../types.ts';
import {
  allCities,
  checkAdcode,
  cityByAdcode,
  GeoFlag,
  nearestCity,
  requireCity,
  searchCities,
  type City,
} from './cities.ts';
import { weatherFor } from './weather.ts';

const contract = restRoutes.geo;

const MAX_KEYWORD = 20;
const MAX_SEARCH_HITS = 30;
/** Beyond this from every city we serve, "locate" says so and the client keeps its default city. */
const SERVICE_RADIUS_KM = 300;

/** Plain code-unit order: pinyin is ASCII, and locale rules would differ between machines. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function coordinate(params: Params, name: string, label: string, limit: number): number {
  const value = Number(params.string(name, label));
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw badParam(`${label}不正确`);
  return value;
}

// The city switcher, "locate me" and the weather strip of the home page.
export const geoDomain: Domain = {
  name: 'geo',
  register(ctx) {
    const { db } = ctx;
    // The fault switch lives with home, which registers /__dev/fault; one registry per server.
    const route = faultable(ctx);

    route(contract.cityList, async () => {
      const cities = await allCities(db);
      const byLetter = new Map<string, City[]>();
      for (const city of [...cities].sort((a, b) => compare(a.pinyin, b.pinyin))) {
        const group = byLetter.get(city.first_letter) ?? [];
        group.push(city);
        byLetter.set(city.first_letter, group);
      }
      const groups = [...byLetter.entries()]
        .sort(([a], [b]) => compare(a, b))
        .map(([letter, list]) => ({ letter, cities: list }));
      return { hot: cities.filter((c) => c.is_hot === 1), groups, total: cities.length };
    });

    route(contract.searchCity, async ({ params }) => {
      const keyword = params.string('keyword', '城市名或拼音');
      if ([...keyword].length > MAX_KEYWORD) throw badParam(`关键词不能超过${MAX_KEYWORD}个字`);
      const list = searchCities(await allCities(db), keyword).slice(0, MAX_SEARCH_HITS);
      return { keyword, list };
    });

    route(contract.locate, async ({ params }) => {
      const longitude = coordinate(params, 'longitude', '经度', 180);
      const latitude = coordinate(params, 'latitude', '纬度', 90);
      const nearest = nearestCity(await allCities(db), longitude, latitude);
      if (!nearest || nearest.km > SERVICE_RADIUS_KM) {
        throw new LegacyError(GeoFlag.OUT_OF_SERVICE_AREA, '当前位置暂无服务城市，请手动选择城市');
      }
      return { city: nearest.city, distance_km: Math.round(nearest.km * 10) / 10 };
    });

    route(contract.weather, async ({ params, nowMs }) => {
      const adcode = checkAdcode(params.string('adcode', '城市编码'));
      const city = requireCity(await cityByAdcode(db, adcode));
      return weatherFor(city, nowMs);
    });
  },
};
