import { todayInShanghai } from '@storefront/schema/dates';
import type { DocumentType } from '../../__generated__/graphql.ts';

/** What the chooser needs to know of a traveller's documents. */
export interface ChoosableTraveller {
  documents: ReadonlyArray<{ type: DocumentType; expiresOn: string | null }>;
}

/** Which documents a trip accepts and how strictly. */
export interface TripNeeds {
  /** Accepted document types; any document when absent. */
  documentTypes?: readonly DocumentType[];
  /** The document must carry an expiry date (international trips). */
  requireExpiry?: boolean;
  /** The departure date: the document must still be valid on it. Today when absent. */
  travelDate?: string;
}

export type Selectability = { ok: true; document: DocumentType } | { ok: false; reason: string };

/**
 * Whether a traveller can be picked for a trip, and on which document; when not, a Chinese reason
 * that says what to fix (the row's edit button fixes it). Of several fitting documents the first
 * accepted type in the trip's order wins, so a domestic trip prefers the ID card.
 */
export function selectability(
  traveller: ChoosableTraveller,
  needs: TripNeeds,
  typeName: (type: DocumentType) => string,
): Selectability {
  const accepted = needs.documentTypes;
  const fitting = traveller.documents
    .filter((document) => !accepted || accepted.includes(document.type))
    .sort((a, b) => (accepted ? accepted.indexOf(a.type) - accepted.indexOf(b.type) : 0));
  if (fitting.length === 0) {
    const names = (accepted ?? []).map(typeName).join('、');
    return { ok: false, reason: `没有可用证件，本行程需${names}` };
  }
  const validOn = needs.travelDate ?? todayInShanghai();
  const usable = fitting.filter((document) => !document.expiresOn || document.expiresOn >= validOn);
  if (usable.length === 0) return { ok: false, reason: '证件在出行日前已过期，请编辑更新' };
  if (needs.requireExpiry) {
    const withExpiry = usable.find((document) => document.expiresOn);
    if (!withExpiry) return { ok: false, reason: '请编辑补充证件有效期' };
    return { ok: true, document: withExpiry.type };
  }
  return { ok: true, document: usable[0]!.type };
}
