import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AirCitytabPageQueryDocument,
  AirCitytabPageSearchQueryDocument,
} from '../../__generated__/graphql.ts';
import { AIR_STORAGE_KEYS, resetSearchDraftForTests } from '../../features/flight/useSearchDraft.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as airCitytabPage from './airCitytab.tsx';

const city = (code: string, name: string, pinyin: string, international = false) => ({
  __typename: 'AirCity',
  code,
  name,
  pinyin,
  international,
});

function directory(international: boolean): MockedResponse {
  const cities = international
    ? {
        hot: [city('SEL', '首尔', 'shouer', true), city('TYO', '东京', 'dongjing', true)],
        letter: 'D',
        list: [city('TYO', '东京', 'dongjing', true)],
      }
    : {
        hot: [city('BJS', '北京', 'beijing'), city('CAN', '广州', 'guangzhou')],
        letter: 'G',
        list: [city('CAN', '广州', 'guangzhou'), city('KWL', '桂林', 'guilin')],
      };
  return {
    request: { query: AirCitytabPageQueryDocument, variables: { international } },
    result: {
      data: {
        airCities: {
          __typename: 'AirCityDirectory',
          hot: cities.hot,
          groups: [{ __typename: 'AirCityGroup', letter: cities.letter, cities: cities.list }],
        },
      },
    },
  };
}

function renderPicker(search: string, mocks: MockedResponse[]) {
  const { router } = renderPage(airCitytabPage, {
    url: `/air/airCitytab?${search}`,
    mocks,
    routes: [{ path: '/air', element: <p>search form</p> }],
  });
  return router;
}

const storedDraft = () => JSON.parse(sessionStorage.getItem(AIR_STORAGE_KEYS.draft)!);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSearchDraftForTests();
});

describe('AirCitytabPage', { timeout: 30_000 }, () => {
  it('shows the current city, hot cities and A–Z, and hands the pick back to the form', async () => {
    const router = renderPicker('type=start', [directory(false)]);
    expect(await screen.findByText('当前出发城市')).toBeTruthy();
    expect(screen.getByText('热门城市')).toBeTruthy();
    expect(screen.getByText('桂林')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '广州' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air'));
    expect(storedDraft().pairs.domestic.from).toEqual({ code: 'CAN', name: '广州', international: false });
  });

  it('moves the form to international when an international arrival is picked', async () => {
    const router = renderPicker('type=end', [directory(false), directory(true)]);
    await screen.findByText('当前到达城市');
    fireEvent.click(screen.getByText('国际/港澳台'));
    await waitFor(() => expect(router.state.location.search).toBe('?type=end&international=1'));
    fireEvent.click(await screen.findByRole('button', { name: '东京' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air'));
    const draft = storedDraft();
    expect(draft.market).toBe('international');
    expect(draft.pairs.international.from.name).toBe('北京');
    expect(draft.pairs.international.to).toEqual({ code: 'TYO', name: '东京', international: true });
  });

  it('finds a city by its airport code', async () => {
    const router = renderPicker('type=end', [
      directory(false),
      {
        request: { query: AirCitytabPageSearchQueryDocument, variables: { keyword: 'CTU' } },
        result: {
          data: {
            searchAirCities: [
              {
                ...city('CTU', '成都', 'chengdu'),
                airports: [
                  { __typename: 'Airport', code: 'CTU', shortName: '双流' },
                  { __typename: 'Airport', code: 'TFU', shortName: '天府' },
                ],
              },
            ],
          },
        },
      },
    ]);
    await screen.findByText('热门城市');
    fireEvent.change(screen.getByPlaceholderText('输入城市名、拼音或机场三字码'), {
      target: { value: 'CTU' },
    });
    expect(await screen.findByText('双流(CTU) · 天府(TFU)', {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(screen.getByText('成都'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air'));
    expect(storedDraft().pairs.domestic.to.code).toBe('CTU');
  });

  it('offers 重试 when the list fails', async () => {
    renderPicker('type=start', [
      {
        request: { query: AirCitytabPageQueryDocument, variables: { international: false } },
        error: new TypeError('Failed to fetch'),
      },
      directory(false),
    ]);
    expect(await screen.findByText('城市列表加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('桂林')).toBeTruthy();
  });
});
