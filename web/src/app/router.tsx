import type { DocumentNode } from 'graphql';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PageLoading } from './PageLoading.tsx';
import { pageFilesFromGlob } from './pageRoutes.ts';
import { validationLoader, type PageValidate } from './pageValidation.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface PageModule {
  default: ComponentType;
  /** Optional: false shows the 404 page (see `PageValidate`). */
  validate?: PageValidate;
  /**
   * Optional: the queries the page asks for in its first render, prepared before it renders (see
   * `prepareQueries` in apollo.ts). A page's test checks the list against what it asks for.
   */
  queries?: readonly DocumentNode[];
}

export interface RouterOptions {
  /** Gets a page's `queries` ready before its first render; without it they are not prepared. */
  prepareQueries?: (documents: readonly DocumentNode[]) => Promise<void>;
}

/** A page route's lazy part: the page's module, its queries prepared, then its component. */
export async function loadPage(load: () => Promise<PageModule>, options: RouterOptions = {}) {
  const page = await load();
  if (page.queries && options.prepareQueries) await options.prepareQueries(page.queries);
  return page.validate
    ? { Component: page.default, loader: validationLoader(page.validate) }
    : { Component: page.default };
}

// Every page file is a route, loaded on first visit so each page is its own chunk. Tests and
// `_private` files are excluded here as well as in routePathFromFile, so they are never bundled.
const pageModules = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
  '!../pages/**/_*',
  '!../pages/**/_*/**',
]);

export function buildRoutes(options: RouterOptions = {}): RouteObject[] {
  const pages: RouteObject[] = pageFilesFromGlob(pageModules).map(({ path, load }) => ({
    path,
    lazy: () => loadPage(load, options),
  }));
  return [
    {
      element: <Layout />,
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

export function createAppRouter(options: RouterOptions = {}) {
  return createBrowserRouter(buildRoutes(options));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
