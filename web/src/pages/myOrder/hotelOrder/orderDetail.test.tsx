import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  HotelOrderDetailPageQueryDocument,
  OrderDetailFrameCancelOrderDocument,
} from '../../../__generated__/graphql.ts';
import { createCache } from '../../../app/apollo.ts';
import { ORDER_NO, hotelOrder, refund } from '../../../features/hotelOrder/testData.ts';
import { tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as detailPage from './orderDetail.tsx';

// After a dialog closes its mutation runs: on a loaded machine that can take over a second.
const SLOW = { timeout: 5000 };

function renderDetail(mocks: MockedResponse[], session = sessionMock()) {
  const elsewhere = (name: string) => ({ element: <p>{name}</p> });
  return renderPage(detailPage, {
    url: `/myOrder/hotelOrder/orderDetail?orderNo=${ORDER_NO}`,
    mocks: [session, ...mocks],
    // The app's cache: it knows HotelOrder is an Order, which the frame's fragment needs.
    cache: createCache(),
    routes: [
      { path: '/myOrder/hotelOrder/hotelRefund', ...elsewhere('refund form') },
      { path: '/myOrder/hotelOrder/hotel-refund-detail', ...elsewhere('refund detail') },
      { path: '/myOrder/hotelOrder/hotelChargeDetails', ...elsewhere('charge details') },
      { path: '/myOrder/allorder', ...elsewhere('order list') },
      { path: '/subscribe/pay', ...elsewhere('pay page') },
      { path: '/login', ...elsewhere('login page') },
    ],
  }).router;
}

const detailMock = (order: unknown): MockedResponse => ({
  request: { query: HotelOrderDetailPageQueryDocument, variables: { orderNo: ORDER_NO } },
  result: { data: { order } },
});

const bar = async () => within(await screen.findByRole('contentinfo', { name: '订单操作' }));
const buttonNames = async () =>
  (await bar()).getAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ' ').trim());

describe('/myOrder/hotelOrder/orderDetail', { timeout: 20_000 }, () => {
  it('sends an anonymous visitor to the login', async () => {
    const router = renderDetail([detailMock(null)], sessionMock(null));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the hotel, the stay, the guests, the masked contact, the nights and the policy', async () => {
    renderDetail([detailMock(hotelOrder('PAID'))]);
    expect((await screen.findByTestId('order-status')).textContent).toBe('待入住');
    expect(screen.getByText('酒店已确认，请于11月28日 14:00后凭入住人姓名办理入住')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '上海外滩悦居酒店' })).toBeTruthy();
    expect(screen.getByText('高档型 · 上海 · 黄浦区中山东一路18号')).toBeTruthy();
    expect(screen.getByRole('link', { name: /致电酒店/ }).getAttribute('href')).toBe('tel:021-63210000');
    expect(screen.getByRole('link', { name: '地图导航' }).getAttribute('href')).toContain(
      'position=121.4903%2C31.2401',
    );
    expect(screen.getByText('11月28日 周六 14:00后')).toBeTruthy();
    expect(screen.getByText('11月30日 周一 12:00前')).toBeTruthy();
    expect(screen.getByText('高级大床房 · 1张1.8米大床')).toBeTruthy();
    expect(screen.getByText('2间 × 2晚')).toBeTruthy();
    expect(screen.getByText('20:00')).toBeTruthy();
    expect(screen.getByText('尽量安排高楼层')).toBeTruthy();
    expect(screen.getByText('HT8866123')).toBeTruthy();
    expect(
      within(screen.getByTestId('guests'))
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['张三', 'SMITH/JOHN']);
    expect(screen.getByText('138****8000')).toBeTruthy();
    // 费用明细: night by night, then the total.
    expect(screen.getByText('¥588 ×2')).toBeTruthy();
    expect(screen.getByText('¥498 ×2')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('¥2172');
    expect(screen.getByTestId('cancel-policy').textContent).toBe(
      '11月28日18:00前可免费取消，之后取消扣除首晚房费',
    );
  });

  it('while unpaid: the countdown, 取消订单 and 去支付, and no refund', async () => {
    const router = renderDetail([detailMock(hotelOrder('UNPAID'))]);
    expect((await screen.findByTestId('pay-countdown')).textContent).toMatch(/^2[45]:\d\d$/);
    expect(await buttonNames()).toEqual(['取消订单', '去支付 ¥2172']);
    // No confirmation number before the hotel has the order.
    expect(screen.queryByText('酒店确认号')).toBeNull();
    fireEvent.click((await bar()).getByRole('button', { name: /去支付/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('cancels an unpaid order after the member confirms', async () => {
    renderDetail([
      detailMock(hotelOrder('UNPAID')),
      {
        request: { query: OrderDetailFrameCancelOrderDocument, variables: { input: { orderNo: ORDER_NO } } },
        result: {
          data: {
            cancelOrder: { __typename: 'CancelOrderPayload', order: hotelOrder('CANCELLED'), userErrors: [] },
          },
        },
      },
    ]);
    fireEvent.click((await bar()).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('取消后房间将被释放，如需入住需重新预订。确定取消吗？')).toBeTruthy();
    await tapInDialog('取消订单');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('已取消'), SLOW);
    expect(await buttonNames()).toEqual(['删除订单']);
  });

  it('offers 申请退款 when the server allows it, leading to the refund form', async () => {
    const router = renderDetail([detailMock(hotelOrder('PAID'))]);
    expect(await buttonNames()).toEqual(['申请退款']);
    fireEvent.click((await bar()).getByRole('button', { name: '申请退款' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/hotelRefund'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('says a non-refundable order cannot be refunded, and offers no refund', async () => {
    renderDetail([detailMock(hotelOrder('PAID', { rule: 'NONE' }))]);
    expect((await screen.findByTestId('cancel-policy')).textContent).toBe(
      '该房型不可取消：订单支付后不可取消、不可退款，未入住也不退还房费。',
    );
    expect(screen.getByText('不可取消')).toBeTruthy();
    expect(screen.queryByRole('contentinfo', { name: '订单操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
  });

  it('lists the refund, which opens its detail', async () => {
    const router = renderDetail([
      detailMock(hotelOrder('REFUNDING', { withRefund: refund('PROCESSING', 58800) })),
    ]);
    const row = await screen.findByTestId('refund-row');
    expect(row.textContent).toContain('退款 ¥1572');
    expect(row.textContent).toContain('扣款 ¥588');
    expect(row.textContent).toContain('退款中');
    fireEvent.click(row);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/hotel-refund-detail'),
    );
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('每晚房费 opens the charge details', async () => {
    const router = renderDetail([detailMock(hotelOrder('PAID'))]);
    fireEvent.click(await screen.findByRole('button', { name: '每晚房费' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/hotelChargeDetails'),
    );
  });

  it('says so when the order is not there (deleted, someone else’s, another product’s)', async () => {
    renderDetail([detailMock(null)]);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看酒店订单' })).toBeTruthy();
  });

  it('shows the load error with 重试', async () => {
    renderDetail([
      {
        request: { query: HotelOrderDetailPageQueryDocument, variables: { orderNo: ORDER_NO } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    expect(await screen.findByText('网络不给力，请检查网络后重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
