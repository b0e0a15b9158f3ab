// Seat stock per fare. The catalogue says how many seats a fare had for sale (`baseSeats`); the
// table `flight_seats` counts how many are taken. Taking seats is one conditional upsert, so it is
// atomic on PGlite and on PostgreSQL alike: under concurrent orders PostgreSQL makes the second
// writer wait for the first and re-checks the condition against the committed count.
import type { Queryable } from '../../db/types.ts';
import type { CatalogueFare } from './catalogue.ts';

/** The departure date inside a fare id (`CA1501.2026-11-23.Y`). */
function flightDateOf(fare: CatalogueFare): string {
  return fare.flightId.slice(fare.flightId.indexOf('.') + 1);
}

/** Seats left per fare id, for many fares in one query. */
export async function seatsLeft(
  db: Queryable,
  fares: readonly CatalogueFare[],
): Promise<Map<string, number>> {
  const left = new Map(fares.map((f) => [f.id, f.baseSeats]));
  if (fares.length === 0) return left;
  const rows = await db.query<{ fare_id: string; sold: number }>(
    'select fare_id, sold from flight_seats where fare_id = any($1::text[])',
    [fares.map((f) => f.id)],
  );
  for (const row of rows) {
    const base = left.get(row.fare_id) ?? 0;
    left.set(row.fare_id, Math.max(0, base - row.sold));
  }
  return left;
}

/**
 * Takes `count` seats of a fare. True when taken; false when fewer are left, and then nothing is
 * taken. Run it inside the order's transaction so a later failure gives the seats back.
 */
export async function holdSeats(tx: Queryable, fare: CatalogueFare, count: number): Promise<boolean> {
  if (!Number.isInteger(count) || count <= 0) throw new RangeError(`holdSeats: bad count ${count}`);
  if (count > fare.baseSeats) return false;
  // The insert covers a fare's first booking; the conflict branch only updates when the seats are
  // there, and returns no row otherwise.
  const rows = await tx.query<{ sold: number }>(
    `insert into flight_seats (fare_id, flight_date, sold) values ($1, $2::date, $3)
     on conflict (fare_id) do update set sold = flight_seats.sold + excluded.sold
       where flight_seats.sold + excluded.sold <= $4
     returning sold`,
    [fare.id, flightDateOf(fare), count, fare.baseSeats],
  );
  return rows.length === 1;
}

/** Gives `count` seats of a fare back (a cancelled or refunded booking); never below zero. */
export async function releaseSeats(tx: Queryable, fare: CatalogueFare, count: number): Promise<void> {
  if (!Number.isInteger(count) || count <= 0) throw new RangeError(`releaseSeats: bad count ${count}`);
  await tx.query('update flight_seats set sold = greatest(sold - $2, 0) where fare_id = $1', [
    fare.id,
    count,
  ]);
}
