import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HotelOrderDetailPageQueryDocument } from '../../../__generated__/graphql.ts';
import { createCache } from '../../../app/apollo.ts';
import { ORDER_NO, hotelOrder, refund } from '../../../features/hotelOrder/testData.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as chargePage from './hotelChargeDetails.tsx';
import * as refundDetailPage from './hotel-refund-detail.tsx';

const detailMock = (order: unknown): MockedResponse => ({
  request: { query: HotelOrderDetailPageQueryDocument, variables: { orderNo: ORDER_NO } },
  result: { data: { order } },
});

function open(page: typeof chargePage | typeof refundDetailPage, path: string, order: unknown) {
  return renderPage(page, {
    url: `${path}?orderNo=${ORDER_NO}`,
    mocks: [sessionMock(), detailMock(order)],
    cache: createCache(),
    routes: [
      { path: '/myOrder/hotelOrder/orderDetail', element: <p>order detail</p> },
      { path: '/myOrder/allorder', element: <p>order list</p> },
    ],
  }).router;
}

describe('/myOrder/hotelOrder/hotel-refund-detail', { timeout: 20_000 }, () => {
  const openRefund = (order: unknown) =>
    open(refundDetailPage, '/myOrder/hotelOrder/hotel-refund-detail', order);

  it('while processing: the status, the amounts, the rule, the reason and when it was applied', async () => {
    openRefund(hotelOrder('REFUNDING', { withRefund: refund('PROCESSING', 58800) }));
    expect((await screen.findByTestId('refund-status')).textContent).toBe('退款中');
    expect(screen.getByText('已过免费取消时间，扣除首晚房费')).toBeTruthy();
    const amounts = screen.getByTestId('refund-amounts');
    expect(amounts.textContent).toContain('实付金额¥2160');
    expect(amounts.textContent).toContain('扣除费用-¥588');
    expect(amounts.textContent).toContain('退款金额¥1572');
    expect(screen.getByText('行程有变')).toBeTruthy();
    expect(screen.getByText('2026-11-27 10:00', { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByText('到账时间')).toBeNull();
    const steps = within(screen.getByTestId('refund-steps')).getAllByRole('listitem');
    expect(steps[2]!.textContent).toBe('¥1572 将原路退回，请耐心等待');
    expect(steps[2]!.className).toBe('');
  });

  it('once refunded: the money back and when', async () => {
    openRefund(hotelOrder('REFUNDED', { withRefund: refund('REFUNDED') }));
    expect((await screen.findByTestId('refund-status')).textContent).toBe('已退款');
    expect(screen.getByText('2026-11-27 10:10', { selector: 'dd' })).toBeTruthy();
    const steps = within(screen.getByTestId('refund-steps')).getAllByRole('listitem');
    expect(steps[2]!.textContent).toBe('¥2160 已退回原支付账户2026-11-27 10:10');
  });

  it('an order without a refund says so, and leads back to the order', async () => {
    const router = openRefund(hotelOrder('PAID'));
    expect(await screen.findByText('暂无退款记录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看订单详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/orderDetail'));
  });

  it('an order that is not there says so', async () => {
    openRefund(null);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});

describe('/myOrder/hotelOrder/hotelChargeDetails', { timeout: 20_000 }, () => {
  it('lists the charge night by night, with the total', async () => {
    open(chargePage, '/myOrder/hotelOrder/hotelChargeDetails', hotelOrder('PAID'));
    const table = await screen.findByTestId('charges');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['日期', '单价', '间数', '小计'],
      ['11月28日 周六', '¥588', '2', '¥1176'],
      ['11月29日 周日', '¥498', '2', '¥996'],
      ['合计', '¥2172'],
    ]);
    expect(screen.getByText('高级大床房 · 11月28日-11月30日 · 共2晚')).toBeTruthy();
  });

  it('an order that is not there says so', async () => {
    open(chargePage, '/myOrder/hotelOrder/hotelChargeDetails', null);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});
