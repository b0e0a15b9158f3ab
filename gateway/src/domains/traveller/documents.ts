// The graph's DocumentType enum against the backend's documentTypeId, the shared rule each number
// must pass, and how numbers are masked for lists.
import {
  rules,
  validateMainlandId,
  type RuleName,
  type ValidationResult,
} from '@storefront/schema/validation';
import type { DocumentType } from '../../__generated__/resolvers-types.ts';
import type { LegacyDocumentTypeId } from './api.ts';

/** documentTypeId 1..7, in the SDL enum's order (legacy/CONTRACT.md). */
export const DOCUMENT_TYPE_IDS: Record<DocumentType, LegacyDocumentTypeId> = {
  ID_CARD: 1,
  PASSPORT: 2,
  HK_MACAO_PERMIT: 3,
  TAIWAN_PERMIT: 4,
  HOME_RETURN_PERMIT: 5,
  TAIWAN_COMPATRIOT_PERMIT: 6,
  OFFICER_ID: 7,
};

const TYPES_BY_ID = new Map<number, DocumentType>(
  Object.entries(DOCUMENT_TYPE_IDS).map(([type, id]) => [id, type as DocumentType] as const),
);

/** The enum value of a backend documentTypeId; an id the graph does not know is the backend's bug. */
export function documentTypeOf(id: number): DocumentType {
  const type = TYPES_BY_ID.get(id);
  if (!type) throw new Error(`unknown documentTypeId ${id} from the backend`);
  return type;
}

/** The shared rule of each document type (the same table the backend answers in documentTypes). */
export const DOCUMENT_RULES: Record<DocumentType, RuleName> = {
  ID_CARD: 'mainlandId',
  PASSPORT: 'passport',
  HK_MACAO_PERMIT: 'hkMoTwPermit',
  TAIWAN_PERMIT: 'hkMoTwPermit',
  HOME_RETURN_PERMIT: 'hometownPermit',
  TAIWAN_COMPATRIOT_PERMIT: 'taiwanCompatriotPermit',
  OFFICER_ID: 'officerId',
};

/** Checks a number with its type's rule; an ID's birth date is checked against `today`. */
export function validateDocumentNumber(type: DocumentType, number: string, today: string): ValidationResult {
  return type === 'ID_CARD' ? validateMainlandId(number, { today }) : rules[DOCUMENT_RULES[type]](number);
}

/**
 * The number with its middle hidden, for lists and order pages: the first 3 and last 4 characters
 * of a long number (an ID shows its area and its check character), the first and last 2 of a short
 * one, and only the first of anything of 4 characters or fewer.
 */
export function maskDocumentNumber(number: string): string {
  const chars = Array.from(number);
  const n = chars.length;
  if (n === 0) return '';
  if (n >= 10) return `${chars.slice(0, 3).join('')}${'*'.repeat(n - 7)}${chars.slice(-4).join('')}`;
  if (n >= 5) return `${chars[0]}${'*'.repeat(n - 3)}${chars.slice(-2).join('')}`;
  return `${chars[0]}${'*'.repeat(n - 1)}`;
}
