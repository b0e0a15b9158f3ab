import { validateText, type ValidationResult } from '@storefront/schema/validation';

const OK: ValidationResult = { ok: true };

/** The longest foreign name accepted, in letters, spaces and the one slash. */
export const FOREIGN_NAME_MAX = 40;

/**
 * A hotel guest's name as on the document shown at check-in (market rules, "Hotels"): 2–8 Chinese
 * characters (spec §5's full-name rule), or a foreign name in Latin letters as printed on the
 * passport, words separated by single spaces and at most one `/` between surname and given names
 * (`SMITH/JOHN`, `Anna Maria Lopez`). The contract's 2802 refuses anything else.
 */
export function validateGuestName(value: string): ValidationResult {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return { ok: false, message: '请填写入住人姓名' };
  if (/\p{Script=Han}/u.test(name)) {
    return /^\p{Script=Han}{2,8}$/u.test(name)
      ? OK
      : { ok: false, message: '中文姓名应为2-8个汉字，不含空格或符号' };
  }
  const letters = name.replace(/[ /]/g, '');
  const shaped =
    /^[A-Za-z]+(?: [A-Za-z]+)*(?: ?\/ ?[A-Za-z]+(?: [A-Za-z]+)*)?$/.test(name) &&
    letters.length >= 2 &&
    name.length <= FOREIGN_NAME_MAX;
  return shaped
    ? OK
    : { ok: false, message: '请填写与证件一致的姓名：2-8个汉字，或护照上的英文字母（如 SMITH/JOHN）' };
}

/**
 * The guest names for `rooms` rooms from what was typed so far: one per room, in room order. Names
 * typed for rooms beyond the count are kept (a shopper going from 3 rooms to 2 and back gets the
 * third name again), only not shown or sent.
 */
export function guestsForRooms(typed: readonly string[], rooms: number): string[] {
  return Array.from({ length: rooms }, (_, i) => typed[i] ?? '');
}

/** Each room's problem with its guest, by room index; empty when every room has a valid name. */
export function guestProblems(names: readonly string[]): Map<number, string> {
  const problems = new Map<number, string>();
  names.forEach((name, i) => {
    const result = validateGuestName(name);
    if (!result.ok) problems.set(i, result.message);
  });
  return problems;
}

/** The special-request chips offered; the hotel tries to arrange them, nothing is guaranteed. */
export const REQUEST_CHIPS = [
  '尽量安排无烟房',
  '尽量安排高楼层',
  '尽量安排安静房间',
  '尽量安排相邻房间',
  '需要加婴儿床',
  '提前入住',
] as const;

/** Most characters of the special requests sent (chips and text together), the contract's 200. */
export const REQUESTS_MAX = 200;

/** The special requests as sent: the chosen chips, then the shopper's own words; null when none. */
export function specialRequestsText(chips: readonly string[], note: string): string | null {
  const parts = [...REQUEST_CHIPS.filter((c) => chips.includes(c)), note.trim()].filter(Boolean);
  return parts.length ? parts.join('；') : null;
}

/** Whether the special requests may be sent as they are (length, no control characters). */
export function validateRequests(chips: readonly string[], note: string): ValidationResult {
  const text = specialRequestsText(chips, note);
  return text === null ? OK : validateText(text, '特殊要求', REQUESTS_MAX, { multiline: true });
}
