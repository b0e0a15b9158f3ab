import type { AgeClass } from '@storefront/schema/validation';
import type { Db, Queryable } from '../../db/types.ts';
import { holdSeats } from '../flight/inventory.ts';
import { withOrderClock } from '../order/clock.ts';
import { insertOrder, orderByIdempotencyKey, type IdempotencyKey } from '../order/store.ts';
import { markTravellersUsed, travellersOfMember, type StoredTraveller } from '../traveller/store.ts';
import { flightClaims } from './claims.ts';
import { acceptedDocuments, documentList, DOCUMENT_NAMES } from './documents.ts';
import { FlightOrderFlag, refuse } from './flags.ts';
import {
  ageOn,
  cityName,
  pricePassenger,
  priceLines,
  resolveItinerary,
  type Itinerary,
  type PricedPassenger,
} from './itinerary.ts';
import { snapshotOf, type PriceLine } from './model.ts';
import { segmentSubtitle, tripTitle } from './wording.ts';

// Quote and booking. The server prices every booking itself from the catalogue; the client's total
// is only compared, never trusted.

/** Most passengers on one order (airline practice for one booking record). */
export const MAX_PASSENGERS = 9;
/** Domestic order type (spec §3) and international. */
export const DOMESTIC_TYPE = 8;
export const INTERNATIONAL_TYPE = 2;
/** The scope of the shopper's idempotency keys: a key means one booking, and nothing else. */
const BOOKING_SCOPE = 'flightOrder/create';

export interface QuotedTraveller extends PricedPassenger {
  traveller: StoredTraveller;
}

export interface Quote {
  itinerary: Itinerary;
  passengers: QuotedTraveller[];
  lines: PriceLine[];
  total_fen: number;
}

/** The member's travellers in the order asked; a foreign, deleted or repeated id is refused. */
async function memberTravellers(
  db: Queryable,
  memberId: number,
  ids: readonly number[],
): Promise<StoredTraveller[]> {
  if (new Set(ids).size !== ids.length) {
    throw refuse(FlightOrderFlag.DUPLICATE_PASSENGER, '同一位乘机人不能重复添加');
  }
  const found = await travellersOfMember(db, memberId, [...ids]);
  if (found.length !== ids.length) {
    throw refuse(FlightOrderFlag.TRAVELLER_NOT_FOUND, '乘机人不存在或已删除，请重新选择');
  }
  return found;
}

/** At most 9 passengers: checked before any query, so a tenth is refused without reading anything. */
function checkCount(count: number): void {
  if (count > MAX_PASSENGERS) {
    throw refuse(FlightOrderFlag.TOO_MANY_PASSENGERS, `每个订单最多${MAX_PASSENGERS}位乘机人，请分开预订`);
  }
}

/** The passenger mix: at least one adult, no more infants than adults. */
function checkMix(ages: readonly AgeClass[]): void {
  const adults = ages.filter((a) => a === 'ADULT').length;
  const infants = ages.filter((a) => a === 'INFANT').length;
  if (adults === 0) {
    throw refuse(FlightOrderFlag.ADULT_REQUIRED, '儿童和婴儿须由成人陪同乘机，请至少添加一位成人');
  }
  if (infants > adults) {
    throw refuse(
      FlightOrderFlag.INFANT_WITHOUT_ADULT,
      '每位成人最多携带一名婴儿，请增加成人乘机人或减少婴儿',
    );
  }
}

function priceFor(itinerary: Itinerary, travellers: readonly StoredTraveller[]): Quote {
  const passengers = travellers.map((traveller) => ({
    traveller,
    ...pricePassenger(itinerary.legs, ageOn(traveller.birthday, itinerary.firstDate, traveller.name)),
  }));
  return {
    itinerary,
    passengers,
    lines: priceLines(passengers, itinerary.international),
    total_fen: passengers.reduce((n, p) => n + p.total_fen, 0),
  };
}

/** The price of a booking for saved travellers, before it is made. */
export async function quote(
  db: Queryable,
  memberId: number,
  fareIds: readonly string[],
  travellerIds: readonly number[],
  nowMs: number,
): Promise<Quote> {
  const itinerary = resolveItinerary(fareIds, nowMs);
  checkCount(travellerIds.length);
  return priceFor(itinerary, await memberTravellers(db, memberId, travellerIds));
}

export interface BookingPassenger {
  travellerId: number;
  documentType: number;
}

export interface Booking {
  memberId: number;
  idempotencyKey: string;
  fareIds: string[];
  passengers: BookingPassenger[];
  contact: { name: string; mobile: string; email: string | null };
  expectedTotalFen: number | null;
}

/** The document a passenger flies on: saved, accepted on this route, and valid after the last flight. */
function chosenDocument(traveller: StoredTraveller, type: number, itinerary: Itinerary) {
  const typeName = DOCUMENT_NAMES[type] ?? '证件';
  const document = traveller.documents.find((d) => d.type === type);
  if (!document) {
    throw refuse(
      FlightOrderFlag.DOCUMENT_MISSING,
      `${traveller.name}未保存${typeName}，请在常用旅客中补充或选择其他证件`,
    );
  }
  const accepted = acceptedDocuments(itinerary.legs.map((leg) => leg.flight));
  if (!accepted.includes(type)) {
    throw refuse(
      FlightOrderFlag.DOCUMENT_NOT_ACCEPTED,
      `该航线不能持${typeName}乘机，请为${traveller.name}选择${documentList(accepted)}`,
    );
  }
  if (document.expires_on === null && itinerary.international) {
    throw refuse(
      FlightOrderFlag.DOCUMENT_EXPIRED,
      `请在常用旅客中补充${traveller.name}的${typeName}有效期后再预订`,
    );
  }
  if (document.expires_on !== null && document.expires_on <= itinerary.lastDate) {
    throw refuse(
      FlightOrderFlag.DOCUMENT_EXPIRED,
      `${traveller.name}的${typeName}将于${document.expires_on}到期，须在行程结束（${itinerary.lastDate}）后仍有效，请更新证件后再预订`,
    );
  }
  return document;
}

