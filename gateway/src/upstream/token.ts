/** What the backend issues as a session token; nothing else is ever put in an upstream header. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{8,256}$/;

/**
 * Whether a value may be a session token at all. Anything else (a NUL byte, CR/LF, non-ASCII,
 * 100 kB) would make the HTTP client throw before a request is sent, or the backend answer 431: every
 * token from a client (cookie, bearer header, a host app's handoff) goes through this first.
 */
export function looksLikeSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
