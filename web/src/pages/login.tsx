import { Button, Form, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useLoginPageLoginByCodeMutation,
  useLoginPageLoginByPasswordMutation,
  useLoginPageResetPasswordMutation,
  useLoginPageSendCodeMutation,
  type VerifyCodePurpose,
} from '../__generated__/graphql.ts';
import { AgreementCheck, ensureAgreed } from '../features/user/AgreementCheck.tsx';
import { applyUserErrors } from '../features/user/applyUserErrors.ts';
import type { FormInstance } from '../features/user/formRules.ts';
import { AuthHero } from '../features/user/AuthHero.tsx';
import { CodeItem, ConfirmPasswordItem, MobileItem, PasswordItem } from '../features/user/AuthFields.tsx';
import { useFinishLogin } from '../features/user/useFinishLogin.ts';
import { useLiveValidation, type LiveValidation } from '../features/user/useLiveValidation.ts';
import { useResendCountdown } from '../features/user/useResendCountdown.ts';
import { useSendVerifyCode } from '../features/user/useSendVerifyCode.ts';
import { displayMessage } from '../lib/errors.ts';
import { recallIntroducer } from '../lib/introducer.ts';

type Mode = 'code' | 'password' | 'reset';

function modeFrom(raw: string | null): Mode {
  return raw === 'password' || raw === 'reset' ? raw : 'code';
}

interface Shared {
  /** The mobile typed in any mode, carried over when the shopper switches mode. */
  mobile: string;
  setMobile: (mobile: string) => void;
  countdown: ReturnType<typeof useResendCountdown>;
}

/**
 * /login: by SMS code (an unknown mobile is registered on the spot), by password, or — with
 * `?mode=reset` — resetting a forgotten password by SMS code. The mode lives in the URL so
 * 忘记密码 can be linked to and the back button leaves the page rather than the tab.
 */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const mode = modeFrom(params.get('mode'));
  const [mobile, setMobile] = useState('');
  const countdown = useResendCountdown();
  const shared: Shared = { mobile, setMobile, countdown };

  const switchMode = (next: Mode) => {
    const query = new URLSearchParams(params);
    if (next === 'code') query.delete('mode');
    else query.set('mode', next);
    setParams(query, { replace: true });
  };

  return (
    <div className="sf-auth">
      <AuthHero
        title={mode === 'reset' ? '找回密码' : '登录'}
        subtitle={mode === 'reset' ? '验证手机号后即可设置新密码' : '登录后查看订单、管理出行信息'}
      />
      <div className="sf-auth-card">
        {mode === 'reset' ? (
          <ResetPasswordForm shared={shared} onDone={() => switchMode('password')} />
        ) : (
          <>
            <Tabs
              activeKey={mode}
              onChange={(key) => switchMode(modeFrom(key))}
              activeLineMode="fixed"
              stretch
            >
              <Tabs.Tab title="验证码登录" key="code" />
              <Tabs.Tab title="密码登录" key="password" />
            </Tabs>
            {mode === 'code' ? (
              <CodeLoginForm key="code" shared={shared} />
            ) : (
              <PasswordLoginForm key="password" shared={shared} />
            )}
          </>
        )}
      </div>
      <nav className="sf-auth-links">
        {mode === 'reset' ? (
          <button type="button" onClick={() => switchMode('password')}>
            返回登录
          </button>
        ) : (
          <button type="button" onClick={() => switchMode('reset')}>
            忘记密码
          </button>
        )}
        <Link
          className="sf-auth-links__primary"
          to={{ pathname: '/register', search: redirectSearch(params) }}
        >
          注册新账号
        </Link>
      </nav>
    </div>
  );
}

/** Keeps `redirect` when moving between login and register, so either returns the shopper. */
function redirectSearch(params: URLSearchParams): string {
  const redirect = params.get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
}

interface CodeValues {
  mobile: string;
  code: string;
}

/** 获取验证码 for the login and reset forms, through this page's own mutation. */
function useSendCode(form: FormInstance, lv: LiveValidation, shared: Shared, purpose: VerifyCodePurpose) {
  const [sendCode] = useLoginPageSendCodeMutation();
  return useSendVerifyCode(form, lv, shared.countdown, async (mobile) => {
    const { data } = await sendCode({ variables: { input: { mobile, purpose } } });
    return data?.sendVerifyCode;
  });
}

