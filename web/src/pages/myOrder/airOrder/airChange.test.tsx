import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AirOrderAirChangePageQueryDocument } from '../../../__generated__/graphql.ts';
import { todayInShanghai } from '@storefront/schema/dates';
import { flightOrder, passenger } from '../../../features/flightOrder/testData.ts';
import { addDays } from '../../../lib/links/index.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as airChangePage from './airChange.tsx';
import * as interChangePage from './interChange.tsx';

const ORDER_NO = 'F202611230001';

/** The page at `page` (airChange, or interChange for an international order) over the given answers. */
function renderStart(
  order: unknown,
  query = '',
  answers: Omit<MockedResponse, 'request'>[] = [{ result: { data: { order } } }],
  page: 'airChange' | 'interChange' = 'airChange',
  session = sessionMock(),
) {
  const mocks: MockedResponse[] = answers.map((answer) => ({
    request: { query: AirOrderAirChangePageQueryDocument, variables: { orderNo: ORDER_NO } },
    ...answer,
  }));
  const { router } = renderPage(page === 'airChange' ? airChangePage : interChangePage, {
    url: `/myOrder/airOrder/${page}?orderNo=${ORDER_NO}${query}`,
    mocks: [session, ...mocks],
    routes: [
      { path: '/myOrder/airOrder/change', element: <p>change options</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
  return router;
}

describe('/myOrder/airOrder/airChange (申请改签)', { timeout: 20_000 }, () => {
  it('moves everyone still flying by default; a refunded passenger cannot be chosen', async () => {
    const order = {
      ...flightOrder('PAID'),
      passengers: [passenger('11', '张三'), passenger('12', '李四', 'REFUNDED')],
    };
    renderStart(order);
    expect(await screen.findByText('已选 1 人')).toBeTruthy();
    expect(screen.getByText('已退票')).toBeTruthy();
    expect(screen.getByRole('button', { name: '请选择日期' }).hasAttribute('disabled')).toBe(true);
  });

  it('takes the new day from the calendar and searches that day’s flights', async () => {
    const router = renderStart(flightOrder('PAID'));
    const day = addDays(todayInShanghai(), 3);
    fireEvent.click(await screen.findByText('新的出发日期'));
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const month = document.querySelector(`[data-year-month="${y}-${m}"]`) as HTMLElement;
    const cell = within(month)
      .getAllByText(String(d))
      .find((el) => el.classList.contains('adm-calendar-picker-view-cell-date'))!;
    fireEvent.click(cell);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe(day));
    fireEvent.click(screen.getByRole('button', { name: '查询航班' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/airOrder/change'));
    expect(router.state.location.search).toBe(
      `?orderNo=${ORDER_NO}&segment=0&passengerIds=11%2C12&date=${day}`,
    );
  });

  it('keeps an emptied choice empty and asks for a passenger', async () => {
    renderStart(flightOrder('PAID'), `&passengerIds=&date=${addDays(todayInShanghai(), 3)}`);
    expect(await screen.findByText('已选 0 人')).toBeTruthy();
    expect(screen.getByRole('button', { name: '请选择乘客' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when the order cannot be changed', async () => {
    renderStart(flightOrder('FINISHED'));
    expect(await screen.findByText(/该订单当前不可改签/)).toBeTruthy();
  });

  it('sends an anonymous visitor to the login, coming back here', async () => {
    const router = renderStart(
      null,
      '',
      [{ result: { data: { order: null } } }],
      'airChange',
      sessionMock(null),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/myOrder/airOrder/airChange?orderNo=${ORDER_NO}`,
    );
  });

  it('offers 重试 after a failure and recovers', async () => {
    renderStart(null, '', [
      { error: new TypeError('Failed to fetch') },
      { result: { data: { order: flightOrder('PAID') } } },
    ]);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/已选 \d 人/)).toBeTruthy();
  });

  it('serves interChange with the same page and operation', async () => {
    const order = flightOrder('PAID', { international: true });
    renderStart(order, '', [{ result: { data: { order } } }], 'interChange');
    expect(await screen.findByText(/已选 \d 人/)).toBeTruthy();
  });
});
