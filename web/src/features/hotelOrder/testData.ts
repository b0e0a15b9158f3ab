/**
 * Test fixtures shaped like the gateway's hotel answers (with __typename, as the mocked link needs).
 * Used only by the *.test.tsx files of the hotel booking and hotel-order pages.
 */
import type { HotelCancelRule, OrderStatus } from '../../__generated__/graphql.ts';

export const money = (fen: number) => ({
  __typename: 'Money' as const,
  fen,
  yuan: (fen / 100).toFixed(2),
  text: `¥${fen % 100 ? (fen / 100).toFixed(2).replace(/0$/, '') : fen / 100}`,
});

export const PLAN_ID = 'H310000001.R2.P1';
export const ROOM_ID = 'H310000001.R2';
export const HOTEL_ID = 'H310000001';
export const CHECK_IN = '2026-11-28';
export const CHECK_OUT = '2026-11-30';

const NIGHTS = [
  { date: '2026-11-28', fen: 58800 },
  { date: '2026-11-29', fen: 49800 },
];

export function plan({
  rule = 'FREE',
  roomsLeft = 5,
  arrivalTimes = ['18:00', '20:00', '22:00', '次日02:00'],
}: { rule?: HotelCancelRule; roomsLeft?: number; arrivalTimes?: string[] } = {}) {
  const label: Record<HotelCancelRule, string> = {
    FREE: '免费取消',
    FIRST_NIGHT: '扣首晚',
    NONE: '不可取消',
  };
  const text: Record<HotelCancelRule, string> = {
    FREE: '11月28日18:00前可免费取消，之后取消扣除首晚房费',
    FIRST_NIGHT: '取消将扣除首晚房费',
    NONE: '该房型不可取消',
  };
  return {
    __typename: 'HotelRatePlan' as const,
    id: PLAN_ID,
    name: `含双早 · ${label[rule]}`,
    meals: 2,
    mealText: '双早',
    cancelRule: rule,
    cancelLabel: label[rule],
    cancelDeadline: rule === 'FREE' ? '2026-11-28T18:00:00+08:00' : null,
    cancelText: text[rule],
    arrivalTimes,
    roomsLeft,
    soldOut: roomsLeft === 0,
  };
}

/** A quote of the stay for `rooms` rooms (nightly 588 and 498 yuan). */
export function quote(rooms: number, options: Parameters<typeof plan>[0] & { bump?: number } = {}) {
  const bump = options.bump ?? 0;
  const charges = NIGHTS.map((n) => ({
    __typename: 'HotelCharge' as const,
    date: n.date,
    price: money(n.fen + bump),
    rooms,
    amount: money((n.fen + bump) * rooms),
  }));
  return {
    __typename: 'HotelQuote' as const,
    hotelId: HOTEL_ID,
    hotelName: '上海外滩悦居酒店',
    roomTypeName: '高级大床房',
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    nights: 2,
    rooms,
    plan: plan(options),
    charges,
    total: money(charges.reduce((sum, c) => sum + c.amount.fen, 0)),
  };
}

type Status = OrderStatus;

const STATUS_TEXT: Record<Status, string> = {
  UNPAID: '待支付',
  PAID: '待入住',
  CANCELLED: '已取消',
  FINISHED: '已完成',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
};

/** What the server allows in each status (the pages only read these flags). */
const ACTIONS: Record<Status, Record<string, boolean>> = {
  UNPAID: { canPay: true, canCancel: true },
  PAID: { canRefund: true },
  CANCELLED: { canDelete: true },
  FINISHED: { canDelete: true, canRequestInvoice: true },
  REFUNDING: {},
  REFUNDED: { canDelete: true },
};

export const ORDER_NO = 'H202611280001';

export function refund(status: 'PROCESSING' | 'REFUNDED' = 'PROCESSING', feeFen = 0) {
  return {
    __typename: 'HotelRefund' as const,
    refundNo: 'HR202611270001',
    orderNo: ORDER_NO,
    status,
    paid: money(216000),
    fee: money(feeFen),
    amount: money(216000 - feeFen),
    ruleText: feeFen ? '已过免费取消时间，扣除首晚房费' : '11月28日18:00前取消，全额退款',
    reason: '行程有变',
    appliedAt: '2026-11-27T10:00:00+08:00',
    refundedAt: status === 'REFUNDED' ? '2026-11-27T10:10:00+08:00' : null,
  };
}

export function hotelOrder(
  status: Status,
  { rule = 'FREE', withRefund }: { rule?: HotelCancelRule; withRefund?: ReturnType<typeof refund> } = {},
) {
  const actions = ACTIONS[status];
  const canRefund = !!actions['canRefund'] && rule !== 'NONE';
  const q = quote(2, { rule });
  return {
    __typename: 'HotelOrder' as const,
    id: ORDER_NO,
    orderNo: ORDER_NO,
    type: 'HOTEL' as const,
    typeCode: 3,
    status,
    statusText: STATUS_TEXT[status],
    title: '上海外滩悦居酒店',
    subtitle: '高级大床房 · 11月28日-11月30日 · 2间',
    createdAt: '2026-11-27T09:30:00+08:00',
    payRemainingSeconds: status === 'UNPAID' ? 1500 : null,
    total: q.total,
    actions: {
      __typename: 'OrderActions' as const,
      canPay: !!actions['canPay'],
      canCancel: !!actions['canCancel'],
      canDelete: !!actions['canDelete'],
      canRefund,
      canChange: false,
      canRequestInvoice: !!actions['canRequestInvoice'],
    },
    hotel: {
      __typename: 'HotelOrderHotel' as const,
      id: HOTEL_ID,
      name: '上海外滩悦居酒店',
      level: { __typename: 'HotelLevel' as const, kind: 'DIAMOND' as const, value: 4, text: '高档型' },
      cityName: '上海',
      address: '黄浦区中山东一路18号',
      phone: '021-63210000',
      location: { __typename: 'GeoPoint' as const, lat: 31.2401, lng: 121.4903 },
      cover: '/pictures/hotels/H310000001/cover.svg',
      checkInFrom: '14:00',
      checkOutBy: '12:00',
    },
    roomTypeId: ROOM_ID,
    roomTypeName: '高级大床房',
    bed: '1张1.8米大床',
    planId: PLAN_ID,
    planName: q.plan.name,
    mealText: '双早',
    cancelRule: rule,
    cancelDeadline: q.plan.cancelDeadline,
    cancelText: q.plan.cancelText,
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    nights: 2,
    rooms: 2,
    guests: [
      { __typename: 'HotelGuest' as const, room: 1, name: '张三' },
      { __typename: 'HotelGuest' as const, room: 2, name: 'SMITH/JOHN' },
    ],
    contact: { __typename: 'OrderContact' as const, name: '李四', maskedMobile: '138****8000', email: null },
    arrivalTime: '20:00',
    specialRequests: '尽量安排高楼层',
    charges: q.charges,
    refund: withRefund ?? null,
    confirmationNo: status === 'UNPAID' || status === 'CANCELLED' ? null : 'HT8866123',
  };
}