/**
 * Books the flights in one transaction: travellers and documents checked, price compared, order
 * row inserted under the idempotency key (the order service refuses a member's fourth unpaid order
 * and a passenger already booked on one of the flights), seats held on every leg, segments and
 * passengers snapshotted. Any refusal rolls everything back. Returns the order number; a repeated
 * key returns the order the first submit made (sequential or concurrent) and holds nothing more.
 */
export async function createOrder(db: Db, booking: Booking, nowMs: number): Promise<string> {
  const idempotency: IdempotencyKey = { scope: BOOKING_SCOPE, key: booking.idempotencyKey };
  const earlier = await orderByIdempotencyKey(db, booking.memberId, idempotency);
  if (earlier) return earlier.order_no;
  const itinerary = resolveItinerary(booking.fareIds, nowMs);
  checkCount(booking.passengers.length);
  return withOrderClock(db, nowMs, async (tx) => {
    const travellers = await memberTravellers(
      tx,
      booking.memberId,
      booking.passengers.map((p) => p.travellerId),
    );
    const priced = priceFor(itinerary, travellers);
    checkMix(priced.passengers.map((p) => p.age_class));
    const documents = travellers.map((t, i) =>
      chosenDocument(t, booking.passengers[i]!.documentType, itinerary),
    );
    if (booking.expectedTotalFen !== null && booking.expectedTotalFen !== priced.total_fen) {
      throw refuse(
        FlightOrderFlag.PRICE_CHANGED,
        `价格已变为¥${(priced.total_fen / 100).toFixed(2)}，请确认新价格后重新提交`,
      );
    }
    const [out] = itinerary.legs;
    const last = itinerary.legs[itinerary.legs.length - 1]!;
    const order = await insertOrder(tx, {
      memberId: booking.memberId,
      orderType: itinerary.international ? INTERNATIONAL_TYPE : DOMESTIC_TYPE,
      totalFen: priced.total_fen,
      title: tripTitle(
        cityName(out!.flight.depAirport),
        cityName(out!.flight.arrAirport),
        itinerary.tripType,
      ),
      subtitle: segmentSubtitle(out!.flight, out!.fare),
      travelDate: itinerary.firstDate,
      travelEndAt: last.arrAt,
      idempotency,
      // Each passenger on each flight, so the same traveller cannot hold two bookings of one flight.
      claims: flightClaims(
        travellers.map((t, i) => ({
          name: t.name,
          document_type: documents[i]!.type,
          document_number: documents[i]!.number,
          traveller_id: t.id,
        })),
        itinerary.legs.map((leg) => leg.flight),
      ),
      now: nowMs,
    });
    if (!order) {
      // A concurrent submit with the same key committed first: answer with its order.
      const first = await orderByIdempotencyKey(tx, booking.memberId, idempotency);
      if (!first) throw new Error('idempotency key clashed but no order holds it');
      return first.order_no;
    }
    const seats = priced.passengers.filter((p) => p.age_class !== 'INFANT').length;
    for (const leg of itinerary.legs) {
      if (!(await holdSeats(tx, leg.fare, seats))) {
        throw refuse(
          FlightOrderFlag.SOLD_OUT,
          `航班${leg.flight.flightNo}${leg.fare.cabinName}余座不足${seats}个，请选择其他航班或舱位`,
        );
      }
    }
    await markTravellersUsed(
      tx,
      booking.memberId,
      travellers.map((t) => t.id),
      nowMs,
    );
    await tx.query(
      `insert into flight_orders (order_no, member_id, international, trip_type, contact_name, contact_mobile,
         contact_email, price_lines, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        order.order_no,
        booking.memberId,
        itinerary.international,
        itinerary.tripType,
        booking.contact.name,
        booking.contact.mobile,
        booking.contact.email,
        JSON.stringify(priced.lines),
        new Date(nowMs),
      ],
    );
    for (const [index, leg] of itinerary.legs.entries()) {
      await tx.query(
        `insert into flight_order_segments (order_no, segment_index, flight_id, fare_id, dep_at, arr_at, flight, fare)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          order.order_no,
          index,
          leg.flight.id,
          leg.fare.id,
          leg.depAt,
          leg.arrAt,
          JSON.stringify(snapshotOf(leg.flight)),
          JSON.stringify(leg.fare),
        ],
      );
    }
    for (const [position, p] of priced.passengers.entries()) {
      const document = documents[position]!;
      await tx.query(
        `insert into flight_order_passengers (order_no, position, traveller_id, name, age_class, document_type,
           document_number, document_expires_on, prices, total_fen)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          order.order_no,
          position,
          p.traveller.id,
          p.traveller.name,
          p.age_class,
          document.type,
          document.number,
          document.expires_on,
          JSON.stringify(p.prices),
          p.total_fen,
        ],
      );
    }
    return order.order_no;
  });
}
