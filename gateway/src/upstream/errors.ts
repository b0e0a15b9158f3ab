import { GraphQLError } from 'graphql';

/**
 * Codes for failures of the transport itself (the backend never answered with an envelope).
 * Clients can tell "try again later" (these) from "the backend said no" (flag codes).
 */
export type UpstreamTransportCode =
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_CONNECTION_RESET'
  | 'UPSTREAM_HTTP_ERROR'
  | 'UPSTREAM_BAD_RESPONSE'
  /** The prefix's circuit breaker is open: the call was refused without touching the network. */
  | 'UPSTREAM_CIRCUIT_OPEN';

/**
 * The envelope's own flags; each domain adds the codes of its flags (`flagCodes` of its
 * `defineDomain`), so that a flag means the same code wherever it comes back. Flags nobody names
 * map to UPSTREAM_BUSINESS_ERROR.
 */
const flagCodes = new Map<number, string>([
  [1000, 'UPSTREAM_BAD_REQUEST'],
  [1001, 'UNAUTHENTICATED'],
  [40101, 'UNAUTHENTICATED'],
  [2001, 'BAD_USER_INPUT'],
  [4040, 'UPSTREAM_NOT_FOUND'],
  [5000, 'UPSTREAM_INTERNAL'],
]);

/** Adds a domain's flag codes; a flag named twice with two codes stops the gateway at start. */
export function registerFlagCodes(codes: Readonly<Record<number, string>>, owner: string): void {
  for (const [flag, code] of Object.entries(codes)) {
    const taken = flagCodes.get(Number(flag));
    if (taken && taken !== code) throw new Error(`flag ${flag}: ${taken} and ${code} (${owner})`);
    flagCodes.set(Number(flag), code);
  }
}

/** The GraphQL error code of a backend flag. */
export function flagCode(flag: number): string {
  return flagCodes.get(flag) ?? 'UPSTREAM_BUSINESS_ERROR';
}

/** Chinese messages for transport failures: the shopper sees these, so they say what to do. */
const TRANSPORT_MESSAGES: Record<UpstreamTransportCode, string> = {
  UPSTREAM_TIMEOUT: '服务响应超时，请稍后重试',
  UPSTREAM_UNAVAILABLE: '服务暂时无法连接，请稍后重试',
  UPSTREAM_CONNECTION_RESET: '网络连接中断，请稍后重试',
  UPSTREAM_HTTP_ERROR: '服务暂时不可用，请稍后重试',
  UPSTREAM_BAD_RESPONSE: '服务返回了无法识别的数据，请稍后重试',
  UPSTREAM_CIRCUIT_OPEN: '服务繁忙，请稍后再试',
};

export interface UpstreamErrorDetail {
  /** `prefix + path` of the call; shown only outside production. */
  path: string;
  /** HTTP status, when there was one. */
  status?: number;
}

export function transportError(code: UpstreamTransportCode, detail: UpstreamErrorDetail, cause?: unknown) {
  return new GraphQLError(TRANSPORT_MESSAGES[code], {
    extensions: { code, upstream: detail },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

/**
 * A request the gateway would not or could not send: a client's value no backend may get (a
 * malformed token, a control character). Not a transport failure: never retried, never counted by
 * the breaker. Resolvers refuse such input first with their own messages; this is the last guard.
 */
export function requestNotSent(detail: UpstreamErrorDetail, cause?: unknown) {
  return new GraphQLError('请求内容无效，请检查输入后重试', {
    extensions: { code: 'BAD_USER_INPUT', upstream: detail },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

export function flagError(flag: number, msg: string, detail: UpstreamErrorDetail) {
  const code = flagCode(flag);
  const message =
    code === 'UNAUTHENTICATED' ? msg || '登录已失效，请重新登录' : msg || '操作未成功，请稍后重试';
  return new GraphQLError(message, { extensions: { code, flag, upstream: detail } });
}

export function isTransportCode(code: unknown): code is UpstreamTransportCode {
  return typeof code === 'string' && code in TRANSPORT_MESSAGES;
}

/**
 * Transport failures worth another try for an idempotent read (a timeout is not: the deadline holds;
 * nor an open circuit: it refuses until its cooldown is over).
 */
export function isRetryable(error: GraphQLError): boolean {
  const code = error.extensions.code;
  if (code === 'UPSTREAM_UNAVAILABLE' || code === 'UPSTREAM_CONNECTION_RESET') return true;
  if (code === 'UPSTREAM_HTTP_ERROR') {
    const status = (error.extensions.upstream as UpstreamErrorDetail | undefined)?.status ?? 0;
    return status >= 500;
  }
  return false;
}
