import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AirDetailPageQueryDocument } from '../../__generated__/graphql.ts';
import { testFlight } from '../../features/flight/testFlights.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as airDetailPage from './airDetail.tsx';
import * as intAirDetailPage from './intAirDetail.tsx';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

const flight = testFlight({
  no: 'CA1501',
  date: '2026-11-23',
  dep: 'PEK',
  arr: 'SHA',
  depClock: '08:00',
  arrClock: '10:15',
  fares: [
    { cabin: 'ECONOMY', booking: 'M', yuan: 680, seats: 3 },
    { cabin: 'ECONOMY', booking: 'Y', yuan: 1240, seats: 30 },
    { cabin: 'BUSINESS', booking: 'C', yuan: 2600, seats: 9 },
  ],
});

function renderDetail(path: string, mocks: MockedResponse[], international = false) {
  const { router } = renderPage(path.startsWith('/air/intAirDetail') ? intAirDetailPage : airDetailPage, {
    url: path,
    mocks,
    routes: [
      { path: '/air/airList', element: <p>list page</p> },
      { path: international ? '/subscribe/intAir' : '/subscribe/air', element: <p>booking page</p> },
    ],
  });
  return router;
}

const ROUTE = 'start_city_code=BJS&start_city_name=北京&end_city_code=SHA&end_city_name=上海';
const oneWay = `/air/airDetail?route_type=1&${ROUTE}&date=2026-11-23&flight_id=CA1501.2026-11-23`;
const oneWayMock = (data: unknown): MockedResponse => ({
  request: {
    query: AirDetailPageQueryDocument,
    variables: { id: 'CA1501.2026-11-23', backId: 'CA1501.2026-11-23', withBack: false },
  },
  result: { data: { flight: data } },
});

describe('AirDetailPage', { timeout: 30_000 }, () => {
  it('shows the flight and its economy fares with seats left, and books one', async () => {
    const router = renderDetail(oneWay, [oneWayMock(flight)]);
    const summary = await screen.findByTestId('flight-summary');
    expect(summary.textContent).toContain('08:00');
    expect(summary.textContent).toContain('北京首都国际机场 T3');
    expect(summary.textContent).toContain('上海虹桥国际机场 T2');
    expect(summary.textContent).toContain('2小时15分');
    expect(summary.textContent).toContain('直飞');
    expect(summary.textContent).toContain('空客A330');
    expect(summary.textContent).toContain('有餐食');
    expect(summary.textContent).toContain('11月23日');

    const fares = screen.getAllByTestId('fare');
    expect(fares).toHaveLength(2);
    expect(fares[0]!.textContent).toContain('¥680');
    expect(fares[0]!.textContent).toContain('仅剩3张');
    expect(fares[1]!.textContent).toContain('充足');
    expect(fares[0]!.textContent).toContain('另付机建¥50 燃油¥20');

    fireEvent.click(within(fares[0]!).getByRole('button', { name: /预订/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/air'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('fare_ids')).toBe('CA1501.2026-11-23.M');
    expect(query.get('start_city_name')).toBe('北京');
    expect(query.get('end_city_name')).toBe('上海');
  });

  it('lists the premium cabins on their tab and shows a fare’s rules', async () => {
    renderDetail(oneWay, [oneWayMock(flight)]);
    await screen.findAllByTestId('fare');
    fireEvent.click(screen.getByText('公务舱/头等舱'));
    await waitFor(() => expect(screen.getAllByTestId('fare')).toHaveLength(1));
    expect(screen.getByTestId('fare').textContent).toContain('仅剩9张');
    fireEvent.click(screen.getByRole('button', { name: '退改规则' }));
    const rules = await screen.findByRole('dialog', { name: '退改规则' });
    expect(rules.textContent).toContain('起飞前7天以上免费退票');
    expect(rules.textContent).toContain('起飞前48小时以上免费改期');
  });

  it('opens on the cabin the list was filtered by', async () => {
    renderDetail(`${oneWay}&cabin=premium`, [oneWayMock(flight)]);
    await screen.findAllByTestId('fare');
    expect(screen.getByTestId('fare').textContent).toContain('¥2600');
  });

  it('says so when the flight no longer exists', async () => {
    const router = renderDetail(oneWay, [oneWayMock(null)]);
    expect(await screen.findByText('航班信息已失效')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airList'));
  });
});

describe('IntAirDetailPage, round trip', { timeout: 30_000 }, () => {
  const out = testFlight({
    no: 'KE852',
    date: '2026-11-23',
    dep: 'PEK',
    arr: 'ICN',
    depClock: '09:10',
    arrClock: '12:40',
    international: true,
    fares: [{ cabin: 'ECONOMY', booking: 'V', yuan: 1500 }],
  });
  const back = testFlight({
    no: 'KE851',
    date: '2026-11-27',
    dep: 'ICN',
    arr: 'PEK',
    depClock: '14:00',
    arrClock: '15:20',
    international: true,
    fares: [
      { cabin: 'ECONOMY', booking: 'V', yuan: 1300 },
      { cabin: 'ECONOMY', booking: 'Y', yuan: 2900 },
    ],
  });
  const path =
    '/air/intAirDetail?route_type=2&start_city_code=PEK&start_city_name=北京&end_city_code=SEL&end_city_name=首尔' +
    '&date=2026-11-23&back_date=2026-11-27&adult=2&child=1&flight_id=KE852.2026-11-23&back_flight_id=KE851.2026-11-27';

  it('takes one fare per leg, then books both with the passengers', async () => {
    const router = renderDetail(
      path,
      [
        {
          request: {
            // The domestic page serves /air/intAirDetail with its own operation.
            query: AirDetailPageQueryDocument,
            variables: { id: 'KE852.2026-11-23', backId: 'KE851.2026-11-27', withBack: true },
          },
          result: { data: { flight: out, back } },
        },
      ],
      true,
    );
    const summaries = await screen.findAllByTestId('flight-summary');
    expect(summaries.map((s) => s.querySelector('.sf-flight-summary__leg')?.textContent)).toEqual([
      '去程',
      '返程',
    ]);
    const book = screen.getByRole('button', { name: '预订' });
    expect(book.hasAttribute('disabled')).toBe(true);

    const [goFares, backFares] = screen.getAllByTestId('fares');
    fireEvent.click(within(goFares!).getByRole('button', { name: /选择 经济舱 ¥1500/ }));
    fireEvent.click(within(backFares!).getByRole('button', { name: /选择 经济舱 ¥1300/ }));
    await waitFor(() => expect(screen.getByTestId('round-trip-total').textContent).toContain('¥2800'));
    fireEvent.click(screen.getByRole('button', { name: '预订' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/intAir'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('fare_ids')).toBe('KE852.2026-11-23.V,KE851.2026-11-27.V');
    expect(query.get('adult')).toBe('2');
    expect(query.get('child')).toBe('1');
  });
});
