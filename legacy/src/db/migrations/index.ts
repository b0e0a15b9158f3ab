import { sql as referenceData } from './0001_reference_data.ts';
import { sql as members } from './0002_members.ts';
import { sql as geo } from './0003_geo.ts';
import { sql as home } from './0004_home.ts';
import { sql as orders } from './0005_orders.ts';

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
];
