import type { InMemoryCache } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AirOrderDetailPageQueryDocument,
  OrderDetailFrameCancelOrderDocument,
  OrderDetailFrameDeleteOrderDocument,
} from '../../../__generated__/graphql.ts';
import { createCache } from '../../../app/apollo.ts';
import { flightOrder, userError } from '../../../features/flightOrder/testData.ts';
import { dialogsGone, tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as detailPage from './detail.tsx';
import * as interDetailPage from './interDetail.tsx';

const ORDER_NO = 'F202611230001';
// After a dialog closes its mutation runs: on a loaded machine that can take over a second.
const SLOW = { timeout: 5000 };

/** The detail page of a logged-in member (`session`), as the router opens it. */
function renderDetail(
  mocks: MockedResponse[],
  {
    // The app's cache: it knows FlightOrder is an Order, which the frame's fragment needs.
    cache = createCache(),
    session = sessionMock(),
  }: { cache?: InMemoryCache; session?: MockedResponse } = {},
) {
  const elsewhere = (name: string) => ({ element: <p>{name}</p> });
  const { router } = renderPage(detailPage, {
    url: `/myOrder/airOrder/detail?orderNo=${ORDER_NO}`,
    mocks: [session, ...mocks],
    cache,
    routes: [
      { path: '/myOrder/airOrder/interDetail', ...elsewhere('international detail') },
      { path: '/myOrder/airOrder/refund', ...elsewhere('refund notice') },
      { path: '/myOrder/airOrder/airChange', ...elsewhere('change start') },
      { path: '/myOrder/fapiao', ...elsewhere('invoice page') },
      { path: '/myOrder/allorder', ...elsewhere('order list') },
      { path: '/subscribe/pay', ...elsewhere('pay page') },
      { path: '/login', ...elsewhere('login page') },
    ],
  });
  return router;
}

const detailMock = (order: unknown): MockedResponse => ({
  request: { query: AirOrderDetailPageQueryDocument, variables: { orderNo: ORDER_NO } },
  result: { data: { order } },
});

const bar = async () => within(await screen.findByRole('contentinfo', { name: '订单操作' }));
const buttonNames = async () =>
  (await bar()).getAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ' ').trim());

