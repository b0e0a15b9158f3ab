// The pieces every legacy REST contract file is written with: routes, the kinds of parameter the
// legacy backend reads, named data shapes, and the checks both sides run against them. The stand-in
// registers its routes from these objects and refuses a request that breaks them; the gateway types
// its calls by them; legacy/CONTRACT.md is rendered from them and the
// words of contract.template.md (document.ts). No I/O here.
import Type, { type Static, type TObject, type TProperties, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

export { Type, type Static, type TObject, type TSchema };

export type Prefix = '/api' | '/v2' | '/app';
export type AuthMode = 'required' | 'optional' | 'none';

/**
 * The methods a route may use: GET and POST under the three prefixes; a development tool outside
 * them (prefix null) may also be DELETE (`/__dev/fault`).
 */
export type RouteMethod<X extends Prefix | null = Prefix | null> = X extends null
  ? 'GET' | 'POST' | 'DELETE'
  : 'GET' | 'POST';

/** A flag a route can answer, alone or with when it does (`[2005, 'register for a known mobile']`). */
export type RouteFlag = number | readonly [number, string];

export interface RestRoute<
  P extends TObject = TObject,
  D extends TSchema = TSchema,
  A extends AuthMode = AuthMode,
  X extends Prefix | null = Prefix | null,
> {
  /** null for routes outside the three prefixes (development tools): no header rules. */
  prefix: X;
  method: RouteMethod<X>;
  /** Path after the prefix, Fastify syntax (`/user/headImage/:id`). */
  path: string;
  /**
   * required: no token → 1001, dead token → 40101. optional: a dead token is treated as anonymous
   * (for pages that merely personalise). none: the token is not looked at.
   */
  auth: A;
  /** false exempts the route from the seqnum/version/token rules: things an <img> tag fetches. */
  headers?: boolean;
  /** The longest text any parameter may carry, in characters, when more than the default 2 000. */
  maxTextLength?: number;
  /** A POST that is safe to send twice (a query sent as POST); the gateway retries only these. */
  idempotent?: boolean;
  /** The parameters: query or form fields under /api and /app, the JSON object under /v2. */
  params: P;
  /** The envelope's `data` on success; `raw` routes answer bytes and have none. */
  data: D;
  /** What a route answers instead of an envelope (images), in words for the document. */
  raw?: string;
  /** The business flags the route answers besides the envelope's own (1000, 5000). */
  flags?: readonly RouteFlag[];
  /** Words the document adds after the generated parameters and data (one table cell each). */
  doc?: { params?: string; data?: string };
}

export type ParamsOf<R extends RestRoute> = Static<R['params']>;
export type DataOf<R extends RestRoute> = Static<R['data']>;

/** Declares one route; the identity, but it keeps the literal schema types for ParamsOf/DataOf. */
export function route<
  P extends TObject,
  D extends TSchema,
  const A extends AuthMode,
  const X extends Prefix | null,
>(spec: RestRoute<P, D, A, X>): RestRoute<P, D, A, X> {
  return spec;
}

// ---------------------------------------------------------------------------------------------
// Parameters. Each kind carries its Chinese label (`title`), which names the field in the message
// of a refused request, the way the stand-in's handlers name it ("请填写手机号").

const KIND = 'x-kind';
type Kind = 'text' | 'int' | 'number' | 'oneOf' | 'bool' | 'list' | 'object' | 'any';

interface FieldOptions {
  /** What the document says of the field, after its name. */
  description?: string;
  /** The message when a required field is left out, if not "请填写<label>" (the shared rules' words). */
  missing?: string;
  /**
   * The message when a value has the wrong form or is not among a oneOf's values, if the handler
   * words it otherwise than "<label>格式不正确" / "<label>不正确，应为 a / b 之一".
   */
  invalid?: string;
}

function options(label: string, kind: Kind, extra: FieldOptions = {}): Record<string, unknown> {
  const { missing, invalid, ...rest } = extra;
  return {
    title: label,
    [KIND]: kind,
    ...(missing ? { 'x-missing': missing } : {}),
    ...(invalid ? { 'x-invalid': invalid } : {}),
    ...rest,
  };
}

/** Text. A number sent in JSON is accepted as its text, as the handlers read it. */
export function text(label: string, opts?: FieldOptions) {
  return Type.Unsafe<string>(options(label, 'text', opts));
}

/** A whole number, as a JSON number or as digits (query and form fields are text). */
export function int(label: string, opts?: FieldOptions) {
  return Type.Unsafe<number | string>(options(label, 'int', opts));
}

/** A number, as a JSON number or as its decimal text. */
export function num(label: string, opts?: FieldOptions) {
  return Type.Unsafe<number | string>(options(label, 'number', opts));
}

/** One of the listed values; a number value is also accepted as its text and the other way round. */
export function oneOf<const V extends readonly (string | number)[]>(
  label: string,
  values: V,
  opts?: FieldOptions,
) {
  return Type.Unsafe<V[number]>({ ...options(label, 'oneOf', opts), 'x-values': values });
}

/** Yes or no: a JSON boolean, or 0 / 1 / true / false as text. */
export function bool(label: string, opts?: FieldOptions) {
  return Type.Unsafe<boolean | 0 | 1>(options(label, 'bool', opts));
}

/** A list (JSON bodies only) of items of the given kind. */
export function list<T extends TSchema>(label: string, item: T, opts?: FieldOptions & { maxItems?: number }) {
  return Type.Array(item, options(label, 'list', opts));
}

/** An object (JSON bodies only) of the given fields. */
export function object<P extends TProperties>(label: string, fields: P, opts?: FieldOptions) {
  return Type.Object(fields, options(label, 'object', opts));
}

/** Anything JSON; the handler checks it (documented by the description). */
export function json<T = unknown>(label: string, opts?: FieldOptions) {
  return Type.Unsafe<T>(options(label, 'any', opts));
}

/** A field that may be left out (or sent empty). */
export const optional = Type.Optional;

/** The parameters of a route. */
export function params<P extends TProperties>(fields: P) {
  return Type.Object(fields);
}

/** A route with no parameters. */
export const noParams = Type.Object({});

// ---------------------------------------------------------------------------------------------
// Data.

/** A named shape of the contract (`UserInfo`), shown by name in the tables and in full once. */
export function shape<P extends TProperties>(name: string, fields: P, description?: string) {
  return Type.Object(fields, { 'x-name': name, ...(description ? { description } : {}) });
}

/** A value or null. */
export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A field's description for the document: `describe(Type.Integer(), '0 unknown, 1 male')`. */
export function describe<T extends TSchema>(schema: T, description: string): T {
  return { ...schema, description } as T;
}

/** `{}`: a write that answers nothing more than success. */
export const empty = Type.Object({});

/** A route answering bytes, not an envelope. */
export const rawBody = Type.Unknown();

// ---------------------------------------------------------------------------------------------
// Checks.

type Json = Record<string, unknown>;

function kindOf(schema: unknown): Kind | undefined {
  return (schema as Json | undefined)?.[KIND] as Kind | undefined;
}

function labelOf(schema: unknown, name: string): string {
  const title = (schema as Json | undefined)?.title;
  return typeof title === 'string' ? title : name;
}

/** Empty as the handlers' `Params` see it: missing, null, or text of only spaces. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const INTEGER = /^\s*-?\d+\s*$/;
const DECIMAL = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
const BOOLEAN_TEXT = new Set(['0', '1', 'true', 'false']);

/** Whether a present value has the kind's form; lists and objects look one level further down. */
function fits(schema: unknown, value: unknown): boolean {
  switch (kindOf(schema)) {
    case 'text':
      return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
    case 'int':
      return Number.isInteger(value) || (typeof value === 'string' && INTEGER.test(value));
    case 'number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && DECIMAL.test(value))
      );
    case 'oneOf': {
      const allowed = ((schema as Json)['x-values'] as readonly (string | number)[]).map(String);
      return (
        (typeof value === 'string' || typeof value === 'number') && allowed.includes(String(value).trim())
      );
    }
    case 'bool':
      return (
        typeof value === 'boolean' ||
        value === 0 ||
        value === 1 ||
        (typeof value === 'string' && BOOLEAN_TEXT.has(value))
      );
    case 'list': {
      const item = (schema as Json).items;
      return Array.isArray(value) && value.every((v) => isEmpty(v) || fitsLoosely(item, v));
    }
    case 'object':
      return (
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        fieldsFit(schema, value as Json)
      );
    default:
      return true;
  }
}

