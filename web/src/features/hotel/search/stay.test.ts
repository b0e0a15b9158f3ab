import { describe, expect, it } from 'vitest';
import { dayName, MAX_NIGHTS, parseStay, stayProblem } from './stay.ts';

const TODAY = '2026-11-20';
const stay = (search: string) => parseStay(new URLSearchParams(search), TODAY);

describe('a stay from the URL', () => {
  it('defaults to today and tomorrow', () => {
    expect(stay('')).toEqual({ checkIn: TODAY, checkOut: '2026-11-21', nights: 1 });
    expect(stay('checkin=garbage&checkout=2026-13-01')).toEqual({
      checkIn: TODAY,
      checkOut: '2026-11-21',
      nights: 1,
    });
  });

  it('keeps a valid stay', () => {
    expect(stay('checkin=2026-11-21&checkout=2026-11-23')).toEqual({
      checkIn: '2026-11-21',
      checkOut: '2026-11-23',
      nights: 2,
    });
  });

  it('moves a past check-in to today and a check-out not after it to the next day', () => {
    expect(stay('checkin=2026-11-01&checkout=2026-11-02')).toEqual({
      checkIn: TODAY,
      checkOut: '2026-11-21',
      nights: 1,
    });
    expect(stay('checkin=2026-11-25&checkout=2026-11-25').checkOut).toBe('2026-11-26');
  });

  it('keeps the check-in within 90 days and cuts a stay to 28 nights', () => {
    expect(stay('checkin=2027-06-01').checkIn).toBe('2027-02-18');
    const long = stay('checkin=2026-11-21&checkout=2027-01-10');
    expect(long.nights).toBe(MAX_NIGHTS);
    expect(long.checkOut).toBe('2026-12-19');
  });
});

describe('stayProblem', () => {
  it('says what is wrong in Chinese', () => {
    expect(stayProblem('2026-11-19', '2026-11-21', TODAY)).toBe('入住日期不能早于今天');
    expect(stayProblem('2026-11-22', '2026-11-22', TODAY)).toBe('离店日期须晚于入住日期');
    expect(stayProblem('2026-11-21', '2026-12-20', TODAY)).toBe('最多可预订28晚，请缩短入住天数');
    expect(stayProblem('2026-11-21', '2026-12-19', TODAY)).toBeNull();
  });

  it('names days near today', () => {
    expect(dayName(TODAY, TODAY)).toBe('今天');
    expect(dayName('2026-11-21', TODAY)).toBe('明天');
    expect(dayName('2026-11-24', TODAY)).toBe('周二');
  });
});
