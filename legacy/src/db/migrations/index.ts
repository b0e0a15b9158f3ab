import { sql as referenceData } from './0001_reference_data.ts';
import { sql as members } from './0002_members.ts';
import { sql as geo } from './0003_geo.ts';
import { sql as home } from './0004_home.ts';
import { sql as orders } from './0005_orders.ts';
import { sql as travellers } from './0006_travellers.ts';
import { sql as flights } from './0007_flights.ts';
import { sql as ordersPayment } from './0008_orders_payment.ts';
import { sql as flightOrders } from './0009_flight_orders.ts';
import { sql as orderNumbers } from './0010_order_numbers.ts';
import { sql as orderClaims } from './0011_order_claims.ts';
import { sql as sessionExchange } from './0012_session_exchange.ts';
import { sql as hotels } from './0013_hotels.ts';

export interface Migration {
  /** Recorded in schema_migrations; never rename one that has shipped. */
  id: string;
  sql: string;
}

// TS modules rather than .sql files, so a bundled dist/main.js carries them. Append only.
export const migrations: readonly Migration[] = [
  { id: '0001_reference_data', sql: referenceData },
  { id: '0002_members', sql: members },
  { id: '0003_geo', sql: geo },
  { id: '0004_home', sql: home },
  { id: '0005_orders', sql: orders },
  { id: '0006_travellers', sql: travellers },
  { id: '0007_flights', sql: flights },
  { id: '0008_orders_payment', sql: ordersPayment },
  { id: '0009_flight_orders', sql: flightOrders },
  { id: '0010_order_numbers', sql: orderNumbers },
  { id: '0011_order_claims', sql: orderClaims },
  { id: '0012_session_exchange', sql: sessionExchange },
  { id: '0013_hotels', sql: hotels },
];
