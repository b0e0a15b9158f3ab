import { describe, expect, it } from 'vitest';
import { documentProblem, pickDocument, usableDocuments } from './travellers.ts';

describe('documents a product accepts', () => {
  const id = { type: 'ID_CARD' as const, expiresOn: null };
  const passport = { type: 'PASSPORT' as const, expiresOn: '2030-01-01' };
  const hk = { type: 'HK_MACAO_PERMIT' as const, expiresOn: '2027-01-01' };
  const abroad = { requireExpiry: true, missingDocument: '请补充护照' };
  const atHome = { requireExpiry: false, missingDocument: '请补充身份证' };

  it('offers only the accepted documents, in the product’s order', () => {
    expect(usableDocuments([hk, passport, id], ['ID_CARD', 'PASSPORT']).map((d) => d.type)).toEqual([
      'ID_CARD',
      'PASSPORT',
    ]);
    expect(usableDocuments([id, passport], ['PASSPORT', 'ID_CARD']).map((d) => d.type)).toEqual([
      'PASSPORT',
      'ID_CARD',
    ]);
  });

  it('keeps the chosen document while the traveller has it, else the first usable one', () => {
    expect(pickDocument([id, passport], ['ID_CARD', 'PASSPORT'], 'PASSPORT')).toBe(passport);
    expect(pickDocument([id], ['ID_CARD', 'PASSPORT'], 'PASSPORT')).toBe(id);
    expect(pickDocument([id], ['PASSPORT'], null)).toBeNull();
  });

  it('asks for an expiry after the last travel date where the product requires one', () => {
    expect(documentProblem(null, abroad, '2026-11-23')).toBe('请补充护照');
    expect(documentProblem({ type: 'PASSPORT', expiresOn: null }, abroad, '2026-11-23')).toBe(
      '请补充证件有效期',
    );
    expect(documentProblem({ type: 'PASSPORT', expiresOn: '2026-11-23' }, abroad, '2026-11-23')).toBe(
      '证件有效期须晚于出行日期，请更新证件',
    );
    expect(documentProblem({ type: 'PASSPORT', expiresOn: '2026-11-24' }, abroad, '2026-11-23')).toBeNull();
  });

  it('needs no expiry otherwise, but refuses one that has run out', () => {
    expect(documentProblem(id, atHome, '2026-11-23')).toBeNull();
    expect(documentProblem(null, atHome, '2026-11-23')).toBe('请补充身份证');
    expect(
      documentProblem({ type: 'PASSPORT', expiresOn: '2026-01-01' }, atHome, '2026-11-23'),
    ).not.toBeNull();
  });
});
