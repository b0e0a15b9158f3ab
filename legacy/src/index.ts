// The stand-in's public API: the gateway's tests start it in-process with createLegacyServer().
export { createLegacyServer, REQUEST_LOG_LIMIT } from './app.ts';
export type { LegacyOptions, LegacyServer, RequestLogEntry } from './app.ts';
export type { Db, DbKind, Queryable } from './db/types.ts';
export { Flag, LegacyError } from './core/errors.ts';
export { demoMembers } from './db/seed/members.ts';
export type { MemberSeed } from './db/seed/members.ts';
