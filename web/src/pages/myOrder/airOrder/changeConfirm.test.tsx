import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AirOrderChangeConfirmPageQueryDocument,
  ChangeConfirmApplyDocument,
  ChangeConfirmConfirmDocument,
} from '../../../__generated__/graphql.ts';
import {
  changeOption,
  flightChange,
  flightOrder,
  userError,
} from '../../../features/flightOrder/testData.ts';
import { dialogsGone, openDialog, tapInDialog } from '../../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as changeConfirmPage from './changeConfirm.tsx';

const ORDER_NO = 'F202611230001';
const FARE_ID = 'CA1503.2026-11-24.Y';
const CHANGE_NO = 'C202611200001';
// After the dialog closes two mutations run in turn: on a loaded machine that takes a moment.
const SLOW = { timeout: 5000 };
const URL = `/myOrder/airOrder/changeConfirm?orderNo=${ORDER_NO}&segment=0&passengerIds=11&date=2026-11-24&fareId=${FARE_ID}`;

function renderConfirm(mocks: MockedResponse[], url = URL) {
  const { router } = renderPage(changeConfirmPage, {
    url,
    mocks: [sessionMock(), ...mocks],
    routes: [
      { path: '/myOrder/airOrder/change', element: <p>change options</p> },
      { path: '/myOrder/airOrder/result', element: <p>result page</p> },
      { path: '/subscribe/pay', element: <p>pay page</p> },
    ],
  });
  return router;
}

const pageMock = (
  options: unknown[],
  resume: { changeNo: string; change: unknown } | null = null,
): MockedResponse => ({
  request: {
    query: AirOrderChangeConfirmPageQueryDocument,
    variables: {
      orderNo: ORDER_NO,
      segmentIndex: 0,
      date: '2026-11-24',
      passengerIds: ['11'],
      changeNo: resume?.changeNo ?? '',
      withChange: !!resume,
    },
  },
  result: {
    data: resume
      ? { order: flightOrder('PAID'), flightChange: resume.change }
      : { order: flightOrder('PAID'), flightChangeOptions: options },
  },
});

const applyMock = (payload: { change: unknown; userErrors?: unknown[] }): MockedResponse => ({
  request: {
    query: ChangeConfirmApplyDocument,
    variables: { input: { orderNo: ORDER_NO, passengerIds: ['11'], segmentIndex: 0, fareId: FARE_ID } },
  },
  result: {
    data: { applyFlightChange: { __typename: 'ApplyFlightChangePayload', userErrors: [], ...payload } },
  },
});

const confirmMock = (payload: { change: unknown; userErrors?: unknown[] }): MockedResponse => ({
  request: { query: ChangeConfirmConfirmDocument, variables: { input: { changeNo: CHANGE_NO } } },
  result: {
    data: { confirmFlightChange: { __typename: 'ConfirmFlightChangePayload', userErrors: [], ...payload } },
  },
});

/** Taps 确认改签 in the bar, then in the dialog that asks again. */
async function confirmChange(expectDialog: string) {
  // A dialog of an earlier tap may still be fading out: the one to answer must be the new one.
  await dialogsGone();
  fireEvent.click(await screen.findByRole('button', { name: '确认改签' }));
  expect((await openDialog()).textContent).toContain(expectDialog);
  await tapInDialog('确认改签');
}

describe('/myOrder/airOrder/changeConfirm', { timeout: 20_000 }, () => {
  it('shows the chosen flight against the booked one, the passenger and what is due', async () => {
    renderConfirm([pageMock([changeOption(FARE_ID, 20000)])]);
    expect(await screen.findByRole('region', { name: 'CA1501 航班' })).toBeTruthy();
    expect(screen.getByText(/国航 CA1503/)).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.queryByText('李四')).toBeNull();
    const amounts = screen.getByTestId('change-amounts').textContent;
    expect(amounts).toContain('票价差额¥160');
    expect(amounts).toContain('改签手续费¥40');
    expect(amounts).toContain('需支付¥200');
  });

  it('nothing due: applies, confirms and shows the change result', async () => {
    const router = renderConfirm([
      pageMock([changeOption(FARE_ID, 0)]),
      applyMock({ change: flightChange('PENDING_CONFIRM', 0) }),
      confirmMock({ change: flightChange('CHANGED', 0) }),
    ]);
    expect((await screen.findByTestId('change-total')).textContent).toBe('¥0');
    await confirmChange('本次改签无需支付');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/result'), SLOW);
    expect(router.state.location.search).toBe(`?type=1&orderNo=${ORDER_NO}&changeNo=${CHANGE_NO}`);
  });

  it('money due: applies, confirms and goes to pay the change’s own order', async () => {
    const router = renderConfirm([
      pageMock([changeOption(FARE_ID, 20000)]),
      applyMock({ change: flightChange('PENDING_CONFIRM', 20000) }),
      confirmMock({ change: flightChange('PENDING_PAYMENT', 20000, 'P202611200009') }),
    ]);
    await confirmChange('改签需支付 ¥200');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'), SLOW);
    expect(router.state.location.search).toBe('?orderNo=P202611200009');
  });

  it('a refused application says why and confirms nothing', async () => {
    const router = renderConfirm([
      pageMock([changeOption(FARE_ID, 0)]),
      applyMock({ change: null, userErrors: [userError('该航班座位已售完', 'SOLD_OUT')] }),
    ]);
    await confirmChange('本次改签无需支付');
    expect(await screen.findByText('该航班座位已售完', {}, SLOW)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/myOrder/airOrder/changeConfirm');
    expect(new URLSearchParams(router.state.location.search).get('changeNo')).toBeNull();
  });

  it('after a refused confirmation, trying again confirms the same change without applying twice', async () => {
    const router = renderConfirm([
      pageMock([changeOption(FARE_ID, 0)]),
      applyMock({ change: flightChange('PENDING_CONFIRM', 0) }),
      confirmMock({ change: null, userErrors: [userError('系统繁忙，请稍后再试', 'TRY_AGAIN')] }),
      // A second application would find no mock and fail the flow.
      confirmMock({ change: flightChange('CHANGED', 0) }),
    ]);
    await confirmChange('本次改签无需支付');
    expect(await screen.findByText('系统繁忙，请稍后再试', {}, SLOW)).toBeTruthy();
    // Kept in the URL for a reload, without loading the page again under the member's tap.
    expect(new URLSearchParams(router.state.location.search).get('changeNo')).toBe(CHANGE_NO);
    await confirmChange('本次改签无需支付');
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/result'), SLOW);
  });

  it('says when the chosen flight is gone and offers to choose again', async () => {
    const router = renderConfirm([pageMock([changeOption('CA1505.2026-11-24.Y', 0)])]);
    fireEvent.click(await screen.findByRole('button', { name: '重新选择航班' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/change'));
    expect(router.state.location.search).toBe(
      `?orderNo=${ORDER_NO}&segment=0&passengerIds=11&date=2026-11-24`,
    );
  });

  it('reloaded after confirming with money due: offers to pay that change', async () => {
    const router = renderConfirm(
      [
        pageMock([], {
          changeNo: CHANGE_NO,
          change: flightChange('PENDING_PAYMENT', 20000, 'P202611200009'),
        }),
      ],
      `${URL}&changeNo=${CHANGE_NO}`,
    );
    expect((await screen.findByTestId('change-status')).textContent).toBe('待支付');
    fireEvent.click(screen.getByRole('button', { name: '去支付 ¥200' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribe/pay'));
    expect(router.state.location.search).toBe('?orderNo=P202611200009');
  });
});
