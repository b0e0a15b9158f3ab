import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AirListPageLowPricesQueryDocument,
  AirListPageOutboundQueryDocument,
  AirListPageQueryDocument,
} from '../../__generated__/graphql.ts';
import { pageRoute } from '../../app/page.ts';
import { testFlight, testLowPrices } from '../../features/flight/testFlights.ts';
import { flightListState } from '../../features/flight/useFlightList.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as airListPage from './airList.tsx';

// The pages read today's date in Asia/Shanghai: pin it (only Date is faked, timers run normally).
const TODAY = '2026-11-20';
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());
// The 筛选 popup is its own chunk, loaded on first use: load it up front so the popup queries below
// do not race a cold module load.
beforeAll(async () => {
  await import('../../features/flight/FilterPopup.tsx');
});

const ROUTE = 'start_city_code=BJS&start_city_name=北京&end_city_code=SHA&end_city_name=上海';

const flights = [
  testFlight({
    no: 'CA1501',
    date: '2026-11-21',
    dep: 'PEK',
    arr: 'SHA',
    depClock: '08:00',
    arrClock: '10:15',
    fares: [
      { cabin: 'ECONOMY', booking: 'M', yuan: 680 },
      { cabin: 'BUSINESS', booking: 'C', yuan: 2600 },
    ],
  }),
  testFlight({
    no: 'MU5102',
    date: '2026-11-21',
    dep: 'PKX',
    arr: 'PVG',
    depClock: '07:10',
    arrClock: '09:30',
    fares: [{ cabin: 'ECONOMY', booking: 'V', yuan: 520 }],
  }),
  testFlight({
    no: 'CZ3907',
    date: '2026-11-21',
    dep: 'PEK',
    arr: 'SHA',
    depClock: '12:30',
    arrClock: '16:20',
    stops: ['WUH'],
    fares: [{ cabin: 'ECONOMY', booking: 'L', yuan: 450 }],
  }),
  testFlight({
    no: 'CA1519',
    date: '2026-11-21',
    dep: 'PEK',
    arr: 'SHA',
    depClock: '18:00',
    arrClock: '20:10',
    fares: [],
  }),
];

function searchMock(date: string, result: unknown[] | Error, from = 'BJS', to = 'SHA'): MockedResponse {
  const request = { query: AirListPageQueryDocument, variables: { from, to, date } };
  if (result instanceof Error) return { request, error: result };
  return {
    request,
    result: {
      data: {
        flightSearch: {
          __typename: 'FlightSearchResult',
          from: { __typename: 'AirCity', code: from, name: from === 'BJS' ? '北京' : '上海' },
          to: { __typename: 'AirCity', code: to, name: to === 'BJS' ? '北京' : '上海' },
          date,
          flights: result,
        },
      },
    },
  };
}

/** Lowest prices for what the list at `search` asks: ¥400 + 10 per day, unless given. */
function pricesMock(search: string, prices?: (number | null)[], international = false): MockedResponse {
  const state = flightListState(new URLSearchParams(search), international, TODAY);
  const yuan = prices ?? Array.from({ length: state.priceDays }, (_, i) => 400 + i * 10);
  return {
    request: {
      query: AirListPageLowPricesQueryDocument,
      variables: {
        from: state.from.code,
        to: state.to.code,
        startDate: state.priceStart,
        days: state.priceDays,
      },
    },
    result: { data: { flightLowPrices: testLowPrices(state.priceStart, yuan.slice(0, state.priceDays)) } },
  };
}

function renderList(search: string, mocks: MockedResponse[]) {
  const { router } = renderPage(airListPage, {
    url: `/air/airList?${search}`,
    mocks,
    routes: [
      { path: '/air/airDetail', element: <p>detail page</p> },
      { path: '/air/airChooseOffer', element: <p>calendar page</p> },
    ],
  });
  return router;
}

const cardNumbers = () =>
  screen.getAllByTestId('flight-card').map((c) => c.getAttribute('data-flight-id')?.split('.')[0]);
const params = (router: ReturnType<typeof renderList>) => new URLSearchParams(router.state.location.search);

