import { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';

/**
 * Starts recording the query documents Apollo is asked to watch: every `useQuery`, skipped or not.
 * The returned function stops recording and gives the distinct documents, for comparing with what a
 * page or the shell names for `prepareQueries`.
 */
export function recordQueriesAsked(): () => Set<DocumentNode> {
  const watchQuery = vi.spyOn(ApolloClient.prototype, 'watchQuery');
  return () => {
    const asked = new Set(watchQuery.mock.calls.map(([options]) => options.query));
    watchQuery.mockRestore();
    return asked;
  };
}
