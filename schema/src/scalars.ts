// The custom scalars of base.graphql and the money/mobile display helpers. Pure: the gateway merges
// `resolvers` into its resolver map, the web uses `money` and `maskMobile` for display. The scalar
// constructions are marked pure so a web bundle that only needs `money` drops them.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isValidDate, SHANGHAI_OFFSET_MS } from './dates.ts';
import { validateMobile } from './validation.ts';

// Client mistakes are the shopper's to fix, so they carry BAD_USER_INPUT and a Chinese message.
// graphql-js keeps a GraphQLError thrown from a literal as is and copies its extensions onto the
// wrapping error for variables, so the code survives both paths.
function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

// Serialising bad data is our bug, not the shopper's: a plain error that the gateway masks.
function badOutput(scalar: string, value: unknown): GraphQLError {
  return new GraphQLError(`${scalar} cannot represent ${describe(value)}`);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (value instanceof Date) return 'an invalid Date';
  return typeof value;
}

function stringLiteral(ast: ValueNode, message: string): string {
  if (ast.kind !== Kind.STRING) throw badInput(message);
  return ast.value;
}

// --- Date -------------------------------------------------------------------------------------

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function shanghaiParts(ms: number) {
  const d = new Date(ms + SHANGHAI_OFFSET_MS);
  return {
    date: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
    ms: d.getUTCMilliseconds(),
  };
}

const DATE_MESSAGE = '日期格式应为 YYYY-MM-DD，且必须是真实存在的日期，例如 2026-05-01';

function parseDateInput(value: unknown): string {
  if (typeof value !== 'string' || !isValidDate(value)) throw badInput(DATE_MESSAGE);
  return value;
}

/**
 * `Date`: a calendar day `YYYY-MM-DD` in Asia/Shanghai. Inside the gateway it stays that string
 * (a JS Date would drag a time zone into a value that has none). Serialises such strings, Date
 * objects and date-time strings (as their Shanghai calendar day).
 */
export const DateScalar = /* @__PURE__ */ new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date `YYYY-MM-DD` in Asia/Shanghai.',
  serialize(value) {
    if (typeof value === 'string' && isValidDate(value)) return value;
    const ms = instantOf(value);
    if (ms === null) throw badOutput('Date', value);
    return shanghaiParts(ms).date;
  },
  parseValue: parseDateInput,
  parseLiteral: (ast) => parseDateInput(stringLiteral(ast, DATE_MESSAGE)),
});

// --- DateTime ---------------------------------------------------------------------------------

// ISO 8601 extended form with a mandatory offset, seconds and fractions optional.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/;
// The legacy backend writes naive Shanghai wall-clock times like `2026-05-01 09:30:00`.
const NAIVE_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?$/;

function instantFromMatch(m: RegExpExecArray, offsetMs: number): number | null {
  const [year, month, day, hour, minute] = [1, 2, 3, 4, 5].map((i) => Number(m[i]));
  const second = m[6] ? Number(m[6]) : 0;
  const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  if (!isValidDate(`${m[1]}-${m[2]}-${m[3]}`) || hour! > 23 || minute! > 59 || second > 59) return null;
  const utc = Date.UTC(year!, month! - 1, day!, hour, minute, second, millis);
  // Date.UTC maps years 0-99 to 1900-1999; no real instant of ours lives there.
  return year! < 100 ? null : utc - offsetMs;
}

