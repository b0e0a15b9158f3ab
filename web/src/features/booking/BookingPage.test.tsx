import type { MockedResponse } from '@apollo/client/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BookingPageCreateOrderDocument,
  BookingPageQueryDocument,
  BookingPageQuoteQueryDocument,
  BookingShellContactsQueryDocument,
  BookingShellInvoiceQueryDocument,
  BookingTravellerRowQueryDocument,
  type AgeClass,
  type DocumentType,
} from '../../__generated__/graphql.ts';
import { renderPage, sessionMock } from '../../test/renderPage.tsx';
import { BookingPage, bookingLoader } from './BookingPage.tsx';
import { FARE, FLIGHT, flight, money } from './testData.ts';
import {
  draftStorageKey,
  loadDraft,
  resetDraftCacheForTests,
  updateDraft,
  type BookingDraft,
} from '../../components/booking/draft.ts';
import type { BookingKind } from './products.ts';
import { dialogsGone, tapInDialog } from '../../test/dialogs.ts';

const KEY = '11111111-2222-4333-8444-555555555555';

const pageQuery = (me: unknown, f: unknown = flight()): MockedResponse => ({
  request: {
    query: BookingPageQueryDocument,
    variables: { flightId: FLIGHT, returnFlightId: '', roundTrip: false },
  },
  result: {
    data: {
      me,
      flight: f,
      documentTypes: [
        { __typename: 'DocumentTypeInfo', type: 'ID_CARD', name: '身份证' },
        { __typename: 'DocumentTypeInfo', type: 'PASSPORT', name: '护照' },
      ],
    },
  },
});

const me = { __typename: 'User', id: '1', mobile: '13800138000', memEmail: '' };

function travellerMock(
  id: string,
  name: string,
  ageClass: AgeClass,
  documents: { type: DocumentType; maskedNumber: string; expiresOn: string | null }[] = [
    { type: 'ID_CARD', maskedNumber: '110***********0011', expiresOn: null },
  ],
): MockedResponse {
  return {
    request: { query: BookingTravellerRowQueryDocument, variables: { id, on: '2026-11-23' } },
    result: {
      data: {
        traveller: {
          __typename: 'Traveller',
          id,
          name,
          ageClass,
          documents: documents.map((d) => ({ __typename: 'TravellerDocument', ...d })),
        },
      },
    },
  };
}

function quoteMock(totalFen: number, travellerIds = ['1', '2']): MockedResponse {
  return {
    request: { query: BookingPageQuoteQueryDocument, variables: { fareIds: [FARE], travellerIds } },
    result: {
      data: {
        flightQuote: {
          __typename: 'FlightQuote',
          lines: [
            {
              __typename: 'PriceLine',
              label: '成人票',
              count: 1,
              unitPrice: money(120000),
              amount: money(120000),
            },
            {
              __typename: 'PriceLine',
              label: '儿童票',
              count: 1,
              unitPrice: money(60000),
              amount: money(60000),
            },
            { __typename: 'PriceLine', label: '机建', count: 1, unitPrice: money(5000), amount: money(5000) },
          ],
          total: money(totalFen),
        },
      },
    },
  };
}

const invoiceMock: MockedResponse = {
  request: { query: BookingShellInvoiceQueryDocument },
  result: { data: { invoiceTitles: [] } },
};

const contactsMock: MockedResponse = {
  request: { query: BookingShellContactsQueryDocument },
  result: { data: { contacts: [] } },
};

function orderInput(expectedTotalFen: number) {
  return {
    input: {
      idempotencyKey: KEY,
      fareIds: [FARE],
      passengers: [
        { travellerId: '1', documentType: 'ID_CARD' },
        { travellerId: '2', documentType: 'ID_CARD' },
      ],
      contact: { name: '张三', mobile: '13800138000', email: null },
      expectedTotalFen,
    },
  };
}

type Payload = { order: { orderNo: string } | null; userErrors: { code: string; message: string }[] };
function orderMock(expectedTotalFen: number, payload: Payload, calls = vi.fn()): MockedResponse {
  return {
    request: { query: BookingPageCreateOrderDocument, variables: orderInput(expectedTotalFen) },
    maxUsageCount: 5,
    result: () => {
      calls();
      return {
        data: {
          createFlightOrder: {
            __typename: 'CreateFlightOrderPayload',
            order: payload.order && {
              __typename: 'FlightOrder',
              id: payload.order.orderNo,
              ...payload.order,
            },
            userErrors: payload.userErrors.map((e) => ({ __typename: 'UserError', field: null, ...e })),
          },
        },
      };
    },
  };
}

