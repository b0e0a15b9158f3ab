import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AllOrderPageQueryDocument, OrderCardCancelOrderDocument } from '../../__generated__/graphql.ts';
import { createCache } from '../../app/apollo.ts';
import { listOrder, ME, orderPage } from '../../features/order/testData.ts';
import { tapInDialog } from '../../test/dialogs.ts';
import { renderPage, sessionMock } from '../../test/renderPage.tsx';
import * as allOrderPage from './allorder.tsx';

function listMock(
  variables: { tab: string; status: string; pageNum?: number },
  page: unknown,
  maxUsageCount = 1,
): MockedResponse {
  return {
    request: { query: AllOrderPageQueryDocument, variables: { pageNum: 1, pageSize: 10, ...variables } },
    result: { data: { orders: page } },
    maxUsageCount,
  };
}

/** The list as the router opens it for a logged-in member (`session`). */
function renderList(url: string, mocks: MockedResponse[], session = sessionMock(ME)) {
  const { router } = renderPage(allOrderPage, {
    url,
    mocks: [session, ...mocks],
    cache: createCache(),
    routes: [
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
  });
  return router;
}

const TAB_BAR_LINK = '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单';
const chips = () => within(screen.getByRole('group', { name: '订单状态' }));

describe('/myOrder/allorder', () => {
  it('asks for the member and the orders together: one round trip before the list, not two', async () => {
    // The member's answer is held back until the list has been asked for: a page that waited for
    // the member before asking would never show a card.
    const asked: string[] = [];
    let answerMember: (() => void) | undefined;
    let listAsked = false;
    const link = new ApolloLink(
      (operation) =>
        new Observable<FetchResult>((observer) => {
          asked.push(operation.operationName);
          const reply = (data: Record<string, unknown>) => {
            observer.next({ data });
            observer.complete();
          };
          if (operation.operationName === 'ShellSessionQuery') {
            answerMember = () => reply({ me: ME });
            if (listAsked) answerMember();
          } else if (operation.operationName === 'AllOrderPageQuery') {
            listAsked = true;
            reply({ orders: orderPage([listOrder({ orderNo: 'P1' })]) });
            answerMember?.();
          }
        }),
    );
    renderPage(allOrderPage, { url: TAB_BAR_LINK, link, cache: createCache() });
    expect(await screen.findAllByTestId('order-card')).toHaveLength(1);
    expect(asked.slice(0, 2).sort()).toEqual(['AllOrderPageQuery', 'ShellSessionQuery']);
  });

  it('sends an anonymous visitor to the login and back', async () => {
    const router = renderList(
      TAB_BAR_LINK,
      [listMock({ tab: 'ALL', status: 'ALL' }, orderPage([]))],
      sessionMock(null),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(decodeURIComponent(router.state.location.search)).toContain('redirect=/myOrder/allorder');
  });

  it('asks for the tab and status of the URL and shows the cards', async () => {
    renderList('/myOrder/allorder?tab=1&ProStatusType=1&ProStatus=待支付', [
      listMock(
        { tab: 'FLIGHT', status: 'UNPAID' },
        orderPage([listOrder({ orderNo: 'A1' }), listOrder({ orderNo: 'A2' })]),
      ),
    ]);
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    expect(chips().getByRole('button', { name: '待支付' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('tab', { name: '机票', selected: true })).toBeTruthy();
    expect(screen.getByText('共 2 个订单，没有更多了')).toBeTruthy();
  });

  it('keeps the chip in the URL when switching tabs, and says honestly there is nothing', async () => {
    const router = renderList(TAB_BAR_LINK, [
      listMock({ tab: 'ALL', status: 'ALL' }, orderPage([listOrder()])),
      listMock({ tab: 'HOTEL', status: 'ALL' }, orderPage([])),
      listMock({ tab: 'HOTEL', status: 'CANCELLED' }, orderPage([])),
    ]);
    await screen.findByTestId('order-card');
    fireEvent.click(screen.getByRole('tab', { name: '酒店' }));
    expect(await screen.findByText('暂无酒店订单')).toBeTruthy();
    expect(router.state.location.search).toBe(
      `?tab=2&ProStatusType=999&ProStatus=${encodeURIComponent('全部订单')}`,
    );

    fireEvent.click(chips().getByRole('button', { name: '已取消' }));
    expect(await screen.findByText('暂无已取消的酒店订单')).toBeTruthy();
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('tab'), params.get('ProStatusType'), params.get('ProStatus')]).toEqual([
      '2',
      '5',
      '已取消',
    ]);

    fireEvent.click(screen.getByRole('button', { name: '去首页逛逛' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('loads the next page as the list scrolls to its end', async () => {
    // jsdom lays nothing out: give elements the offsetParent InfiniteScroll checks for visibility.
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    });
    renderList(TAB_BAR_LINK, [
      listMock(
        { tab: 'ALL', status: 'ALL' },
        orderPage([listOrder({ orderNo: 'P1' })], { total: 2, hasMore: true }),
      ),
      listMock(
        { tab: 'ALL', status: 'ALL', pageNum: 2 },
        orderPage([listOrder({ orderNo: 'P2', status: 'PAID' })], { total: 2, pageNum: 2 }),
      ),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(2));
    expect(screen.getByText('共 2 个订单，没有更多了')).toBeTruthy();
  });

  it('keeps the list when the next page fails, offering to load it again', async () => {
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    onTestFinished(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    });
    renderList(TAB_BAR_LINK, [
      listMock(
        { tab: 'ALL', status: 'ALL' },
        orderPage([listOrder({ orderNo: 'P1' })], { total: 2, hasMore: true }),
      ),
      {
        request: {
          query: AllOrderPageQueryDocument,
          variables: { tab: 'ALL', status: 'ALL', pageNum: 2, pageSize: 10 },
        },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    expect(await screen.findByText('点击重试')).toBeTruthy();
    expect(screen.getAllByTestId('order-card')).toHaveLength(1);
    expect(screen.queryByText('加载失败', { selector: '.adm-error-block-description-title' })).toBeNull();
  });

  it('asks for the list again after a cancel, so the card shows the new status', async () => {
    renderList(TAB_BAR_LINK, [
      listMock({ tab: 'ALL', status: 'ALL' }, orderPage([listOrder({ orderNo: 'C1' })])),
      {
        request: { query: OrderCardCancelOrderDocument, variables: { input: { orderNo: 'C1' } } },
        result: {
          data: {
            cancelOrder: { __typename: 'CancelOrderPayload', order: null, userErrors: [] },
          },
        },
      },
      listMock(
        { tab: 'ALL', status: 'ALL' },
        orderPage([listOrder({ orderNo: 'C1', status: 'CANCELLED', statusText: '已取消' })]),
      ),
    ]);
    const card = within(await screen.findByTestId('order-card'));
    fireEvent.click(card.getByRole('button', { name: '取消订单' }));
    await tapInDialog('取消订单');
    await waitFor(() => expect(within(screen.getByTestId('order-card')).getByText('已取消')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(within(screen.getByTestId('order-card')).getByRole('button', { name: '删除订单' })).toBeTruthy();
  });
});
