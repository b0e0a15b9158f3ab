import { ApolloLink, Observable } from '@apollo/client';
import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HotelDetailPageQueryDocument,
  HotelDetailPageRoomsQueryDocument,
  HotelRecommendationsQueryDocument,
} from '../../__generated__/graphql.ts';
import { createCache } from '../../app/apollo.ts';
import { testHotel, testRooms } from '../../features/hotel/detail/testHotels.ts';
import { renderPage, sessionMock } from '../../test/renderPage.tsx';
import * as chooseOfferPage from './hotelChooseOffer.tsx';
import * as detailPage from './hoteldetail.tsx';

// 2026-11-20 (a Friday) in Shanghai.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

const HOTEL = 'H310000001';
const hotel = testHotel();

const hotelMock = (data: unknown, id = HOTEL): MockedResponse => ({
  request: { query: HotelDetailPageQueryDocument, variables: { id } },
  result: { data: { hotel: data } },
});

const roomsMock = (
  checkIn: string,
  checkOut: string,
  rooms: Parameters<typeof testRooms>[3],
  hotelId = HOTEL,
): MockedResponse => ({
  request: { query: HotelDetailPageRoomsQueryDocument, variables: { hotelId, checkIn, checkOut } },
  result: { data: { hotelRooms: testRooms(hotelId, checkIn, checkOut, rooms) } },
});

const recommendMock = (
  checkIn: string,
  checkOut: string,
  hotels: unknown[] = [],
  excludeId = HOTEL,
): MockedResponse => ({
  request: {
    query: HotelRecommendationsQueryDocument,
    variables: { city: '310000', checkIn, checkOut, excludeId },
  },
  result: { data: { hotelRecommendations: hotels } },
  maxUsageCount: 5,
});

const ROOMS = [
  {
    n: 1,
    name: '高级大床房',
    plans: [
      { n: 1, yuan: 388, rule: 'NONE' as const, roomsLeft: 2 },
      { n: 2, yuan: 428, rule: 'FREE' as const, meals: 2 as const },
      { n: 3, yuan: 458, rule: 'FIRST_NIGHT' as const, meals: 1 as const, roomsLeft: 0 },
      { n: 4, yuan: 448, rule: 'FREE' as const, label: '限时取消' },
    ],
  },
  { n: 2, name: '豪华双床房', plans: [{ n: 1, yuan: 520, rule: 'FREE' as const, roomsLeft: 0 }] },
  { n: 3, name: '行政套房', plans: [{ n: 1, yuan: 1280, rule: 'FREE' as const, roomsLeft: 12 }] },
];

