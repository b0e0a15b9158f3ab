import { ageClass, type AgeClass } from '@storefront/schema/validation';
import { airports } from '../../db/seed/airports.ts';
import {
  findFare,
  isOnSale,
  SALE_CLOSE_MINUTES,
  type CatalogueFare,
  type CatalogueFlight,
} from '../flight/catalogue.ts';
import { passengerPrice } from '../flight/pricing.ts';
import { shanghaiDate } from '../../time.ts';
import { FlightOrderFlag, refuse } from './flags.ts';
import type { PriceLine, SegmentPrice } from './model.ts';

// What fare ids book: one flight (one-way) or out and back (round trip), and what each passenger
// pays for it. Pure apart from the catalogue lookup, so the quote and the order price the same way.

export interface Leg {
  flight: CatalogueFlight;
  fare: CatalogueFare;
  depAt: Date;
  arrAt: Date;
}

export interface Itinerary {
  legs: Leg[];
  international: boolean;
  tripType: 'one_way' | 'round_trip';
  /** Departure date of the first flight: the day age classes are taken on. */
  firstDate: string;
  /** Arrival date of the last flight: documents must be valid after it. */
  lastDate: string;
}

const cityOf = new Map(airports.map((a) => [a.iata, a.cityCode]));

/** The IATA city of an airport (BJS for PEK and PKX), or the airport itself when the seed has none. */
export function cityCode(iata: string): string {
  return cityOf.get(iata) ?? iata;
}

export function cityName(iata: string): string {
  return airports.find((a) => a.iata === iata)?.cityName ?? iata;
}

/** Resolves fare ids to bookable flights; refuses fares that are not on sale or do not make a trip. */
export function resolveItinerary(fareIds: readonly string[], nowMs: number): Itinerary {
  if (fareIds.length < 1 || fareIds.length > 2) {
    throw refuse(FlightOrderFlag.ITINERARY_INVALID, '请选择一个航班（往返选择去程和返程各一个）');
  }
  const today = shanghaiDate(nowMs);
  const legs = fareIds.map((id): Leg => {
    const found = findFare(id, today);
    if (!found) throw refuse(FlightOrderFlag.FARE_NOT_FOUND, '所选舱位已不在售，请返回重新选择航班');
    if (!isOnSale(found.flight, nowMs)) {
      throw refuse(
        FlightOrderFlag.FARE_NOT_FOUND,
        `航班${found.flight.flightNo}已停止售票（起飞前${SALE_CLOSE_MINUTES}分钟截止），请选择其他航班`,
      );
    }
    return {
      flight: found.flight,
      fare: found.fare,
      depAt: new Date(found.flight.depAt),
      arrAt: new Date(found.flight.arrAt),
    };
  });
  const [out, back] = legs as [Leg, Leg | undefined];
  if (back) {
    const returnsHome =
      cityCode(back.flight.depAirport) === cityCode(out.flight.arrAirport) &&
      cityCode(back.flight.arrAirport) === cityCode(out.flight.depAirport);
    if (!returnsHome)
      throw refuse(FlightOrderFlag.ITINERARY_INVALID, '返程航班须从去程目的地返回出发城市，请重新选择');
    if (back.depAt.getTime() <= out.arrAt.getTime()) {
      throw refuse(FlightOrderFlag.ITINERARY_INVALID, '返程航班须在去程航班到达之后起飞，请重新选择返程');
    }
  }
  const last = legs[legs.length - 1]!;
  return {
    legs,
    international: legs.some((leg) => leg.flight.international),
    tripType: back ? 'round_trip' : 'one_way',
    firstDate: out.flight.depDate,
    lastDate: last.flight.arrDate,
  };
}

/** Age class on the first departure date; a birthday after it is bad data, not an infant. */
export function ageOn(birthday: string, firstDate: string, name: string): AgeClass {
  try {
    return ageClass(birthday, firstDate);
  } catch {
    throw refuse(FlightOrderFlag.TRAVELLER_NOT_FOUND, `${name}的出生日期晚于出发日期，请修改旅客信息`);
  }
}

export interface PricedPassenger {
  age_class: AgeClass;
  prices: SegmentPrice[];
  ticket_fen: number;
  airport_fee_fen: number;
  fuel_fen: number;
  total_fen: number;
}

/** What one passenger of an age class pays over every leg. */
export function pricePassenger(
  legs: readonly Pick<Leg, 'flight' | 'fare'>[],
  age: AgeClass,
): PricedPassenger {
  const prices = legs.map((leg): SegmentPrice => {
    const p = passengerPrice(leg.flight, leg.fare, age);
    return { ticket_fen: p.ticketFen, airport_fee_fen: p.airportFeeFen, fuel_fen: p.fuelFen };
  });
  const sum = (key: keyof SegmentPrice) => prices.reduce((n, p) => n + p[key], 0);
  const ticket = sum('ticket_fen');
  const airport = sum('airport_fee_fen');
  const fuel = sum('fuel_fen');
  return {
    age_class: age,
    prices,
    ticket_fen: ticket,
    airport_fee_fen: airport,
    fuel_fen: fuel,
    total_fen: ticket + airport + fuel,
  };
}

const AGE_WORDS: Record<AgeClass, string> = { ADULT: '成人', CHILD: '儿童', INFANT: '婴儿' };
const AGE_ORDER: readonly AgeClass[] = ['ADULT', 'CHILD', 'INFANT'];

/**
 * The breakdown a booking page shows: ticket, airport fee (taxes abroad) and fuel by age class,
 * each with its unit price over all legs and a count; lines with nothing to pay are left out. The
 * amounts add up to the order total.
 */
export function priceLines(passengers: readonly PricedPassenger[], international: boolean): PriceLine[] {
  const lines = new Map<string, PriceLine>();
  const add = (label: string, unit: number) => {
    if (unit <= 0) return;
    const key = `${label}|${unit}`;
    const line = lines.get(key) ?? { label, unit_fen: unit, count: 0, amount_fen: 0 };
    line.count += 1;
    line.amount_fen += unit;
    lines.set(key, line);
  };
  const feeWord = international ? '税费' : '机建';
  for (const age of AGE_ORDER) {
    const prefix = age === 'ADULT' ? '' : AGE_WORDS[age];
    for (const p of passengers.filter((x) => x.age_class === age)) {
      add(`${AGE_WORDS[age]}票`, p.ticket_fen);
      add(`${prefix}${feeWord}`, p.airport_fee_fen);
      add(`${prefix}燃油`, p.fuel_fen);
    }
  }
  return [...lines.values()];
}
