import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HotelFacilitiesPageQueryDocument,
  HotelPicListPageQueryDocument,
  HotelPoliciesPageQueryDocument,
} from '../../__generated__/graphql.ts';
import { createCache } from '../../app/apollo.ts';
import type { PageModule } from '../../app/page.ts';
import { testHotel } from '../../features/hotel/detail/testHotels.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as facilitiesPage from './hotelFacilities.tsx';
import * as policiesPage from './hoteldetailmsg.tsx';
import * as picListPage from './hotelpicList.tsx';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

const HOTEL = 'H310000001';
const hotel = testHotel();

function open(page: PageModule, path: string, mocks: MockedResponse[], query = '') {
  return renderPage(page, {
    url: `${path}?hotel_code=${HOTEL}&checkin=2026-11-21&checkout=2026-11-23${query}`,
    path,
    mocks,
    cache: createCache(),
    routes: [{ path: '/hotel', element: <p>hotel home</p> }],
  });
}

const mockOf = (query: MockedResponse['request']['query'], data: unknown): MockedResponse => ({
  request: { query, variables: { id: HOTEL } },
  result: { data: { hotel: data } },
});

describe('hotel policies (/hotel/hoteldetailmsg)', { timeout: 30_000 }, () => {
  it('shows every policy and the hotel’s particulars', async () => {
    open(policiesPage, '/hotel/hoteldetailmsg', [mockOf(HotelPoliciesPageQueryDocument, hotel)]);
    const policies = await screen.findByTestId('hotel-policies');
    expect(policies.textContent).toContain('入住时间：14:00以后');
    expect(policies.textContent).toContain('离店时间：12:00以前');
    expect(policies.textContent).toContain('6岁以下儿童不加床免费');
    expect(policies.textContent).toContain('不可携带宠物');
    expect(policies.textContent).toContain('自助早餐 ¥98/人');
    expect(policies.textContent).toContain('酒店不提供一次性洗漱用品');
    expect(screen.getByRole('link', { name: '021-63210000' }).getAttribute('href')).toBe('tel:02163210000');
    expect(screen.getByText('2012年开业 · 2021年装修')).toBeTruthy();
  });

  it('says so for an unknown hotel', async () => {
    open(policiesPage, '/hotel/hoteldetailmsg', [mockOf(HotelPoliciesPageQueryDocument, null)]);
    expect(await screen.findByText('酒店不存在或已下线')).toBeTruthy();
  });

  it('shows a failure with 重试', async () => {
    open(policiesPage, '/hotel/hoteldetailmsg', [
      {
        request: { query: HotelPoliciesPageQueryDocument, variables: { id: HOTEL } },
        error: new TypeError('Failed to fetch'),
      },
      mockOf(HotelPoliciesPageQueryDocument, hotel),
    ]);
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('hotel-policies')).toBeTruthy();
  });
});

describe('hotel facilities (/hotel/hotelFacilities)', { timeout: 30_000 }, () => {
  it('groups the facilities by category', async () => {
    open(facilitiesPage, '/hotel/hotelFacilities', [mockOf(HotelFacilitiesPageQueryDocument, hotel)]);
    const groups = await screen.findAllByTestId('facility-group');
    expect(
      groups.map((g) => [
        g.querySelector('h2')?.textContent,
        [...g.querySelectorAll('li')].map((li) => li.textContent),
      ]),
    ).toEqual([
      ['网络', ['免费WiFi']],
      ['交通', ['停车场', '接机服务']],
      ['娱乐健身', ['室内泳池', '健身房']],
    ]);
  });

  it('says when a hotel lists none', async () => {
    open(facilitiesPage, '/hotel/hotelFacilities', [
      mockOf(HotelFacilitiesPageQueryDocument, { ...hotel, facilities: [] }),
    ]);
    expect(await screen.findByText('酒店暂未提供设施信息，可致电酒店咨询')).toBeTruthy();
  });

  it('says so for an unknown hotel', async () => {
    open(facilitiesPage, '/hotel/hotelFacilities', [mockOf(HotelFacilitiesPageQueryDocument, null)]);
    expect(await screen.findByText('酒店不存在或已下线')).toBeTruthy();
  });
});

describe('hotel gallery (/hotel/hotelpicList)', { timeout: 30_000 }, () => {
  const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
  const pictures = () =>
    screen.getAllByTestId('gallery-picture').map((p) => p.querySelector('img')?.getAttribute('alt'));

  it('shows every picture under 全部, then each category on its tab, kept in the URL', async () => {
    const { router } = open(picListPage, '/hotel/hotelpicList', [
      mockOf(HotelPicListPageQueryDocument, hotel),
    ]);
    await screen.findAllByTestId('gallery-picture');
    expect(tabs()).toEqual(['全部(5)', '外观(1)', '大堂(1)', '客房(2)', '餐厅(1)']);
    expect(pictures()).toHaveLength(5);
    fireEvent.click(screen.getByRole('tab', { name: '客房(2)' }));
    await waitFor(() => expect(pictures()).toEqual(['高级大床房', '豪华双床房']));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('客房');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens on the tab of its URL', async () => {
    open(
      picListPage,
      '/hotel/hotelpicList',
      [mockOf(HotelPicListPageQueryDocument, hotel)],
      '&category=%E9%A4%90%E5%8E%85',
    );
    await screen.findAllByTestId('gallery-picture');
    expect(pictures()).toEqual(['全日餐厅']);
  });

  it('shows a tapped picture full screen, from where it was tapped', async () => {
    open(
      picListPage,
      '/hotel/hotelpicList',
      [mockOf(HotelPicListPageQueryDocument, hotel)],
      '&category=%E5%AE%A2%E6%88%BF',
    );
    fireEvent.click(await screen.findByRole('button', { name: '查看大图：豪华双床房' }));
    const caption = await screen.findByTestId('viewer-caption');
    expect(caption.textContent).toBe('豪华双床房 · 2/2');
    expect(
      document
        .querySelector('.adm-image-viewer-slides img, .adm-image-viewer-image-wrapper img')
        ?.getAttribute('src'),
    ).toContain('/img/hotels/H310000001/');
  });

  it('says so for a hotel without pictures, and for an unknown hotel', async () => {
    const { view } = open(picListPage, '/hotel/hotelpicList', [
      mockOf(HotelPicListPageQueryDocument, { ...hotel, pictures: [] }),
    ]);
    expect(await screen.findByText('暂无图片')).toBeTruthy();
    view.unmount();
    open(picListPage, '/hotel/hotelpicList', [mockOf(HotelPicListPageQueryDocument, null)]);
    expect(await screen.findByText('酒店不存在或已下线')).toBeTruthy();
  });
});
