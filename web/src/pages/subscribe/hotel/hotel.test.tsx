import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  InvoiceTitleListQueryDocument,
  TravellerChooserQueryDocument,
  BookingShellContactsQueryDocument,
  BookingShellInvoiceQueryDocument,
  SubscribeHotelPageCreateOrderDocument,
  SubscribeHotelPageQueryDocument,
  SubscribeHotelPageQuoteQueryDocument,
} from '../../../__generated__/graphql.ts';
import { hotelDraftKey } from '../../../features/hotelOrder/draft.ts';
import {
  CHECK_IN,
  CHECK_OUT,
  HOTEL_ID,
  PLAN_ID,
  ROOM_ID,
  quote,
} from '../../../features/hotelOrder/testData.ts';
import { document, traveller } from '../../../components/traveller/testData.ts';
import { tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as bookingPage from './index.tsx';

const KEY = '11111111-2222-4333-8444-555555555555';
const DRAFT_KEY = hotelDraftKey({ planId: PLAN_ID, checkIn: CHECK_IN, checkOut: CHECK_OUT });
const me = { __typename: 'User', id: '1', mobile: '13800138000', memEmail: '' };
const stay = (rooms: number) => ({ planId: PLAN_ID, checkIn: CHECK_IN, checkOut: CHECK_OUT, rooms });

function pageMock(
  user: unknown = me,
  options: Parameters<typeof quote>[1] = {},
  error?: GraphQLError,
): MockedResponse {
  return {
    request: { query: SubscribeHotelPageQueryDocument, variables: { hotelId: HOTEL_ID, stay: stay(1) } },
    result: error
      ? { errors: [error] }
      : {
          data: {
            me: user,
            hotel: { __typename: 'Hotel', id: HOTEL_ID, address: '黄浦区中山东一路18号' },
            hotelQuote: quote(1, options),
          },
        },
  };
}

function quoteMock(
  rooms: number,
  options: Parameters<typeof quote>[1] = {},
  maxUsageCount = 3,
): MockedResponse {
  return {
    request: { query: SubscribeHotelPageQuoteQueryDocument, variables: { stay: stay(rooms) } },
    result: { data: { hotelQuote: quote(rooms, options) } },
    maxUsageCount,
  };
}

const contactsMock: MockedResponse = {
  request: { query: BookingShellContactsQueryDocument },
  result: { data: { contacts: [] } },
};
const invoiceMock: MockedResponse = {
  request: { query: BookingShellInvoiceQueryDocument },
  result: { data: { invoiceTitles: [] } },
  maxUsageCount: 3,
};

type Payload = {
  order: { orderNo: string } | null;
  userErrors: { code: string; message: string; field?: string[] }[];
};

function orderMock(
  { rooms, guests, expectedTotalFen }: { rooms: number; guests: string[]; expectedTotalFen: number },
  payload: Payload,
  calls = vi.fn(),
): MockedResponse {
  return {
    request: {
      query: SubscribeHotelPageCreateOrderDocument,
      variables: {
        input: {
          idempotencyKey: KEY,
          stay: stay(rooms),
          guests: guests.map((name, i) => ({ room: i + 1, name })),
          contact: { name: '李四', mobile: '13800138000', email: null },
          arrivalTime: '20:00',
          specialRequests: null,
          expectedTotalFen,
        },
      },
    },
    maxUsageCount: 5,
    result: () => {
      calls();
      return {
        data: {
          createHotelOrder: {
            __typename: 'CreateHotelOrderPayload',
            order: payload.order && { __typename: 'HotelOrder', id: payload.order.orderNo, ...payload.order },
            userErrors: payload.userErrors.map((e) => ({ __typename: 'UserError', field: null, ...e })),
          },
        },
      };
    },
  };
}

/** A draft as the shopper left it: guests typed, the contact filled in, 20:00 chosen. */
function seedDraft(guests: string[], change: Record<string, unknown> = {}) {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      idempotencyKey: KEY,
      guests,
      contact: { name: '李四', mobile: '13800138000', email: '' },
      arrivalTime: '20:00',
      requests: [],
      note: '',
      edited: true,
      ...change,
    }),
  );
}

