import type { MockedResponse } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SettingPageQueryDocument,
  SettingPasswordPageQueryDocument,
  SettingPasswordPageResetPasswordDocument,
  SettingPasswordPageSendCodeDocument,
  SetinfoPageQueryDocument,
  SetinfoPageUpdateNicknameDocument,
} from '../../../__generated__/graphql.ts';
import type { PageModule } from '../../../app/page.ts';
import { renderPage, sessionMock } from '../../../test/renderPage.tsx';
import * as settingPage from './index.tsx';
import * as passwordPage from './password.tsx';
import * as setinfoPage from './setinfo.tsx';

function renderAt(path: string, page: PageModule, mocks: MockedResponse[], session = sessionMock()) {
  const { router } = renderPage(page, {
    url: path,
    mocks: [session, ...mocks],
    routes: [
      { path: '/login', element: <p>login page</p> },
      ...(path === '/personal/setting/setinfo'
        ? []
        : [{ path: '/personal/setting/setinfo', element: <p>setinfo page</p> }]),
    ],
  });
  return router;
}

const me = {
  __typename: 'User',
  id: '1',
  nickName: '旅行家小王',
  maskedMobile: '138****8000',
  mobile: '13800138000',
  avatarUrl: null,
};

describe('/personal/setting', () => {
  it('sends an anonymous visitor to the login, coming back here', async () => {
    const router = renderAt(
      '/personal/setting',
      settingPage,
      [{ request: { query: SettingPageQueryDocument }, result: { data: { me: null } } }],
      sessionMock(null),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/personal/setting');
  });

  it('asks to log in when its own answer has no member (a session ended since the check)', async () => {
    const router = renderAt('/personal/setting', settingPage, [
      { request: { query: SettingPageQueryDocument }, result: { data: { me: null } } },
    ]);
    expect(await screen.findByText('请先登录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=/personal/setting');
  });

  it('lists the settings and logout', async () => {
    const router = renderAt('/personal/setting', settingPage, [
      { request: { query: SettingPageQueryDocument }, result: { data: { me } } },
    ]);
    fireEvent.click(await screen.findByText('个人信息'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personal/setting/setinfo'));
  });

  it('shows 修改密码, 关于我们 and 退出登录', async () => {
    renderAt('/personal/setting', settingPage, [
      { request: { query: SettingPageQueryDocument }, result: { data: { me } } },
    ]);
    expect(await screen.findByText('修改密码')).toBeTruthy();
    expect(screen.getByText('关于我们')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });
});

describe('/personal/setting/setinfo', () => {
  it('changes the nickname and shows the new one', async () => {
    renderAt('/personal/setting/setinfo', setinfoPage, [
      { request: { query: SetinfoPageQueryDocument }, result: { data: { me } } },
      {
        request: { query: SetinfoPageUpdateNicknameDocument, variables: { input: { nickName: '山海旅人' } } },
        result: {
          data: {
            updateNickname: {
              __typename: 'UpdateNicknamePayload',
              user: { __typename: 'User', id: '1', nickName: '山海旅人' },
              userErrors: [],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByText('昵称'));
    const input = await screen.findByLabelText('昵称', { selector: 'input' });
    fireEvent.change(input, { target: { value: '山海旅人' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('nickname').textContent).toBe('山海旅人'));
  });

  it('refuses a file that is not an image', async () => {
    renderAt('/personal/setting/setinfo', setinfoPage, [
      { request: { query: SetinfoPageQueryDocument }, result: { data: { me } } },
    ]);
    const input = await screen.findByTestId('avatar-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('请选择图片文件')).toBeTruthy();
  });
});

describe('/personal/setting/password', () => {
  it('sends the code to the member’s own mobile, then ends at the login', async () => {
    const router = renderAt('/personal/setting/password', passwordPage, [
      { request: { query: SettingPasswordPageQueryDocument }, result: { data: { me } } },
      {
        request: {
          query: SettingPasswordPageSendCodeDocument,
          variables: { input: { mobile: '13800138000', purpose: 'RESET_PASSWORD' } },
        },
        result: {
          data: { sendVerifyCode: { __typename: 'SendVerifyCodePayload', resendIn: 60, userErrors: [] } },
        },
      },
      {
        request: {
          query: SettingPasswordPageResetPasswordDocument,
          variables: { input: { mobile: '13800138000', code: '123456', newPassword: 'Newpass123' } },
        },
        result: { data: { resetPassword: { __typename: 'ResetPasswordPayload', ok: true, userErrors: [] } } },
      },
    ]);
    expect(await screen.findByText('138****8000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****8000')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入6位验证码'), { target: { value: '123456' } });
    fireEvent.change(screen.getByPlaceholderText('8-20位，需包含字母和数字'), {
      target: { value: 'Newpass123' },
    });
    fireEvent.change(screen.getByPlaceholderText('请再次输入密码'), { target: { value: 'Newpass123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
