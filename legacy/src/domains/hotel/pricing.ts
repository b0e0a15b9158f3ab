// A night's price and the rooms for sale, as pure functions of the seeded room type and the date,
// so the catalogue follows the calendar without a row per night (CONTRACT.md "Hotels", Prices and
// Stock). The seed and the domain share the hash, so the same hotel always prices the same night
// the same way, on any server, in any process time zone.
import { parseDate } from '@storefront/schema/dates';

/** FNV-1a over the code points of `text`: a stable 32-bit number (never random). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // A final mix, so keys that differ in their last character spread over the whole range.
  h ^= h >>> 16;
  h = Math.imul(h, 0x45d9f3b) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * China's public holidays (放假), as the State Council's notices set them, inclusive. 2026 is the
 * notice of November 2025; 2027 follows the festival dates of the statutory calendar (元旦, 除夕 to
 * 初三 of 2027-02-06's Spring Festival, 清明 04-05, 劳动节, 端午 06-09, 中秋 09-15, 国庆) until its
 * own notice replaces it.
 */
// prettier-ignore
const HOLIDAYS: readonly (readonly [string, string, string])[] = [
  ['2026-01-01', '2026-01-03', '元旦'],
  ['2026-02-15', '2026-02-23', '春节'],
  ['2026-04-04', '2026-04-06', '清明节'],
  ['2026-05-01', '2026-05-05', '劳动节'],
  ['2026-06-19', '2026-06-21', '端午节'],
  ['2026-09-25', '2026-09-27', '中秋节'],
  ['2026-10-01', '2026-10-07', '国庆节'],
  ['2027-01-01', '2027-01-03', '元旦'],
  ['2027-02-05', '2027-02-13', '春节'],
  ['2027-04-03', '2027-04-05', '清明节'],
  ['2027-05-01', '2027-05-05', '劳动节'],
  ['2027-06-09', '2027-06-11', '端午节'],
  ['2027-09-15', '2027-09-17', '中秋节'],
  ['2027-10-01', '2027-10-07', '国庆节'],
];

/** The holiday a night falls in, or null. */
export function holidayOf(date: string): string | null {
  for (const [from, to, name] of HOLIDAYS) if (date >= from && date <= to) return name;
  return null;
}

/**
 * Each city's high season, as `MM-DD` ranges (inclusive): beaches in winter, the south-west and the
 * plateau in summer, 广州 during the Canton Fair's two sessions, the east in spring and autumn.
 */
// prettier-ignore
const HIGH_SEASONS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  '110000': [['04-01', '05-31'], ['09-01', '10-31']],
  '310000': [['03-20', '05-20'], ['09-20', '11-30']],
  '440100': [['04-15', '05-05'], ['10-15', '11-04']],
  '440300': [['10-01', '12-15']],
  '510100': [['07-01', '08-31']],
  '330100': [['03-20', '05-10'], ['09-20', '11-10']],
  '610100': [['04-01', '05-31'], ['07-01', '08-31']],
  '460200': [['11-20', '12-31'], ['01-01', '03-31']],
  '530100': [['07-01', '08-31']],
  '530700': [['07-01', '08-31'], ['01-20', '02-28']],
  '350200': [['07-01', '08-31']],
  '500000': [['07-01', '08-31']],
  '450300': [['04-01', '05-31'], ['07-01', '10-31']],
  '320100': [['04-01', '05-31'], ['09-20', '11-20']],
  '420100': [['03-15', '04-15']],
  '430100': [['07-01', '08-31']],
  '810000': [['10-15', '12-31']],
};

export function inHighSeason(adcode: string, date: string): boolean {
  const md = date.slice(5);
  return (HIGH_SEASONS[adcode] ?? []).some(([from, to]) => md >= from && md <= to);
}

/** 0 Sunday … 6 Saturday, of the calendar date itself (no time zone involved). */
export function weekday(date: string): number {
  const d = parseDate(date);
  if (!d) throw new RangeError(`weekday: bad date ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** What a breakfast costs a guest, in yuan, by the hotel's level (2–5). */
export function breakfastYuan(level: number): number {
  return [0, 0, 20, 38, 68, 128][level] ?? 68;
}

export type CancelRule = 'free' | 'first_night' | 'none';

/** The discount a plan's cancellation rule gives: non-refundable cheapest. */
const RULE_FACTOR: Readonly<Record<CancelRule, number>> = { free: 1, first_night: 0.95, none: 0.88 };

export interface PriceInputs {
  hotelId: string;
  adcode: string;
  level: number;
  /** The room type's weekday, out-of-season price without breakfast, fen. */
  basePriceFen: number;
  meals: number;
  rule: CancelRule;
}

/**
 * One room for one night, fen, whole yuan: the room type's base, ×1.15 on Friday and Saturday
 * nights, ×1.25 in the city's high season, ×1.4 on a public holiday, ×0.95–1.05 by a hash of the
 * hotel and night; plus the plan's breakfasts; times the plan's rule (free 1, first night 0.95,
 * non-refundable 0.88).
 */
export function nightPriceFen(p: PriceInputs, date: string): number {
  let yuan = p.basePriceFen / 100;
  const day = weekday(date);
  if (day === 5 || day === 6) yuan *= 1.15;
  if (inHighSeason(p.adcode, date)) yuan *= 1.25;
  if (holidayOf(date) !== null) yuan *= 1.4;
  yuan *= 0.95 + (hash(`${p.hotelId}|${date}`) % 101) / 1000;
  yuan += p.meals * breakfastYuan(p.level);
  yuan *= RULE_FACTOR[p.rule];
  return Math.max(1, Math.round(yuan)) * 100;
}

export interface StockInputs {
  roomTypeId: string;
  /** Rooms for sale on an ordinary night. */
  rooms: number;
  /** A scarce room type has 0–3 rooms a night, none on about one night in six. */
  scarce: boolean;
}

/**
 * Rooms of a type for sale on a night, before any is held: an ordinary type has its rooms less 0–2
 * (by a hash of the type and night; seeded with at least 5, so never under 3), a scarce one 0–3.
 */
export function capacityOf(s: StockInputs, date: string): number {
  const h = hash(`${s.roomTypeId}|${date}|stock`);
  if (s.scarce) return [0, 1, 1, 2, 2, 3][h % 6]!;
  return Math.max(0, s.rooms - (h % 3));
}
