import { appDomain } from './app/routes.ts';
import { devDomain } from './dev/routes.ts';
import { flightDomain } from './flight/routes.ts';
import { flightOrderDomain } from './flightOrder/routes.ts';
import { geoDomain } from './geo/routes.ts';
import { homeDomain } from './home/routes.ts';
import { invoiceDomain } from './invoice/routes.ts';
import { orderDomain } from './order/routes.ts';
import { payDomain } from './pay/routes.ts';
import { serviceDomain } from './service/routes.ts';
import { travellerDomain } from './traveller/routes.ts';
import type { Domain } from './types.ts';
import { userDomain } from './user/routes.ts';

// Every domain the stand-in serves. A new domain is a folder with routes.ts and one line here.
export const domains: readonly Domain[] = [
  appDomain,
  userDomain,
  devDomain,
  geoDomain,
  homeDomain,
  orderDomain,
  serviceDomain,
  travellerDomain,
  invoiceDomain,
  flightDomain,
  flightOrderDomain,
  payDomain,
];
