import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FapiaoPageOrderQueryDocument,
  FapiaoPageQueryDocument,
  FapiaoPageRequestDocument,
} from '../../__generated__/graphql.ts';
import { renderPage, sessionMock } from '../../test/renderPage.tsx';
import * as fapiaoPage from './fapiao.tsx';

const ORDER_NO = '2611211030001234';

function renderAt(url: string, mocks: MockedResponse[], session = sessionMock()) {
  const { router } = renderPage(fapiaoPage, {
    url,
    mocks: [session, ...mocks],
    routes: [
      { path: '/myOrder/fapiaoTitle', element: <p>title page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
  return router;
}

const meMock: MockedResponse = {
  request: { query: FapiaoPageQueryDocument },
  result: { data: { me: { __typename: 'User', id: '1', memEmail: 'me@example.com' } } },
};

const TITLES = [
  { __typename: 'InvoiceTitle', id: '5', kind: 'PERSONAL', name: '李华', taxNumber: null, isDefault: false },
  {
    __typename: 'InvoiceTitle',
    id: '6',
    kind: 'COMPANY',
    name: '北京华辰科技发展有限公司',
    taxNumber: '91110108MA004RFW26',
    isDefault: true,
  },
];

function order(status: string, statusText: string) {
  return {
    __typename: 'FlightOrder',
    id: ORDER_NO,
    orderNo: ORDER_NO,
    title: '北京 → 上海',
    subtitle: '11月23日 08:00 CA1501 经济舱',
    status,
    statusText,
    total: { __typename: 'Money', text: '¥988' },
  };
}

const E_INVOICE = {
  __typename: 'EInvoice',
  id: '9',
  status: 'ISSUING',
  titleName: '北京华辰科技发展有限公司',
  taxNumber: '91110108MA004RFW26',
  amount: { __typename: 'Money', text: '¥988' },
  email: 'boss@example.com',
  requestedAt: '2026-11-21T10:30:00+08:00',
  issuedAt: null,
};

function orderMock(status: string, statusText: string, eInvoice: unknown = null): MockedResponse {
  return {
    request: { query: FapiaoPageOrderQueryDocument, variables: { orderNo: ORDER_NO } },
    result: { data: { order: order(status, statusText), eInvoice, invoiceTitles: TITLES } },
  };
}

describe('/myOrder/fapiao', () => {
  it('sends an anonymous visitor to the login, coming back here', async () => {
    const router = renderAt(
      `/myOrder/fapiao?orderNo=${ORDER_NO}`,
      [
        { request: { query: FapiaoPageQueryDocument }, result: { data: { me: null } } },
        orderMock('PAID', '已出票'),
      ],
      sessionMock(null),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks for the invoice of a finished order with the default title, the amount and the member’s e-mail', async () => {
    renderAt(`/myOrder/fapiao?orderNo=${ORDER_NO}`, [
      meMock,
      orderMock('FINISHED', '已完成'),
      {
        request: {
          query: FapiaoPageRequestDocument,
          variables: { input: { orderNo: ORDER_NO, invoiceTitleId: '6', email: 'boss@example.com' } },
        },
        result: {
          data: {
            requestEInvoice: { __typename: 'RequestEInvoicePayload', invoice: E_INVOICE, userErrors: [] },
          },
        },
      },
      orderMock('FINISHED', '已完成', E_INVOICE),
    ]);
    expect((await screen.findByTestId('chosen-title')).textContent).toContain('北京华辰科技发展有限公司');
    expect(screen.getByText('¥988')).toBeTruthy();
    const email = screen.getByPlaceholderText('电子发票将发送到此邮箱') as HTMLInputElement;
    expect(email.value).toBe('me@example.com');
    fireEvent.change(email, { target: { value: 'boss@' } });
    fireEvent.blur(email);
    expect(await screen.findByText('请输入正确的邮箱地址，例如 name@example.com')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'boss@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('发票开具中')).toBeTruthy();
    expect(screen.getByText('开具后将发送至 boss@example.com，请留意邮箱')).toBeTruthy();
  });

  it('uses the title chosen on the title page', async () => {
    renderAt(`/myOrder/fapiao?orderNo=${ORDER_NO}&titleId=5`, [meMock, orderMock('FINISHED', '已完成')]);
    expect((await screen.findByTestId('chosen-title')).textContent).toContain('李华');
  });

  it('shows an existing request’s status instead of the form', async () => {
    renderAt(`/myOrder/fapiao?orderNo=${ORDER_NO}`, [
      meMock,
      orderMock('FINISHED', '已完成', {
        ...E_INVOICE,
        status: 'ISSUED',
        issuedAt: '2026-11-21T10:32:00+08:00',
      }),
    ]);
    expect(await screen.findByText('发票已开具')).toBeTruthy();
    expect(screen.getByText('2026-11-21 10:32')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });

  it('explains that an order not finished yet cannot be invoiced', async () => {
    renderAt(`/myOrder/fapiao?orderNo=${ORDER_NO}`, [meMock, orderMock('PAID', '已出票')]);
    expect(await screen.findByText('暂不能申请发票')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交申请' })).toBeNull();
  });
});
