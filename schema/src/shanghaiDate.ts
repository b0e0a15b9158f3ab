/**
 * The storefront's calendar is Asia/Shanghai's, whatever the device's or server's time zone. China
 * has kept UTC+8 without daylight saving since 1991, so a fixed shift is exact for our data (and
 * avoids an Intl time-zone formatter, whose first use costs tens of milliseconds on a phone).
 * Its own module so the web's first load can use it without the validation rules.
 */
export const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** Today's date in Asia/Shanghai, as `YYYY-MM-DD`. */
export function todayInShanghai(now: Date = new Date()): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
