// The form rules of spec §5 and the traveller age class of spec §4, shared by the web forms (shown
// as the user types) and the gateway (rejected as BAD_USER_INPUT). Pure functions, no I/O, no
// dependencies, so the browser bundle only pulls in the rules it imports.

import { calendarDate, formatDate, parseDate, todayInShanghai, type Ymd } from './dates.ts';

/** The outcome of one rule; `message` is Chinese and tells the shopper what to do. */
export type ValidationResult = { ok: true } | { ok: false; message: string };

/** A rule as forms and the gateway look it up. Non-strings are rejected, never thrown on. */
export type Validator = (value: string) => ValidationResult;

const OK: ValidationResult = Object.freeze({ ok: true });

function fail(message: string): ValidationResult {
  return { ok: false, message };
}

// Inputs may come straight from JSON at the gateway, so guard the type as well as the content.
function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.length === 0;
}

/** Mobile: 11 digits starting with 1. Carriers are not checked: numbers are portable. */
export function validateMobile(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入手机号');
  return /^1\d{10}$/.test(value) ? OK : fail('请输入以1开头的11位手机号');
}

/**
 * Full name: 2 to 8 Chinese characters, counted as code points so rare characters outside the
 * BMP count once. The middle dot of some minority names is not a Chinese character and the spec
 * does not allow it, so it is rejected here like any other symbol.
 */
export function validateChineseName(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入姓名');
  return /^\p{Script=Han}{2,8}$/u.test(value) ? OK : fail('请输入2-8个汉字的中文姓名');
}

/**
 * E-mail in the plain local@domain form: no quoted local parts or IP literals (no shopper has
 * one, and the backend mails through providers that reject them anyway).
 */
export function validateEmail(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入邮箱地址');
  const ok =
    value.length <= 254 &&
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(
      value,
    );
  return ok ? OK : fail('请输入正确的邮箱地址，例如 name@example.com');
}

// --- Calendar dates (schema/src/dates.ts, the one date module; re-exported for the rules' users) ---

export {
  ageClass,
  completedYears,
  isValidDate,
  parseDate,
  todayInShanghai,
  type AgeClass,
  type Ymd,
} from './dates.ts';

// --- Mainland resident ID (GB 11643-1999) ---------------------------------------------------

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CHECK_CHARS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character for the first 17 digits of an 18-character ID. */
export function mainlandIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  // (12 − S mod 11) mod 11, laid out as a lookup indexed by S mod 11.
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

// Nobody alive was born before 1900; an earlier year is a typo, not a real traveller.
const EARLIEST_BIRTH_YEAR = 1900;

/** Options of the ID rules; `today` (`YYYY-MM-DD`) pins "not in the future" for tests. */
export interface MainlandIdOptions {
  today?: string;
}

type IdParse =
  { ok: true; birth: Ymd; sequenceDigit: number } | { ok: false; part: 'format' | 'birth' | 'check' };

function parseMainlandId(value: string, options?: MainlandIdOptions): IdParse {
  if (typeof value !== 'string') return { ok: false, part: 'format' };
  if (/^\d{17}[\dXx]$/.test(value)) {
    const birth = calendarDate(
      Number(value.slice(6, 10)),
      Number(value.slice(10, 12)),
      Number(value.slice(12, 14)),
    );
    const today = parseDate(options?.today ?? todayInShanghai());
    if (!birth || birth.year < EARLIEST_BIRTH_YEAR || (today && formatDate(birth) > formatDate(today))) {
      return { ok: false, part: 'birth' };
    }
    if (mainlandIdCheckChar(value) !== value[17]!.toUpperCase()) return { ok: false, part: 'check' };
    return { ok: true, birth, sequenceDigit: Number(value[16]) };
  }
  if (/^\d{15}$/.test(value)) {
    // The old 15-digit ID (issued until 2004) has a two-digit year that always means 19YY.
    const birth = calendarDate(
      1900 + Number(value.slice(6, 8)),
      Number(value.slice(8, 10)),
      Number(value.slice(10, 12)),
    );
    if (!birth) return { ok: false, part: 'birth' };
    return { ok: true, birth, sequenceDigit: Number(value[14]) };
  }
  return { ok: false, part: 'format' };
}

/**
 * Mainland ID: 18 characters (17 digits + digit or X, lower-case x accepted) with a real,
 * not-future birth date and a correct MOD 11-2 check character; or the old 15 digits with a real
 * 19YYMMDD birth date. The message names the wrong part so the shopper knows where to look.
 * Hong Kong/Macao/Taiwan residence permits (areas 81/82/83) use the same format and pass.
 */
