/**
 * The storefront's one date module: calendar dates as `YYYY-MM-DD` strings in Asia/Shanghai, used by
 * the schema's rules, the gateway, the stand-in and the web (tests and journeys included).
 *
 * China has kept UTC+8 without daylight saving since 1991, so a fixed shift is exact for our data
 * and needs no time-zone database (nor an Intl formatter, whose first use costs tens of
 * milliseconds on a phone). Arithmetic on a date is done in UTC on the date alone, so neither the
 * device's nor the server's zone, nor their daylight saving, can move a day.
 *
 * No imports and no I/O: the web's first load takes only the functions it uses.
 */

/** Asia/Shanghai's offset from UTC, all year. */
export const SHANGHAI_OFFSET_MS = 8 * 3600_000;

const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A calendar date split into numbers. */
export interface Ymd {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** The date of these numbers when it exists (years 1–9999; `2025-02-29` does not); null otherwise. */
export function calendarDate(year: number, month: number, day: number): Ymd | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

/** Parses a strict `YYYY-MM-DD` that names a real calendar day; null otherwise (non-strings too). */
export function parseDate(value: unknown): Ymd | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return calendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** True when `value` is a strict `YYYY-MM-DD` that names a real calendar day. */
export function isValidDate(value: unknown): value is string {
  return parseDate(value) !== null;
}

/** `YYYY-MM-DD` of a date. */
export function formatDate({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Asia/Shanghai calendar date of an instant, as `YYYY-MM-DD`. */
export function shanghaiDate(instant: Date | number): string {
  return new Date(+instant + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in Asia/Shanghai, as `YYYY-MM-DD` (a new day starts at 16:00 UTC). */
export function todayInShanghai(now: Date | number = Date.now()): string {
  return shanghaiDate(now);
}

// Days since 1970-01-01 of a real date. setUTCFullYear, unlike Date.UTC, keeps years 1–99 as they are.
function epochDay({ year, month, day }: Ymd): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime() / DAY_MS;
}

/**
 * The date `days` after `date` (before it when negative). Throws a RangeError on a malformed date, a
 * fractional count or a result outside years 1–9999: each is a bug in the caller, not input to
 * tolerate.
 */
export function addDays(date: string, days: number): string {
  const from = parseDate(date);
  if (!from) throw new RangeError(`Not a real YYYY-MM-DD date: ${JSON.stringify(date)}`);
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number: ${String(days)}`);
  const result = new Date((epochDay(from) + days) * DAY_MS);
  const next = calendarDate(result.getUTCFullYear(), result.getUTCMonth() + 1, result.getUTCDate());
  if (!next) throw new RangeError(`${date} + ${days} days is outside years 1–9999`);
  return formatDate(next);
}

/**
 * Days from `from` to `to`: negative when `to` is earlier. NaN when either is not a real date, as
 * date arithmetic on an invalid date gives: pages show it on whatever dates a URL carried.
 */
export function daysBetween(from: string, to: string): number {
  const a = parseDate(from);
  const b = parseDate(to);
  return a && b ? epochDay(b) - epochDay(a) : Number.NaN;
}

// --- Age on a date (spec §4) --------------------------------------------------------------------

/** A traveller's fare class by age. */
export type AgeClass = 'ADULT' | 'CHILD' | 'INFANT';

/**
 * Completed years of age on `referenceDate`. A Feb 29 birthday is reached on Mar 1 in common
 * years (the legal practice: the day after Feb 28). Throws on invalid dates or a birth after the
 * reference date.
 */
export function completedYears(birthDate: string, referenceDate: string): number {
  const birth = parseDate(birthDate);
  const ref = parseDate(referenceDate);
  if (!birth) throw new Error(`Invalid birth date "${String(birthDate)}": expected a real YYYY-MM-DD`);
  if (!ref) throw new Error(`Invalid reference date "${String(referenceDate)}": expected a real YYYY-MM-DD`);
  if (formatDate(birth) > formatDate(ref)) {
    throw new Error(`Birth date ${birthDate} is after the reference date ${referenceDate}`);
  }
  const leapling = birth.month === 2 && birth.day === 29 && !isLeapYear(ref.year);
  const birthdayThisYear = leapling ? { month: 3, day: 1 } : birth;
  const reached =
    ref.month > birthdayThisYear.month ||
    (ref.month === birthdayThisYear.month && ref.day >= birthdayThisYear.day);
  return ref.year - birth.year - (reached ? 0 : 1);
}

/**
 * Age class on the reference date (the travel date), by completed years.
 *
 * Boundary decision: the spec says "adult over 12; child from 2 up to 12; infant under 2". We
 * follow the Chinese airline rule it paraphrases (年满2周岁、未满12周岁为儿童): INFANT before the 2nd
 * birthday; CHILD from the 2nd birthday up to the day before the 12th; ADULT from the 12th
 * birthday itself. A traveller born on the reference date is an INFANT (0 years).
 */
export function ageClass(birthDate: string, referenceDate: string): AgeClass {
  const years = completedYears(birthDate, referenceDate);
  if (years < 2) return 'INFANT';
  if (years < 12) return 'CHILD';
  return 'ADULT';
}
