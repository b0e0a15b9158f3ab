import { LegacyError } from '../../core/errors.ts';

/** Flight-order flags (range 2601–2649), listed in CONTRACT.md and named in the gateway's FLAG_CODES. */
export const FlightOrderFlag = {
  /** A fare id that is not on sale (unknown, outside the sales window, or already departed). */
  FARE_NOT_FOUND: 2601,
  /** Not enough seats left at a fare. */
  SOLD_OUT: 2602,
  /** The server's total differs from the one the page showed; `msg` names the new total. */
  PRICE_CHANGED: 2603,
  /** A traveller id that is not one of the member's travellers. */
  TRAVELLER_NOT_FOUND: 2604,
  /** The traveller has no saved document of the type chosen. */
  DOCUMENT_MISSING: 2605,
  /** That document type cannot be flown on for this route. */
  DOCUMENT_NOT_ACCEPTED: 2606,
  /** The document expires on or before the last flight date (or, abroad, has no expiry on record). */
  DOCUMENT_EXPIRED: 2607,
  /** No adult among the passengers. */
  ADULT_REQUIRED: 2608,
  /** More infants than adults. */
  INFANT_WITHOUT_ADULT: 2609,
  /** More than 9 passengers. */
  TOO_MANY_PASSENGERS: 2610,
  /** The fares do not make a one-way or a round trip (wrong order, not back to the start, return first). */
  ITINERARY_INVALID: 2611,
  /** No flight order with that number for this member. */
  ORDER_NOT_FOUND: 2612,
  /** The flight has departed: it can no longer be paid, refunded or changed. */
  FLIGHT_DEPARTED: 2613,
  /** The order or the passengers chosen cannot be refunded now (unpaid, already refunding …). */
  REFUND_NOT_ALLOWED: 2614,
  /** The order or the passengers chosen cannot be changed now. */
  CHANGE_NOT_ALLOWED: 2615,
  /** A passenger id that is not on the order. */
  PASSENGER_NOT_FOUND: 2616,
  /** No refund with that number for this member. */
  REFUND_NOT_FOUND: 2617,
  /** No change with that number for this member. */
  CHANGE_NOT_FOUND: 2618,
  /** The change quote lapsed (30 minutes) or was dropped; its seats were returned. */
  CHANGE_EXPIRED: 2619,
  /** Another change of the order is waiting for confirmation or payment. */
  CHANGE_PENDING: 2620,
  /** The same traveller twice on one booking. */
  DUPLICATE_PASSENGER: 2621,
} as const;

export function refuse(flag: number, message: string): LegacyError {
  return new LegacyError(flag, message);
}
