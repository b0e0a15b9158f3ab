// The hotel inputs the gateway refuses before any backend call (CONTRACT.md "Hotels"): ids in the
// backend's forms, a stay's dates, cities by adcode or by name. Shared with the hotelOrder domain.
import { GraphQLError } from 'graphql';
import { addDays, daysBetween, todayInShanghai } from '@storefront/schema/dates';
import type { GatewayContext } from '../../context.ts';
import { badInput } from '../shared/guards.ts';
import { hotelApi, type LegacyHotelCityDirectory } from './api.ts';

/** Check-in from today up to today + 90 (Asia/Shanghai). */
export const BOOKABLE_DAYS_AHEAD = 90;
/** The longest stay one order or search takes. */
export const MAX_NIGHTS = 28;

const HOTEL_ID = /^H\d{9}$/;
const PLAN_ID = /^H\d{9}\.R\d{1,3}\.P\d{1,3}$/;
const ADCODE = /^\d{6}$/;
/** A city's Chinese name as a banner link sends it: 北京, 西双版纳, 上海市. */
const CITY_NAME = /^\p{Script=Han}{2,12}$/u;

type Field = string | readonly (string | number)[];

/** A hotel id (`H` + the city adcode + 3 digits), trimmed. */
export function hotelIdArg(value: string, field: Field): string {
  const id = value.trim();
  if (!HOTEL_ID.test(id)) throw badInput('酒店编号格式不正确，请从酒店列表重新选择', field);
  return id;
}

/** A rate plan id (`<hotel id>.R<n>.P<n>`), trimmed. */
export function planIdArg(value: string, field: Field): string {
  const id = value.trim();
  if (!PLAN_ID.test(id)) throw badInput('价格计划编号格式不正确，请重新选择房型', field);
  return id;
}

export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: number;
}

/**
 * A stay the backend would take: check-in from today to today + 90, check-out after it, at most 28
 * nights. The Date scalar has already refused what is no real date. `fields` name the two inputs.
 */
export function stayArg(
  checkIn: string,
  checkOut: string,
  fields: { checkIn: Field; checkOut: Field },
): Stay {
  const today = todayInShanghai();
  const last = addDays(today, BOOKABLE_DAYS_AHEAD);
  if (checkIn < today) throw badInput(`入住日期不能早于今天（${today}），请重新选择日期`, fields.checkIn);
  if (checkIn > last) throw badInput(`只能预订${today}至${last}入住的酒店，请重新选择日期`, fields.checkIn);
  const nights = daysBetween(checkIn, checkOut);
  if (!(nights >= 1)) throw badInput('离店日期须晚于入住日期，请重新选择日期', fields.checkOut);
  if (nights > MAX_NIGHTS)
    throw badInput(`单次最多预订${MAX_NIGHTS}晚，请缩短入住时间或分开预订`, fields.checkOut);
  return { checkIn, checkOut, nights };
}

/** The hotel city directory, once per request whoever asks. */
export function hotelCityDirectory(ctx: GatewayContext): Promise<LegacyHotelCityDirectory> {
  return ctx.cache.get('hotel.cityList', () => hotelApi.cityList(ctx.upstream));
}

/**
 * The adcode of the city a hotel query names: an adcode as it is, or a Chinese city name (banner
 * links and shared URLs send `北京`, `上海市`) looked up in the hotel city directory, one call per
 * request. A name no city with hotels has is HOTEL_CITY_NOT_FOUND, as the backend answers an adcode.
 */
export async function cityArg(ctx: GatewayContext, value: string, field: Field): Promise<string> {
  const city = value.trim();
  if (ADCODE.test(city)) return city;
  if (!CITY_NAME.test(city))
    throw badInput('城市应为6位城市编码或中文城市名，例如 310000 或 上海，请重新选择城市', field);
  const directory = await hotelCityDirectory(ctx);
  const short = city.replace(/市$/, '');
  const cities = [...directory.hot, ...directory.groups.flatMap((g) => g.cities)];
  const found = cities.find((c) => c.name === city || c.name === short);
  if (!found)
    throw new GraphQLError(`暂无${short}的酒店，请选择其他城市`, {
      extensions: { code: 'HOTEL_CITY_NOT_FOUND', field: typeof field === 'string' ? [field] : [...field] },
    });
  return found.adcode;
}
