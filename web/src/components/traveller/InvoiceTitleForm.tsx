import { ApolloError } from '@apollo/client';
import { Form, Input, List, Selector, Switch } from 'antd-mobile';
import { useDebounce } from 'ahooks';
import { useRef, useState } from 'react';
import { TEXT_LIMITS, validateTaxNumber } from '@storefront/schema/validation';
import {
  useInvoiceTitleFormCompaniesQuery,
  useInvoiceTitleFormSaveMutation,
  type InvoiceTitleForm_InvoiceTitleFragment,
  type InvoiceTitleKind,
} from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { splitUserErrors } from '../../lib/userErrors.ts';
import { sharedRule } from '../form/formRules.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { useLiveValidation } from '../form/useLiveValidation.ts';
import './traveller.css';

/** Props of InvoiceTitleForm: add or edit one invoice title (发票抬头). */
export interface InvoiceTitleFormProps {
  /** The title to edit (spread `...InvoiceTitleForm_invoiceTitle`); absent or null to add one. */
  title?: InvoiceTitleForm_InvoiceTitleFragment | null;
  /** Called once the server saved the title, with its id. */
  onSaved: (invoiceTitleId: string) => void;
}

interface Values {
  kind: InvoiceTitleKind;
  name: string;
  taxNumber: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  isDefault: boolean;
}

const FIELDS = ['kind', 'name', 'taxNumber', 'address', 'phone', 'bankName', 'bankAccount', 'isDefault'];
const KIND_OPTIONS: { label: string; value: InvoiceTitleKind }[] = [
  { label: '企业', value: 'COMPANY' },
  { label: '个人', value: 'PERSONAL' },
];

/**
 * A person's or a company's invoice title. For a company, typing the name offers matching
 * registered companies (tap one to fill the name and taxpayer number); the taxpayer number shows
 * the shared rule's message as it is typed.
 */
