import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocalCityForTests } from '../../features/city/useLocalCity.ts';
import { directoryMock } from '../../features/hotel/search/testData.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as citytabPage from './hotel-citytab.tsx';

beforeEach(() => {
  localStorage.clear();
  resetLocalCityForTests();
});

const LIST = '/hotel/hotelList?city=310000&checkin=2026-11-21&checkout=2026-11-22&search=外滩&level=5';

function renderPicker(search: string, mocks: MockedResponse[] = [directoryMock()]) {
  return renderPage(citytabPage, {
    url: `/hotel/hotel-citytab?${search}`,
    mocks,
    routes: [
      { path: '/hotel/hotelList', element: <p>list page</p> },
      { path: '/hotel', element: <p>hotel home</p> },
    ],
  }).router;
}

const paramsOf = (router: ReturnType<typeof renderPicker>) =>
  new URLSearchParams(router.state.location.search);

describe('HotelCitytabPage', { timeout: 30_000 }, () => {
  it('shows hot cities and A–Z, and returns the pick to the opener without the old city’s keyword and filters', async () => {
    const router = renderPicker(`city=310000&redirect=${encodeURIComponent(LIST)}`);
    expect(await screen.findByText('热门城市')).toBeTruthy();
    expect(screen.getByText('成都')).toBeTruthy();
    fireEvent.click(screen.getByText('成都'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    expect(paramsOf(router).toString()).toBe('city=510100&checkin=2026-11-21&checkout=2026-11-22');
  });

  it('keeps the keyword and filters when the same city is picked again', async () => {
    const router = renderPicker(`city=310000&redirect=${encodeURIComponent(LIST)}`);
    await screen.findByText('热门城市');
    fireEvent.click(
      within(document.querySelector('.sf-city-picker__chips')!).getByRole('button', { name: '上海' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    expect(paramsOf(router).get('search')).toBe('外滩');
    expect(paramsOf(router).get('level')).toBe('5');
  });

  it('searches the cities as the shopper types, by name or pinyin', async () => {
    const router = renderPicker('redirect=/hotel');
    await screen.findByText('热门城市');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cheng' } });
    await waitFor(() => expect(document.querySelector('.sf-city-picker__results')).toBeTruthy());
    const results = document.querySelector<HTMLElement>('.sf-city-picker__results')!;
    expect(within(results).getByText('成都')).toBeTruthy();
    expect(within(results).getByText('20家酒店')).toBeTruthy();
    expect(within(results).queryByText('上海')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '火星' } });
    expect(await screen.findByText('没有找到相关城市')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '上' } });
    fireEvent.click(await screen.findByText('上海'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel'));
    expect(router.state.location.search).toBe('?city=310000');
  });

  it('shows the located city, not pickable when no position could be had', async () => {
    renderPicker('redirect=/hotel');
    const located = await screen.findByRole('button', { name: /未能获取位置/ });
    expect(located).toHaveProperty('disabled', true);
  });

  it('shows a failed directory with 重试', async () => {
    renderPicker('redirect=/hotel', [
      { request: directoryMock().request, error: new Error('网络不给力') },
      directoryMock(),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('城市列表加载失败');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('成都')).toBeTruthy();
  });
});
