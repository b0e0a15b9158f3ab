// Every domain's resolvers, merged into one map. A new domain adds one import and one entry.
import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { flightResolvers } from './flight/resolvers.ts';
import { flightOrderResolvers } from './flightOrder/resolvers.ts';
import { geoResolvers } from './geo/resolvers.ts';
import { homeResolvers } from './home/resolvers.ts';
import { orderResolvers } from './order/resolvers.ts';
import { shellResolvers } from './shell/resolvers.ts';
import { travellerResolvers } from './traveller/resolvers.ts';
import { userResolvers } from './user/resolvers.ts';

export const domainResolvers: Resolvers[] = [
  userResolvers,
  geoResolvers,
  homeResolvers,
  shellResolvers,
  travellerResolvers,
  flightResolvers,
  orderResolvers,
  flightOrderResolvers,
];
