import { describe, expect, it } from 'vitest';
import { dayOffset, minutesBetween } from './FlightSegmentCard.tsx';
import { dateTimeText, dayText, durationText, localDate } from './format.ts';

describe('flight-order formatting', () => {
  it('reads dates and times as the airport’s local ones, whatever the device zone', () => {
    expect(localDate('2026-11-23T23:30:00+09:00')).toBe('2026-11-23');
    expect(dateTimeText('2026-11-23T08:05:00+08:00')).toBe('2026-11-23 08:05');
    expect(dayText('2026-11-23')).toBe('11月23日 周一');
  });

  it('measures a flight across time zones and shows the next-day arrival', () => {
    // Beijing 23:00 → Seoul 02:10 next day is 2 h 10 min in the air.
    const dep = '2026-11-23T23:00:00+08:00';
    const arr = '2026-11-24T02:10:00+09:00';
    expect(minutesBetween(dep, arr)).toBe(130);
    expect(durationText(130)).toBe('2小时10分');
    expect(dayOffset(dep, arr)).toBe(1);
    expect(durationText(45)).toBe('45分');
    expect(durationText(120)).toBe('2小时');
  });
});
