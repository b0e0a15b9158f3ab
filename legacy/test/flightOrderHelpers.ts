// Shared steps of the flight-order tests: travellers, a flight to book, booking and paying through
// the stand-in's own endpoints, exactly as the gateway calls them.
import {
  findFlight,
  flightsOn,
  type CatalogueFare,
  type CatalogueFlight,
} from '../src/domains/flight/catalogue.ts';
import { seatsLeft } from '../src/domains/flight/inventory.ts';
import type { LegacyServer } from '../src/index.ts';
import { addDays, shanghaiDate } from '../src/time.ts';
import { call, type Answer } from './helpers.ts';

export interface Member {
  token: string;
  id: number;
}

let serial = 0;
/** A passport number no other test traveller has. */
function passportNumber(): string {
  serial += 1;
  return `E${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(5, '0')}`;
}

export interface TravellerSpec {
  name: string;
  birthday: string;
  /** Passport expiry; far ahead unless a test needs it sooner. */
  passportExpires?: string;
  /** The passport's number; one no other test traveller has unless given (the same person twice). */
  passportNumber?: string;
  /** Documents other than the passport, e.g. an officer ID for domestic flights. */
  extra?: { documentTypeId: number; number: string; expires_on?: string }[];
}

/** Saves a traveller with a passport (domestic flights accept it too) and returns its id. */
export async function addTraveller(
  server: LegacyServer,
  member: Member,
  spec: TravellerSpec,
): Promise<number> {
  const answer = await call<{ tourist: { touristInfoId: number } }>(server, 'POST', '/v2/tourist/add', {
    token: member.token,
    json: {
      name: spec.name,
      gender: 1,
      birthday: spec.birthday,
      english_surname: 'ZHANG',
      english_given_name: 'SAN',
      documents: [
        {
          documentTypeId: 2,
          number: spec.passportNumber ?? passportNumber(),
          expires_on: spec.passportExpires ?? '2040-12-31',
        },
        ...(spec.extra ?? []),
      ],
    },
  });
  if (answer.flag !== 0) throw new Error(`traveller not saved: ${answer.flag} ${answer.msg}`);
  return answer.data.tourist.touristInfoId;
}

