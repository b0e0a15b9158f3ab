import type { ApolloLink } from '@apollo/client';
import { ApolloClient, ApolloProvider, InMemoryCache } from '@apollo/client';
import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { configure, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ShellSessionQueryDocument } from '../__generated__/graphql.ts';
import { pageRoute, type PageModule } from '../app/page.ts';

// A page renders once its route loader has run, a step after the test's render() rather than in it;
// on the busy 2-core machine the first page of a file (its modules cold) can take over the default
// second to show. Nothing here waits on purpose: a longer bound only spares false failures.
configure({ asyncUtilTimeout: 5_000 });

export interface RenderPageOptions {
  /** The URL the test opens. */
  url: string;
  /** Entries before it in the history (what back goes to). */
  history?: string[];
  /** The page's route path (`/myOrder/airOrder/detail`); the URL's path by default. */
  path?: string;
  /** Answers, as MockedProvider takes them; or a whole `link`. */
  mocks?: readonly MockedResponse[];
  link?: ApolloLink;
  /** A plain InMemoryCache (as MockedProvider's) unless given, e.g. the app's `createCache()`. */
  cache?: InMemoryCache;
  /** Other routes the page leads to (`/login`, `/`), drawn as plain elements. */
  routes?: RouteObject[];
  /** Other pages it leads to that the test follows, by route path, loaded as the app loads them. */
  pages?: Record<string, PageModule>;
  /** Providers around it all (the host, say). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * Opens a page module as the app's router does (app/page.ts: validate, member check, loader, then
 * the component) with an Apollo client answering from `mocks`, the way MockedProvider does.
 */
export function renderPage(page: PageModule, options: RenderPageOptions) {
  const client = new ApolloClient({
    cache: options.cache ?? new InMemoryCache(),
    link: options.link ?? new MockLink(options.mocks ?? [], true),
  });
  const path = options.path ?? new URL(options.url, 'http://storefront.test').pathname;
  const router = createMemoryRouter(
    [
      { path, ...pageRoute(page, client), HydrateFallback: () => null },
      ...Object.entries(options.pages ?? {}).map(([other, module]) => ({
        path: other,
        ...pageRoute(module, client),
      })),
      ...(options.routes ?? []),
    ],
    { initialEntries: [...(options.history ?? []), options.url], initialIndex: options.history?.length ?? 0 },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
    { wrapper: options.wrapper },
  );
  return { router, client, view };
}

/** The member check of a member page (`member = true`): who is logged in, `null` for nobody. */
export function sessionMock(
  me: { id: string } | null = { id: '1' },
  options: { maxUsageCount?: number } = {},
): MockedResponse {
  return {
    request: { query: ShellSessionQueryDocument },
    result: { data: { me: me && { __typename: 'User', ...me } } },
    maxUsageCount: options.maxUsageCount ?? 5,
  };
}
