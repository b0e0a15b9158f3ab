import { Form, Tabs, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useLoginPageLoginByCodeMutation,
  useLoginPageLoginByPasswordMutation,
  useLoginPageResetPasswordMutation,
  useLoginPageSendCodeMutation,
  type VerifyCodePurpose,
} from '../__generated__/graphql.ts';
import { AgreementCheck, ensureAgreed } from '../features/user/AgreementCheck.tsx';
import { applyUserErrors } from '../components/form/applyUserErrors.ts';
import type { FormInstance } from '../components/form/formRules.ts';
import { AuthHero } from '../features/user/AuthHero.tsx';
import { CodeItem, ConfirmPasswordItem, MobileItem, PasswordItem } from '../features/user/AuthFields.tsx';
import { useFinishLogin } from '../features/user/useFinishLogin.ts';
import { useLiveValidation, type LiveValidation } from '../components/form/useLiveValidation.ts';
import { useResendCountdown } from '../features/user/useResendCountdown.ts';
import { useSendVerifyCode } from '../features/user/useSendVerifyCode.ts';
import { displayMessage } from '../lib/errors.ts';
import { recallIntroducer } from '../lib/introducer.ts';
import type { UserErrorLike } from '../lib/userErrors.ts';
import { SubmitButton } from '../components/form/SubmitButton.tsx';

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

interface ModeFormProps<V extends { mobile: string }> {
  form: FormInstance;
  lv: LiveValidation;
  shared: Shared;
  /** Runs the mutation; resolves to what to do next, or null when the form already shows why not. */
  submit: (values: V) => Promise<(() => void | Promise<void>) | null>;
  buttonText: string;
  loadingText: string;
  loading: boolean;
  /** Login and reset ask for the agreement; the note follows its text. */
  agreement?: { note?: string };
  children: ReactNode;
}

/**
 * What the three modes share: the form with the mobile carried across modes, validation shown
 * after the first submit, one submit button, server errors under their fields or as a toast, and
 * (for logins) the agreement that must be ticked first.
 */
function ModeForm<V extends { mobile: string }>(props: ModeFormProps<V>) {
  const { form, lv, shared, submit, agreement } = props;
  const [agreed, setAgreed] = useState(false);
  const onFinish = async (values: V) => {
    if (agreement && !ensureAgreed(agreed)) return;
    try {
      const next = await submit(values);
      if (next) await next();
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
        onValuesChange={(changed: Partial<V>) =>
          changed.mobile !== undefined && shared.setMobile(changed.mobile)
        }
        onFinish={onFinish}
        onFinishFailed={lv.touchAll}
        footer={
          <SubmitButton loading={props.loading} loadingText={props.loadingText}>
            {props.buttonText}
          </SubmitButton>
        }
      >
        {props.children}
      </Form>
      {agreement && <AgreementCheck checked={agreed} onChange={setAgreed} note={agreement.note} />}
    </>
  );
}

/** The step after a login mutation: field errors, or the welcome toast and the way back. */
function afterLogin(
  form: FormInstance,
  payload: { user: unknown; userErrors: ReadonlyArray<UserErrorLike> } | undefined,
  fields: string[],
  finish: () => Promise<void>,
) {
  if (!payload || applyUserErrors(form, payload.userErrors, fields)) return null;
  if (!payload.user) {
    Toast.show({ content: '登录失败，请稍后重试' });
    return null;
  }
  return async () => {
    Toast.show({ icon: 'success', content: '登录成功' });
    await finish();
  };
}

function CodeLoginForm({ shared }: { shared: Shared }) {
  const [form] = Form.useForm<CodeValues>();
  const lv = useLiveValidation();
  const { send, sending } = useSendCode(form, lv, shared, 'LOGIN');
  const [login, { loading }] = useLoginPageLoginByCodeMutation();
  const finish = useFinishLogin();
  const submit = async ({ mobile, code }: CodeValues) => {
    const { data } = await login({ variables: { input: { mobile, code, ...recallIntroducer() } } });
    return afterLogin(form, data?.loginByCode, ['mobile', 'code'], finish);
  };
  return (
    <ModeForm
      form={form}
      lv={lv}
      shared={shared}
      submit={submit}
      buttonText="登录"
      loadingText="登录中"
      loading={loading}
      agreement={{ note: '，未注册的手机号验证后将自动注册' }}
    >
      <MobileItem lv={lv} />
      <CodeItem lv={lv} secondsLeft={shared.countdown.secondsLeft} sending={sending} onSend={send} />
    </ModeForm>
  );
}

interface PasswordValues {
  mobile: string;
  password: string;
}

function PasswordLoginForm({ shared }: { shared: Shared }) {
  const [form] = Form.useForm<PasswordValues>();
  const lv = useLiveValidation();
  const [login, { loading }] = useLoginPageLoginByPasswordMutation();
  const finish = useFinishLogin();
  const submit = async ({ mobile, password }: PasswordValues) => {
    const { data } = await login({ variables: { input: { mobile, password } } });
    return afterLogin(form, data?.loginByPassword, ['mobile', 'password'], finish);
  };
  return (
    <ModeForm
      form={form}
      lv={lv}
      shared={shared}
      submit={submit}
      buttonText="登录"
      loadingText="登录中"
      loading={loading}
      agreement={{}}
    >
      <MobileItem lv={lv} />
      <PasswordItem lv={lv} mode="login" />
    </ModeForm>
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
  const submit = async ({ mobile, code, password }: ResetValues) => {
    const { data } = await reset({ variables: { input: { mobile, code, newPassword: password } } });
    const payload = data?.resetPassword;
    // The server names the new password `newPassword`; the form calls it `password`.
    if (
      !payload ||
      applyUserErrors(form, payload.userErrors, ['mobile', 'code', 'password'], { newPassword: 'password' })
    )
      return null;
    if (!payload.ok) {
      Toast.show({ content: '重置失败，请稍后重试' });
      return null;
    }
    return () => {
      Toast.show({ icon: 'success', content: '密码已重置，请用新密码登录' });
      onDone();
    };
  };
  return (
    <>
      <h2 className="sf-auth-card__heading">重置密码</h2>
      <p className="sf-auth-card__hint">重置后，已登录的设备需要重新登录</p>
      <ModeForm
        form={form}
        lv={lv}
        shared={shared}
        submit={submit}
        buttonText="确认重置"
        loadingText="提交中"
        loading={loading}
      >
        <MobileItem lv={lv} />
        <CodeItem lv={lv} secondsLeft={shared.countdown.secondsLeft} sending={sending} onSend={send} />
        <PasswordItem lv={lv} mode="new" label="新密码" />
        <ConfirmPasswordItem lv={lv} />
      </ModeForm>
    </>
  );
}
