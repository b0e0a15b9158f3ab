// Reading the seeded catalogue: hotels, their room types with their rate plans, and the stock held
// for a stay. Each reader is one query whatever the number of hotels, so a page of the list costs
// the same few queries at any size.
import type { Queryable } from '../../db/types.ts';
import { capacityOf, nightPriceFen, type CancelRule } from './pricing.ts';

export interface NearbyRow {
  name: string;
  line: string | null;
  distance_m: number;
}

export interface HotelRow {
  id: string;
  city_adcode: string;
  city_name: string;
  name: string;
  brand: string | null;
  level_kind: 'star' | 'diamond';
  level_value: number;
  district: string;
  business_area: string;
  address: string;
  lat: number;
  lng: number;
  score: number;
  review_count: number;
  tags: string[];
  facilities: string[];
  phone: string;
  opened_year: number;
  renovated_year: number | null;
  description: string;
  policies: {
    check_in_from: string;
    check_out_by: string;
    children: string;
    pets: string;
    breakfast: string;
    extra: string[];
  };
  pictures: { url: string; category: string; title: string }[];
  subways: NearbyRow[];
  landmarks: NearbyRow[];
  recommend_rank: number;
}

export interface PlanRow {
  id: string;
  room_type_id: string;
  position: number;
  meals: 0 | 1 | 2;
  cancel_rule: CancelRule;
  deadline_days: number | null;
  deadline_time: string | null;
  arrival_times: string[];
}

export interface RoomTypeRow {
  id: string;
  hotel_id: string;
  position: number;
  name: string;
  bed: string;
  area_m2: number;
  floor: string;
  window_kind: '有窗' | '无窗' | '部分有窗';
  max_guests: number;
  smoking: '禁烟' | '可吸烟' | '部分禁烟';
  pictures: string[];
  facilities: string[];
  base_price_fen: number;
  rooms: number;
  scarce: boolean;
  plans: PlanRow[];
}

const HOTEL_SELECT = `select h.*, c.name as city_name from hotels h join cities c on c.adcode = h.city_adcode`;

/** The hotels of a city (by adcode), in the recommended order. */
export function hotelsOfCity(db: Queryable, adcode: string): Promise<HotelRow[]> {
  return db.query<HotelRow>(`${HOTEL_SELECT} where h.city_adcode = $1 order by h.recommend_rank, h.id`, [
    adcode,
  ]);
}

/** Hotels by id, in the order asked; unknown ids are left out. */
export async function hotelsByIds(db: Queryable, ids: readonly string[]): Promise<HotelRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<HotelRow>(`${HOTEL_SELECT} where h.id = any($1::text[])`, [[...new Set(ids)]]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((h): h is HotelRow => h !== undefined);
}

/** The room types of these hotels with their plans, by hotel id, in position order. */
export async function roomTypesOf(
  db: Queryable,
  hotelIds: readonly string[],
): Promise<Map<string, RoomTypeRow[]>> {
  const byHotel = new Map<string, RoomTypeRow[]>(hotelIds.map((id) => [id, []]));
  if (hotelIds.length === 0) return byHotel;
  const rows = await db.query<RoomTypeRow>(
    `select rt.*,
            coalesce((select json_agg(p order by p.position) from hotel_rate_plans p where p.room_type_id = rt.id),
                     '[]'::json) as plans
       from hotel_room_types rt
      where rt.hotel_id = any($1::text[])
      order by rt.hotel_id, rt.position`,
    [[...hotelIds]],
  );
  for (const row of rows) byHotel.get(row.hotel_id)?.push(row);
  return byHotel;
}

/** Rooms held by orders, keyed `<room type id>|<night>`, for these room types and nights (one query). */
export type Held = ReadonlyMap<string, number>;

export async function heldNights(
  db: Queryable,
  roomTypeIds: readonly string[],
  nights: readonly string[],
): Promise<Held> {
  const held = new Map<string, number>();
  if (roomTypeIds.length === 0 || nights.length === 0) return held;
  const rows = await db.query<{ room_type_id: string; night: string; held: number }>(
    `select room_type_id, night, held from hotel_room_nights
      where room_type_id = any($1::text[]) and night = any($2::date[]) and held > 0`,
    [[...roomTypeIds], [...nights]],
  );
  for (const row of rows) held.set(`${row.room_type_id}|${row.night}`, row.held);
  return held;
}

/** Rooms of a type still for sale on a night: its capacity less what orders hold. */
export function roomsLeft(roomType: RoomTypeRow, night: string, held: Held): number {
  const capacity = capacityOf(
    { roomTypeId: roomType.id, rooms: roomType.rooms, scarce: roomType.scarce },
    night,
  );
  return Math.max(0, capacity - (held.get(`${roomType.id}|${night}`) ?? 0));
}

/** One room of this plan for one night, fen. */
export function planNightPrice(hotel: HotelRow, roomType: RoomTypeRow, plan: PlanRow, night: string): number {
  return nightPriceFen(
    {
      hotelId: hotel.id,
      adcode: hotel.city_adcode,
      level: hotel.level_value,
      basePriceFen: roomType.base_price_fen,
      meals: plan.meals,
      rule: plan.cancel_rule,
    },
    night,
  );
}

/** The hotel, room type and plan of a plan id (`H310000001.R2.P1`), or null when any is unknown. */
export async function findPlan(
  db: Queryable,
  planId: string,
): Promise<{ hotel: HotelRow; roomType: RoomTypeRow; plan: PlanRow } | null> {
  const parts = planId.split('.');
  if (parts.length !== 3) return null;
  const hotelId = parts[0]!;
  const [hotel] = await hotelsByIds(db, [hotelId]);
  if (!hotel) return null;
  const roomType = (await roomTypesOf(db, [hotelId]))
    .get(hotelId)
    ?.find((rt) => rt.id === `${parts[0]}.${parts[1]}`);
  const plan = roomType?.plans.find((p) => p.id === planId);
  return roomType && plan ? { hotel, roomType, plan } : null;
}
