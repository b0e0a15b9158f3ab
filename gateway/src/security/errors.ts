import type { GraphQLFormattedError } from 'graphql';

const GENERIC = '服务开小差了，请稍后再试';

/**
 * Messages that carry internals a backend sometimes lets slip: SQL, database errors, stack frames,
 * file paths, URLs and IP addresses. Such a message never reaches a client in production.
 */
const INTERNALS = [
  /\b(select|insert|update|delete)\b[\s\S]*\b(from|into|set|where)\b/i,
  /\b(relation|column|constraint|syntax error at or near|duplicate key|violates)\b/i,
  /\bat\s+\S+\s*\(?\S*:\d+(:\d+)?\)?/,
  /(^|[\s(])\/[\w.-]+\/[\w./-]+/,
  /[a-z]:\\[\w\\.-]+/i,
  /\b[a-z][a-z0-9+.-]*:\/\/\S+/i,
  /\b\d{1,3}(\.\d{1,3}){3}\b/,
  /\b(exception|stack ?trace|traceback|errno|ECONN\w+|undefined is not|cannot read propert)/i,
];

/** Codes whose message is the backend's own account of a failure inside it, never the shopper's. */
const INTERNAL_CODES = new Set(['INTERNAL_SERVER_ERROR', 'UPSTREAM_INTERNAL']);

/**
 * The last stop of every error. In production the client gets a code, a flag where there is one,
 * and a message meant for people: no stack, no upstream host or path, no SQL, no internals.
 * Errors we raise on purpose carry a code of their own; whatever arrives as INTERNAL_SERVER_ERROR
 * (a bug or an unexpected exception) or as the backend's internal error gets a generic message, and
 * so does any message that looks like it carries internals.
 */
/**
 * The longest error message a client gets back, in every mode. GraphQL's own messages quote what the
 * client sent (`Variable "$x" got invalid value "…"`), so without a cap a request could have half a
 * megabyte echoed back at it.
 */
export const MAX_ERROR_MESSAGE = 300;

function capped(message: string): string {
  return message.length <= MAX_ERROR_MESSAGE ? message : `${message.slice(0, MAX_ERROR_MESSAGE)}…`;
}

export function maskError(
  formatted: GraphQLFormattedError,
  _error: unknown,
  production: boolean,
): GraphQLFormattedError {
  if (!production) {
    // Development keeps the stack, whose first line repeats the message: capped alike.
    const stack = formatted.extensions?.stacktrace;
    if (formatted.message.length <= MAX_ERROR_MESSAGE && !Array.isArray(stack)) return formatted;
    return {
      ...formatted,
      message: capped(formatted.message),
      ...(Array.isArray(stack)
        ? { extensions: { ...formatted.extensions, stacktrace: stack.map((line) => capped(String(line))) } }
        : {}),
    };
  }
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const leaks = INTERNAL_CODES.has(code) || INTERNALS.some((pattern) => pattern.test(formatted.message));
  const extensions: Record<string, unknown> = { code };
  if (typeof formatted.extensions?.flag === 'number') extensions.flag = formatted.extensions.flag;
  if (Array.isArray(formatted.extensions?.field)) extensions.field = formatted.extensions.field;
  if (typeof formatted.extensions?.limit === 'string') extensions.limit = formatted.extensions.limit;
  return {
    message: leaks ? GENERIC : capped(formatted.message),
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  };
}
