import { describe, expect, it } from 'vitest';
import { documentProblem, usableDocuments } from '../../components/booking/travellers.ts';
import { FLIGHT_PRODUCTS } from './products.ts';

describe('flight booking documents', () => {
  const id = { type: 'ID_CARD' as const, expiresOn: null };
  const passport = { type: 'PASSPORT' as const, expiresOn: null };
  const hk = { type: 'HK_MACAO_PERMIT' as const, expiresOn: '2027-01-01' };
  const { domestic, international } = FLIGHT_PRODUCTS;

  it('offers the mainland ID first at home and the passport first abroad', () => {
    expect(usableDocuments([passport, id], domestic.documents).map((d) => d.type)).toEqual([
      'ID_CARD',
      'PASSPORT',
    ]);
    expect(usableDocuments([hk, id, passport], international.documents).map((d) => d.type)).toEqual([
      'PASSPORT',
      'HK_MACAO_PERMIT',
    ]);
  });

  it('asks abroad for the expiry and for a passport or permit, at home for any document', () => {
    expect(documentProblem(passport, international, '2026-11-23')).toBe('请补充证件有效期');
    expect(documentProblem(passport, domestic, '2026-11-23')).toBeNull();
    expect(documentProblem(null, international, '2026-11-23')).toBe('请补充护照或通行证信息');
    expect(documentProblem(null, domestic, '2026-11-23')).toBe('请补充身份证或其他有效证件');
  });
});
