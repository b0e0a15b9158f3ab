import {
  ApolloClient,
  ApolloLink,
  gql,
  InMemoryCache,
  Observable,
  useReadQuery,
  type FetchResult,
  type QueryRef,
  type TypedDocumentNode,
} from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ShellSessionQueryDocument } from '../__generated__/graphql.ts';
import { PageData } from '../components/pageState/PageData.tsx';
import { renderPage, sessionMock } from '../test/renderPage.tsx';
import {
  ignoreSearchParams,
  pageRoute,
  usePageData,
  useRefresh,
  type PageLoaderArgs,
  type PageModule,
} from './page.ts';
import { buildRoutes } from './router.tsx';

interface FlightQuery {
  flight: { __typename: 'Flight'; id: string; flightNo: string } | null;
}
const FLIGHT: TypedDocumentNode<FlightQuery, { id: string }> = gql`
  query PageTestQuery($id: ID!) {
    flight(id: $id) {
      id
      flightNo
    }
  }
`;
const flight = (flightNo = 'CA1501') => ({ data: { flight: { __typename: 'Flight', id: 'f1', flightNo } } });
const flightMock = (answer: object = { result: flight() }) => ({
  request: { query: FLIGHT, variables: { id: 'f1' } },
  ...answer,
});

const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  flight: preload(FLIGHT, { variables: { id: searchParams.get('id') ?? '' } }),
});

const rendered = vi.fn();

/** A page as the pattern writes one: the loader's ref, read inside PageData. */
function TestPage() {
  const { flight } = usePageData<typeof loader>();
  rendered();
  return (
    <main>
      <h1>航班</h1>
      <PageData>
        <FlightNo queryRef={flight} />
      </PageData>
    </main>
  );
}

function FlightNo({ queryRef }: { queryRef: QueryRef<FlightQuery> }) {
  const { data } = useReadQuery(queryRef);
  return <p data-testid="flight-no">{data.flight?.flightNo}</p>;
}

const page: PageModule = { default: TestPage, loader };
const URL = '/air/test?id=f1';

/** A link that records what it is asked and answers only when told to. */
function heldLink(answers: Record<string, Record<string, unknown>>) {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        asked.push(operation.operationName);
        waiting.push(() => {
          observer.next({ data: answers[operation.operationName] });
          observer.complete();
        });
      }),
  );
  return { link, asked, answerAll: () => waiting.splice(0).forEach((answer) => answer()) };
}

