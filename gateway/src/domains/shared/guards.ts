// The checks every domain's resolvers start with, written once.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';

/**
 * Input the gateway refuses before any backend call: BAD_USER_INPUT with the Chinese message and
 * the path of the argument at fault (`'orderNo'` or `['input', 'passengers', 0]`), so the form can
 * put the message under its field.
 */
export function badInput(message: string, field?: string | readonly (string | number)[]): GraphQLError {
  const path = field === undefined ? undefined : typeof field === 'string' ? [field] : [...field];
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(path ? { field: path } : {}) },
  });
}

/** A member's own data: refused here without a session, without a backend call. */
export function requireMember(ctx: GatewayContext): void {
  if (!ctx.session.token) throw new GraphQLError('请先登录', { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * A lookup the schema answers with null when the backend refuses it with one of `flags` ("not
 * yours or no such thing"); every other failure stays an error.
 */
export async function nullOnFlag<T>(
  work: Promise<T> | (() => Promise<T>),
  ...flags: number[]
): Promise<T | null> {
  try {
    return await (typeof work === 'function' ? work() : work);
  } catch (error) {
    if (error instanceof GraphQLError && flags.includes(error.extensions.flag as number)) return null;
    throw error;
  }
}
