import type { AgeClass, DocumentType } from '../../__generated__/graphql.ts';

/** Who counts as what, for the note under the traveller list (boundaries in schema/src/validation.ts). */
export const AGE_CLASS_HINTS: Readonly<Record<AgeClass, string>> = {
  ADULT: '满12周岁',
  CHILD: '满2周岁未满12周岁',
  INFANT: '未满2周岁',
};

/**
 * What a product asks of its travellers: the booking shell, its traveller rows and the chooser and
 * editor pages read it instead of knowing the product.
 */
export interface BookingProduct {
  /** What a traveller is called on the page: 乘机人 for flights, 出行人 otherwise. */
  travellerNoun: string;
  /** What the document picker asks for: 乘机证件 for flights, 证件 otherwise. */
  documentNoun: string;
  /** The documents a traveller can book with, in the order they are offered (the first one a traveller has is the default). */
  documents: ReadonlyArray<DocumentType>;
  /** Every document needs its expiry date on record (trips abroad). */
  requireExpiry: boolean;
  /** The most travellers one order takes. */
  maxTravellers: number;
  /** The row's message for a traveller with none of `documents`. */
  missingDocument: string;
  /** Said after the age classes under the traveller list (`每单最多9人。`). */
  hint: string;
}

export interface DocumentLike {
  type: DocumentType;
  expiresOn: string | null;
}

/** The traveller's documents this product accepts, in the product's order. */
export function usableDocuments<D extends DocumentLike>(
  documents: ReadonlyArray<D>,
  accepted: ReadonlyArray<DocumentType>,
): D[] {
  return documents
    .filter((d) => accepted.includes(d.type))
    .sort((a, b) => accepted.indexOf(a.type) - accepted.indexOf(b.type));
}

/**
 * The document to book with: the shopper's choice while the traveller still has it, otherwise the
 * first usable one; null when the traveller has none this product accepts.
 */
export function pickDocument<D extends DocumentLike>(
  documents: ReadonlyArray<D>,
  accepted: ReadonlyArray<DocumentType>,
  chosen: DocumentType | null,
): D | null {
  const usable = usableDocuments(documents, accepted);
  return usable.find((d) => d.type === chosen) ?? usable[0] ?? null;
}

/**
 * What is wrong with travelling on this document, in words that say what to do; null when fine.
 * A document must still be valid after the last travel date (the return flight's on a round trip),
 * and a product that requires it needs the expiry date on record.
 */
export function documentProblem(
  document: DocumentLike | null,
  product: Pick<BookingProduct, 'requireExpiry' | 'missingDocument'>,
  lastTravelDate: string,
): string | null {
  if (!document) return product.missingDocument;
  if (!document.expiresOn) return product.requireExpiry ? '请补充证件有效期' : null;
  // Both are YYYY-MM-DD, so the strings compare as dates.
  if (document.expiresOn <= lastTravelDate) return '证件有效期须晚于出行日期，请更新证件';
  return null;
}
