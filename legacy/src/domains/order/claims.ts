import { LegacyError } from '../../core/errors.ts';
import type { Queryable } from '../../db/types.ts';
import { OrderFlag } from './flags.ts';

// One live booking per traveller and product unit (docs/decisions/0001-one-live-booking-per-traveller.md).
// A product names, for each traveller of an order, who (the subject) and what (the product unit: a
// flight on a day, a hotel night …); the order service claims them inside the booking transaction,
// and the partial unique index of order_claims (migration 0011) lets one live claim exist per pair,
// so of two bookings at the same moment one wins. Cancelling an order releases its claims here;
// a product's own after-sale (a refund of one passenger, a change of flight) releases or takes the
// claims it affects with the same two functions.

export interface Claim {
  /** Who: `documentSubject(…)` or `travellerSubject(…)`. */
  subject: string;
  /** What, one unit of one product: `flight:CA1501:2026-11-23`. */
  product: string;
  /** The traveller's name, for the refusal. */
  who: string;
  /** What they already have, for the refusal: `同一天该航班`. */
  what: string;
}

/**
 * A travel document as a subject: the type and the number without spaces, upper case (how the
 * traveller endpoints store it), so `e 1234 5678` and `E12345678` are one passport. Across members:
 * the same person saved by two accounts is still one passenger.
 */
export function documentSubject(type: number, number: string): string {
  return `doc:${type}:${number.replace(/\s+/g, '').toUpperCase()}`;
}

/**
 * A saved traveller as a subject: catches the same traveller booked again on another of their
 * documents (an ID card, then a passport), which the document subject alone would let through.
 */
export function travellerSubject(travellerId: number): string {
  return `traveller:${travellerId}`;
}

const pairOf = (c: { subject: string; product: string }) => `${c.subject}\u0000${c.product}`;

/**
 * Claims every (subject, product) for the order, in the caller's transaction; refuses with
 * DUPLICATE_BOOKING, naming the traveller, when any of them is live on another order. A claim
 * another transaction is taking at this moment waits for it (PostgreSQL's unique-index check) and
 * loses if that one commits. The refusal rolls the caller's transaction back, claims included.
 */
export async function takeClaims(
  tx: Queryable,
  orderNo: string,
  claims: readonly Claim[],
  nowMs: number,
): Promise<void> {
  const unique = [...new Map(claims.map((c) => [pairOf(c), c])).values()];
  if (unique.length === 0) return;
  const taken = await tx.query<{ subject: string; product: string }>(
    `insert into order_claims (order_no, subject, product, claimed_at)
     select $1, c.subject, c.product, $4 from unnest($2::text[], $3::text[]) as c(subject, product)
     on conflict (subject, product) where released_at is null do nothing
     returning subject, product`,
    [orderNo, unique.map((c) => c.subject), unique.map((c) => c.product), new Date(nowMs)],
  );
  const won = new Set(taken.map(pairOf));
  const lost = unique.find((c) => !won.has(pairOf(c)));
  if (lost) {
    throw new LegacyError(OrderFlag.DUPLICATE_BOOKING, `旅客${lost.who}已有${lost.what}的订单，请勿重复预订`);
  }
}

/**
 * Releases the live claims of some orders: all of them (a cancelled order), or only those of some
 * subjects (the passengers refunded) and/or of one product (the flight a change left or dropped).
 */
export async function releaseClaims(
  tx: Queryable,
  orderNos: readonly string[],
  nowMs: number,
  only: { subjects?: readonly string[]; product?: string } = {},
): Promise<void> {
  if (orderNos.length === 0 || only.subjects?.length === 0) return;
  const params: unknown[] = [orderNos, new Date(nowMs)];
  let filter = '';
  if (only.subjects) {
    params.push(only.subjects);
    filter += ` and subject = any($${params.length}::text[])`;
  }
  if (only.product !== undefined) {
    params.push(only.product);
    filter += ` and product = $${params.length}`;
  }
  await tx.query(
    `update order_claims set released_at = $2
      where order_no = any($1::text[]) and released_at is null${filter}`,
    params,
  );
}
