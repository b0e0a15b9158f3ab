import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HotelDetailPageQueryDocument,
  HotelDetailPageRoomsQueryDocument,
  HotelRecommendationsQueryDocument,
  HotelRoomTypePageQueryDocument,
  HotelRoomTypePageRoomsQueryDocument,
} from '../../__generated__/graphql.ts';
import { createCache } from '../../app/apollo.ts';
import { testHotel, testRooms } from '../../features/hotel/detail/testHotels.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as detailPage from './hoteldetail.tsx';
import * as roomTypePage from './toAppRoomTypeDetail.tsx';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

const HOTEL = 'H310000001';
const STAY = { checkIn: '2026-11-21', checkOut: '2026-11-23' };
const rooms = testRooms(HOTEL, STAY.checkIn, STAY.checkOut, [
  {
    n: 1,
    name: '高级大床房',
    plans: [
      { n: 1, yuan: 388, rule: 'NONE' },
      { n: 2, yuan: 428, rule: 'FREE', meals: 2, roomsLeft: 1 },
    ],
  },
  { n: 2, name: '豪华双床房', plans: [{ n: 1, yuan: 520, roomsLeft: 0 }] },
]);

const hotelMock: MockedResponse = {
  request: { query: HotelRoomTypePageQueryDocument, variables: { id: HOTEL } },
  result: { data: { hotel: { __typename: 'Hotel', id: HOTEL, name: '上海外滩悦庭酒店' } } },
};
const roomsMock: MockedResponse = {
  request: { query: HotelRoomTypePageRoomsQueryDocument, variables: { hotelId: HOTEL, ...STAY } },
  result: { data: { hotelRooms: rooms } },
};

function open(roomId: string, mocks: MockedResponse[]) {
  return renderPage(roomTypePage, {
    url: `/hotel/toAppRoomTypeDetail?hotel_code=${HOTEL}&room_id=${roomId}&checkin=${STAY.checkIn}&checkout=${STAY.checkOut}`,
    mocks,
    cache: createCache(),
    routes: [
      { path: '/subscribe/hotel', element: <p>booking page</p> },
      { path: '/hotel/hoteldetail', element: <p>detail page</p> },
      { path: '/hotel', element: <p>hotel home</p> },
    ],
  });
}

describe('HotelRoomTypePage', { timeout: 30_000 }, () => {
  it('shows the room type in full with its plans, and books one', async () => {
    const { router } = open(`${HOTEL}.R1`, [hotelMock, roomsMock]);
    const card = await screen.findByTestId('room-type');
    expect(within(card).getByRole('heading', { level: 1 }).textContent).toBe('高级大床房');
    expect(card.textContent).toContain('上海外滩悦庭酒店');
    expect(card.textContent).toContain('¥388起');
    const facts = Object.fromEntries(
      [...card.querySelectorAll('dl div')].map((d) => [
        d.querySelector('dt')?.textContent,
        d.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      床型: '1张1.8米大床',
      面积: '35㎡',
      楼层: '6-12层',
      窗户: '有窗',
      吸烟: '禁烟',
      可住: '2人',
    });
    expect(screen.getByText('吹风机')).toBeTruthy();
    expect(screen.getByTestId('room-stay').textContent).toContain('共2晚');
    expect(screen.getByTestId('picture-count').textContent).toBe('1/1');

    const plans = screen.getAllByTestId('hotel-plan');
    expect(plans).toHaveLength(2);
    expect(plans[1]!.textContent).toContain('仅剩1间');
    fireEvent.click(within(plans[1]!).getByRole('button', { name: /^预订/ }));
    await screen.findByText('booking page');
    expect(router.state.location.search).toBe(
      `?hotel_code=${HOTEL}&room_id=${HOTEL}.R1&plan_id=${HOTEL}.R1.P2&checkin=2026-11-21&checkout=2026-11-23&rooms=1`,
    );
  });

  it('shows a sold-out room type as such, its plans not bookable', async () => {
    open(`${HOTEL}.R2`, [hotelMock, roomsMock]);
    const card = await screen.findByTestId('room-type');
    expect(card.textContent).toContain('满房');
    expect(screen.getByText('所选日期该房型已满房，可返回更换日期')).toBeTruthy();
    expect(screen.getByRole('button', { name: /满房/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says so for a room type the hotel does not have, leading back to its rooms', async () => {
    const { router } = open(`${HOTEL}.R9`, [hotelMock, roomsMock]);
    expect(await screen.findByText('房型不存在或已下架')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看其他房型' }));
    await screen.findByText('detail page');
    expect(router.state.location.search).toBe(`?hotel_code=${HOTEL}&checkin=2026-11-21&checkout=2026-11-23`);
  });

  it('says so for an unknown hotel, whose rooms query fails', async () => {
    open(`${HOTEL}.R1`, [
      { ...hotelMock, result: { data: { hotel: null } } },
      {
        request: roomsMock.request,
        result: {
          errors: [new GraphQLError('酒店不存在', { extensions: { code: 'NOT_FOUND', flag: 2703 } })],
        },
      },
    ]);
    expect(await screen.findByText('酒店不存在或已下线')).toBeTruthy();
  });

  it('needs a hotel and a room type', () => {
    const valid = (q: string) => roomTypePage.validate({ params: {}, searchParams: new URLSearchParams(q) });
    expect(valid(`hotel_code=${HOTEL}`)).toBe(false);
    expect(valid(`hotel_code=${HOTEL}&room_id=${HOTEL}.R1`)).toBe(true);
  });

  it('shows at once from the detail: the rooms the detail loaded serve it', async () => {
    const detailUrl = `/hotel/hoteldetail?hotel_code=${HOTEL}&checkin=${STAY.checkIn}&checkout=${STAY.checkOut}`;
    const { router } = renderPage(detailPage, {
      url: detailUrl,
      cache: createCache(),
      mocks: [
        {
          request: { query: HotelDetailPageQueryDocument, variables: { id: HOTEL } },
          result: { data: { hotel: testHotel() } },
        },
        {
          request: { query: HotelDetailPageRoomsQueryDocument, variables: { hotelId: HOTEL, ...STAY } },
          result: { data: { hotelRooms: rooms } },
        },
        {
          request: {
            query: HotelRecommendationsQueryDocument,
            variables: { city: '310000', ...STAY, excludeId: HOTEL },
          },
          result: { data: { hotelRecommendations: [] } },
          maxUsageCount: 3,
        },
        // No answer for the room type page's rooms: they must come from the cache.
      ],
      pages: { '/hotel/toAppRoomTypeDetail': roomTypePage },
    });
    fireEvent.click(await screen.findByRole('link', { name: '豪华双床房 房型详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/toAppRoomTypeDetail'));
    const card = await screen.findByTestId('room-type');
    expect(card.textContent).toContain('豪华双床房');
  });
});