export function validateMainlandId(value: string, options?: MainlandIdOptions): ValidationResult {
  if (isBlank(value)) return fail('请输入身份证号');
  const parsed = parseMainlandId(value, options);
  if (parsed.ok) return OK;
  switch (parsed.part) {
    case 'format':
      return fail('身份证号应为18位（最后一位可为数字或X）或15位数字，请检查位数和格式');
    case 'birth':
      return fail(
        value.length === 15
          ? '身份证号第7-12位的出生日期不正确，请核对'
          : '身份证号第7-14位的出生日期不正确，请核对',
      );
    case 'check':
      return fail('身份证号最后一位校验码不正确，请核对号码');
  }
}

/** The birth date (`YYYY-MM-DD`) of a valid mainland ID, or null when the ID is not valid. */
export function birthDateFromMainlandId(id: string, options?: MainlandIdOptions): string | null {
  const parsed = parseMainlandId(id, options);
  return parsed.ok ? formatDate(parsed.birth) : null;
}

/**
 * Gender of a valid mainland ID from its sequence number (odd male, even female), using the
 * values of the SDL `Gender` enum; null when the ID is not valid.
 */
export function genderFromMainlandId(id: string, options?: MainlandIdOptions): 'MALE' | 'FEMALE' | null {
  const parsed = parseMainlandId(id, options);
  if (!parsed.ok) return null;
  return parsed.sequenceDigit % 2 === 1 ? 'MALE' : 'FEMALE';
}

// --- Other documents and fields ---------------------------------------------------------------

/** Passport: 5 to 17 letters or digits (the formats E12345678, DE1234567 … all fit). */
export function validatePassport(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入护照号码');
  return /^[A-Za-z0-9]{5,17}$/.test(value) ? OK : fail('护照号码应为5-17位字母或数字');
}

/** Hong Kong/Macao and Taiwan permit: 1 to 15 letters or digits. */
export function validateHkMoTwPermit(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入通行证号码');
  return /^[A-Za-z0-9]{1,15}$/.test(value) ? OK : fail('通行证号码应为1-15位字母或数字');
}

/** Letters only (e.g. a surname or given name in pinyin as on a passport): 2 or more Latin letters. */
export function validateLettersOnly(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入英文字母');
  return /^[A-Za-z]{2,}$/.test(value) ? OK : fail('请输入至少2个英文字母，不含空格、数字或符号');
}

/** The longest foreign guest name accepted, in letters, spaces and the one slash. */
export const FOREIGN_NAME_MAX = 40;

/**
 * A hotel guest's name as on the document shown at check-in (market rules, "Hotels"): 2–8 Chinese
 * characters (the full-name rule), or a foreign name in Latin letters as printed on the passport,
 * words apart by single spaces and at most one `/` between surname and given names (`SMITH/JOHN`,
 * `Anna Maria Lopez`). Surrounding spaces are ignored.
 */
export function validateGuestName(value: string): ValidationResult {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return fail('请填写入住人姓名');
  if (/\p{Script=Han}/u.test(name)) {
    return /^\p{Script=Han}{2,8}$/u.test(name) ? OK : fail('中文姓名应为2-8个汉字，不含空格或符号');
  }
  const shaped =
    /^[A-Za-z]+(?: [A-Za-z]+)*(?: ?\/ ?[A-Za-z]+(?: [A-Za-z]+)*)?$/.test(name) &&
    name.replace(/[ /]/g, '').length >= 2 &&
    name.length <= FOREIGN_NAME_MAX;
  return shaped ? OK : fail('请填写与证件一致的姓名：2-8个汉字，或护照上的英文字母（如 SMITH/JOHN）');
}

/** Officer ID, Taiwan compatriot permit, hometown permit: one or more word characters. */
export function validateWordChars(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入证件号码');
  return /^\w+$/.test(value) ? OK : fail('证件号码只能包含字母、数字或下划线');
}

/** Account: 15 to 18 word characters. */
export function validateAccount(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入账号');
  return /^\w{15,18}$/.test(value) ? OK : fail('账号应为15-18位字母、数字或下划线');
}

/**
 * Password: 8 to 20 characters with at least one letter and one digit. Whitespace is refused so a
 * pasted trailing space cannot lock the member out.
 */
export function validatePassword(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入密码');
  const ok = /^\S{8,20}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
  return ok ? OK : fail('密码应为8-20位，且同时包含字母和数字，不能有空格');
}

/**
 * Nickname: 1 to 20 characters after trimming, counted as code points (an emoji counts once), no
 * control characters.
 */
