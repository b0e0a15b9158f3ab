import type { ApolloLink } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** Lower-case hex SHA-256 of a text: the id of a persisted operation (the body as sent). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends each operation as its hash alone. The gateway runs only the operations of the manifest that
 * `pnpm build` writes (scripts/build-operations.mjs hashes them through this same link), so in
 * production an operation the build did not ship cannot run. A gateway that does not know the hash
 * answers PERSISTED_QUERY_NOT_FOUND and the link resends the whole query once (development).
 *
 * Web Crypto exists only in secure contexts (https, localhost): elsewhere (a phone on the LAN
 * against a dev server) queries travel whole, which only a development gateway accepts.
 */
export function persistedOperationsLink(): ApolloLink | null {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  return createPersistedQueryLink({ sha256: sha256Hex });
}
