// Graph answers the booking tests share: one flight PEK→SHA (or abroad) with one economy fare.

export const FARE = 'CA1501.2026-11-23.Y';
export const FLIGHT = 'CA1501.2026-11-23';

export const money = (fen: number) => ({ __typename: 'Money', fen, text: `¥${fen / 100}` });
export const airport = (code: string, shortName: string, cityCode: string, cityName: string) => ({
  __typename: 'Airport',
  code,
  shortName,
  cityCode,
  cityName,
});

export function flight({ international = false, arrive = ['SHA', '虹桥', 'SHA', '上海'] } = {}) {
  return {
    __typename: 'Flight',
    id: FLIGHT,
    flightNo: 'CA1501',
    aircraft: '空客A330',
    meal: '有餐食',
    international,
    arrivalDayOffset: 0,
    durationMinutes: 135,
    airline: { __typename: 'Airline', code: 'CA', shortName: '国航' },
    departure: {
      __typename: 'FlightEndpoint',
      terminal: 'T3',
      time: '2026-11-23T08:00:00+08:00',
      clock: '08:00',
      airport: airport('PEK', '首都', 'BJS', '北京'),
    },
    arrival: {
      __typename: 'FlightEndpoint',
      terminal: 'T2',
      time: '2026-11-23T10:15:00+08:00',
      clock: '10:15',
      airport: airport(arrive[0]!, arrive[1]!, arrive[2]!, arrive[3]!),
    },
    stops: [],
    fares: [
      {
        __typename: 'Fare',
        id: FARE,
        cabinName: '经济舱',
        bookingClass: 'Y',
        discountText: '全价',
        baggage: '20KG',
        seatsLeft: 9,
        refundRule: '起飞前7天以上免费退票',
        changeRule: '起飞前7天以上免费改签',
        adultPrice: money(120000),
        childPrice: money(60000),
        infantPrice: money(12000),
      },
    ],
  };
}
