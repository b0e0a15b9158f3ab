import type { Form, FormItemProps } from 'antd-mobile';
import type { ValidationResult } from '@storefront/schema/validation';

type Rule = NonNullable<FormItemProps['rules']>[number];
/** A plain rule object (not a rule-render function), which is what a rule-render must return. */
type RuleObject = Exclude<Rule, (...args: never[]) => unknown>;

/** antd-mobile's form instance; the package exports only the hook, so derive the type from it. */
export type FormInstance = ReturnType<typeof Form.useForm>[0];

/** A Form.Item rule from one of the shared validators (schema/src/validation.ts, spec §5). */
export function sharedRule(validate: (value: string) => ValidationResult): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const result = validate(typeof value === 'string' ? value : '');
      if (!result.ok) throw new Error(result.message);
    },
  };
}

/**
 * The SMS code's shape. The shared rules have none (the gateway checks the code itself); this only
 * spares a round trip for an obviously incomplete code.
 */
export function validateVerifyCode(value: string): ValidationResult {
  if (!value) return { ok: false, message: '请输入验证码' };
  return /^\d{6}$/.test(value) ? { ok: true } : { ok: false, message: '请输入6位数字验证码' };
}

/** The confirm-password field: must repeat the field `other`. */
export function sameAsRule(other: string, getValue: (name: string) => unknown): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error('请再次输入密码');
      if (value !== getValue(other)) throw new Error('两次输入的密码不一致');
    },
  };
}
