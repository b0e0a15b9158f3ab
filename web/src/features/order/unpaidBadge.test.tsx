// The orders tab's badge (spec §2.6) follows payments and cancellations made elsewhere: the tab bar
// counts again when the app comes back to the front (from the cashier, another tab, a locked phone).
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  ShellSessionQueryDocument,
  ShellTabBarQueryDocument,
  ShellUnpaidOrdersQueryDocument,
} from '../../__generated__/graphql.ts';
import { CustomerServiceProvider } from '../../app/shell/CustomerServiceContext.tsx';
import AppTabBar from '../../app/shell/TabBar.tsx';

function renderBar() {
  const count = { value: 2 };
  const mocks: MockedResponse[] = [
    {
      request: { query: ShellSessionQueryDocument },
      result: { data: { me: { __typename: 'User', id: '1' } } },
      maxUsageCount: 10,
    },
    // The built-in tabs are enough here.
    {
      request: { query: ShellTabBarQueryDocument },
      result: { errors: [new GraphQLError('底部导航配置获取失败')] },
      maxUsageCount: 10,
    },
    {
      request: { query: ShellUnpaidOrdersQueryDocument },
      result: () => ({ data: { unpaidOrderCount: count.value } }),
      maxUsageCount: 20,
    },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/myOrder/allorder']}>
        <CustomerServiceProvider>
          <AppTabBar />
        </CustomerServiceProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return count;
}

const badge = () => document.querySelector('.adm-badge-content')?.textContent ?? null;

describe('the unpaid badge', () => {
  it('counts again when the window regains focus', async () => {
    const count = renderBar();
    await waitFor(() => expect(badge()).toBe('2'));
    count.value = 1;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(badge()).toBe('1'));
  });

  it('counts again when the page becomes visible, and hides at 0', async () => {
    const count = renderBar();
    await waitFor(() => expect(badge()).toBe('2'));
    count.value = 0;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(badge()).toBeNull());
  });
});
