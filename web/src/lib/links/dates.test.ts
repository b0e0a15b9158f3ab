import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate } from './dates.ts';

describe('isIsoDate', () => {
  it.each(['2025-01-01', '2024-02-29', '2025-12-31', '0099-06-15'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each([
    '2025-02-29',
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '2025-1-1',
    '2025/01/01',
    '2025-01-01T00:00',
    ' 2025-01-01',
    '',
    null,
    20250101,
  ])('refuses %j', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2025-06-10', 1, '2025-06-11'],
    ['2025-06-30', 1, '2025-07-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-01-01', 0, '2025-01-01'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('throws on a malformed date', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});
