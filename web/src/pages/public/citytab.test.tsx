import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CitytabPageQueryDocument, CitytabPageSearchQueryDocument } from '../../__generated__/graphql.ts';
import { STORAGE_KEYS } from '../../features/city/cityStore.ts';
import { resetLocalCityForTests } from '../../features/city/useLocalCity.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as citytabPage from './citytab.tsx';

const city = (name: string, adcode: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'City',
  name,
  adcode,
  longitude: 120,
  latitude: 30,
  ...extra,
});

const directory: MockedResponse = {
  request: { query: CitytabPageQueryDocument },
  result: {
    data: {
      cityDirectory: {
        __typename: 'CityDirectory',
        hot: [city('北京', '110000'), city('上海', '310000')],
        groups: [
          { __typename: 'CityGroup', letter: 'H', cities: [city('杭州', '330100')] },
          { __typename: 'CityGroup', letter: 'S', cities: [city('上海', '310000'), city('三亚', '460200')] },
        ],
      },
    },
  },
};

function renderCitytab(mocks: MockedResponse[]) {
  const { router } = renderPage(citytabPage, {
    url: '/public/citytab',
    mocks,
    routes: [{ path: '/', element: <p>home</p> }],
  });
  return router;
}

beforeEach(() => {
  localStorage.clear();
  resetLocalCityForTests();
});

describe('CitytabPage', () => {
  it('lists hot cities and A–Z groups, and remembers the pick', async () => {
    const router = renderCitytab([directory]);
    expect(await screen.findByText('热门城市')).toBeTruthy();
    expect(screen.getByText('杭州')).toBeTruthy();
    expect(screen.getByText('三亚')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上海' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.chosen)!)).toMatchObject({
      name: '上海',
      adcode: '310000',
    });
  });

  it('falls back to Beijing as 当前定位 without geolocation', async () => {
    renderCitytab([directory]);
    expect(await screen.findByText('未能获取位置，默认北京')).toBeTruthy();
  });

  it('searches as the shopper types and picks a result', async () => {
    const router = renderCitytab([
      directory,
      {
        request: { query: CitytabPageSearchQueryDocument, variables: { keyword: 'hz' } },
        result: { data: { searchCities: [city('杭州', '330100', { province: '浙江省' })] } },
      },
    ]);
    await screen.findByText('热门城市');
    fireEvent.change(screen.getByPlaceholderText('输入城市名、拼音或首字母'), { target: { value: 'hz' } });
    expect(await screen.findByText('浙江省', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByText('杭州'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.chosen)!)).toMatchObject({ name: '杭州' });
  });

  it('says so when nothing matches', async () => {
    renderCitytab([
      directory,
      {
        request: { query: CitytabPageSearchQueryDocument, variables: { keyword: '火星' } },
        result: { data: { searchCities: [] } },
      },
    ]);
    await screen.findByText('热门城市');
    fireEvent.change(screen.getByPlaceholderText('输入城市名、拼音或首字母'), { target: { value: '火星' } });
    expect(await screen.findByText('没有找到相关城市', {}, { timeout: 3000 })).toBeTruthy();
  });
});