/** A draft as the shopper left it: two passengers chosen, the contact filled in, the notice agreed. */
function seedDraft(change: Partial<BookingDraft> = {}) {
  sessionStorage.setItem(
    draftStorageKey(FARE),
    JSON.stringify({
      idempotencyKey: KEY,
      passengers: [
        { travellerId: '1', documentType: null },
        { travellerId: '2', documentType: null },
      ],
      contact: { name: '张三', mobile: '13800138000', email: '' },
      agreed: true,
      edited: true,
      ...change,
    }),
  );
}

function renderBooking(mocks: MockedResponse[], kind: BookingKind = 'domestic', session = sessionMock(me)) {
  const page = kind === 'domestic' ? '/subscribe/air' : '/subscribe/intAir';
  // The booking pages as pages/subscribe/air and intAir declare them.
  const { router } = renderPage(
    { default: () => <BookingPage kind={kind} />, loader: bookingLoader, member: true },
    {
      url: `${page}?fare_ids=${FARE}`,
      history: ['/'],
      mocks: [session, invoiceMock, ...mocks],
      routes: [
        { path: `${page}/FT`, element: <p>chooser page</p> },
        { path: '/subscribe/pay', element: <p>pay page</p> },
        { path: '/air/airList', element: <p>list page</p> },
        { path: '/login', element: <p>login page</p> },
        { path: '/', element: <p>home page</p> },
      ],
    },
  );
  return router;
}

const baseMocks = () => [
  pageQuery(me),
  contactsMock,
  invoiceMock,
  travellerMock('1', '张三', 'ADULT'),
  travellerMock('2', '张小宝', 'CHILD'),
];

// On a busy machine a page with several queries, or a dialog's animation, can take over the
// default second to settle: waits may last longer (they still end as soon as the page is there).
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  resetDraftCacheForTests();
});

