import { describe, expect, it } from 'vitest';
import type { FlightSummary_FlightFragment } from '../../__generated__/graphql.ts';
import { departureDate, legsOf, tripOf } from './legs.ts';
import { FARE, flight } from './testData.ts';

const out = flight() as unknown as FlightSummary_FlightFragment;
const back = {
  ...out,
  id: 'CA1502.2026-11-26',
  departure: { ...out.arrival, time: '2026-11-26T18:00:00+08:00' },
  arrival: { ...out.departure, time: '2026-11-26T20:15:00+08:00' },
  fares: [{ ...out.fares[0]!, id: 'CA1502.2026-11-26.M' }],
} as FlightSummary_FlightFragment;

describe('booking legs', () => {
  it('pairs each fare with its flight, outbound first', () => {
    const legs = legsOf([FARE, 'CA1502.2026-11-26.M'], [out, back]);
    expect(legs?.map((l) => [l.flight.id, l.fare.id])).toEqual([
      ['CA1501.2026-11-23', FARE],
      ['CA1502.2026-11-26', 'CA1502.2026-11-26.M'],
    ]);
  });

  it('has no legs when a flight is gone or its fare no longer sells', () => {
    expect(legsOf([FARE], [null])).toBeNull();
    expect(legsOf([`${out.id}.Z`], [out])).toBeNull();
  });

  it('reads the Beijing departure date and the trip of a round trip', () => {
    expect(departureDate(out)).toBe('2026-11-23');
    expect(tripOf([out, back])).toEqual({
      fromCode: 'BJS',
      fromName: '北京',
      toCode: 'SHA',
      toName: '上海',
      date: '2026-11-23',
      backDate: '2026-11-26',
    });
    expect(tripOf([out]).backDate).toBeNull();
  });
});
