import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginPageLoginByPasswordDocument, LoginPageSendCodeDocument } from '../__generated__/graphql.ts';
import LoginPage from './login.tsx';

function renderLogin(url: string, mocks: MockedResponse[] = []) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/personal', element: <p>personal page</p> },
      { path: '/orders', element: <p>orders page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

const input = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const type = (el: HTMLInputElement, value: string) => fireEvent.change(el, { target: { value } });

describe('LoginPage', () => {
  it('shows the shared mobile rule only after the field was left, then as the user types', async () => {
    renderLogin('/login');
    const mobile = input('请输入手机号');

    type(mobile, '12');
    // Still typing for the first time: no message yet.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByText('请输入以1开头的11位手机号')).toBeNull();

    fireEvent.blur(mobile);
    expect(await screen.findByText('请输入以1开头的11位手机号')).toBeTruthy();

    type(mobile, '');
    expect(await screen.findByText('请输入手机号')).toBeTruthy();

    type(mobile, '13800138000');
    await waitFor(() => {
      expect(screen.queryByText('请输入手机号')).toBeNull();
      expect(screen.queryByText('请输入以1开头的11位手机号')).toBeNull();
    });
  });

  it('validates every field on submit', async () => {
    renderLogin('/login?mode=password');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('checks the mobile before sending a code, and sends nothing when it is wrong', async () => {
    renderLogin('/login');
    type(input('请输入手机号'), '2380013800');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    // No mock for sendVerifyCode: a call would fail loudly with "No more mocked responses".
    expect(await screen.findByText('请输入以1开头的11位手机号')).toBeTruthy();
  });

  it('starts the countdown after a code was sent', async () => {
    renderLogin('/login', [
      {
        request: {
          query: LoginPageSendCodeDocument,
          variables: { input: { mobile: '13900000001', purpose: 'LOGIN' } },
        },
        result: {
          data: { sendVerifyCode: { __typename: 'SendVerifyCodePayload', resendIn: 60, userErrors: [] } },
        },
      },
    ]);
    type(input('请输入手机号'), '13900000001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/60秒后重发|59秒后重发/)).toBeTruthy();
  });

  it("shows the server's message for a wrong password under the field", async () => {
    renderLogin('/login?mode=password', [
      {
        request: {
          query: LoginPageLoginByPasswordDocument,
          variables: { input: { mobile: '13800138000', password: 'Wrong1234' } },
        },
        result: {
          data: {
            loginByPassword: {
              __typename: 'LoginPayload',
              user: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['input', 'password'],
                  message: '手机号或密码错误',
                  code: 'PASSWORD_WRONG',
                },
              ],
            },
          },
        },
      },
    ]);
    type(input('请输入手机号'), '13800138000');
    type(input('请输入密码'), 'Wrong1234');
    fireEvent.click(screen.getByText('我已阅读并同意'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机号或密码错误')).toBeTruthy();
  });

  it.each([
    ['/login?mode=password&redirect=/orders', '/orders'],
    ['/login?mode=password&redirect=//evil.example', '/personal'],
  ])('after logging in from %s lands on %s, replacing the login entry', async (url, landing) => {
    const router = renderLogin(url, [
      {
        request: {
          query: LoginPageLoginByPasswordDocument,
          variables: { input: { mobile: '13800138000', password: 'Demo1234' } },
        },
        result: {
          data: {
            loginByPassword: {
              __typename: 'LoginPayload',
              user: { __typename: 'User', id: '1', nickName: '旅行家小王' },
              userErrors: [],
            },
          },
        },
      },
    ]);
    type(input('请输入手机号'), '13800138000');
    type(input('请输入密码'), 'Demo1234');
    fireEvent.click(screen.getByText('我已阅读并同意'));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('asks for the agreement before logging in', async () => {
    renderLogin('/login?mode=password');
    type(input('请输入手机号'), '13800138000');
    type(input('请输入密码'), 'Demo1234');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请先阅读并同意《悠游旅行用户协议》')).toBeTruthy();
  });
});
