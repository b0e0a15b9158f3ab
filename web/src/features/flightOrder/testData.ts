/**
 * Test fixtures shaped like the gateway's answers (with __typename, as MockedProvider needs).
 * Used only by the *.test.tsx files of the flight-order pages.
 */
const money = (fen: number) => ({
  __typename: 'Money' as const,
  fen,
  yuan: (fen / 100).toFixed(2),
  text: `¥${fen % 100 ? (fen / 100).toFixed(2).replace(/0$/, '') : fen / 100}`,
});

const airport = (code: string, shortName: string, cityName: string) => ({
  __typename: 'Airport' as const,
  code,
  shortName,
  cityName,
});

export const segment = (index = 0, date = '2026-11-23') => ({
  __typename: 'FlightSegment' as const,
  index,
  flightNo: index ? 'MU5102' : 'CA1501',
  airline: { __typename: 'Airline' as const, code: index ? 'MU' : 'CA', shortName: index ? '东航' : '国航' },
  aircraft: '空客A330',
  departure: {
    __typename: 'FlightEndpoint' as const,
    airport: index ? airport('SHA', '虹桥', '上海') : airport('PEK', '首都', '北京'),
    terminal: index ? 'T2' : 'T3',
    time: `${date}T08:00:00+08:00`,
    clock: '08:00',
  },
  arrival: {
    __typename: 'FlightEndpoint' as const,
    airport: index ? airport('PEK', '首都', '北京') : airport('SHA', '虹桥', '上海'),
    terminal: index ? 'T3' : 'T2',
    time: `${date}T10:15:00+08:00`,
    clock: '10:15',
  },
  cabinName: '经济舱',
  bookingClass: 'Y',
});

type TicketStatus = 'BOOKED' | 'TICKETED' | 'REFUNDING' | 'REFUNDED' | 'CHANGED';

export const passenger = (id: string, name: string, ticketStatus: TicketStatus = 'TICKETED') => ({
  __typename: 'FlightPassenger' as const,
  id,
  name,
  ageClass: 'ADULT' as const,
  documentType: 'ID_CARD' as const,
  maskedDocumentNumber: '1101**********1234',
  ticketNo: ticketStatus === 'BOOKED' ? null : `999-00000000${id}`,
  ticketStatus,
});

type Status = 'UNPAID' | 'PAID' | 'CANCELLED' | 'FINISHED' | 'REFUNDING' | 'REFUNDED';

const STATUS_TEXT: Record<Status, string> = {
  UNPAID: '待支付',
  PAID: '已出票',
  CANCELLED: '已取消',
  FINISHED: '已完成',
  REFUNDING: '退票中',
  REFUNDED: '已退票',
};

/** What the server allows in each status (the page only reads these flags). */
const ACTIONS: Record<Status, Record<string, boolean>> = {
  UNPAID: { canPay: true, canCancel: true },
  PAID: { canRefund: true, canChange: true },
  CANCELLED: { canDelete: true },
  FINISHED: { canDelete: true, canRequestInvoice: true },
  REFUNDING: {},
  REFUNDED: { canDelete: true },
};

