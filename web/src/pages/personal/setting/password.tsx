import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client';
import { Form, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  SettingPasswordPageQueryDocument,
  useSettingPasswordPageResetPasswordMutation,
  useSettingPasswordPageSendCodeMutation,
  type SettingPasswordPageQuery,
  type SettingPasswordPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LoginRequired } from '../../../components/pageState/LoginRequired.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { applyUserErrors } from '../../../components/form/applyUserErrors.ts';
import { CodeItem, ConfirmPasswordItem, PasswordItem } from '../../../features/user/AuthFields.tsx';
import { useLiveValidation } from '../../../components/form/useLiveValidation.ts';
import { useResendCountdown } from '../../../features/user/useResendCountdown.ts';
import { useSendVerifyCode } from '../../../features/user/useSendVerifyCode.ts';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../features/user/auth.css';
import '../../../features/user/setting.css';
import { SubmitButton } from '../../../components/form/SubmitButton.tsx';

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

export const member = true;

export const loader = ({ preload }: PageLoaderArgs) => ({
  me: preload<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>(SettingPasswordPageQueryDocument),
});

/**
 * /personal/setting/password: a new password, confirmed by an SMS code to the member's own mobile.
 * The backend ends every session of the member on success, this one included: back to the login.
 */
export default function SettingPasswordPage() {
  const { me } = usePageData<typeof loader>();
  return (
    <div className="sf-setting">
      <PageHeader title="修改密码" fallback="/personal/setting" />
      <PageData fallback={<PageSkeleton lines={4} className="sf-setting__skeleton" />}>
        <PasswordOf queryRef={me} />
      </PageData>
    </div>
  );
}

function PasswordOf({ queryRef }: { queryRef: QueryRef<SettingPasswordPageQuery> }) {
  const me = useReadQuery(queryRef).data.me;
  return me ? <PasswordForm mobile={me.mobile} maskedMobile={me.maskedMobile} /> : <LoginRequired />;
}

function PasswordForm({ mobile, maskedMobile }: { mobile: string; maskedMobile: string }) {
  const [form] = Form.useForm<Values>();
  const lv = useLiveValidation();
  const countdown = useResendCountdown();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [sendCode] = useSettingPasswordPageSendCodeMutation();
  const [reset, { loading }] = useSettingPasswordPageResetPasswordMutation();
  const { send, sending } = useSendVerifyCode(form, lv, countdown, async (to) => {
    const { data } = await sendCode({ variables: { input: { mobile: to, purpose: 'RESET_PASSWORD' } } });
    const payload = data?.sendVerifyCode;
    // The mobile field is hidden here: its errors ("sent less than 60 s ago") must show as a toast.
    return payload && { ...payload, userErrors: payload.userErrors.map((e) => ({ ...e, field: null })) };
  });

  const onFinish = async (values: Values) => {
    try {
      const { data } = await reset({
        variables: { input: { mobile, code: values.code, newPassword: values.password } },
      });
      const payload = data?.resetPassword;
      if (
        !payload ||
        applyUserErrors(form, payload.userErrors, ['code', 'password'], { newPassword: 'password' })
      )
        return;
      if (!payload.ok) return void Toast.show({ content: '修改失败，请稍后重试' });
      // The session is gone at the backend; drop what is cached of the member before the login.
      await client.clearStore().catch(() => undefined);
      Toast.show({ icon: 'success', content: '密码已修改，请用新密码重新登录', duration: 2500 });
      navigate('/login', { replace: true });
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <div className="sf-auth-card sf-setting__card">
      <p className="sf-auth-card__hint sf-setting__hint">
        验证码将发送至 <b>{maskedMobile}</b>
        <br />
        修改成功后，所有设备需用新密码重新登录
      </p>
      <Form
        form={form}
        layout="horizontal"
        // The mobile is the member's own and not editable: kept as a form value for the send flow.
        initialValues={{ mobile }}
        onFinish={(values: Values) => void onFinish(values)}
        onFinishFailed={lv.touchAll}
        footer={
          <SubmitButton loading={loading} loadingText="提交中">
            确认修改
          </SubmitButton>
        }
      >
        <Form.Item name="mobile" hidden>
          <input type="hidden" />
        </Form.Item>
        <CodeItem lv={lv} secondsLeft={countdown.secondsLeft} sending={sending} onSend={() => void send()} />
        <PasswordItem lv={lv} mode="new" label="新密码" />
        <ConfirmPasswordItem lv={lv} />
      </Form>
    </div>
  );
}
