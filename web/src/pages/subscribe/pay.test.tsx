import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PayPagePayOrderDocument, PayPageQueryDocument } from '../../__generated__/graphql.ts';
import { HostProvider } from '../../app/HostContext.tsx';
import { listOrder, ME } from '../../features/order/testData.ts';
import { BROWSER_HOST, type HostInfo } from '../../lib/host/index.ts';
import type * as routes from '../../lib/orderRoutes.ts';
import { dialogsGone, openDialog, tapInDialog } from '../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../test/renderPage.tsx';
import * as payPage from './pay.tsx';

const opened = vi.hoisted(() => ({ cashier: [] as string[] }));
vi.mock('../../lib/orderRoutes.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof routes>()),
  openCashier: (href: string) => opened.cashier.push(href),
}));

beforeEach(() => {
  opened.cashier = [];
});

const ORDER_NO = '2611230930001234';
// A mutation's answer and its toast can take over a second on a loaded machine.
const SLOW = { timeout: 5000 };
const PAY_NO = 'P261123093000abcdef0123456789ab';

function payOrder(overrides: Parameters<typeof listOrder>[0] = {}) {
  const { actions: _list, ...order } = listOrder({ orderNo: ORDER_NO, ...overrides });
  const unpaid = order.status === 'UNPAID' && (order.payRemainingSeconds ?? 0) > 0;
  return {
    ...order,
    travelDate: '2026-11-23',
    payDeadline: unpaid ? '2026-11-23T09:45:00+08:00' : null,
    actions: { __typename: 'OrderActions', canPay: unpaid },
  };
}

const member = sessionMock(ME);
const orderMock = (order: unknown): MockedResponse => ({
  request: { query: PayPageQueryDocument, variables: { orderNo: ORDER_NO } },
  result: { data: { order } },
  maxUsageCount: 3,
});
const payMock = (method: string, payload: Record<string, unknown>): MockedResponse => ({
  request: { query: PayPagePayOrderDocument, variables: { input: { orderNo: ORDER_NO, method } } },
  result: {
    data: { payOrder: { __typename: 'PayOrderPayload', payment: null, userErrors: [], ...payload } },
  },
});

