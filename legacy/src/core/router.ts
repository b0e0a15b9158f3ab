import {
  dataProblem,
  paramsProblem,
  restRoutes,
  type AuthMode,
  type Prefix,
  type RestRoute,
  type TObject,
  type TSchema,
} from '@storefront/schema/rest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Member } from '../auth/members.ts';
import { resolveSession } from '../auth/sessions.ts';
import type { Db } from '../db/types.ts';
import { badParam, Flag, LegacyError } from './errors.ts';
import { Params } from './params.ts';

export type { AuthMode, Prefix };

/**
 * A route as the contract declares it (schema/src/rest): prefix, method, path, auth, the parameters
 * checked before the handler and the `data` shape its answer is checked against.
 */
export type RouteSpec<A extends AuthMode> = RestRoute<TObject, TSchema, A>;

const CONTRACT_ROUTES: ReadonlySet<object> = new Set(
  Object.values(restRoutes).flatMap((area) => Object.values(area) as object[]),
);

/** The longest text a parameter may carry unless its route says otherwise (see RouteSpec). */
export const MAX_TEXT_LENGTH = 2000;

// NUL and the other C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL cannot
// store NUL at all ("invalid byte sequence"), so without this check it became a 500.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Every parameter of every route, before its handler: a control character or an over-long text is
 * refused with flag 2001 naming the parameter, as a backend answers any bad input, never a 500.
 */
function checkText(values: unknown, name: string, max: number): void {
  if (typeof values === 'string') {
    if (CONTROL.test(values)) throw badParam(`参数 ${name} 含有不可见的控制字符，请删除后重试`);
    if (values.length > max) throw badParam(`参数 ${name} 过长，最多${max}个字符`);
  } else if (Array.isArray(values)) {
    for (const item of values) checkText(item, name, max);
  } else if (typeof values === 'object' && values !== null) {
    for (const [key, item] of Object.entries(values)) checkText(item, name ? `${name}.${key}` : key, max);
  }
}

export interface Call<A extends AuthMode> {
  params: Params;
  /** `:name` segments of the path. */
  path: Record<string, string>;
  member: A extends 'required' ? Member : Member | null;
  token: A extends 'required' ? string : string | null;
  /** The server clock at the start of the call (ms); use it instead of Date.now(). */
  nowMs: number;
  request: FastifyRequest;
}

/** A handler's answer that is not an envelope (images). */
export class RawResponse {
  constructor(
    readonly body: Buffer | string,
    readonly contentType: string,
    readonly headers: Record<string, string> = {},
    readonly status = 200,
  ) {}
}

export type Handler<A extends AuthMode> = (call: Call<A>) => unknown;
export type RouteFn = <A extends AuthMode>(spec: RouteSpec<A>, handler: Handler<A>) => void;

export interface Envelope {
  flag: number;
  msg: string;
  data: unknown;
}

const SEQNUM = /^(MP|H5)-\d+-\d{13}-[0-9a-f]{8}$/;
const VERSION = /^\d+\.\d+\.\d+$/;
const BEARER = /^Bearer(?:\s+(\S*))?\s*$/i;

/** One header as a string; repeated headers arrive joined or as arrays and never validate. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : value;
}

function checkHeaders(request: FastifyRequest): void {
  const seqnum = header(request, 'seqnum');
  if (seqnum === undefined || seqnum === '') throw new LegacyError(Flag.BAD_HEADER, '缺少请求头 seqnum');
  if (!SEQNUM.test(seqnum)) throw new LegacyError(Flag.BAD_HEADER, '请求头 seqnum 格式错误');
  const version = header(request, 'version');
  if (version === undefined || version === '') throw new LegacyError(Flag.BAD_HEADER, '缺少请求头 version');
  if (!VERSION.test(version)) throw new LegacyError(Flag.BAD_HEADER, '请求头 version 格式错误');
}

/** The session token the call carries ('' when none), after checking Authorization agrees. */
function tokenOf(request: FastifyRequest): string {
  const token = header(request, 'token') ?? '';
  const authorization = header(request, 'authorization');
  if (authorization !== undefined) {
    const bearer = BEARER.exec(authorization);
    // An empty Bearer with no token is just an anonymous call; anything else must agree.
    if (!bearer || (bearer[1] ?? '') !== token) {
      throw new LegacyError(Flag.TOKEN_INVALID, '登录状态异常，请重新登录');
    }
  }
  return token;
}

type BodyKind = 'form' | 'json' | 'any';

const BODY_KIND: Record<Prefix, BodyKind> = { '/api': 'form', '/v2': 'json', '/app': 'json' };

