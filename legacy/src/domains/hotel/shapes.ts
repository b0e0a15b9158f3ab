// The catalogue's answers in the contract's shapes (schema/src/rest/hotel.ts): hotels as lists and
// the detail show them, and rate plans priced night by night for a stay. The hotel-order domain
// answers its quotes and snapshots with the same builders.
import { addDays } from '@storefront/schema/dates';
import { shanghaiInstant, toShanghaiIso } from '../../time.ts';
import type { HotelRow, Held, PlanRow, RoomTypeRow } from './catalogue.ts';
import { planNightPrice, roomsLeft } from './catalogue.ts';
import { FACILITY_BY_CODE } from './facilities.ts';
import type { Stay } from './stay.ts';

/** The most rooms one order may take; `rooms_left` is shown up to this. */
export const MAX_ROOMS = 10;

const LEVEL_TEXT = {
  star: ['', '', '二星级', '三星级', '四星级', '五星级'],
  diamond: ['', '', '经济型', '舒适型', '高档型', '豪华型'],
} as const;

export function levelJson(hotel: Pick<HotelRow, 'level_kind' | 'level_value'>) {
  return {
    kind: hotel.level_kind,
    value: hotel.level_value,
    text: LEVEL_TEXT[hotel.level_kind][hotel.level_value] ?? '',
  };
}

const MEAL_TEXT = ['无早', '单早', '双早'] as const;

export function mealText(meals: number): (typeof MEAL_TEXT)[number] {
  return MEAL_TEXT[meals] ?? '无早';
}

export function briefJson(hotel: HotelRow, lowestPriceFen: number | null, distanceM: number | null) {
  return {
    id: hotel.id,
    name: hotel.name,
    brand: hotel.brand,
    level: levelJson(hotel),
    city_adcode: hotel.city_adcode,
    city_name: hotel.city_name,
    district: hotel.district,
    business_area: hotel.business_area,
    address: hotel.address,
    lat: hotel.lat,
    lng: hotel.lng,
    score: hotel.score,
    review_count: hotel.review_count,
    tags: hotel.tags,
    cover: hotel.pictures[0]?.url ?? '',
    nearest_subway: hotel.subways[0] ?? null,
    lowest_price_fen: lowestPriceFen,
    distance_m: distanceM,
  };
}

export function hotelJson(hotel: HotelRow) {
  return {
    ...briefJson(hotel, null, null),
    phone: hotel.phone,
    opened_year: hotel.opened_year,
    renovated_year: hotel.renovated_year,
    description: hotel.description,
    facilities: hotel.facilities.flatMap((code) => {
      const f = FACILITY_BY_CODE.get(code);
      return f ? [{ code: f.code, name: f.name, category: f.category }] : [];
    }),
    policies: hotel.policies,
    pictures: hotel.pictures,
    subways: hotel.subways,
    landmarks: hotel.landmarks,
  };
}

/** `11月28日` of a date. */
export function monthDay(date: string): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

/** The instant a `free` plan stops being free for a stay arriving on `checkIn`; null for other rules. */
export function cancelDeadline(plan: PlanRow, checkIn: string): Date | null {
  if (plan.cancel_rule !== 'free') return null;
  return shanghaiInstant(addDays(checkIn, -(plan.deadline_days ?? 0)), plan.deadline_time ?? '18:00');
}

export function cancelLabel(plan: PlanRow): '免费取消' | '限时取消' | '扣首晚' | '不可取消' {
  if (plan.cancel_rule === 'free') return (plan.deadline_days ?? 0) === 0 ? '免费取消' : '限时取消';
  return plan.cancel_rule === 'first_night' ? '扣首晚' : '不可取消';
}

/** The plan's rule in words for a stay arriving on `checkIn`. */
export function cancelText(plan: PlanRow, checkIn: string): string {
  if (plan.cancel_rule === 'free') {
    const date = addDays(checkIn, -(plan.deadline_days ?? 0));
    return `${monthDay(date)}${plan.deadline_time ?? '18:00'}前可免费取消，逾期取消或未入住扣除首晚房费`;
  }
  if (plan.cancel_rule === 'first_night') return '预订成功后取消或未入住，扣除首晚房费';
  return '预订成功后不可取消、不可修改，未入住将收取全部房费';
}

export function planName(plan: PlanRow): string {
  return `${mealText(plan.meals)} · ${cancelLabel(plan)}`;
}

export interface PricedNight {
  date: string;
  price_fen: number;
  rooms_left: number;
}

/** A plan priced night by night for a stay, with the live rooms left (HotelRatePlan). */
export function pricedPlan(hotel: HotelRow, roomType: RoomTypeRow, plan: PlanRow, stay: Stay, held: Held) {
  const nights: PricedNight[] = stay.nights.map((date) => ({
    date,
    price_fen: planNightPrice(hotel, roomType, plan, date),
    rooms_left: roomsLeft(roomType, date, held),
  }));
  const total = nights.reduce((sum, n) => sum + n.price_fen, 0);
  const deadline = cancelDeadline(plan, stay.checkIn);
  return {
    id: plan.id,
    room_type_id: roomType.id,
    name: planName(plan),
    meals: plan.meals,
    meal_text: mealText(plan.meals),
    cancel_rule: plan.cancel_rule,
    cancel_label: cancelLabel(plan),
    cancel_deadline: deadline ? toShanghaiIso(deadline) : null,
    cancel_text: cancelText(plan, stay.checkIn),
    arrival_times: plan.arrival_times,
    nights,
    total_fen: total,
    average_fen: Math.ceil(total / nights.length / 100) * 100,
    rooms_left: Math.min(MAX_ROOMS, ...nights.map((n) => n.rooms_left)),
  };
}

export type PricedPlan = ReturnType<typeof pricedPlan>;

/** A room type with every plan priced for the stay, cheapest first (sold-out ones included). */
export function roomTypeJson(hotel: HotelRow, roomType: RoomTypeRow, stay: Stay, held: Held) {
  const plans = roomType.plans
    .map((plan) => pricedPlan(hotel, roomType, plan, stay, held))
    .sort((a, b) => a.total_fen - b.total_fen || a.id.localeCompare(b.id));
  return {
    id: roomType.id,
    hotel_id: hotel.id,
    name: roomType.name,
    bed: roomType.bed,
    area_m2: roomType.area_m2,
    floor: roomType.floor,
    window: roomType.window_kind,
    max_guests: roomType.max_guests,
    smoking: roomType.smoking,
    pictures: roomType.pictures,
    facilities: roomType.facilities,
    plans,
  };
}

/**
 * The lowest average nightly price of any plan of the hotel with a room free every night of the
 * stay; null when every plan is sold out on some night.
 */
export function lowestPrice(
  hotel: HotelRow,
  roomTypes: readonly RoomTypeRow[],
  stay: Stay,
  held: Held,
): number | null {
  let lowest: number | null = null;
  for (const roomType of roomTypes) {
    if (stay.nights.some((night) => roomsLeft(roomType, night, held) === 0)) continue;
    for (const plan of roomType.plans) {
      let total = 0;
      for (const night of stay.nights) total += planNightPrice(hotel, roomType, plan, night);
      const average = Math.ceil(total / stay.nights.length / 100) * 100;
      if (lowest === null || average < lowest) lowest = average;
    }
  }
  return lowest;
}
