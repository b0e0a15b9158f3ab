import type { AgeClass, DocumentType } from '../../__generated__/graphql.ts';
import { AGE_CLASS_LABELS } from '../../components/traveller/ageClassLabels.ts';

export { AGE_CLASS_LABELS };

/** Who counts as what, for the note under the passenger list (boundaries in schema/src/validation.ts). */
export const AGE_CLASS_HINTS: Readonly<Record<AgeClass, string>> = {
  ADULT: '满12周岁',
  CHILD: '满2周岁未满12周岁',
  INFANT: '未满2周岁',
};

export function ageClassLabel(ageClass: AgeClass): string {
  return AGE_CLASS_LABELS[ageClass];
}

/** `成人2 儿童1`: how many of each class, in the fixed order adult, child, infant; empty classes left out. */
export function ageClassSummary(classes: ReadonlyArray<AgeClass>): string {
  return (['ADULT', 'CHILD', 'INFANT'] as const)
    .map((c) => [c, classes.filter((x) => x === c).length] as const)
    .filter(([, n]) => n > 0)
    .map(([c, n]) => `${AGE_CLASS_LABELS[c]}${n}`)
    .join(' ');
}

/** The most passengers one order takes (CreateFlightOrderInput), as the search pages count it. */
export { MAX_PASSENGERS } from '../../lib/flightSearch.ts';

export type BookingKind = 'domestic' | 'international';

/**
 * Documents a passenger can fly on, in the order they are offered (the first one a traveller has is
 * the default). Domestic flights take any of the seven, the mainland ID first. Flights abroad take a
 * passport, or for Hong Kong, Macao and Taiwan the permits that fit that side; the server narrows
 * this by destination (DOCUMENT_NOT_ACCEPTED), and every one of them needs its expiry date.
 */
export const DOCUMENTS_BY_KIND: Readonly<Record<BookingKind, ReadonlyArray<DocumentType>>> = {
  domestic: [
    'ID_CARD',
    'PASSPORT',
    'HOME_RETURN_PERMIT',
    'TAIWAN_COMPATRIOT_PERMIT',
    'HK_MACAO_PERMIT',
    'TAIWAN_PERMIT',
    'OFFICER_ID',
  ],
  international: [
    'PASSPORT',
    'HK_MACAO_PERMIT',
    'HOME_RETURN_PERMIT',
    'TAIWAN_PERMIT',
    'TAIWAN_COMPATRIOT_PERMIT',
  ],
};

export interface DocumentLike {
  type: DocumentType;
  expiresOn: string | null;
}

/** The traveller's documents this booking accepts, in the order of DOCUMENTS_BY_KIND. */
export function usableDocuments<D extends DocumentLike>(documents: ReadonlyArray<D>, kind: BookingKind): D[] {
  const order = DOCUMENTS_BY_KIND[kind];
  return documents
    .filter((d) => order.includes(d.type))
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type));
}

/**
 * The document to book with: the shopper's choice while the traveller still has it, otherwise the
 * first usable one; null when the traveller has none this booking accepts.
 */
export function pickDocument<D extends DocumentLike>(
  documents: ReadonlyArray<D>,
  kind: BookingKind,
  chosen: DocumentType | null,
): D | null {
  const usable = usableDocuments(documents, kind);
  return usable.find((d) => d.type === chosen) ?? usable[0] ?? null;
}

/**
 * What is wrong with flying on this document, in words that say what to do; null when fine.
 * A document must still be valid after the last travel date (the return flight's on a round trip),
 * and a trip abroad needs its expiry date on record.
 */
export function documentProblem(
  document: DocumentLike | null,
  kind: BookingKind,
  lastTravelDate: string,
): string | null {
  if (!document) {
    return kind === 'international' ? '请补充护照或通行证信息' : '请补充身份证或其他有效证件';
  }
  if (!document.expiresOn) return kind === 'international' ? '请补充证件有效期' : null;
  // Both are YYYY-MM-DD, so the strings compare as dates.
  if (document.expiresOn <= lastTravelDate) return '证件有效期须晚于出行日期，请更新证件';
  return null;
}