// Each test renders the whole page with a router and a mocked graph: slow on a busy 2-core machine.
describe('AirListPage', { timeout: 30_000 }, () => {
  const search = `route_type=1&${ROUTE}&date=2026-11-21`;

  it('lists the day’s flights by departure time with their prices, sold-out ones disabled', async () => {
    const router = renderList(search, [searchMock('2026-11-21', flights), pricesMock(search)]);
    expect(await screen.findAllByTestId('flight-card')).toHaveLength(4);
    expect(cardNumbers()).toEqual(['MU5102', 'CA1501', 'CZ3907', 'CA1519']);
    expect(screen.getAllByTestId('flight-price').map((p) => p.textContent)).toEqual(['¥520', '¥680', '¥450']);
    const soldOut = screen.getAllByTestId('flight-card')[3]!;
    expect(soldOut.getAttribute('aria-disabled')).toBe('true');
    expect(within(soldOut).getByText('已售完')).toBeTruthy();
    fireEvent.click(soldOut);
    expect(router.state.location.pathname).toBe('/air/airList');
  });

  it('asks for the day’s flights and the strip’s prices as the route loads, before the list draws', async () => {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName);
      return new Observable(() => {});
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    // The router alone, never rendered.
    const router = createMemoryRouter([{ path: '/air/airList', ...pageRoute(airListPage, client) }], {
      initialEntries: [`/air/airList?${search}`],
    });
    await waitFor(() => expect([...asked].sort()).toEqual(['AirListPageLowPricesQuery', 'AirListPageQuery']));
    router.dispose();
  });

  it('shows direct flights only and sorts by price, keeping both in the URL', async () => {
    const router = renderList(search, [searchMock('2026-11-21', flights), pricesMock(search)]);
    await screen.findAllByTestId('flight-card');
    fireEvent.click(screen.getByRole('button', { name: '只看直飞' }));
    await waitFor(() => expect(cardNumbers()).toEqual(['MU5102', 'CA1501', 'CA1519']));
    expect(params(router).get('direct')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: '价格低→高' }));
    await waitFor(() => expect(cardNumbers()).toEqual(['MU5102', 'CA1501', 'CA1519']));
    expect(params(router).get('sort')).toBe('price');
    fireEvent.click(screen.getByRole('button', { name: '只看直飞' }));
    await waitFor(() => expect(cardNumbers()).toEqual(['CZ3907', 'MU5102', 'CA1501', 'CA1519']));
    // The search itself is untouched.
    expect(params(router).get('date')).toBe('2026-11-21');
  });

  it('opens with the filters of its URL', async () => {
    const filtered = `${search}&airline=CA&sort=price`;
    renderList(filtered, [searchMock('2026-11-21', flights), pricesMock(filtered)]);
    await screen.findAllByTestId('flight-card');
    expect(cardNumbers()).toEqual(['CA1501', 'CA1519']);
  });

  it('filters by airline in the popup, counting the flights before applying', async () => {
    const router = renderList(search, [searchMock('2026-11-21', flights), pricesMock(search)]);
    await screen.findAllByTestId('flight-card');
    fireEvent.click(screen.getByRole('button', { name: /筛选/ }));
    const airlines = await screen.findByRole('region', { name: '航空公司' });
    fireEvent.click(within(airlines).getByText('东航'));
    fireEvent.click(screen.getByRole('button', { name: '确定（1个航班）' }));
    await waitFor(() => expect(cardNumbers()).toEqual(['MU5102']));
    expect(params(router).get('airline')).toBe('MU');
  });

  it('searches another day from the strip', async () => {
    const next = `route_type=1&${ROUTE}&date=2026-11-23`;
    const router = renderList(search, [
      searchMock('2026-11-21', flights),
      pricesMock(search),
      searchMock('2026-11-23', [flights[0]!]),
      pricesMock(next),
    ]);
    await screen.findAllByTestId('flight-card');
    const strip = screen.getByRole('navigation', { name: '选择出发日期' });
    // Prices under each day, from today on.
    await waitFor(() => expect(within(strip).getAllByRole('button')[0]!.textContent).toContain('¥400'));
    expect(within(strip).getAllByRole('button')[0]!.textContent).toContain('今天');
    fireEvent.click(within(strip).getByRole('button', { name: /11-23/ }));
    await waitFor(() => expect(params(router).get('date')).toBe('2026-11-23'));
    await waitFor(() => expect(cardNumbers()).toEqual(['CA1501']));
  });

  it('offers the next days’ prices when a day has no flights', async () => {
    const router = renderList(search, [
      searchMock('2026-11-21', []),
      pricesMock(search, [null, null, null, 610, null, 590, 600, 620, 630]),
      searchMock('2026-11-23', flights),
      pricesMock(`route_type=1&${ROUTE}&date=2026-11-23`),
    ]);
    expect(await screen.findByText('该日期暂无航班，换个日期试试')).toBeTruthy();
    const others = await screen.findByLabelText('其他日期');
    await waitFor(() => expect(within(others).getAllByRole('button')).toHaveLength(4));
    expect(within(others).getAllByRole('button')[0]!.textContent).toContain('¥610');
    fireEvent.click(within(others).getAllByRole('button')[0]!);
    await waitFor(() => expect(params(router).get('date')).toBe('2026-11-23'));
  });

  it('says when loading failed and loads again on 重试', async () => {
    renderList(search, [
      searchMock('2026-11-21', new TypeError('Failed to fetch')),
      pricesMock(search),
      searchMock('2026-11-21', flights),
    ]);
    expect(await screen.findByText('航班加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('flight-card')).toHaveLength(4);
  });

  it('opens the detail of the flight tapped', async () => {
    const router = renderList(`${search}&cabin=economy`, [
      searchMock('2026-11-21', flights),
      pricesMock(search),
    ]);
    await screen.findAllByTestId('flight-card');
    fireEvent.click(screen.getByRole('button', { name: /CA1501/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airDetail'));
    expect(params(router).get('flight_id')).toBe('CA1501.2026-11-21');
    expect(params(router).get('route_type')).toBe('1');
    expect(params(router).get('cabin')).toBe('economy');
  });

  it('on a round trip, takes the outbound and then lists the way back', async () => {
    const trip = `route_type=2&${ROUTE}&date=2026-11-21&back_date=2026-11-24`;
    const backFlights = [
      testFlight({
        no: 'MU5103',
        date: '2026-11-24',
        dep: 'SHA',
        arr: 'PEK',
        depClock: '09:00',
        arrClock: '11:20',
        fares: [{ cabin: 'ECONOMY', booking: 'V', yuan: 560 }],
      }),
    ];
    const backSearch = `${trip}&flight_id=CA1501.2026-11-21`;
    const router = renderList(trip, [
      searchMock('2026-11-21', flights),
      pricesMock(trip),
      searchMock('2026-11-24', backFlights, 'SHA', 'BJS'),
      pricesMock(backSearch),
      {
        request: { query: AirListPageOutboundQueryDocument, variables: { id: 'CA1501.2026-11-21' } },
        result: { data: { flight: flights[0] } },
      },
    ]);
    await screen.findAllByTestId('flight-card');
    fireEvent.click(screen.getByRole('button', { name: /CA1501/ }));
    await waitFor(() => expect(params(router).get('flight_id')).toBe('CA1501.2026-11-21'));
    expect(router.state.location.pathname).toBe('/air/airList');
    await waitFor(() => expect(cardNumbers()).toEqual(['MU5103']));
    expect(await screen.findByText(/国航CA1501 08:00/)).toBeTruthy();
    // The strip now moves the return date and starts on the outbound's day.
    const strip = screen.getByRole('navigation', { name: '选择出发日期' });
    expect(within(strip).getAllByRole('button')[0]!.textContent).toContain('11-21');

    fireEvent.click(screen.getByRole('button', { name: /MU5103/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airDetail'));
    expect(params(router).get('flight_id')).toBe('CA1501.2026-11-21');
    expect(params(router).get('back_flight_id')).toBe('MU5103.2026-11-24');
  });
});
