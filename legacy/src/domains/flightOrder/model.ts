import type { Static } from '@storefront/schema/rest';
import type { PriceLine as PriceLineShape } from '@storefront/schema/rest/flightOrder';
import type { AgeClass } from '@storefront/schema/validation';
import type { CatalogueFare, CatalogueFlight } from '../flight/catalogue.ts';

// The rows of the flight-order tables (migration 0009) as the domain reads them. jsonb columns come
// back parsed on both engines; bigint as number (db/types.ts).

/** A flight as booked: the catalogue flight without its fares (the booked fare is kept beside it). */
export type FlightSnapshot = Omit<CatalogueFlight, 'fares'>;

/** What one passenger pays for one segment. */
export interface SegmentPrice {
  ticket_fen: number;
  airport_fee_fen: number;
  fuel_fen: number;
}

export type TicketStatus = 'booked' | 'ticketed' | 'refunding' | 'refunded' | 'changed';

/** Ticket states of a passenger who still flies: refundable and changeable once the order is paid. */
export const FLYING: readonly TicketStatus[] = ['ticketed', 'changed'];

/** A line of an order's price breakdown, stored as the contract answers it. */
export type PriceLine = Static<typeof PriceLineShape>;

/** 0 outbound (or only), 1 return: the tables' check and the contract's type. */
export type SegmentIndex = 0 | 1;

export interface FlightOrderRow {
  order_no: string;
  member_id: number;
  international: boolean;
  trip_type: 'one_way' | 'round_trip';
  contact_name: string;
  contact_mobile: string;
  contact_email: string | null;
  price_lines: PriceLine[];
  created_at: Date;
}

export interface SegmentRow {
  order_no: string;
  segment_index: SegmentIndex;
  flight_id: string;
  fare_id: string;
  dep_at: Date;
  arr_at: Date;
  flight: FlightSnapshot;
  fare: CatalogueFare;
}

export interface PassengerRow {
  id: number;
  order_no: string;
  position: number;
  traveller_id: number | null;
  name: string;
  age_class: AgeClass;
  document_type: number;
  document_number: string;
  document_expires_on: string | null;
  /** Indexed by segment_index. */
  prices: SegmentPrice[];
  total_fen: number;
  ticket_no: string | null;
  ticket_status: TicketStatus;
}

export interface RefundRow {
  refund_no: string;
  order_no: string;
  member_id: number;
  status: 'processing' | 'refunded';
  passenger_ids: number[];
  paid_fen: number;
  fee_fen: number;
  amount_fen: number;
  rule_text: string;
  reason: string;
  applied_at: Date;
  due_at: Date;
  refunded_at: Date | null;
}

export type ChangeStatus = 'pending_confirm' | 'pending_payment' | 'changed' | 'cancelled';

export interface ChangeRow {
  change_no: string;
  order_no: string;
  member_id: number;
  segment_index: SegmentIndex;
  status: ChangeStatus;
  passenger_ids: number[];
  from_flight: FlightSnapshot;
  from_fare: CatalogueFare;
  to_flight: FlightSnapshot;
  to_fare: CatalogueFare;
  to_dep_at: Date;
  to_arr_at: Date;
  seats: number;
  new_prices: Record<string, SegmentPrice>;
  price_difference_fen: number;
  change_fee_fen: number;
  total_fen: number;
  pay_order_no: string | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
  cancelled_at: Date | null;
}

/** Seats a group of passengers takes: infants sit on an adult's lap. */
export function seatCount(passengers: readonly { age_class: AgeClass }[]): number {
  return passengers.filter((p) => p.age_class !== 'INFANT').length;
}

/** The flight without its fares, for a snapshot. */
export function snapshotOf(flight: CatalogueFlight): FlightSnapshot {
  const { fares: _fares, ...snapshot } = flight;
  return snapshot;
}

/** Whole hours from `now` to `at`, rounded down (negative once past). */
export function wholeHoursBefore(at: Date, nowMs: number): number {
  return Math.floor((at.getTime() - nowMs) / 3_600_000);
}

/** Exact hours from `now` to `at`, for the fee tiers. */
export function hoursBefore(at: Date, nowMs: number): number {
  return (at.getTime() - nowMs) / 3_600_000;
}
