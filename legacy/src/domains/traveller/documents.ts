import type { Static } from '@storefront/schema/rest';
import type { DocumentType, TouristDocument } from '@storefront/schema/rest/traveller';
import {
  birthDateFromMainlandId,
  genderFromMainlandId,
  isValidDate,
  rules,
  validateChineseName,
  validateLettersOnly,
  validateMainlandId,
  validateMobile,
} from '@storefront/schema/validation';
import { badParam } from '../../core/errors.ts';

/**
 * The document types a traveller can have, by documentTypeId (the order forms offer them in; the
 * same order as the SDL enum `DocumentType`). `rule` names the shared rule of schema/src/validation.ts
 * the number must pass; `needs_expiry` says whether booking abroad on it needs its expiry date.
 */
export const DOCUMENT_TYPES = [
  { documentTypeId: 1, name: '身份证', rule: 'mainlandId', needs_expiry: false },
  { documentTypeId: 2, name: '护照', rule: 'passport', needs_expiry: true },
  { documentTypeId: 3, name: '港澳通行证', rule: 'hkMoTwPermit', needs_expiry: true },
  { documentTypeId: 4, name: '台湾通行证', rule: 'hkMoTwPermit', needs_expiry: true },
  { documentTypeId: 5, name: '回乡证', rule: 'hometownPermit', needs_expiry: true },
  { documentTypeId: 6, name: '台胞证', rule: 'taiwanCompatriotPermit', needs_expiry: true },
  { documentTypeId: 7, name: '军官证', rule: 'officerId', needs_expiry: false },
] as const satisfies readonly Static<typeof DocumentType>[];

export const ID_CARD = 1;
export const PASSPORT = 2;

/** A document as the endpoints read (once checked) and answer it. */
export type DocumentInput = Static<typeof TouristDocument>;

/** A traveller as create and update read it, already checked and normalised. */
export interface TravellerInput {
  name: string;
  english_surname: string | null;
  english_given_name: string | null;
  gender: 1 | 2;
  birthday: string;
  mobile: string | null;
  documents: DocumentInput[];
}

function fail(message: string): never {
  throw badParam(message);
}

/** A JSON field that must be a string when present; '' and null count as absent. */
function optionalText(value: unknown, label: string): string | null {
  if (value === undefined || value === null) return null;
  // JSON numbers are fine where text is expected (a gender of 1, a numeric officer ID).
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') fail(`${label}格式不正确`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function documentName(typeId: number): string {
  return DOCUMENT_TYPES.find((type) => type.documentTypeId === typeId)?.name ?? '证件';
}

function readDocument(raw: unknown, today: string): DocumentInput {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('证件信息格式不正确');
  const entry = raw as Record<string, unknown>;
  const typeId = Number(entry.documentTypeId);
  const type = DOCUMENT_TYPES.find((candidate) => candidate.documentTypeId === typeId);
  if (!type) fail('证件类型不正确，应为 1–7');
  const number = optionalText(entry.number, `${type.name}号码`) ?? '';
  const verdict =
    type.documentTypeId === ID_CARD ? validateMainlandId(number, { today }) : rules[type.rule](number);
  if (!verdict.ok) fail(verdict.message);
  const expiresOn = optionalText(entry.expires_on, `${type.name}有效期`);
  if (expiresOn !== null) {
    if (!isValidDate(expiresOn)) fail(`${type.name}有效期应为 YYYY-MM-DD 格式的日期`);
    if (expiresOn < today) fail(`${type.name}已过有效期，请填写新证件的有效期`);
  }
  const country = optionalText(entry.issuing_country, '签发国家或地区');
  if (country !== null && !/^[A-Za-z]{2}$/.test(country)) fail('签发国家或地区应为两位字母代码，例如 CN');
  // Stored upper case so `x` and `X` at the end of an ID (or a passport typed in lower case) are one number.
  return {
    documentTypeId: type.documentTypeId,
    number: number.toUpperCase(),
    expires_on: expiresOn,
    issuing_country: country?.toUpperCase() ?? null,
  };
}

/**
 * Reads and checks a traveller from a JSON body with the shared §5 rules, on the server's `today`
 * (Shanghai): an ID card's birthday and gender win over typed ones and must agree with them when
 * both are sent; a passport needs the English names; the birthday may not be in the future.
 */
export function readTravellerInput(body: Record<string, unknown>, today: string): TravellerInput {
  const name = optionalText(body.name, '姓名') ?? '';
  const nameVerdict = validateChineseName(name);
  if (!nameVerdict.ok) fail(nameVerdict.message);

  const surname = optionalText(body.english_surname, '英文姓');
  const givenName = optionalText(body.english_given_name, '英文名');
  for (const [value, label] of [
    [surname, '英文姓'],
    [givenName, '英文名'],
  ] as const) {
    if (value === null) continue;
    const verdict = validateLettersOnly(value);
    if (!verdict.ok) fail(`${label}：${verdict.message}`);
  }

  const mobile = optionalText(body.mobile, '手机号');
  if (mobile !== null) {
    const verdict = validateMobile(mobile);
    if (!verdict.ok) fail(verdict.message);
  }

  if (!Array.isArray(body.documents) || body.documents.length === 0) fail('请至少填写一种证件');
  if (body.documents.length > DOCUMENT_TYPES.length) fail('证件数量过多');
  const documents = body.documents.map((raw) => readDocument(raw, today));
  const seen = new Set<number>();
  for (const document of documents) {
    if (seen.has(document.documentTypeId))
      fail(`每种证件只能填写一个，${documentName(document.documentTypeId)}重复了`);
    seen.add(document.documentTypeId);
  }
  if (seen.has(PASSPORT) && (surname === null || givenName === null)) {
    fail('使用护照时请填写与护照一致的英文姓和英文名');
  }

  const typedBirthday = optionalText(body.birthday, '出生日期');
  const genderText = optionalText(body.gender, '性别');
  const typedGender = genderText === null ? null : Number(genderText);
  if (typedGender !== null && typedGender !== 1 && typedGender !== 2) fail('性别应为 1（男）或 2（女）');

  const idCard = documents.find((document) => document.documentTypeId === ID_CARD);
  let birthday: string;
  let gender: 1 | 2;
  if (idCard) {
    const fromId = birthDateFromMainlandId(idCard.number, { today });
    const genderFromId = genderFromMainlandId(idCard.number, { today });
    if (fromId === null || genderFromId === null) fail('身份证号不正确，请核对');
    if (typedBirthday !== null && typedBirthday !== fromId) fail('出生日期与身份证号不一致，请核对');
    const idGender = genderFromId === 'MALE' ? 1 : 2;
    if (typedGender !== null && typedGender !== idGender) fail('性别与身份证号不一致，请核对');
    birthday = fromId;
    gender = idGender;
  } else {
    if (typedBirthday === null) fail('请填写出生日期');
    if (!isValidDate(typedBirthday)) fail('出生日期应为 YYYY-MM-DD 格式的日期');
    if (typedBirthday > today) fail('出生日期不能晚于今天');
    if (typedBirthday < '1900-01-01') fail('出生日期不能早于1900年，请核对');
    if (typedGender === null) fail('请选择性别');
    birthday = typedBirthday;
    gender = typedGender as 1 | 2;
  }

  return {
    name,
    english_surname: surname?.toUpperCase() ?? null,
    english_given_name: givenName?.toUpperCase() ?? null,
    gender,
    birthday,
    mobile,
    documents,
  };
}
