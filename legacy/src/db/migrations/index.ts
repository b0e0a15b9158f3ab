import { sql as referenceData } from './0001_reference_data.ts';
import { sql as members } from './0002_members.ts';

export interface Migration {
  /** Recorded in schema_migrations; never rename one that has shipped. */
  id: string;
  sql: string;
}

// TS modules rather than .sql files, so a bundled dist/main.js carries them. Append only.
export const migrations: readonly Migration[] = [
  { id: '0001_reference_data', sql: referenceData },
  { id: '0002_members', sql: members },
];