function CodeLoginForm({ shared }: { shared: Shared }) {
  const [form] = Form.useForm<CodeValues>();
  const lv = useLiveValidation();
  const [agreed, setAgreed] = useState(false);
  const { send, sending } = useSendCode(form, lv, shared, 'LOGIN');
  const [login, { loading }] = useLoginPageLoginByCodeMutation();
  const finish = useFinishLogin();

  const onFinish = async ({ mobile, code }: CodeValues) => {
    if (!ensureAgreed(agreed)) return;
    try {
      const { data } = await login({ variables: { input: { mobile, code, ...recallIntroducer() } } });
      const payload = data?.loginByCode;
      if (!payload || applyUserErrors(form, payload.userErrors, ['mobile', 'code'])) return;
      if (!payload.user) return void Toast.show({ content: '登录失败，请稍后重试' });
      Toast.show({ icon: 'success', content: '登录成功' });
      await finish();
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ mobile: shared.mobile }}
        onValuesChange={(changed: Partial<CodeValues>) =>
          changed.mobile !== undefined && shared.setMobile(changed.mobile)
        }
        onFinish={onFinish}
        onFinishFailed={lv.touchAll}
        footer={
          <Button
            className="sf-gradient-button"
            block
            shape="rounded"
            type="submit"
            loading={loading}
            loadingText="登录中"
          >
            登录
          </Button>
        }
      >
        <MobileItem lv={lv} />
        <CodeItem lv={lv} secondsLeft={shared.countdown.secondsLeft} sending={sending} onSend={send} />
      </Form>
      <AgreementCheck checked={agreed} onChange={setAgreed} note="，未注册的手机号验证后将自动注册" />
    </>
  );
}

interface PasswordValues {
  mobile: string;
  password: string;
}

function PasswordLoginForm({ shared }: { shared: Shared }) {
  const [form] = Form.useForm<PasswordValues>();
  const lv = useLiveValidation();
  const [agreed, setAgreed] = useState(false);
  const [login, { loading }] = useLoginPageLoginByPasswordMutation();
  const finish = useFinishLogin();

  const onFinish = async ({ mobile, password }: PasswordValues) => {
    if (!ensureAgreed(agreed)) return;
    try {
      const { data } = await login({ variables: { input: { mobile, password } } });
      const payload = data?.loginByPassword;
      if (!payload || applyUserErrors(form, payload.userErrors, ['mobile', 'password'])) return;
      if (!payload.user) return void Toast.show({ content: '登录失败，请稍后重试' });
      Toast.show({ icon: 'success', content: '登录成功' });
      await finish();
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ mobile: shared.mobile }}
        onValuesChange={(changed: Partial<PasswordValues>) =>
          changed.mobile !== undefined && shared.setMobile(changed.mobile)
        }
        onFinish={onFinish}
        onFinishFailed={lv.touchAll}
        footer={
          <Button
            className="sf-gradient-button"
            block
            shape="rounded"
            type="submit"
            loading={loading}
            loadingText="登录中"
          >
            登录
          </Button>
        }
      >
        <MobileItem lv={lv} />
        <PasswordItem lv={lv} mode="login" />
      </Form>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
    </>
  );
}

interface ResetValues {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

function ResetPasswordForm({ shared, onDone }: { shared: Shared; onDone: () => void }) {
  const [form] = Form.useForm<ResetValues>();
  const lv = useLiveValidation();
  const { send, sending } = useSendCode(form, lv, shared, 'RESET_PASSWORD');
  const [reset, { loading }] = useLoginPageResetPasswordMutation();

  const onFinish = async ({ mobile, code, password }: ResetValues) => {
    try {
      const { data } = await reset({ variables: { input: { mobile, code, newPassword: password } } });
      const payload = data?.resetPassword;
      if (!payload) return;
      // The server names the new password `newPassword`; the form calls it `password`.
      if (
        applyUserErrors(form, payload.userErrors, ['mobile', 'code', 'password'], { newPassword: 'password' })
      )
        return;
      if (!payload.ok) return void Toast.show({ content: '重置失败，请稍后重试' });
      Toast.show({ icon: 'success', content: '密码已重置，请用新密码登录' });
      onDone();
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <>
      <h2 className="sf-auth-card__heading">重置密码</h2>
      <p className="sf-auth-card__hint">重置后，已登录的设备需要重新登录</p>
      <Form
        form={form}
        layout="horizontal"
        initialValues={{ mobile: shared.mobile }}
        onValuesChange={(changed: Partial<ResetValues>) =>
          changed.mobile !== undefined && shared.setMobile(changed.mobile)
        }
        onFinish={onFinish}
        onFinishFailed={lv.touchAll}
        footer={
          <Button
            className="sf-gradient-button"
            block
            shape="rounded"
            type="submit"
            loading={loading}
            loadingText="提交中"
          >
            确认重置
          </Button>
        }
      >
        <MobileItem lv={lv} />
        <CodeItem lv={lv} secondsLeft={shared.countdown.secondsLeft} sending={sending} onSend={send} />
        <PasswordItem lv={lv} mode="new" label="新密码" />
        <ConfirmPasswordItem lv={lv} />
      </Form>
    </>
  );
}
