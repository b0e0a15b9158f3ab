// Checks a traveller, contact or invoice title from the graph with the shared §5 rules before any
// upstream call (DESIGN.md §8): a broken rule is BAD_USER_INPUT naming the field, so the form can
// show the message beside it. The backend checks again; its refusals come back as userErrors.
import {
  birthDateFromMainlandId,
  genderFromMainlandId,
  isValidDate,
  todayInShanghai,
  validateChineseName,
  validateEmail,
  validateLettersOnly,
  validateTaxNumber,
  validateText,
  TEXT_LIMITS,
} from '@storefront/schema/validation';
import type {
  CreateTravellerInput,
  Gender,
  SaveInvoiceTitleInput,
} from '../../__generated__/resolvers-types.ts';
import { assertValid } from '../shared/payload.ts';
import type { LegacyTitleInput, LegacyTouristInput } from './api.ts';
import { DOCUMENT_TYPE_IDS, validateDocumentNumber } from './documents.ts';

type Failure = { ok: false; message: string };
const failure = (message: string): Failure => ({ ok: false, message });

/** Absent, null and blank are all "not given"; otherwise trimmed. */
function given(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

const GENDER_CODES: Partial<Record<Gender, 1 | 2>> = { MALE: 1, FEMALE: 2 };

/** A backend id from an `ID` argument; anything but a positive integer is the client's mistake. */
export function numericId(id: string, field: string[]): number {
  const value = Number(id);
  if (!/^\d{1,10}$/.test(id) || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) {
    assertValid(failure('编号不正确，请刷新后重试'), field);
  }
  return value;
}

/**
 * A traveller as the backend's add and update take it. Same rules as the stand-in: an ID card's
 * birth date and gender win (and must agree when typed too); without one both are required and
 * the birthday may not be in the future; a passport needs the English names.
 */
export function travellerInput(input: CreateTravellerInput, today = todayInShanghai()): LegacyTouristInput {
  const name = input.name.trim();
  assertValid(validateChineseName(name), ['input', 'name']);
  const surname = given(input.englishSurname);
  const givenName = given(input.englishGivenName);
  if (surname !== undefined) assertValid(validateLettersOnly(surname), ['input', 'englishSurname']);
  if (givenName !== undefined) assertValid(validateLettersOnly(givenName), ['input', 'englishGivenName']);

  if (input.documents.length === 0) assertValid(failure('请至少填写一种证件'), ['input', 'documents']);
  const seen = new Set<string>();
  const documents = input.documents.map((document, index) => {
    const at = (field: string) => ['input', 'documents', String(index), field];
    const number = document.number.trim();
    assertValid(validateDocumentNumber(document.type, number, today), at('number'));
    if (seen.has(document.type)) assertValid(failure('每种证件只能填写一个'), at('type'));
    seen.add(document.type);
    const expiresOn = given(document.expiresOn);
    if (expiresOn !== undefined && expiresOn < today) {
      assertValid(failure('证件已过有效期，请填写新证件的有效期'), at('expiresOn'));
    }
    const country = given(document.issuingCountry);
    if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) {
      assertValid(failure('签发国家或地区应为两位字母代码，例如 CN'), at('issuingCountry'));
    }
    return {
      documentTypeId: DOCUMENT_TYPE_IDS[document.type],
      number,
      ...(expiresOn !== undefined ? { expires_on: expiresOn } : {}),
      ...(country !== undefined ? { issuing_country: country.toUpperCase() } : {}),
    };
  });
  if (seen.has('PASSPORT')) {
    if (surname === undefined) assertValid(failure('使用护照时请填写英文姓'), ['input', 'englishSurname']);
    if (givenName === undefined)
      assertValid(failure('使用护照时请填写英文名'), ['input', 'englishGivenName']);
  }

  const gender = input.gender ? GENDER_CODES[input.gender] : undefined;
  const birthday = given(input.birthday);
  const idCard = input.documents.find((document) => document.type === 'ID_CARD');
  if (idCard) {
    const number = idCard.number.trim();
    const fromId = birthDateFromMainlandId(number, { today });
    const genderFromId = genderFromMainlandId(number, { today }) === 'MALE' ? 1 : 2;
    if (birthday !== undefined && birthday !== fromId) {
      assertValid(failure('出生日期与身份证号不一致，请核对'), ['input', 'birthday']);
    }
    if (gender !== undefined && gender !== genderFromId) {
      assertValid(failure('性别与身份证号不一致，请核对'), ['input', 'gender']);
    }
  } else {
    if (birthday === undefined) assertValid(failure('请填写出生日期'), ['input', 'birthday']);
    else if (!isValidDate(birthday) || birthday > today) {
      assertValid(failure('出生日期不能晚于今天'), ['input', 'birthday']);
    }
    if (gender === undefined) assertValid(failure('请选择性别'), ['input', 'gender']);
  }

  return {
    name,
    ...(surname !== undefined ? { english_surname: surname } : {}),
    ...(givenName !== undefined ? { english_given_name: givenName } : {}),
    ...(gender !== undefined ? { gender } : {}),
    ...(birthday !== undefined ? { birthday } : {}),
    ...(input.mobile ? { mobile: input.mobile } : {}),
    documents,
  };
}

/** An e-mail when one is given (contacts), checked with the shared rule. */
export function optionalEmail(email: string | null | undefined, field: string[]): string | undefined {
  const value = given(email);
  if (value !== undefined) assertValid(validateEmail(value), field);
  return value;
}

/** An invoice title as the backend takes it; a company's taxpayer number passes the shared rule. */
export function titleInput(input: SaveInvoiceTitleInput): LegacyTitleInput {
  const name = input.name.trim();
  if (Array.from(name).length < 2) assertValid(failure('请输入至少2个字的发票抬头'), ['input', 'name']);
  const personal = input.kind === 'PERSONAL';
  const maxName = personal ? TEXT_LIMITS.personalInvoiceTitleName : TEXT_LIMITS.invoiceTitleName;
  assertValid(validateText(name, '发票抬头', maxName), ['input', 'name']);
  if (personal) return { kind: 1, name, is_default: input.isDefault ?? false };
  const taxNumber = given(input.taxNumber) ?? '';
  assertValid(validateTaxNumber(taxNumber), ['input', 'taxNumber']);
  const optional = (
    value: string | null | undefined,
    key: keyof LegacyTitleInput,
    field: string,
    label: string,
    max: number,
  ) => {
    const text = given(value);
    if (text === undefined) return {};
    assertValid(validateText(text, label, max), ['input', field]);
    return { [key]: text };
  };
  return {
    kind: 2,
    name,
    tax_number: taxNumber.toUpperCase(),
    ...optional(input.address, 'address', 'address', '注册地址', TEXT_LIMITS.invoiceAddress),
    ...optional(input.phone, 'phone', 'phone', '注册电话', TEXT_LIMITS.invoicePhone),
    ...optional(input.bankName, 'bank_name', 'bankName', '开户银行', TEXT_LIMITS.invoiceBankName),
    ...optional(input.bankAccount, 'bank_account', 'bankAccount', '银行账号', TEXT_LIMITS.invoiceBankAccount),
    is_default: input.isDefault ?? false,
  };
}