function offsetMsOf(offset: string): number | null {
  if (offset === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (offset[0] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/** Epoch milliseconds of a strict ISO 8601 instant with offset or `Z`; null if it is not one. */
export function parseIsoInstant(value: string): number | null {
  const m = ISO_INSTANT.exec(value);
  if (!m) return null;
  const offset = offsetMsOf(m[8]!);
  return offset === null ? null : instantFromMatch(m, offset);
}

// What the gateway may hand a DateTime/Date field: a Date, an ISO instant, or a legacy naive
// Shanghai time. Numbers are refused: seconds and milliseconds cannot be told apart.
function instantOf(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value !== 'string') return null;
  const iso = parseIsoInstant(value);
  if (iso !== null) return iso;
  const naive = NAIVE_LOCAL.exec(value);
  return naive ? instantFromMatch(naive, SHANGHAI_OFFSET_MS) : null;
}

/**
 * Formats an instant as ISO 8601 with the `+08:00` offset, e.g. `2026-11-21T09:30:00+08:00`;
 * milliseconds appear only when not zero.
 */
export function formatDateTime(value: Date | string): string {
  const ms = instantOf(value);
  if (ms === null) throw new RangeError(`Not an instant: ${describe(value)}`);
  const parts = shanghaiParts(ms);
  const fraction = parts.ms ? `.${pad(parts.ms, 3)}` : '';
  return `${parts.date}T${parts.time}${fraction}+08:00`;
}

const DATETIME_MESSAGE = '时间格式应为 ISO 8601 并带时区，例如 2026-11-21T09:30:00+08:00';

function parseDateTimeInput(value: unknown): Date {
  const ms = typeof value === 'string' ? parseIsoInstant(value) : null;
  if (ms === null) throw badInput(DATETIME_MESSAGE);
  return new Date(ms);
}

/**
 * `DateTime`: an instant. Input must be ISO 8601 with an offset (a client must say which instant)
 * and arrives in resolvers as a JS Date; output is always the `+08:00` form.
 */
export const DateTimeScalar = /* @__PURE__ */ new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant in ISO 8601 with the `+08:00` offset, e.g. `2026-11-21T09:30:00+08:00`.',
  serialize(value) {
    if (!(value instanceof Date) && typeof value !== 'string') throw badOutput('DateTime', value);
    if (instantOf(value) === null) throw badOutput('DateTime', value);
    return formatDateTime(value);
  },
  parseValue: parseDateTimeInput,
  parseLiteral: (ast) => parseDateTimeInput(stringLiteral(ast, DATETIME_MESSAGE)),
});

// --- Mobile -----------------------------------------------------------------------------------

function parseMobileInput(value: unknown): string {
  const result = validateMobile(typeof value === 'string' ? value : '');
  if (!result.ok) throw badInput(result.message);
  return value as string;
}

/**
 * `Mobile`: 11 digits starting with 1, checked by the shared rule. Output is checked too (a
 * number from the legacy JSON is accepted): a stored value that breaks the contract is an error,
 * so a resolver must map a missing mobile to null rather than an empty string.
 */
export const MobileScalar = /* @__PURE__ */ new GraphQLScalarType<string, string>({
  name: 'Mobile',
  description: 'A mainland mobile number: 11 digits starting with 1.',
  serialize(value) {
    const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
    if (typeof text !== 'string' || !validateMobile(text).ok) throw badOutput('Mobile', value);
    return text;
  },
  parseValue: parseMobileInput,
  parseLiteral: (ast) => parseMobileInput(stringLiteral(ast, '请输入以1开头的11位手机号')),
});

/** The scalar resolvers, ready to merge into the gateway's resolver map. */
export const resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Mobile: MobileScalar,
};

// --- Money and display helpers -----------------------------------------------------------------

/** Money as the SDL `Money` type: integer fen plus display forms. */
export interface Money {
  fen: number;
  /** Yuan with two decimals, e.g. `12.50`, `-3.00`. */
  yuan: string;
  /** For display without trailing zeros, e.g. `¥12.5`, `¥12`, `¥0.05`, `-¥3`. */
  text: string;
}

/** Builds `Money` from integer fen; throws on anything else, since a float here is a bug. */
export function money(fen: number): Money {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) {
    throw new TypeError(`money() takes an integer number of fen, got ${String(fen)}`);
  }
  const amount = fen === 0 ? 0 : fen; // -0 would print as "-¥0"
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const short = cents === 0 ? '' : cents % 10 === 0 ? `.${cents / 10}` : `.${pad(cents)}`;
  return { fen: amount, yuan: `${sign}${whole}.${pad(cents)}`, text: `${sign}¥${whole}${short}` };
}

/**
 * Masks the middle four digits of a mobile: `13800138000` → `138****8000`. Anything that is not
 * a valid mobile keeps only its last four characters so a malformed number never leaks whole.
 */
export function maskMobile(mobile: string): string {
  if (typeof mobile !== 'string' || mobile.length === 0) return '';
  if (validateMobile(mobile).ok) return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
  return mobile.length > 4 ? `****${mobile.slice(-4)}` : '****';
}
