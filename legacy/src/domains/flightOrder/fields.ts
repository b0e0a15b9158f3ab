import { isValidDate, validateEmail, validateMobile } from '@storefront/schema/validation';
import { badParam } from '../../core/errors.ts';

// Reading the JSON bodies of the /v2 flight-order calls. Params (core/params.ts) reads strings;
// bookings carry lists and objects, so these read `params.record()`, the body the router has
// already checked to be a JSON object. Every refusal is flag 2001 with a message naming the field.

export type Body = Readonly<Record<string, unknown>>;

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

export function text(body: Body, name: string, label: string, maxLength = 100): string {
  const value = body[name];
  if (!present(value)) throw badParam(`请填写${label}`);
  if (typeof value !== 'string' && typeof value !== 'number') throw badParam(`${label}格式不正确`);
  const trimmed = String(value).trim();
  if (trimmed === '') throw badParam(`请填写${label}`);
  if (trimmed.length > maxLength) throw badParam(`${label}不能超过${maxLength}个字符`);
  return trimmed;
}

export function optionalText(body: Body, name: string, label: string, maxLength = 100): string | null {
  return present(body[name]) ? text(body, name, label, maxLength) : null;
}

/** A positive id, as a number or a string of digits. */
export function idValue(value: unknown, label: string): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw badParam(`${label}格式不正确`);
  return n;
}

export function whole(
  body: Body,
  name: string,
  label: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  const value = body[name];
  if (!present(value)) {
    if (fallback === undefined) throw badParam(`请填写${label}`);
    return fallback;
  }
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw badParam(`${label}应为 ${min} 到 ${max} 之间的整数`);
  return n;
}

export function list(body: Body, name: string, label: string, min: number, max: number): unknown[] {
  const value = body[name];
  if (!Array.isArray(value)) throw badParam(`请提供${label}列表`);
  if (value.length < min || value.length > max) {
    throw badParam(min === max ? `${label}应为${min}个` : `${label}应为 ${min} 到 ${max} 个`);
  }
  return value;
}

export function idList(body: Body, name: string, label: string, min: number, max: number): number[] {
  return list(body, name, label, min, max).map((v) => idValue(v, label));
}

/** Passenger ids, or null when absent (every passenger who still flies). */
export function optionalIdList(body: Body, name: string, label: string): number[] | null {
  return present(body[name]) ? idList(body, name, label, 1, 9) : null;
}

export function fareIds(body: Body): string[] {
  // Only the shape is checked here; whether the fare is on sale is the catalogue's answer (2601).
  return list(body, 'fare_ids', '舱位', 1, 2).map((v) => {
    if (typeof v !== 'string' || v.length === 0 || v.length > 40) throw badParam('舱位编号格式不正确');
    return v;
  });
}

export function date(body: Body, name: string, label: string): string {
  const value = text(body, name, label, 10);
  if (!isValidDate(value)) throw badParam(`${label}应为 YYYY-MM-DD 格式的日期`);
  return value;
}

/** The client's once-per-booking key: 8–64 letters, digits, `-` or `_`. */
export function idempotencyKey(body: Body): string {
  const key = text(body, 'idempotency_key', '幂等键', 64);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw badParam('幂等键应为8到64位字母、数字、- 或 _');
  return key;
}

export function contact(body: Body): { name: string; mobile: string; email: string | null } {
  const value = body.contact;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badParam('请填写联系人');
  const c = value as Body;
  const name = text(c, 'name', '联系人姓名', 20);
  const mobile = text(c, 'mobile', '联系人手机号', 11);
  const mobileCheck = validateMobile(mobile);
  if (!mobileCheck.ok) throw badParam(mobileCheck.message);
  const email = optionalText(c, 'email', '联系人邮箱', 254);
  if (email !== null) {
    const emailCheck = validateEmail(email);
    if (!emailCheck.ok) throw badParam(emailCheck.message);
  }
  return { name, mobile, email };
}

export function bookingPassengers(body: Body): { travellerId: number; documentType: number }[] {
  // The count rule (at most 9) is a business refusal with its own flag; the list itself may be a
  // little longer so that rule, not a parameter error, answers a tenth passenger.
  return list(body, 'passengers', '乘机人', 1, 20).map((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw badParam('乘机人格式不正确');
    const p = v as Body;
    return {
      travellerId: idValue(p.traveller_id, '乘机人'),
      documentType: whole(p, 'document_type', '证件类型', 1, 7),
    };
  });
}