function renderPay(mocks: MockedResponse[], host: HostInfo = BROWSER_HOST) {
  const { router } = renderPage(payPage, {
    url: `/subscribe/pay?orderNo=${ORDER_NO}`,
    mocks,
    routes: [
      { path: '/subscribe/paySuccess', element: <p>pay success page</p> },
      { path: '/myOrder/allorder', element: <p>order list</p> },
      { path: '/myOrder/hotelOrder/orderDetail', element: <p>hotel order detail</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    wrapper: ({ children }: { children: ReactNode }) => <HostProvider host={host}>{children}</HostProvider>,
  });
  return router;
}

describe('/subscribe/pay', () => {
  it('shows the order, the countdown and both methods; 确认支付 opens the cashier of the chosen method', async () => {
    renderPay([
      member,
      orderMock(payOrder()),
      payMock('ALIPAY', {
        payment: { __typename: 'Payment', payNo: PAY_NO, method: 'ALIPAY', cashierUrl: `/cashier/${PAY_NO}` },
      }),
    ]);
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥1280');
    expect(screen.getByText('北京 → 上海')).toBeTruthy();
    expect(screen.getByTestId('pay-countdown').textContent).toBe('15:00');
    expect(screen.getByText('微信支付')).toBeTruthy();
    // Each method's radio is named by the method (a screen reader says which one is chosen).
    expect(screen.getByRole('radio', { name: '微信支付' })).toBeTruthy();
    fireEvent.click(screen.getByText('支付宝'));
    expect(screen.getByRole('radio', { name: '支付宝' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    await waitFor(() => expect(opened.cashier).toEqual([`/cashier/${PAY_NO}`]), SLOW);
  });

  it('offers only WeChat Pay inside a mini-program', async () => {
    renderPay(
      [
        member,
        orderMock(payOrder()),
        payMock('WECHAT', {
          payment: {
            __typename: 'Payment',
            payNo: PAY_NO,
            method: 'WECHAT',
            cashierUrl: `/cashier/${PAY_NO}`,
          },
        }),
      ],
      { ...BROWSER_HOST, kind: 'mini-program', inMiniProgram: true, inWeChat: true, hideChrome: true },
    );
    expect(await screen.findByText('小程序内仅支持微信支付')).toBeTruthy();
    expect(screen.queryByText('支付宝')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /确认支付/ }));
    await waitFor(() => expect(opened.cashier).toEqual([`/cashier/${PAY_NO}`]), SLOW);
  });

  it('says 订单已超时 with no pay button once the server’s deadline has passed', async () => {
    renderPay([
      member,
      orderMock(payOrder({ status: 'CANCELLED', statusText: '已取消', payRemainingSeconds: null })),
    ]);
    expect(await screen.findByText('订单已超时')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认支付/ })).toBeNull();
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
  });

  // The pay page reads the generic `order`: any product's order pays the same way. Trains (type 20)
  // have no detail page yet, so 查看订单 must fall back to the order list rather than a dead link.
  const hotelOrder = (overrides: Parameters<typeof payOrder>[0] = {}) => ({
    ...payOrder({ type: 'HOTEL', typeCode: 3, ...overrides }),
    title: '北京国贸大酒店',
    subtitle: '11月23日入住 1晚 豪华大床房',
  });

  it('shows an order of another product: its type, title, total and countdown', async () => {
    renderPay([member, orderMock(hotelOrder())]);
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥1280');
    expect(screen.getByText('北京国贸大酒店')).toBeTruthy();
    expect(screen.getByText('酒店')).toBeTruthy();
    expect(screen.getByText('11月23日入住 1晚 豪华大床房')).toBeTruthy();
    expect(screen.getByTestId('pay-countdown').textContent).toBe('15:00');
    expect(screen.getByRole('button', { name: /确认支付/ })).toBeTruthy();
  });

  it('查看订单 of a hotel order opens the hotel order’s detail', async () => {
    const router = renderPay([
      member,
      orderMock(hotelOrder({ status: 'CANCELLED', statusText: '已取消', payRemainingSeconds: null })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/orderDetail'));
  });

  it('查看订单 of a product without a detail page opens the order list', async () => {
    const router = renderPay([
      member,
      orderMock({
        ...payOrder({
          type: 'TRAIN',
          typeCode: 20,
          status: 'CANCELLED',
          statusText: '已取消',
          payRemainingSeconds: null,
        }),
        title: '北京南 → 上海虹桥',
        subtitle: '11月23日 G1 二等座',
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '查看订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/allorder'));
    expect(new URLSearchParams(router.state.location.search).get('ProStatusType')).toBe('999');
  });

  it('refuses to open a cashier that is not on this site', async () => {
    renderPay([
      member,
      orderMock(payOrder()),
      payMock('WECHAT', {
        payment: {
          __typename: 'Payment',
          payNo: PAY_NO,
          method: 'WECHAT',
          cashierUrl: 'https://evil.example/pay',
        },
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /确认支付/ }));
    expect(await screen.findByText('支付暂时无法发起，请稍后重试', {}, SLOW)).toBeTruthy();
    expect(opened.cashier).toEqual([]);
  });

  it('goes to the result when the server says the order is already paid', async () => {
    const router = renderPay([
      member,
      orderMock(payOrder()),
      payMock('WECHAT', {
        userErrors: [
          {
            __typename: 'UserError',
            field: null,
            code: 'ORDER_ALREADY_PAID',
            message: '订单已支付，无需重复支付',
          },
        ],
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /确认支付/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/paySuccess'), SLOW);
  });

  it('asks before leaving an order that can still be paid (spec §8)', async () => {
    const router = renderPay([member, orderMock(payOrder())]);
    await screen.findByTestId('pay-amount');
    // The leave guard registers in effects after the page renders: let React finish them.
    await act(async () => {});
    const back = () => fireEvent.click(document.querySelector('.adm-nav-bar-back')!);
    back();
    expect(within(await openDialog()).getByText('优惠不等人,真的要走吗?')).toBeTruthy();
    await tapInDialog('继续购买');
    await dialogsGone();
    expect(router.state.location.pathname).toBe('/subscribe/pay');
    back();
    await tapInDialog('狠心离开');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/allorder'));
  });
});
