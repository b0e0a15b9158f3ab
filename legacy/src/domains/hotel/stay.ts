import { addDays, daysBetween, isValidDate } from '@storefront/schema/dates';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { shanghaiDate } from '../../time.ts';
import { HotelFlag } from './flags.ts';

/** Arrival from today (Asia/Shanghai) up to this many days ahead. */
export const BOOKING_DAYS_AHEAD = 90;
/** The most nights one stay may have. */
export const MAX_NIGHTS = 28;

/** A check-in and a check-out date and the nights between them (the dates the rooms are slept in). */
export interface Stay {
  checkIn: string;
  checkOut: string;
  nights: string[];
}

function stayRefused(message: string): LegacyError {
  return new LegacyError(HotelFlag.STAY_REFUSED, message);
}

/**
 * The rules of a stay, in Asia/Shanghai whatever the process's zone: well-formed dates (2001), then
 * arrival today to today + 90, check-out after check-in, at most 28 nights (2702).
 */
export function checkStay(checkIn: string, checkOut: string, nowMs: number): Stay {
  if (!isValidDate(checkIn)) throw badParam('入住日期格式应为 YYYY-MM-DD');
  if (!isValidDate(checkOut)) throw badParam('离店日期格式应为 YYYY-MM-DD');
  const today = shanghaiDate(nowMs);
  const last = addDays(today, BOOKING_DAYS_AHEAD);
  if (checkIn < today) throw stayRefused(`入住日期${checkIn}已过，请选择今天（${today}）或以后的日期`);
  if (checkIn > last) throw stayRefused(`只能预订${last}及以前入住的酒店，请重新选择入住日期`);
  if (checkOut <= checkIn) throw stayRefused('离店日期须晚于入住日期，请重新选择');
  const count = daysBetween(checkIn, checkOut);
  if (count > MAX_NIGHTS) throw stayRefused(`单次最多预订${MAX_NIGHTS}晚，请缩短入住时间或分开预订`);
  return { checkIn, checkOut, nights: Array.from({ length: count }, (_, i) => addDays(checkIn, i)) };
}

/** The stay of `check_in` / `check_out` parameters, both required. */
export function stayParams(params: Params, nowMs: number): Stay {
  return checkStay(params.string('check_in', '入住日期'), params.string('check_out', '离店日期'), nowMs);
}

/** A stay when both dates are given, null when neither is; one alone is refused. */
export function optionalStayParams(params: Params, nowMs: number): Stay | null {
  const has = [params.has('check_in'), params.has('check_out')];
  if (!has[0] && !has[1]) return null;
  if (!has[0] || !has[1]) throw badParam('请同时填写入住日期和离店日期');
  return stayParams(params, nowMs);
}
