import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelKeyWordPageQueryDocument } from '../../__generated__/graphql.ts';
import { resetLocalCityForTests } from '../../features/city/useLocalCity.ts';
import { KEYWORD_HISTORY_KEY } from '../../features/hotel/search/history.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as keywordPage from './hotelKeyWord.tsx';

beforeAll(() => {
  // The clock moves on (auto-match's debounce measures time by it).
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());
beforeEach(() => {
  localStorage.clear();
  resetLocalCityForTests();
});

const suggestion = (
  kind: string,
  kindText: string,
  text: string,
  extra: { hotelId?: string; location?: { lat: number; lng: number } } = {},
) => ({
  __typename: 'HotelSuggestion',
  kind,
  kindText,
  text,
  hotelId: extra.hotelId ?? null,
  hint: `${text}的说明`,
  location: extra.location ? { __typename: 'GeoPoint', ...extra.location } : null,
});

function suggestMock(keyword: string, list: unknown[] | Error, city = '310000'): MockedResponse {
  const request = { query: HotelKeyWordPageQueryDocument, variables: { city, keyword } };
  return list instanceof Error
    ? { request, error: list }
    : { request, result: { data: { hotelSuggestions: list } } };
}

const PEOPLE_SQUARE = [
  suggestion('HOTEL', '酒店', '亚朵酒店(上海人民广场店)', { hotelId: 'H310000004' }),
  suggestion('LANDMARK', '地标', '人民广场', { location: { lat: 31.2336, lng: 121.4751 } }),
  suggestion('HOTEL', '酒店', '人民广场大酒店', { hotelId: 'H310000009' }),
  suggestion('SUBWAY', '地铁站', '人民广场站', { location: { lat: 31.2331, lng: 121.4727 } }),
];

const STAY = 'checkin=2026-11-21&checkout=2026-11-23';
const LIST = `/hotel/hotelList?city=310000&${STAY}&sort=price_asc&level=5`;

function renderKeyword(search: string, mocks: MockedResponse[]) {
  return renderPage(keywordPage, {
    url: `/hotel/hotelKeyWord?${search}`,
    mocks,
    routes: [
      { path: '/hotel/hotelList', element: <p>list page</p> },
      { path: '/hotel/hoteldetail', element: <p>detail page</p> },
    ],
  }).router;
}

const paramsOf = (router: ReturnType<typeof renderKeyword>) =>
  new URLSearchParams(router.state.location.search);
const type = async (text: string) =>
  fireEvent.change(await screen.findByRole('searchbox'), { target: { value: text } });

describe('HotelKeyWordPage', { timeout: 30_000 }, () => {
  it('asks once typing pauses, and groups the suggestions by kind, best kind first', async () => {
    renderKeyword(`city=310000&${STAY}&redirect=/hotel`, [suggestMock('人民广场', PEOPLE_SQUARE)]);
    await type('人民');
    await type('人民广');
    await type('人民广场');
    // Only the last word was asked for (no mock for the others: asking them would fail the test).
    await screen.findAllByTestId('hotel-suggestion');
    const groups = [...document.querySelectorAll('.sf-hotel-suggestions__group')].map((g) => [
      g.querySelector('h2')!.textContent,
      [...g.querySelectorAll('.sf-hotel-suggestion__text')].map((t) => t.textContent),
    ]);
    expect(groups).toEqual([
      ['酒店', ['亚朵酒店(上海人民广场店)', '人民广场大酒店']],
      ['地标', ['人民广场']],
      ['地铁站', ['人民广场站']],
    ]);
  });

  it('opens a hotel suggestion’s detail for the stay', async () => {
    const router = renderKeyword(`city=310000&${STAY}&redirect=/hotel`, [
      suggestMock('人民广场', PEOPLE_SQUARE),
    ]);
    await type('人民广场');
    fireEvent.click(await screen.findByRole('button', { name: /^人民广场大酒店/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetail'));
    expect(router.state.location.search).toBe(`?hotel_code=H310000009&${STAY}`);
  });

  it('searches around a landmark by distance, keeping the list’s other choices', async () => {
    const router = renderKeyword(`city=310000&${STAY}&redirect=${encodeURIComponent(LIST)}`, [
      suggestMock('人民广场', PEOPLE_SQUARE),
    ]);
    await type('人民广场');
    fireEvent.click(await screen.findByRole('button', { name: /^人民广场人民广场的说明$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    const params = paramsOf(router);
    expect(params.get('search')).toBe('人民广场');
    expect(params.get('lat')).toBe('31.2336');
    expect(params.get('lng')).toBe('121.4751');
    expect(params.get('sort')).toBe('distance');
    expect(params.get('level')).toBe('5');
  });

  it('searches the typed words from /hotel as a new list, and remembers them', async () => {
    const router = renderKeyword(`city=310000&${STAY}&redirect=/hotel`, [suggestMock('外滩', [])]);
    await type('外滩');
    expect(await screen.findByText('没有找到相关的酒店或地点')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    expect(paramsOf(router).toString()).toBe(`city=310000&${STAY}&search=%E5%A4%96%E6%BB%A9`);
    expect(JSON.parse(localStorage.getItem(KEYWORD_HISTORY_KEY)!)).toEqual([
      { text: '外滩', lat: null, lng: null },
    ]);
  });

  it('offers the keyword history, which searches again or is cleared', async () => {
    localStorage.setItem(
      KEYWORD_HISTORY_KEY,
      JSON.stringify([
        { text: '人民广场', lat: 31.2336, lng: 121.4751 },
        { text: '外滩', lat: null, lng: null },
        'junk',
      ]),
    );
    const router = renderKeyword(`city=310000&${STAY}&redirect=/hotel`, []);
    const history = await screen.findByRole('region', { name: '历史搜索' });
    expect(
      within(history)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['清除', '人民广场', '外滩']);
    fireEvent.click(within(history).getByRole('button', { name: '人民广场' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    expect(paramsOf(router).get('sort')).toBe('distance');
  });

  it('clears the history', async () => {
    localStorage.setItem(KEYWORD_HISTORY_KEY, JSON.stringify([{ text: '外滩', lat: null, lng: null }]));
    renderKeyword(`city=310000&${STAY}&redirect=/hotel`, []);
    const history = await screen.findByRole('region', { name: '历史搜索' });
    fireEvent.click(within(history).getByRole('button', { name: '清除' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '历史搜索' })).toBeNull());
    expect(localStorage.getItem(KEYWORD_HISTORY_KEY)).toBeNull();
  });

  it('says when auto-match failed', async () => {
    renderKeyword(`city=310000&${STAY}&redirect=/hotel`, [suggestMock('外滩', new Error('网络不给力'))]);
    await type('外滩');
    expect(await screen.findByText('联想失败')).toBeTruthy();
  });
});
