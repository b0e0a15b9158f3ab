import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLocalCityForTests } from '../../features/city/useLocalCity.ts';
import { RECENT_SEARCHES_KEY } from '../../features/hotel/search/history.ts';
import { directoryMock } from '../../features/hotel/search/testData.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as hotelHomePage from './index.tsx';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  localStorage.clear();
  resetLocalCityForTests();
});

function renderHome(search = '') {
  return renderPage(hotelHomePage, {
    url: `/hotel${search}`,
    mocks: [directoryMock()],
    routes: [
      { path: '/hotel/hotelList', element: <p>list page</p> },
      { path: '/hotel/hotel-citytab', element: <p>city page</p> },
      { path: '/hotel/hotelCalendar', element: <p>calendar page</p> },
      { path: '/hotel/hotelKeyWord', element: <p>keyword page</p> },
    ],
  }).router;
}

const paramsOf = (router: ReturnType<typeof renderHome>) => new URLSearchParams(router.state.location.search);

describe('HotelHomePage', { timeout: 30_000 }, () => {
  it('starts from the local city (北京 without a position), today and tomorrow, and searches', async () => {
    const router = renderHome();
    expect((await screen.findByTestId('hotel-city')).textContent).toContain('北京');
    expect(screen.getByTestId('hotel-dates').textContent).toContain('11月20日今天');
    expect(screen.getByTestId('hotel-dates').textContent).toContain('共1晚');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    expect(router.state.location.search).toBe('?city=110000&checkin=2026-11-20&checkout=2026-11-21');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual([
      { cityAdcode: '110000', cityName: '北京', keyword: null },
    ]);
  });

  it('reads the form from its URL, names the city from the directory, and searches with the keyword', async () => {
    const router = renderHome('?city=310000&checkin=2026-11-21&checkout=2026-11-23&search=外滩');
    await waitFor(() => expect(screen.getByTestId('hotel-city').textContent).toContain('上海'));
    expect(screen.getByTestId('hotel-dates').textContent).toContain('共2晚');
    expect(screen.getByTestId('hotel-keyword').textContent).toContain('外滩');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    expect(paramsOf(router).get('search')).toBe('外滩');
    expect(paramsOf(router).get('city')).toBe('310000');
  });

  it('opens the pickers with the form as the way back', async () => {
    const router = renderHome('?city=310000');
    fireEvent.click(await screen.findByTestId('hotel-dates'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelCalendar'));
    expect(paramsOf(router).get('redirect')).toBe('/hotel?city=310000');
    expect(paramsOf(router).get('checkin')).toBe('2026-11-20');
  });

  it('picks a hot city in place', async () => {
    const router = renderHome();
    const hot = await screen.findByRole('region', { name: '热门城市' });
    fireEvent.click(within(hot).getByRole('button', { name: '上海' }));
    await waitFor(() => expect(paramsOf(router).get('city')).toBe('310000'));
    expect(screen.getByTestId('hotel-city').textContent).toContain('上海');
  });

  it('shows recent searches, applies one to the form, and clears them', async () => {
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([{ cityAdcode: '310000', cityName: '上海', keyword: '外滩' }, { junk: true }]),
    );
    const router = renderHome();
    const recent = await screen.findByRole('region', { name: '最近搜索' });
    fireEvent.click(within(recent).getByRole('button', { name: '上海 · 外滩' }));
    await waitFor(() => expect(paramsOf(router).get('search')).toBe('外滩'));
    expect(paramsOf(router).get('city')).toBe('310000');
    fireEvent.click(within(recent).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '最近搜索' })).toBeNull());
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });
});
