// The flight timetable and its fares, computed from the network (network.ts) and the seed: no rows
// per flight. A flight on a date is a pure function of (flight number, date, today), so every server
// answers the same flight, and "today" only moves prices (near-term fares cost more) and the window
// of dates on sale (today to today + 89, Asia/Shanghai). Seat stock is the only state (inventory.ts).
import { addDays, daysBetween, isValidDate } from '@storefront/schema/dates';
import { AIRPORTS, airport, distanceKm, terminalOf, utcOffsetAt } from './airports.ts';
import {
  DOMESTIC_LINES,
  ECONOMY_ONLY,
  FLEETS,
  INTERNATIONAL_LINES,
  WIDE_BODIES,
  type NetworkLine,
} from './network.ts';
import { between, pick, unit } from './seeded.ts';

export type CabinClass = 'economy' | 'business' | 'first';
export type CabinName = '经济舱' | '公务舱' | '头等舱';

export interface CatalogueFare {
  /** `${flightId}.${bookingClass}` */
  id: string;
  flightId: string;
  cabinClass: CabinClass;
  cabinName: CabinName;
  bookingClass: string;
  discountText: string;
  adultFen: number;
  childFen: number;
  infantFen: number;
  /** Seats for sale before any booking. */
  baseSeats: number;
  baggage: string;
}

export interface CatalogueFlight {
  /** `${flightNo}.${YYYY-MM-DD}` (the local departure date). */
  id: string;
  flightNo: string;
  airlineCode: string;
  aircraft: string;
  depAirport: string;
  arrAirport: string;
  depTerminal: string | null;
  arrTerminal: string | null;
  /** Local date and time at the departure airport. */
  depDate: string;
  /** HH:mm */
  depTime: string;
  /** Local date and time at the arrival airport. */
  arrDate: string;
  arrTime: string;
  /** Departure and arrival instants, ISO 8601 with each airport's own UTC offset. */
  depAt: string;
  arrAt: string;
  durationMinutes: number;
  stops: { airport: string; minutes: number }[];
  meal: '有餐食' | '无餐食';
  international: boolean;
  airportFeeFen: number;
  fuelFen: number;
  childFuelFen: number;
  fares: CatalogueFare[];
}

/** Days on sale: today and the 89 days after it. */
export const SALE_DAYS = 90;
/** How long a one-stop flight stays on the ground at its stop. */
const STOP_MINUTES = 50;

/** One scheduled flight number: the same every day. */
interface Schedule {
  flightNo: string;
  airlineCode: string;
  from: string;
  to: string;
  via: string | null;
  /** Local departure, minutes after midnight. */
  depMinutes: number;
  durationMinutes: number;
  aircraft: string;
  international: boolean;
  /** Great-circle distance from origin to destination; fares and surcharges follow it. */
  distanceKm: number;
  trunk: boolean;
}

const round5 = (minutes: number) => Math.round(minutes / 5) * 5;

/** Block time of one leg: taxi and climb plus cruise (long-haul aircraft fly faster). */
function legMinutes(from: string, to: string): number {
  const km = distanceKm(from, to);
  return round5((km / (km > 3000 ? 850 : 740)) * 60 + 35);
}

function departureMinutes(flightNo: string, index: number, perDay: number, back: boolean): number {
  if (perDay === 1) return round5(8 * 60 + unit(`${flightNo}:dep`) * 13 * 60);
  const first = 7 * 60 + (back ? 30 : 0);
  const last = 21 * 60 + 30;
  const slot = first + (index * (last - first)) / (perDay - 1);
  // A few minutes off the even grid, so the day's flights do not look machine-made.
  return Math.min(23 * 60 + 30, Math.max(6 * 60, round5(slot + between(`${flightNo}:jitter`, -4, 4) * 5)));
}

function isInternational(line: NetworkLine): boolean {
  return airport(line.from).region !== 'domestic' || airport(line.to).region !== 'domestic';
}

function schedulesOf(line: NetworkLine): Schedule[] {
  const schedules: Schedule[] = [];
  const international = isInternational(line);
  const carriers = line.carriers.map((c) => {
    const match = /^([A-Z0-9]{2})(\d+)$/.exec(c);
    if (!match) throw new Error(`flight network: bad carrier entry ${c}`);
    return { airline: match[1]!, base: Number(match[2]) };
  });
  for (const back of [false, true]) {
    const from = back ? line.to : line.from;
    const to = back ? line.from : line.to;
    for (let i = 0; i < line.perDay; i++) {
      const carrier = carriers[i % carriers.length]!;
      const number = carrier.base + 2 * Math.floor(i / carriers.length) + (back ? 1 : 0);
      const flightNo = `${carrier.airline}${number}`;
      const km = distanceKm(from, to);
      const durationMinutes = line.via
        ? legMinutes(from, line.via) + STOP_MINUTES + legMinutes(line.via, to)
        : legMinutes(from, to);
      const fleet = FLEETS[carrier.airline];
      if (!fleet) throw new Error(`flight network: no fleet for ${carrier.airline}`);
      // Long lines always get a wide-body; a trunk line gets one on about a third of its flights.
      const wide = km > 3500 || (line.trunk === true && unit(`${flightNo}:wide`) < 0.35);
      schedules.push({
        flightNo,
        airlineCode: carrier.airline,
        from,
        to,
        via: line.via ?? null,
        depMinutes: departureMinutes(flightNo, i, line.perDay, back),
        durationMinutes,
        aircraft: pick(`${flightNo}:aircraft`, wide ? fleet.wide : fleet.narrow),
        international,
        distanceKm: km,
        trunk: line.trunk === true,
      });
    }
  }
  return schedules;
}