describe('/myOrder/airOrder/detail', { timeout: 20_000 }, () => {
  it('shows the order: status, segment, passengers with masked documents and tickets, contact, price', async () => {
    renderDetail([detailMock(flightOrder('PAID'))]);
    expect((await screen.findByTestId('order-status')).textContent).toBe('已出票');
    expect(screen.getByText('CA1501', { exact: false })).toBeTruthy();
    expect(screen.getByText('首都T3')).toBeTruthy();
    expect(screen.getByText('虹桥T2')).toBeTruthy();
    expect(screen.getAllByTestId('passenger').map((p) => p.textContent)).toEqual([
      expect.stringContaining('张三'),
      expect.stringContaining('李四'),
    ]);
    expect(screen.getAllByText('身份证 1101**********1234')).toHaveLength(2);
    expect(screen.getByText('票号 999-0000000011')).toBeTruthy();
    expect(screen.getByText('138****8000')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('¥1710');
  });

  it('while unpaid: the countdown, 去支付 to the pay page, and no after-sales actions', async () => {
    const router = renderDetail([detailMock(flightOrder('UNPAID'))]);
    expect((await screen.findByTestId('pay-countdown')).textContent).toMatch(/^2[45]:\d\d$/);
    expect(await buttonNames()).toEqual(['取消订单', '去支付 ¥1710']);
    fireEvent.click((await bar()).getByRole('button', { name: /去支付/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('cancels an unpaid order after the member confirms, and shows it cancelled', async () => {
    const cancelled = flightOrder('CANCELLED');
    renderDetail([
      detailMock(flightOrder('UNPAID')),
      {
        request: { query: OrderDetailFrameCancelOrderDocument, variables: { input: { orderNo: ORDER_NO } } },
        result: {
          data: { cancelOrder: { __typename: 'CancelOrderPayload', order: cancelled, userErrors: [] } },
        },
      },
    ]);
    fireEvent.click((await bar()).getByRole('button', { name: '取消订单' }));
    await tapInDialog('取消订单');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('已取消'), SLOW);
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
    expect(await buttonNames()).toEqual(['删除订单']);
  });

  it('keeps an unpaid order when the member changes their mind', async () => {
    renderDetail([detailMock(flightOrder('UNPAID'))]);
    fireEvent.click((await bar()).getByRole('button', { name: '取消订单' }));
    await tapInDialog('再想想');
    await dialogsGone();
    expect(screen.getByTestId('order-status').textContent).toBe('待支付');
  });

  it('once ticketed offers 改签 and 退票, each to its page', async () => {
    const router = renderDetail([detailMock(flightOrder('PAID'))]);
    expect(await buttonNames()).toEqual(['改签', '退票']);
    fireEvent.click((await bar()).getByRole('button', { name: '退票' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/refund'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('改签 of a domestic order opens airChange', async () => {
    const router = renderDetail([detailMock(flightOrder('PAID'))]);
    fireEvent.click((await bar()).getByRole('button', { name: '改签' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/airChange'));
  });

  it('a finished order offers 申请发票 and 删除订单; deleting returns to the list', async () => {
    const cache = createCache();
    const router = renderDetail(
      [
        detailMock(flightOrder('FINISHED')),
        {
          request: {
            query: OrderDetailFrameDeleteOrderDocument,
            variables: { input: { orderNo: ORDER_NO } },
          },
          result: {
            data: {
              deleteOrder: { __typename: 'DeleteOrderPayload', deletedOrderNo: ORDER_NO, userErrors: [] },
            },
          },
        },
      ],
      { cache },
    );
    expect(await buttonNames()).toEqual(['删除订单', '申请发票']);
    expect(cache.extract()[`FlightOrder:${ORDER_NO}`]).toBeDefined();
    fireEvent.click((await bar()).getByRole('button', { name: '删除订单' }));
    await tapInDialog('删除');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/allorder'), SLOW);
    expect(new URLSearchParams(router.state.location.search).get('ProStatusType')).toBe('999');
    // Gone from the cache too, so the list cannot show it again.
    await waitFor(() => expect(cache.extract()[`FlightOrder:${ORDER_NO}`]).toBeUndefined());
  });

  it('申请发票 opens the invoice page for this order', async () => {
    const router = renderDetail([detailMock(flightOrder('FINISHED'))]);
    fireEvent.click((await bar()).getByRole('button', { name: '申请发票' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/fapiao'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('a refused delete says why and stays', async () => {
    const router = renderDetail([
      detailMock(flightOrder('FINISHED')),
      {
        request: { query: OrderDetailFrameDeleteOrderDocument, variables: { input: { orderNo: ORDER_NO } } },
        result: {
          data: {
            deleteOrder: {
              __typename: 'DeleteOrderPayload',
              deletedOrderNo: null,
              userErrors: [userError('订单当前不可删除', 'ORDER_NOT_DELETABLE')],
            },
          },
        },
      },
    ]);
    fireEvent.click((await bar()).getByRole('button', { name: '删除订单' }));
    await tapInDialog('删除');
    expect(await screen.findByText('订单当前不可删除', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myOrder/airOrder/detail');
  });

  it('while a refund is processed offers nothing to tap', async () => {
    renderDetail([detailMock(flightOrder('REFUNDING'))]);
    expect((await screen.findByTestId('order-status')).textContent).toBe('退票中');
    expect(screen.queryByRole('contentinfo', { name: '订单操作' })).toBeNull();
  });

  it('moves an international order to interDetail', async () => {
    const router = renderDetail([detailMock(flightOrder('PAID', { international: true }))]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/interDetail'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('says so when the order is not the member’s', async () => {
    renderDetail([detailMock(null)]);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });

  it('sends an anonymous visitor to the login, coming back here', async () => {
    const router = renderDetail([detailMock(null)], { session: sessionMock(null) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/myOrder/airOrder/detail?orderNo=${ORDER_NO}`,
    );
  });

  it('offers 重试 after a failure and recovers', async () => {
    renderDetail([
      {
        request: { query: AirOrderDetailPageQueryDocument, variables: { orderNo: ORDER_NO } },
        error: new TypeError('Failed to fetch'),
      },
      detailMock(flightOrder('PAID')),
    ]);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('order-status')).textContent).toBe('已出票');
  });
});

describe('/myOrder/airOrder/interDetail', { timeout: 20_000 }, () => {
  it('shows an international order with its check-in advice, and 改签 opens interChange', async () => {
    const { router } = renderPage(interDetailPage, {
      url: `/myOrder/airOrder/interDetail?orderNo=${ORDER_NO}`,
      mocks: [
        sessionMock(),
        {
          // interDetail is the domestic page with its operation (see interDetail.tsx).
          request: { query: AirOrderDetailPageQueryDocument, variables: { orderNo: ORDER_NO } },
          result: { data: { order: flightOrder('PAID', { international: true }) } },
        },
      ],
      routes: [{ path: '/myOrder/airOrder/interChange', element: <p>international change</p> }],
      cache: createCache(),
    });
    expect(await screen.findByText(/提前3小时到达机场/)).toBeTruthy();
    fireEvent.click((await bar()).getByRole('button', { name: '改签' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/interChange'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });
});
