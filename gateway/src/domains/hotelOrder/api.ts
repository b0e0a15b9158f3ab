// Hotel orders of the legacy backend (schema/src/rest/hotelOrder.ts; legacy/CONTRACT.md "Hotel
// orders: booking and refund"): one method per route, typed by the contract. Pay, cancel, delete and
// the deadline cancel are the order service's (order/api.ts). The shapes are the backend's, snake
// case; resolvers translate.
import { restRoutes, type Static } from '@storefront/schema/rest';
import type {
  HotelCharge,
  HotelGuest,
  HotelOrder,
  HotelOrderHotel,
  HotelQuote,
  HotelRefund,
  HotelRefundQuote,
} from '@storefront/schema/rest/hotelOrder';
import { restMethod } from '../../upstream/rest.ts';

const hotelOrder = restRoutes.hotelOrder;

export type LegacyHotelGuest = Static<typeof HotelGuest>;
export type LegacyHotelCharge = Static<typeof HotelCharge>;
export type LegacyHotelRefund = Static<typeof HotelRefund>;
export type LegacyHotelOrderHotel = Static<typeof HotelOrderHotel>;
/** The hotel part of a hotel order (the generic part is the order service's `LegacyOrder`). */
export type LegacyHotelOrderDetail = Static<typeof HotelOrder>;
export type LegacyHotelQuote = Static<typeof HotelQuote>;
export type LegacyHotelRefundQuote = Static<typeof HotelRefundQuote>;


export const hotelOrderApi = {
  quote: restMethod(hotelOrder.quote),
  create: restMethod(hotelOrder.create),
  details: restMethod(hotelOrder.details),
  refundQuote: restMethod(hotelOrder.refundQuote),
  refundApply: restMethod(hotelOrder.refundApply),
};
