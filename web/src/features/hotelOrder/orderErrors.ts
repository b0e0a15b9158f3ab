import { sortBookingErrors, type ContactField } from '../../components/booking/submit.ts';
import type { UserErrorLike } from '../../lib/userErrors.ts';

/**
 * Refusals meaning the stay can no longer be booked as chosen (the gateway's codes for flags 2801
 * and 2703): no room left on a night, or the plan, room type or hotel gone. Both are answered the
 * same way: back to the hotel's rooms.
 */
const GONE_CODES = new Set(['SOLD_OUT', 'HOTEL_NOT_FOUND']);

export type { ContactField };

/** A createHotelOrder refusal sorted by what the booking page does with it. */
export interface SortedHotelErrors {
  /** The price changed: show the new total and ask before booking at it. */
  priceChanged: UserErrorLike | null;
  /** Sold out or gone: say so and go back to choosing a room. */
  soldOut: UserErrorLike | null;
  /** Messages under a room's guest, by room index (0 is room 1). */
  guests: Map<number, string[]>;
  /** Messages under a contact field. */
  contact: Partial<Record<ContactField, string[]>>;
  /** Everything else, as a toast. */
  general: string[];
}

/**
 * The room index a guest error is about, from its field path: `["input", "guests", "1", "name"]` is
 * the second guest in the order sent, which is room 2 (the page sends one guest per room, in room
 * order). Null when the path names no guest within `rooms`.
 */
export function guestOfError(error: UserErrorLike, rooms: number): number | null {
  const path = error.field ?? [];
  const at = path.indexOf('guests');
  if (at < 0) return null;
  const index = Number(path[at + 1]);
  return Number.isInteger(index) && index >= 0 && index < rooms ? index : null;
}

export function sortHotelOrderErrors(errors: ReadonlyArray<UserErrorLike>, rooms: number): SortedHotelErrors {
  const { people, ...rest } = sortBookingErrors(errors, {
    goneCodes: GONE_CODES,
    personOf: (error) => guestOfError(error, rooms),
  });
  return { ...rest, guests: people };
}
