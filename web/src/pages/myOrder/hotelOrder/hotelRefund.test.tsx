import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  HotelOrderRefundPageApplyDocument,
  HotelOrderRefundPageQueryDocument,
} from '../../../__generated__/graphql.ts';
import { createCache } from '../../../app/apollo.ts';
import { ORDER_NO, hotelOrder, money, refund } from '../../../features/hotelOrder/testData.ts';
import { dialogsGone, tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as refundPage from './hotelRefund.tsx';
import { refundReason } from './hotelRefund.tsx';

const SLOW = { timeout: 5000 };

function quoteMock(
  terms: { refundable: boolean; feeFen: number; ruleText: string },
  order: unknown = hotelOrder('PAID'),
): MockedResponse {
  return {
    request: { query: HotelOrderRefundPageQueryDocument, variables: { orderNo: ORDER_NO } },
    result: {
      data: {
        order,
        hotelRefundQuote: {
          __typename: 'HotelRefundQuote',
          refundable: terms.refundable,
          paid: money(217200),
          fee: money(terms.feeFen),
          amount: money(terms.refundable ? 217200 - terms.feeFen : 0),
          ruleText: terms.ruleText,
        },
      },
    },
  };
}

const FREE = { refundable: true, feeFen: 0, ruleText: '11月28日18:00前取消，全额退款' };

function applyMock(
  reason: string,
  payload: { refund: unknown; userErrors: { code: string; message: string }[] },
  calls = vi.fn(),
): MockedResponse {
  return {
    request: {
      query: HotelOrderRefundPageApplyDocument,
      variables: { input: { orderNo: ORDER_NO, reason } },
    },
    maxUsageCount: 3,
    result: () => {
      calls();
      return {
        data: {
          applyHotelRefund: {
            __typename: 'ApplyHotelRefundPayload',
            refund: payload.refund,
            order: payload.refund ? hotelOrder('REFUNDING', { withRefund: refund() }) : null,
            userErrors: payload.userErrors.map((e) => ({ __typename: 'UserError', field: null, ...e })),
          },
        },
      };
    },
  };
}

function renderRefund(mocks: MockedResponse[], query = '') {
  return renderPage(refundPage, {
    url: `/myOrder/hotelOrder/hotelRefund?orderNo=${ORDER_NO}${query}`,
    history: [`/myOrder/hotelOrder/orderDetail?orderNo=${ORDER_NO}`],
    mocks: [sessionMock(), ...mocks],
    cache: createCache(),
    routes: [
      { path: '/myOrder/hotelOrder/hotel-refund-detail', element: <p>refund detail</p> },
      { path: '/myOrder/hotelOrder/orderDetail', element: <p>order detail</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  }).router;
}

const confirmButton = () => screen.getByRole('button', { name: /确认退款|请选择退款原因|请填写退款原因/ });

describe('refundReason', () => {
  it('is the chosen reason, with the member’s words when given; 其他原因 needs words', () => {
    expect(refundReason(null, '')).toBeNull();
    expect(refundReason('行程有变', '')).toBe('行程有变');
    expect(refundReason('行程有变', ' 改期了 ')).toBe('行程有变：改期了');
    expect(refundReason('其他原因', '  ')).toBeNull();
    expect(refundReason('其他原因', '家里有事')).toBe('其他原因：家里有事');
    // A reason the page does not offer (an edited URL) is no reason.
    expect(refundReason('随便', '')).toBeNull();
  });
});

describe('/myOrder/hotelOrder/hotelRefund', { timeout: 20_000 }, () => {
  it('shows the server’s terms: paid, fee, what comes back and the rule', async () => {
    renderRefund([
      quoteMock({ refundable: true, feeFen: 58800, ruleText: '已过免费取消时间，扣除首晚房费' }),
    ]);
    expect((await screen.findByTestId('refund-rule')).textContent).toBe('已过免费取消时间，扣除首晚房费');
    const terms = screen.getByTestId('refund-quote');
    expect(terms.textContent).toContain('实付金额¥2172');
    expect(terms.textContent).toContain('扣除费用-¥588');
    expect(terms.textContent).toContain('预计退回¥1584');
    expect(screen.getByText('高级大床房 · 2间')).toBeTruthy();
  });

  it('a non-refundable order: says why, and offers no way to apply', async () => {
    const router = renderRefund([
      quoteMock(
        { refundable: false, feeFen: 0, ruleText: '该房型不可取消，不可退款' },
        hotelOrder('PAID', { rule: 'NONE' }),
      ),
    ]);
    expect(await screen.findByText('该订单不可退款')).toBeTruthy();
    expect(screen.getByText('该房型不可取消，不可退款')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /确认退款|请选择退款原因/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回订单详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/orderDetail'));
  });

  it('needs a reason before it can be sent; 其他原因 needs the member’s words', async () => {
    const router = renderRefund([quoteMock(FREE)]);
    await screen.findByTestId('refund-quote');
    expect(confirmButton().textContent).toBe('请选择退款原因');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('其他原因'));
    await waitFor(() => expect(confirmButton().textContent).toBe('请填写退款原因'));
    // The reason is kept in the URL, without asking for the terms again.
    expect(new URLSearchParams(router.state.location.search).get('reason')).toBe('其他原因');
    fireEvent.change(screen.getByLabelText('退款说明'), { target: { value: '家里有事' } });
    await waitFor(() => expect(confirmButton().textContent).toBe('确认退款'));
  });

  it('applies once after the member confirms, then replaces itself with the refund’s detail', async () => {
    const calls = vi.fn();
    const router = renderRefund([
      quoteMock(FREE),
      applyMock('行程有变', { refund: refund(), userErrors: [] }, calls),
    ]);
    await screen.findByTestId('refund-quote');
    fireEvent.click(screen.getByText('行程有变'));
    await waitFor(() => expect(confirmButton().textContent).toBe('确认退款'));
    await act(async () => {
      fireEvent.click(confirmButton());
      fireEvent.click(confirmButton());
    });
    expect(await screen.findByText(/扣除 ¥0，预计退回 ¥2172/)).toBeTruthy();
    await tapInDialog('确认退款');
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/hotel-refund-detail'),
      SLOW,
    );
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the member changes their mind', async () => {
    const calls = vi.fn();
    renderRefund(
      [quoteMock(FREE), applyMock('行程有变', { refund: refund(), userErrors: [] }, calls)],
      '&reason=行程有变',
    );
    await screen.findByTestId('refund-quote');
    fireEvent.click(confirmButton());
    await tapInDialog('再想想');
    await dialogsGone();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in its words', async () => {
    renderRefund(
      [
        quoteMock(FREE),
        applyMock('行程有变', {
          refund: null,
          userErrors: [{ code: 'REFUND_NOT_ALLOWED', message: '已过入住日，无法申请退款' }],
        }),
      ],
      '&reason=行程有变',
    );
    await screen.findByTestId('refund-quote');
    fireEvent.click(confirmButton());
    await tapInDialog('确认退款');
    expect(await screen.findByText('已过入住日，无法申请退款', {}, SLOW)).toBeTruthy();
  });
});