function renderBooking(mocks: MockedResponse[], { rooms = 1, session = sessionMock(me), query = '' } = {}) {
  const url =
    `/subscribe/hotel?hotel_code=${HOTEL_ID}&room_id=${ROOM_ID}&plan_id=${PLAN_ID}` +
    `&checkin=${CHECK_IN}&checkout=${CHECK_OUT}&rooms=${rooms}${query}`;
  return renderPage(bookingPage, {
    url,
    history: ['/'],
    mocks: [session, contactsMock, invoiceMock, ...mocks],
    routes: [
      { path: '/subscribe/pay', element: <p>pay page</p> },
      { path: '/hotel/hoteldetail', element: <p>hotel detail</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
  }).router;
}

const total = () => screen.getByTestId('booking-total').textContent;
const guestInput = (room: number) => screen.getByLabelText(`房间${room}`) as HTMLInputElement;
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
  });

beforeEach(() => {
  sessionStorage.clear();
});

describe('/subscribe/hotel', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor to the login, coming back here', async () => {
    const router = renderBooking([pageMock(null)], { session: sessionMock(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toContain('/subscribe/hotel?');
  });

  it('shows the stay, the plan, the nightly breakdown and the cancellation policy', async () => {
    renderBooking([pageMock(), quoteMock(1)]);
    expect(await screen.findByText('上海外滩悦居酒店')).toBeTruthy();
    expect(screen.getByTestId('stay-dates').textContent).toBe('入住 11月28日 周六离店 11月30日 周一共2晚');
    expect(screen.getByText('高级大床房 · 含双早 · 免费取消')).toBeTruthy();
    expect(screen.getByText('双早')).toBeTruthy();
    const breakdown = await screen.findByLabelText('费用明细', { selector: 'dl' });
    expect(within(breakdown).getByText('11月28日 周六')).toBeTruthy();
    expect(within(breakdown).getByText('¥498 ×1')).toBeTruthy();
    expect(total()).toBe('¥1086');
    expect(screen.getByTestId('cancel-policy').textContent).toBe(
      '11月28日18:00前可免费取消，之后取消扣除首晚房费',
    );
    // The latest arrival starts at the plan's first choice.
    expect(screen.getByText('18:00').closest('.adm-selector-item-active')).toBeTruthy();
  });

  it("says a non-refundable plan's policy in the plan's own words, once", async () => {
    renderBooking([pageMock(me, { rule: 'NONE' }), quoteMock(1, { rule: 'NONE' })]);
    expect((await screen.findByTestId('cancel-policy')).textContent).toBe('该房型不可取消');
  });

  it('shows why a stay cannot be booked, with the way back to the rooms', async () => {
    const router = renderBooking([
      pageMock(
        me,
        {},
        new GraphQLError('11月29日该房型已满房，请选择其他房型或日期', {
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ),
    ]);
    expect(await screen.findByText('该房型暂时无法预订')).toBeTruthy();
    expect(screen.getByText('11月29日该房型已满房，请选择其他房型或日期')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新选择房型' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetail'));
    expect(router.state.location.search).toBe(
      `?hotel_code=${HOTEL_ID}&checkin=${CHECK_IN}&checkout=${CHECK_OUT}`,
    );
  });

  it('asks one guest per room: more rooms add rows and are priced again on the server', async () => {
    const router = renderBooking([pageMock(), quoteMock(1), quoteMock(2)]);
    await waitFor(() => expect(total()).toBe('¥1086'));
    expect(screen.getAllByTestId('guest-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '增加房间' }));
    await waitFor(() => expect(screen.getAllByTestId('guest-row')).toHaveLength(2));
    expect(screen.getByTestId('rooms').textContent).toBe('2间');
    await waitFor(() => expect(total()).toBe('¥2172'));
    expect(new URLSearchParams(router.state.location.search).get('rooms')).toBe('2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('holds the rooms to what the plan has left', async () => {
    const router = renderBooking([pageMock(me, { roomsLeft: 2 }), quoteMock(2, { roomsLeft: 2 })], {
      rooms: 5,
    });
    await waitFor(() => expect(screen.getAllByTestId('guest-row')).toHaveLength(2));
    expect(screen.getByText('该房型仅剩2间，已将5间调整为2间')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('rooms')).toBe('2'));
    expect(screen.getByText('仅剩2间')).toBeTruthy();
  });

  it('checks each guest name as typed: 2–8 Chinese characters, or letters as on a passport', async () => {
    renderBooking([pageMock(), quoteMock(1)]);
    const input = await screen.findByLabelText('房间1');
    fireEvent.change(input, { target: { value: '张' } });
    fireEvent.blur(input);
    expect(await screen.findByText('中文姓名应为2-8个汉字，不含空格或符号')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'John3' } });
    expect(await screen.findByText(/请填写与证件一致的姓名/)).toBeTruthy();
    fireEvent.change(input, { target: { value: 'SMITH/JOHN' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    fireEvent.change(input, { target: { value: '张三' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // What was typed is in the draft, so a reload keeps it.
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).guests).toEqual(['张三']);
  });

  it('refuses to submit with a room that has no guest, and says which', async () => {
    seedDraft(['张三', '']);
    const calls = vi.fn();
    renderBooking(
      [
        pageMock(),
        quoteMock(2),
        orderMock(
          { rooms: 2, guests: ['张三', ''], expectedTotalFen: 217200 },
          { order: { orderNo: 'X' }, userErrors: [] },
          calls,
        ),
      ],
      { rooms: 2 },
    );
    await waitFor(() => expect(total()).toBe('¥2172'));
    await submit();
    expect(await screen.findByText('请按提示填写每间房的入住人姓名')).toBeTruthy();
    const rows = screen.getAllByTestId('guest-row');
    expect(within(rows[1]!).getByRole('alert').textContent).toBe('请填写入住人姓名');
    expect(within(rows[0]!).queryByRole('alert')).toBeNull();
    expect(calls).not.toHaveBeenCalled();
  });

  it('keeps what was typed over a reload, with the same idempotency key', async () => {
    seedDraft(['张三', 'SMITH/JOHN']);
    renderBooking([pageMock(), quoteMock(2)], { rooms: 2 });
    await waitFor(() => expect(guestInput(2).value).toBe('SMITH/JOHN'));
    expect(guestInput(1).value).toBe('张三');
    expect((screen.getByPlaceholderText('请输入联系人中文姓名') as HTMLInputElement).value).toBe('李四');
    expect(screen.getByText('20:00').closest('.adm-selector-item-active')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).idempotencyKey).toBe(KEY);
  });

  it('prefills the contact’s mobile from the member when no contact is saved', async () => {
    renderBooking([pageMock(), quoteMock(1)]);
    await waitFor(() =>
      expect((screen.getByPlaceholderText('用于接收订单短信') as HTMLInputElement).value).toBe('13800138000'),
    );
  });

  it('submits once however often 提交订单 is tapped, then replaces itself with the pay page', async () => {
    seedDraft(['张三', 'SMITH/JOHN']);
    const calls = vi.fn();
    const router = renderBooking(
      [
        pageMock(),
        quoteMock(2),
        orderMock(
          { rooms: 2, guests: ['张三', 'SMITH/JOHN'], expectedTotalFen: 217200 },
          { order: { orderNo: 'H20261127001' }, userErrors: [] },
          calls,
        ),
      ],
      { rooms: 2 },
    );
    await waitFor(() => expect(total()).toBe('¥2172'));
    const button = screen.getByRole('button', { name: '提交订单' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe('?orderNo=H20261127001');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toHaveBeenCalledTimes(1);
    // The draft is spent: the next booking of the stay gets a new key.
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows a changed price and books at it only when the shopper agrees', async () => {
    seedDraft(['张三']);
    const router = renderBooking([
      pageMock(),
      quoteMock(1, {}, 1),
      orderMock(
        { rooms: 1, guests: ['张三'], expectedTotalFen: 108600 },
        { order: null, userErrors: [{ code: 'PRICE_CHANGED', message: '房价已变动，最新总价¥1106' }] },
      ),
      quoteMock(1, { bump: 1000 }, 1),
      orderMock(
        { rooms: 1, guests: ['张三'], expectedTotalFen: 110600 },
        { order: { orderNo: 'H2' }, userErrors: [] },
      ),
    ]);
    await waitFor(() => expect(total()).toBe('¥1086'));
    await submit();
    expect(await screen.findByText(/最新总价 ¥1106，是否按新价格继续预订/)).toBeTruthy();
    await waitFor(() => expect(total()).toBe('¥1106'));
    await tapInDialog('继续预订');
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=H2'));
  });

  it('goes back to the hotel’s rooms when the last room is gone', async () => {
    seedDraft(['张三']);
    const router = renderBooking([
      pageMock(),
      quoteMock(1),
      orderMock(
        { rooms: 1, guests: ['张三'], expectedTotalFen: 108600 },
        { order: null, userErrors: [{ code: 'SOLD_OUT', message: '11月29日该房型已满房，请选择其他房型' }] },
      ),
    ]);
    await waitFor(() => expect(total()).toBe('¥1086'));
    await submit();
    expect(await screen.findByText('11月29日该房型已满房，请选择其他房型')).toBeTruthy();
    await tapInDialog('重新选择房型');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hoteldetail'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows a refused guest name under its room, and other refusals as a toast', async () => {
    seedDraft(['张三', 'ABC/DEF']);
    renderBooking(
      [
        pageMock(),
        quoteMock(2),
        orderMock(
          { rooms: 2, guests: ['张三', 'ABC/DEF'], expectedTotalFen: 217200 },
          {
            order: null,
            userErrors: [
              {
                code: 'GUESTS_INVALID',
                message: '入住人ABC/DEF与证件不符',
                field: ['input', 'guests', '1', 'name'],
              },
              { code: 'ARRIVAL_TIME_INVALID', message: '请重新选择最晚到店时间' },
            ],
          },
        ),
      ],
      { rooms: 2 },
    );
    await waitFor(() => expect(total()).toBe('¥2172'));
    await submit();
    const rows = screen.getAllByTestId('guest-row');
    expect((await within(rows[1]!).findByRole('alert')).textContent).toBe('入住人ABC/DEF与证件不符');
    expect(await screen.findByText(/请重新选择最晚到店时间/)).toBeTruthy();
    // Typing again clears the server's word.
    fireEvent.change(guestInput(2), { target: { value: 'SMITH/JOHN' } });
    await waitFor(() => expect(within(rows[1]!).queryByRole('alert')).toBeNull());
  });

  it('says so when no room of the plan is left', async () => {
    renderBooking([pageMock(me, { roomsLeft: 0 }), quoteMock(1, { roomsLeft: 0 })]);
    expect(await screen.findByText('该房型已订完')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
  });

  it('fills a room’s guest from the saved travellers, by Chinese or passport name', async () => {
    const withPassport = {
      ...traveller('2', '李四', [document('PASSPORT', 'E12345678')]),
      englishSurname: 'Li',
      englishGivenName: 'Si',
    };
    renderBooking([
      pageMock(),
      quoteMock(1),
      {
        request: { query: TravellerChooserQueryDocument, variables: { pageNum: 1, pageSize: 20 } },
        result: {
          data: {
            travellers: {
              __typename: 'TravellerPage',
              pageNum: 1,
              total: 2,
              hasMore: false,
              items: [traveller('1', '王小明', [document('ID_CARD', '110105194912310021')]), withPassport],
            },
            documentTypes: [{ __typename: 'DocumentTypeInfo', type: 'ID_CARD', name: '身份证' }],
          },
        },
      },
    ]);
    await screen.findByLabelText('房间1');
    fireEvent.click(screen.getByRole('button', { name: '常用旅客' }));
    fireEvent.click(await screen.findByText('王小明'));
    await waitFor(() => expect(guestInput(1).value).toBe('王小明'));
    fireEvent.click(screen.getByRole('button', { name: '常用旅客' }));
    fireEvent.click(await screen.findByRole('button', { name: '用英文名' }));
    await waitFor(() => expect(guestInput(1).value).toBe('LI/SI'));
  });

  it('报销凭证 says how the stay is invoiced, with the member’s titles', async () => {
    renderBooking([
      pageMock(),
      quoteMock(1),
      { request: { query: InvoiceTitleListQueryDocument }, result: { data: { invoiceTitles: [] } } },
    ]);
    fireEvent.click(await screen.findByText('报销凭证'));
    expect(await screen.findByText(/离店后在“我的订单”中打开该订单/)).toBeTruthy();
  });
});