export function InvoiceTitleForm({ title, onSaved }: InvoiceTitleFormProps) {
  const [form] = Form.useForm<Values>();
  const lv = useLiveValidation();
  const [save, { loading }] = useInvoiceTitleFormSaveMutation();
  const submitting = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const kind = (Form.useWatch('kind', form) as InvoiceTitleKind | undefined) ?? title?.kind ?? 'COMPANY';
  const name = (Form.useWatch('name', form) as string | undefined) ?? '';
  const keyword = useDebounce(name.trim(), { wait: 300 });
  // A picked company hides the matches at once, before the debounced keyword catches up.
  const searching =
    kind === 'COMPANY' && Array.from(keyword).length >= 2 && keyword !== picked && name.trim() !== picked;
  const companies = useInvoiceTitleFormCompaniesQuery({ variables: { keyword }, skip: !searching });
  const matches = searching ? (companies.data?.searchCompanies ?? []) : [];

  const onFinish = async (values: Values) => {
    if (submitting.current) return;
    submitting.current = true;
    setFormError(null);
    const company = values.kind === 'COMPANY';
    const text = (value: string) => (company && value.trim() ? value.trim() : null);
    try {
      const { data } = await save({
        variables: {
          input: {
            id: title?.id ?? null,
            kind: values.kind,
            name: values.name.trim(),
            taxNumber: company ? values.taxNumber.trim().toUpperCase() : null,
            address: text(values.address),
            phone: text(values.phone),
            bankName: text(values.bankName),
            bankAccount: text(values.bankAccount),
            isDefault: values.isDefault,
          },
        },
      });
      const payload = data?.saveInvoiceTitle;
      if (!payload) throw new Error('empty payload');
      if (payload.userErrors.length > 0) {
        const { fields, general } = splitUserErrors(payload.userErrors, FIELDS);
        form.setFields(Object.entries(fields).map(([field, errors]) => ({ name: field, errors })));
        if (general.length) setFormError(general.join('\n'));
        return;
      }
      if (payload.invoiceTitle) onSaved(payload.invoiceTitle.id);
    } catch (error) {
      const bad =
        error instanceof ApolloError
          ? error.graphQLErrors.find(
              (e) => e.extensions?.code === 'BAD_USER_INPUT' && Array.isArray(e.extensions.field),
            )
          : undefined;
      const field = (bad?.extensions?.field as string[] | undefined)?.at(-1);
      if (bad && field && FIELDS.includes(field)) form.setFields([{ name: field, errors: [bad.message] }]);
      else setFormError(displayMessage(error));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className="sf-traveller-form"
      initialValues={{
        kind: title?.kind ?? 'COMPANY',
        name: title?.name ?? '',
        taxNumber: title?.taxNumber ?? '',
        address: title?.address ?? '',
        phone: title?.phone ?? '',
        bankName: title?.bankName ?? '',
        bankAccount: title?.bankAccount ?? '',
        isDefault: title?.isDefault ?? false,
      }}
      onFinish={(values: Values) => void onFinish(values)}
      onFinishFailed={lv.touchAll}
      onValuesChange={() => formError && setFormError(null)}
      footer={
        <>
          {formError ? (
            <div className="sf-traveller-form__error" role="alert">
              {formError}
            </div>
          ) : null}
          <SubmitButton loading={loading} loadingText="保存中">
            保存
          </SubmitButton>
        </>
      }
    >
      <Form.Item name="kind" label="抬头类型">
        <KindSelector />
      </Form.Item>
      <Form.Item
        name="name"
        label={kind === 'COMPANY' ? '公司名称' : '个人姓名'}
        rules={[
          sharedRule((value) =>
            Array.from(value.trim()).length >= 2
              ? { ok: true }
              : { ok: false, message: '请输入至少2个字的发票抬头' },
          ),
        ]}
        validateTrigger={lv.triggerFor('name')}
      >
        <Input
          placeholder={kind === 'COMPANY' ? '输入公司名称，可从列表中选择' : '请输入个人姓名'}
          clearable
          maxLength={kind === 'COMPANY' ? TEXT_LIMITS.invoiceTitleName : TEXT_LIMITS.personalInvoiceTitleName}
          onBlur={() => lv.touch('name')}
        />
      </Form.Item>
      {matches.length > 0 ? (
        <List className="sf-invoice-form__matches" aria-label="匹配的公司">
          {matches.map((match) => (
            <List.Item
              key={match.taxNumber}
              description={match.taxNumber}
              arrowIcon={false}
              onClick={() => {
                setPicked(match.name);
                form.setFieldsValue({ name: match.name, taxNumber: match.taxNumber });
                void form.validateFields(['name', 'taxNumber']).catch(() => undefined);
              }}
            >
              {match.name}
            </List.Item>
          ))}
        </List>
      ) : null}
      {kind === 'COMPANY' ? (
        <>
          <Form.Item
            name="taxNumber"
            label="纳税人识别号"
            rules={[sharedRule((value) => validateTaxNumber(value.trim()))]}
            validateTrigger={lv.triggerFor('taxNumber')}
          >
            <Input
              placeholder="15-20位统一社会信用代码"
              clearable
              maxLength={20}
              autoComplete="off"
              onBlur={() => lv.touch('taxNumber')}
            />
          </Form.Item>
          <Form.Item name="address" label="注册地址">
            <Input placeholder="选填，公司注册地址" clearable maxLength={TEXT_LIMITS.invoiceAddress} />
          </Form.Item>
          <Form.Item name="phone" label="注册电话">
            <Input
              type="tel"
              placeholder="选填，如 010-88886666"
              clearable
              maxLength={TEXT_LIMITS.invoicePhone}
            />
          </Form.Item>
          <Form.Item name="bankName" label="开户银行">
            <Input placeholder="选填，开户银行名称" clearable maxLength={TEXT_LIMITS.invoiceBankName} />
          </Form.Item>
          <Form.Item name="bankAccount" label="银行账号">
            <Input
              inputMode="numeric"
              placeholder="选填，银行账号"
              clearable
              maxLength={TEXT_LIMITS.invoiceBankAccount}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="isDefault" label="设为默认抬头" valuePropName="checked" childElementPosition="right">
        <Switch />
      </Form.Item>
    </Form>
  );
}

/** The kind as one value (antd-mobile's Selector holds an array). */
function KindSelector({
  value,
  onChange,
}: {
  value?: InvoiceTitleKind;
  onChange?: (value: InvoiceTitleKind) => void;
}) {
  return (
    <Selector
      className="sf-traveller-form__selector"
      columns={2}
      options={KIND_OPTIONS}
      value={value ? [value] : []}
      onChange={(values) => {
        const next = values[0];
        if (next) onChange?.(next);
      }}
    />
  );
}
