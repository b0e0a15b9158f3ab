// The hotel catalogue: cities, auto-match, search, one hotel, its rooms and rate plans.
import { defineDomain } from '../shared/domain.ts';
import { hotelResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'hotel',
  resolvers: hotelResolvers,
  flagCodes: {
    2701: 'HOTEL_CITY_NOT_FOUND',
    2702: 'STAY_NOT_ALLOWED',
    2703: 'HOTEL_NOT_FOUND',
  },
});
