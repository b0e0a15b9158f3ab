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
 * Backend flags with a name of their own. Domains add theirs here, one line each, so that a flag
 * means the same code wherever it comes back. Flags not listed map to UPSTREAM_BUSINESS_ERROR.
 */
export const FLAG_CODES: Readonly<Record<number, string>> = {
  1000: 'UPSTREAM_BAD_REQUEST',
  1001: 'UNAUTHENTICATED',
  40101: 'UNAUTHENTICATED',
  2001: 'BAD_USER_INPUT',
  2002: 'VERIFY_CODE_TOO_FREQUENT',
  2003: 'VERIFY_CODE_WRONG',
  2004: 'VERIFY_CODE_EXPIRED',
  2005: 'MOBILE_REGISTERED',
  2006: 'WRONG_CREDENTIALS',
  2007: 'MOBILE_NOT_REGISTERED',
  2008: 'RESET_TICKET_EXPIRED',
  2009: 'TOKEN_ALREADY_EXCHANGED',
  // travellers and invoices 2301–2349
  2301: 'TRAVELLER_NOT_FOUND',
  2302: 'DOCUMENT_NUMBER_TAKEN',
  2303: 'TRAVELLER_LIMIT_REACHED',
  2304: 'CONTACT_NOT_FOUND',
  2305: 'CONTACT_LIMIT_REACHED',
  2311: 'INVOICE_TITLE_NOT_FOUND',
  2312: 'INVOICE_TITLE_LIMIT_REACHED',
  2313: 'INVOICE_ORDER_NOT_FOUND',
  2314: 'ORDER_NOT_INVOICEABLE',
  2315: 'EINVOICE_ALREADY_REQUESTED',
  // flights 2401–2449
  2401: 'AIR_CITY_NOT_FOUND',
  2402: 'DATE_NOT_ON_SALE',
  2403: 'FLIGHT_NOT_FOUND',
  // orders and payment 2501–2549
  2501: 'ORDER_NOT_FOUND',
  2502: 'ORDER_NOT_CANCELLABLE',
  2503: 'ORDER_NOT_DELETABLE',
  2504: 'ORDER_NOT_PAYABLE',
  2505: 'ORDER_ALREADY_PAID',
  2506: 'UNPAID_ORDER_LIMIT',
  2507: 'DUPLICATE_BOOKING',
  // flight orders 2601–2649
  2601: 'FARE_NOT_FOUND',
  2602: 'SOLD_OUT',
  2603: 'PRICE_CHANGED',
  2604: 'TRAVELLER_NOT_FOUND',
  2605: 'DOCUMENT_MISSING',
  2606: 'DOCUMENT_NOT_ACCEPTED',
  2607: 'DOCUMENT_EXPIRED',
  2608: 'ADULT_REQUIRED',
  2609: 'INFANT_WITHOUT_ADULT',
  2610: 'TOO_MANY_PASSENGERS',
  2611: 'ITINERARY_INVALID',
  2612: 'ORDER_NOT_FOUND',
  2613: 'FLIGHT_DEPARTED',
  2614: 'REFUND_NOT_ALLOWED',
  2615: 'CHANGE_NOT_ALLOWED',
  2616: 'PASSENGER_NOT_FOUND',
  2617: 'REFUND_NOT_FOUND',
  2618: 'CHANGE_NOT_FOUND',
  2619: 'CHANGE_EXPIRED',
  2620: 'CHANGE_PENDING',
  2621: 'DUPLICATE_PASSENGER',
  4040: 'UPSTREAM_NOT_FOUND',
  5000: 'UPSTREAM_INTERNAL',
};

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
  const code = FLAG_CODES[flag] ?? 'UPSTREAM_BUSINESS_ERROR';
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
