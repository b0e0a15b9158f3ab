import type { Domain } from '../types.ts';

// Travellers, contacts (spec §7 Travellers).
export const travellerDomain: Domain = {
  name: 'traveller',
  register() {},
};
