// Every domain of the graph, one line each: a new domain adds its folder (api.ts, mappers.ts,
// resolvers.ts, and index.ts default-exporting `defineDomain(...)`) and its line here.
// (schema.ts takes them all; no two domains resolve the same field, so their order does not matter.)
export { default as flight } from './flight/index.ts';
export { default as flightOrder } from './flightOrder/index.ts';
export { default as geo } from './geo/index.ts';
export { default as home } from './home/index.ts';
export { default as hotel } from './hotel/index.ts';
export { default as hotelOrder } from './hotelOrder/index.ts';
export { default as order } from './order/index.ts';
export { default as shell } from './shell/index.ts';
export { default as traveller } from './traveller/index.ts';
export { default as user } from './user/index.ts';
