import { restRoutes } from '@storefront/schema/rest';
import { HotelSort } from '@storefront/schema/rest/hotel';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { faultable } from '../home/faults.ts';
import type { Domain } from '../types.ts';
import { heldNights, hotelsByIds, roomTypesOf } from './catalogue.ts';
import { HotelFlag } from './flags.ts';
import {
  autoMatch,
  cityFilters,
  hotelCities,
  recommendHotels,
  resolveCity,
  searchHotels,
  type SearchQuery,
} from './search.ts';
import { hotelJson, roomTypeJson } from './shapes.ts';
import { optionalStayParams, stayParams } from './stay.ts';

const contract = restRoutes.hotel;

const MAX_KEYWORD = 30;
const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;

function wholeParam(params: Params, name: string, label: string, min: number, max: number): number | null {
  const text = params.optionalString(name, label);
  if (text === undefined) return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw badParam(`${label}应为 ${min} 到 ${max} 之间的整数`);
  return n;
}

function numberParam(params: Params, name: string, label: string, min: number, max: number): number | null {
  const text = params.optionalString(name, label);
  if (text === undefined) return null;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw badParam(`${label}应在 ${min} 到 ${max} 之间`);
  return n;
}

/** A list of short texts from the JSON body (the contract checked it is a list of texts). */
function texts(params: Params, name: string): string[] {
  const value = params.record()[name];
  if (value === undefined || value === null) return [];
  return (value as unknown[]).filter((v) => v !== null && v !== '').map((v) => String(v).trim());
}

function keywordParam(params: Params, required: boolean): string | null {
  const keyword = required
    ? params.string('keyword', '关键词')
    : (params.optionalString('keyword', '关键词') ?? null);
  if (keyword !== null && [...keyword].length > MAX_KEYWORD)
    throw badParam(`关键词不能超过${MAX_KEYWORD}个字`);
  return keyword;
}

// The hotel catalogue (CONTRACT.md "Hotels"): cities, auto-match, search, recommendations, the
// filters of a city, hotels and their rooms priced for a stay. No token; every route joins the
// development fault switch.
export const hotelDomain: Domain = {
  name: 'hotel',
  register(ctx) {
    const { db } = ctx;
    const route = faultable(ctx);

    route(contract.cityList, () => hotelCities(db));

    route(contract.autoMatch, async ({ params }) => {
      const city = await resolveCity(db, params.string('city', '城市'));
      const keyword = keywordParam(params, true)!;
      return { keyword, list: await autoMatch(db, city, keyword) };
    });

    route(contract.search, async ({ params, nowMs }) => {
      const city = await resolveCity(db, params.string('city', '城市'));
      const stay = stayParams(params, nowMs);
      const sort = (params.optionalString('sort', '排序') ?? 'recommend') as SearchQuery['sort'];
      if (!HotelSort.includes(sort)) throw badParam(`排序不正确，应为 ${HotelSort.join(' / ')} 之一`);
      const lat = numberParam(params, 'lat', '纬度', -90, 90);
      const lng = numberParam(params, 'lng', '经度', -180, 180);
      if ((lat === null) !== (lng === null)) throw badParam('请同时提供纬度和经度');
      const point = lat !== null && lng !== null ? { lat, lng } : null;
      if (sort === 'distance' && !point) throw badParam('按距离排序时请提供位置（纬度和经度）');
      const priceMinFen = wholeParam(params, 'price_min_fen', '最低价', 0, 100_000_000);
      const priceMaxFen = wholeParam(params, 'price_max_fen', '最高价', 0, 100_000_000);
      if (priceMinFen !== null && priceMaxFen !== null && priceMinFen > priceMaxFen) {
        throw badParam('最低价不能高于最高价');
      }
      const levels = texts(params, 'levels').map((v) => {
        const n = Number(v);
        if (!Number.isInteger(n) || n < 2 || n > 5) throw badParam('星级应为 2 到 5 之间的整数');
        return n;
      });
      return searchHotels(db, {
        city,
        stay,
        keyword: keywordParam(params, false),
        sort,
        point,
        priceMinFen,
        priceMaxFen,
        levels,
        brands: texts(params, 'brands'),
        facilities: texts(params, 'facilities'),
        tags: texts(params, 'tags'),
        districts: texts(params, 'districts'),
        subways: texts(params, 'subways'),
        pageNum: wholeParam(params, 'page_num', '页码', 1, 10_000) ?? 1,
        pageSize: wholeParam(params, 'page_size', '每页数量', 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
      });
    });

    route(contract.recommend, async ({ params, nowMs }) => {
      const city = await resolveCity(db, params.string('city', '城市'));
      const stay = optionalStayParams(params, nowMs);
      const exclude = params.optionalString('exclude', '排除酒店') ?? null;
      return { list: await recommendHotels(db, city, stay, exclude) };
    });

    route(contract.filters, async ({ params }) =>
      cityFilters(db, await resolveCity(db, params.string('city', '城市'))),
    );

    route(contract.detail, async ({ params }) => {
      const [hotel] = await hotelsByIds(db, [params.string('hotel_id', '酒店')]);
      if (!hotel) throw new LegacyError(HotelFlag.NOT_FOUND, '酒店不存在或已下线，请重新搜索');
      return hotelJson(hotel);
    });

    route(contract.details, async ({ params }) => ({
      list: (await hotelsByIds(db, texts(params, 'hotel_ids'))).map(hotelJson),
    }));

    route(contract.rooms, async ({ params, nowMs }) => {
      const hotelId = params.string('hotel_id', '酒店');
      const stay = stayParams(params, nowMs);
      const [hotel] = await hotelsByIds(db, [hotelId]);
      if (!hotel) throw new LegacyError(HotelFlag.NOT_FOUND, '酒店不存在或已下线，请重新搜索');
      const roomTypes = (await roomTypesOf(db, [hotel.id])).get(hotel.id) ?? [];
      const held = await heldNights(
        db,
        roomTypes.map((rt) => rt.id),
        stay.nights,
      );
      return {
        hotel_id: hotel.id,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        nights: stay.nights.length,
        rooms: roomTypes.map((rt) => roomTypeJson(hotel, rt, stay, held)),
      };
    });
  },
};
