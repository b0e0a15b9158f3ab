// One method per legacy endpoint of flight orders (legacy/CONTRACT.md "Flight orders: booking,
// refund, change"). The shapes are the stand-in's, snake case; resolvers translate.
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';
import type { LegacyAirline, LegacyFare, LegacyFlight, LegacyFlightEndpoint } from '../flight/api.ts';

export type LegacyAgeClass = 'ADULT' | 'CHILD' | 'INFANT';
export type LegacyCabinClass = 'economy' | 'business' | 'first';

export interface LegacyPriceLine {
  label: string;
  unit_fen: number;
  count: number;
  amount_fen: number;
}

export interface LegacyQuotedPassenger {
  traveller_id: number;
  age_class: LegacyAgeClass;
  ticket_fen: number;
  airport_fee_fen: number;
  fuel_fen: number;
  total_fen: number;
}

export interface LegacyFlightQuote {
  first_date: string;
  international: boolean;
  passengers: LegacyQuotedPassenger[];
  lines: LegacyPriceLine[];
  total_fen: number;
}

/** A flight as booked on an order; airline and endpoints in the flight domain's shapes. */
export interface LegacyFlightSegment {
  index: number;
  flight_id: string;
  fare_id: string;
  flight_no: string;
  airline: LegacyAirline;
  aircraft: string;
  departure: LegacyFlightEndpoint;
  arrival: LegacyFlightEndpoint;
  cabin_class: LegacyCabinClass;
  cabin_name: string;
  booking_class: string;
}

export interface LegacyFlightPassenger {
  id: number;
  traveller_id: number | null;
  name: string;
  age_class: LegacyAgeClass;
  /** documentTypeId 1..7. */
  document_type: number;
  /** Whole; the graph shows it masked. */
  document_number: string;
  ticket_no: string | null;
  ticket_status: 'booked' | 'ticketed' | 'refunding' | 'refunded' | 'changed';
  total_fen: number;
}

export interface LegacyOrderContact {
  name: string;
  /** Whole; the graph shows it masked. */
  mobile: string;
  email: string | null;
}

export interface LegacyFlightRefund {
  refund_no: string;
  order_no: string;
  status: 'processing' | 'refunded';
  passengers: LegacyFlightPassenger[];
  paid_fen: number;
  fee_fen: number;
  amount_fen: number;
  rule_text: string;
  reason: string;
  applied_at: string;
  refunded_at: string | null;
}

export interface LegacyFlightRefundQuote {
  hours_before_departure: number;
  rule_text: string;
  paid_fen: number;
  fee_fen: number;
  amount_fen: number;
  passenger_ids: number[];
}

export interface LegacyFlightChange {
  change_no: string;
  order_no: string;
  status: 'pending_confirm' | 'pending_payment' | 'changed' | 'cancelled';
  segment_index: number;
  from: LegacyFlightSegment;
  to: LegacyFlightSegment;
  passengers: LegacyFlightPassenger[];
  price_difference_fen: number;
  change_fee_fen: number;
  total_fen: number;
  pay_order_no: string | null;
  created_at: string;
  expires_at: string;
}

export interface LegacyFlightChangeOption {
  flight: LegacyFlight;
  fare: LegacyFare;
  price_difference_fen: number;
  change_fee_fen: number;
  total_fen: number;
}

/** The flight part of a flight order (the generic part is the order service's `LegacyOrder`). */
export interface LegacyFlightOrderDetail {
  order_no: string;
  international: boolean;
  trip_type: 'one_way' | 'round_trip';
  segments: LegacyFlightSegment[];
  passengers: LegacyFlightPassenger[];
  contact: LegacyOrderContact;
  price_lines: LegacyPriceLine[];
  refunds: LegacyFlightRefund[];
  changes: LegacyFlightChange[];
}

/** A booking as the create endpoint takes it; a type (not an interface) so it fits `Params`. */
export type LegacyBooking = {
  idempotency_key: string;
  fare_ids: string[];
  passengers: { traveller_id: number; document_type: number }[];
  contact: { name: string; mobile: string; email?: string };
  expected_total_fen?: number;
};

/** Most orders one batch-detail call takes (the stand-in's limit). */
export const MAX_DETAIL_BATCH = 50;

const endpoints = {
  quote: { prefix: '/v2', method: 'POST', path: '/flightOrder/quote', idempotent: true },
  create: { prefix: '/v2', method: 'POST', path: '/flightOrder/create' },
  details: { prefix: '/v2', method: 'POST', path: '/flightOrder/details', idempotent: true },
  refundQuote: { prefix: '/v2', method: 'POST', path: '/flightOrder/refundQuote', idempotent: true },
  refundApply: { prefix: '/v2', method: 'POST', path: '/flightOrder/refundApply' },
  refundDetail: { prefix: '/api', method: 'GET', path: '/flightOrder/refundDetail' },
  changeOptions: { prefix: '/v2', method: 'POST', path: '/flightOrder/changeOptions', idempotent: true },
  changeApply: { prefix: '/v2', method: 'POST', path: '/flightOrder/changeApply' },
  changeConfirm: { prefix: '/v2', method: 'POST', path: '/flightOrder/changeConfirm' },
  changeDetail: { prefix: '/api', method: 'GET', path: '/flightOrder/changeDetail' },
} satisfies Record<string, Endpoint>;

export const flightOrderApi = {
  quote: (up: Upstream, p: { fare_ids: string[]; traveller_ids: number[] }) =>
    up.call<LegacyFlightQuote>(endpoints.quote, p),
  create: (up: Upstream, p: LegacyBooking) =>
    up.call<{ order_no: string; flight: LegacyFlightOrderDetail }>(endpoints.create, p),
  details: (up: Upstream, p: { order_nos: string[] }) =>
    up.call<{ list: LegacyFlightOrderDetail[] }>(endpoints.details, p),
  refundQuote: (up: Upstream, p: { order_no: string; passenger_ids?: number[] }) =>
    up.call<LegacyFlightRefundQuote>(endpoints.refundQuote, p),
  refundApply: (up: Upstream, p: { order_no: string; passenger_ids?: number[]; reason: string }) =>
    up.call<{ refund: LegacyFlightRefund }>(endpoints.refundApply, p),
  refundDetail: (up: Upstream, p: { refund_no: string }) =>
    up.call<{ refund: LegacyFlightRefund }>(endpoints.refundDetail, p),
  changeOptions: (
    up: Upstream,
    p: { order_no: string; segment_index: number; date: string; passenger_ids?: number[] },
  ) => up.call<{ list: LegacyFlightChangeOption[] }>(endpoints.changeOptions, p),
  changeApply: (
    up: Upstream,
    p: { order_no: string; segment_index: number; fare_id: string; passenger_ids?: number[] },
  ) => up.call<{ change: LegacyFlightChange }>(endpoints.changeApply, p),
  changeConfirm: (up: Upstream, p: { change_no: string }) =>
    up.call<{ change: LegacyFlightChange }>(endpoints.changeConfirm, p),
  changeDetail: (up: Upstream, p: { change_no: string }) =>
    up.call<{ change: LegacyFlightChange }>(endpoints.changeDetail, p),
};
