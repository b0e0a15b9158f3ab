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
}

// Every page file is a route, loaded on first visit so each page is its own chunk. Tests and
// `_private` files are excluded here as well as in routePathFromFile, so they are never bundled.
const pageModules = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
  '!../pages/**/_*',
  '!../pages/**/_*/**',
]);

export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = pageFilesFromGlob(pageModules).map(({ path, load }) => ({
    path,
    lazy: async () => {
      const page = await load();
      return page.validate
        ? { Component: page.default, loader: validationLoader(page.validate) }
        : { Component: page.default };
    },
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

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
