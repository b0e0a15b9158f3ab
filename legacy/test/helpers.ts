import { randomBytes } from 'node:crypto';
import type { UserInfo } from '../src/auth/members.ts';
import { createLegacyServer, type LegacyOptions, type LegacyServer } from '../src/index.ts';

/** A clock tests move by hand; it starts at the real time so the seed day is today. */
export class TestClock {
  ms = Date.now();
  readonly now = () => this.ms;
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}

export interface TestServer {
  server: LegacyServer;
  clock: TestClock;
}

/** A server on its own clock, with its request log kept (tests read it). */
export async function startServer(options: LegacyOptions = {}): Promise<TestServer> {
  const clock = new TestClock();
  const server = await createLegacyServer({ clock: clock.now, requestLog: true, ...options });
  return { server, clock };
}

export function seqnum(userId = 0, kind: 'H5' | 'MP' = 'H5'): string {
  return `${kind}-${userId}-${Date.now()}-${randomBytes(4).toString('hex')}`;
}

/** The headers every call under the prefixes needs, plus the token pair when given. */
export function stdHeaders(token?: string): Record<string, string> {
  const headers: Record<string, string> = { seqnum: seqnum(), version: '1.2.3' };
  if (token) {
    headers.token = token;
    headers.authorization = `Bearer ${token}`;
  }
  return headers;
}

/**
 * The union of the `data` fields these tests read (login, reset, upload, config …). Typed loosely
 * on purpose: which fields are present is exactly what the assertions check.
 */
export interface Data {
  token: string;
  expires_at: string;
  userinfo: UserInfo;
  reset_ticket: string;
  expires_in: number;
  resend_in: number;
  head_img: string;
  code: string;
  status: string;
  db: string;
}

export interface Answer<T = Data> {
  status: number;
  flag: number;
  msg: string;
  data: T;
  raw: string;
}

export interface CallOptions {
  /** Replaces the standard headers entirely (header-rule tests). */
  headers?: Record<string, string>;
  token?: string;
  /** Form body (/api POST) or query (GET). */
  form?: Record<string, string>;
  json?: unknown;
}

/** One call through Fastify's inject (no socket), answered as the parsed envelope. */
export async function call<T = Data>(
  server: LegacyServer,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers = options.headers ?? stdHeaders(options.token);
  let payload: string | undefined;
  let target = url;
  if (method === 'GET' && options.form) {
    target += `?${new URLSearchParams(options.form).toString()}`;
  } else if (options.form) {
    payload = new URLSearchParams(options.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (options.json !== undefined) {
    payload = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const response = await server.app.inject({
    method,
    url: target,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const body = JSON.parse(response.body) as { flag: number; msg: string; data: T };
  return { status: response.statusCode, flag: body.flag, msg: body.msg, data: body.data, raw: response.body };
}

/** The latest code in the SMS outbox, read through the development endpoint. */
export async function smsCode(server: LegacyServer, mobile: string): Promise<string> {
  const answer = await call<{ code: string }>(server, 'GET', `/__dev/sms?mobile=${mobile}`, { headers: {} });
  if (answer.flag !== 0) throw new Error(`no SMS for ${mobile}: ${answer.msg}`);
  return answer.data.code;
}

export async function sendCode(
  server: LegacyServer,
  mobile: string,
  type: 'login' | 'register' | 'reset' = 'login',
) {
  return call(server, 'POST', '/api/user/sendVerifyCode', { form: { mobile, type } });
}

/** Sends a login code and logs in with it; returns the token. */
export async function loginByCode(
  server: LegacyServer,
  mobile: string,
): Promise<{ token: string; userinfo: UserInfo }> {
  const sent = await sendCode(server, mobile);
  if (sent.flag !== 0) throw new Error(`send failed: ${sent.flag} ${sent.msg}`);
  const code = await smsCode(server, mobile);
  const login = await call(server, 'POST', '/api/user/dynamicLogin', { form: { mobile, code } });
  if (login.flag !== 0) throw new Error(`login failed: ${login.flag} ${login.msg}`);
  return login.data;
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export const DEMO = { mobile: '13800138000', password: 'Demo1234', nickName: '旅行家小王' };
