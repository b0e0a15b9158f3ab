// Seat holds under real concurrency: PostgreSQL runs these transactions on separate connections at
// once (PGlite has one connection and runs them in turn), so this is where overselling would show.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Db } from '../src/db/types.ts';
import { findFlight, type CatalogueFare } from '../src/domains/flight/catalogue.ts';
import { holdSeats, seatsLeft } from '../src/domains/flight/inventory.ts';
import { addDays, shanghaiDate } from '../src/time.ts';

const adminUrl = process.env.DATABASE_URL;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('seat holds on a real PostgreSQL', () => {
  const dbName = `legacy_seats_${randomBytes(6).toString('hex')}`;
  let db: Db;
  const today = shanghaiDate(Date.now());
  const flight = findFlight(`MU5101.${addDays(today, 5)}`, today)!;
  const fareWith = (baseSeats: number): CatalogueFare => ({
    ...flight.fares.find((f) => f.bookingClass === 'Y')!,
    baseSeats,
  });

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    db = await openPostgres(url.toString());
    await migrate(db);
  });

  afterAll(async () => {
    await db?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  it('sells exactly the seats there are to eight concurrent orders', async () => {
    const fare = fareWith(3);
    // Each order holds a seat and keeps its transaction open a moment, so the others must wait on
    // its row lock and then re-check the count it committed.
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction(async (tx) => {
          const held = await holdSeats(tx, fare, 1);
          await tx.query('select pg_sleep(0.05)');
          return held;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(0);
  });
});
