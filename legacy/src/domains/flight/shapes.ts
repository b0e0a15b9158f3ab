// The flight shapes the stand-in answers, built to the contract's types (schema/src/rest/flight.ts;
// snake case, as the legacy backend sends them). Exported for the flight-order domain, whose change
// options answer flights and fares in exactly these shapes.
import { daysBetween } from '@storefront/schema/dates';
import type { Static } from '@storefront/schema/rest';
import type { AirCity, Airline, Airport, Fare, Flight, FlightEndpoint } from '@storefront/schema/rest/flight';
import { AIRLINES, airport as airportInfo, type AirportInfo } from './airports.ts';
import type { CatalogueFare, CatalogueFlight } from './catalogue.ts';
import type { AirCity as CatalogueCity } from './cities.ts';
import { changeRuleText, refundRuleText } from './rules.ts';

export type AirportJson = Static<typeof Airport>;
export type AirCityJson = Static<typeof AirCity>;
export type AirlineJson = Static<typeof Airline>;
export type FlightEndpointJson = Static<typeof FlightEndpoint>;
export type FareJson = Static<typeof Fare>;
export type FlightJson = Static<typeof Flight>;

export function airportJson(a: AirportInfo | string): AirportJson {
  const info = typeof a === 'string' ? airportInfo(a) : a;
  return {
    code: info.iata,
    name: info.name,
    short_name: info.shortName,
    city_code: info.cityCode,
    city_name: info.cityName,
  };
}

export function airCityJson(c: CatalogueCity): AirCityJson {
  return {
    code: c.code,
    name: c.name,
    pinyin: c.pinyin,
    initials: c.initials,
    first_letter: c.pinyin.charAt(0).toUpperCase(),
    is_international: c.international ? 1 : 0,
    country: c.country,
    airports: c.airports.map(airportJson),
  };
}

export function airlineJson(code: string): AirlineJson {
  const airline = AIRLINES.get(code);
  if (!airline) throw new Error(`flight shapes: unknown airline ${code}`);
  return { code: airline.code, name: airline.name, short_name: airline.shortName };
}

/** A fare with its live seat count (from inventory.ts `seatsLeft`). */
export function fareJson(fare: CatalogueFare, seatsLeft: number): FareJson {
  return {
    id: fare.id,
    cabin_class: fare.cabinClass,
    cabin_name: fare.cabinName,
    booking_class: fare.bookingClass,
    discount_text: fare.discountText,
    adult_fen: fare.adultFen,
    child_fen: fare.childFen,
    infant_fen: fare.infantFen,
    seats_left: seatsLeft,
    refund_rule: refundRuleText(fare.bookingClass),
    change_rule: changeRuleText(fare.bookingClass),
    baggage: fare.baggage,
  };
}

/**
 * A flight with every fare and its seats left (`left` from `seatsLeft`; a fare missing from it
 * counts its seats for sale). Fares come cheapest first.
 */
export function flightJson(flight: CatalogueFlight, left: ReadonlyMap<string, number>): FlightJson {
  return {
    id: flight.id,
    flight_no: flight.flightNo,
    airline: airlineJson(flight.airlineCode),
    aircraft: flight.aircraft,
    departure: {
      airport: airportJson(flight.depAirport),
      terminal: flight.depTerminal,
      date: flight.depDate,
      time: flight.depTime,
      at: flight.depAt,
    },
    arrival: {
      airport: airportJson(flight.arrAirport),
      terminal: flight.arrTerminal,
      date: flight.arrDate,
      time: flight.arrTime,
      at: flight.arrAt,
    },
    arrival_day_offset: daysBetween(flight.depDate, flight.arrDate),
    duration_minutes: flight.durationMinutes,
    stops: flight.stops.map((s) => ({ airport: airportJson(s.airport), minutes: s.minutes })),
    meal: flight.meal,
    is_international: flight.international ? 1 : 0,
    taxes: {
      airport_fee_fen: flight.airportFeeFen,
      fuel_fen: flight.fuelFen,
      child_fuel_fen: flight.childFuelFen,
    },
    fares: [...flight.fares]
      .sort((a, b) => a.adultFen - b.adultFen)
      .map((fare) => fareJson(fare, left.get(fare.id) ?? fare.baseSeats)),
  };
}
