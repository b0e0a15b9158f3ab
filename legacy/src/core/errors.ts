import type { Db, Queryable } from '../db/types.ts';

/** The flags of CONTRACT.md. */
export const Flag = {
  OK: 0,
  BAD_HEADER: 1000,
  LOGIN_REQUIRED: 1001,
  TOKEN_INVALID: 40101,
  BAD_PARAM: 2001,
  CODE_TOO_SOON: 2002,
  CODE_WRONG: 2003,
  CODE_NOT_LIVE: 2004,
  MOBILE_TAKEN: 2005,
  BAD_CREDENTIALS: 2006,
  MOBILE_UNKNOWN: 2007,
  RESET_TICKET_INVALID: 2008,
  NOT_FOUND: 4040,
  INTERNAL: 5000,
} as const;

/**
 * A failure a handler means to report: becomes `{ flag, msg, data: null }`. `msg` is shown to the
 * shopper, so it is Chinese and says what to do next.
 */
export class LegacyError extends Error {
  constructor(
    readonly flag: number,
    message: string,
    /** HTTP status; 200 for every business failure, as the legacy backend does. */
    readonly status = 200,
  ) {
    super(message);
    this.name = 'LegacyError';
  }
}

export function badParam(message: string): LegacyError {
  return new LegacyError(Flag.BAD_PARAM, message);
}

/**
 * A transaction whose callback may *return* a LegacyError: the transaction still commits (so a
 * wrong verify-code try stays counted) and the error is thrown afterwards. Thrown errors roll back.
 */
export async function commitThenFail<T>(db: Db, fn: (tx: Queryable) => Promise<T | LegacyError>): Promise<T> {
  const result = await db.transaction(fn);
  if (result instanceof LegacyError) throw result;
  return result;
}
