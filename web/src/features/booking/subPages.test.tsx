import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mainlandIdCheckChar } from '@storefront/schema/validation';
import {
  BookingLegsQueryDocument,
  ContactChooserQueryDocument,
  InvoiceTitleListQueryDocument,
  SubscribeAirIntoicePageMakeDefaultDocument,
  SubscribeAirIntoicePageQueryDocument,
  TravellerChooserQueryDocument,
  TravellerFormCreateDocument,
  TravellerFormQueryDocument,
} from '../../__generated__/graphql.ts';
import { draftStorageKey, loadDraft, resetDraftCacheForTests } from '../../components/booking/draft.ts';
import SubscribeAirContactsPage from '../../pages/subscribe/air/contacts.tsx';
import SubscribeAirIntoicePage from '../../pages/subscribe/air/intoice.tsx';
import { BookingNotice } from './BookingNotice.tsx';
import { PassengerChooser } from './PassengerChooser.tsx';
import { PassengerEditor } from './PassengerEditor.tsx';
import { FARE, FLIGHT, flight } from './testData.ts';

const BOOKING = `/subscribe/air?fare_ids=${FARE}`;

const legsMock: MockedResponse = {
  request: {
    query: BookingLegsQueryDocument,
    variables: { flightId: FLIGHT, returnFlightId: '', roundTrip: false },
  },
  result: { data: { flight: flight() } },
};

function seed(passengers: { travellerId: string; documentType: string | null }[]) {
  sessionStorage.setItem(
    draftStorageKey(FARE),
    JSON.stringify({
      idempotencyKey: 'k-1',
      passengers,
      contact: { name: '张三', mobile: '13800138000', email: '' },
      agreed: false,
      edited: true,
    }),
  );
}

/** The sub-page opened from the booking page (so back returns to it). */
function renderSubPage(path: string, element: ReactElement, mocks: MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: path.split('?')[0]!, element },
      { path: '/subscribe/air', element: <p>booking page</p> },
    ],
    { initialEntries: [BOOKING, path], initialIndex: 1 },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const doc = (type: string, maskedNumber: string, number: string, expiresOn: string | null = null) => ({
  __typename: 'TravellerDocument',
  type,
  maskedNumber,
  number,
  expiresOn,
  issuingCountry: type === 'ID_CARD' ? 'CN' : null,
});

function traveller(id: string, name: string, birthday: string, documents: ReturnType<typeof doc>[]) {
  return {
    __typename: 'Traveller',
    id,
    name,
    isSelf: false,
    birthday,
    englishSurname: null,
    englishGivenName: null,
    gender: 'MALE',
    mobile: null,
    documents,
  };
}

const documentTypes = [
  { __typename: 'DocumentTypeInfo', type: 'ID_CARD', name: '身份证', rule: 'mainlandId', needsExpiry: false },
  { __typename: 'DocumentTypeInfo', type: 'PASSPORT', name: '护照', rule: 'passport', needsExpiry: true },
];

// On a busy machine a page with several queries, or a dialog's animation, can take over the
// default second to settle: waits may last longer (they still end as soon as the page is there).
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  sessionStorage.clear();
  resetDraftCacheForTests();
});

