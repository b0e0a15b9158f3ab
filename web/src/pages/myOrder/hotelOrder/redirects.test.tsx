import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllOrderPageQueryDocument } from '../../../__generated__/graphql.ts';
import { createCache } from '../../../app/apollo.ts';
import { listOrder, ME, orderPage } from '../../../features/order/testData.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as allOrderPage from '../allorder.tsx';
import * as listPage from './index.tsx';
import * as indexOldPage from './indexOld.tsx';

const targets = [
  { path: '/myOrder/hotelOrder/orderDetail', element: <p>order detail</p> },
  { path: '/myOrder/allorder', element: <p>order list</p> },
];

describe('/myOrder/hotelOrder/indexOld', () => {
  it('leads to the detail of the same order, replacing itself', async () => {
    const { router } = renderPage(indexOldPage, {
      url: '/myOrder/hotelOrder/indexOld?orderNo=H202611280001',
      history: ['/personal'],
      routes: targets,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/orderDetail'));
    expect(router.state.location.search).toBe('?orderNo=H202611280001');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('understands the older links’ name for the order number', async () => {
    const { router } = renderPage(indexOldPage, {
      url: '/myOrder/hotelOrder/indexOld?order_id=H202611280002',
      routes: targets,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?orderNo=H202611280002'));
  });

  it('without an order number, leads to the member’s hotel orders', async () => {
    const { router } = renderPage(indexOldPage, { url: '/myOrder/hotelOrder/indexOld', routes: targets });
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/allorder'));
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('2');
  });
});

describe('/myOrder/hotelOrder', () => {
  it('is the order list’s hotel tab, keeping the status the link asks for', async () => {
    const { router } = renderPage(listPage, { url: '/myOrder/hotelOrder?ProStatusType=1', routes: targets });
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/allorder'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('tab')).toBe('2');
    expect(params.get('ProStatusType')).toBe('1');
    expect(params.get('ProStatus')).toBe('待支付');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the order list’s hotel tab', () => {
  it('shows a hotel order’s card by its hotel, room and dates, and opens the hotel order’s detail', async () => {
    const order = {
      ...listOrder({
        orderNo: 'H202611280001',
        type: 'HOTEL',
        typeCode: 3,
        status: 'PAID',
        statusText: '待入住',
      }),
      __typename: 'HotelOrder',
      title: '上海外滩悦居酒店',
      subtitle: '高级大床房 · 11月28日-11月30日 · 2间',
    };
    const { router } = renderPage(allOrderPage, {
      url: '/myOrder/allorder?tab=2&ProStatusType=999&ProStatus=全部订单',
      cache: createCache(),
      mocks: [
        sessionMock(ME),
        {
          request: {
            query: AllOrderPageQueryDocument,
            variables: { tab: 'HOTEL', status: 'ALL', pageNum: 1, pageSize: 10 },
          },
          result: { data: { orders: orderPage([order]) } },
        },
      ],
      routes: targets,
    });
    const card = await screen.findByTestId('order-card');
    expect(card.textContent).toContain('酒店');
    expect(card.textContent).toContain('待入住');
    expect(card.textContent).toContain('上海外滩悦居酒店');
    expect(card.textContent).toContain('高级大床房 · 11月28日-11月30日 · 2间');
    fireEvent.click(card);
    await waitFor(() => expect(router.state.location.pathname).toBe('/myOrder/hotelOrder/orderDetail'));
    expect(router.state.location.search).toBe('?orderNo=H202611280001');
  });
});
