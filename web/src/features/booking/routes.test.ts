import { describe, expect, it } from 'vitest';
import { bookingUrl, flightIdOfFare, flightListUrl, isBookingPath, parseFareIds } from './routes.ts';

const q = (s: string) => new URLSearchParams(s);

describe('booking routes', () => {
  it('reads one or two distinct fares', () => {
    expect(parseFareIds(q('fare_ids=CA1501.2026-11-23.Y'))).toEqual(['CA1501.2026-11-23.Y']);
    expect(parseFareIds(q('fare_ids=CA1501.2026-11-23.Y,CA1502.2026-11-26.M'))).toEqual([
      'CA1501.2026-11-23.Y',
      'CA1502.2026-11-26.M',
    ]);
    for (const bad of [
      '',
      'fare_ids=',
      'fare_ids=CA1501',
      'fare_ids=a.b,a.b',
      'fare_ids=a.b,c.d,e.f',
      'fare_ids=.Y',
      'fare_ids=X.',
    ]) {
      expect(parseFareIds(q(bad))).toBeNull();
    }
  });

  it('finds the flight of a fare by dropping its booking class', () => {
    expect(flightIdOfFare('CA1501.2026-11-23.Y')).toBe('CA1501.2026-11-23');
    expect(flightIdOfFare('nodot')).toBeNull();
  });

  it('carries the booking values to the sub-pages and nothing else', () => {
    const search = q('fare_ids=CA1501.2026-11-23.Y,CA1502.2026-11-26.M&adult=2&child=1&utm=x');
    expect(bookingUrl('/subscribe/intAir/editFT', search, { id: '9' })).toBe(
      '/subscribe/intAir/editFT?fare_ids=CA1501.2026-11-23.Y,CA1502.2026-11-26.M&adult=2&child=1&id=9',
    );
  });

  it('knows which pages keep the draft', () => {
    expect(isBookingPath('/subscribe/air')).toBe(true);
    expect(isBookingPath('/subscribe/air/FT')).toBe(true);
    expect(isBookingPath('/subscribe/intAir/preordainPage')).toBe(true);
    expect(isBookingPath('/subscribe/airplane')).toBe(false);
    expect(isBookingPath('/subscribe/pay')).toBe(false);
    expect(isBookingPath('/')).toBe(false);
  });

  it('sends a sold-out booking back to the list of the same trip', () => {
    const trip = {
      fromCode: 'BJS',
      fromName: '北京',
      toCode: 'SEL',
      toName: '首尔',
      date: '2026-11-23',
      backDate: null,
    };
    const url = new URL(flightListUrl('international', trip, q('adult=2&child=1')), 'http://x');
    expect(url.pathname).toBe('/air/intAirList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route_type: '1',
      start_city_code: 'BJS',
      start_city_name: '北京',
      end_city_code: 'SEL',
      end_city_name: '首尔',
      date: '2026-11-23',
      adult: '2',
      child: '1',
    });
    const round = new URL(flightListUrl('domestic', { ...trip, backDate: '2026-11-26' }, q('')), 'http://x');
    expect(round.pathname).toBe('/air/airList');
    expect(round.searchParams.get('route_type')).toBe('2');
    expect(round.searchParams.get('back_date')).toBe('2026-11-26');
  });
});
