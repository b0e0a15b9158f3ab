import {
  createQueryPreloader,
  type ApolloClient,
  type DocumentNode,
  type OperationVariables,
  type PreloadQueryFunction,
  type QueryOptions,
  type QueryRef,
} from '@apollo/client';
import { useCallback, useState, type ComponentType } from 'react';
import {
  replace,
  useLoaderData,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { ShellSessionQueryDocument } from '../__generated__/graphql.ts';
import { loginUrlFor } from '../lib/safeRedirect.ts';
import { validationLoader, type PageValidate } from './pageValidation.ts';

/** What a page's `loader` gets: the URL's parts and the app's one Apollo client. */
export interface PageLoaderArgs {
  /** The route's `[param]`s. */
  params: Params;
  searchParams: URLSearchParams;
  /**
   * Apollo's `preloadQuery` (createQueryPreloader): starts a query now and returns its queryRef,
   * which the page reads with `useReadQuery` inside `<PageData>` (components/pageState).
   */
  preload: PreloadQueryFunction;
  /**
   * Starts a query that a component asks for with its own generated hook (a widget that loads its
   * own list, side data like prices): the hook then finds the answer in the cache or on its way.
   * Failures are left to the hook to report. Only for cache-first hooks (a cache-and-network hook
   * asks the server again anyway).
   */
  prefetch: <TData, TVariables extends OperationVariables>(options: QueryOptions<TVariables, TData>) => void;
  client: ApolloClient<object>;
}

/** A page's `loader` export: starts the first screen's queries, returns what the page reads. */
export type PageLoader = (args: PageLoaderArgs) => unknown;

/** What a file under src/pages exports (see docs/adding-a-page.md). */
export interface PageModule {
  default: ComponentType;
  /** Optional: false shows the 404 page (see `PageValidate`). Runs before the loader. */
  validate?: PageValidate;
  /** Optional: the page's data, started as the route loads (`usePageData` reads what it returns). */
  loader?: PageLoader;
  /** Member-only: an anonymous visitor goes to /login?redirect=<this page> before it renders. */
  member?: boolean;
  /** Optional: React Router's, for pages whose URL also holds what is only shown, not asked for. */
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** What the page's `loader` returned (its queryRefs), in the page's components. */
export function usePageData<L extends PageLoader>(): Awaited<ReturnType<L>> {
  return useLoaderData() as Awaited<ReturnType<L>>;
}

/**
 * A `shouldRevalidate` for a page whose URL also keeps state its loader does not ask for (a chosen
 * reason, passengers ticked, the change number the page adds): a change of only these search
 * parameters keeps the data loaded, so it is neither asked for again nor reloaded under the shopper.
 */
export function ignoreSearchParams(...names: string[]): ShouldRevalidateFunction {
  const ignored = new Set(names);
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
    if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    const keys = new Set([...currentUrl.searchParams.keys(), ...nextUrl.searchParams.keys()]);
    const changed = [...keys].filter(
      (key) =>
        currentUrl.searchParams.getAll(key).join('\u0000') !==
        nextUrl.searchParams.getAll(key).join('\u0000'),
    );
    if (changed.length > 0 && changed.every((key) => ignored.has(key))) return false;
    return defaultShouldRevalidate;
  };
}

/**
 * Member-only pages (spec §4): an anonymous visitor goes to the login, coming back to `url` after.
 * Asked with the shell's session query, so the answer is usually in the cache already (or shared
 * with the login-on-load check still on its way). When the check itself fails, the page renders and
 * its own queries show the failure (or, answered UNAUTHENTICATED, send to the login: app/session.ts).
 *
 * In every host, mini-programs included (as the member pages did before loaders: an anonymous
 * visitor there has no session to hand over, and logs in here). Only an ended session's
 * UNAUTHENTICATED answer skips the storefront's login inside a mini-program (session.ts).
 */
export async function requireMember(client: ApolloClient<object>, url: string): Promise<void> {
  const me = await client.query({ query: ShellSessionQueryDocument, context: { silent: true } }).then(
    ({ data }) => data.me,
    () => undefined,
  );
  if (me === null) {
    const { pathname, search } = new URL(url);
    // Replacing the page's entry: back from the login must not land on a page that sends there again.
    throw replace(loginUrlFor(pathname + search));
  }
}

/** What each loader's queryRef asked for, so `useRefresh` can ask it again. */
const asked = new WeakMap<object, { client: ApolloClient<object>; options: QueryOptions }>();

/** Apollo's preloadQuery for `client`, remembering what each queryRef asked for (`useRefresh`). */
function preloaderFor(client: ApolloClient<object>): PreloadQueryFunction {
  const preload = createQueryPreloader(client);
  const remembering = (query: DocumentNode, options: Omit<QueryOptions, 'query'> = {}) => {
    const queryRef = (preload as (query: DocumentNode, options?: object) => object)(query, options);
    const { variables, context, errorPolicy } = options;
    asked.set(queryRef, { client, options: { query, variables, context, errorPolicy } });
    return queryRef;
  };
  return Object.assign(remembering, { toPromise: preload.toPromise }) as unknown as PreloadQueryFunction;
}

/**
 * Asks the server again for what a loader's queryRef shows: after a change the page made (a cancel,
 * a request sent) or on the shopper's 刷新. The answer goes to the cache, and from there to every
 * `useReadQuery` of it; the page stays as it is meanwhile (`refreshing` is true). A failure leaves
 * the page as it was and rejects: the caller says so, or lets it be.
 */
export function useRefresh(queryRef: QueryRef<unknown, never>) {
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    const origin = asked.get(queryRef);
    if (!origin) throw new Error('useRefresh takes the queryRef a page loader’s `preload` returned');
    setRefreshing(true);
    try {
      await origin.client.query({ ...origin.options, fetchPolicy: 'network-only' });
    } finally {
      setRefreshing(false);
    }
  }, [queryRef]);
  return [refresh, refreshing] as const;
}

/** The router's half of a page module: its component, and a loader doing validate, member and loader. */
export function pageRoute(
  page: PageModule,
  client: ApolloClient<object>,
): Pick<RouteObject, 'Component' | 'loader' | 'shouldRevalidate'> {
  const { default: Component, validate, loader, member, shouldRevalidate } = page;
  if (!validate && !loader && !member) return { Component };
  const preload = preloaderFor(client);
  const prefetch: PageLoaderArgs['prefetch'] = (options) => void client.query(options).catch(() => {});
  return {
    Component,
    shouldRevalidate,
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      if (validate) validationLoader(validate)({ params, request });
      const searchParams = new URL(request.url).searchParams;
      // Started before the member check, so both go out together: one round trip before the page.
      const data = loader?.({ params, searchParams, preload, prefetch, client });
      if (member) await requireMember(client, request.url);
      return (await data) ?? null;
    },
  };
}