const SCHEDULES = new Map<string, Schedule>();
for (const line of [...DOMESTIC_LINES, ...INTERNATIONAL_LINES]) {
  for (const schedule of schedulesOf(line)) {
    // Two lines claiming one number would make flight ids ambiguous: refuse to load.
    if (SCHEDULES.has(schedule.flightNo)) throw new Error(`flight network: ${schedule.flightNo} used twice`);
    SCHEDULES.set(schedule.flightNo, schedule);
  }
}

/** Every flight number of the timetable (tests and the route list). */
export function allFlightNumbers(): string[] {
  return [...SCHEDULES.keys()];
}

/** The airport pairs flown, each direction once: `PEK-SHA`. */
export function allRoutes(): { from: string; to: string; international: boolean }[] {
  const seen = new Map<string, { from: string; to: string; international: boolean }>();
  for (const s of SCHEDULES.values())
    seen.set(`${s.from}-${s.to}`, { from: s.from, to: s.to, international: s.international });
  return [...seen.values()];
}

// --- places ---------------------------------------------------------------------------------------

/**
 * The airports a code stands for: a city code means all the city's airports (BJS: PEK and PKX; SHA:
 * Hongqiao and Pudong), otherwise an airport code means that airport. Empty when unknown.
 */
export function airportsOf(code: string): string[] {
  const upper = code.toUpperCase();
  const byCity = [...AIRPORTS.values()].filter((a) => a.cityCode === upper).map((a) => a.iata);
  if (byCity.length > 0) return byCity;
  return AIRPORTS.has(upper) ? [upper] : [];
}

// --- dates ----------------------------------------------------------------------------------------

/** Whether `date` is on sale: today to today + 89. */
export function inSaleWindow(date: string, today: string): boolean {
  return isValidDate(date) && date >= today && date <= addDays(today, SALE_DAYS - 1);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** Local date, time and ISO instant at an airport for an instant. */
function localAt(iata: string, instantMs: number): { date: string; time: string; iso: string } {
  const offset = utcOffsetAt(iata, instantMs);
  const wall = new Date(instantMs + offset * 60_000).toISOString();
  return {
    date: wall.slice(0, 10),
    time: wall.slice(11, 16),
    iso: `${wall.slice(0, 19)}${offsetText(offset)}`,
  };
}

// --- fares ----------------------------------------------------------------------------------------

/** Economy booking classes and their share of the full fare (Y), dearest first. */
const ECONOMY_LADDER: readonly [string, number][] = [
  ['Y', 1],
  ['B', 0.9],
  ['M', 0.8],
  ['H', 0.7],
  ['K', 0.65],
  ['L', 0.6],
  ['Q', 0.5],
  ['X', 0.45],
  ['U', 0.4],
  ['E', 0.35],
  ['T', 0.3],
];

/** Whole ten yuan, in fen: Chinese fares are quoted in tens of yuan. */
const tenYuan = (fen: number) => Math.round(fen / 1000) * 1000;

/** The full economy fare (Y) of a route, in fen, by distance. */
function fullEconomyFen(s: Schedule): number {
  const yuan = s.international ? s.distanceKm * 0.8 + 900 : Math.max(500, s.distanceKm * 0.95 + 200);
  return tenYuan(yuan * 100);
}

function discountText(share: number): string {
  if (share >= 1) return '全价';
  return `${Number((share * 10).toFixed(1))}折`;
}

/**
 * How full the flight is expected to be, 0.3 (empty: deep discounts open) to 1 (only full fares):
 * close to departure, Fridays and Sundays, and morning and evening peaks sell dearer.
 */
function demand(s: Schedule, flightId: string, date: string, today: string): number {
  const ahead = daysBetween(today, date);
  let level = 0.5;
  if (ahead <= 2) level += 0.3;
  else if (ahead <= 6) level += 0.18;
  else if (ahead <= 14) level += 0.07;
  else if (ahead >= 45) level -= 0.05;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 5 || weekday === 0) level += 0.12;
  else if (weekday === 6) level += 0.03;
  else if (weekday === 2 || weekday === 3) level -= 0.05;
  const dep = s.depMinutes;
  if (dep >= 7 * 60 && dep < 10 * 60) level += 0.08;
  else if (dep >= 17 * 60 && dep < 21 * 60) level += 0.1;
  else if (dep < 7 * 60 || dep >= 21 * 60 + 30) level -= 0.12;
  if (s.via) level -= 0.1;
  if (ECONOMY_ONLY.has(s.airlineCode)) level -= 0.08;
  level += (unit(`${flightId}:demand`) - 0.5) * 0.3;
  return Math.min(1, Math.max(0.3, level));
}