describe('booking sub-pages', { timeout: 20_000 }, () => {
  it('FT ticks travellers straight into the draft, keeping a chosen document', async () => {
    seed([{ travellerId: '1', documentType: 'PASSPORT' }]);
    const router = renderSubPage(`/subscribe/air/FT?fare_ids=${FARE}`, <PassengerChooser kind="domestic" />, [
      legsMock,
      {
        request: { query: TravellerChooserQueryDocument, variables: { pageNum: 1, pageSize: 20 } },
        result: {
          data: {
            travellers: {
              __typename: 'TravellerPage',
              pageNum: 1,
              total: 2,
              hasMore: false,
              items: [
                traveller('1', '张三', '1990-03-07', [doc('ID_CARD', '110***0011', '110101199003070011')]),
                traveller('2', '张小宝', '2018-05-01', [doc('ID_CARD', '110***0022', '110101201805010022')]),
              ],
            },
            documentTypes: documentTypes.map(({ type, name }) => ({
              __typename: 'DocumentTypeInfo',
              type,
              name,
            })),
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('checkbox', { name: '选择张小宝' }));
    await waitFor(() =>
      expect(loadDraft(FARE).passengers).toEqual([
        { travellerId: '1', documentType: 'PASSPORT' },
        { travellerId: '2', documentType: null },
      ]),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '选择张三' }));
    await waitFor(() =>
      expect(loadDraft(FARE).passengers).toEqual([{ travellerId: '2', documentType: null }]),
    );
    fireEvent.click(screen.getByRole('button', { name: /确定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/air'));
  });

  it('addguest saves a new traveller and makes them a passenger', async () => {
    seed([]);
    const first17 = '11010119900307001';
    const id = first17 + mainlandIdCheckChar(first17);
    const router = renderSubPage(
      `/subscribe/air/addguest?fare_ids=${FARE}`,
      <PassengerEditor kind="domestic" />,
      [
        legsMock,
        { request: { query: TravellerFormQueryDocument }, result: { data: { documentTypes } } },
        {
          request: {
            query: TravellerFormCreateDocument,
            variables: {
              input: {
                name: '李四',
                englishSurname: null,
                englishGivenName: null,
                gender: null,
                birthday: null,
                mobile: null,
                documents: [{ type: 'ID_CARD', number: id, expiresOn: null, issuingCountry: null }],
              },
            },
          },
          result: {
            data: {
              createTraveller: {
                __typename: 'SaveTravellerPayload',
                traveller: {
                  ...traveller('9', '李四', '1990-03-07', [doc('ID_CARD', '110***', id)]),
                  documents: [
                    {
                      __typename: 'TravellerDocument',
                      type: 'ID_CARD',
                      number: id,
                      expiresOn: null,
                      issuingCountry: 'CN',
                    },
                  ],
                },
                userErrors: [],
              },
            },
          },
        },
      ],
    );
    fireEvent.change(await screen.findByPlaceholderText('与证件上的中文姓名一致'), {
      target: { value: '李四' },
    });
    fireEvent.change(screen.getByPlaceholderText('请输入身份证号码'), { target: { value: id } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存并选为乘机人' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/air'));
    expect(loadDraft(FARE).passengers).toEqual([{ travellerId: '9', documentType: null }]);
  });

  it('addguest shows the ID rule as the number is typed and saves nothing invalid', async () => {
    seed([]);
    const create = vi.fn();
    renderSubPage(`/subscribe/air/addguest?fare_ids=${FARE}`, <PassengerEditor kind="domestic" />, [
      legsMock,
      { request: { query: TravellerFormQueryDocument }, result: { data: { documentTypes } } },
      {
        request: { query: TravellerFormCreateDocument },
        variableMatcher: () => true,
        result: () => (create(), { data: null }),
      },
    ]);
    fireEvent.change(await screen.findByPlaceholderText('与证件上的中文姓名一致'), {
      target: { value: '李四' },
    });
    const number = screen.getByPlaceholderText('请输入身份证号码');
    fireEvent.change(number, { target: { value: '110101199003070010' } });
    fireEvent.blur(number);
    expect(await screen.findByText('身份证号最后一位校验码不正确，请核对号码')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '保存并选为乘机人' }));
    });
    expect(create).not.toHaveBeenCalled();
    expect(loadDraft(FARE).passengers).toEqual([]);
  });

  it('contacts fills the booking’s contact with the tapped one', async () => {
    seed([]);
    const router = renderSubPage(`/subscribe/air/contacts?fare_ids=${FARE}`, <SubscribeAirContactsPage />, [
      {
        request: { query: ContactChooserQueryDocument },
        result: {
          data: {
            contacts: [
              {
                __typename: 'Contact',
                id: 'c1',
                name: '王五',
                mobile: '13912345678',
                email: 'w@example.com',
              },
            ],
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByText('王五'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/air'));
    expect(loadDraft(FARE).contact).toEqual({
      name: '王五',
      mobile: '13912345678',
      email: 'w@example.com',
    });
  });

  it('the notice shows the fare’s rules, and agreeing ticks the booking’s agreement', async () => {
    seed([]);
    const router = renderSubPage(`/subscribe/air/text?fare_ids=${FARE}`, <BookingNotice kind="domestic" />, [
      legsMock,
    ]);
    const rules = await screen.findByLabelText('CA1501退改签规则');
    expect(within(rules).getByText('退票：起飞前7天以上免费退票')).toBeTruthy();
    expect(within(rules).getByText('改签：起飞前7天以上免费改签')).toBeTruthy();
    expect(within(rules).getByText(/20KG/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我已阅读并同意' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/air'));
    expect(loadDraft(FARE).agreed).toBe(true);
  });

  it('报销凭证 makes the tapped title the default', async () => {
    const title = (id: string, name: string, isDefault: boolean) => ({
      __typename: 'InvoiceTitle',
      id,
      kind: 'PERSONAL',
      name,
      taxNumber: null,
      isDefault,
      address: null,
      phone: null,
      bankName: null,
      bankAccount: null,
    });
    const list = (defaultId: string) => ({
      invoiceTitles: [title('t1', '张三', defaultId === 't1'), title('t2', '李四', defaultId === 't2')],
    });
    const save = vi.fn();
    renderSubPage(`/subscribe/air/intoice?fare_ids=${FARE}`, <SubscribeAirIntoicePage />, [
      { request: { query: InvoiceTitleListQueryDocument }, result: { data: list('t1') } },
      { request: { query: SubscribeAirIntoicePageQueryDocument }, result: { data: list('t1') } },
      {
        request: {
          query: SubscribeAirIntoicePageMakeDefaultDocument,
          variables: {
            input: {
              id: 't2',
              kind: 'PERSONAL',
              name: '李四',
              taxNumber: null,
              address: null,
              phone: null,
              bankName: null,
              bankAccount: null,
              isDefault: true,
            },
          },
        },
        result: () => {
          save();
          return {
            data: {
              saveInvoiceTitle: {
                __typename: 'SaveInvoiceTitlePayload',
                invoiceTitle: { __typename: 'InvoiceTitle', id: 't2', isDefault: true },
                userErrors: [],
              },
            },
          };
        },
      },
      { request: { query: InvoiceTitleListQueryDocument }, result: { data: list('t2') } },
      { request: { query: SubscribeAirIntoicePageQueryDocument }, result: { data: list('t2') } },
    ]);
    expect(await screen.findByText(/行程结束后/)).toBeTruthy();
    fireEvent.click(await screen.findByText('李四'));
    expect(await screen.findByText('已设为默认抬头')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByText('李四').closest('button')?.getAttribute('aria-pressed')).toBe('true'),
    );
  });
});
