import { validateGuestName, validateText, type ValidationResult } from '@storefront/schema/validation';

const OK: ValidationResult = { ok: true };

export { FOREIGN_NAME_MAX, validateGuestName } from '@storefront/schema/validation';

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