describe('a page route (app/page.ts)', () => {
  it('starts the page’s query as the route loads, before the page first renders', async () => {
    const { link, asked, answerAll } = heldLink({ PageTestQuery: flight().data });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    rendered.mockClear();
    // The router alone, never rendered: its loader has already sent the query.
    const router = createMemoryRouter([{ path: '/air/test', ...pageRoute(page, client) }], {
      initialEntries: [URL],
    });
    await waitFor(() => expect(asked).toEqual(['PageTestQuery']));
    expect(rendered).not.toHaveBeenCalled();
    // So Apollo's first use of the document (its walks over it) happened in the loader too.
    expect(client.getMemoryInternals!().sizes.queryManager.getDocumentInfo).toBeGreaterThan(0);
    answerAll();
    router.dispose();
  });

  it('shows the skeleton while the query runs, then the data', async () => {
    const { link, answerAll } = heldLink({ PageTestQuery: flight().data });
    renderPage(page, { url: URL, link });
    expect(await screen.findByTestId('page-skeleton')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '航班' })).toBeTruthy();
    answerAll();
    expect((await screen.findByTestId('flight-no')).textContent).toBe('CA1501');
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
  });

  it('shows a failed preload as the page’s load error, with the header kept, and 重试 loads it again', async () => {
    renderPage(page, {
      url: URL,
      mocks: [flightMock({ error: new TypeError('Failed to fetch') }), flightMock()],
    });
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByText('网络不给力，请检查网络后重试')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '航班' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('flight-no')).textContent).toBe('CA1501');
    expect(screen.queryByText('加载失败')).toBeNull();
  });

  it('lets an error that is not a failed query through to the route’s error element', async () => {
    const Broken = () => {
      throw new Error('a bug');
    };
    function BrokenPage() {
      return (
        <PageData>
          <Broken />
        </PageData>
      );
    }
    function ErrorElement() {
      const error = useRouteError();
      return <p>route error: {error instanceof Error ? error.message : 'other'}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
    const router = createMemoryRouter(
      [
        {
          path: '/broken',
          ...pageRoute({ default: BrokenPage, loader: () => ({}) }, client),
          errorElement: <ErrorElement />,
        },
      ],
      { initialEntries: ['/broken'] },
    );
    const { render } = await import('@testing-library/react');
    const { RouterProvider } = await import('react-router-dom');
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('route error: a bug')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the 404 page for a URL its validate refuses, without loading anything', async () => {
    const load = vi.fn(loader);
    const client = new ApolloClient({ link: new MockLink([]), cache: new InMemoryCache() });
    const route = pageRoute(
      { default: TestPage, loader: load, validate: ({ searchParams }) => searchParams.has('id') },
      client,
    );
    const thrown = await Promise.resolve(
      (route.loader as (args: unknown) => Promise<unknown>)({
        params: {},
        request: new Request('http://s.test/air/test'),
      }),
    ).catch((error: unknown) => error);
    expect(isRouteErrorResponse(thrown) || (thrown instanceof Response && thrown.status === 404)).toBe(true);
    expect((thrown as Response).status).toBe(404);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useRefresh', () => {
  function RefreshingPage() {
    const { flight } = usePageData<typeof loader>();
    const [refresh, refreshing] = useRefresh(flight);
    return (
      <main>
        <button type="button" onClick={() => void refresh().catch(() => {})}>
          {refreshing ? '刷新中' : '刷新'}
        </button>
        <PageData>
          <FlightNo queryRef={flight} />
        </PageData>
      </main>
    );
  }
  const refreshingPage: PageModule = { default: RefreshingPage, loader };

  it('asks the server again and shows its answer, the page staying up meanwhile', async () => {
    const answers = { PageTestQuery: flight().data };
    const { link, answerAll } = heldLink(answers);
    renderPage(refreshingPage, { url: URL, link });
    await screen.findByTestId('page-skeleton');
    answerAll();
    expect((await screen.findByTestId('flight-no')).textContent).toBe('CA1501');
    answers.PageTestQuery = flight('CA1502').data;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    // Asked, not answered yet: the page shows what it had, not its skeleton.
    expect(await screen.findByRole('button', { name: '刷新中' })).toBeTruthy();
    expect(screen.getByTestId('flight-no').textContent).toBe('CA1501');
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
    answerAll();
    await waitFor(() => expect(screen.getByTestId('flight-no').textContent).toBe('CA1502'));
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
  });

  it('leaves the page as it was when the refresh fails', async () => {
    renderPage(refreshingPage, {
      url: URL,
      mocks: [flightMock(), flightMock({ error: new TypeError('Failed to fetch') })],
    });
    expect((await screen.findByTestId('flight-no')).textContent).toBe('CA1501');
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByRole('button', { name: '刷新中' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.getByTestId('flight-no').textContent).toBe('CA1501');
    expect(screen.queryByText('加载失败')).toBeNull();
  });
});

describe('a member-only page route', () => {
  const memberPage: PageModule = { ...page, member: true };

  it('sends an anonymous visitor to the login before the page renders, coming back to it', async () => {
    rendered.mockClear();
    const { router } = renderPage(memberPage, {
      url: `${URL}&tab=2`,
      mocks: [sessionMock(null), flightMock()],
      routes: [{ path: '/login', element: <p>login page</p> }],
    });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`${URL}&tab=2`).replace(/%2F/g, '/')}`,
    );
    // In place of the page, so back from the login does not land on a page that sends there again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(rendered).not.toHaveBeenCalled();
  });

  it('shows the page to a member; the member check and the page’s query go out together', async () => {
    const { link, asked, answerAll } = heldLink({
      ShellSessionQuery: { me: { __typename: 'User', id: '1' } },
      PageTestQuery: flight().data,
    });
    renderPage(memberPage, { url: URL, link });
    // Both asked before either is answered: one round trip before the page, not two.
    await waitFor(() => expect([...asked].sort()).toEqual(['PageTestQuery', 'ShellSessionQuery']));
    answerAll();
    expect((await screen.findByTestId('flight-no')).textContent).toBe('CA1501');
  });

  it('shows the page when the member check itself fails: the page’s own query says what is wrong', async () => {
    renderPage(memberPage, {
      url: URL,
      mocks: [
        { request: { query: ShellSessionQueryDocument }, error: new TypeError('Failed to fetch') },
        flightMock({ error: new TypeError('Failed to fetch') }),
      ],
    });
    expect(await screen.findByText('加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('ignoreSearchParams', () => {
  const args = (current: string, next: string) => ({
    currentUrl: new globalThis.URL(current, 'http://s.test'),
    nextUrl: new globalThis.URL(next, 'http://s.test'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
  });
  const keep = ignoreSearchParams('reason', 'note');

  it('keeps the data when only the ignored parameters changed', () => {
    expect(keep(args('/r?orderNo=1', '/r?orderNo=1&reason=a'))).toBe(false);
    expect(keep(args('/r?orderNo=1&reason=a', '/r?orderNo=1&reason=b&note=x'))).toBe(false);
  });

  it('loads again when anything else changed, or on a retry with the same URL', () => {
    expect(keep(args('/r?orderNo=1', '/r?orderNo=2&reason=a'))).toBe(true);
    expect(keep(args('/r?orderNo=1', '/r?orderNo=1'))).toBe(true);
    expect(keep(args('/r?orderNo=1', '/other?orderNo=1&reason=a'))).toBe(true);
  });
});

describe('the root route', () => {
  it('asks who is logged in as the app loads (spec §4), quietly, and only on that load', async () => {
    const query = vi.fn(() => Promise.resolve({ data: { me: null } }));
    const client = { query } as unknown as ApolloClient<object>;
    const [root] = buildRoutes({ client });
    await (root!.loader as () => unknown)();
    expect(query).toHaveBeenCalledWith({ query: ShellSessionQueryDocument, context: { silent: true } });
    expect((root!.shouldRevalidate as () => boolean)()).toBe(false);
  });
});