/** `date` minus whole years (the same calendar day; none of the test dates is 29 February). */
export function yearsBefore(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) - years).padStart(4, '0')}${date.slice(4)}`;
}

export function today(nowMs: number): string {
  return shanghaiDate(nowMs);
}

/** A flight of a route `days` ahead, with the cheapest fare of a cabin class that seats nine. */
export function pickFlight(
  nowMs: number,
  from: string,
  to: string,
  days: number,
  index = 0,
  cabin: CatalogueFare['cabinClass'] = 'economy',
): { flight: CatalogueFlight; fare: CatalogueFare } {
  const flights = flightsOn(from, to, addDays(today(nowMs), days), today(nowMs));
  const flight = flights[index % flights.length];
  if (!flight) throw new Error(`no flight ${from}→${to} in ${days} days`);
  // The cheapest fare with room for a family: deep discounts may have only a seat or two.
  const fare = flight.fares
    .filter((f) => f.cabinClass === cabin && f.baseSeats >= 9)
    .reduce((a, b) => (b.adultFen < a.adultFen ? b : a));
  return { flight, fare };
}

/** The same flight re-read from the catalogue (prices follow the server's today). */
export function reread(flightId: string, nowMs: number): CatalogueFlight {
  return findFlight(flightId, today(nowMs))!;
}

export async function seatsOf(server: LegacyServer, fare: CatalogueFare): Promise<number> {
  return (await seatsLeft(server.db, [fare])).get(fare.id)!;
}

let keySerial = 0;
export function newKey(): string {
  keySerial += 1;
  return `test-${process.pid}-${Date.now()}-${keySerial}`;
}

export interface FlightOrderData {
  order_no: string;
  international: boolean;
  trip_type: string;
  segments: {
    index: number;
    flight_id: string;
    fare_id: string;
    flight_no: string;
    dep_date: string;
    dep_time: string;
    cabin_name: string;
  }[];
  passengers: {
    id: number;
    traveller_id: number | null;
    name: string;
    age_class: string;
    document_type: number;
    document_number: string;
    ticket_no: string | null;
    ticket_status: string;
    total_fen: number;
  }[];
  contact: { name: string; mobile: string; email: string | null };
  price_lines: { label: string; unit_fen: number; count: number; amount_fen: number }[];
  refunds: { refund_no: string; status: string; fee_fen: number; amount_fen: number }[];
  changes: { change_no: string; status: string; pay_order_no: string | null }[];
}

export interface BookOptions {
  fareIds: string[];
  passengers: { travellerId: number; documentType?: number }[];
  key?: string;
  expectedTotalFen?: number;
}

export function book(server: LegacyServer, member: Member, options: BookOptions) {
  return call<{ order_no: string; flight: FlightOrderData }>(server, 'POST', '/v2/flightOrder/create', {
    token: member.token,
    json: {
      idempotency_key: options.key ?? newKey(),
      fare_ids: options.fareIds,
      passengers: options.passengers.map((p) => ({
        traveller_id: p.travellerId,
        document_type: p.documentType ?? 2,
      })),
      contact: { name: '张三', mobile: '13712345678', email: 'zhangsan@example.com' },
      ...(options.expectedTotalFen === undefined ? {} : { expected_total_fen: options.expectedTotalFen }),
    },
  });
}

/** Books and insists it worked. */
export async function booked(
  server: LegacyServer,
  member: Member,
  options: BookOptions,
): Promise<FlightOrderData> {
  const answer = await book(server, member, options);
  if (answer.flag !== 0) throw new Error(`booking refused: ${answer.flag} ${answer.msg}`);
  return answer.data.flight;
}

export interface GenericOrder {
  order_no: string;
  order_type: number;
  status: string;
  status_text: string;
  title: string;
  subtitle: string | null;
  travel_date: string | null;
  total_fen: number;
  pay_deadline: string | null;
  actions: { can_pay: boolean; can_refund: boolean; can_change: boolean };
}

export async function genericOrder(
  server: LegacyServer,
  member: Member,
  orderNo: string,
): Promise<GenericOrder> {
  const answer = await call<GenericOrder>(server, 'GET', '/api/order/detail', {
    token: member.token,
    form: { order_no: orderNo },
  });
  if (answer.flag !== 0) throw new Error(`order detail refused: ${answer.flag} ${answer.msg}`);
  return answer.data;
}

export async function details(
  server: LegacyServer,
  member: Member,
  orderNos: string[],
): Promise<FlightOrderData[]> {
  const answer = await call<{ list: FlightOrderData[] }>(server, 'POST', '/v2/flightOrder/details', {
    token: member.token,
    json: { order_nos: orderNos },
  });
  if (answer.flag !== 0) throw new Error(`details refused: ${answer.flag} ${answer.msg}`);
  return answer.data.list;
}

/** Pays an order the way a shopper does: pay endpoint, then 确认支付 at the cashier. */
export async function pay(server: LegacyServer, member: Member, orderNo: string): Promise<void> {
  const started = await call<{ pay_no: string; cashier_url: string }>(server, 'POST', '/v2/pay/create', {
    token: member.token,
    json: { order_no: orderNo, method: 'wechat' },
  });
  if (started.flag !== 0) throw new Error(`pay refused: ${started.flag} ${started.msg}`);
  const confirmed = await server.app.inject({ method: 'POST', url: `${started.data.cashier_url}/confirm` });
  if (confirmed.statusCode !== 303)
    throw new Error(`cashier refused: ${confirmed.statusCode} ${confirmed.body}`);
}

/**
 * Cancels the member's unpaid orders through the order endpoints, as a shopper clearing them would:
 * a member may hold three unpaid orders at once, so a test that books and leaves its orders unpaid
 * calls this before the next test books.
 */
export async function cancelUnpaid(server: LegacyServer, member: Member): Promise<void> {
  const unpaid = await call<{ list: { order_no: string }[] }>(server, 'GET', '/api/order/list', {
    token: member.token,
    form: { status: 'unpaid', pageSize: '50' },
  });
  for (const o of unpaid.data.list) {
    const cancelled = await call(server, 'POST', '/api/order/cancel', {
      token: member.token,
      form: { order_no: o.order_no },
    });
    if (cancelled.flag !== 0) throw new Error(`cancel refused: ${cancelled.flag} ${cancelled.msg}`);
  }
}

export function v2<T>(server: LegacyServer, member: Member, path: string, json: unknown): Promise<Answer<T>> {
  return call<T>(server, 'POST', `/v2${path}`, { token: member.token, json });
}

export function api<T>(
  server: LegacyServer,
  member: Member,
  path: string,
  form: Record<string, string>,
): Promise<Answer<T>> {
  return call<T>(server, 'GET', `/api${path}`, { token: member.token, form });
}
