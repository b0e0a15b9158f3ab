// The flight catalogue: cities, timetable, fares.
import { defineDomain } from '../shared/domain.ts';
import { flightResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'flight',
  resolvers: flightResolvers,
  flagCodes: {
    2401: 'AIR_CITY_NOT_FOUND',
    2402: 'DATE_NOT_ON_SALE',
    2403: 'FLIGHT_NOT_FOUND',
  },
});
