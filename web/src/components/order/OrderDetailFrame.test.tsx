import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderDetailFrameCancelOrderDocument } from '../../__generated__/graphql.ts';
import { dialogsGone, tapInDialog } from '../../test/dialogs.ts';
import { renderPage } from '../../test/renderPage.tsx';
import type { AfterSaleGroup, ProductAction } from './OrderDetailFrame.tsx';
import { OrderDetailFrame, orderActions } from './OrderDetailFrame.tsx';

const ORDER_NO = 'H202611230001';
// After a dialog closes its mutation runs: on a loaded machine that can take over a second.
const SLOW = { timeout: 5000 };

const NO_ACTIONS = {
  canPay: false,
  canCancel: false,
  canDelete: false,
  canRefund: false,
  canChange: false,
  canRequestInvoice: false,
};

/**
 * An order as the frame's fragment selects it, of no product in particular: `FlightOrder` is only
 * the schema's one implementation of `Order`, and nothing of a flight comes with it.
 */
function anyOrder(
  status: 'UNPAID' | 'PAID' | 'FINISHED',
  actions: Partial<typeof NO_ACTIONS>,
  payRemainingSeconds: number | null = status === 'UNPAID' ? 600 : null,
) {
  return {
    __typename: 'FlightOrder' as const,
    id: ORDER_NO,
    orderNo: ORDER_NO,
    status,
    statusText: { UNPAID: '待支付', PAID: '待入住', FINISHED: '已完成' }[status],
    createdAt: '2026-11-20T09:30:00+08:00',
    payRemainingSeconds,
    total: { __typename: 'Money' as const, fen: 39900, text: '¥399' },
    actions: { __typename: 'OrderActions' as const, ...NO_ACTIONS, ...actions },
  };
}

/** The frame alone on a page, with only generic price lines and what the test gives. */
function renderFrame(
  order: ReturnType<typeof anyOrder>,
  {
    mocks = [],
    afterSales,
    productActions,
    onRefresh = () => {},
  }: {
    mocks?: MockedResponse[];
    afterSales?: AfterSaleGroup[];
    productActions?: ProductAction[];
    onRefresh?: () => void;
  } = {},
) {
  const Frame = () => (
    <OrderDetailFrame
      order={order}
      hint="房间已为您保留"
      cancelWarning="取消后房间将不再保留。确定取消吗？"
      priceLines={[{ label: '豪华大床房', count: 1, unitPrice: '¥399', amount: '¥399' }]}
      afterSales={afterSales}
      productActions={productActions}
      onRefresh={onRefresh}
    />
  );
  const elsewhere = (path: string, name: string) => ({ path, element: <p>{name}</p> });
  return renderPage(
    { default: Frame },
    {
      url: '/myOrder/hotel/detail',
      mocks,
      routes: [
        elsewhere('/subscribe/pay', 'pay page'),
        elsewhere('/myOrder/fapiao', 'invoice page'),
        elsewhere('/myOrder/hotel/refund', 'hotel refund'),
        elsewhere('/myOrder/hotel/refundDetail', 'hotel refund detail'),
      ],
    },
  ).router;
}

const bar = async () => within(await screen.findByRole('contentinfo', { name: '订单操作' }));
const buttonNames = async () =>
  (await bar()).getAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ' ').trim());

describe('orderActions', () => {
  const keys = (a: Partial<typeof NO_ACTIONS>, product: ProductAction[] = []) =>
    orderActions({ ...NO_ACTIONS, ...a }, product).map((x) => x.key);
  const refund: ProductAction = { key: 'refund', text: '退款', when: 'canRefund', href: '/r' };

  it('offers exactly what the server allows, the product’s own before paying (the main button)', () => {
    expect(keys({})).toEqual([]);
    expect(keys({ canPay: true, canCancel: true })).toEqual(['cancel', 'pay']);
    expect(keys({ canDelete: true, canRequestInvoice: true })).toEqual(['delete', 'invoice']);
    expect(keys({ canPay: true, canRefund: true }, [refund])).toEqual(['refund', 'pay']);
    // A product action whose flag is off is not offered, whatever the product passes.
    expect(keys({ canChange: true }, [refund])).toEqual([]);
  });
});

