import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonalPageQueryDocument } from '../../__generated__/graphql.ts';
import { renderPage } from '../../test/renderPage.tsx';
import * as personalPage from './index.tsx';

function renderPersonal(mocks: MockedResponse[]) {
  const { router } = renderPage(personalPage, {
    url: '/personal',
    mocks,
    routes: [{ path: '/login', element: <p>login page</p> }],
  });
  return router;
}

const member = {
  __typename: 'User',
  id: '1',
  nickName: '旅行家小王',
  maskedMobile: '138****8000',
  avatarUrl: null,
};

describe('PersonalPage', () => {
  it('shows the member', async () => {
    renderPersonal([{ request: { query: PersonalPageQueryDocument }, result: { data: { me: member } } }]);
    expect((await screen.findByTestId('nickname')).textContent).toBe('旅行家小王');
    expect(screen.getAllByText('138****8000').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('links every member area to its spec route', async () => {
    renderPersonal([{ request: { query: PersonalPageQueryDocument }, result: { data: { me: member } } }]);
    await screen.findByTestId('nickname');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(screen.getByRole('link', { name: /我的订单/ }).getAttribute('href')).toBe(
      '/myOrder/allorder?ProStatusType=999&ProStatus=%E5%85%A8%E9%83%A8%E8%AE%A2%E5%8D%95',
    );
    expect(href('常用旅客')).toBe('/personal/guest');
    expect(href('优惠券')).toBe('/myCoupon/coupon');
    expect(href('我的收益')).toBe('/profit');
    expect(href('收藏')).toBe('/personal/collect');
    expect(href('足迹')).toBe('/personal/footprint');
    expect(href('设置')).toBe('/personal/setting');
    expect(href('个人信息')).toBe('/personal/setting/setinfo');
    expect(screen.getByRole('link', { name: '400-850-1666' }).getAttribute('href')).toBe('tel:400-850-1666');
  });

  it('invites an anonymous visitor to log in and come back', async () => {
    const router = renderPersonal([
      { request: { query: PersonalPageQueryDocument }, result: { data: { me: null } } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/personal');
  });

  it('offers 重试 after a failure and recovers', async () => {
    renderPersonal([
      { request: { query: PersonalPageQueryDocument }, error: new TypeError('Failed to fetch') },
      { request: { query: PersonalPageQueryDocument }, result: { data: { me: member } } },
    ]);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('nickname')).textContent).toBe('旅行家小王');
  });
});
