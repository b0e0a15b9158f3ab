import { GraphQLError } from 'graphql';
import { isTransportCode } from '../../upstream/index.ts';
import { badInput } from './guards.ts';

export interface UserErrorShape {
  field: string[] | null;
  message: string;
  code: string;
}

/**
 * Runs a mutation's upstream work and turns an expected business refusal of the backend (a flag
 * with a message for the shopper: wrong code, sold out) into `userErrors` data, per DESIGN.md §4.
 * Session loss and transport failures stay GraphQL errors: the client handles those globally.
 */
export async function withUserErrors<Done, Refused>(
  work: () => Promise<Done>,
  refused: (userErrors: UserErrorShape[]) => Refused,
): Promise<Done | Refused> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GraphQLError && typeof error.extensions.flag === 'number') {
      const code = String(error.extensions.code);
      if (code !== 'UNAUTHENTICATED' && !isTransportCode(code) && !code.startsWith('UPSTREAM_')) {
        return refused([{ field: null, message: error.message, code }]);
      }
    }
    throw error;
  }
}

/** Rejects input that breaks a shared validation rule, before any upstream call (DESIGN.md §8). */
export function assertValid(result: { ok: true } | { ok: false; message: string }, field: string[]): void {
  if (!result.ok) {
    throw badInput(result.message, field);
  }
}
