import type { Queryable } from '../../db/types.ts';
import { documentSubject, releaseClaims, travellerSubject, type Claim } from '../order/claims.ts';
import type { PassengerRow } from './model.ts';

// A flight order's claims (order/claims.ts): each passenger claims each flight of the order, by the
// document they fly on and by their saved traveller. Booking takes them through insertOrder; a
// refund releases its passengers' claims; a change claims the new flight when quoted, releases the
// old one when done, and releases the new one when it lapses or is dropped.

/** What a passenger already has when refused: worded for the refusal `旅客张三已有…的订单`. */
const SAME_FLIGHT = '同一天该航班';

/** One flight on one day (the local departure date), whatever the fare or cabin. */
export function flightProduct(flight: { flightNo: string; depDate: string }): string {
  return `flight:${flight.flightNo}:${flight.depDate}`;
}

type ClaimingPassenger = Pick<PassengerRow, 'name' | 'document_type' | 'document_number' | 'traveller_id'>;

/** Who a passenger is, as claims name them: the document flown on, and the saved traveller. */
export function passengerSubjects(p: Omit<ClaimingPassenger, 'name'>): string[] {
  const subjects = [documentSubject(Number(p.document_type), p.document_number)];
  if (p.traveller_id !== null) subjects.push(travellerSubject(Number(p.traveller_id)));
  return subjects;
}

/** The claims of some passengers on some flights. */
export function flightClaims(
  passengers: readonly ClaimingPassenger[],
  flights: readonly { flightNo: string; depDate: string }[],
): Claim[] {
  return passengers.flatMap((p) =>
    flights.flatMap((flight) =>
      passengerSubjects(p).map((subject) => ({
        subject,
        product: flightProduct(flight),
        who: p.name,
        what: SAME_FLIGHT,
      })),
    ),
  );
}

/** Releases the claims some passengers of an order hold, on one flight or on all of the order's. */
export async function releasePassengerClaims(
  tx: Queryable,
  orderNo: string,
  passengers: readonly Omit<ClaimingPassenger, 'name'>[],
  nowMs: number,
  flight?: { flightNo: string; depDate: string },
): Promise<void> {
  await releaseClaims(tx, [orderNo], nowMs, {
    subjects: passengers.flatMap(passengerSubjects),
    ...(flight ? { product: flightProduct(flight) } : {}),
  });
}

/**
 * Releases what the passengers a change moves hold on one of its flights: the old one once the
 * change is done, the new one when the change lapses or is dropped.
 */
export async function releaseChangeClaims(
  tx: Queryable,
  change: { order_no: string; passenger_ids: readonly (number | string)[] },
  flight: { flightNo: string; depDate: string },
  nowMs: number,
): Promise<void> {
  const passengers = await tx.query<Omit<ClaimingPassenger, 'name'>>(
    'select document_type, document_number, traveller_id from flight_order_passengers where id = any($1::bigint[])',
    [change.passenger_ids.map(Number)],
  );
  await releasePassengerClaims(tx, change.order_no, passengers, nowMs, flight);
}
