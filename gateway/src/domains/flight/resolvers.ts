import { money } from '@storefront/schema/scalars';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import type { GatewayContext } from '../../context.ts';
import type { CabinClass, Resolvers } from '../../__generated__/resolvers-types.ts';
import { flightApi, type LegacyFare, type LegacyFlight } from './api.ts';
import { badInput, nullOnFlag } from '../shared/guards.ts';

/** Dates on sale: today and the 89 days after it (CONTRACT.md "Flights"). */
const SALE_DAYS = 90;
const MAX_KEYWORD = 20;
const MAX_CITY_HITS = 20;
const FLIGHT_NOT_FOUND = 2403;
const CODE = /^[A-Za-z]{3}$/;
const FLIGHT_ID = /^[A-Z0-9]{2}\d{1,4}\.\d{4}-\d{2}-\d{2}$/;

/** A city or airport code, upper-cased: three letters. */
function placeCode(value: string, field: 'from' | 'to'): string {
  const code = value.trim();
  if (!CODE.test(code)) {
    throw badInput(
      `${field === 'from' ? '出发' : '到达'}城市代码应为三个字母，例如 BJS、PEK，请重新选择城市`,
      field,
    );
  }
  return code.toUpperCase();
}

function route(from: string, to: string): { from: string; to: string } {
  const route = { from: placeCode(from, 'from'), to: placeCode(to, 'to') };
  if (route.from === route.to) throw badInput('出发城市和到达城市不能相同，请重新选择', 'to');
  return route;
}

/** A date in the sale window (the Date scalar has already checked the format). */
function saleDate(date: string, field: string): string {
  const today = todayInShanghai();
  const last = addDays(today, SALE_DAYS - 1);
  if (date < today || date > last) throw badInput(`只能查询${today}至${last}的航班，请重新选择日期`, field);
  return date;
}

/** Fares with seats left, cheapest first. */
function faresOnSale(flight: LegacyFlight): LegacyFare[] {
  return flight.fares.filter((f) => f.seats_left > 0).sort((a, b) => a.adult_fen - b.adult_fen);
}

const CABIN_CLASSES: Record<LegacyFare['cabin_class'], CabinClass> = {
  economy: 'ECONOMY',
  business: 'BUSINESS',
  first: 'FIRST',
};

/** One upstream call per distinct read in a request, however many fields ask for it. */
function cached<T>(ctx: GatewayContext, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.cache.get(`flight.${key}`, load);
}

export const flightResolvers: Resolvers = {
  Airport: {
    shortName: (a) => a.short_name,
    cityCode: (a) => a.city_code,
    cityName: (a) => a.city_name,
  },
  AirCity: {
    international: (c) => c.is_international === 1,
  },
  Airline: {
    shortName: (a) => a.short_name,
  },
  FlightEndpoint: {
    time: (e) => e.at,
    clock: (e) => e.time,
  },
  FlightTaxes: {
    airportFee: (t) => money(t.airport_fee_fen),
    fuelSurcharge: (t) => money(t.fuel_fen),
    childFuelSurcharge: (t) => money(t.child_fuel_fen),
  },
  Fare: {
    cabinClass: (f) => CABIN_CLASSES[f.cabin_class],
    cabinName: (f) => f.cabin_name,
    bookingClass: (f) => f.booking_class,
    discountText: (f) => f.discount_text,
    adultPrice: (f) => money(f.adult_fen),
    childPrice: (f) => money(f.child_fen),
    infantPrice: (f) => money(f.infant_fen),
    seatsLeft: (f) => f.seats_left,
    refundRule: (f) => f.refund_rule,
    changeRule: (f) => f.change_rule,
  },
  Flight: {
    flightNo: (f) => f.flight_no,
    arrivalDayOffset: (f) => f.arrival_day_offset,
    durationMinutes: (f) => f.duration_minutes,
    international: (f) => f.is_international === 1,
    lowestFare: (f) => faresOnSale(f)[0] ?? null,
    fares: (f, { cabinClass }) =>
      faresOnSale(f).filter((fare) => !cabinClass || CABIN_CLASSES[fare.cabin_class] === cabinClass),
  },
  DailyLowPrice: {
    price: (d) => (d.price_fen === null ? null : money(d.price_fen)),
  },
  Query: {
    airCities: (_root, { international }, ctx) => {
      const abroad = international === true;
      return cached(ctx, `cities:${abroad}`, () => flightApi.cityList(ctx.upstream, abroad));
    },
    searchAirCities: async (_root, { keyword }, ctx) => {
      const trimmed = keyword.trim();
      if (!trimmed) return [];
      const word = [...trimmed].slice(0, MAX_KEYWORD).join('');
      const answer = await cached(ctx, `searchCity:${word}`, () => flightApi.searchCity(ctx.upstream, word));
      return answer.list.slice(0, MAX_CITY_HITS);
    },
    flightSearch: (_root, args, ctx) => {
      const { from, to } = route(args.from, args.to);
      const date = saleDate(args.date, 'date');
      return cached(ctx, `search:${from}:${to}:${date}`, () =>
        flightApi.search(ctx.upstream, from, to, date),
      );
    },
    flightLowPrices: async (_root, args, ctx) => {
      const { from, to } = route(args.from, args.to);
      const startDate = saleDate(args.startDate, 'startDate');
      const days = args.days ?? 30;
      if (!Number.isInteger(days) || days < 1 || days > SALE_DAYS) {
        throw badInput(`天数应为1到${SALE_DAYS}之间的整数`, 'days');
      }
      const answer = await cached(ctx, `lowPrice:${from}:${to}:${startDate}:${days}`, () =>
        flightApi.lowPrice(ctx.upstream, from, to, startDate, days),
      );
      return answer.list;
    },
    flight: async (_root, { id }, ctx) => {
      const flightId = id.trim();
      if (!FLIGHT_ID.test(flightId))
        throw badInput('航班编号格式不正确，应为“航班号.日期”，例如 CA1501.2026-11-23', 'id');
      // "No such flight" is an answer (null), not a failure.
      return nullOnFlag(
        cached(ctx, `detail:${flightId}`, () => flightApi.detail(ctx.upstream, flightId)),
        FLIGHT_NOT_FOUND,
      );
    },
  },
};
