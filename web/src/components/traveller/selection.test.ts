import { describe, expect, it } from 'vitest';
import type { DocumentType } from '../../__generated__/graphql.ts';
import { selectability } from './selection.ts';

const NAMES: Record<string, string> = { ID_CARD: '身份证', PASSPORT: '护照', HK_MACAO_PERMIT: '港澳通行证' };
const name = (type: DocumentType) => NAMES[type] ?? type;
const doc = (type: DocumentType, expiresOn: string | null = null) => ({ type, expiresOn });

describe('selectability', () => {
  it('takes any document when the trip names none, preferring the trip’s order otherwise', () => {
    expect(selectability({ documents: [doc('OFFICER_ID')] }, {}, name)).toEqual({
      ok: true,
      document: 'OFFICER_ID',
    });
    const both = { documents: [doc('PASSPORT', '2035-01-01'), doc('ID_CARD')] };
    expect(selectability(both, { documentTypes: ['ID_CARD', 'PASSPORT'] }, name)).toEqual({
      ok: true,
      document: 'ID_CARD',
    });
    expect(selectability(both, { documentTypes: ['PASSPORT', 'HK_MACAO_PERMIT'] }, name)).toEqual({
      ok: true,
      document: 'PASSPORT',
    });
  });

  it('refuses a traveller without an accepted document, naming what the trip needs', () => {
    expect(
      selectability(
        { documents: [doc('ID_CARD')] },
        { documentTypes: ['PASSPORT', 'HK_MACAO_PERMIT'] },
        name,
      ),
    ).toEqual({
      ok: false,
      reason: '没有可用证件，本行程需护照、港澳通行证',
    });
    expect(selectability({ documents: [] }, { documentTypes: ['ID_CARD'] }, name).ok).toBe(false);
  });

  it('refuses a document that expires before the travel date, and asks for the expiry when required', () => {
    const expiring = { documents: [doc('PASSPORT', '2030-05-31')] };
    expect(selectability(expiring, { documentTypes: ['PASSPORT'], travelDate: '2030-05-31' }, name).ok).toBe(
      true,
    );
    expect(selectability(expiring, { documentTypes: ['PASSPORT'], travelDate: '2030-06-01' }, name)).toEqual({
      ok: false,
      reason: '证件在出行日前已过期，请编辑更新',
    });
    expect(
      selectability(
        { documents: [doc('PASSPORT')] },
        { documentTypes: ['PASSPORT'], requireExpiry: true },
        name,
      ),
    ).toEqual({
      ok: false,
      reason: '请编辑补充证件有效期',
    });
    expect(selectability({ documents: [doc('PASSPORT')] }, { documentTypes: ['PASSPORT'] }, name).ok).toBe(
      true,
    );
  });
});
