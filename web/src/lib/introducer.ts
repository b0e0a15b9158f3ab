import { browserStorage, readJson, writeJson } from './storage.ts';

/** Who invited this visitor (spec §3 `introduce_id`, `introduce_type`), passed on at login/register. */
export interface Introducer {
  introduceId: string;
  introduceType: string;
}

/** Spec §9: the introduce type when the link does not say. */
export const DEFAULT_INTRODUCE_TYPE = '2';

const STORAGE_KEY = 'storefront:introducer';

/** The introducer named by a page query, or null when the link carries none. */
export function introducerFromQuery(search: string): Introducer | null {
  const query = new URLSearchParams(search);
  const introduceId = query.get('introduce_id')?.trim();
  if (!introduceId) return null;
  const introduceType = query.get('introduce_type')?.trim() || DEFAULT_INTRODUCE_TYPE;
  return { introduceId, introduceType };
}

// Session storage: the invite link is opened, the visitor browses, and logs in pages later; the
// introducer must survive those navigations but not outlive the tab.
export function rememberIntroducer(
  introducer: Introducer,
  storage: Storage | undefined = browserStorage('session'),
): void {
  // Private mode or a full quota: the login still works, just without the invite credit.
  writeJson(storage, STORAGE_KEY, introducer);
}

export function recallIntroducer(
  storage: Storage | undefined = browserStorage('session'),
): Introducer | null {
  const value = readJson(storage, STORAGE_KEY) as Partial<Introducer> | null | undefined;
  if (!value || typeof value.introduceId !== 'string' || !value.introduceId) return null;
  return {
    introduceId: value.introduceId,
    introduceType:
      typeof value.introduceType === 'string' && value.introduceType
        ? value.introduceType
        : DEFAULT_INTRODUCE_TYPE,
  };
}