function bodyParams(request: FastifyRequest, kind: BodyKind, prefix: string): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  const mime = (header(request, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (kind === 'form' && mime !== 'application/x-www-form-urlencoded') {
    throw new LegacyError(
      Flag.BAD_PARAM,
      `请求体格式错误：${prefix} 的 POST 请求应为 application/x-www-form-urlencoded`,
      400,
    );
  }
  if (kind === 'json' && mime !== 'application/json') {
    throw new LegacyError(Flag.BAD_PARAM, `请求体格式错误：${prefix} 的 POST 请求应为 application/json`, 400);
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new LegacyError(Flag.BAD_PARAM, '请求体应为一个 JSON 对象', 400);
  }
  return body as Record<string, unknown>;
}

export interface RouterDeps {
  app: FastifyInstance;
  db: Db;
  clock: () => number;
  /** Where a call's flag is noted for the request log. */
  noteFlag: (request: FastifyRequest, flag: number) => void;
}

export function sendEnvelope(
  deps: Pick<RouterDeps, 'noteFlag'>,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  envelope: Envelope,
): FastifyReply {
  deps.noteFlag(request, envelope.flag);
  return reply.code(status).type('application/json; charset=utf-8').send(envelope);
}

/** PostgreSQL's class 22, "data exception": invalid text, out of range, too long, bad encoding. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Envelope for any error a handler throws; unexpected ones are logged and masked as 5000. */
export function errorEnvelope(
  request: FastifyRequest,
  error: unknown,
): { status: number; envelope: Envelope } {
  if (error instanceof LegacyError) {
    return { status: error.status, envelope: { flag: error.flag, msg: error.message, data: null } };
  }
  if (isDataException(error)) {
    // A value the database cannot take (out of range, malformed) that a handler's checks let through:
    // still the caller's bad parameter, answered as one; logged, since a handler should have said so.
    request.log.warn({ err: error }, 'database refused a parameter the handler accepted');
    return {
      status: 200,
      envelope: { flag: Flag.BAD_PARAM, msg: '参数格式不正确，请检查后重试', data: null },
    };
  }
  request.log.error({ err: error }, 'unexpected error in legacy handler');
  return { status: 500, envelope: { flag: Flag.INTERNAL, msg: '系统繁忙，请稍后再试', data: null } };
}

/**
 * The `route` helper every domain registers through: it applies the prefix rules (headers, body
 * format, token) before the handler and wraps what the handler returns in the envelope.
 */
export function createRouter(deps: RouterDeps): RouteFn {
  const { app, db, clock } = deps;
  return (spec, handler) => {
    // The contract is the one list of routes: a route that is not one of its objects is refused at
    // start-up, so the stand-in cannot serve what CONTRACT.md does not say.
    if (!CONTRACT_ROUTES.has(spec)) {
      throw new Error(`route ${spec.method} ${spec.path} is not a route of the contract (schema/src/rest)`);
    }
    const checkRules = spec.prefix !== null && spec.headers !== false;
    // Without the header rules there is no token to check: refuse the combination at start-up
    // rather than serve a member-only route to anyone.
    if (!checkRules && spec.auth !== 'none') {
      throw new Error(`route ${spec.method} ${spec.path}: auth '${spec.auth}' needs the header rules`);
    }
    const bodyKind: BodyKind = spec.prefix === null ? 'any' : BODY_KIND[spec.prefix];
    app.route({
      method: spec.method,
      url: `${spec.prefix ?? ''}${spec.path}`,
      handler: async (request, reply) => {
        try {
          let token = '';
          if (checkRules) {
            checkHeaders(request);
            token = tokenOf(request);
          }
          const values =
            spec.method === 'GET'
              ? ((request.query ?? {}) as Record<string, unknown>)
              : bodyParams(request, bodyKind, spec.prefix ?? '');
          checkText(values, '', spec.maxTextLength ?? MAX_TEXT_LENGTH);
          checkText(request.params, '', MAX_TEXT_LENGTH);
          const nowMs = clock();
          let member: Member | null = null;
          if (spec.auth !== 'none') {
            if (token === '') {
              if (spec.auth === 'required') throw new LegacyError(Flag.LOGIN_REQUIRED, '请先登录');
            } else {
              member = await resolveSession(db, token, nowMs);
              if (!member && spec.auth === 'required') {
                throw new LegacyError(Flag.TOKEN_INVALID, '登录已失效，请重新登录');
              }
            }
          }
          // After the member check (1001 / 40101 come first): the contract's check of every declared
          // parameter, in the handlers' words.
          const problem = paramsProblem(spec, values);
          if (problem !== null) throw badParam(problem);
          const call = {
            params: new Params(values),
            path: (request.params ?? {}) as Record<string, string>,
            member,
            token: member ? token : null,
            nowMs,
            request,
          } as Call<typeof spec.auth>;
          const data = await handler(call);
          if (data instanceof RawResponse) {
            deps.noteFlag(request, Flag.OK);
            return reply.code(data.status).headers(data.headers).type(data.contentType).send(data.body);
          }
          // An answer that departs from the contract is the stand-in's bug: a 5000, logged with where.
          const drift = dataProblem(spec, data ?? {});
          if (drift !== null)
            throw new Error(`${spec.method} ${spec.path} answered off its contract at ${drift}`);
          return sendEnvelope(deps, request, reply, 200, { flag: Flag.OK, msg: 'ok', data: data ?? {} });
        } catch (error) {
          const { status, envelope } = errorEnvelope(request, error);
          return sendEnvelope(deps, request, reply, status, envelope);
        }
      },
    });
  };
}
