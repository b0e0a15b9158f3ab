import type {
  FlightSummary_FareFragment,
  FlightSummary_FlightFragment,
} from '../../__generated__/graphql.ts';
import type { TripEnds } from './routes.ts';

/** A booked flight with the fare chosen on it. */
export interface BookingLeg {
  flight: FlightSummary_FlightFragment;
  fare: FlightSummary_FareFragment;
}

/** The legs of the booking, outbound first; null when a flight or its fare is no longer on sale. */
export function legsOf(
  fareIds: ReadonlyArray<string>,
  flights: ReadonlyArray<FlightSummary_FlightFragment | null | undefined>,
): BookingLeg[] | null {
  const legs: BookingLeg[] = [];
  for (const [i, fareId] of fareIds.entries()) {
    const flight = flights[i];
    const fare = flight?.fares.find((f) => f.id === fareId);
    if (!flight || !fare) return null;
    legs.push({ flight, fare });
  }
  return legs;
}

/** The departure date (`YYYY-MM-DD`, Beijing time: the instant carries `+08:00`) of a flight. */
export const departureDate = (flight: FlightSummary_FlightFragment) => flight.departure.time.slice(0, 10);

/** The trip of a booking's flights (the outbound's cities, a round trip's return date). */
export function tripOf(flights: ReadonlyArray<FlightSummary_FlightFragment>): TripEnds {
  const out = flights[0]!;
  return {
    fromCode: out.departure.airport.cityCode,
    fromName: out.departure.airport.cityName,
    toCode: out.arrival.airport.cityCode,
    toName: out.arrival.airport.cityName,
    date: departureDate(out),
    backDate: flights[1] ? departureDate(flights[1]) : null,
  };
}
