// The flight catalogue, prices and fee rules are pure functions of the seed and the date: tested
// without a server.
import { describe, expect, it } from 'vitest';
import { airlines } from '../src/db/seed/airlines.ts';
import { airports } from '../src/db/seed/airports.ts';
import {
  allFlightNumbers,
  allRoutes,
  findFare,
  findFlight,
  flightsOn,
  type CatalogueFare,
  type CatalogueFlight,
} from '../src/domains/flight/catalogue.ts';
import { passengerPrice } from '../src/domains/flight/pricing.ts';
import { changeFee, refundFee } from '../src/domains/flight/rules.ts';
import { addDays, shanghaiDate } from '../src/time.ts';

const today = shanghaiDate(Date.now());
const tomorrow = addDays(today, 1);
const seedAirports = new Set(airports.map((a) => a.iata));
const seedAirlines = new Set(airlines.map((a) => a.code));

/** Every flight of every route on a date. */
function allFlightsOn(date: string): CatalogueFlight[] {
  return allRoutes().flatMap((r) => flightsOn(r.from, r.to, date, today));
}

function cheapest(flight: CatalogueFlight): CatalogueFare {
  return flight.fares.reduce((a, b) => (b.adultFen < a.adultFen ? b : a));
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('timetable', () => {
  it('flies at least 30 domestic and 10 international routes between seed airports', () => {
    const routes = allRoutes();
    expect(routes.filter((r) => !r.international).length).toBeGreaterThanOrEqual(30);
    expect(routes.filter((r) => r.international).length).toBeGreaterThanOrEqual(10);
    for (const r of routes) {
      expect(seedAirports.has(r.from) && seedAirports.has(r.to)).toBe(true);
      // Both directions are flown.
      expect(routes.some((back) => back.from === r.to && back.to === r.from)).toBe(true);
    }
    expect(routes).toContainEqual({ from: 'PEK', to: 'ICN', international: true });
  });

  it('gives every domestic city pair at least 3 flights a day and no airport pair more than 8', () => {
    const pairs = new Map<string, number>();
    const routes = new Map<string, number>();
    for (const flight of allFlightsOn(tomorrow)) {
      expect(seedAirlines.has(flight.airlineCode)).toBe(true);
      expect(flight.flightNo).toMatch(new RegExp(`^${flight.airlineCode}\\d{3,4}$`));
      expect(flight.id).toBe(`${flight.flightNo}.${tomorrow}`);
      if (flight.international) continue;
      const key = `${airports.find((a) => a.iata === flight.depAirport)!.cityCode}-${airports.find((a) => a.iata === flight.arrAirport)!.cityCode}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
      const route = `${flight.depAirport}-${flight.arrAirport}`;
      routes.set(route, (routes.get(route) ?? 0) + 1);
    }
    for (const [pair, count] of pairs) expect(count, pair).toBeGreaterThanOrEqual(3);
    for (const [route, count] of routes) expect(count, route).toBeLessThanOrEqual(8);
  });

  it('finds PEK→SEL by city codes (BJS→SEL covers both Beijing airports and ICN/GMP)', () => {
    const flights = flightsOn('BJS', 'SEL', tomorrow, today);
    expect(flights.length).toBeGreaterThanOrEqual(3);
    expect(new Set(flights.map((f) => f.depAirport))).toEqual(new Set(['PEK', 'PKX']));
    expect(flights.every((f) => f.international && f.arrAirport === 'ICN')).toBe(true);
    // An airport code narrows the search to that airport.
    expect(flightsOn('PKX', 'SEL', tomorrow, today).every((f) => f.depAirport === 'PKX')).toBe(true);
    // SHA as a city means Hongqiao and Pudong.
    expect(new Set(flightsOn('BJS', 'SHA', tomorrow, today).map((f) => f.arrAirport))).toEqual(
      new Set(['SHA', 'PVG']),
    );
  });

  it('lists a search by departure time and answers the same flight by id', () => {
    const flights = flightsOn('BJS', 'SHA', tomorrow, today);
    const times = flights.map((f) => f.depTime);
    expect(times).toEqual([...times].sort());
    for (const flight of flights) expect(findFlight(flight.id, today)).toEqual(flight);
  });

  it('has plausible times, durations and terminals, and a few one-stop flights', () => {
    const flights = allFlightsOn(tomorrow);
    for (const f of flights) {
      expect(f.depTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(Date.parse(f.arrAt) - Date.parse(f.depAt)).toBe(f.durationMinutes * 60_000);
      expect(f.depAt.slice(0, 16)).toBe(`${f.depDate}T${f.depTime}`);
      expect(f.arrAt.slice(0, 16)).toBe(`${f.arrDate}T${f.arrTime}`);
      expect(f.durationMinutes).toBeGreaterThanOrEqual(45);
      expect(f.arrDate >= f.depDate).toBe(true);
      expect(f.aircraft).not.toBe('');
      expect(['有餐食', '无餐食']).toContain(f.meal);
    }
    const beijingShanghai = flightsOn('PEK', 'SHA', tomorrow, today);
    expect(beijingShanghai.every((f) => f.durationMinutes >= 100 && f.durationMinutes <= 150)).toBe(true);
    expect(beijingShanghai.find((f) => f.airlineCode === 'CA')!.depTerminal).toBe('T3');
    expect(flightsOn('PKX', 'PVG', tomorrow, today)[0]!.depTerminal).toBeNull();

    const oneStop = flights.filter((f) => f.stops.length > 0);
    expect(oneStop.length).toBeGreaterThanOrEqual(4);
    const direct = flightsOn('PEK', 'LXA', tomorrow, today).find((f) => f.stops.length === 0)!;
    const viaChengdu = flightsOn('PEK', 'LXA', tomorrow, today).find((f) => f.stops.length === 1)!;
    expect(viaChengdu.stops).toEqual([{ airport: 'CTU', minutes: 50 }]);
    expect(viaChengdu.durationMinutes).toBeGreaterThan(direct.durationMinutes);
  });

  it('gives arrival times abroad in local time', () => {
    const london = flightsOn('PEK', 'LHR', tomorrow, today)[0]!;
    expect(london.depAt).toMatch(/\+08:00$/);
    expect(london.arrAt).toMatch(/\+0[01]:00$/);
    const seoul = flightsOn('PEK', 'ICN', tomorrow, today)[0]!;
    expect(seoul.arrAt).toMatch(/\+09:00$/);
    // New York in January is on standard time, in July on daylight time.
    const winter = findFlight(`CA982.${today.slice(0, 4)}-01-15`, `${today.slice(0, 4)}-01-01`)!;
    const summer = findFlight(`CA982.${today.slice(0, 4)}-07-15`, `${today.slice(0, 4)}-07-01`)!;
    expect(winter.depAt).toMatch(/-05:00$/);
    expect(summer.depAt).toMatch(/-04:00$/);
  });

  it('sells today to today + 89 only', () => {
    expect(findFlight(`CA1501.${today}`, today)).not.toBeNull();
    expect(findFlight(`CA1501.${addDays(today, 89)}`, today)).not.toBeNull();
    expect(findFlight(`CA1501.${addDays(today, 90)}`, today)).toBeNull();
    expect(findFlight(`CA1501.${addDays(today, -1)}`, today)).toBeNull();
    expect(flightsOn('BJS', 'SHA', addDays(today, 90), today)).toEqual([]);
    expect(findFlight('CA1501.2026-02-30', today)).toBeNull();
    expect(findFlight('XX9999.' + tomorrow, today)).toBeNull();
    expect(findFlight('CA1501', today)).toBeNull();
  });

  it('keeps flight numbers unique', () => {
    const numbers = allFlightNumbers();
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('fares', () => {
  it('offers economy with discounts, business and (on wide-bodies) first, each with seats', () => {
    const flights = allFlightsOn(tomorrow);
    for (const f of flights) {
      const economy = f.fares.filter((x) => x.cabinClass === 'economy');
      expect(economy.some((x) => x.bookingClass === 'Y' && x.discountText === '全价')).toBe(true);
      for (const fare of f.fares) {
        expect(fare.id).toBe(`${f.id}.${fare.bookingClass}`);
        expect(fare.flightId).toBe(f.id);
        expect(fare.baseSeats).toBeGreaterThan(0);
        expect(fare.adultFen % 1000).toBe(0);
        expect(fare.discountText).toMatch(/^(全价|\d(\.\d)?折)$/);
        expect(findFare(fare.id, today)).toEqual({ flight: f, fare });
      }
    }
    expect(flights.some((f) => f.fares.some((x) => x.cabinClass === 'business'))).toBe(true);
    expect(flights.some((f) => f.fares.some((x) => x.cabinClass === 'first'))).toBe(true);
    expect(flights.some((f) => f.fares.filter((x) => x.cabinClass === 'economy').length >= 3)).toBe(true);
    expect(findFare(`CA1501.${tomorrow}.Z`, today)).toBeNull();
  });

  it('prices dearer near departure and on Fridays and Sundays than mid-week', () => {
    const lowest = (date: string) =>
      average(
        allFlightsOn(date).map(
          (f) => cheapest(f).adultFen / f.fares.find((x) => x.bookingClass === 'Y')!.adultFen,
        ),
      );
    expect(lowest(tomorrow)).toBeGreaterThan(lowest(addDays(today, 30)));
    const days = Array.from({ length: 60 }, (_, i) => addDays(today, 20 + i));
    const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
    const peak = average(days.filter((d) => [0, 5].includes(weekday(d))).map(lowest));
    const midweek = average(days.filter((d) => [2, 3].includes(weekday(d))).map(lowest));
    expect(peak).toBeGreaterThan(midweek);
  });

  it('prices morning and evening departures above red-eye ones', () => {
    const shares: Record<'peak' | 'night', number[]> = { peak: [], night: [] };
    for (let i = 20; i < 40; i++) {
      for (const f of allFlightsOn(addDays(today, i))) {
        const minutes = Number(f.depTime.slice(0, 2)) * 60 + Number(f.depTime.slice(3));
        const share = cheapest(f).adultFen / f.fares.find((x) => x.bookingClass === 'Y')!.adultFen;
        if ((minutes >= 420 && minutes < 600) || (minutes >= 1020 && minutes < 1260)) shares.peak.push(share);
        if (minutes < 420 || minutes >= 1290) shares.night.push(share);
      }
    }
    expect(average(shares.peak)).toBeGreaterThan(average(shares.night));
  });

  it('varies the lowest fare of a route from day to day, the same way on every call', () => {
    const daily = Array.from({ length: 30 }, (_, i) =>
      Math.min(...flightsOn('BJS', 'SHA', addDays(today, i + 1), today).map((f) => cheapest(f).adultFen)),
    );
    expect(new Set(daily).size).toBeGreaterThan(3);
    const again = Array.from({ length: 30 }, (_, i) =>
      Math.min(...flightsOn('BJS', 'SHA', addDays(today, i + 1), today).map((f) => cheapest(f).adultFen)),
    );
    expect(again).toEqual(daily);
  });
});

describe('passenger prices', () => {
  const flights = flightsOn('BJS', 'SHA', addDays(today, 40), today);
  const domestic =
    flights.find((f) =>
      f.fares.some((x) => x.adultFen * 2 < f.fares.find((y) => y.bookingClass === 'Y')!.adultFen),
    ) ??
    allFlightsOn(addDays(today, 40)).find(
      (f) =>
        !f.international &&
        f.fares.some((x) => x.adultFen * 2 < f.fares.find((y) => y.bookingClass === 'Y')!.adultFen),
    )!;
  const fullY = domestic.fares.find((x) => x.bookingClass === 'Y')!;

  it('charges an adult the fare, ¥50 airport fee and the fuel surcharge on a domestic flight', () => {
    const price = passengerPrice(domestic, fullY, 'ADULT');
    expect(price.airportFeeFen).toBe(5000);
    expect([2000, 4000]).toContain(price.fuelFen);
    expect(price).toEqual({
      ticketFen: fullY.adultFen,
      airportFeeFen: 5000,
      fuelFen: domestic.fuelFen,
      totalFen: fullY.adultFen + 5000 + domestic.fuelFen,
    });
  });

  it('charges a child half the full fare, no airport fee and half the fuel surcharge', () => {
    const price = passengerPrice(domestic, fullY, 'CHILD');
    expect(price.ticketFen).toBe(Math.round(fullY.adultFen / 2 / 1000) * 1000);
    expect(price.airportFeeFen).toBe(0);
    expect(price.fuelFen).toBe(domestic.fuelFen / 2);
    expect(price.totalFen).toBe(price.ticketFen + price.fuelFen);
  });

  it('lets a child pay the adult fare when that discounted fare is below half the full fare', () => {
    const deep = domestic.fares.find((x) => x.adultFen * 2 < fullY.adultFen)!;
    expect(passengerPrice(domestic, deep, 'CHILD').ticketFen).toBe(deep.adultFen);
    const mild = domestic.fares.find((x) => x.cabinClass === 'economy' && x.adultFen * 2 > fullY.adultFen)!;
    expect(passengerPrice(domestic, mild, 'CHILD').ticketFen).toBe(
      Math.round(fullY.adultFen / 2 / 1000) * 1000,
    );
  });

  it('charges an infant a tenth of the full fare and no taxes', () => {
    const deep = domestic.fares[0]!;
    expect(passengerPrice(domestic, deep, 'INFANT')).toEqual({
      ticketFen: Math.round(fullY.adultFen / 10 / 1000) * 1000,
      airportFeeFen: 0,
      fuelFen: 0,
      totalFen: Math.round(fullY.adultFen / 10 / 1000) * 1000,
    });
  });

  it('charges abroad a child 75 % and an infant 10 % of the adult fare', () => {
    const seoul = flightsOn('BJS', 'SEL', tomorrow, today)[0]!;
    const fare = seoul.fares[0]!;
    const adult = passengerPrice(seoul, fare, 'ADULT');
    expect(adult.airportFeeFen).toBeGreaterThan(9000);
    const child = passengerPrice(seoul, fare, 'CHILD');
    expect(child.ticketFen).toBe(Math.round((fare.adultFen * 0.75) / 1000) * 1000);
    expect(child.airportFeeFen).toBe(adult.airportFeeFen);
    const infant = passengerPrice(seoul, fare, 'INFANT');
    expect(infant).toEqual({
      ticketFen: Math.round(fare.adultFen / 10 / 1000) * 1000,
      airportFeeFen: 0,
      fuelFen: 0,
      totalFen: infant.ticketFen,
    });
  });
});

describe('refund and change fees', () => {
  const ticket = 100_000; // ¥1000

  it('steps through the five tiers at their boundaries', () => {
    const at = (hours: number) => refundFee('M', ticket, hours);
    expect(at(24 * 30)).toEqual({ feeFen: 10_000, ruleText: '起飞前7天（含）以上，收取票面价10%退票费' });
    expect(at(168).feeFen).toBe(10_000);
    expect(at(167.9)).toEqual({ feeFen: 15_000, ruleText: '起飞前48小时（含）至7天，收取票面价15%退票费' });
    expect(at(48).feeFen).toBe(15_000);
    expect(at(47.9)).toEqual({ feeFen: 25_000, ruleText: '起飞前4小时（含）至48小时，收取票面价25%退票费' });
    expect(at(4).feeFen).toBe(25_000);
    expect(at(3.9)).toEqual({ feeFen: 35_000, ruleText: '起飞前4小时以内，收取票面价35%退票费' });
    expect(at(0).feeFen).toBe(35_000);
    expect(at(-0.1)).toEqual({ feeFen: 50_000, ruleText: '起飞后，收取票面价50%退票费' });
  });

  it('is kinder to full fares than to deep discounts', () => {
    expect(refundFee('Y', ticket, 200)).toEqual({ feeFen: 0, ruleText: '起飞前7天（含）以上，免收退票费' });
    expect(refundFee('T', ticket, 200).feeFen).toBe(20_000);
    expect(changeFee('Y', ticket, 100)).toEqual({
      feeFen: 0,
      ruleText: '起飞前48小时（含）至7天，免收改签费',
    });
    expect(changeFee('Q', ticket, 100)).toEqual({
      feeFen: 20_000,
      ruleText: '起飞前48小时（含）至7天，收取票面价20%改签费',
    });
    for (const hours of [300, 100, 10, 1, -1]) {
      expect(refundFee('Y', ticket, hours).feeFen).toBeLessThanOrEqual(refundFee('L', ticket, hours).feeFen);
      expect(refundFee('L', ticket, hours).feeFen).toBeLessThanOrEqual(refundFee('Q', ticket, hours).feeFen);
    }
  });

  it('rounds fees to whole yuan', () => {
    expect(refundFee('B', 123_450, 10).feeFen).toBe(30_900); // 25 % of ¥1234.50 = ¥308.63
  });
});
