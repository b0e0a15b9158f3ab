// Geo: the city switcher, "locate me" and the weather strip of the home page.
import { describe, noParams, num, params, route, shape, text, Type } from './kit.ts';

export const City = shape('City', {
  adcode: describe(
    Type.String(),
    '6-digit GB/T 2260 city code ("110000"; municipalities and SARs use the province-level code)',
  ),
  name: describe(Type.String(), '"北京"'),
  pinyin: describe(Type.String(), '"beijing"'),
  initials: describe(
    Type.String(),
    'pinyin initials, lower case ("bj", "wlmq"); "" for a city without them on record',
  ),
  first_letter: describe(Type.String(), '"B": the A–Z index letter'),
  province: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  is_hot: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const CityGroup = shape('CityGroup', {
  letter: describe(Type.String(), '"A"'),
  cities: describe(Type.Array(City), 'by pinyin'),
});

export const WeatherNow = shape('WeatherNow', {
  temp: describe(Type.Integer(), 'whole °C'),
  feels_like: Type.Integer(),
  text: describe(Type.String(), '"多云"'),
  icon: describe(Type.String(), '"101"'),
  humidity: describe(Type.Integer(), '0–100'),
  wind_dir: describe(Type.String(), '"东北风"'),
  wind_scale: describe(Type.String(), '"3-4"'),
});

export const WeatherDay = shape('WeatherDay', {
  date: describe(Type.String(), '"YYYY-MM-DD"'),
  label: describe(Type.String(), '"今天" | "明天" | "后天", then the weekday ("周四")'),
  week: Type.Union([
    Type.Literal('周日'),
    Type.Literal('周一'),
    Type.Literal('周二'),
    Type.Literal('周三'),
    Type.Literal('周四'),
    Type.Literal('周五'),
    Type.Literal('周六'),
  ]),
  text_day: describe(Type.String(), '"多云"'),
  text_night: Type.String(),
  icon_day: describe(Type.String(), '"101"'),
  icon_night: describe(Type.String(), '150 / 151 for 晴 / 多云'),
  temp_max: describe(Type.Integer(), 'whole °C'),
  temp_min: describe(Type.Integer(), 'whole °C'),
  wind_dir: describe(Type.String(), '"东北风"'),
  wind_scale: describe(Type.String(), '"3-4"'),
  humidity: describe(Type.Integer(), '0–100'),
});

export const Weather = shape('Weather', {
  city: City,
  updated_at: describe(Type.String(), '"2026-11-22T15:00:00+08:00", the top of the current Shanghai hour'),
  now: WeatherNow,
  daily: describe(Type.Array(WeatherDay), '4 entries: today and the next 3 days'),
});

export const Located = Type.Object({ city: City, distance_km: Type.Number() });

export const CityDirectory = Type.Object({
  hot: Type.Array(City),
  groups: Type.Array(CityGroup),
  total: Type.Integer(),
});

export const geoRoutes = {
  cityList: route({
    prefix: '/api',
    method: 'GET',
    path: '/geo/cityList',
    auth: 'none',
    params: noParams,
    data: CityDirectory,
    doc: { data: 'groups A–Z; `hot` in catalogue order; `total` counts every city' },
  }),
  searchCity: route({
    prefix: '/api',
    method: 'GET',
    path: '/geo/searchCity',
    auth: 'none',
    params: params({ keyword: text('城市名或拼音', { description: '1–20 chars' }) }),
    data: Type.Object({ keyword: Type.String(), list: Type.Array(City) }),
    doc: {
      data:
        'at most 30, best first: exact name / pinyin / initials, then name prefix, then pinyin or ' +
        'initials prefix (case-insensitive), then name containing it, then province containing it ' +
        '(`广东` finds 广州, 深圳 …); `[]` when nothing matches',
    },
    flags: [2001],
  }),
  locate: route({
    prefix: '/api',
    method: 'GET',
    path: '/geo/locate',
    auth: 'none',
    params: params({
      longitude: num('经度', { description: '−180…180' }),
      latitude: num('纬度', { description: '−90…90' }),
    }),
    data: Located,
    doc: {
      data:
        'the nearest seeded city (great-circle), `distance_km` to one decimal; the spec default ' +
        '116.331398, 39.897445 is 北京',
    },
    flags: [2001, [2102, 'no city is within 300 km; the client keeps its default city']],
  }),
  weather: route({
    prefix: '/api',
    method: 'GET',
    path: '/geo/weather',
    auth: 'none',
    params: params({ adcode: text('城市编码', { description: '6 digits' }) }),
    data: Weather,
    flags: [
      [2001, 'not 6 digits'],
      [2101, 'unknown adcode'],
    ],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { geoRoutes as routes };
export const shapes = [City, CityGroup, Weather, WeatherNow, WeatherDay];
