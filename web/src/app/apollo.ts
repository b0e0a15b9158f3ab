import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import type { GraphQLFormattedError } from 'graphql';

export interface ApolloOptions {
  /** Called once per failing response whose errors say the session is gone (spec §6, §8). */
  onUnauthenticated: () => void;
  /** Overridable for tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
}

/** True when any error of a response carries the gateway's `UNAUTHENTICATED` code. */
export function hasUnauthenticated(errors: ReadonlyArray<GraphQLFormattedError> | undefined): boolean {
  return !!errors?.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}

export function createApolloClient({ onUnauthenticated, fetch: fetchImpl }: ApolloOptions) {
  const errorLink = onError(({ graphQLErrors, networkError }) => {
    // The gateway may answer 200 with errors, or a non-2xx whose body still holds them.
    const bodyErrors =
      networkError && 'result' in networkError && typeof networkError.result === 'object'
        ? (networkError.result as { errors?: GraphQLFormattedError[] }).errors
        : undefined;
    const status = networkError && 'statusCode' in networkError ? networkError.statusCode : undefined;
    if (hasUnauthenticated(graphQLErrors) || hasUnauthenticated(bodyErrors) || status === 401) {
      onUnauthenticated();
    }
  });

  // Same origin: the gateway's httpOnly session cookie rides along; the app never sees the token.
  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin', fetch: fetchImpl });

  return new ApolloClient({
    link: from([errorLink, httpLink]),
    cache: new InMemoryCache(),
  });
}
