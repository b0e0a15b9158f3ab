import { Form, Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { validateMobile, validatePassword } from '@storefront/schema/validation';
import { sameAsRule, sharedRule, validateVerifyCode } from '../../components/form/formRules.ts';
import type { LiveValidation } from '../../components/form/useLiveValidation.ts';
import { VerifyCodeButton } from './VerifyCodeButton.tsx';

interface FieldProps {
  lv: LiveValidation;
}

export function MobileItem({ lv, name = 'mobile' }: FieldProps & { name?: string }) {
  return (
    <Form.Item
      name={name}
      label="手机号"
      rules={[sharedRule(validateMobile)]}
      validateTrigger={lv.triggerFor(name)}
    >
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        clearable
        placeholder="请输入手机号"
        onBlur={() => lv.touch(name)}
      />
    </Form.Item>
  );
}

export interface CodeItemProps extends FieldProps {
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
}

export function CodeItem({ lv, secondsLeft, sending, onSend }: CodeItemProps) {
  return (
    <Form.Item
      name="code"
      label="验证码"
      rules={[sharedRule(validateVerifyCode)]}
      validateTrigger={lv.triggerFor('code')}
      extra={<VerifyCodeButton secondsLeft={secondsLeft} sending={sending} onClick={onSend} />}
    >
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="请输入6位验证码"
        onBlur={() => lv.touch('code')}
      />
    </Form.Item>
  );
}

export interface PasswordItemProps extends FieldProps {
  name?: string;
  label?: ReactNode;
  placeholder?: string;
  /** Login checks only presence: an old password may predate today's rule. */
  mode: 'login' | 'new';
}

export function PasswordItem({
  lv,
  name = 'password',
  label = '密码',
  placeholder,
  mode,
}: PasswordItemProps) {
  const [visible, setVisible] = useState(false);
  const rule = mode === 'new' ? sharedRule(validatePassword) : { required: true, message: '请输入密码' };
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[rule]}
      // No asterisk: the other fields are required too and show none.
      required={false}
      validateTrigger={lv.triggerFor(name)}
      extra={
        <button
          type="button"
          className="sf-eye"
          aria-label={visible ? '隐藏密码' : '显示密码'}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    >
      <Input
        type={visible ? 'text' : 'password'}
        maxLength={mode === 'new' ? 20 : undefined}
        placeholder={placeholder ?? (mode === 'new' ? '8-20位，需包含字母和数字' : '请输入密码')}
        autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
        onBlur={() => lv.touch(name)}
      />
    </Form.Item>
  );
}

export function ConfirmPasswordItem({ lv, of = 'password' }: FieldProps & { of?: string }) {
  const name = 'confirm';
  return (
    <Form.Item
      name={name}
      label="确认密码"
      dependencies={[of]}
      rules={[(form) => sameAsRule(of, (n) => form.getFieldValue(n))]}
      validateTrigger={lv.triggerFor(name)}
    >
      <Input
        type="password"
        maxLength={20}
        autoComplete="new-password"
        placeholder="请再次输入密码"
        onBlur={() => lv.touch(name)}
      />
    </Form.Item>
  );
}
