// Flight facts the seed's airport rows do not carry: list short names, terminals, coordinates (for
// distances and so durations, prices and fuel surcharges) and time zones (arrival times abroad are
// local). Keyed by the seed's IATA codes; a seed airport missing here fails at load time, so the two
// lists cannot drift apart silently.
import { airlines, type AirlineSeed } from '../../db/seed/airlines.ts';
import { airports as seedAirports, type AirportSeed } from '../../db/seed/airports.ts';

/** Daylight-saving rule of a zone; the Chinese zones have none. */
type DstRule = 'none' | 'eu' | 'us' | 'au';

interface AirportFacts {
  shortName: string;
  lat: number;
  lng: number;
  /** Standard offset from UTC in minutes. */
  utcOffset: number;
  dst: DstRule;
  /**
   * Terminals by airline; `*` for every other airline. Absent when the airport has one terminal
   * (the graph shows no terminal then).
   */
  terminals?: Record<string, string>;
}

const CN = 480;

// Coordinates are the airfields' (two decimals are within a kilometre, plenty for fares).
const FACTS: Record<string, AirportFacts> = {
  PEK: {
    shortName: '首都',
    lat: 40.08,
    lng: 116.58,
    utcOffset: CN,
    dst: 'none',
    terminals: { CA: 'T3', ZH: 'T3', HU: 'T1', GS: 'T1', MU: 'T2', FM: 'T2', '*': 'T2' },
  },
  PKX: { shortName: '大兴', lat: 39.51, lng: 116.41, utcOffset: CN, dst: 'none' },
  SHA: {
    shortName: '虹桥',
    lat: 31.2,
    lng: 121.34,
    utcOffset: CN,
    dst: 'none',
    terminals: { '9C': 'T1', '*': 'T2' },
  },
  PVG: {
    shortName: '浦东',
    lat: 31.14,
    lng: 121.81,
    utcOffset: CN,
    dst: 'none',
    terminals: { MU: 'T1', FM: 'T1', '*': 'T2' },
  },
  CAN: {
    shortName: '白云',
    lat: 23.39,
    lng: 113.3,
    utcOffset: CN,
    dst: 'none',
    terminals: { CZ: 'T2', '*': 'T1' },
  },
  SZX: { shortName: '宝安', lat: 22.64, lng: 113.81, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  CTU: {
    shortName: '双流',
    lat: 30.58,
    lng: 103.95,
    utcOffset: CN,
    dst: 'none',
    terminals: { '3U': 'T1', '*': 'T2' },
  },
  TFU: {
    shortName: '天府',
    lat: 30.32,
    lng: 104.44,
    utcOffset: CN,
    dst: 'none',
    terminals: { CA: 'T1', '*': 'T2' },
  },
  CKG: { shortName: '江北', lat: 29.72, lng: 106.64, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  KMG: { shortName: '长水', lat: 25.1, lng: 102.93, utcOffset: CN, dst: 'none' },
  XIY: { shortName: '咸阳', lat: 34.45, lng: 108.75, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  HGH: { shortName: '萧山', lat: 30.23, lng: 120.43, utcOffset: CN, dst: 'none', terminals: { '*': 'T4' } },
  NKG: { shortName: '禄口', lat: 31.74, lng: 118.86, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  WUH: { shortName: '天河', lat: 30.78, lng: 114.21, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  CSX: { shortName: '黄花', lat: 28.19, lng: 113.22, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  XMN: {
    shortName: '高崎',
    lat: 24.54,
    lng: 118.13,
    utcOffset: CN,
    dst: 'none',
    terminals: { MF: 'T3', '*': 'T4' },
  },
  SYX: { shortName: '凤凰', lat: 18.3, lng: 109.41, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  HAK: { shortName: '美兰', lat: 19.93, lng: 110.46, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  TAO: { shortName: '胶东', lat: 36.36, lng: 120.09, utcOffset: CN, dst: 'none' },
  DLC: { shortName: '周水子', lat: 38.97, lng: 121.54, utcOffset: CN, dst: 'none' },
  SHE: { shortName: '桃仙', lat: 41.64, lng: 123.48, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  HRB: { shortName: '太平', lat: 45.62, lng: 126.25, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  URC: { shortName: '天山', lat: 43.91, lng: 87.47, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  LXA: { shortName: '贡嘎', lat: 29.3, lng: 90.91, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  KWE: { shortName: '龙洞堡', lat: 26.54, lng: 106.8, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  NNG: { shortName: '吴圩', lat: 22.61, lng: 108.17, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  TSN: { shortName: '滨海', lat: 39.12, lng: 117.35, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  CGO: { shortName: '新郑', lat: 34.52, lng: 113.84, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  TNA: { shortName: '遥墙', lat: 36.86, lng: 117.22, utcOffset: CN, dst: 'none' },
  FOC: { shortName: '长乐', lat: 25.93, lng: 119.66, utcOffset: CN, dst: 'none' },
  KWL: { shortName: '两江', lat: 25.22, lng: 110.04, utcOffset: CN, dst: 'none' },
  LJG: { shortName: '三义', lat: 26.68, lng: 100.25, utcOffset: CN, dst: 'none' },
  HKG: { shortName: '香港', lat: 22.31, lng: 113.92, utcOffset: CN, dst: 'none', terminals: { '*': 'T1' } },
  MFM: { shortName: '澳门', lat: 22.15, lng: 113.59, utcOffset: CN, dst: 'none' },
  TPE: { shortName: '桃园', lat: 25.08, lng: 121.23, utcOffset: CN, dst: 'none', terminals: { '*': 'T2' } },
  ICN: { shortName: '仁川', lat: 37.46, lng: 126.44, utcOffset: 540, dst: 'none', terminals: { '*': 'T1' } },
  GMP: { shortName: '金浦', lat: 37.56, lng: 126.79, utcOffset: 540, dst: 'none', terminals: { '*': 'I' } },
  NRT: { shortName: '成田', lat: 35.77, lng: 140.39, utcOffset: 540, dst: 'none', terminals: { '*': 'T1' } },
  HND: { shortName: '羽田', lat: 35.55, lng: 139.78, utcOffset: 540, dst: 'none', terminals: { '*': 'T3' } },
  KIX: {
    shortName: '关西',
    lat: 34.43,
    lng: 135.24,
    utcOffset: 540,
    dst: 'none',
    terminals: { '9C': 'T2', '*': 'T1' },
  },
  BKK: { shortName: '素万那普', lat: 13.69, lng: 100.75, utcOffset: 420, dst: 'none' },
  SIN: { shortName: '樟宜', lat: 1.36, lng: 103.99, utcOffset: CN, dst: 'none', terminals: { '*': 'T3' } },
  KUL: { shortName: '吉隆坡', lat: 2.75, lng: 101.71, utcOffset: CN, dst: 'none', terminals: { '*': 'T1' } },
  SGN: {
    shortName: '新山一',
    lat: 10.82,
    lng: 106.66,
    utcOffset: 420,
    dst: 'none',
    terminals: { '*': 'T2' },
  },
  DPS: { shortName: '巴厘岛', lat: -8.75, lng: 115.17, utcOffset: CN, dst: 'none' },
  LHR: { shortName: '希思罗', lat: 51.47, lng: -0.45, utcOffset: 0, dst: 'eu', terminals: { '*': 'T2' } },
  CDG: { shortName: '戴高乐', lat: 49.01, lng: 2.55, utcOffset: 60, dst: 'eu', terminals: { '*': 'T2E' } },
  FRA: { shortName: '法兰克福', lat: 50.03, lng: 8.56, utcOffset: 60, dst: 'eu', terminals: { '*': 'T1' } },
  SYD: { shortName: '悉尼', lat: -33.95, lng: 151.18, utcOffset: 600, dst: 'au', terminals: { '*': 'T1' } },
  LAX: {
    shortName: '洛杉矶',
    lat: 33.94,
    lng: -118.41,
    utcOffset: -480,
    dst: 'us',
    terminals: { '*': 'TB' },
  },
  JFK: { shortName: '肯尼迪', lat: 40.64, lng: -73.78, utcOffset: -300, dst: 'us', terminals: { '*': 'T1' } },
};

/** A seed airport with the flight facts. */
export interface AirportInfo extends AirportSeed, AirportFacts {}

export const AIRPORTS: ReadonlyMap<string, AirportInfo> = new Map(
  seedAirports.map((seed) => {
    const facts = FACTS[seed.iata];
    if (!facts) throw new Error(`flight facts: no entry for seed airport ${seed.iata}`);
    return [seed.iata, { ...seed, ...facts }];
  }),
);

export const AIRLINES: ReadonlyMap<string, AirlineSeed> = new Map(airlines.map((a) => [a.code, a]));

export function airport(iata: string): AirportInfo {
  const found = AIRPORTS.get(iata);
  if (!found) throw new Error(`flight catalogue: unknown airport ${iata}`);
  return found;
}

/** The terminal an airline uses at an airport; null where there is one terminal. */
export function terminalOf(iata: string, airline: string): string | null {
  const terminals = airport(iata).terminals;
  if (!terminals) return null;
  return terminals[airline] ?? terminals['*'] ?? null;
}

/** Great-circle distance in kilometres. */
export function distanceKm(from: string, to: string): number {
  const a = airport(from);
  const b = airport(to);
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}

/** Day of month of the `nth` (1-based; -1 for last) `weekday` (0 Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (nth - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/**
 * UTC offset in minutes at an instant. Daylight saving follows each region's rule; switching at the
 * rule's day is exact enough here (the hour of the switch only matters for a night flight that day).
 */
export function utcOffsetAt(iata: string, instantMs: number): number {
  const facts = airport(iata);
  if (facts.dst === 'none') return facts.utcOffset;
  const local = new Date(instantMs + facts.utcOffset * 60_000);
  const year = local.getUTCFullYear();
  const stamp = Date.UTC(year, local.getUTCMonth(), local.getUTCDate());
  const day = (month: number, weekday: number, nth: number) =>
    Date.UTC(year, month - 1, nthWeekday(year, month, weekday, nth));
  let summer: boolean;
  if (facts.dst === 'eu') summer = stamp >= day(3, 0, -1) && stamp < day(10, 0, -1);
  else if (facts.dst === 'us') summer = stamp >= day(3, 0, 2) && stamp < day(11, 0, 1);
  // Southern hemisphere: summer time from the first Sunday of October to the first of April.
  else summer = stamp >= day(10, 0, 1) || stamp < day(4, 0, 1);
  return facts.utcOffset + (summer ? 60 : 0);
}

/** Domestic hot cities for the picker, in display order (IATA city codes). */
export const HOT_DOMESTIC = [
  'BJS',
  'SHA',
  'CAN',
  'SZX',
  'CTU',
  'HGH',
  'SIA',
  'CKG',
  'KMG',
  'SYX',
  'XMN',
  'WUH',
  'NKG',
  'CSX',
  'TAO',
];
/** International hot cities (abroad, Hong Kong, Macao, Taiwan), in display order. */
export const HOT_INTERNATIONAL = ['HKG', 'SEL', 'TYO', 'BKK', 'SIN', 'TPE', 'MFM', 'OSA', 'KUL', 'LON'];

/**
 * Pinyin initials of the air cities, for the picker's search ("bj", "wlmq"). Written out, as in the
 * geo seed: run-together pinyin does not split into syllables reliably (xian is 西安, not 先).
 */
// prettier-ignore
export const CITY_INITIALS: Readonly<Record<string, string>> = {
  BJS: 'bj', SHA: 'sh', CAN: 'gz', SZX: 'sz', CTU: 'cd', CKG: 'cq', KMG: 'km', SIA: 'xa', HGH: 'hz', NKG: 'nj',
  WUH: 'wh', CSX: 'cs', XMN: 'xm', SYX: 'sy', HAK: 'hk', TAO: 'qd', DLC: 'dl', SHE: 'sy', HRB: 'heb', URC: 'wlmq',
  LXA: 'ls', KWE: 'gy', NNG: 'nn', TSN: 'tj', CGO: 'zz', TNA: 'jn', FOC: 'fz', KWL: 'gl', LJG: 'lj',
  HKG: 'xg', MFM: 'am', TPE: 'tb', SEL: 'se', TYO: 'dj', OSA: 'db', BKK: 'mg', SIN: 'xjp', KUL: 'jlp', SGN: 'hzms',
  DPS: 'bld', LON: 'ld', PAR: 'bl', FRA: 'flkf', SYD: 'xn', LAX: 'lsj', NYC: 'ny',
};
