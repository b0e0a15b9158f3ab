// Seat stock on PGlite: holds never oversell, a refused hold takes nothing, releases give back.
// The same checks with truly parallel connections run on PostgreSQL (flightInventory.pg.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { openPGliteMemory } from '../src/db/pglite.ts';
import type { Db } from '../src/db/types.ts';
import { findFlight, type CatalogueFare } from '../src/domains/flight/catalogue.ts';
import { holdSeats, releaseSeats, seatsLeft } from '../src/domains/flight/inventory.ts';
import { addDays, shanghaiDate } from '../src/time.ts';

const today = shanghaiDate(Date.now());
const flight = findFlight(`CA1501.${addDays(today, 3)}`, today)!;

/**
 * A fare of a real flight with a chosen stock and its own booking-class letter, so each test has its
 * own row and none depends on the seeded counts.
 */
function fareWith(bookingClass: string, baseSeats: number): CatalogueFare {
  const fare = flight.fares.find((f) => f.bookingClass === 'Y')!;
  return { ...fare, id: `${flight.id}.${bookingClass}`, bookingClass, baseSeats };
}

let db: Db;
beforeAll(async () => {
  // Migrations only: the seat table needs no seed.
  db = await openPGliteMemory('flight-inventory-test', (template) => migrate(template).then(() => undefined));
});
afterAll(async () => {
  await db.close();
});

describe('seat inventory', () => {
  it('starts every fare at its seats for sale', async () => {
    const left = await seatsLeft(db, flight.fares);
    expect([...left.entries()]).toEqual(flight.fares.map((f) => [f.id, f.baseSeats]));
    expect(await seatsLeft(db, [])).toEqual(new Map());
  });

  it('takes seats until none are left and refuses more without taking any', async () => {
    const fare = fareWith('Y', 5);
    expect(await holdSeats(db, fare, 2)).toBe(true);
    expect(await holdSeats(db, fare, 2)).toBe(true);
    expect(await holdSeats(db, fare, 2)).toBe(false);
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(1);
    expect(await holdSeats(db, fare, 1)).toBe(true);
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(0);
    expect(await holdSeats(db, fare, 1)).toBe(false);
    // A first booking larger than the stock is refused too.
    expect(await holdSeats(db, fareWith('C', 2), 3)).toBe(false);
    expect((await seatsLeft(db, [fareWith('C', 2)])).get(fareWith('C', 2).id)).toBe(2);
  });

  it('gives released seats back, never below the seats for sale', async () => {
    const fare = fareWith('B', 3);
    expect(await holdSeats(db, fare, 3)).toBe(true);
    await releaseSeats(db, fare, 2);
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(2);
    await releaseSeats(db, fare, 5);
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(3);
    // Releasing a fare nobody booked is harmless.
    await releaseSeats(db, fareWith('F', 2), 1);
    expect((await seatsLeft(db, [fareWith('F', 2)])).get(fareWith('F', 2).id)).toBe(2);
  });

  it('lets only one of two concurrent orders have the last seat', async () => {
    const fare = fareWith('C', 1);
    const results = await Promise.all([0, 1].map(() => db.transaction((tx) => holdSeats(tx, fare, 1))));
    expect(results.sort()).toEqual([false, true]);
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(0);
  });

  it('returns the seats of an order whose transaction fails', async () => {
    const fare = fareWith('F', 2);
    await expect(
      db.transaction(async (tx) => {
        expect(await holdSeats(tx, fare, 2)).toBe(true);
        throw new Error('payment set-up failed');
      }),
    ).rejects.toThrow('payment set-up failed');
    expect((await seatsLeft(db, [fare])).get(fare.id)).toBe(2);
  });

  it('refuses a count that is not a positive whole number', async () => {
    await expect(holdSeats(db, fareWith('Y', 5), 0)).rejects.toThrow(RangeError);
    await expect(releaseSeats(db, fareWith('Y', 5), 1.5)).rejects.toThrow(RangeError);
  });
});
