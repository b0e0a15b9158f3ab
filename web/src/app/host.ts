import { HOST_STORAGE_KEY } from '@storefront/schema/host/config';
import { BROWSER_HOST, detectHost, HOST_KINDS, kindFlags, type HostInfo, type HostKind } from '../lib/host/index.ts';
import { readJson, writeJson } from '../lib/storage.ts';

const STORAGE_KEY = HOST_STORAGE_KEY;

const KINDS: ReadonlySet<HostKind> = new Set(HOST_KINDS);

export interface ResolveHostInput {
  userAgent: string;
  /** The query of the URL this page load started on. */
  search: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

/**
 * Where this visit runs, decided once per tab. The mini-program flag is only on the landing URL, so
 * a reload or a later page load in the same tab must not forget it: the first answer is kept in
 * session storage and wins over a fresh detection.
 */
export function resolveHost({ userAgent, search, storage }: ResolveHostInput): HostInfo {
  const stored = readStored(storage);
  if (stored) return stored;
  const host = detectHost({ userAgent, search });
  // Private mode or a full quota: this page load still knows; a reload detects again.
  writeJson(storage, STORAGE_KEY, host);
  return host;
}

function readStored(storage: ResolveHostInput['storage']): HostInfo | null {
  const value = readJson(storage, STORAGE_KEY) as Partial<HostInfo> | null | undefined;
  if (!value || typeof value.kind !== 'string' || !KINDS.has(value.kind as HostKind)) return null;
  // Rebuilt field by field so a tampered entry cannot add or mistype fields.
  const flags = kindFlags(value.kind as HostKind);
  return {
    kind: value.kind as HostKind,
    ...flags,
    inWeChat: value.inWeChat === true,
    isIOS: value.isIOS === true,
    isAndroid: value.isAndroid === true,
    appVersion: flags.inApp && typeof value.appVersion === 'string' ? value.appVersion : null,
  };
}

export { BROWSER_HOST };
export type { HostInfo };
