import { describe, expect, it } from 'vitest';
import { hotelDraftKey, loadHotelDraft, parseHotelDraft } from './draft.ts';
import { dayText, stayText } from './format.ts';
import {
  guestProblems,
  guestsForRooms,
  specialRequestsText,
  validateGuestName,
  validateRequests,
} from './guests.ts';
import { sortHotelOrderErrors } from './orderErrors.ts';
import { bookingUrl, nightsOf, orderNoOf, parseBookingStay } from './routes.ts';
import { roomsWithin } from './HotelBooking.tsx';

const q = (s: string) => new URLSearchParams(s);
// 2026-11-27 23:30 in Shanghai (15:30 UTC): the date is Shanghai's, whatever the device's zone.
const NOW = Date.UTC(2026, 10, 27, 15, 30);

describe('parseBookingStay', () => {
  it('reads the plan, its room type and hotel, the dates and the rooms', () => {
    expect(
      parseBookingStay(
        q(
          'hotel_code=H310000001&room_id=H310000001.R2&plan_id=H310000001.R2.P1&checkin=2026-11-28&checkout=2026-11-30&rooms=2',
        ),
        NOW,
      ),
    ).toEqual({
      planId: 'H310000001.R2.P1',
      roomTypeId: 'H310000001.R2',
      hotelId: 'H310000001',
      checkIn: '2026-11-28',
      checkOut: '2026-11-30',
      rooms: 2,
    });
  });

  it('defaults to today and tomorrow in Shanghai, and one room', () => {
    const stay = parseBookingStay(q('plan_id=H310000001.R2.P1'), NOW)!;
    expect([stay.checkIn, stay.checkOut, stay.rooms]).toEqual(['2026-11-27', '2026-11-28', 1]);
    expect(parseBookingStay(q('plan_id=H310000001.R2.P1&checkin=2026-12-01'), NOW)!.checkOut).toBe(
      '2026-12-02',
    );
  });

  it('holds the rooms to 1–10 and ignores a malformed count', () => {
    const rooms = (r: string) => parseBookingStay(q(`plan_id=H1.R1.P1&rooms=${r}`), NOW)!.rooms;
    expect(rooms('0')).toBe(1);
    expect(rooms('12')).toBe(10);
    expect(rooms('abc')).toBe(1);
    expect(rooms('2.5')).toBe(1);
  });

  it('is no booking without a plan, with a malformed date, or with a room or hotel the plan is not of', () => {
    expect(parseBookingStay(q('hotel_code=H1'), NOW)).toBeNull();
    expect(parseBookingStay(q('plan_id=P1'), NOW)).toBeNull();
    expect(parseBookingStay(q('plan_id=H1.R1.P1&checkin=2026-02-30'), NOW)).toBeNull();
    expect(parseBookingStay(q('plan_id=H1.R1.P1&room_id=H1.R2'), NOW)).toBeNull();
    expect(parseBookingStay(q('plan_id=H1.R1.P1&hotel_code=H2'), NOW)).toBeNull();
    expect(parseBookingStay(q('plan_id=H1.R1.P1%00'), NOW)).toBeNull();
  });

  it('round-trips through bookingUrl', () => {
    const stay = parseBookingStay(q('plan_id=H1.R1.P1&checkin=2026-11-28&checkout=2026-11-29'), NOW)!;
    expect(parseBookingStay(new URL(bookingUrl(stay, 3), 'http://x').searchParams, NOW)).toEqual({
      ...stay,
      rooms: 3,
    });
  });

  it('counts nights only for a real stay', () => {
    expect(nightsOf('2026-11-28', '2026-11-30')).toBe(2);
    expect(nightsOf('2026-11-30', '2026-11-28')).toBe(0);
    expect(nightsOf('x', '2026-11-28')).toBe(0);
  });
});

describe('roomsWithin', () => {
  it('is what was asked, within 1 and what is left (at most 10)', () => {
    expect(roomsWithin(2, 5)).toBe(2);
    expect(roomsWithin(5, 2)).toBe(2);
    expect(roomsWithin(0, 5)).toBe(1);
    expect(roomsWithin(10, 10)).toBe(10);
    expect(roomsWithin(10, 0)).toBe(1);
  });
});

describe('validateGuestName', () => {
  it.each([
    '张三',
    '欧阳娜娜',
    '爱新觉罗启星',
    'SMITH/JOHN',
    'Smith/John',
    'SMITH / JOHN',
    'Anna Maria Lopez',
    'LI',
  ])('accepts %s', (name) => expect(validateGuestName(name)).toEqual({ ok: true }));

  it.each([
    ['', '请填写入住人姓名'],
    ['  ', '请填写入住人姓名'],
    ['张', '中文姓名应为2-8个汉字，不含空格或符号'],
    ['张 三', '中文姓名应为2-8个汉字，不含空格或符号'],
    ['阿依古丽·买买提', '中文姓名应为2-8个汉字，不含空格或符号'],
    ['张三SMITH', '中文姓名应为2-8个汉字，不含空格或符号'],
    ['J', /英文字母/],
    ['John3', /英文字母/],
    ['SMITH/JOHN/JR', /英文字母/],
    ['SMITH//JOHN', /英文字母/],
    ['A'.repeat(41), /英文字母/],
    ['张三\u0000', '中文姓名应为2-8个汉字，不含空格或符号'],
  ])('refuses %j', (name, message) => {
    const result = validateGuestName(name);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });

  it('is checked per room, for the rooms booked only', () => {
    expect(guestsForRooms(['张三', '李四', '王五'], 2)).toEqual(['张三', '李四']);
    expect(guestsForRooms(['张三'], 3)).toEqual(['张三', '', '']);
    expect([...guestProblems(['张三', '', 'X']).keys()]).toEqual([1, 2]);
  });
});

