import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderCardCancelOrderDocument, OrderCardDeleteOrderDocument } from '../../__generated__/graphql.ts';
import { OrderCard, type OrderCardOrder } from './OrderCard.tsx';
import { listOrder } from './testData.ts';
import { dialogsGone, tapInDialog } from '../../test/dialogs.ts';

// The card loads Dialog and Toast on the first cancel or delete; load them once up front so the
// dialog queries below do not race a cold module load.
beforeAll(async () => {
  await import('../../components/feedback.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

function renderCard(order: OrderCardOrder, mocks: MockedResponse[] = [], onExpired = () => {}) {
  const router = createMemoryRouter(
    [
      { path: '/myOrder/allorder', element: <OrderCard order={order} onExpired={onExpired} /> },
      { path: '/myOrder/airOrder/detail', element: <p>domestic detail</p> },
      { path: '/myOrder/airOrder/interDetail', element: <p>international detail</p> },
      { path: '/subscribe/pay', element: <p>pay page</p> },
    ],
    { initialEntries: ['/myOrder/allorder'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const card = () => within(screen.getByTestId('order-card'));
const buttons = () =>
  card()
    .queryAllByRole('button')
    .map((b) => b.textContent?.replace(/\s+/g, ''));

describe('OrderCard', () => {
  it('shows an unpaid order with its countdown, 取消订单 and 去支付; 去支付 opens the pay page', async () => {
    const router = renderCard(listOrder() as OrderCardOrder);
    expect(card().getByText('国内机票')).toBeTruthy();
    expect(card().getByText('待支付')).toBeTruthy();
    expect(card().getByText('北京 → 上海')).toBeTruthy();
    expect(card().getByText('¥1280')).toBeTruthy();
    expect(screen.getByTestId('pay-countdown').textContent).toBe('15:00');
    expect(buttons()).toEqual(['取消订单', '去支付']);
    fireEvent.click(card().getByRole('button', { name: '去支付' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe('?orderNo=2611230930001234');
  });

  it('counts down to the server’s deadline, then says 已超时, drops the actions and asks the list again', () => {
    vi.useFakeTimers();
    const onExpired = vi.fn();
    renderCard(listOrder({ payRemainingSeconds: 3 }) as OrderCardOrder, [], onExpired);
    expect(screen.getByTestId('pay-countdown').textContent).toBe('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('pay-countdown').textContent).toBe('00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
    expect(card().getByText('已超时')).toBeTruthy();
    expect(buttons()).toEqual([]);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('shows 删除订单 only where the server allows it, and no countdown once paid', () => {
    renderCard(listOrder({ status: 'PAID', statusText: '已出票' }) as OrderCardOrder);
    expect(card().getByText('已出票')).toBeTruthy();
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
    expect(buttons()).toEqual([]);
  });

  it('opens the detail page of its type when tapped', async () => {
    const router = renderCard(listOrder({ type: 'INTERNATIONAL_FLIGHT', typeCode: 2 }) as OrderCardOrder);
    fireEvent.click(card().getByText('北京 → 上海'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/interDetail'));
  });

  it('cancels after the member confirms, and tells them', async () => {
    const cancel = vi.fn(() => ({
      data: {
        cancelOrder: {
          __typename: 'CancelOrderPayload',
          order: {
            ...listOrder({ status: 'CANCELLED', statusText: '已取消' }),
            payDeadline: null,
            payRemainingSeconds: null,
            actions: {
              __typename: 'OrderActions',
              canPay: false,
              canCancel: false,
              canDelete: true,
              canRefund: false,
              canChange: false,
              canRequestInvoice: false,
            },
          },
          userErrors: [],
        },
      },
    }));
    renderCard(listOrder() as OrderCardOrder, [
      {
        request: {
          query: OrderCardCancelOrderDocument,
          variables: { input: { orderNo: '2611230930001234' } },
        },
        result: cancel,
      },
    ]);
    fireEvent.click(card().getByRole('button', { name: '取消订单' }));
    // Staying (再想想) does nothing.
    await tapInDialog('再想想');
    await dialogsGone();
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(card().getByRole('button', { name: '取消订单' }));
    await tapInDialog('取消订单');
    expect(await screen.findByText('订单已取消', {}, { timeout: 5000 })).toBeTruthy();
    expect(cancel).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s reason when a delete is refused', async () => {
    renderCard(listOrder({ status: 'CANCELLED', statusText: '已取消' }) as OrderCardOrder, [
      {
        request: {
          query: OrderCardDeleteOrderDocument,
          variables: { input: { orderNo: '2611230930001234' } },
        },
        result: {
          data: {
            deleteOrder: {
              __typename: 'DeleteOrderPayload',
              deletedOrderNo: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  code: 'ORDER_NOT_DELETABLE',
                  message: '只能删除已完成、已取消或已退款的订单',
                },
              ],
            },
          },
        },
      },
    ]);
    expect(buttons()).toEqual(['删除订单']);
    fireEvent.click(card().getByRole('button', { name: '删除订单' }));
    await tapInDialog('删除订单');
    expect(
      await screen.findByText('只能删除已完成、已取消或已退款的订单', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
