import { badParam } from './errors.ts';

/**
 * The parameters of one call, whatever the prefix carried them in (query, form or JSON). Getters
 * throw flag 2001 with a Chinese message naming the field, so handlers read like the contract.
 */
export class Params {
  constructor(private readonly values: Record<string, unknown>) {}

  has(name: string): boolean {
    const value = this.values[name];
    return value !== undefined && value !== null && value !== '';
  }

  /** A string parameter, trimmed; `label` is how the message names it ("手机号"). */
  string(name: string, label: string): string {
    const value = this.optionalString(name, label);
    if (value === undefined || value === '') throw badParam(`请填写${label}`);
    return value;
  }

  /** As `string`, but absent or empty is `undefined`. Numbers from JSON are accepted as text. */
  optionalString(name: string, label: string): string | undefined {
    const value = this.values[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (typeof value !== 'string') throw badParam(`${label}格式不正确`);
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }

  /** A string taken exactly as sent (passwords: spaces are significant and rejected by the rule). */
  raw(name: string, label: string): string {
    const value = this.values[name];
    if (value === undefined || value === null || value === '') throw badParam(`请填写${label}`);
    if (typeof value !== 'string') throw badParam(`${label}格式不正确`);
    return value;
  }

  /**
   * Every parameter as sent, for readers of lists and objects (a /v2 JSON body carries arrays of
   * passengers or documents); the string getters above stay the way to read single fields.
   */
  record(): Readonly<Record<string, unknown>> {
    return this.values;
  }

  /** One of `allowed`. */
  oneOf<T extends string>(name: string, label: string, allowed: readonly T[]): T {
    const value = this.string(name, label);
    if (!(allowed as readonly string[]).includes(value))
      throw badParam(`${label}不正确，应为 ${allowed.join(' / ')} 之一`);
    return value as T;
  }
}
