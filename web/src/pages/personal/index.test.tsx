import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PersonalPageQueryDocument } from '../../__generated__/graphql.ts';
import PersonalPage from './index.tsx';

function renderPersonal(mocks: MockedResponse[]) {
  const router = createMemoryRouter(
    [
      { path: '/personal', element: <PersonalPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/personal'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
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
    expect(screen.getByText('修改昵称')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
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
