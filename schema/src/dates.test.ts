import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  ageClass,
  completedYears,
  daysBetween,
  isValidDate,
  parseDate,
  shanghaiDate,
  todayInShanghai,
} from './dates.ts';

describe('isValidDate', () => {
  it.each(['2025-01-01', '2024-02-29', '2000-02-29', '2025-12-31', '0099-06-15', '9999-12-31'])(
    'accepts %s',
    (value) => {
      expect(isValidDate(value)).toBe(true);
    },
  );

  it.each([
    '2025-02-29',
    '2100-02-29', // a century that is not a leap year
    '2025-13-01',
    '2025-00-10',
    '2025-04-31',
    '0000-01-01',
    '2025-1-1',
    '2025/01/01',
    '2025-01-01T00:00',
    ' 2025-01-01',
    '',
    null,
    undefined,
    20250101,
  ])('refuses %j', (value) => {
    expect(isValidDate(value)).toBe(false);
  });

  it('parses into numbers', () => {
    expect(parseDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('addDays', () => {
  it.each([
    // month ends
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-04-30', 1, '2025-05-01'],
    ['2025-06-30', 1, '2025-07-01'],
    ['2025-05-01', -1, '2025-04-30'],
    ['2025-01-31', 30, '2025-03-02'],
    // year ends
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2025-12-25', 10, '2026-01-04'],
    // leap days
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2025-01-01', 365, '2026-01-01'],
    // nothing moves
    ['2025-01-01', 0, '2025-01-01'],
    // years below 100 stay themselves (Date.UTC would read them as 19xx)
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s + %i = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('counts 146097 days in every 400 Gregorian years', () => {
    expect(addDays('2000-01-01', 146_097)).toBe('2400-01-01');
    expect(addDays('2400-01-01', -146_097)).toBe('2000-01-01');
  });

  it('walks every day of a leap year and back, one day at a time', () => {
    let date = '2024-01-01';
    const seen: string[] = [];
    for (let i = 0; i < 366; i++) {
      seen.push(date);
      const next = addDays(date, 1);
      expect(addDays(next, -1)).toBe(date);
      date = next;
    }
    expect(date).toBe('2025-01-01');
    expect(new Set(seen).size).toBe(366);
    expect(seen.every(isValidDate)).toBe(true);
  });

  it('throws on a malformed or impossible date, a fractional count and years outside 1–9999', () => {
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
    // The engine's own parser would read this as 2025-03-01 and carry on.
    expect(() => addDays('2025-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2025-01-01', 0.5)).toThrow(RangeError);
    expect(() => addDays('2025-01-01', Number.NaN)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('is what addDays moved', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1);
    expect(daysBetween('2025-12-31', '2025-01-01')).toBe(-364);
    expect(daysBetween('2000-01-01', '2400-01-01')).toBe(146_097);
    for (const days of [-400, -1, 0, 1, 59, 89, 365, 366]) {
      expect(daysBetween('2024-02-29', addDays('2024-02-29', days))).toBe(days);
    }
  });

  it('is NaN for a malformed or impossible date', () => {
    expect(daysBetween('2025-01-01', '2025-02-30')).toBeNaN();
    expect(daysBetween('someday', '2025-01-01')).toBeNaN();
  });
});

describe('the Shanghai day', () => {
  it('starts at 16:00 UTC', () => {
    expect(todayInShanghai(new Date('2026-06-14T15:59:59.999Z'))).toBe('2026-06-14');
    expect(todayInShanghai(new Date('2026-06-14T16:00:00.000Z'))).toBe('2026-06-15');
    expect(shanghaiDate(Date.parse('2026-06-14T16:00:00.000Z'))).toBe('2026-06-15');
    // 00:00 in Shanghai is still the day before in UTC.
    expect(shanghaiDate(new Date('2026-06-15T00:00:00+08:00'))).toBe('2026-06-15');
    expect(shanghaiDate(new Date('2026-06-14T23:59:59+08:00'))).toBe('2026-06-14');
  });

  it('turns the year and reaches a leap day at 16:00 UTC', () => {
    expect(shanghaiDate(new Date('2025-12-31T15:59:59.999Z'))).toBe('2025-12-31');
    expect(shanghaiDate(new Date('2025-12-31T16:00:00Z'))).toBe('2026-01-01');
    expect(shanghaiDate(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
    expect(shanghaiDate(new Date('2024-02-29T16:00:00Z'))).toBe('2024-03-01');
  });

  it('defaults to now', () => {
    const before = shanghaiDate(Date.now());
    const today = todayInShanghai();
    const after = shanghaiDate(Date.now());
    expect([before, after]).toContain(today);
  });
});

describe('whatever zone the process runs in', () => {
  const original = process.env['TZ'];
  afterEach(() => {
    if (original === undefined) delete process.env['TZ'];
    else process.env['TZ'] = original;
  });

  // Zones whose clocks change (spring forward, fall back) on these dates; Shanghai's never do.
  it.each([
    ['America/New_York', ['2025-03-08', '2025-03-09', '2025-11-01', '2025-11-02']],
    ['Europe/London', ['2025-03-29', '2025-03-30', '2025-10-25', '2025-10-26']],
    ['Australia/Sydney', ['2025-04-05', '2025-04-06', '2025-10-04', '2025-10-05']],
  ])('counts days the same in %s, across its clock changes', (zone, dates) => {
    const expected = dates.map((d) => [
      addDays(d, 1),
      addDays(d, -1),
      addDays(d, 30),
      daysBetween(d, '2026-01-01'),
    ]);
    const instants = ['2025-03-09T16:00:00Z', '2025-10-26T15:59:59Z', '2025-11-02T16:30:00Z'].map(
      (i) => new Date(i),
    );
    const shanghai = instants.map((i) => shanghaiDate(i));

    process.env['TZ'] = zone;
    // The zone really is in force here: its offset differs between January and July.
    expect(new Date(2025, 0, 15).getTimezoneOffset()).not.toBe(new Date(2025, 6, 15).getTimezoneOffset());
    expect(
      dates.map((d) => [addDays(d, 1), addDays(d, -1), addDays(d, 30), daysBetween(d, '2026-01-01')]),
    ).toEqual(expected);
    expect(instants.map((i) => shanghaiDate(i))).toEqual(shanghai);
    expect(shanghai).toEqual(['2025-03-10', '2025-10-26', '2025-11-03']);
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01');
  });
});

describe('age on a date', () => {
  it('is 0 on the day of birth and counts a year on each birthday', () => {
    expect(completedYears('2026-06-15', '2026-06-15')).toBe(0);
    expect(completedYears('2020-06-15', '2021-06-14')).toBe(0);
    expect(completedYears('2020-06-15', '2021-06-15')).toBe(1);
    expect(ageClass('2026-06-15', '2026-06-15')).toBe('INFANT');
  });

  it('reaches a Feb 29 birthday on Mar 1 in common years, centuries included', () => {
    expect(completedYears('2096-02-29', '2100-02-28')).toBe(3);
    expect(completedYears('2096-02-29', '2100-03-01')).toBe(4);
    expect(completedYears('1996-02-29', '2000-02-28')).toBe(3);
    expect(completedYears('1996-02-29', '2000-02-29')).toBe(4);
  });

  it('changes class on the 2nd and 12th birthdays across a year end', () => {
    expect(ageClass('2023-12-31', '2025-12-30')).toBe('INFANT');
    expect(ageClass('2023-12-31', '2025-12-31')).toBe('CHILD');
    expect(ageClass('2014-01-01', '2025-12-31')).toBe('CHILD');
    expect(ageClass('2014-01-01', '2026-01-01')).toBe('ADULT');
  });

  it('throws on an impossible date and a birth after the reference date', () => {
    expect(() => completedYears('2025-02-29', '2026-01-01')).toThrow(/Invalid birth date/);
    expect(() => completedYears('2026-01-02', '2026-01-01')).toThrow(/after the reference date/);
  });
});
