// Every domain the stand-in serves, one line each: a new domain is a folder with routes.ts (its
// routes registered from the contract in schema/src/rest) and its line here. app.ts registers them
// all; no two domains serve the same path, so their order does not matter.
export { appDomain } from './app/routes.ts';
export { devDomain } from './dev/routes.ts';
export { flightDomain } from './flight/routes.ts';
export { flightOrderDomain } from './flightOrder/routes.ts';
export { geoDomain } from './geo/routes.ts';
export { homeDomain } from './home/routes.ts';
export { hotelDomain } from './hotel/routes.ts';
export { hotelOrderDomain } from './hotelOrder/routes.ts';
export { invoiceDomain } from './invoice/routes.ts';
export { orderDomain } from './order/routes.ts';
export { payDomain } from './pay/routes.ts';
export { serviceDomain } from './service/routes.ts';
export { travellerDomain } from './traveller/routes.ts';
export { userDomain } from './user/routes.ts';
