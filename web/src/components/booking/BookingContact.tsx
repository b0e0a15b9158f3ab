import { Form, Input, Skeleton } from 'antd-mobile';
import {
  validateChineseName,
  validateEmail,
  validateMobile,
  type ValidationResult,
} from '@storefront/schema/validation';
import { sharedRule, type FormInstance } from '../form/formRules.ts';
import type { LiveValidation } from '../form/useLiveValidation.ts';
import type { DraftContact } from './draft.ts';

const optionalEmail = (value: string): ValidationResult => (value ? validateEmail(value) : { ok: true });

/**
 * The order's contact: name, mobile and an optional email, checked by the shared rules as the
 * shopper types (once a field was left). Every change goes into the draft, valid or not, for the
 * shopper to correct later; a skeleton shows until the draft has its prefilled contact.
 */
export function BookingContact({
  form,
  contact,
  live,
  onChange,
}: {
  form: FormInstance;
  contact: DraftContact | null;
  live: LiveValidation;
  onChange: (contact: DraftContact) => void;
}) {
  if (contact === null) return <Skeleton.Paragraph lineCount={3} animated />;
  return (
    <Form
      form={form}
      layout="horizontal"
      className="sf-bk-contact"
      initialValues={contact}
      onValuesChange={(_, all: Partial<DraftContact>) =>
        onChange({ name: all.name ?? '', mobile: all.mobile ?? '', email: all.email ?? '' })
      }
    >
      <Form.Item
        name="name"
        label="姓名"
        rules={[sharedRule(validateChineseName)]}
        validateTrigger={live.triggerFor('name')}
      >
        <Input placeholder="请输入联系人中文姓名" maxLength={8} clearable onBlur={() => live.touch('name')} />
      </Form.Item>
      <Form.Item
        name="mobile"
        label="手机号"
        rules={[sharedRule(validateMobile)]}
        validateTrigger={live.triggerFor('mobile')}
      >
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          clearable
          placeholder="用于接收订单短信"
          onBlur={() => live.touch('mobile')}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label="邮箱"
        rules={[sharedRule(optionalEmail)]}
        validateTrigger={live.triggerFor('email')}
      >
        <Input
          type="email"
          inputMode="email"
          clearable
          placeholder="选填，接收行程单和发票"
          onBlur={() => live.touch('email')}
        />
      </Form.Item>
    </Form>
  );
}