function open(url: string, mocks: MockedResponse[], options: { history?: string[]; member?: boolean } = {}) {
  return renderPage(detailPage, {
    url,
    path: '/hotel/hoteldetail',
    history: options.history,
    mocks,
    cache: createCache(),
    pages: {
      '/hotel/hotelChooseOffer': chooseOfferPage,
      // The booking page is member-only (it says `member = true`); a stand-in with the same flag.
      '/subscribe/hotel': { default: () => <p>booking page</p>, member: true },
    },
    routes: [
      { path: '/hotel', element: <p>hotel home</p> },
      { path: '/hotel/hotelList', element: <p>hotel list</p> },
      { path: '/hotel/hotelpicList', element: <p>gallery page</p> },
      { path: '/hotel/hotelFacilities', element: <p>facilities page</p> },
      { path: '/hotel/hoteldetailmsg', element: <p>policies page</p> },
      { path: '/hotel/toAppRoomTypeDetail', element: <p>room type page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
}

const STAY = 'checkin=2026-11-21&checkout=2026-11-23';
const detailAt = (stay = STAY) => `/hotel/hoteldetail?hotel_code=${HOTEL}&${stay}`;
const standard = () => [
  hotelMock(hotel),
  roomsMock('2026-11-21', '2026-11-23', ROOMS),
  recommendMock('2026-11-21', '2026-11-23'),
];

describe('HotelDetailPage', { timeout: 30_000 }, () => {
  it('shows the hotel: pictures with their count, level, score, address with the subway, summaries', async () => {
    const { router } = open(detailAt(), standard());
    const summary = await screen.findByTestId('hotel-summary');
    expect(within(summary).getByRole('heading', { level: 1 }).textContent).toBe('上海外滩悦庭酒店');
    expect(summary.textContent).toContain('五星级');
    expect(summary.textContent).toContain('4.7分');
    expect(summary.textContent).toContain('2318条点评');
    expect(summary.textContent).toContain('上海市黄浦区中山东一路18号');
    expect(summary.textContent).toContain('距地铁南京东路站(2号线/10号线) 480米');
    expect(summary.textContent).toContain('2012年开业 · 2021年装修');
    expect(summary.textContent).toContain('免费WiFi');
    expect(summary.textContent).toContain('14:00后入住');
    expect(summary.textContent).toContain('12:00前离店');
    expect(screen.getByTestId('picture-count').textContent).toBe('1/5');

    const bar = screen.getByTestId('stay-bar');
    expect(bar.textContent).toContain('11月21日');
    expect(bar.textContent).toContain('明天');
    expect(bar.textContent).toContain('11月23日');
    expect(bar.textContent).toContain('共2晚');

    fireEvent.click(screen.getByRole('link', { name: '设施详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelFacilities'));
    expect(new URLSearchParams(router.state.location.search).get('hotel_code')).toBe(HOTEL);
    act(() => void router.navigate(-1));
    fireEvent.click(await screen.findByRole('link', { name: '政策详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetailmsg'));
    act(() => void router.navigate(-1));
    fireEvent.click((await screen.findAllByRole('button', { name: /查看全部图片/ }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelpicList'));
    expect(new URLSearchParams(router.state.location.search).get('checkin')).toBe('2026-11-21');
  });

  it('shows skeletons while the hotel loads, then while only its rooms do', async () => {
    // Answers held back until the test lets them through, so each state is seen for sure.
    const gates = new Map<string, () => void>();
    const held = (name: string) => new Promise<void>((resolve) => gates.set(name, resolve));
    const hotelHeld = held('HotelDetailPageQuery');
    const roomsHeld = held('HotelDetailPageRoomsQuery');
    const mocks = new MockLink(standard());
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          const wait =
            operation.operationName === 'HotelDetailPageQuery'
              ? hotelHeld
              : operation.operationName === 'HotelDetailPageRoomsQuery'
                ? roomsHeld
                : Promise.resolve();
          let sub: { unsubscribe: () => void } | undefined;
          void wait.then(() => {
            sub = mocks.request(operation)?.subscribe(observer);
          });
          return () => sub?.unsubscribe();
        }),
    );
    renderPage(detailPage, { url: detailAt(), link, cache: createCache() });

    expect(await screen.findByTestId('page-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('hotel-summary')).toBeNull();
    act(() => gates.get('HotelDetailPageQuery')!());
    await screen.findByTestId('hotel-summary');
    // The hotel is up; its rooms, still on their way, show their own skeleton in the rooms card.
    const roomsCard = screen.getByRole('region', { name: '选择房型' });
    expect(within(roomsCard).getByTestId('page-skeleton')).toBeTruthy();
    act(() => gates.get('HotelDetailPageRoomsQuery')!());
    expect(await within(roomsCard).findAllByTestId('hotel-room')).toHaveLength(3);
    expect(within(roomsCard).queryByTestId('page-skeleton')).toBeNull();
  });

  it('lists room types with their lowest price, the first open one expanded with its plans', async () => {
    open(detailAt(), standard());
    const rooms = await screen.findAllByTestId('hotel-room');
    expect(rooms).toHaveLength(3);
    expect(rooms[0]!.textContent).toContain('高级大床房');
    // The lowest price of a plan with rooms left; 满房 when none.
    expect(rooms[0]!.textContent).toContain('¥388起');
    expect(rooms[1]!.textContent).toContain('满房');
    expect(rooms[2]!.textContent).toContain('¥1280起');

    const plans = within(rooms[0]!).getAllByTestId('hotel-plan');
    expect(plans).toHaveLength(4);
    const label = (i: number) => within(plans[i]!).getByTestId('cancel-label');
    expect(label(0).textContent).toBe('不可取消');
    expect(label(0).className).toContain('sf-hotel-cancel--none');
    expect(label(1).textContent).toBe('免费取消');
    expect(label(1).className).toContain('sf-hotel-cancel--free');
    expect(label(2).textContent).toBe('扣首晚');
    expect(label(2).className).toContain('sf-hotel-cancel--penalty');
    expect(label(3).textContent).toBe('限时取消');
    expect(label(3).className).toContain('sf-hotel-cancel--free');

    expect(plans[1]!.textContent).toContain('双早');
    expect(plans[1]!.textContent).toContain('11-21 18:00前可免费取消');
    // Two nights: the average a night and the stay's total.
    expect(plans[1]!.textContent).toContain('均¥428/晚');
    expect(plans[1]!.textContent).toContain('2晚共¥856');
    // Few rooms are counted; plenty are not.
    expect(plans[0]!.textContent).toContain('仅剩2间');
    expect(plans[1]!.textContent).not.toContain('仅剩');
    // A sold-out plan cannot be booked.
    const full = within(plans[2]!).getByRole('button', { name: /满房/ });
    expect(full.hasAttribute('disabled')).toBe(true);

    // The other room types open on a tap; a sold-out one shows its plan as 满房.
    expect(within(rooms[1]!).queryByTestId('hotel-plan')).toBeNull();
    fireEvent.click(within(rooms[1]!).getByRole('button', { name: /豪华双床房/ }));
    const soldOut = within(rooms[1]!).getByTestId('hotel-plan');
    expect(within(soldOut).getByRole('button', { name: /满房/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('hotel-sold-out')).toBeNull();
  });

  it('books a plan: 预订 opens the booking page with the hotel, room, plan, stay and one room', async () => {
    const { router } = open(detailAt(), [...standard(), sessionMock({ id: '1' })]);
    const [first] = await screen.findAllByTestId('hotel-room');
    fireEvent.click(within(first!).getByRole('button', { name: '预订 高级大床房 双早 · 免费取消 ¥428' }));
    await screen.findByText('booking page');
    expect(router.state.location.pathname).toBe('/subscribe/hotel');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      hotel_code: HOTEL,
      room_id: `${HOTEL}.R1`,
      plan_id: `${HOTEL}.R1.P2`,
      checkin: '2026-11-21',
      checkout: '2026-11-23',
      rooms: '1',
    });
  });

  it('sends an anonymous visitor who books to the login first, back to the booking after', async () => {
    const { router } = open(detailAt(), [...standard(), sessionMock(null)]);
    const [first] = await screen.findAllByTestId('hotel-room');
    fireEvent.click(within(first!).getByRole('button', { name: /预订 高级大床房 双早/ }));
    await screen.findByText('login page');
    const redirect = new URLSearchParams(router.state.location.search).get('redirect') ?? '';
    expect(redirect.startsWith('/subscribe/hotel?')).toBe(true);
    expect(redirect).toContain(`plan_id=${HOTEL}.R1.P2`);
  });

  it('leads from a room type’s name to the room type in full', async () => {
    const { router } = open(detailAt(), standard());
    fireEvent.click(await screen.findByRole('link', { name: '行政套房 房型详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/toAppRoomTypeDetail'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('room_id')).toBe(`${HOTEL}.R3`);
    expect(query.get('checkout')).toBe('2026-11-23');
  });

  it('says when every room is sold out for the dates, and offers other dates', async () => {
    const full = [
      { n: 1, name: '高级大床房', plans: [{ n: 1, yuan: 388, roomsLeft: 0 }] },
      { n: 2, name: '豪华双床房', plans: [{ n: 1, yuan: 520, roomsLeft: 0 }] },
    ];
    const { router } = open(detailAt(), [
      hotelMock(hotel),
      roomsMock('2026-11-21', '2026-11-23', full),
      recommendMock('2026-11-21', '2026-11-23'),
    ]);
    const notice = await screen.findByTestId('hotel-sold-out');
    expect(notice.textContent).toContain('所选日期已满房');
    // Nothing starts open, and every room type says 满房.
    expect(screen.queryAllByTestId('hotel-plan')).toHaveLength(0);
    expect(screen.getAllByTestId('hotel-room').every((room) => room.textContent?.includes('满房'))).toBe(
      true,
    );
    fireEvent.click(within(notice).getByRole('button', { name: '更换日期' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelChooseOffer'));
  });

  it('says so when the hotel does not exist', async () => {
    const { router } = open(detailAt(), [
      hotelMock(null),
      {
        request: {
          query: HotelDetailPageRoomsQueryDocument,
          variables: { hotelId: HOTEL, checkIn: '2026-11-21', checkOut: '2026-11-23' },
        },
        result: {
          errors: [new GraphQLError('酒店不存在', { extensions: { code: 'NOT_FOUND', flag: 2703 } })],
        },
      },
    ]);
    expect(await screen.findByText('酒店不存在或已下线')).toBeTruthy();
    expect(screen.queryByTestId('hotel-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '搜索酒店' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel'));
  });

  it('shows a load failure with 重试, which loads the hotel', async () => {
    open(detailAt(), [
      {
        request: { query: HotelDetailPageQueryDocument, variables: { id: HOTEL } },
        error: new TypeError('Failed to fetch'),
      },
      hotelMock(hotel),
      roomsMock('2026-11-21', '2026-11-23', ROOMS),
      recommendMock('2026-11-21', '2026-11-23'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('网络不给力');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('hotel-summary')).toBeTruthy();
  });

  it('keeps the hotel on screen when only its rooms fail, and retries them', async () => {
    open(detailAt(), [
      hotelMock(hotel),
      {
        request: {
          query: HotelDetailPageRoomsQueryDocument,
          variables: { hotelId: HOTEL, checkIn: '2026-11-21', checkOut: '2026-11-23' },
        },
        result: {
          errors: [new GraphQLError('房态查询失败，请稍后重试', { extensions: { code: 'UPSTREAM' } })],
        },
      },
      roomsMock('2026-11-21', '2026-11-23', ROOMS),
      recommendMock('2026-11-21', '2026-11-23'),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('房型加载失败');
    expect(alert.textContent).toContain('房态查询失败，请稍后重试');
    expect(screen.getByTestId('hotel-summary')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('hotel-room')).toHaveLength(3);
  });

  it('opens on today and tomorrow without dates, and on them again for dates in the past', async () => {
    for (const url of [
      `/hotel/hoteldetail?hotel_code=${HOTEL}`,
      detailAt('checkin=2026-11-01&checkout=2026-11-03'),
    ]) {
      const { view } = open(url, [
        hotelMock(hotel),
        roomsMock('2026-11-20', '2026-11-21', ROOMS),
        recommendMock('2026-11-20', '2026-11-21'),
      ]);
      const bar = await screen.findByTestId('stay-bar');
      expect(bar.textContent).toContain('11月20日');
      expect(bar.textContent).toContain('今天');
      expect(bar.textContent).toContain('共1晚');
      // One night: no average, no total.
      const [plan] = await screen.findAllByTestId('hotel-plan');
      expect(plan!.textContent).toContain('¥388/晚');
      expect(plan!.textContent).not.toContain('均');
      view.unmount();
    }
  });

  it('shows the city’s other hotels priced for the stay, each leading to its detail', async () => {
    const other = {
      __typename: 'Hotel',
      id: 'H310000002',
      name: '上海静安雅舍',
      cover: '/img/hotels/H310000002/0.svg',
      level: { __typename: 'HotelLevel', kind: 'DIAMOND', value: 4, text: '高档型' },
      score: 4.5,
      reviewCount: 800,
      district: '静安区',
      businessArea: '静安寺',
      lowestPrice: { __typename: 'Money', fen: 36800, yuan: '368.00', text: '¥368' },
    };
    const { router } = open(detailAt(), [
      hotelMock(hotel),
      roomsMock('2026-11-21', '2026-11-23', ROOMS),
      recommendMock('2026-11-21', '2026-11-23', [other]),
      hotelMock(testHotel({ id: 'H310000002', name: '上海静安雅舍' }), 'H310000002'),
      roomsMock('2026-11-21', '2026-11-23', ROOMS, 'H310000002'),
      recommendMock('2026-11-21', '2026-11-23', [], 'H310000002'),
    ]);
    const section = await screen.findByTestId('hotel-recommendations');
    expect(section.textContent).toContain('上海静安雅舍');
    expect(section.textContent).toContain('¥368起');
    fireEvent.click(within(section).getByRole('link', { name: /上海静安雅舍/ }));
    await waitFor(() => expect(router.state.location.search).toContain('hotel_code=H310000002'));
    expect(router.state.location.search).toContain('checkin=2026-11-21&checkout=2026-11-23');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('上海静安雅舍'));
  });

  it('changes the dates on hotelChooseOffer and comes back priced for them; back returns to the old dates', async () => {
    const { router } = open(
      detailAt(),
      [
        ...standard(),
        roomsMock('2026-11-25', '2026-11-28', [
          { n: 1, name: '高级大床房', plans: [{ n: 1, yuan: 399, rule: 'FREE' }] },
        ]),
        recommendMock('2026-11-25', '2026-11-28'),
      ],
      { history: ['/hotel/hotelList'] },
    );
    fireEvent.click(await screen.findByTestId('stay-bar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelChooseOffer'));
    const summary = await screen.findByTestId('offer-summary');
    expect(summary.textContent).toContain('共2晚');

    const day = (d: number) => {
      const month = document.querySelector('[data-year-month="2026-11"]') as HTMLElement;
      const cell = [...month.querySelectorAll('.adm-calendar-picker-view-cell-date')].find(
        (c) => c.textContent === String(d),
      );
      fireEvent.click(cell!.parentElement!);
    };
    day(25);
    expect(screen.getByText('请选择离店日期')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确定' }).hasAttribute('disabled')).toBe(true);
    day(28);
    expect(summary.textContent).toContain('共3晚');
    fireEvent.click(screen.getByRole('button', { name: '确定（共3晚）' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetail'));
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('hotel_code'), query.get('checkin'), query.get('checkout')]).toEqual([
      HOTEL,
      '2026-11-25',
      '2026-11-28',
    ]);
    await waitFor(() => expect(screen.getByTestId('stay-bar').textContent).toContain('共3晚'));
    const [room] = await screen.findAllByTestId('hotel-room');
    await waitFor(() => expect(room!.textContent).toContain('¥399起'));

    // The date changer replaced itself: back is the detail on the old dates, with its old prices.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toContain('checkin=2026-11-21'));
    await waitFor(() => expect(screen.getAllByTestId('hotel-room')[0]!.textContent).toContain('¥388起'));
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
  });

  it('refuses a detail link without a hotel', () => {
    expect(detailPage.validate({ params: {}, searchParams: new URLSearchParams('checkin=2026-11-21') })).toBe(
      false,
    );
    expect(
      detailPage.validate({ params: {}, searchParams: new URLSearchParams(`hotel_code=${HOTEL}`) }),
    ).toBe(true);
    expect(detailPage.validate({ params: {}, searchParams: new URLSearchParams('hotel_code=%00') })).toBe(
      false,
    );
  });
});
