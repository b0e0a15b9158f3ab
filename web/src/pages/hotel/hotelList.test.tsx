import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetLocalCityForTests } from '../../features/city/useLocalCity.ts';
import {
  directoryMock,
  filtersMock,
  searchInputOf,
  searchMock,
  testHotel,
} from '../../features/hotel/search/testData.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as hotelListPage from './hotelList.tsx';

// The pages read today's date in Asia/Shanghai: pin it (only Date is faked, timers run normally).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  localStorage.clear();
  resetLocalCityForTests();
});

const STAY = { checkIn: '2026-11-21', checkOut: '2026-11-23' };
const BASE = 'city=310000&checkin=2026-11-21&checkout=2026-11-23';
const hotels = [testHotel(1), testHotel(2, { yuan: null }), testHotel(3, { yuan: 888 })];

function renderList(search: string, mocks: MockedResponse[]) {
  return renderPage(hotelListPage, {
    url: `/hotel/hotelList?${search}`,
    mocks: [directoryMock(), filtersMock('310000'), ...mocks],
    routes: [
      { path: '/hotel/hoteldetail', element: <p>detail page</p> },
      { path: '/hotel/hotelCalendar', element: <p>calendar page</p> },
      { path: '/hotel/hotelKeyWord', element: <p>keyword page</p> },
      { path: '/hotel/hotelMap', element: <p>map page</p> },
      { path: '/hotel/hotel-citytab', element: <p>city page</p> },
    ],
  }).router;
}

const params = (router: ReturnType<typeof renderList>) => new URLSearchParams(router.state.location.search);
const cards = () => screen.getAllByTestId('hotel-card');

