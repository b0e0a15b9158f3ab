import { addDays, isValidDate, shanghaiDate } from '@storefront/schema/dates';
import { restRoutes } from '@storefront/schema/rest';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { faultable } from '../home/faults.ts';
import type { Domain } from '../types.ts';
import { findFlight, flightsOn, inSaleWindow, isOnSale, SALE_DAYS } from './catalogue.ts';
import { airCityDirectory, airCityOf, searchAirCities, type AirCity } from './cities.ts';
import { FlightFlag } from './flags.ts';
import { seatsLeft } from './inventory.ts';
import { airCityJson, flightJson } from './shapes.ts';

const contract = restRoutes.flight;

const MAX_KEYWORD = 20;
const MAX_SEARCH_HITS = 20;
const DEFAULT_LOW_PRICE_DAYS = 30;

/** A city or airport code: three letters, known to the catalogue. */
function placeParam(params: Params, name: string, label: string): { code: string; city: AirCity } {
  const code = params.string(name, label).toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) throw badParam(`${label}应为三字城市或机场代码，例如 BJS、PEK`);
  const city = airCityOf(code);
  if (!city) throw new LegacyError(FlightFlag.PLACE_UNKNOWN, `暂不支持${label}“${code}”，请重新选择城市`);
  return { code, city };
}

/** Departure and arrival, which must be different cities. */
function routeParams(params: Params) {
  const from = placeParam(params, 'from', '出发城市');
  const to = placeParam(params, 'to', '到达城市');
  if (from.city.code === to.city.code) throw badParam('出发城市和到达城市不能相同，请重新选择');
  return { from, to };
}

/** A date on sale: well formed (2001), then inside today..today+89 (2402). */
function saleDateParam(params: Params, name: string, label: string, today: string): string {
  const date = params.string(name, label);
  if (!isValidDate(date)) throw badParam(`${label}格式应为 YYYY-MM-DD`);
  if (!inSaleWindow(date, today)) {
    throw new LegacyError(
      FlightFlag.DATE_NOT_ON_SALE,
      `只能查询${today}至${addDays(today, SALE_DAYS - 1)}的航班，请重新选择日期`,
    );
  }
  return date;
}

function daysParam(params: Params): number {
  const text = params.optionalString('days', '天数');
  if (text === undefined) return DEFAULT_LOW_PRICE_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > SALE_DAYS)
    throw badParam(`天数应为1到${SALE_DAYS}的整数`);
  return days;
}

// The flight catalogue: the city picker, flight search, the low-price calendar and one flight.
// Every answer is computed from the timetable; only seats left come from the database.
export const flightDomain: Domain = {
  name: 'flight',
  register(ctx) {
    const { db } = ctx;
    const route = faultable(ctx);

    route(contract.cityList, ({ params }) => {
      const international = params.has('international')
        ? params.oneOf('international', '是否国际', ['0', '1']) === '1'
        : false;
      const { hot, groups, total } = airCityDirectory(international);
      return {
        international: international ? 1 : 0,
        hot: hot.map(airCityJson),
        groups: groups.map((g) => ({ letter: g.letter, cities: g.cities.map(airCityJson) })),
        total,
      };
    });

    route(contract.searchCity, ({ params }) => {
      const keyword = params.string('keyword', '城市名、拼音或代码');
      if ([...keyword].length > MAX_KEYWORD) throw badParam(`关键词不能超过${MAX_KEYWORD}个字`);
      return { keyword, list: searchAirCities(keyword).slice(0, MAX_SEARCH_HITS).map(airCityJson) };
    });

    route(contract.search, async ({ params, nowMs }) => {
      const today = shanghaiDate(nowMs);
      const { from, to } = routeParams(params);
      const date = saleDateParam(params, 'date', '出发日期', today);
      const flights = flightsOn(from.code, to.code, date, today).filter((f) => isOnSale(f, nowMs));
      const left = await seatsLeft(
        db,
        flights.flatMap((f) => f.fares),
      );
      return {
        from: airCityJson(from.city),
        to: airCityJson(to.city),
        date,
        flights: flights.map((f) => flightJson(f, left)),
      };
    });

    route(contract.lowPrice, async ({ params, nowMs }) => {
      const today = shanghaiDate(nowMs);
      const { from, to } = routeParams(params);
      const start = saleDateParam(params, 'start_date', '开始日期', today);
      const days = daysParam(params);
      const dates = Array.from({ length: days }, (_, i) => addDays(start, i));
      // Days past the window are answered as "nothing on sale" rather than refused: the calendar
      // asks for whole months.
      const flightsByDate = dates.map((date) =>
        flightsOn(from.code, to.code, date, today).filter((f) => isOnSale(f, nowMs)),
      );
      const left = await seatsLeft(
        db,
        flightsByDate.flat().flatMap((f) => f.fares),
      );
      const list = dates.map((date, i) => {
        const prices = flightsByDate[i]!.flatMap((f) => f.fares)
          .filter((fare) => (left.get(fare.id) ?? 0) > 0)
          .map((fare) => fare.adultFen);
        return { date, price_fen: prices.length > 0 ? Math.min(...prices) : null };
      });
      return { from: from.city.code, to: to.city.code, start_date: start, days, list };
    });

    route(contract.detail, async ({ params, nowMs }) => {
      const id = params.string('id', '航班');
      const flight = findFlight(id, shanghaiDate(nowMs));
      if (!flight) throw new LegacyError(FlightFlag.FLIGHT_NOT_FOUND, '该航班不存在或已停售，请重新查询');
      return flightJson(flight, await seatsLeft(db, flight.fares));
    });
  },
};
