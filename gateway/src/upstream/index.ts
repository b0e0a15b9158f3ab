export { PREFIXES, UpstreamClient } from './client.ts';
export type { Endpoint, Params, UpstreamSession, UpstreamHooks, Prefix } from './client.ts';
export { CircuitBreaker, type BreakerState } from './breaker.ts';
export { flagCode, isTransportCode } from './errors.ts';
export { makeSeqnum, SEQNUM_PATTERN, type ClientKind } from './seqnum.ts';
export { looksLikeSessionToken } from './token.ts';
