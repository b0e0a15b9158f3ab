import type { Domain } from '../types.ts';

// Flight catalogue: cities, timetable, fares, seat inventory, low prices.
export const flightDomain: Domain = {
  name: 'flight',
  register() {},
};
