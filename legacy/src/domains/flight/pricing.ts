// What one passenger pays for one flight, by age class on the departure date. The fares carry the
// ticket prices per age class (catalogue.ts applies the child and infant rules); this adds the taxes
// each age class pays.
import type { CatalogueFare, CatalogueFlight } from './catalogue.ts';

export type AgeClass = 'ADULT' | 'CHILD' | 'INFANT';

export interface PassengerPrice {
  ticketFen: number;
  airportFeeFen: number;
  fuelFen: number;
  totalFen: number;
}

/**
 * Domestic: an adult pays the airport construction fee (¥50) and the fuel surcharge; a child no
 * airport fee and half the fuel surcharge; an infant no taxes at all. International (the stand-in's
 * own rule): a child pays the adult's taxes, an infant none.
 */
export function passengerPrice(flight: CatalogueFlight, fare: CatalogueFare, age: AgeClass): PassengerPrice {
  let ticketFen: number;
  let airportFeeFen: number;
  let fuelFen: number;
  if (age === 'ADULT') {
    ticketFen = fare.adultFen;
    airportFeeFen = flight.airportFeeFen;
    fuelFen = flight.fuelFen;
  } else if (age === 'CHILD') {
    ticketFen = fare.childFen;
    airportFeeFen = flight.international ? flight.airportFeeFen : 0;
    fuelFen = flight.childFuelFen;
  } else {
    ticketFen = fare.infantFen;
    airportFeeFen = 0;
    fuelFen = 0;
  }
  return { ticketFen, airportFeeFen, fuelFen, totalFen: ticketFen + airportFeeFen + fuelFen };
}
