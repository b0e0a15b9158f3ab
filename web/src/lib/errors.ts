/** Loose shape of an ApolloError, so this helper stays free of Apollo and easy to test. */
interface ErrorLike {
  message?: unknown;
  networkError?: unknown;
  graphQLErrors?: ReadonlyArray<{ message?: unknown; extensions?: Record<string, unknown> }>;
}

export const NETWORK_ERROR_MESSAGE = '网络不给力，请检查网络后重试';
export const GENERIC_ERROR_MESSAGE = '操作失败，请稍后重试';

const HAS_CHINESE = /\p{Script=Han}/u;

/**
 * A message a shopper can read for an unexpected failure. The gateway's GraphQL errors carry
 * Chinese messages meant for display (e.g. `BAD_USER_INPUT`); anything else (English internals,
 * network failures) becomes a generic Chinese line rather than leaking technical text.
 */
export function displayMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return GENERIC_ERROR_MESSAGE;
  const e = error as ErrorLike;
  const first = e.graphQLErrors?.find((g) => typeof g.message === 'string' && HAS_CHINESE.test(g.message));
  if (first && typeof first.message === 'string') return first.message;
  if (e.networkError) return NETWORK_ERROR_MESSAGE;
  if (typeof e.message === 'string' && HAS_CHINESE.test(e.message)) return e.message;
  if (e instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return GENERIC_ERROR_MESSAGE;
}