describe('HotelListPage', { timeout: 30_000 }, () => {
  it('shows a skeleton while the search is on its way', async () => {
    renderList(BASE, [{ ...searchMock(searchInputOf({ city: '310000', ...STAY }), hotels), delay: 60_000 }]);
    await waitFor(() => expect(document.querySelector('.adm-skeleton')).toBeTruthy());
    expect(screen.getByRole('toolbar', { name: '排序和筛选' })).toBeTruthy();
    expect(screen.queryByTestId('hotel-card')).toBeNull();
  });

  it('shows the hotels with their prices, sold-out ones as 满房', async () => {
    const router = renderList(BASE, [searchMock(searchInputOf({ city: '310000', ...STAY }), hotels)]);
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(3);
    expect(screen.getAllByTestId('hotel-price').map((p) => p.textContent)).toEqual([
      '¥301起',
      '满房',
      '¥888起',
    ]);
    expect(screen.getByText('共3家酒店 · 1晚')).toBeTruthy();
    // The date bar and the city from the directory.
    expect(screen.getByTestId('hotel-dates').textContent).toContain('11-21');
    expect(await screen.findByRole('button', { name: '城市 上海' })).toBeTruthy();
    fireEvent.click(cards()[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetail'));
    expect(router.state.location.search).toBe(
      '?hotel_code=H310000002&checkin=2026-11-21&checkout=2026-11-23',
    );
  });

  it('turns a banner link’s city name into its adcode and searches with its keyword and tag', async () => {
    const router = renderList('city=上海&search=外滩&tag=亲子', [
      searchMock(
        searchInputOf({
          city: '310000',
          checkIn: '2026-11-20',
          checkOut: '2026-11-21',
          keyword: '外滩',
          tags: ['亲子'],
        }),
        hotels,
      ),
    ]);
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(3);
    expect(params(router).get('city')).toBe('310000');
    expect(params(router).get('search')).toBe('外滩');
    expect(params(router).getAll('tag')).toEqual(['亲子']);
  });

  it('says so for a city name it does not know, with a way to pick a city', async () => {
    const router = renderList('city=火星', []);
    expect(await screen.findByText('暂未找到“火星”的酒店')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '选择城市' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotel-citytab'));
    expect(params(router).get('redirect')).toBe('/hotel/hotelList?city=火星');
  });

  it('takes the local city when the URL names none (北京 without a position)', async () => {
    const router = renderList('', [
      searchMock(searchInputOf({ city: '110000', checkIn: '2026-11-20', checkOut: '2026-11-21' }), hotels),
    ]);
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(3);
    expect(params(router).get('city')).toBe('110000');
  });

  it('puts the sort and the filters in the URL and searches with them', async () => {
    const router = renderList(BASE, [
      searchMock(searchInputOf({ city: '310000', ...STAY }), hotels),
      searchMock(searchInputOf({ city: '310000', ...STAY, sort: 'PRICE_ASC' }), [hotels[0]!]),
      searchMock(
        searchInputOf({
          city: '310000',
          ...STAY,
          sort: 'PRICE_ASC',
          priceMinFen: 15000,
          priceMaxFen: 30000,
          levels: [4, 5],
        }),
        [hotels[2]!],
      ),
    ]);
    await screen.findAllByTestId('hotel-card');
    fireEvent.click(screen.getByRole('button', { name: '推荐排序 ▾' }));
    // 距离优先 needs a point, which this list has not.
    expect(screen.queryByRole('radio', { name: '距离优先' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '低价优先' }));
    await waitFor(() => expect(params(router).get('sort')).toBe('price_asc'));
    await waitFor(() => expect(cards()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: '价格/星级 ▾' }));
    fireEvent.click(await screen.findByText('¥150-300'));
    fireEvent.click(screen.getByText('四星/高档'));
    fireEvent.click(screen.getByText('五星/豪华'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(params(router).get('price')).toBe('15000-30000'));
    expect(params(router).getAll('level')).toEqual(['4', '5']);
    await waitFor(() => expect(cards()[0]!.getAttribute('data-hotel-id')).toBe('H310000003'));
    expect(screen.getByRole('button', { name: '价格/星级(3) ▾' })).toBeTruthy();
  });

  it('filters by district, station, brand, facility and tag', async () => {
    const router = renderList(BASE, [
      searchMock(searchInputOf({ city: '310000', ...STAY }), hotels),
      searchMock(
        searchInputOf({ city: '310000', ...STAY, districts: ['浦东新区'], subways: ['陆家嘴'] }),
        hotels,
      ),
      searchMock(
        searchInputOf({
          city: '310000',
          ...STAY,
          brands: ['亚朵'],
          facilities: ['wifi'],
          tags: ['亲子'],
          districts: ['浦东新区'],
          subways: ['陆家嘴'],
        }),
        hotels,
      ),
    ]);
    await screen.findAllByTestId('hotel-card');
    fireEvent.click(screen.getByRole('button', { name: '位置 ▾' }));
    fireEvent.click(await screen.findByText('浦东新区'));
    fireEvent.click(screen.getByText('陆家嘴'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(params(router).getAll('subway')).toEqual(['陆家嘴']));
    expect(params(router).getAll('district')).toEqual(['浦东新区']);

    fireEvent.click(await screen.findByRole('button', { name: '筛选 ▾' }));
    fireEvent.click(await screen.findByText('亚朵'));
    fireEvent.click(screen.getByText('免费WiFi'));
    fireEvent.click(screen.getByText('亲子'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(params(router).getAll('brand')).toEqual(['亚朵']));
    expect(params(router).getAll('facility')).toEqual(['wifi']);
    expect(params(router).getAll('tag')).toEqual(['亲子']);
    expect(await screen.findByRole('button', { name: '筛选(3) ▾' })).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const router = renderList(`${BASE}&level=5&brand=亚朵`, [
      searchMock(searchInputOf({ city: '310000', ...STAY, levels: [5], brands: ['亚朵'] }), []),
      searchMock(searchInputOf({ city: '310000', ...STAY }), hotels),
    ]);
    expect(await screen.findByText('没有找到符合条件的酒店')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(3);
    expect(router.state.location.search).toBe(`?${BASE}`);
  });

  it('shows a failed search with 重试, which asks again', async () => {
    renderList(BASE, [
      searchMock(searchInputOf({ city: '310000', ...STAY }), new Error('网络不给力，请稍后重试')),
      searchMock(searchInputOf({ city: '310000', ...STAY }), hotels),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(3);
  });

  it('loads the next 20 as the list scrolls', async () => {
    // jsdom lays nothing out: give elements the offsetParent InfiniteScroll checks for visibility.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    });
    const first = Array.from({ length: 20 }, (_, i) => testHotel(i + 1));
    const second = Array.from({ length: 5 }, (_, i) => testHotel(i + 21));
    renderList(BASE, [
      searchMock(searchInputOf({ city: '310000', ...STAY }), first, { total: 25, hasMore: true }),
      searchMock(searchInputOf({ city: '310000', ...STAY, pageNum: 2 }), second, {
        total: 25,
        hasMore: false,
      }),
    ]);
    expect(await screen.findAllByTestId('hotel-card')).toHaveLength(20);
    // Nothing is laid out, so the scroll's end is in view and the next page is asked at once.
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(await screen.findByText('共25家酒店，没有更多了')).toBeTruthy();
  });

  it('opens the calendar, auto-match and the map with this list as the way back', async () => {
    const router = renderList(BASE, [searchMock(searchInputOf({ city: '310000', ...STAY }), hotels)]);
    await screen.findAllByTestId('hotel-card');
    fireEvent.click(screen.getByTestId('hotel-dates'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelCalendar'));
    expect(params(router).get('checkin')).toBe('2026-11-21');
    expect(params(router).get('redirect')).toBe(`/hotel/hotelList?${BASE}`);
  });
});