describe('special requests', () => {
  it('are the chips in the page’s order, then the shopper’s words; null when none', () => {
    expect(specialRequestsText([], '  ')).toBeNull();
    expect(specialRequestsText(['尽量安排高楼层', '尽量安排无烟房'], ' 晚到 ')).toBe(
      '尽量安排无烟房；尽量安排高楼层；晚到',
    );
    // A chip the page does not offer (an edited draft) is not sent.
    expect(specialRequestsText(['随便写的'], '')).toBeNull();
  });

  it('are at most 200 characters, without control characters', () => {
    expect(validateRequests([], '好'.repeat(200)).ok).toBe(true);
    expect(validateRequests(['尽量安排无烟房'], '好'.repeat(195))).toEqual({
      ok: false,
      message: '特殊要求不能超过200个字',
    });
    expect(validateRequests([], '晚到\u0000').ok).toBe(false);
    expect(validateRequests([], '第一行\n第二行').ok).toBe(true);
  });
});

describe('sortHotelOrderErrors', () => {
  const e = (code: string, message: string, field: string[] | null = null) => ({ code, message, field });

  it('sorts a refusal by what the page does with it', () => {
    const sorted = sortHotelOrderErrors(
      [
        e('PRICE_CHANGED', '价格变了'),
        e('SOLD_OUT', '满房'),
        e('GUESTS_INVALID', '房间2姓名不符', ['input', 'guests', '1', 'name']),
        e('GUESTS_INVALID', '越界', ['input', 'guests', '5', 'name']),
        e('CONTACT_INVALID', '手机号不对', ['input', 'contact', 'mobile']),
        e('ARRIVAL_TIME_INVALID', '到店时间不对', ['input', 'arrivalTime']),
      ],
      2,
    );
    expect(sorted.priceChanged?.message).toBe('价格变了');
    expect(sorted.soldOut?.message).toBe('满房');
    expect([...sorted.guests]).toEqual([[1, ['房间2姓名不符']]]);
    expect(sorted.contact).toEqual({ mobile: ['手机号不对'] });
    expect(sorted.general).toEqual(['越界', '到店时间不对']);
  });
});

describe('the booking draft', () => {
  it('is one per plan and dates, whatever the rooms', () => {
    expect(hotelDraftKey({ planId: 'H1.R1.P1', checkIn: '2026-11-28', checkOut: '2026-11-30' })).toBe(
      'sf:hotel-booking:H1.R1.P1:2026-11-28:2026-11-30',
    );
  });

  it('keeps only what has the draft’s shape', () => {
    const good = {
      idempotencyKey: 'k1',
      guests: ['张三'],
      contact: { name: '李四', mobile: '13800138000', email: '' },
      arrivalTime: '20:00',
      requests: ['尽量安排无烟房'],
      note: '晚到',
      edited: true,
    };
    expect(parseHotelDraft(good)).toEqual(good);
    expect(parseHotelDraft({ ...good, contact: { name: 1 } })!.contact).toBeNull();
    expect(parseHotelDraft({ ...good, guests: [1] })).toBeNull();
    expect(parseHotelDraft({ ...good, idempotencyKey: '' })).toBeNull();
    expect(parseHotelDraft('nonsense')).toBeNull();
  });

  it('starts fresh, with a new key, when nothing usable is stored', () => {
    sessionStorage.setItem('sf:hotel-booking:x', '{broken');
    const a = loadHotelDraft('sf:hotel-booking:x');
    expect(a.guests).toEqual([]);
    expect(a.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(loadHotelDraft('sf:hotel-booking:y').idempotencyKey).not.toBe(a.idempotencyKey);
  });
});

describe('words', () => {
  it('names the weekday of the calendar date', () => {
    expect(dayText('2026-11-28')).toBe('11月28日 周六');
    expect(dayText('2026-11-30')).toBe('11月30日 周一');
    expect(stayText('2026-11-28', '2026-11-30', 2)).toBe('11月28日-11月30日 · 共2晚');
  });


  it('reads the order number from the old links’ names too', () => {
    expect(orderNoOf(q('orderNo=H1'))).toBe('H1');
    expect(orderNoOf(q('orderId=H2'))).toBe('H2');
    expect(orderNoOf(q('order_no=%20H3%20'))).toBe('H3');
    expect(orderNoOf(q('x=1'))).toBe('');
  });
});
