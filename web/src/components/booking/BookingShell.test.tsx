import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BookingShellContactsQueryDocument,
  BookingShellInvoiceQueryDocument,
  BookingTravellerRowQueryDocument,
} from '../../__generated__/graphql.ts';
import { tapInDialog } from '../../test/dialogs.ts';
import { BookingShell, type BookingPlaceInput, type BookingPlaceResult } from './BookingShell.tsx';
import { draftStorageKey, loadDraft, resetDraftCacheForTests } from './draft.ts';
import type { BookingQuote } from './PriceBreakdown.tsx';
import type { BookingProduct } from './travellers.ts';

// A made-up product that is not a flight: park tickets, for ID cards and passports only.
const TICKET: BookingProduct = {
  travellerNoun: '出行人',
  documentNoun: '证件',
  documents: ['ID_CARD', 'PASSPORT'],
  requireExpiry: false,
  maxTravellers: 5,
  missingDocument: '请补充身份证或护照',
  hint: '每单最多5人。',
};
const DRAFT = 'ticket:T1';
const KEY = '11111111-2222-4333-8444-555555555555';
// Two travel days: the age class is taken on the first, not the last.
const FIRST = '2026-12-05';
const LAST = '2026-12-07';

const money = (fen: number) => ({ fen, text: `¥${fen / 100}` });
const quoteOf = (totalFen: number): BookingQuote => ({
  lines: [{ label: '门票', count: 1, unitPrice: money(totalFen), amount: money(totalFen) }],
  total: money(totalFen),
});

/** The traveller as the row asks for it: answered only for the first travel date. */
const travellerMock: MockedResponse = {
  request: { query: BookingTravellerRowQueryDocument, variables: { id: '1', on: FIRST } },
  result: {
    data: {
      traveller: {
        __typename: 'Traveller',
        id: '1',
        name: '李小明',
        ageClass: 'ADULT',
        documents: [
          {
            __typename: 'TravellerDocument',
            type: 'HK_MACAO_PERMIT',
            maskedNumber: 'C12***789',
            expiresOn: null,
          },
          { __typename: 'TravellerDocument', type: 'PASSPORT', maskedNumber: 'E12***678', expiresOn: null },
        ],
      },
    },
  },
};
const invoiceMock: MockedResponse = {
  request: { query: BookingShellInvoiceQueryDocument },
  result: { data: { invoiceTitles: [] } },
};
// A cleared draft (the order made) has no contact: the page asks for the saved ones as it goes.
const contactsMock: MockedResponse = {
  request: { query: BookingShellContactsQueryDocument },
  result: { data: { contacts: [] } },
};

function seedDraft() {
  sessionStorage.setItem(
    draftStorageKey(DRAFT),
    JSON.stringify({
      idempotencyKey: KEY,
      passengers: [{ travellerId: '1', documentType: null }],
      contact: { name: '张三', mobile: '13800138000', email: '' },
      agreed: true,
      edited: true,
    }),
  );
}

function renderShell({
  place,
  refetch = vi.fn(),
}: {
  place: (input: BookingPlaceInput) => Promise<BookingPlaceResult>;
  refetch?: () => Promise<BookingQuote>;
}) {
  const router = createMemoryRouter(
    [
      {
        path: '/ticket/book',
        element: (
          <BookingShell
            product={TICKET}
            draftKey={DRAFT}
            travelDates={{ first: FIRST, last: LAST }}
            hrefs={{
              chooser: '/ticket/book/choose',
              add: '/ticket/book/add',
              edit: (id) => `/ticket/book/edit?id=${id}`,
              contacts: '/ticket/book/contacts',
              invoice: '/ticket/book/invoice',
              notice: '/ticket/book/notice',
            }}
            isOwnPage={(path) => path.startsWith('/ticket/book')}
            me={{ mobile: '13800138000', memEmail: '' }}
            documentNames={
              new Map([
                ['PASSPORT', '护照'],
                ['HK_MACAO_PERMIT', '港澳通行证'],
              ])
            }
            summary={<h1>欢乐谷门票</h1>}
            quote={{ quote: quoteOf(15000), error: undefined, refetch }}
            place={place}
            soldOut={{ confirmText: '重新选择门票', href: '/ticket' }}
          />
        ),
      },
      { path: '/subscribe/pay', element: <p>pay page</p> },
    ],
    { initialEntries: ['/ticket/book'] },
  );
  render(
    <MockedProvider mocks={[travellerMock, invoiceMock, contactsMock]}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  resetDraftCacheForTests();
  seedDraft();
});

describe('the booking shell for a product other than flights', { timeout: 20_000 }, () => {
  it('names the travellers as the product does and offers only its documents', async () => {
    renderShell({ place: vi.fn() });
    expect(screen.getByRole('heading', { name: '出行人' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /选择出行人/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增出行人/ })).toBeTruthy();
    expect(screen.queryByText(/乘机人/)).toBeNull();
    expect(screen.getByText(/按2026-12-05出发当天计算）；每单最多5人。/)).toBeTruthy();
    // The row loads only if it asked for the age class on the first travel date.
    const row = await screen.findByTestId('passenger');
    expect(within(row).getByText('成人')).toBeTruthy();
    // The permit the traveller lists first is not a document this product takes.
    expect(within(row).getByText('护照 E12***678')).toBeTruthy();
    expect(within(row).queryByText(/港澳通行证/)).toBeNull();
    expect(within(row).getByRole('button', { name: '移除出行人李小明' })).toBeTruthy();
  });

  it('places the order once with the draft’s idempotency key, however often submit is tapped', async () => {
    const place = vi.fn(async () => ({ orderNo: 'T20261205001' }));
    const router = renderShell({ place });
    await screen.findByTestId('passenger');
    const button = screen.getByRole('button', { name: '提交订单' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe('?orderNo=T20261205001');
    expect(place).toHaveBeenCalledTimes(1);
    expect(place).toHaveBeenCalledWith({
      idempotencyKey: KEY,
      passengers: [{ travellerId: '1', documentType: 'PASSPORT' }],
      contact: { name: '张三', mobile: '13800138000', email: null },
      expectedTotalFen: 15000,
    });
    // The order is made: the next booking starts a new draft with a new key.
    resetDraftCacheForTests();
    expect(loadDraft(DRAFT).idempotencyKey).not.toBe(KEY);
  });

  it('asks before placing again at a changed price', async () => {
    const place = vi
      .fn<(input: BookingPlaceInput) => Promise<BookingPlaceResult>>()
      .mockResolvedValueOnce({
        userErrors: [{ code: 'PRICE_CHANGED', message: '门票价格已变动', field: null }],
      })
      .mockResolvedValueOnce({ orderNo: 'T2' });
    const refetch = vi.fn(async () => quoteOf(18000));
    const router = renderShell({ place, refetch });
    await screen.findByTestId('passenger');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    });
    expect(await screen.findByText(/门票价格已变动\s*最新总价 ¥180，是否按新价格继续预订/)).toBeTruthy();
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(place).toHaveBeenCalledTimes(1);
    await tapInDialog('继续预订');
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=T2'));
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[1]![0]).toMatchObject({ idempotencyKey: KEY, expectedTotalFen: 18000 });
  });
});
