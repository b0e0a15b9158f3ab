import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaySuccessPageQueryDocument } from '../../__generated__/graphql.ts';
import { ME } from '../../features/order/testData.ts';
import { renderPage, sessionMock } from '../../test/renderPage.tsx';
import * as paySuccessPage from './paySuccess.tsx';

const ORDER_NO = '2611230930001234';

const member = sessionMock(ME);
const orderMock = (status: string, statusText: string): MockedResponse => ({
  request: { query: PaySuccessPageQueryDocument, variables: { orderNo: ORDER_NO } },
  result: {
    data: {
      order: {
        __typename: 'FlightOrder',
        id: ORDER_NO,
        orderNo: ORDER_NO,
        typeCode: 2,
        status,
        statusText,
        title: '北京 → 首尔',
        total: { __typename: 'Money', text: '¥2560' },
      },
    },
  },
});

function renderAt(mocks: MockedResponse[]) {
  const { router } = renderPage(paySuccessPage, {
    url: `/subscribe/paySuccess?orderNo=${ORDER_NO}`,
    mocks,
    routes: [
      { path: '/subscribe/pay', element: <p>pay page</p> },
      { path: '/myOrder/airOrder/interDetail', element: <p>international detail</p> },
      { path: '/', element: <p>home page</p> },
    ],
  });
  return router;
}

describe('/subscribe/paySuccess', () => {
  it('shows the paid order and links to its detail and home', async () => {
    const router = renderAt([member, orderMock('PAID', '已出票')]);
    expect(await screen.findByText('支付成功', { selector: '.adm-result-title' })).toBeTruthy();
    expect(screen.getByTestId('paid-amount').textContent).toBe('¥2560');
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/interDetail'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('says honestly when the payment has not arrived, and looks again on 刷新', async () => {
    renderAt([member, orderMock('UNPAID', '待支付'), orderMock('PAID', '已出票')]);
    expect(await screen.findByText('尚未收到支付结果')).toBeTruthy();
    expect(screen.queryByText('支付成功', { selector: '.adm-result-title' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(
      await screen.findByText('支付成功', { selector: '.adm-result-title' }, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('offers to pay again from there', async () => {
    const router = renderAt([member, orderMock('UNPAID', '待支付')]);
    fireEvent.click(await screen.findByRole('button', { name: '继续支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
  });
});
