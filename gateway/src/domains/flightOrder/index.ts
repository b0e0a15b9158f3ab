// Flight orders: booking, refund and change.
import { defineDomain } from '../shared/domain.ts';
import { flightOrderResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'flightOrder',
  resolvers: flightOrderResolvers,
  // Spec §3: international (2) and domestic (8) flight orders.
  orderTypes: { 2: 'FlightOrder', 8: 'FlightOrder' },
  flagCodes: {
    2601: 'FARE_NOT_FOUND',
    2602: 'SOLD_OUT',
    2603: 'PRICE_CHANGED',
    2604: 'TRAVELLER_NOT_FOUND',
    2605: 'DOCUMENT_MISSING',
    2606: 'DOCUMENT_NOT_ACCEPTED',
    2607: 'DOCUMENT_EXPIRED',
    2608: 'ADULT_REQUIRED',
    2609: 'INFANT_WITHOUT_ADULT',
    2610: 'TOO_MANY_PASSENGERS',
    2611: 'ITINERARY_INVALID',
    2612: 'ORDER_NOT_FOUND',
    2613: 'FLIGHT_DEPARTED',
    2614: 'REFUND_NOT_ALLOWED',
    2615: 'CHANGE_NOT_ALLOWED',
    2616: 'PASSENGER_NOT_FOUND',
    2617: 'REFUND_NOT_FOUND',
    2618: 'CHANGE_NOT_FOUND',
    2619: 'CHANGE_EXPIRED',
    2620: 'CHANGE_PENDING',
    2621: 'DUPLICATE_PASSENGER',
  },
});
