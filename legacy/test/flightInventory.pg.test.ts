// Seat holds under real concurrency: PostgreSQL runs these transactions on separate connections at
// once (PGlite has one connection and runs them in turn), so this is where overselling would show.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';
import type { Db } from '../src/db/types.ts';
import { findFlight, type CatalogueFare } from '../src/domains/flight/catalogue.ts';
import { holdSeats, seatsLeft } from '../src/domains/flight/inventory.ts';
import { addDays, shanghaiDate } from '../src/time.ts';
import { describeOnPostgres, freshDatabase, type TestDatabase } from './pgHelpers.ts';

describeOnPostgres('seat holds on a real PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  const today = shanghaiDate(Date.now());
  const flight = findFlight(`MU5101.${addDays(today, 5)}`, today)!;
  const fareWith = (baseSeats: number): CatalogueFare => ({
    ...flight.fares.find((f) => f.bookingClass === 'Y')!,
    baseSeats,
  });

  beforeAll(async () => {
    database = await freshDatabase('legacy_seats');
    db = await openPostgres(database.url);
    await migrate(db);
  });

  afterAll(async () => {
    await db?.close();
    await database?.drop();
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
