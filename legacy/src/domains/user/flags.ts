/**
 * User flags of this domain beyond the shared ones in core/errors.ts (range 2001–2099), listed in
 * CONTRACT.md and named in the gateway's FLAG_CODES.
 */
export const UserFlag = {
  /** The handed token was already exchanged for a session once (POST /api/user/exchangeToken). */
  TOKEN_ALREADY_EXCHANGED: 2009,
} as const;
