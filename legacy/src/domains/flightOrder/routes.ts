import type { Domain } from '../types.ts';

// Flight orders: booking, refund, change.
export const flightOrderDomain: Domain = {
  name: 'flightOrder',
  register() {},
};
