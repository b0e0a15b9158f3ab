import { Form, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  useRegisterPageRegisterMutation,
  useRegisterPageSendCodeMutation,
} from '../__generated__/graphql.ts';
import { AgreementCheck, ensureAgreed } from '../features/user/AgreementCheck.tsx';
import { applyUserErrors } from '../components/form/applyUserErrors.ts';
import { AuthHero } from '../features/user/AuthHero.tsx';
import { CodeItem, ConfirmPasswordItem, MobileItem, PasswordItem } from '../features/user/AuthFields.tsx';
import { useFinishLogin } from '../features/user/useFinishLogin.ts';
import { useLiveValidation } from '../components/form/useLiveValidation.ts';
import { useResendCountdown } from '../features/user/useResendCountdown.ts';
import { useSendVerifyCode } from '../features/user/useSendVerifyCode.ts';
import { displayMessage } from '../lib/errors.ts';
import { recallIntroducer } from '../lib/introducer.ts';
import { SubmitButton } from '../components/form/SubmitButton.tsx';

interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

/** /register: mobile + SMS code (purpose REGISTER) + password; the new member is logged in at once. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const [form] = Form.useForm<RegisterValues>();
  const lv = useLiveValidation();
  const countdown = useResendCountdown();
  const [agreed, setAgreed] = useState(false);
  const [sendCode] = useRegisterPageSendCodeMutation();
  const [register, { loading }] = useRegisterPageRegisterMutation();
  const finish = useFinishLogin();

  const { send, sending } = useSendVerifyCode(form, lv, countdown, async (mobile) => {
    const { data } = await sendCode({ variables: { input: { mobile, purpose: 'REGISTER' } } });
    return data?.sendVerifyCode;
  });

  const onFinish = async ({ mobile, code, password }: RegisterValues) => {
    if (!ensureAgreed(agreed)) return;
    try {
      const { data } = await register({
        variables: { input: { mobile, code, password, ...recallIntroducer() } },
      });
      const payload = data?.register;
      if (!payload || applyUserErrors(form, payload.userErrors, ['mobile', 'code', 'password'])) return;
      if (!payload.user) return void Toast.show({ content: '注册失败，请稍后重试' });
      Toast.show({ icon: 'success', content: '注册成功' });
      await finish();
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  const redirect = params.get('redirect');
  return (
    <div className="sf-auth">
      <AuthHero title="注册" subtitle="注册成为会员，开启你的下一段旅程" />
      <div className="sf-auth-card">
        <h2 className="sf-auth-card__heading">手机号注册</h2>
        <Form
          form={form}
          layout="horizontal"
          onFinish={onFinish}
          onFinishFailed={lv.touchAll}
          footer={
            <SubmitButton loading={loading} loadingText="注册中">
              注册并登录
            </SubmitButton>
          }
        >
          <MobileItem lv={lv} />
          <CodeItem lv={lv} secondsLeft={countdown.secondsLeft} sending={sending} onSend={send} />
          <PasswordItem lv={lv} mode="new" label="设置密码" />
          <ConfirmPasswordItem lv={lv} />
        </Form>
        <AgreementCheck checked={agreed} onChange={setAgreed} />
      </div>
      <nav className="sf-auth-links">
        <span />
        <Link
          className="sf-auth-links__primary"
          to={{
            pathname: '/login',
            search: redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '',
          }}
        >
          已有账号，去登录
        </Link>
      </nav>
    </div>
  );
}