export function flightOrder(status: Status, overrides: { international?: boolean; orderNo?: string } = {}) {
  const orderNo = overrides.orderNo ?? 'F202611230001';
  const unpaid = status === 'UNPAID';
  const ticket = unpaid ? 'BOOKED' : status === 'REFUNDED' ? 'REFUNDED' : 'TICKETED';
  const flags = ACTIONS[status];
  return {
    __typename: 'FlightOrder' as const,
    id: orderNo,
    orderNo,
    status,
    statusText: STATUS_TEXT[status],
    title: '北京 → 上海',
    international: overrides.international ?? false,
    tripType: 'ONE_WAY' as const,
    createdAt: '2026-11-20T09:30:00+08:00',
    payDeadline: unpaid ? '2026-11-20T10:00:00+08:00' : null,
    payRemainingSeconds: unpaid ? 1500 : null,
    total: money(171000),
    actions: {
      __typename: 'OrderActions' as const,
      canPay: !!flags['canPay'],
      canCancel: !!flags['canCancel'],
      canDelete: !!flags['canDelete'],
      canRefund: !!flags['canRefund'],
      canChange: !!flags['canChange'],
      canRequestInvoice: !!flags['canRequestInvoice'],
    },
    segments: [segment(0)],
    passengers: [passenger('11', '张三', ticket), passenger('12', '李四', ticket)],
    contact: { __typename: 'OrderContact' as const, name: '张三', maskedMobile: '138****8000', email: null },
    priceLines: [
      {
        __typename: 'PriceLine' as const,
        label: '成人票',
        unitPrice: money(80500),
        count: 2,
        amount: money(161000),
      },
      {
        __typename: 'PriceLine' as const,
        label: '机建',
        unitPrice: money(5000),
        count: 2,
        amount: money(10000),
      },
    ],
    refunds: [],
    changes: [],
  };
}

export const refundQuote = (feeFen: number, paidFen: number) => ({
  __typename: 'FlightRefundQuote' as const,
  hoursBeforeDeparture: 60,
  ruleText: '起飞前48小时至7天，收取票面价10%',
  paid: money(paidFen),
  fee: money(feeFen),
  amount: money(paidFen - feeFen),
});

export const refund = (orderNo: string, status: 'PROCESSING' | 'REFUNDED' = 'PROCESSING') => ({
  __typename: 'FlightRefund' as const,
  refundNo: 'R202611200001',
  orderNo,
  status,
  passengers: [passenger('11', '张三', status === 'REFUNDED' ? 'REFUNDED' : 'REFUNDING')],
  paid: money(85500),
  fee: money(8050),
  amount: money(77450),
  reason: '行程有变',
  appliedAt: '2026-11-20T11:00:00+08:00',
  refundedAt: status === 'REFUNDED' ? '2026-11-21T09:00:00+08:00' : null,
});

export const changeOption = (fareId: string, totalFen: number) => ({
  __typename: 'FlightChangeOption' as const,
  flight: {
    __typename: 'Flight' as const,
    id: 'CA1503.2026-11-24',
    flightNo: 'CA1503',
    airline: { __typename: 'Airline' as const, code: 'CA', shortName: '国航' },
    aircraft: '波音737',
    departure: segment(0, '2026-11-24').departure,
    arrival: segment(0, '2026-11-24').arrival,
    arrivalDayOffset: 0,
    durationMinutes: 135,
    stops: [],
  },
  fare: {
    __typename: 'Fare' as const,
    id: fareId,
    cabinName: '经济舱',
    bookingClass: 'Y',
    discountText: '全价',
    seatsLeft: 12,
    changeRule: '起飞前48小时至7天，收取票面价5%',
  },
  priceDifference: money(totalFen ? totalFen - 4000 : 0),
  changeFee: money(totalFen ? 4000 : 0),
  total: money(totalFen),
});

export const flightChange = (
  status: 'PENDING_CONFIRM' | 'PENDING_PAYMENT' | 'CHANGED' | 'CANCELLED',
  totalFen: number,
  payOrderNo: string | null = null,
) => ({
  __typename: 'FlightChange' as const,
  changeNo: 'C202611200001',
  orderNo: 'F202611230001',
  status,
  from: segment(0),
  to: { ...segment(0, '2026-11-24'), flightNo: 'CA1503' },
  passengers: [passenger('11', '张三')],
  priceDifference: money(totalFen ? totalFen - 4000 : 0),
  changeFee: money(totalFen ? 4000 : 0),
  total: money(totalFen),
  payOrderNo,
  createdAt: '2026-11-20T12:00:00+08:00',
});

export const userError = (message: string, code: string) => ({
  __typename: 'UserError' as const,
  field: null,
  message,
  code,
});
