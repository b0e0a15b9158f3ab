import { describe, expect, it } from 'vitest';
import { dayName, dayWindow, daysBetween, durationText } from './days.ts';

describe('dayWindow', () => {
  it('centres the date when it can', () => {
    expect(dayWindow('2026-11-25', '2026-11-20', '2027-02-17')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('starts on the first day near it and ends on the last day near that', () => {
    expect(dayWindow('2026-11-21', '2026-11-20', '2027-02-17')[0]).toBe('2026-11-20');
    const end = dayWindow('2027-02-16', '2026-11-20', '2027-02-17');
    expect(end[0]).toBe('2027-02-11');
    expect(end[6]).toBe('2027-02-17');
  });

  it('is shorter when the window is', () => {
    expect(dayWindow('2027-02-16', '2027-02-15', '2027-02-17')).toEqual([
      '2027-02-15',
      '2027-02-16',
      '2027-02-17',
    ]);
  });

  it('crosses month and year ends', () => {
    expect(dayWindow('2026-12-31', '2026-11-20', '2027-02-17')).toContain('2027-01-03');
  });
});

describe('day wording', () => {
  it('names the next days and weekdays after them', () => {
    expect(dayName('2026-11-20', '2026-11-20')).toBe('今天');
    expect(dayName('2026-11-21', '2026-11-20')).toBe('明天');
    expect(dayName('2026-11-22', '2026-11-20')).toBe('后天');
    expect(dayName('2026-11-23', '2026-11-20')).toBe('周一');
  });

  it('counts days and writes durations', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(durationText(135)).toBe('2小时15分');
    expect(durationText(120)).toBe('2小时');
    expect(durationText(45)).toBe('45分');
  });
});