describe('OrderDetailFrame', { timeout: 20_000 }, () => {
  it('while unpaid: the countdown instead of the hint, the total, the number, 去支付 to the pay page', async () => {
    const router = renderFrame(anyOrder('UNPAID', { canPay: true, canCancel: true }));
    expect((await screen.findByTestId('pay-countdown')).textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(screen.queryByText('房间已为您保留')).toBeNull();
    expect(screen.getByTestId('order-status').textContent).toBe('待支付');
    expect(screen.getByText(`订单号 ${ORDER_NO} · 下单时间 2026-11-20 09:30`)).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('¥399');
    expect(screen.getByText('豪华大床房')).toBeTruthy();
    expect(await buttonNames()).toEqual(['取消订单', '去支付 ¥399']);
    fireEvent.click((await bar()).getByRole('button', { name: /去支付/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('asks the order again when the time to pay runs out', async () => {
    const onRefresh = vi.fn();
    renderFrame(anyOrder('UNPAID', { canPay: true }, 1), { onRefresh });
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1), SLOW);
    expect(screen.getByTestId('pay-countdown').textContent).toBe('00:00');
  });

  it('once paid shows the product’s hint and offers only what `actions` allows', async () => {
    const router = renderFrame(anyOrder('PAID', { canRefund: true }), {
      productActions: [
        { key: 'change', text: '改期', when: 'canChange', onClick: () => {} },
        { key: 'refund', text: '退款', when: 'canRefund', href: '/myOrder/hotel/refund?orderNo=1' },
      ],
    });
    expect(await screen.findByText('房间已为您保留')).toBeTruthy();
    expect(screen.queryByTestId('pay-countdown')).toBeNull();
    // The status says paid, yet neither 取消订单 nor 改期: only what the server's flags offer.
    expect(await buttonNames()).toEqual(['退款']);
    fireEvent.click((await bar()).getByRole('button', { name: '退款' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotel/refund'));
  });

  it('runs a product action given as a callback, and 申请发票 opens the invoice page', async () => {
    const onClick = vi.fn();
    const router = renderFrame(anyOrder('FINISHED', { canRequestInvoice: true, canChange: true }), {
      productActions: [{ key: 'change', text: '改期', when: 'canChange', onClick }],
    });
    expect(await buttonNames()).toEqual(['申请发票', '改期']);
    fireEvent.click((await bar()).getByRole('button', { name: '改期' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.click((await bar()).getByRole('button', { name: '申请发票' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/fapiao'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
  });

  it('offers no bar when the server allows nothing', async () => {
    renderFrame(anyOrder('PAID', {}));
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('contentinfo', { name: '订单操作' })).toBeNull();
  });

  it('取消订单 asks first: 再想想 sends nothing, confirming sends cancelOrder', async () => {
    const cancelled = vi.fn(() => ({
      data: {
        cancelOrder: {
          __typename: 'CancelOrderPayload',
          order: { ...anyOrder('FINISHED', { canDelete: true }), statusText: '已取消' },
          userErrors: [],
        },
      },
    }));
    renderFrame(anyOrder('UNPAID', { canPay: true, canCancel: true }), {
      mocks: [
        {
          request: {
            query: OrderDetailFrameCancelOrderDocument,
            variables: { input: { orderNo: ORDER_NO } },
          },
          result: cancelled,
        },
      ],
    });
    fireEvent.click((await bar()).getByRole('button', { name: '取消订单' }));
    expect(await screen.findByText('取消后房间将不再保留。确定取消吗？')).toBeTruthy();
    await tapInDialog('再想想');
    await dialogsGone();
    expect(cancelled).not.toHaveBeenCalled();

    fireEvent.click((await bar()).getByRole('button', { name: '取消订单' }));
    await tapInDialog('取消订单');
    expect(await screen.findByText('订单已取消', {}, SLOW)).toBeTruthy();
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('lists the after-sale rows the product maps, each opening its href; an empty group is left out', async () => {
    const router = renderFrame(anyOrder('PAID', {}), {
      afterSales: [
        {
          title: '退款记录',
          testId: 'after-sale-row',
          rows: [
            {
              key: 'R1',
              title: '退款 ¥399',
              amount: '手续费 ¥0',
              description: '申请于 2026-11-21 10:00',
              statusText: '退款中',
              tone: 'warning',
              href: '/myOrder/hotel/refundDetail?refundNo=R1',
            },
          ],
        },
        { title: '改期记录', rows: [] },
      ],
    });
    const row = await screen.findByTestId('after-sale-row');
    expect(screen.getByRole('heading', { name: '退款记录' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '改期记录' })).toBeNull();
    expect(row.textContent).toContain('退款 ¥399（手续费 ¥0）');
    expect(row.textContent).toContain('申请于 2026-11-21 10:00');
    expect(row.textContent).toContain('退款中');
    fireEvent.click(within(row).getByText('退款 ¥399'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotel/refundDetail'));
    expect(router.state.location.search).toBe('?refundNo=R1');
  });
});
