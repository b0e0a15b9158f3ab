import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AirChooseOfferPageQueryDocument, CalendarPageQueryDocument } from '../../__generated__/graphql.ts';
import { defaultDraft } from '../../features/flight/draft.ts';
import { testLowPrices } from '../../features/flight/testFlights.ts';
import { AIR_STORAGE_KEYS, resetSearchDraftForTests } from '../../features/flight/useSearchDraft.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as airChooseOfferPage from './airChooseOffer.tsx';
import * as calendarPage from './calendar.tsx';

beforeAll(() => {
  // jsdom has no layout: the calendar scrolls its selected month into view.
  Element.prototype.scrollIntoView ??= vi.fn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  sessionStorage.clear();
  resetSearchDraftForTests();
});

// 90 days from 2026-11-20; the 25th is the cheapest, the 22nd has nothing on sale.
const outbound = Array.from({ length: 90 }, (_, i) => (i === 2 ? null : i === 5 ? 380 : 600 + i));
const back = Array.from({ length: 90 }, () => 700);

function calendarMock(roundTrip: boolean): MockedResponse {
  return {
    request: {
      query: CalendarPageQueryDocument,
      variables: { from: 'BJS', to: 'SHA', startDate: '2026-11-20', days: 90, roundTrip },
    },
    result: {
      data: {
        flightLowPrices: testLowPrices('2026-11-20', outbound),
        ...(roundTrip ? { back: testLowPrices('2026-11-20', back) } : {}),
      },
    },
  };
}

function renderAt(path: string, mocks: MockedResponse[]) {
  const { router } = renderPage(path.startsWith('/air/calendar') ? calendarPage : airChooseOfferPage, {
    url: path,
    mocks,
    routes: [
      { path: '/air', element: <p>search form</p> },
      { path: '/air/airList', element: <p>list</p> },
      { path: '/myOrder/airOrder/change', element: <p>change</p> },
    ],
  });
  return router;
}

/** The calendar cell of a day (antd-mobile draws the day number; the price carries the date). */
function cell(date: string): HTMLElement {
  const price = document.querySelector(`[data-date="${date}"]`);
  if (price) return price.closest('.adm-calendar-picker-view-cell') as HTMLElement;
  const [, month, day] = date.split('-').map(Number);
  const monthBlock = document.querySelector(`[data-year-month="2026-${month}"]`)!;
  const cells = [...monthBlock.querySelectorAll('.adm-calendar-picker-view-cell')];
  return cells.find(
    (c) => c.querySelector('.adm-calendar-picker-view-cell-date')?.textContent === String(day),
  ) as HTMLElement;
}

describe('/air/calendar', { timeout: 30_000 }, () => {
  it('shows each day’s lowest price, highlights the cheapest and disables past days', async () => {
    const router = renderAt('/air/calendar', [calendarMock(false)]);
    await waitFor(() => expect(document.querySelector('[data-date="2026-11-21"]')?.textContent).toBe('¥601'));
    expect(document.querySelector('[data-date="2026-11-25"]')?.className).toContain('--cheap');
    expect(document.querySelector('[data-date="2026-11-21"]')?.className).not.toContain('--cheap');
    // Nothing on sale: no price under the day.
    expect(document.querySelector('[data-date="2026-11-22"]')).toBeNull();

    const yesterday = cell('2026-11-19');
    expect(yesterday.className).toContain('disabled');
    fireEvent.click(yesterday);
    expect(router.state.location.pathname).toBe('/air/calendar');

    fireEvent.click(cell('2026-11-25'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air'));
    expect(JSON.parse(sessionStorage.getItem(AIR_STORAGE_KEYS.draft)!).date).toBe('2026-11-25');
  });

  it('takes two dates on a round trip, showing the way back’s prices for the second', async () => {
    sessionStorage.setItem(
      AIR_STORAGE_KEYS.draft,
      JSON.stringify({ ...defaultDraft('2026-11-20'), routeType: 2 }),
    );
    const router = renderAt('/air/calendar', [calendarMock(true)]);
    await waitFor(() => expect(document.querySelector('[data-date="2026-11-26"]')?.textContent).toBe('¥606'));
    expect(screen.getByRole('status').textContent).toBe('请选择去程日期');
    fireEvent.click(cell('2026-11-26'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('请选择返程日期'));
    expect(document.querySelector('[data-date="2026-11-28"]')?.textContent).toBe('¥700');
    // Before the outbound: not a return date.
    expect(cell('2026-11-24').className).toContain('disabled');
    fireEvent.click(cell('2026-11-29'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air'));
    const draft = JSON.parse(sessionStorage.getItem(AIR_STORAGE_KEYS.draft)!);
    expect([draft.date, draft.backDate]).toEqual(['2026-11-26', '2026-11-29']);
  });
});

describe('/air/airChooseOffer', { timeout: 30_000 }, () => {
  const mock: MockedResponse = {
    request: {
      query: AirChooseOfferPageQueryDocument,
      variables: { from: 'BJS', to: 'SHA', startDate: '2026-11-20', days: 90 },
    },
    result: { data: { flightLowPrices: testLowPrices('2026-11-20', outbound) } },
  };
  const route =
    'route_type=1&start_city_code=BJS&start_city_name=北京&end_city_code=SHA&end_city_name=上海&date=2026-11-21';

  it('returns to the list on the picked day, keeping its filters', async () => {
    const router = renderAt(`/air/airChooseOffer?${route}&sort=price`, [mock]);
    await waitFor(() => expect(document.querySelector('[data-date="2026-11-27"]')).not.toBeNull());
    fireEvent.click(cell('2026-11-27'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airList'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('date')).toBe('2026-11-27');
    expect(query.get('sort')).toBe('price');
  });

  it('changing a date (Flytype 3) returns to the page in `back`', async () => {
    const back = encodeURIComponent('/myOrder/airOrder/change?orderNo=F100');
    const router = renderAt(`/air/airChooseOffer?${route}&Flytype=3&back=${back}`, [mock]);
    expect(await screen.findByText('更改日期')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-date="2026-11-27"]')).not.toBeNull());
    fireEvent.click(cell('2026-11-27'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/change'));
    expect(router.state.location.search).toBe('?orderNo=F100&date=2026-11-27');
  });
});
