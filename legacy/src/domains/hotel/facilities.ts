// The hotel facilities the catalogue knows, by code (what the list's filter sends) with their name
// and category as the detail page groups them.

export interface Facility {
  code: string;
  name: string;
  category: '网络' | '交通' | '娱乐健身' | '餐饮' | '服务';
}

// prettier-ignore
export const FACILITIES: readonly Facility[] = [
  { code: 'wifi', name: '免费WiFi', category: '网络' },
  { code: 'parking', name: '免费停车', category: '交通' },
  { code: 'charging', name: '充电桩', category: '交通' },
  { code: 'airport_shuttle', name: '接机服务', category: '交通' },
  { code: 'pool', name: '游泳池', category: '娱乐健身' },
  { code: 'gym', name: '健身房', category: '娱乐健身' },
  { code: 'spa', name: 'SPA', category: '娱乐健身' },
  { code: 'kids_club', name: '儿童乐园', category: '娱乐健身' },
  { code: 'restaurant', name: '餐厅', category: '餐饮' },
  { code: 'bar', name: '酒吧', category: '餐饮' },
  { code: 'breakfast', name: '早餐服务', category: '餐饮' },
  { code: 'front_desk_24h', name: '24小时前台', category: '服务' },
  { code: 'luggage', name: '行李寄存', category: '服务' },
  { code: 'laundry', name: '洗衣服务', category: '服务' },
  { code: 'meeting', name: '会议厅', category: '服务' },
  { code: 'robot', name: '送物机器人', category: '服务' },
];

export const FACILITY_BY_CODE: ReadonlyMap<string, Facility> = new Map(FACILITIES.map((f) => [f.code, f]));
