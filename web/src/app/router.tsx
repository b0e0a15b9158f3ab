import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellSessionQueryDocument } from '../__generated__/graphql.ts';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { pageRoute, type PageModule } from './page.ts';
import { PageLoading } from './PageLoading.tsx';
import { pageFilesFromGlob } from './pageRoutes.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

export interface RouterOptions {
  /** The app's one Apollo client (main.tsx): the page loaders start their queries with it. */
  client: ApolloClient<object>;
}

/** A page route's lazy part: the page's module, then its component and loader (see page.ts). */
export async function loadPage(load: () => Promise<PageModule>, client: ApolloClient<object>) {
  return pageRoute(await load(), client);
}

// Every page file is a route, loaded on first visit so each page is its own chunk. Tests and
// `_private` files are excluded here as well as in routePathFromFile, so they are never bundled.
const pageModules = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
  '!../pages/**/_*',
  '!../pages/**/_*/**',
]);

export function buildRoutes({ client }: RouterOptions): RouteObject[] {
  const pages: RouteObject[] = pageFilesFromGlob(pageModules).map(({ path, load }) => ({
    path,
    lazy: () => loadPage(load, client),
  }));
  return [
    {
      element: <Layout />,
      // Login on load (spec §4): who the session belongs to is asked as the app starts, beside the
      // first page's own queries; SessionCheck (Layout) then reads the answer. An ended session
      // answers UNAUTHENTICATED, which the client turns into /login (app/session.ts). Once per load.
      loader: () => {
        void client.query({ query: ShellSessionQueryDocument, context: { silent: true } }).catch(() => {});
        return null;
      },
      shouldRevalidate: () => false,
      // Catches what escapes the inner boundary (an error in the shell itself).
      errorElement: <RouteErrorPage />,
      HydrateFallback: PageLoading,
      children: [
        {
          // Page errors render inside the shell, so the page keeps its width and title handling.
          errorElement: <RouteErrorPage />,
          children: [...pages, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

export function createAppRouter(options: RouterOptions) {
  return createBrowserRouter(buildRoutes(options));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
