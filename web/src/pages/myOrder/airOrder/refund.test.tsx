import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AirOrderAirRefundPageApplyDocument,
  AirOrderAirRefundPageQueryDocument,
  AirOrderRefundPageQueryDocument,
  AirOrderRefundPageRuleQueryDocument,
} from '../../../__generated__/graphql.ts';
import { flightOrder, refund, refundQuote, userError } from '../../../features/flightOrder/testData.ts';
import { openDialog, tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as airRefundPage from './airRefund.tsx';
import * as refundPage from './refund.tsx';

const ORDER_NO = 'F202611230001';
// The dialog closes, then the mutation runs: on a loaded machine that can take over a second.
const SLOW = { timeout: 5000 };

/** The notice (refund) or the application (airRefund) at `url`, each leading to the other. */
function renderAt(url: string, mocks: MockedResponse[]) {
  const notice = url.startsWith('/myOrder/airOrder/refund');
  const { router } = renderPage(notice ? refundPage : airRefundPage, {
    url,
    mocks: [sessionMock(), ...mocks],
    pages: notice ? { '/myOrder/airOrder/airRefund': airRefundPage } : {},
    routes: [{ path: '/myOrder/airOrder/result', element: <p>result page</p> }],
  });
  return router;
}

const applyPageMock = (): MockedResponse => ({
  request: {
    query: AirOrderAirRefundPageQueryDocument,
    variables: { orderNo: ORDER_NO, passengerIds: ['11'] },
  },
  result: { data: { order: flightOrder('PAID'), flightRefundQuote: refundQuote(8050, 85500) } },
});

describe('/myOrder/airOrder/refund (退票须知)', { timeout: 20_000 }, () => {
  const mocks = (order: ReturnType<typeof flightOrder>): MockedResponse[] => [
    {
      request: { query: AirOrderRefundPageQueryDocument, variables: { orderNo: ORDER_NO } },
      result: { data: { order } },
    },
    {
      request: { query: AirOrderRefundPageRuleQueryDocument, variables: { orderNo: ORDER_NO } },
      result: { data: { flightRefundQuote: refundQuote(0, 0) } },
    },
  ];

  it('shows the rule that applies now and goes on with the chosen passengers', async () => {
    const router = renderAt(`/myOrder/airOrder/refund?orderNo=${ORDER_NO}`, [
      ...mocks(flightOrder('PAID')),
      applyPageMock(),
    ]);
    expect((await screen.findByTestId('refund-rule')).textContent).toBe(
      '起飞前48小时至7天，收取票面价10%（距起飞约 60 小时）',
    );
    const next = screen.getByRole('button', { name: '下一步' });
    expect(next.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('张三'));
    await waitFor(() => expect(router.state.location.search).toContain('passengerIds=11'));
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/airRefund'));
    expect(router.state.location.search).toBe(`?orderNo=${ORDER_NO}&passengerIds=11`);
    expect(await screen.findByTestId('refund-quote')).toBeTruthy();
  });

  it('keeps the choice in the URL, so a reload shows it ticked', async () => {
    renderAt(`/myOrder/airOrder/refund?orderNo=${ORDER_NO}&passengerIds=12`, mocks(flightOrder('PAID')));
    expect(await screen.findByText('已选 1 人')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一步' }).hasAttribute('disabled')).toBe(false);
  });

  it('says so, and offers no passengers, when the order cannot be refunded', async () => {
    renderAt(`/myOrder/airOrder/refund?orderNo=${ORDER_NO}`, mocks(flightOrder('REFUNDING')));
    expect(await screen.findByText(/该订单当前不可退票/)).toBeTruthy();
    expect(screen.queryByText('选择退票乘客')).toBeNull();
    expect(screen.getByRole('button', { name: '下一步' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('/myOrder/airOrder/airRefund (申请退票)', { timeout: 20_000 }, () => {
  const url = `/myOrder/airOrder/airRefund?orderNo=${ORDER_NO}&passengerIds=11`;
  const applyMock = (result: unknown): MockedResponse => ({
    request: {
      query: AirOrderAirRefundPageApplyDocument,
      variables: { input: { orderNo: ORDER_NO, passengerIds: ['11'], reason: '行程有变' } },
    },
    result: {
      data: { applyFlightRefund: { __typename: 'ApplyFlightRefundPayload', ...(result as object) } },
    },
  });

  it('shows the server’s quote for the chosen passengers: paid, fee, amount back and the rule', async () => {
    renderAt(url, [applyPageMock()]);
    const quote = await screen.findByTestId('refund-quote');
    expect(quote.textContent).toContain('实付金额¥855');
    expect(quote.textContent).toContain('退票手续费-¥80.5');
    expect(quote.textContent).toContain('预计退回¥774.5');
    expect(screen.getByTestId('refund-rule').textContent).toBe('起飞前48小时至7天，收取票面价10%');
    // Only the chosen passenger is listed.
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.queryByText('李四')).toBeNull();
  });

  it('asks for a reason, confirms the fee, applies and shows the result', async () => {
    const order = { ...flightOrder('REFUNDING') };
    const router = renderAt(url, [
      applyPageMock(),
      applyMock({ refund: refund(ORDER_NO), order, userErrors: [] }),
    ]);
    const submit = await screen.findByRole('button', { name: '请选择退票原因' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('行程有变'));
    fireEvent.click(await screen.findByRole('button', { name: '确认退票' }));
    expect((await openDialog()).textContent).toContain('退票费 ¥80.5，预计退回 ¥774.5');
    await tapInDialog('确认退票');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/result'), SLOW);
    expect(router.state.location.search).toBe(`?type=0&orderNo=${ORDER_NO}&refundNo=R202611200001`);
  });

  it('shows a refusal and stays on the page', async () => {
    const router = renderAt(url, [
      applyPageMock(),
      applyMock({
        refund: null,
        order: null,
        userErrors: [userError('该乘客已办理值机，请先取消值机', 'CHECKED_IN')],
      }),
    ]);
    fireEvent.click(await screen.findByText('行程有变'));
    fireEvent.click(await screen.findByRole('button', { name: '确认退票' }));
    await tapInDialog('确认退票');
    expect(await screen.findByText('该乘客已办理值机，请先取消值机', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myOrder/airOrder/airRefund');
  });

  it('shows why the quote failed, with 重试', async () => {
    renderAt(url, [
      {
        request: {
          query: AirOrderAirRefundPageQueryDocument,
          variables: { orderNo: ORDER_NO, passengerIds: ['11'] },
        },
        result: { errors: [{ message: '所选乘客不可退票', extensions: { code: 'NOT_REFUNDABLE' } }] },
      },
    ]);
    expect(await screen.findByText('所选乘客不可退票')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
