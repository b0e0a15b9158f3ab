import { describe, expect, it } from 'vitest';
import { groupBy, PICTURE_CATEGORIES } from './hotelInfo.ts';
import {
  bookingUrl,
  cancelTone,
  checkStay,
  dayName,
  distanceText,
  isHotelCode,
  lastStayDay,
  parseStay,
} from './stay.ts';

const TODAY = '2026-11-20';
const stayOf = (query: string) => parseStay(new URLSearchParams(query), TODAY);

describe('parseStay', () => {
  it('takes the URL’s stay when it can be booked', () => {
    expect(stayOf('checkin=2026-11-21&checkout=2026-11-24')).toEqual({
      checkIn: '2026-11-21',
      checkOut: '2026-11-24',
      nights: 3,
    });
    // The longest stay, and the last check-in of the window.
    expect(stayOf('checkin=2026-11-20&checkout=2026-12-18').nights).toBe(28);
    expect(stayOf('checkin=2027-02-17&checkout=2027-02-18')).toMatchObject({
      checkIn: '2027-02-17',
      nights: 1,
    });
  });

  it('defaults to today and tomorrow', () => {
    expect(stayOf('')).toEqual({ checkIn: TODAY, checkOut: '2026-11-21', nights: 1 });
  });

  it.each([
    // A check-out that still follows today is kept.
    ['a past check-in', 'checkin=2026-11-19&checkout=2026-11-22', TODAY, '2026-11-22'],
    ['a stay all past', 'checkin=2026-11-01&checkout=2026-11-03', TODAY, '2026-11-21'],
    ['a malformed check-in', 'checkin=2026-13-01&checkout=2026-11-22', TODAY, '2026-11-22'],
    ['a check-in past the window', 'checkin=2027-02-18&checkout=2027-02-19', TODAY, '2026-11-21'],
    ['a check-out before the check-in', 'checkin=2026-11-25&checkout=2026-11-24', '2026-11-25', '2026-11-26'],
    ['a check-out on the check-in', 'checkin=2026-11-25&checkout=2026-11-25', '2026-11-25', '2026-11-26'],
    ['more than 28 nights', 'checkin=2026-11-20&checkout=2026-12-19', TODAY, '2026-11-21'],
    ['a malformed check-out', 'checkin=2026-11-25&checkout=soon', '2026-11-25', '2026-11-26'],
  ])('mends %s', (_, query, checkIn, checkOut) => {
    expect(stayOf(query)).toMatchObject({ checkIn, checkOut });
  });
});

describe('checkStay', () => {
  it('counts the nights of a bookable range', () => {
    expect(checkStay('2026-11-25', '2026-11-28', TODAY)).toEqual({
      ok: true,
      stay: { checkIn: '2026-11-25', checkOut: '2026-11-28', nights: 3 },
    });
    expect(checkStay(TODAY, lastStayDay(TODAY), TODAY).ok).toBe(false); // 90 nights
  });

  it.each([
    ['2026-11-25', '2026-11-25', '离店日期需晚于入住日期'],
    ['2026-11-19', '2026-11-21', '入住日期不能早于今天'],
    ['2027-02-17', '2027-02-19', '仅可预订90天内的房间'],
    ['2026-11-20', '2026-12-19', '单次最多预订28晚'],
  ])('refuses %s – %s in Chinese', (checkIn, checkOut, message) => {
    const result = checkStay(checkIn, checkOut, TODAY);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });
});

describe('wording', () => {
  it('names days near today, weekdays after', () => {
    expect(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map((d) => dayName(d, TODAY))).toEqual([
      '今天',
      '明天',
      '后天',
      '周一',
    ]);
  });

  it('writes distances in metres, then kilometres', () => {
    expect(distanceText(480)).toBe('480米');
    expect(distanceText(1000)).toBe('1公里');
    expect(distanceText(1260)).toBe('1.3公里');
  });

  it('colours cancellation rules', () => {
    expect(cancelTone('FREE')).toBe('free');
    expect(cancelTone('FIRST_NIGHT')).toBe('penalty');
    expect(cancelTone('NONE')).toBe('none');
  });
});

describe('links', () => {
  it('books one room of a plan for the stay', () => {
    expect(bookingUrl('H1', 'H1.R2', 'H1.R2.P1', { checkIn: '2026-11-21', checkOut: '2026-11-23' })).toBe(
      '/subscribe/hotel?hotel_code=H1&room_id=H1.R2&plan_id=H1.R2.P1&checkin=2026-11-21&checkout=2026-11-23&rooms=1',
    );
  });

  it('knows a hotel code from anything else', () => {
    expect(isHotelCode('H310000001')).toBe(true);
    expect(isHotelCode('')).toBe(false);
    expect(isHotelCode(null)).toBe(false);
    expect(isHotelCode('H1\u0000')).toBe(false);
    expect(isHotelCode('<script>')).toBe(false);
  });
});

describe('groupBy', () => {
  it('puts the known categories first, in their order, and drops empty ones', () => {
    const pictures = [{ c: '客房' }, { c: '外观' }, { c: '泳池' }, { c: '客房' }];
    expect(groupBy(pictures, (p) => p.c, PICTURE_CATEGORIES).map((g) => [g.key, g.items.length])).toEqual([
      ['外观', 1],
      ['客房', 2],
      ['泳池', 1],
    ]);
  });
});
