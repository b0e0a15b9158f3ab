// Hotel orders: the quote, booking and refunds; pay, cancel and delete are the order domain's.
import { defineDomain } from '../shared/domain.ts';
import { hotelOrderResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'hotelOrder',
  resolvers: hotelOrderResolvers,
  // Spec §3: hotel orders, under the backend's two codes (18 reads and behaves as 3).
  orderTypes: { 3: 'HotelOrder', 18: 'HotelOrder' },
  flagCodes: {
    2801: 'SOLD_OUT',
    2802: 'GUEST_INVALID',
    2803: 'PRICE_CHANGED',
    2804: 'ARRIVAL_TIME_INVALID',
    2805: 'CONTACT_INVALID',
    2806: 'REFUND_NOT_ALLOWED',
    2807: 'NON_REFUNDABLE',
  },
});
