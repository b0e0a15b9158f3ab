import type { GraphQLFormattedError } from 'graphql';

/**
 * The last stop of every error. In production the client gets a code, a flag where there is one,
 * and a message meant for people: no stack, no upstream host or path, no SQL, no internals.
 * Errors we raise on purpose carry a code of their own; whatever arrives as INTERNAL_SERVER_ERROR
 * is a bug or an unexpected exception, and its message is replaced.
 */
export function maskError(formatted: GraphQLFormattedError, _error: unknown, production: boolean): GraphQLFormattedError {
  if (!production) return formatted;
  const code = String(formatted.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
  const expected = code !== 'INTERNAL_SERVER_ERROR';
  const extensions: Record<string, unknown> = { code };
  if (typeof formatted.extensions?.flag === 'number') extensions.flag = formatted.extensions.flag;
  if (Array.isArray(formatted.extensions?.field)) extensions.field = formatted.extensions.field;
  return {
    message: expected ? formatted.message : '服务开小差了，请稍后再试',
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  };
}
