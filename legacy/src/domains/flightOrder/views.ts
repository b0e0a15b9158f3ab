import type { Static } from '@storefront/schema/rest';
import type {
  FlightChange,
  FlightOrder,
  FlightPassenger,
  FlightRefund,
  FlightSegment,
} from '@storefront/schema/rest/flightOrder';
import type { CatalogueFare } from '../flight/catalogue.ts';
import { airlineJson, airportJson, type FlightEndpointJson } from '../flight/shapes.ts';
import { toShanghaiIso } from '../../time.ts';
import type { ChangeRow, FlightSnapshot, PassengerRow, RefundRow, SegmentRow } from './model.ts';

// The JSON the stand-in answers for flight orders, built to the contract's types
// (schema/src/rest/flightOrder.ts; snake case, like the rest of the contract).
// Document numbers and the contact's mobile go to the member whole, as the traveller endpoints send
// them; the gateway masks both for the graph.

export type SegmentJson = Static<typeof FlightSegment>;
export type PassengerJson = Static<typeof FlightPassenger>;
export type RefundJson = Static<typeof FlightRefund>;
export type ChangeJson = Static<typeof FlightChange>;
export type FlightOrderJson = Static<typeof FlightOrder>;

/**
 * A flight as booked on an order, with the flight domain's airline and endpoint shapes (so the
 * gateway reads them with the same resolvers). Times are local to each airport, as on the timetable.
 */
export function segmentJson(
  index: SegmentJson['index'],
  flight: FlightSnapshot,
  fare: CatalogueFare,
): SegmentJson {
  const endpoint = (
    airport: string,
    terminal: string | null,
    date: string,
    time: string,
    at: string,
  ): FlightEndpointJson => ({
    airport: airportJson(airport),
    terminal,
    date,
    time,
    at,
  });
  return {
    index,
    flight_id: flight.id,
    fare_id: fare.id,
    flight_no: flight.flightNo,
    airline: airlineJson(flight.airlineCode),
    aircraft: flight.aircraft,
    departure: endpoint(flight.depAirport, flight.depTerminal, flight.depDate, flight.depTime, flight.depAt),
    arrival: endpoint(flight.arrAirport, flight.arrTerminal, flight.arrDate, flight.arrTime, flight.arrAt),
    cabin_class: fare.cabinClass,
    cabin_name: fare.cabinName,
    booking_class: fare.bookingClass,
  };
}

/**
 * A passenger as order pages show it. `liveTravellers` holds the ids of the member's travellers that
 * still exist: the link to a deleted traveller reads null, the booked name stays.
 */
export function passengerJson(p: PassengerRow, liveTravellers: ReadonlySet<number>): PassengerJson {
  return {
    id: p.id,
    traveller_id: p.traveller_id !== null && liveTravellers.has(p.traveller_id) ? p.traveller_id : null,
    name: p.name,
    age_class: p.age_class,
    document_type: p.document_type,
    document_number: p.document_number,
    ticket_no: p.ticket_no,
    ticket_status: p.ticket_status,
    total_fen: p.total_fen,
  };
}

function pick(ids: readonly number[], byId: ReadonlyMap<number, PassengerJson>): PassengerJson[] {
  return ids.flatMap((id) => {
    const found = byId.get(Number(id));
    return found ? [found] : [];
  });
}

export function refundJson(r: RefundRow, byId: ReadonlyMap<number, PassengerJson>): RefundJson {
  return {
    refund_no: r.refund_no,
    order_no: r.order_no,
    status: r.status,
    passengers: pick(r.passenger_ids, byId),
    paid_fen: r.paid_fen,
    fee_fen: r.fee_fen,
    amount_fen: r.amount_fen,
    rule_text: r.rule_text,
    reason: r.reason,
    applied_at: toShanghaiIso(r.applied_at),
    refunded_at: r.refunded_at ? toShanghaiIso(r.refunded_at) : null,
  };
}

export function changeJson(c: ChangeRow, byId: ReadonlyMap<number, PassengerJson>): ChangeJson {
  return {
    change_no: c.change_no,
    order_no: c.order_no,
    status: c.status,
    segment_index: c.segment_index,
    from: segmentJson(c.segment_index, c.from_flight, c.from_fare),
    to: segmentJson(c.segment_index, c.to_flight, c.to_fare),
    passengers: pick(c.passenger_ids, byId),
    price_difference_fen: c.price_difference_fen,
    change_fee_fen: c.change_fee_fen,
    total_fen: c.total_fen,
    pay_order_no: c.pay_order_no,
    created_at: toShanghaiIso(c.created_at),
    expires_at: toShanghaiIso(c.expires_at),
  };
}

export function segmentsJson(rows: readonly SegmentRow[]): SegmentJson[] {
  return [...rows]
    .sort((a, b) => a.segment_index - b.segment_index)
    .map((s) => segmentJson(s.segment_index, s.flight, s.fare));
}
