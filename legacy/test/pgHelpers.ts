// The set-up the real-PostgreSQL tests (*.pg.test.ts) share. scripts/test-postgres.sh starts a
// throw-away server and sets DATABASE_URL; each test file makes its own database there and drops it
// afterwards, so files can run side by side and a shared server stays clean.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import type { LegacyOptions } from '../src/index.ts';
import { startServer, type TestServer } from './helpers.ts';

const adminUrl = process.env.DATABASE_URL;

/** `describe` that runs only when there is a PostgreSQL to test against (DATABASE_URL set). */
export const describeOnPostgres = describe.skipIf(!adminUrl);

/** One statement on the server's admin database, on a connection of its own. */
async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  /** Drops the database, even while connections to it are still open. */
  drop(): Promise<void>;
}

/** A new, empty database `<prefix>_<random hex>` on the DATABASE_URL server. */
export async function freshDatabase(prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface PgTestServer extends TestServer {
  databaseUrl: string;
  /** Stops the stand-in, then drops its database. */
  close(): Promise<void>;
}

/** The stand-in on a fresh database (migrated and seeded as at any start). */
export async function startPgServer(prefix: string, options: LegacyOptions = {}): Promise<PgTestServer> {
  const database = await freshDatabase(prefix);
  try {
    const t = await startServer({ ...options, databaseUrl: database.url });
    const close = async () => {
      await t.server.close();
      await database.drop();
    };
    return { ...t, databaseUrl: database.url, close };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
