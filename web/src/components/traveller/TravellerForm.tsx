import { ApolloError } from '@apollo/client';
import { Button, DatePicker, Form, Input, Selector, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import {
  ageClass,
  birthDateFromMainlandId,
  genderFromMainlandId,
  rules,
  todayInShanghai,
  validateChineseName,
  validateLettersOnly,
  validateMobile,
  type RuleName,
  type ValidationResult,
} from '@storefront/schema/validation';
import {
  useTravellerFormCreateMutation,
  useTravellerFormQuery,
  useTravellerFormUpdateMutation,
  type DocumentType,
  type Gender,
  type TravellerForm_TravellerFragment,
} from '../../__generated__/graphql.ts';
import { PageSkeleton } from '../pageState/PageSkeleton.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { splitUserErrors } from '../../lib/userErrors.ts';
import { sharedRule } from '../form/formRules.ts';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { useLiveValidation } from '../form/useLiveValidation.ts';
import { documentsToSend, englishNamesAsked, formFieldOf, type TravellerFormValues } from './formInput.ts';
import './traveller.css';
import { AGE_CLASS_LABELS } from './ageClassLabels.ts';

/** Props of TravellerForm: add or edit one of the member's travellers. */
export interface TravellerFormProps {
  /**
   * The traveller to edit (spread `...TravellerForm_traveller` in the page's query); absent or
   * null to add a new one. The form edits one document at a time; the traveller's other documents
   * are kept as saved.
   */
  traveller?: TravellerForm_TravellerFragment | null;
  /**
   * The document types offered, in this order (all seven when absent). Domestic flights:
   * `['ID_CARD', 'PASSPORT', 'HK_MACAO_PERMIT', 'TAIWAN_PERMIT', …]`; international: passport and
   * permits only.
   */
  documentTypes?: readonly DocumentType[];
  /** Make the expiry date of passports and permits required (bookings abroad). */
  requireExpiry?: boolean;
  /** The departure date (`YYYY-MM-DD`): shows the traveller's age class (成人/儿童/婴儿) on it. */
  travelDate?: string;
  /** Called once the server saved the traveller, with its id. */
  onSaved: (travellerId: string) => void;
  /** The submit button's text; 保存 by default. */
  submitText?: string;
}

const GENDER_TEXT: Record<Gender, string> = { MALE: '男', FEMALE: '女', UNKNOWN: '未知' };
const GENDER_OPTIONS = [
  { label: '男', value: 'MALE' },
  { label: '女', value: 'FEMALE' },
];
const SHOWN_FIELDS = [
  'name',
  'documentType',
  'number',
  'expiresOn',
  'englishSurname',
  'englishGivenName',
  'gender',
  'birthday',
  'mobile',
];

/** Blank passes; anything typed must pass `rule` (optional fields). */
function optional(rule: (value: string) => ValidationResult) {
  return (value: string): ValidationResult => (value.trim() === '' ? { ok: true } : rule(value.trim()));
}

/** The shared rule a document type's number must pass, by the rule name the server gives. */
function numberRule(ruleName: string | undefined): (value: string) => ValidationResult {
  const rule = ruleName && ruleName in rules ? rules[ruleName as RuleName] : undefined;
  return rule ?? ((value: string) => (value ? { ok: true } : { ok: false, message: '请输入证件号码' }));
}

/**
 * Add or edit a traveller. Each field shows its §5 rule's message once left and then on every
 * keystroke; an ID card fills the birthday and gender; the server's refusals show in the form.
 * Saves through createTraveller / updateTraveller and reports the id with `onSaved`.
 */
export function TravellerForm({
  traveller,
  documentTypes,
  requireExpiry = false,
  travelDate,
  onSaved,
  submitText = '保存',
}: TravellerFormProps) {
  const types = useTravellerFormQuery();
  if (types.error && !types.data) {
    return (
      <div className="sf-traveller-form__failed" role="alert">
        <p>证件类型加载失败：{displayMessage(types.error)}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => void types.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  if (!types.data) return <PageSkeleton lines={6} />;
  const offered = documentTypes
    ? documentTypes.flatMap((type) => types.data!.documentTypes.filter((info) => info.type === type))
    : types.data.documentTypes;
  return (
    <TravellerFormFields
      key={traveller?.id ?? 'new'}
      traveller={traveller ?? null}
      offered={offered}
      requireExpiry={requireExpiry}
      travelDate={travelDate}
      onSaved={onSaved}
      submitText={submitText}
    />
  );
}

interface FieldsProps {
  traveller: TravellerForm_TravellerFragment | null;
  offered: ReadonlyArray<{ type: DocumentType; name: string; rule: string; needsExpiry: boolean }>;
  requireExpiry: boolean;
  travelDate: string | undefined;
  onSaved: (travellerId: string) => void;
  submitText: string;
}

function TravellerFormFields({
  traveller,
  offered,
  requireExpiry,
  travelDate,
  onSaved,
  submitText,
}: FieldsProps) {
  const [form] = Form.useForm<TravellerFormValues>();
  const lv = useLiveValidation();
  const today = todayInShanghai();
  const saved = useMemo(() => traveller?.documents ?? [], [traveller]);
  const [formError, setFormError] = useState<string | null>(null);
  const submitting = useRef(false);
  const done = useRef(false);
  const [create, created] = useTravellerFormCreateMutation();
  const [update, updated] = useTravellerFormUpdateMutation();
  const busy = created.loading || updated.loading;

  const firstType =
    saved.find((document) => offered.some((info) => info.type === document.type))?.type ??
    offered[0]?.type ??
    'ID_CARD';
  // Only the first render's values matter: the form owns them afterwards.
  const [initialValues] = useState<TravellerFormValues>(() => {
    const document = saved.find((candidate) => candidate.type === firstType);
    return {
      name: traveller?.name ?? '',
      documentType: firstType,
      number: document?.number ?? '',
      expiresOn: document?.expiresOn ?? null,
      englishSurname: traveller?.englishSurname ?? '',
      englishGivenName: traveller?.englishGivenName ?? '',
      gender: traveller && traveller.gender !== 'UNKNOWN' ? traveller.gender : null,
      birthday: traveller?.birthday ?? null,
      mobile: traveller?.mobile ?? '',
    };
  });

  const documentType = (Form.useWatch('documentType', form) as DocumentType | undefined) ?? firstType;
  const number = (Form.useWatch('number', form) as string | undefined) ?? initialValues.number;
  const typedBirthday = Form.useWatch('birthday', form) as string | null | undefined;
  const info = offered.find((candidate) => candidate.type === documentType);

  // The ID card that decides birthday and gender: the one being typed, or a saved one kept.
  const idNumber =
    documentType === 'ID_CARD' ? number.trim() : saved.find((d) => d.type === 'ID_CARD')?.number;
  const idInPlay = idNumber !== undefined;
  const idBirthday = idNumber ? birthDateFromMainlandId(idNumber, { today }) : null;
  const idGender = idNumber ? genderFromMainlandId(idNumber, { today }) : null;
  const birthday = idInPlay ? idBirthday : (typedBirthday ?? null);

  let ageText: string | null = null;
  if (travelDate && birthday && birthday <= travelDate)
    ageText = AGE_CLASS_LABELS[ageClass(birthday, travelDate)];

  const onTypeChange = (type: DocumentType) => {
    // Switching to a type the traveller already has shows that document; otherwise a blank one.
    const document = saved.find((candidate) => candidate.type === type);
    form.setFieldsValue({ number: document?.number ?? '', expiresOn: document?.expiresOn ?? null });
    form.setFields([
      { name: 'number', errors: [] },
      { name: 'expiresOn', errors: [] },
    ]);
  };

  const onFinish = async (shown: Partial<TravellerFormValues>) => {
    // One save per form: a second tap while saving, or after the save, must not save again.
    if (submitting.current || done.current) return;
    submitting.current = true;
    setFormError(null);
    // Fields not on screen (English names for an ID card, say) are absent from what the form gives.
    const values: TravellerFormValues = {
      ...initialValues,
      englishSurname: '',
      englishGivenName: '',
      ...shown,
    };
    const { documents, editedIndex } = documentsToSend(saved, values);
    const common = {
      name: values.name.trim(),
      englishSurname: englishNamesAsked(values.documentType) ? values.englishSurname.trim() || null : null,
      englishGivenName: englishNamesAsked(values.documentType)
        ? values.englishGivenName.trim() || null
        : null,
      // With an ID card the server takes both from the number; sending them could only disagree.
      gender: idInPlay ? null : values.gender,
      birthday: idInPlay ? null : values.birthday,
      mobile: values.mobile.trim() || null,
      documents,
    };
    try {
      const payload = traveller
        ? (await update({ variables: { input: { id: traveller.id, ...common } } })).data?.updateTraveller
        : (await create({ variables: { input: common } })).data?.createTraveller;
      if (!payload) throw new Error('empty payload');
      if (payload.userErrors.length > 0) {
        // A number saved on another traveller belongs under the number; the rest above the button.
        const errors = payload.userErrors.map((error) =>
          error.code === 'DOCUMENT_NUMBER_TAKEN' ? { ...error, field: ['input', 'number'] } : error,
        );
        const { fields, general } = splitUserErrors(errors, SHOWN_FIELDS);
        form.setFields(Object.entries(fields).map(([name, errs]) => ({ name, errors: errs })));
        if (general.length) setFormError(general.join('\n'));
        return;
      }
      if (payload.traveller) {
        done.current = true;
        onSaved(payload.traveller.id);
      }
    } catch (error) {
      const field = error instanceof ApolloError ? badInputField(error, editedIndex) : null;
      if (field) form.setFields([{ name: field.name, errors: [field.message] }]);
      else setFormError(displayMessage(error));
    } finally {
      submitting.current = false;
    }
  };

  const expiryRules = [
    {
      validator: async (_rule: unknown, value: unknown) => {
        const text = typeof value === 'string' ? value : '';
        if (!text) {
          if (requireExpiry) throw new Error(`请选择${info?.name ?? '证件'}有效期`);
          return;
        }
        if (text < (travelDate ?? today))
          throw new Error(travelDate ? '证件在出行日前过期，请使用有效证件' : '证件已过期，请使用有效证件');
      },
    },
  ];
  const passport = documentType === 'PASSPORT';
  const englishRule = (label: string) =>
    sharedRule((value) => {
      if (passport && value.trim() === '') return { ok: false, message: `请填写与护照一致的${label}` };
      return optional(validateLettersOnly)(value);
    });

  return (
    <Form
      form={form}
      layout="horizontal"
      className="sf-traveller-form"
      initialValues={initialValues}
      onFinish={(values: Partial<TravellerFormValues>) => void onFinish(values)}
      onFinishFailed={lv.touchAll}
      onValuesChange={(changed: Partial<TravellerFormValues>) => {
        if (changed.documentType) onTypeChange(changed.documentType);
        if (formError) setFormError(null);
      }}
      footer={
        <>
          {formError ? (
            <div className="sf-traveller-form__error" role="alert">
              {formError}
            </div>
          ) : null}
          <SubmitButton loading={busy} loadingText="保存中">
            {submitText}
          </SubmitButton>
        </>
      }
    >
      <Form.Item
        name="name"
        label="姓名"
        rules={[sharedRule(validateChineseName)]}
        validateTrigger={lv.triggerFor('name')}
      >
        <Input placeholder="与证件上的中文姓名一致" clearable maxLength={8} onBlur={() => lv.touch('name')} />
      </Form.Item>

      <Form.Item name="documentType" label="证件类型" layout="vertical">
        <SingleSelector
          options={offered.map((candidate) => ({ label: candidate.name, value: candidate.type }))}
        />
      </Form.Item>

      <Form.Item
        name="number"
        label="证件号码"
        rules={[sharedRule((value) => numberRule(info?.rule)(value.trim()))]}
        validateTrigger={lv.triggerFor('number')}
      >
        <Input
          placeholder={`请输入${info?.name ?? '证件'}号码`}
          clearable
          maxLength={documentType === 'ID_CARD' ? 18 : 20}
          autoComplete="off"
          onBlur={() => lv.touch('number')}
        />
      </Form.Item>

      {info?.needsExpiry ? (
        <Form.Item name="expiresOn" label="有效期至" rules={expiryRules} validateTrigger={['onChange']}>
          <DateField
            title="证件有效期"
            placeholder={requireExpiry ? '请选择证件有效期' : '选填，出境时需要'}
            min={today}
            max={dayjs(today).add(30, 'year').format('YYYY-MM-DD')}
          />
        </Form.Item>
      ) : null}

      {englishNamesAsked(documentType) ? (
        <>
          <Form.Item
            name="englishSurname"
            label="英文姓"
            rules={[englishRule('英文姓')]}
            validateTrigger={lv.triggerFor('englishSurname')}
          >
            <Input
              placeholder={passport ? '与护照一致，如 ZHANG' : '选填，如 ZHANG'}
              clearable
              autoComplete="off"
              onBlur={() => lv.touch('englishSurname')}
            />
          </Form.Item>
          <Form.Item
            name="englishGivenName"
            label="英文名"
            rules={[englishRule('英文名')]}
            validateTrigger={lv.triggerFor('englishGivenName')}
          >
            <Input
              placeholder={passport ? '与护照一致，如 XIAOMING' : '选填，如 XIAOMING'}
              clearable
              autoComplete="off"
              onBlur={() => lv.touch('englishGivenName')}
            />
          </Form.Item>
        </>
      ) : null}

      {idInPlay ? (
        <>
          <Form.Item label="性别">
            <span className="sf-traveller-form__derived" data-testid="derived-gender">
              {idGender ? GENDER_TEXT[idGender] : '填写身份证号后自动识别'}
            </span>
          </Form.Item>
          <Form.Item label="出生日期">
            <span className="sf-traveller-form__derived" data-testid="derived-birthday">
              {idBirthday ?? '填写身份证号后自动识别'}
            </span>
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="gender" label="性别" rules={[{ required: true, message: '请选择性别' }]}>
            <SingleSelector options={GENDER_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="birthday"
            label="出生日期"
            rules={[
              { required: true, message: '请选择出生日期' },
              {
                validator: async (_rule, value: unknown) => {
                  if (typeof value === 'string' && value > today) throw new Error('出生日期不能晚于今天');
                },
              },
            ]}
          >
            <DateField title="出生日期" placeholder="请选择出生日期" min="1900-01-01" max={today} />
          </Form.Item>
        </>
      )}

      {ageText ? (
        <Form.Item label="乘客类型">
          <span className="sf-traveller-form__age">
            <Tag color="primary" fill="outline">
              {ageText}
            </Tag>
            <span className="sf-traveller-form__age-note">按出行日期 {travelDate} 计算</span>
          </span>
        </Form.Item>
      ) : null}

      <Form.Item
        name="mobile"
        label="手机号"
        rules={[sharedRule(optional(validateMobile))]}
        validateTrigger={lv.triggerFor('mobile')}
      >
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          clearable
          placeholder="选填，用于接收行程通知"
          onBlur={() => lv.touch('mobile')}
        />
      </Form.Item>
    </Form>
  );
}

/** The form field a BAD_USER_INPUT error of the gateway names, when the form shows it. */
function badInputField(error: ApolloError, editedIndex: number): { name: string; message: string } | null {
  for (const graphQLError of error.graphQLErrors) {
    if (graphQLError.extensions?.code !== 'BAD_USER_INPUT') continue;
    const path = graphQLError.extensions.field;
    const name = formFieldOf(Array.isArray(path) ? (path as string[]) : null, editedIndex);
    if (name) return { name, message: graphQLError.message };
  }
  return null;
}

interface SingleSelectorProps<T extends string> {
  value?: T | null;
  onChange?: (value: T) => void;
  options: { label: string; value: T }[];
}

/** antd-mobile's Selector holds an array; a form field here holds one value and never none. */
function SingleSelector<T extends string>({ value, onChange, options }: SingleSelectorProps<T>) {
  return (
    <Selector
      className="sf-traveller-form__selector"
      columns={Math.min(options.length, 3)}
      options={options}
      value={value ? [value] : []}
      onChange={(values) => {
        const next = values[0];
        if (next) onChange?.(next);
      }}
    />
  );
}

interface DateFieldProps {
  value?: string | null;
  onChange?: (value: string) => void;
  title: string;
  placeholder: string;
  min: string;
  max: string;
}

/** A `YYYY-MM-DD` form value picked with antd-mobile's DatePicker. */
function DateField({ value, onChange, title, placeholder, min, max }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="sf-traveller-form__date" onClick={() => setOpen(true)}>
        {value ? value : <span className="sf-traveller-form__placeholder">{placeholder}</span>}
      </button>
      <DatePicker
        visible={open}
        title={title}
        precision="day"
        min={dayjs(min).toDate()}
        max={dayjs(max).toDate()}
        value={value ? dayjs(value).toDate() : undefined}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange?.(dayjs(date).format('YYYY-MM-DD'))}
      />
    </>
  );
}
