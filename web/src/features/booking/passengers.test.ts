import { describe, expect, it } from 'vitest';
import { ageClass } from '@storefront/schema/validation';
import {
  ageClassLabel,
  ageClassSummary,
  documentProblem,
  pickDocument,
  usableDocuments,
} from './passengers.ts';

describe('age class labels', () => {
  it('names each class as the passenger list shows it', () => {
    expect(ageClassLabel('ADULT')).toBe('成人');
    expect(ageClassLabel('CHILD')).toBe('儿童');
    expect(ageClassLabel('INFANT')).toBe('婴儿');
  });

  it('labels the classes the shared rule gives on the departure date, birthdays included', () => {
    const departure = '2026-11-23';
    expect(ageClassLabel(ageClass('2014-11-23', departure))).toBe('成人'); // 12th birthday that day
    expect(ageClassLabel(ageClass('2014-11-24', departure))).toBe('儿童'); // the day before it
    expect(ageClassLabel(ageClass('2024-11-23', departure))).toBe('儿童'); // 2nd birthday that day
    expect(ageClassLabel(ageClass('2024-11-24', departure))).toBe('婴儿');
  });

  it('counts the passengers by class, adults first, empty classes left out', () => {
    expect(ageClassSummary(['CHILD', 'ADULT', 'ADULT'])).toBe('成人2 儿童1');
    expect(ageClassSummary(['INFANT', 'ADULT'])).toBe('成人1 婴儿1');
    expect(ageClassSummary([])).toBe('');
  });
});

describe('documents', () => {
  const id = { type: 'ID_CARD' as const, expiresOn: null };
  const passport = { type: 'PASSPORT' as const, expiresOn: '2030-01-01' };
  const hk = { type: 'HK_MACAO_PERMIT' as const, expiresOn: '2027-01-01' };

  it('offers the mainland ID first at home and the passport first abroad', () => {
    expect(usableDocuments([passport, id], 'domestic').map((d) => d.type)).toEqual(['ID_CARD', 'PASSPORT']);
    expect(usableDocuments([hk, id, passport], 'international').map((d) => d.type)).toEqual([
      'PASSPORT',
      'HK_MACAO_PERMIT',
    ]);
  });

  it('keeps the chosen document while the traveller has it, else the first usable one', () => {
    expect(pickDocument([id, passport], 'domestic', 'PASSPORT')).toBe(passport);
    expect(pickDocument([id], 'domestic', 'PASSPORT')).toBe(id);
    expect(pickDocument([id], 'international', null)).toBeNull();
  });

  it('asks abroad for a document with an expiry after the last travel date', () => {
    expect(documentProblem(null, 'international', '2026-11-23')).toBe('请补充护照或通行证信息');
    expect(documentProblem({ type: 'PASSPORT', expiresOn: null }, 'international', '2026-11-23')).toBe(
      '请补充证件有效期',
    );
    expect(
      documentProblem({ type: 'PASSPORT', expiresOn: '2026-11-23' }, 'international', '2026-11-23'),
    ).toBe('证件有效期须晚于出行日期，请更新证件');
    expect(
      documentProblem({ type: 'PASSPORT', expiresOn: '2026-11-24' }, 'international', '2026-11-23'),
    ).toBeNull();
  });

  it('needs no expiry at home, but refuses one that has run out', () => {
    expect(documentProblem(id, 'domestic', '2026-11-23')).toBeNull();
    expect(documentProblem(null, 'domestic', '2026-11-23')).toBe('请补充身份证或其他有效证件');
    expect(
      documentProblem({ type: 'PASSPORT', expiresOn: '2026-01-01' }, 'domestic', '2026-11-23'),
    ).not.toBeNull();
  });
});
