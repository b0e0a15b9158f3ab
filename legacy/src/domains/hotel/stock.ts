// Holding and releasing rooms for the nights of a stay. `hotel_room_nights` counts rooms held per
// room type per night; holding every night of a stay is one conditional upsert (nights in date
// order, so two overlapping stays lock their common nights in the same order and cannot deadlock):
// a night whose rooms would run out is left unchanged and comes back missing from `returning`, and
// the caller's transaction then rolls back the nights it did take. Under concurrent orders
// PostgreSQL makes the second writer of a night wait for the first and re-checks the count it
// committed, so the last room of a night goes to one order only.
import type { Queryable } from '../../db/types.ts';
import type { RoomTypeRow } from './catalogue.ts';
import { capacityOf } from './pricing.ts';

export interface HoldRefusal {
  /** The first night without enough rooms. */
  night: string;
  /** Rooms of the type still for sale that night. */
  left: number;
}

/**
 * Takes `rooms` rooms of a type on every night, or none: null when held, else the first night
 * short of rooms (the caller must then roll back, which its refusal does).
 */
export async function holdNights(
  tx: Queryable,
  roomType: Pick<RoomTypeRow, 'id' | 'rooms' | 'scarce'>,
  nights: readonly string[],
  rooms: number,
): Promise<HoldRefusal | null> {
  if (!Number.isInteger(rooms) || rooms <= 0) throw new RangeError(`holdNights: bad rooms ${rooms}`);
  const sorted = [...nights].sort();
  const capacities = sorted.map((night) =>
    capacityOf({ roomTypeId: roomType.id, rooms: roomType.rooms, scarce: roomType.scarce }, night),
  );
  const tooSmall = sorted.findIndex((_, i) => capacities[i]! < rooms);
  if (tooSmall >= 0)
    return {
      night: sorted[tooSmall]!,
      left: await leftOn(tx, roomType.id, sorted[tooSmall]!, capacities[tooSmall]!),
    };
  const taken = await tx.query<{ night: string }>(
    `insert into hotel_room_nights (room_type_id, night, capacity, held)
     select $1, n.night, n.capacity, $4
       from unnest($2::date[], $3::int[]) as n(night, capacity)
      order by n.night
     on conflict (room_type_id, night) do update set held = hotel_room_nights.held + excluded.held
       where hotel_room_nights.held + excluded.held <= hotel_room_nights.capacity
     returning night`,
    [roomType.id, sorted, capacities, rooms],
  );
  if (taken.length === sorted.length) return null;
  const got = new Set(taken.map((t) => t.night));
  const index = sorted.findIndex((night) => !got.has(night));
  return { night: sorted[index]!, left: await leftOn(tx, roomType.id, sorted[index]!, capacities[index]!) };
}

async function leftOn(tx: Queryable, roomTypeId: string, night: string, capacity: number): Promise<number> {
  const [row] = await tx.query<{ held: number }>(
    'select held from hotel_room_nights where room_type_id = $1 and night = $2::date',
    [roomTypeId, night],
  );
  return Math.max(0, capacity - (row?.held ?? 0));
}

/** Gives `rooms` rooms of a type back on every night (a cancelled or refunded order); never below zero. */
export async function releaseNights(
  tx: Queryable,
  roomTypeId: string,
  nights: readonly string[],
  rooms: number,
): Promise<void> {
  if (!Number.isInteger(rooms) || rooms <= 0) throw new RangeError(`releaseNights: bad rooms ${rooms}`);
  await tx.query(
    `update hotel_room_nights set held = greatest(held - $3, 0)
      where room_type_id = $1 and night = any($2::date[])`,
    [roomTypeId, [...nights], rooms],
  );
}
