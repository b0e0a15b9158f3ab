import { Toast } from 'antd-mobile';
import type { FormInstance } from '../../components/form/formRules.ts';
import { useState } from 'react';
import { displayMessage } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask.ts';
import type { UserErrorLike } from '../../lib/userErrors.ts';
import { applyUserErrors } from '../../components/form/applyUserErrors.ts';
import type { LiveValidation } from '../../components/form/useLiveValidation.ts';
import type { useResendCountdown } from './useResendCountdown.ts';

interface SendPayload {
  resendIn: number | null;
  userErrors: ReadonlyArray<UserErrorLike>;
}

/**
 * The 获取验证码 flow shared by login, reset and register: check the mobile with the shared rule,
 * send through the page's own mutation, start the countdown, report the outcome.
 */
export function useSendVerifyCode(
  form: FormInstance,
  lv: LiveValidation,
  countdown: ReturnType<typeof useResendCountdown>,
  request: (mobile: string) => Promise<SendPayload | null | undefined>,
) {
  const [sending, setSending] = useState(false);
  const send = async () => {
    lv.touch('mobile');
    try {
      await form.validateFields(['mobile']);
    } catch {
      return;
    }
    const mobile = String(form.getFieldValue('mobile'));
    setSending(true);
    try {
      const payload = await request(mobile);
      if (!payload) throw new Error('empty payload');
      if (applyUserErrors(form, payload.userErrors, ['mobile'])) {
        // A "too soon" refusal still says how long to wait.
        if (payload.resendIn) countdown.start(payload.resendIn);
        return;
      }
      countdown.start(payload.resendIn ?? undefined);
      Toast.show({ content: `验证码已发送至 ${maskMobile(mobile)}` });
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    } finally {
      setSending(false);
    }
  };
  return { send, sending };
}
