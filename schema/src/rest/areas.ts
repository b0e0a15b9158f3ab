// Every area of the legacy REST contract, one line each. A new area is a file written with kit.ts
// that exports `routes` and `shapes`, and its line here (the name is the template's group name).
export * as app from './app.ts';
export * as dev from './dev.ts';
export * as faults from './faults.ts';
export * as flight from './flight.ts';
export * as flightOrder from './flightOrder.ts';
export * as geo from './geo.ts';
export * as home from './home.ts';
export * as hotel from './hotel.ts';
export * as hotelOrder from './hotelOrder.ts';
export * as images from './images.ts';
export * as invoice from './invoice.ts';
export * as order from './order.ts';
export * as pay from './pay.ts';
export * as service from './service.ts';
export * as shell from './shell.ts';
export * as traveller from './traveller.ts';
export * as user from './user.ts';