// Whole journeys through a page with several queries: slower than a unit test on a busy machine.
describe('booking page', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor to the login, coming back here', async () => {
    const router = renderBooking([pageQuery(null)], 'domestic', sessionMock(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/subscribe/air?fare_ids=${FARE}`,
    );
  });

  it('shows the flight, the passengers with their age class, and the server’s breakdown', async () => {
    seedDraft();
    renderBooking([...baseMocks(), quoteMock(185000)]);
    expect(await screen.findByText('08:00')).toBeTruthy();
    expect(screen.getByText(/经济舱 全价 · 托运行李20KG/)).toBeTruthy();
    // Each row shows once its traveller has loaded: wait for both.
    await waitFor(() => expect(screen.getAllByTestId('passenger')).toHaveLength(2));
    const rows = screen.getAllByTestId('passenger');
    expect(rows[1]!.textContent).toContain('张小宝');
    expect(within(rows[0]!).getByText('成人')).toBeTruthy();
    expect(within(rows[1]!).getByText('儿童')).toBeTruthy();
    expect(within(rows[0]!).getByText('身份证 110***********0011')).toBeTruthy();
    const breakdown = await screen.findByLabelText('费用明细', { selector: 'dl' });
    expect(within(breakdown).getByText('儿童票')).toBeTruthy();
    expect(within(breakdown).getByText('¥600')).toBeTruthy();
    expect(screen.getByTestId('booking-total').textContent).toBe('¥1850');
  });

  it('prefills the contact from the member when none is saved', async () => {
    renderBooking([pageQuery({ ...me, memEmail: 'me@example.com' }), contactsMock, invoiceMock]);
    await waitFor(() =>
      expect((screen.getByPlaceholderText('用于接收订单短信') as HTMLInputElement).value).toBe('13800138000'),
    );
    expect((screen.getByPlaceholderText(/选填/) as HTMLInputElement).value).toBe('me@example.com');
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey(FARE))!).contact.mobile).toBe('13800138000');
  });

  it('shows the contact rules as the shopper types, and never submits invalid input', async () => {
    seedDraft();
    const calls = vi.fn();
    renderBooking([
      ...baseMocks(),
      quoteMock(185000),
      orderMock(185000, { order: { orderNo: 'F1' }, userErrors: [] }, calls),
    ]);
    const mobile = await screen.findByPlaceholderText('用于接收订单短信');
    fireEvent.change(mobile, { target: { value: '2380013' } });
    fireEvent.blur(mobile);
    expect(await screen.findByText('请输入以1开头的11位手机号')).toBeTruthy();
    // Once touched, the message follows each keystroke.
    fireEvent.change(mobile, { target: { value: '13800138000' } });
    await waitFor(() => expect(screen.queryByText('请输入以1开头的11位手机号')).toBeNull());
    const email = screen.getByPlaceholderText(/选填/);
    fireEvent.change(email, { target: { value: 'me@' } });
    fireEvent.blur(email);
    expect(await screen.findByText(/请输入正确的邮箱地址/)).toBeTruthy();
    await screen.findByText('¥1850', { selector: '[data-testid="booking-total"]' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(await screen.findByText('请检查联系人信息')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
    // The draft keeps what was typed, invalid or not, for the shopper to correct.
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey(FARE))!).contact.email).toBe('me@');
  });

  it('submits once however often 提交订单 is tapped, then replaces itself with the pay page', async () => {
    seedDraft();
    const calls = vi.fn();
    const router = renderBooking([
      ...baseMocks(),
      quoteMock(185000),
      orderMock(185000, { order: { orderNo: 'F20261123001' }, userErrors: [] }, calls),
    ]);
    await screen.findByText('¥1850', { selector: '[data-testid="booking-total"]' });
    const button = screen.getByRole('button', { name: '提交订单' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe('?orderNo=F20261123001');
    expect(calls).toHaveBeenCalledTimes(1);
    // The booking page is gone from history, and its draft with it.
    expect(router.state.historyAction).toBe('REPLACE');
    resetDraftCacheForTests();
    expect(loadDraft(FARE).idempotencyKey).not.toBe(KEY);
  });

  it('shows a changed price and books at it only when the shopper agrees', async () => {
    seedDraft();
    const router = renderBooking([
      ...baseMocks(),
      quoteMock(185000),
      orderMock(185000, { order: null, userErrors: [{ code: 'PRICE_CHANGED', message: '价格已变动' }] }),
      quoteMock(190000),
      orderMock(190000, { order: { orderNo: 'F2' }, userErrors: [] }),
    ]);
    await screen.findByText('¥1850', { selector: '[data-testid="booking-total"]' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(await screen.findByText(/最新总价 ¥1900，是否按新价格继续预订/)).toBeTruthy();
    expect(screen.getByTestId('booking-total').textContent).toBe('¥1900');
    await tapInDialog('继续预订');
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=F2'));
  });

  it('goes back to the flight list when the seats are gone', async () => {
    seedDraft();
    const router = renderBooking([
      ...baseMocks(),
      quoteMock(185000),
      orderMock(185000, {
        order: null,
        userErrors: [{ code: 'SOLD_OUT', message: '该舱位余票不足，请选择其他航班' }],
      }),
    ]);
    await screen.findByText('¥1850', { selector: '[data-testid="booking-total"]' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(await screen.findByText('该舱位余票不足，请选择其他航班')).toBeTruthy();
    await tapInDialog('重新选择航班');
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airList'));
    const q = new URLSearchParams(router.state.location.search);
    expect([q.get('start_city_code'), q.get('end_city_code'), q.get('date')]).toEqual([
      'BJS',
      'SHA',
      '2026-11-23',
    ]);
  });

  it('puts a document refusal on the passenger it is about', async () => {
    seedDraft();
    const router = renderBooking([
      ...baseMocks(),
      quoteMock(185000),
      orderMock(185000, {
        order: null,
        userErrors: [{ code: 'DOCUMENT_EXPIRED', message: '张小宝的身份证已过期' }],
      }),
    ]);
    await screen.findByText('¥1850', { selector: '[data-testid="booking-total"]' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    const rows = screen.getAllByTestId('passenger');
    expect(await within(rows[1]!).findByRole('alert')).toHaveProperty('textContent', '张小宝的身份证已过期');
    expect(within(rows[0]!).queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe('/subscribe/air');
  });

  it('asks abroad for the passport’s expiry before anything is sent', async () => {
    seedDraft({ passengers: [{ travellerId: '1', documentType: null }] });
    const calls = vi.fn();
    renderBooking(
      [
        pageQuery(me, flight({ international: true, arrive: ['ICN', '仁川', 'SEL', '首尔'] })),
        contactsMock,
        invoiceMock,
        travellerMock('1', '张三', 'ADULT', [
          { type: 'ID_CARD', maskedNumber: '110***********0011', expiresOn: null },
          { type: 'PASSPORT', maskedNumber: 'E12***678', expiresOn: null },
        ]),
        quoteMock(300000, ['1']),
      ],
      'international',
    );
    const row = await screen.findByTestId('passenger');
    expect(within(row).getByText('护照 E12***678')).toBeTruthy();
    expect(within(row).getByRole('alert').textContent).toBe('请补充证件有效期');
    await screen.findByText('¥3000', { selector: '[data-testid="booking-total"]' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(await screen.findByText('请按提示修改乘机人信息')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows both flights of a round trip, outbound first', async () => {
    const out = flight();
    const back = {
      ...out,
      id: 'CA1502.2026-11-26',
      flightNo: 'CA1502',
      departure: { ...out.arrival, time: '2026-11-26T18:00:00+08:00', clock: '18:00' },
      arrival: { ...out.departure, time: '2026-11-26T20:15:00+08:00', clock: '20:15' },
      fares: [{ ...out.fares[0]!, id: 'CA1502.2026-11-26.M' }],
    };
    renderPage(
      { default: () => <BookingPage kind="domestic" />, loader: bookingLoader, member: true },
      {
        url: `/subscribe/air?fare_ids=${FARE},CA1502.2026-11-26.M`,
        mocks: [
          sessionMock(me),
          invoiceMock,
          {
            request: {
              query: BookingPageQueryDocument,
              variables: { flightId: FLIGHT, returnFlightId: 'CA1502.2026-11-26', roundTrip: true },
            },
            result: { data: { me, flight: out, returnFlight: back, documentTypes: [] } },
          },
          contactsMock,
        ],
      },
    );
    const outbound = await screen.findByLabelText('去程 CA1501');
    expect(within(outbound).getByText('11月23日 周一')).toBeTruthy();
    const inbound = screen.getByLabelText('返程 CA1502');
    expect(within(inbound).getByText('11月26日 周四')).toBeTruthy();
    expect(within(inbound).getByText('18:00')).toBeTruthy();
  });

  it('offers the flight list when the fare is no longer on sale', async () => {
    renderBooking([pageQuery(me, { ...flight(), fares: [] }), contactsMock, invoiceMock]);
    expect(await screen.findByText('该舱位已售完或不可预订')).toBeTruthy();
  });

  it('asks before leaving with data entered, and forgets the draft only when told to', async () => {
    seedDraft();
    const router = renderBooking([...baseMocks(), quoteMock(185000)]);
    await screen.findAllByTestId('passenger');
    // Its own sub-pages keep the draft: no question.
    await act(() => router.navigate(`/subscribe/air/FT?fare_ids=${FARE}`));
    expect(router.state.location.pathname).toBe('/subscribe/air/FT');
    await act(() => router.navigate(-1));
    await screen.findAllByTestId('passenger');

    await act(() => router.navigate(-1));
    expect(await screen.findByText('退出后当前信息不会被保存,是否放弃订单编辑?')).toBeTruthy();
    // The page re-rendering while it asks (the draft changing) asks nothing more.
    act(() => updateDraft(FARE, (d) => ({ ...d, agreed: false })));
    await screen.findByTestId('booking-total');
    expect(screen.getAllByText('退出后当前信息不会被保存,是否放弃订单编辑?')).toHaveLength(1);
    await tapInDialog('继续填写');
    await dialogsGone();
    expect(router.state.location.pathname).toBe('/subscribe/air');

    await act(() => router.navigate(-1));
    await tapInDialog('放弃');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(draftStorageKey(FARE))).toBeNull();
  });

  it('lets a fresh, untouched booking go without asking', async () => {
    const router = renderBooking([pageQuery(me), contactsMock, invoiceMock]);
    await screen.findByText('08:00');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('退出后当前信息不会被保存,是否放弃订单编辑?')).toBeNull();
  });
});
