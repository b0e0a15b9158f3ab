// Flight orders of the legacy backend (schema/src/rest/flightOrder.ts; legacy/CONTRACT.md "Flight
// orders: booking, refund, change"): one method per route, typed by the contract. The shapes are
// the backend's, snake case; resolvers translate.
import { restRoutes, type ParamsOf, type Static } from '@storefront/schema/rest';
import type {
  AgeClass,
  FlightChange,
  FlightChangeOption,
  FlightOrder,
  FlightPassenger,
  FlightQuote,
  FlightRefund,
  FlightRefundQuote,
  FlightSegment,
  OrderContact,
  PriceLine,
  QuotedPassenger,
} from '@storefront/schema/rest/flightOrder';
import { restMethod } from '../../upstream/rest.ts';

export type { LegacyCabinClass } from '../flight/api.ts';

const flightOrder = restRoutes.flightOrder;

export type LegacyAgeClass = Static<typeof AgeClass>;
export type LegacyPriceLine = Static<typeof PriceLine>;
export type LegacyQuotedPassenger = Static<typeof QuotedPassenger>;
export type LegacyFlightQuote = Static<typeof FlightQuote>;
/** A flight as booked on an order; airline and endpoints in the flight domain's shapes. */
export type LegacyFlightSegment = Static<typeof FlightSegment>;
export type LegacyFlightPassenger = Static<typeof FlightPassenger>;
export type LegacyOrderContact = Static<typeof OrderContact>;
export type LegacyFlightRefund = Static<typeof FlightRefund>;
export type LegacyFlightRefundQuote = Static<typeof FlightRefundQuote>;
export type LegacyFlightChange = Static<typeof FlightChange>;
export type LegacyFlightChangeOption = Static<typeof FlightChangeOption>;
/** The flight part of a flight order (the generic part is the order service's `LegacyOrder`). */
export type LegacyFlightOrderDetail = Static<typeof FlightOrder>;
/** A booking as the create endpoint takes it. */
export type LegacyBooking = ParamsOf<typeof flightOrder.create>;


export const flightOrderApi = {
  quote: restMethod(flightOrder.quote),
  create: restMethod(flightOrder.create),
  details: restMethod(flightOrder.details),
  refundQuote: restMethod(flightOrder.refundQuote),
  refundApply: restMethod(flightOrder.refundApply),
  refundDetail: restMethod(flightOrder.refundDetail),
  changeOptions: restMethod(flightOrder.changeOptions),
  changeApply: restMethod(flightOrder.changeApply),
  changeConfirm: restMethod(flightOrder.changeConfirm),
  changeDetail: restMethod(flightOrder.changeDetail),
};
