import { NOTICE_STORAGE_KEY } from '@storefront/schema/host/config';
import { readJson, writeJson } from '../../lib/storage.ts';

/**
 * The notice advert pops up once per advert (schema `NoticeAdvert.id`): ids already shown are
 * remembered on the device. Only the latest few are kept; adverts run for weeks, not years. The
 * gateway's still first paint of `/` reads the same list (its key is shared through the schema).
 */
export { NOTICE_STORAGE_KEY };
const KEEP = 20;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function seenIds(storage: StorageLike | null): string[] {
  const value = readJson(storage, NOTICE_STORAGE_KEY);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function noticeSeen(id: string, storage: StorageLike | null): boolean {
  return seenIds(storage).includes(id);
}

export function rememberNotice(id: string, storage: StorageLike | null): void {
  const ids = [...seenIds(storage).filter((v) => v !== id), id].slice(-KEEP);
  // Without storage the advert shows once per page load only.
  writeJson(storage, NOTICE_STORAGE_KEY, ids);
}
