import type { Domain } from '../types.ts';

// Payment for every order type: pay endpoint, cashier, signed notifications.
export const payDomain: Domain = {
  name: 'pay',
  register() {},
};