/** The ladder class whose share is nearest to `share` (the dearer one on a tie). */
function nearestClass(share: number): [string, number] {
  let best = ECONOMY_LADDER[0]!;
  for (const step of ECONOMY_LADDER) {
    if (Math.abs(step[1] - share) < Math.abs(best[1] - share) - 1e-9) best = step;
  }
  return best;
}

function baggageOf(s: Schedule, cabin: CabinClass): string {
  if (cabin === 'economy') {
    if (ECONOMY_ONLY.has(s.airlineCode)) return '无免费托运行李额';
    if (!s.international) return '20KG';
    return s.distanceKm > 6000 ? '2件×23KG' : '23KG';
  }
  if (!s.international) return cabin === 'business' ? '30KG' : '40KG';
  return cabin === 'business' ? '2件×32KG' : '3件×32KG';
}

const CABIN_NAMES: Record<CabinClass, CabinName> = { economy: '经济舱', business: '公务舱', first: '头等舱' };

function faresOf(s: Schedule, flightId: string, date: string, today: string): CatalogueFare[] {
  const fullY = fullEconomyFen(s);
  const level = demand(s, flightId, date, today);
  const fare = (
    cabin: CabinClass,
    bookingClass: string,
    fullFen: number,
    share: number,
    seats: number,
  ): CatalogueFare => {
    const adultFen = tenYuan(fullFen * share);
    // Domestic: a child pays half the cabin's full fare, or the adult fare when that is cheaper; an
    // infant a tenth of the full fare. International: 75 % and 10 % of the adult fare.
    const childFen = s.international ? tenYuan(adultFen * 0.75) : Math.min(adultFen, tenYuan(fullFen / 2));
    const infantFen = s.international ? tenYuan(adultFen * 0.1) : tenYuan(fullFen / 10);
    return {
      id: `${flightId}.${bookingClass}`,
      flightId,
      cabinClass: cabin,
      cabinName: CABIN_NAMES[cabin],
      bookingClass,
      discountText: discountText(share),
      adultFen,
      childFen,
      infantFen,
      baseSeats: seats,
      baggage: baggageOf(s, cabin),
    };
  };
  const seats = (bookingClass: string, min: number, max: number) =>
    between(`${flightId}.${bookingClass}:seats`, min, max);

  const fares: CatalogueFare[] = [];
  const [lowClass, lowShare] = nearestClass(level);
  if (lowClass !== 'Y') {
    fares.push(fare('economy', lowClass, fullY, lowShare, seats(lowClass, 1, 9)));
    const [midClass, midShare] = nearestClass((lowShare + 1) / 2);
    if (midClass !== lowClass && midClass !== 'Y')
      fares.push(fare('economy', midClass, fullY, midShare, seats(midClass, 3, 12)));
  }
  fares.push(fare('economy', 'Y', fullY, 1, seats('Y', 10, 35)));
  if (ECONOMY_ONLY.has(s.airlineCode)) return fares;

  const fullC = tenYuan(fullY * (s.international ? 2.6 : 1.8));
  if (level < 0.75) fares.push(fare('business', 'D', fullC, 0.85, seats('D', 1, 4)));
  fares.push(fare('business', 'C', fullC, 1, seats('C', 2, 8)));
  if (WIDE_BODIES.has(s.aircraft)) {
    const fullF = tenYuan(fullY * (s.international ? 4.2 : 2.6));
    if (level < 0.6) fares.push(fare('first', 'A', fullF, 0.9, seats('A', 1, 2)));
    fares.push(fare('first', 'F', fullF, 1, seats('F', 1, 6)));
  }
  return fares;
}

// --- taxes ----------------------------------------------------------------------------------------

/** Domestic fuel surcharge per adult by distance (a fixed table; airlines revise it monthly). */
function domesticFuelFen(km: number): number {
  return km <= 800 ? 2000 : 4000;
}

/** International fuel surcharge per passenger by distance (the stand-in's own figures). */
function internationalFuelFen(km: number): number {
  if (km <= 1500) return 15000;
  if (km <= 3000) return 26000;
  if (km <= 6000) return 52000;
  return 118000;
}