export function validateNickname(value: string): ValidationResult {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed.length === 0) return fail('请输入昵称');
  return validateText(trimmed, '昵称', 20);
}

// --- Free text ----------------------------------------------------------------------------------

/**
 * The longest each free-text field may be, in characters (code points, so an emoji or a rare
 * character counts once). The backend refuses longer values with the same bounds (CONTRACT.md);
 * forms stop typing at them and the gateway refuses longer values before any upstream call.
 */
export const TEXT_LIMITS = {
  /** 发票抬头 of a company (a person's is at most 50). */
  invoiceTitleName: 100,
  personalInvoiceTitleName: 50,
  invoiceAddress: 100,
  invoicePhone: 20,
  invoiceBankName: 50,
  /** 8–30 digits, spaces between groups allowed as typed. */
  invoiceBankAccount: 40,
  /** 联系人姓名 of an order. */
  contactName: 20,
  /** 退票原因. */
  refundReason: 200,
} as const;

/**
 * The bound of any text a client sends, whatever the field, for fields without a tighter rule
 * (search keywords, ids, order numbers); the gateway refuses anything longer. The avatar upload's
 * data URL is the one field allowed more (its own rule caps the decoded image).
 */
export const INPUT_TEXT_MAX = 1000;

// C0 controls and DEL: nothing a shopper types. NUL in particular cannot be stored at all (PostgreSQL
// refuses it), and CR/LF in a value that ends up in a header splits it.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// The same without tab, line feed and carriage return, for text areas (a refund reason).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a text carries a control character (line breaks and tabs allowed when `multiline`). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(value);
}

/**
 * A free-text field's content: no control characters and at most `max` characters. Whether it may
 * be empty is the field's own rule. `label` names the field in the message ("开户银行").
 */
export function validateText(
  value: string,
  label: string,
  max: number,
  options: { multiline?: boolean } = {},
): ValidationResult {
  if (typeof value !== 'string') return fail(`${label}格式不正确`);
  if (hasControlCharacters(value, options.multiline)) {
    return fail(`${label}含有${options.multiline ? '' : '换行或'}不可见的控制字符，请删除后重试`);
  }
  return Array.from(value).length <= max ? OK : fail(`${label}不能超过${max}个字`);
}

// --- Taxpayer number (invoice titles) ---------------------------------------------------------

// GB 32100-2015: the 31 characters of the unified social credit code (no I, O, Z, S, V) and the
// weights of positions 1-17 (3^i mod 31).
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * The check character of an 18-character unified social credit code from its first 17 characters
 * (upper case): 31 − (Σ value × weight mod 31), with 31 written as `0`. '' when a character is
 * outside the code's alphabet.
 */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '');
    if (value < 0) return '';
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/**
 * Taxpayer number of a company invoice title (纳税人识别号): 15, 17, 18 or 20 letters or digits, as
 * the tax offices accept (old tax registration numbers are 15, 17 or 20 long). An 18-character one
 * is a unified social credit code, so its alphabet and check character are verified too: a typo
 * there would make an invoice the company cannot book. Lower case is accepted (stored upper case).
 */
export function validateTaxNumber(value: string): ValidationResult {
  if (isBlank(value)) return fail('请输入纳税人识别号');
  if (!/^[A-Za-z0-9]+$/.test(value) || ![15, 17, 18, 20].includes(value.length)) {
    return fail('纳税人识别号应为15、17、18或20位字母或数字，请核对');
  }
  if (value.length === 18) {
    const upper = value.toUpperCase();
    if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(upper)) {
      return fail('统一社会信用代码不含字母I、O、Z、S、V，请核对');
    }
    if (creditCodeCheckChar(upper) !== upper[17]) {
      return fail('统一社会信用代码最后一位校验码不正确，请核对');
    }
  }
  return OK;
}

/**
 * Rules by field name, for forms and the gateway to look up. The three word-character documents
 * get their own names so a form can say which document it is.
 */
export const rules = {
  mobile: validateMobile,
  chineseName: validateChineseName,
  guestName: validateGuestName,
  email: validateEmail,
  mainlandId: (value: string) => validateMainlandId(value),
  passport: validatePassport,
  hkMoTwPermit: validateHkMoTwPermit,
  lettersOnly: validateLettersOnly,
  officerId: validateWordChars,
  taiwanCompatriotPermit: validateWordChars,
  hometownPermit: validateWordChars,
  account: validateAccount,
  password: validatePassword,
  nickname: validateNickname,
  taxNumber: validateTaxNumber,
} as const satisfies Record<string, Validator>;

/** A field name that has a rule. */
export type RuleName = keyof typeof rules;
