import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ShellSessionQueryDocument,
  ShellTabBarQueryDocument,
  ShellUnpaidOrdersQueryDocument,
} from '../../__generated__/graphql.ts';
import { CustomerServiceProvider } from './CustomerServiceContext.tsx';
import AppTabBar from './TabBar.tsx';

const session = (me: { id: string } | null): MockedResponse => ({
  request: { query: ShellSessionQueryDocument },
  result: { data: { me: me && { __typename: 'User', ...me } } },
  maxUsageCount: 10,
});
const unpaid = (count: number): MockedResponse => ({
  request: { query: ShellUnpaidOrdersQueryDocument },
  result: { data: { unpaidOrderCount: count } },
  maxUsageCount: 10,
});
const tabBarFails: MockedResponse = {
  request: { query: ShellTabBarQueryDocument },
  result: { errors: [new GraphQLError('底部导航配置获取失败')] },
};
const tabBarFromServer: MockedResponse = {
  request: { query: ShellTabBarQueryDocument },
  result: {
    data: {
      shellConfig: {
        __typename: 'ShellConfig',
        tabs: [
          ['HOME', '首页', '/'],
          ['ORDER', '订单', '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单'],
          ['EXTRA', '周末游', '/weekend'],
          ['SERVICE', '客服', ''],
          ['MINE', '我的', '/personal'],
        ].map(([key, name, url]) => ({
          __typename: 'TabItem',
          key,
          name,
          url,
          icon: '',
          iconHighlight: '',
          fontColor: '#666666',
          fontHighlightColor: '#e4007f',
        })),
      },
    },
  },
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderBar(mocks: MockedResponse[], path = '/') {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <CustomerServiceProvider>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
          <AppTabBar />
        </CustomerServiceProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

// The tab bar loads Toast only when it has something to say; load it once up front so the toast
// queries below do not race a cold module load.
beforeAll(async () => {
  await import('../../components/feedback.ts');
});

describe('AppTabBar (spec §2.6, §8)', () => {
  it('falls back to the built-in tabs and toasts the server’s message when the config fails', async () => {
    renderBar([tabBarFails, session(null)]);
    expect(await screen.findByText('底部导航配置获取失败')).toBeTruthy();
    const bar = screen.getByRole('navigation');
    expect(within(bar).getAllByText(/首页|订单|客服|我的/).map((e) => e.textContent)).toEqual([
      '首页',
      '订单',
      '客服',
      '我的',
    ]);
  });

  it('shows the server’s tabs with the extra one third, and navigates', async () => {
    renderBar([tabBarFromServer, session(null)]);
    const bar = screen.getByRole('navigation');
    expect(await within(bar).findByText('周末游')).toBeTruthy();
    expect(within(bar).getAllByText(/.+/).map((e) => e.textContent)).toEqual(['首页', '订单', '周末游', '客服', '我的']);
    fireEvent.click(within(bar).getByText('订单'));
    expect(screen.getByTestId('where').textContent).toBe('/myOrder/allorder?ProStatusType=999&ProStatus=全部订单');
  });

  it('badges the orders tab with the unpaid count for a member', async () => {
    renderBar([tabBarFromServer, session({ id: '7' }), unpaid(3)]);
    expect(await screen.findByText('3')).toBeTruthy();
  });

  it('shows no badge at 0', async () => {
    renderBar([tabBarFromServer, session({ id: '7' }), unpaid(0)]);
    await screen.findByText('周末游');
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('.adm-badge')).toBeNull();
  });

  it('opens the customer-service popup from 客服 without leaving the page', async () => {
    renderBar([tabBarFails, session(null)], '/personal');
    fireEvent.click(within(screen.getByRole('navigation')).getByText('客服'));
    expect(await screen.findByText('在线客服')).toBeTruthy();
    expect(screen.getByText('400-850-1666').closest('a')?.getAttribute('href')).toBe('tel:400-850-1666');
    expect(screen.getByTestId('where').textContent).toBe('/personal');
  });
});