/**
 * International taxes per passenger: China's ¥90 departure fund plus the other side's taxes, by its
 * country (the stand-in's own figures). Hong Kong, Macao and Taiwan count as the other side.
 */
const FOREIGN_TAX_YUAN: Record<string, number> = {
  中国: 120,
  韩国: 100,
  日本: 160,
  泰国: 120,
  新加坡: 260,
  马来西亚: 110,
  越南: 100,
  印度尼西亚: 120,
  英国: 520,
  法国: 400,
  德国: 330,
  澳大利亚: 400,
  美国: 300,
};

function internationalTaxFen(s: Schedule): number {
  const other = [airport(s.from), airport(s.to)].find((a) => a.region !== 'domestic')!;
  return (90 + (FOREIGN_TAX_YUAN[other.country] ?? 200)) * 100;
}

// --- flights --------------------------------------------------------------------------------------

function buildFlight(s: Schedule, date: string, today: string): CatalogueFlight {
  const id = `${s.flightNo}.${date}`;
  const wallMs = Date.parse(`${date}T00:00:00Z`) + s.depMinutes * 60_000;
  // The offset at (nearly) that instant: exact except within an hour of a DST switch.
  const depMs = wallMs - utcOffsetAt(s.from, wallMs - airport(s.from).utcOffset * 60_000) * 60_000;
  const dep = localAt(s.from, depMs);
  const arr = localAt(s.to, depMs + s.durationMinutes * 60_000);
  const fuelFen = s.international ? internationalFuelFen(s.distanceKm) : domesticFuelFen(s.distanceKm);
  return {
    id,
    flightNo: s.flightNo,
    airlineCode: s.airlineCode,
    aircraft: s.aircraft,
    depAirport: s.from,
    arrAirport: s.to,
    depTerminal: terminalOf(s.from, s.airlineCode),
    arrTerminal: terminalOf(s.to, s.airlineCode),
    depDate: dep.date,
    depTime: dep.time,
    arrDate: arr.date,
    arrTime: arr.time,
    depAt: dep.iso,
    arrAt: arr.iso,
    durationMinutes: s.durationMinutes,
    stops: s.via ? [{ airport: s.via, minutes: STOP_MINUTES }] : [],
    meal: ECONOMY_ONLY.has(s.airlineCode) || s.durationMinutes < 80 ? '无餐食' : '有餐食',
    international: s.international,
    airportFeeFen: s.international ? internationalTaxFen(s) : 5000,
    fuelFen,
    childFuelFen: s.international ? fuelFen : fuelFen / 2,
    fares: faresOf(s, id, date, today),
  };
}

/**
 * Sales of a flight close this long before departure (check-in closes 45 minutes before a domestic
 * departure); searches and low prices leave such flights out.
 */
export const SALE_CLOSE_MINUTES = 60;

/** Whether a flight can still be bought at `nowMs`. */
export function isOnSale(flight: CatalogueFlight, nowMs: number): boolean {
  return Date.parse(flight.depAt) - nowMs >= SALE_CLOSE_MINUTES * 60_000;
}

/** One flight by id (`CA1501.2026-11-23`); null when unknown or outside today..today+89. */
export function findFlight(id: string, today: string): CatalogueFlight | null {
  const dot = id.indexOf('.');
  if (dot < 0) return null;
  const schedule = SCHEDULES.get(id.slice(0, dot));
  const date = id.slice(dot + 1);
  if (!schedule || !inSaleWindow(date, today)) return null;
  return buildFlight(schedule, date, today);
}

/** A fare by id (`CA1501.2026-11-23.Y`) with its flight; null when the flight or the class is not on sale. */
export function findFare(
  fareId: string,
  today: string,
): { flight: CatalogueFlight; fare: CatalogueFare } | null {
  const dot = fareId.lastIndexOf('.');
  if (dot < 0) return null;
  const flight = findFlight(fareId.slice(0, dot), today);
  const fare = flight?.fares.find((f) => f.id === fareId);
  return flight && fare ? { flight, fare } : null;
}

/**
 * The flights from one city (or airport) to another on a date, by departure time. Codes follow
 * `airportsOf`: a city code covers all its airports. Empty outside the sale window.
 */
export function flightsOn(fromCity: string, toCity: string, date: string, today: string): CatalogueFlight[] {
  if (!inSaleWindow(date, today)) return [];
  const from = new Set(airportsOf(fromCity));
  const to = new Set(airportsOf(toCity));
  const flights: CatalogueFlight[] = [];
  for (const s of SCHEDULES.values()) {
    if (from.has(s.from) && to.has(s.to)) flights.push(buildFlight(s, date, today));
  }
  return flights.sort((a, b) =>
    a.depTime === b.depTime ? (a.flightNo < b.flightNo ? -1 : 1) : a.depTime < b.depTime ? -1 : 1,
  );
}
