// Calendar helpers in Asia/Shanghai. The calendar itself (Shanghai's date of an instant, adding
// days) is the shared date module's (@storefront/schema/dates); what is here is the stand-in's own:
// wall-clock instants, the +08:00 ISO form it answers with, and the seed's relative dates. Domains
// and the seed use these so that "today" always means the shopper's today, whatever zone the server
// runs in.
import { addDays, SHANGHAI_OFFSET_MS, shanghaiDate } from '@storefront/schema/dates';

export { addDays, shanghaiDate };

/** The instant of a Shanghai wall-clock time (`HH:mm`) on `date`. */
export function shanghaiInstant(date: string, time = '00:00'): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - SHANGHAI_OFFSET_MS);
}

/** ISO 8601 with the +08:00 offset, second precision: `2026-11-21T09:30:00+08:00`. */
export function toShanghaiIso(instant: number | Date): string {
  return `${new Date(+instant + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
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
