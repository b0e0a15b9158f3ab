import type { Domain } from '../types.ts';

// Invoice titles, company search and e-invoices.
export const invoiceDomain: Domain = {
  name: 'invoice',
  register() {},
};
