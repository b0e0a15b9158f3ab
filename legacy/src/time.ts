// Calendar helpers in Asia/Shanghai. China has kept UTC+8 without daylight saving since 1991, so a
// fixed offset is exact and needs no time-zone database. Domains and the seed use these so that
// "today" always means the shopper's today, whatever zone the server runs in.

const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** The Shanghai calendar date of an instant, as `YYYY-MM-DD`. */
export function shanghaiDate(instant: number | Date): string {
  return new Date(+instant + OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative for the past). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of a Shanghai wall-clock time (`HH:mm`) on `date`. */
export function shanghaiInstant(date: string, time = '00:00'): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET_MS);
}

/** ISO 8601 with the +08:00 offset, second precision: `2026-11-21T09:30:00+08:00`. */
export function toShanghaiIso(instant: number | Date): string {
  return `${new Date(+instant + OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Relative dates for seed data: `day(0)` is today in Shanghai, `day(-30)` a month ago. */
export interface SeedCalendar {
  today: string;
  day(offset: number): string;
  at(offset: number, time: string): Date;
}

export function seedCalendar(nowMs: number): SeedCalendar {
  const today = shanghaiDate(nowMs);
  return {
    today,
    day: (offset) => addDays(today, offset),
    at: (offset, time) => shanghaiInstant(addDays(today, offset), time),
  };
}
