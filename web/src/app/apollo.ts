import { BANNER_LINK_FAMILIES } from '@storefront/schema/links';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable, from } from '@apollo/client';
import { onError } from '@apollo/client/link/error';
import type { GraphQLFormattedError, OperationDefinitionNode } from 'graphql';
import generated from '../__generated__/possibleTypes.ts';
import { persistedOperationsLink } from './persistedOperations.ts';

/** What the shell learns about one request, to drive the progress bar and the loading overlay. */
export interface RequestInfo {
  operationName: string;
  kind: 'query' | 'mutation' | 'subscription';
  /**
   * Set through `context: { silent: true }` by background requests (the shell's own tab-bar and
   * session queries): they show neither the bar nor the overlay.
   */
  silent: boolean;
}

export interface ApolloOptions {
  /** Called once per failing response whose errors say the session is gone (spec §6, §8). */
  onUnauthenticated: () => void;
  /**
   * Called when a request starts; the returned function when it ends, with true when it failed
   * (a network error or errors in the response).
   */
  onRequest?: (request: RequestInfo) => (failed: boolean) => void;
  /** Called for every rejected request (spec §8: the mini-program host hears of each). */
  onRequestError?: (report: { operationName: string; message: string }) => void;
  /** Inside a mini-program: tells the gateway, whose upstream serial number then says so (spec §7). */
  inMiniProgram?: boolean;
  /** Overridable for tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Send operations by their hash (persistedOperations.ts); on unless a test turns it off. */
  persistedOperations?: boolean;
}

/** True when any error of a response carries the gateway's `UNAUTHENTICATED` code. */
export function hasUnauthenticated(errors: ReadonlyArray<GraphQLFormattedError> | undefined): boolean {
  return !!errors?.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
}

/** The header that marks a mini-program's requests (the gateway reads it in `readSession`). */
export const CLIENT_KIND_HEADER = 'x-client-kind';

/**
 * Cache rules of the graph's types:
 * - A link (each family of `BannerLink`) may carry an `id` that is the *target's* (a tour, a good), not its own:
 *   normalised by it, a banner and a card pointing at the same tour would overwrite each other's
 *   fields. Links are values of their parent, never entities.
 * - `HomePage` has no id: a city change's new sections, and the lower sections' own request, merge
 *   into it instead of replacing it.
 * - `ShellConfig` has no id either: the tab bar reads its tabs, the home its show-button switches;
 *   replaced, each would find the other's write incomplete and ask the server again.
 * - Cities, document types, airlines and airports are known by their code: stored once, whatever
 *   each query selects.
 * - A hotel's room types and rate plans are priced for one stay, under ids that are the same for
 *   every stay: normalised by them, the rooms of other dates would overwrite each other's prices
 *   (back to the first dates showed the second's). They are values of the stay's `HotelRooms`.
 *   So is a `Hotel`: its `lowestPrice` and `distanceMeters` belong to the search that answered it,
 *   and a list for other dates or another point must not reprice the first list's hotels.
 * - Values (`Money`, a traveller's documents) stay values: a query whose copy another replaced reads
 *   again rather than mix two answers (a price's old `fen` beside its new `text`).
 *
 * typePolicies.test.ts finds any other id-less object that two queries select differently.
 */
export const typePolicies = {
  ...Object.fromEntries(BANNER_LINK_FAMILIES.map((family) => [family, { keyFields: false as const }])),
  HomePage: { merge: true },
  ShellConfig: { merge: true },
  City: { keyFields: ['adcode'] },
  DocumentTypeInfo: { keyFields: ['type'] },
  Airline: { keyFields: ['code'] },
  Airport: { keyFields: ['code'] },
  Hotel: { keyFields: false as const },
  HotelRoomType: { keyFields: false as const },
  HotelRatePlan: { keyFields: false as const },
} as const;

/**
 * The implementations of each interface and union of the graph, so fragments on an interface
 * (`... on Order`) match the objects the cache holds. Generated from the SDL by `pnpm codegen`.
 */
export const possibleTypes: Record<string, string[]> = generated.possibleTypes;

/** The app's cache: its type policies and the graph's interfaces (the tests use it too). */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies, possibleTypes });
}

export function createApolloClient({
  onUnauthenticated,
  onRequest,
  onRequestError,
  inMiniProgram = false,
  fetch: fetchImpl,
  persistedOperations = true,
}: ApolloOptions) {
  const errorLink = onError(({ graphQLErrors, networkError, operation }) => {
    // The gateway may answer 200 with errors, or a non-2xx whose body still holds them.
    const bodyErrors =
      networkError && 'result' in networkError && typeof networkError.result === 'object'
        ? (networkError.result as { errors?: GraphQLFormattedError[] }).errors
        : undefined;
    const status = networkError && 'statusCode' in networkError ? networkError.statusCode : undefined;
    if (hasUnauthenticated(graphQLErrors) || hasUnauthenticated(bodyErrors) || status === 401) {
      onUnauthenticated();
    }
    const first = graphQLErrors?.[0] ?? bodyErrors?.[0];
    onRequestError?.({
      operationName: operation.operationName,
      message: first?.message ?? networkError?.message ?? 'request failed',
    });
  });

  const links: ApolloLink[] = [errorLink];
  if (onRequest) links.unshift(activityLink(onRequest));
  const persisted = persistedOperations ? persistedOperationsLink() : null;
  if (persisted) links.push(persisted);

  // Same origin: the gateway's httpOnly session cookie rides along; the app never sees the token.
  const httpLink = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: fetchImpl,
    headers: inMiniProgram ? { [CLIENT_KIND_HEADER]: 'mp' } : {},
  });

  return new ApolloClient({
    link: from([...links, httpLink]),
    cache: createCache(),
  });
}

/** Reports each request's start and end (outermost, so it sees what the page sees). */
function activityLink(onRequest: NonNullable<ApolloOptions['onRequest']>): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        const definition = operation.query.definitions.find(
          (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
        );
        const end = onRequest({
          operationName: operation.operationName,
          kind: definition?.operation ?? 'query',
          silent: operation.getContext()['silent'] === true,
        });
        let failed = false;
        let finished = false;
        const finish = () => {
          if (finished) return;
          finished = true;
          end(failed);
        };
        const subscription = forward(operation).subscribe({
          next(result) {
            if (result.errors?.length) failed = true;
            observer.next(result);
          },
          error(error) {
            failed = true;
            finish();
            observer.error(error);
          },
          complete() {
            finish();
            observer.complete();
          },
        });
        return () => {
          // A request abandoned by its page (unmount) ends too, not as a failure.
          finish();
          subscription.unsubscribe();
        };
      }),
  );
}
