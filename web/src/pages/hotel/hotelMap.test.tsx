import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelMapPageConfigQueryDocument } from '../../__generated__/graphql.ts';
import { resetLocalCityForTests } from '../../features/city/useLocalCity.ts';
import { fitView, tileUrlOf } from '../../features/hotel/search/HotelMap.tsx';
import {
  directoryMock,
  filtersMock,
  searchInputOf,
  searchMock,
  testHotel,
} from '../../features/hotel/search/testData.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as hotelMapPage from './hotelMap.tsx';

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
const BASE = 'city=310000&checkin=2026-11-21&checkout=2026-11-23&level=5';
const hotels = [testHotel(1), testHotel(2, { yuan: null }), testHotel(3, { yuan: 888 })];

function configMock(tileUrl: string | null): MockedResponse {
  return {
    request: { query: HotelMapPageConfigQueryDocument },
    result: {
      data: {
        mapConfig: {
          __typename: 'MapConfig',
          tileUrl,
          subdomains: tileUrl ? ['1', '2'] : [],
          attribution: tileUrl ? '© 测试地图' : '',
        },
      },
    },
  };
}

function renderMap(tileUrl: string | null) {
  return renderPage(hotelMapPage, {
    url: `/hotel/hotelMap?${BASE}`,
    mocks: [
      directoryMock(),
      filtersMock('310000'),
      configMock(tileUrl),
      searchMock(searchInputOf({ city: '310000', ...STAY, levels: [5] }), hotels, {
        total: 30,
        hasMore: true,
      }),
    ],
    routes: [{ path: '/hotel/hoteldetail', element: <p>detail page</p> }],
  }).router;
}

describe('HotelMapPage', { timeout: 30_000 }, () => {
  it('pins the list’s hotels with their prices on a plain background when no tiles are configured', async () => {
    const router = renderMap(null);
    const pins = await screen.findAllByTestId('hotel-pin');
    expect(pins.map((p) => p.textContent)).toEqual(['¥301', '满房', '¥888']);
    expect(await screen.findByText(/已显示3家，共30家/)).toBeTruthy();
    await screen.findByText(/离线地图/);
    expect(document.querySelectorAll('img[src*="{"]')).toHaveLength(0);

    // A pin shows the hotel's card; the card opens the detail for the stay.
    fireEvent.click(pins[2]!);
    const card = await screen.findByTestId('hotel-card');
    expect(within(card).getByText('测试酒店3号')).toBeTruthy();
    expect(pins[2]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetail'));
    expect(router.state.location.search).toBe(
      '?hotel_code=H310000003&checkin=2026-11-21&checkout=2026-11-23',
    );
  });
});

describe('the map’s arithmetic', () => {
  it('fills a tile URL template, rotating the subdomains', () => {
    const config = {
      tileUrl: 'https://webrd0{s}.example/tile?x={x}&y={y}&z={z}',
      subdomains: ['1', '2', '3'],
    };
    expect(tileUrlOf(config, 3, 4, 12)).toBe('https://webrd02.example/tile?x=3&y=4&z=12');
    expect(tileUrlOf({ tileUrl: 'https://t.example/{z}/{x}/{y}.png', subdomains: [] }, 1, 2, 3)).toBe(
      'https://t.example/3/1/2.png',
    );
  });

  it('opens on the middle of the hotels, as close as shows them all', () => {
    const city = fitView([
      { lat: 31.2, lng: 121.4 },
      { lat: 31.3, lng: 121.6 },
    ]);
    expect(city.center[0]).toBeCloseTo(31.25);
    expect(city.center[1]).toBeCloseTo(121.5);
    // 0.2° of longitude on a 360 px phone: 146 px wide at zoom 10, 291 px at 11 (past 80 % of 360).
    expect(city.zoom).toBe(10);
    const far = fitView([
      { lat: 18.2, lng: 109.5 },
      { lat: 39.9, lng: 116.4 },
    ]);
    expect(far.zoom).toBeLessThan(city.zoom);
    expect(fitView([{ lat: 31.2, lng: 121.4 }]).zoom).toBe(15);
  });
});
