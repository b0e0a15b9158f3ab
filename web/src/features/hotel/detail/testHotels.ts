// Hotels and their rooms shaped as the graph answers them (with __typename, as Apollo's cache
// expects), for the tests of the hotel detail pages. Not imported by any page.
import { addDays, daysBetween } from '@storefront/schema/dates';

const money = (yuan: number) => ({
  __typename: 'Money',
  fen: yuan * 100,
  yuan: `${yuan}.00`,
  text: `¥${yuan}`,
});

export function testHotel(overrides: Record<string, unknown> = {}) {
  const id = (overrides['id'] as string | undefined) ?? 'H310000001';
  return {
    __typename: 'Hotel',
    id,
    name: '上海外滩悦庭酒店',
    brand: '悦庭',
    level: { __typename: 'HotelLevel', kind: 'STAR', value: 5, text: '五星级' },
    cityAdcode: '310000',
    cityName: '上海',
    district: '黄浦区',
    businessArea: '外滩',
    address: '上海市黄浦区中山东一路18号',
    location: { __typename: 'GeoPoint', lat: 31.2397, lng: 121.4905 },
    score: 4.7,
    reviewCount: 2318,
    tags: ['商务', '近地铁'],
    cover: `/img/hotels/${id}/0.svg`,
    nearestSubway: { __typename: 'HotelNearby', name: '南京东路', line: '2号线/10号线', distanceMeters: 480 },
    phone: '021-63210000',
    openedYear: 2012,
    renovatedYear: 2021,
    description: '酒店位于外滩核心区域，步行可达南京路步行街。',
    facilities: [
      { __typename: 'HotelFacility', code: 'wifi', name: '免费WiFi', category: '网络' },
      { __typename: 'HotelFacility', code: 'parking', name: '停车场', category: '交通' },
      { __typename: 'HotelFacility', code: 'pickup', name: '接机服务', category: '交通' },
      { __typename: 'HotelFacility', code: 'pool', name: '室内泳池', category: '娱乐健身' },
      { __typename: 'HotelFacility', code: 'gym', name: '健身房', category: '娱乐健身' },
    ],
    policies: {
      __typename: 'HotelPolicies',
      checkInFrom: '14:00',
      checkOutBy: '12:00',
      children: '欢迎携带儿童入住，6岁以下儿童不加床免费。',
      pets: '不可携带宠物。',
      breakfast: '自助早餐 ¥98/人，06:30-10:00。',
      extra: ['入住需出示有效身份证件。', '酒店不提供一次性洗漱用品。'],
    },
    pictures: [
      { __typename: 'HotelPicture', url: `/img/hotels/${id}/0.svg`, category: '外观', title: '酒店外观' },
      { __typename: 'HotelPicture', url: `/img/hotels/${id}/1.svg`, category: '大堂', title: '大堂' },
      { __typename: 'HotelPicture', url: `/img/hotels/${id}/2.svg`, category: '客房', title: '高级大床房' },
      { __typename: 'HotelPicture', url: `/img/hotels/${id}/3.svg`, category: '客房', title: '豪华双床房' },
      { __typename: 'HotelPicture', url: `/img/hotels/${id}/4.svg`, category: '餐厅', title: '全日餐厅' },
    ],
    ...overrides,
  };
}

export interface TestPlanSpec {
  n: number;
  yuan: number;
  meals?: 0 | 1 | 2;
  rule?: 'FREE' | 'FIRST_NIGHT' | 'NONE';
  label?: string;
  roomsLeft?: number;
}

const MEALS = ['无早', '单早', '双早'] as const;
const LABELS = { FREE: '免费取消', FIRST_NIGHT: '扣首晚', NONE: '不可取消' } as const;

export function testPlan(roomId: string, spec: TestPlanSpec, checkIn: string, nights: number) {
  const rule = spec.rule ?? 'FREE';
  const meals = spec.meals ?? 0;
  const roomsLeft = spec.roomsLeft ?? 8;
  const label = spec.label ?? LABELS[rule];
  return {
    __typename: 'HotelRatePlan',
    id: `${roomId}.P${spec.n}`,
    name: `${MEALS[meals]} · ${label}`,
    meals,
    mealText: MEALS[meals],
    cancelRule: rule,
    cancelLabel: label,
    cancelDeadline: rule === 'FREE' ? `${checkIn}T18:00:00+08:00` : null,
    cancelText:
      rule === 'FREE'
        ? `${checkIn.slice(5)} 18:00前可免费取消，逾期取消或未入住扣除首晚房费`
        : rule === 'FIRST_NIGHT'
          ? '预订后取消或未入住扣除首晚房费'
          : '订单确认后不可取消或修改',
    averagePrice: money(spec.yuan),
    total: money(spec.yuan * nights),
    roomsLeft,
    soldOut: roomsLeft === 0,
  };
}

export interface TestRoomSpec {
  n: number;
  name: string;
  plans: TestPlanSpec[];
}

/** `hotelRooms` for a stay: room types `<hotel>.R<n>` with their plans. */
export function testRooms(hotelId: string, checkIn: string, checkOut: string, rooms: TestRoomSpec[]) {
  const nights = daysBetween(checkIn, checkOut);
  return {
    __typename: 'HotelRooms',
    hotelId,
    checkIn,
    checkOut,
    nights,
    roomTypes: rooms.map((room) => {
      const id = `${hotelId}.R${room.n}`;
      const plans = room.plans.map((p) => testPlan(id, p, checkIn, nights));
      const open = plans.filter((p) => !p.soldOut);
      const lowest = open.length > 0 ? Math.min(...open.map((p) => p.averagePrice.fen)) / 100 : null;
      return {
        __typename: 'HotelRoomType',
        id,
        hotelId,
        name: room.name,
        bed: room.name.includes('双床') ? '2张1.2米单人床' : '1张1.8米大床',
        areaSquareMeters: 30 + room.n * 5,
        floor: '6-12层',
        window: '有窗',
        maxGuests: 2,
        smoking: '禁烟',
        pictures: [`/img/hotels/${hotelId}/room${room.n}.svg`],
        facilities: ['空调', '吹风机', '独立卫浴'],
        lowestPrice: lowest === null ? null : money(lowest),
        soldOut: open.length === 0,
        plans,
      };
    }),
  };
}

/** A stay starting `offset` days after `today`, for `nights` nights. */
export function stayFrom(today: string, offset: number, nights: number) {
  const checkIn = addDays(today, offset);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}
