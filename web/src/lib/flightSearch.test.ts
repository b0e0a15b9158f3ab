import { describe, expect, it } from 'vitest';
import {
  bookingUrl,
  changeDateReturnUrl,
  chooseOfferUrl,
  detailUrl,
  hasRoute,
  listUrl,
  listUrlAfterOffer,
  moveDate,
  parseFlightQuery,
  type FlightQuery,
} from './flightSearch.ts';

const TODAY = '2026-11-20';

const oneWay: FlightQuery = {
  international: false,
  routeType: 1,
  from: { code: 'BJS', name: '北京' },
  to: { code: 'SHA', name: '上海' },
  date: '2026-11-21',
  backDate: null,
  adult: 1,
  child: 0,
};

describe('parseFlightQuery', () => {
  it('reads what a banner of type 9 links to', () => {
    const params = new URLSearchParams(
      'route_type=1&start_city_code=PEK&start_city_name=北京&end_city_code=SHA&end_city_name=上海&date=2026-11-25',
    );
    expect(hasRoute(params)).toBe(true);
    expect(parseFlightQuery(params, false, TODAY)).toEqual({
      ...oneWay,
      from: { code: 'PEK', name: '北京' },
      date: '2026-11-25',
    });
  });

  it('moves dates into the booking window and the return after the outbound', () => {
    const past = parseFlightQuery(
      new URLSearchParams(
        'start_city_code=BJS&end_city_code=SHA&date=2026-10-01&route_type=2&back_date=2026-09-01',
      ),
      false,
      TODAY,
    );
    expect(past.date).toBe(TODAY);
    expect(past.backDate).toBe(TODAY);
    const far = parseFlightQuery(
      new URLSearchParams('start_city_code=BJS&end_city_code=SHA&date=2027-06-01'),
      false,
      TODAY,
    );
    expect(far.date).toBe('2027-02-17');
  });

  it('uses the code for a missing name and reads passengers on international searches only', () => {
    const q = parseFlightQuery(
      new URLSearchParams('start_city_code=pek&end_city_code=SEL&adult=2&child=9'),
      true,
      TODAY,
    );
    expect(q.from).toEqual({ code: 'PEK', name: 'PEK' });
    expect(q.adult).toBe(2);
    // Two adults take at most four children.
    expect(q.child).toBe(4);
    const domestic = parseFlightQuery(
      new URLSearchParams('start_city_code=PEK&end_city_code=SHA&adult=3'),
      false,
      TODAY,
    );
    expect(domestic.adult).toBe(1);
  });

  it('needs both ends of the route', () => {
    expect(hasRoute(new URLSearchParams('start_city_code=PEK'))).toBe(false);
    expect(hasRoute(new URLSearchParams('start_city_code=PEK&end_city_code=上海'))).toBe(false);
  });
});

describe('URLs between the flight pages', () => {
  it('builds the lists with the brief’s parameters', () => {
    expect(listUrl(oneWay)).toBe(
      '/air/airList?route_type=1&start_city_code=BJS&start_city_name=%E5%8C%97%E4%BA%AC&end_city_code=SHA&end_city_name=%E4%B8%8A%E6%B5%B7&date=2026-11-21',
    );
    const intl: FlightQuery = {
      ...oneWay,
      international: true,
      routeType: 2,
      to: { code: 'SEL', name: '首尔' },
      backDate: '2026-11-25',
      adult: 2,
      child: 1,
    };
    const url = new URL(listUrl(intl, [['cabin', 'economy']]), 'http://x');
    expect(url.pathname).toBe('/air/intAirList');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route_type: '2',
      start_city_code: 'BJS',
      start_city_name: '北京',
      end_city_code: 'SEL',
      end_city_name: '首尔',
      date: '2026-11-21',
      back_date: '2026-11-25',
      adult: '2',
      child: '1',
      cabin: 'economy',
    });
  });

  it('adds the flights to a detail and the fares to the booking page', () => {
    const detail = new URL(detailUrl(oneWay, 'CA1501.2026-11-21'), 'http://x');
    expect(detail.pathname).toBe('/air/airDetail');
    expect(detail.searchParams.get('flight_id')).toBe('CA1501.2026-11-21');
    expect(detail.searchParams.has('back_flight_id')).toBe(false);

    expect(bookingUrl(oneWay, ['CA1501.2026-11-21.Y'])).toBe(
      '/subscribe/air?fare_ids=CA1501.2026-11-21.Y&route_type=1&start_city_code=BJS&start_city_name=%E5%8C%97%E4%BA%AC&end_city_code=SHA&end_city_name=%E4%B8%8A%E6%B5%B7',
    );
    const intl = new URL(
      bookingUrl({ ...oneWay, international: true, adult: 2, child: 1 }, [
        'KE852.2026-11-21.Y',
        'KE851.2026-11-24.M',
      ]),
      'http://x',
    );
    expect(intl.pathname).toBe('/subscribe/intAir');
    expect(intl.searchParams.get('fare_ids')).toBe('KE852.2026-11-21.Y,KE851.2026-11-24.M');
    expect(intl.searchParams.get('adult')).toBe('2');
    expect(intl.searchParams.get('child')).toBe('1');
  });

  it('moves a date of the strip, keeping the return after the outbound', () => {
    const params = new URLSearchParams('date=2026-11-21&back_date=2026-11-23&airline=CA');
    expect(moveDate(params, 'go', '2026-11-22').toString()).toBe(
      'date=2026-11-22&back_date=2026-11-23&airline=CA',
    );
    expect(moveDate(params, 'go', '2026-11-25').get('back_date')).toBe('2026-11-25');
    expect(moveDate(params, 'back', '2026-11-26').get('date')).toBe('2026-11-21');
    expect(moveDate(params, 'back', '2026-11-26').get('back_date')).toBe('2026-11-26');
  });

  it('takes a list to its calendar and back on the picked date', () => {
    const list = new URLSearchParams(
      'route_type=2&start_city_code=BJS&end_city_code=SEL&date=2026-11-21&back_date=2026-11-24&flight_id=X&sort=price',
    );
    const offer = chooseOfferUrl(list, true, 'back');
    expect(offer.startsWith('/air/airChooseOffer?')).toBe(true);
    const offerParams = new URL(offer, 'http://x').searchParams;
    expect(offerParams.get('international')).toBe('1');
    expect(offerParams.get('leg')).toBe('back');
    const back = new URL(listUrlAfterOffer(offerParams, '2026-11-28'), 'http://x');
    expect(back.pathname).toBe('/air/intAirList');
    expect(back.searchParams.get('back_date')).toBe('2026-11-28');
    expect(back.searchParams.get('flight_id')).toBe('X');
    expect(back.searchParams.get('sort')).toBe('price');
    expect(back.searchParams.has('leg')).toBe(false);
    expect(back.searchParams.has('international')).toBe(false);
  });

  it('returns a change of date to its own page, never off the site', () => {
    expect(changeDateReturnUrl('/myOrder/airOrder/change?orderNo=F1', '2026-11-30')).toBe(
      '/myOrder/airOrder/change?orderNo=F1&date=2026-11-30',
    );
    expect(changeDateReturnUrl('https://evil.example/x', '2026-11-30')).toBeNull();
    expect(changeDateReturnUrl('//evil.example', '2026-11-30')).toBeNull();
    expect(changeDateReturnUrl(null, '2026-11-30')).toBeNull();
  });
});