/** Inside lists and objects only the form is checked; which items are needed is the handler's to say. */
function fitsLoosely(schema: unknown, value: unknown): boolean {
  return kindOf(schema) === 'oneOf'
    ? typeof value === 'string' || typeof value === 'number'
    : fits(schema, value);
}

function fieldsFit(schema: unknown, value: Json): boolean {
  const properties = ((schema as Json).properties ?? {}) as Json;
  return Object.entries(properties).every(
    ([name, field]) => isEmpty(value[name]) || fitsLoosely(field, value[name]),
  );
}

/**
 * What is wrong with a request's parameters, as the Chinese message of flag 2001, or null. Every
 * field the route declares is checked in order: a required one left out is "请填写<label>", a value
 * of the wrong form "<label>格式不正确", a value outside a list "<label>不正确，应为 a / b 之一"
 * (or the field's own `invalid` message for either).
 * Parameters the route does not declare are ignored, as the legacy backend ignores them.
 */
export function paramsProblem(route: RestRoute, values: Readonly<Json>): string | null {
  const required = new Set<string>((route.params as unknown as Json).required as string[] | undefined);
  for (const [name, field] of Object.entries(route.params.properties as Json)) {
    const value = values[name];
    const label = labelOf(field, name);
    if (isEmpty(value)) {
      if (required.has(name)) return ((field as Json)['x-missing'] as string | undefined) ?? `请填写${label}`;
      continue;
    }
    if (fits(field, value)) continue;
    const invalid = (field as Json)['x-invalid'] as string | undefined;
    if (invalid) return invalid;
    if (kindOf(field) === 'oneOf') {
      const allowed = ((field as Json)['x-values'] as readonly unknown[]).map(String);
      return `${label}不正确，应为 ${allowed.join(' / ')} 之一`;
    }
    return `${label}格式不正确`;
  }
  return null;
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/**
 * Where an answer's `data` departs from the route's shape ("/flights/0/fares: must be array"), or
 * null when it fits. Fields the shape does not name are allowed, as a client ignores them.
 */
export function dataProblem(route: RestRoute, data: unknown): string | null {
  if (route.raw !== undefined) return null;
  let validator = compiled.get(route.data);
  if (!validator) {
    validator = Compile(route.data);
    compiled.set(route.data, validator);
  }
  if (validator.Check(data)) return null;
  const [first] = validator.Errors(data);
  return first ? `${first.instancePath || '/'}: ${first.message}` : 'does not fit';
}
