/** The product name: the title of every page without its own (spec §2.3). */
export const PRODUCT_NAME = '悠游旅行';

/** Spec §2.3: every page whose path contains `farmer` (the rural-goods shop) is titled so. */
export const SHOP_TITLE = '乡村好物商城';

/** A fixed title, or one computed from the query (e.g. `/team` with `class_id=1`). */
export type TitleRule = string | ((query: URLSearchParams) => string | null | undefined);

const ORDER_FORM = '填写订单';
const ORDER_DETAIL = '订单详情';
const FREQUENT_TRAVELLERS = '常用旅客';
const CHANGE = '申请改签';
const REFUND = '申请退票';

/** `true` or `1` in the query (the apps write both). */
const flag = (q: URLSearchParams, name: string) => /^(?:1|true)$/i.test(q.get(name)?.trim() ?? '');
const text = (q: URLSearchParams, name: string) => q.get(name)?.trim() || null;

/** Add or edit a traveller: editing when the query names one (`id`). */
const travellerForm = (q: URLSearchParams) => (text(q, 'id') ? '编辑旅客' : '添加旅客');

/** `{start}{arrow}{end}`, or nothing when either city is missing. */
function journey(q: URLSearchParams, arrow: string): string | null {
  const start = text(q, 'start_city_name');
  const end = text(q, 'end_city_name');
  return start && end ? `${start}${arrow}${end}` : null;
}

const CONTRACTS: Readonly<Record<string, string>> = {
  '1': '旅游合同',
  '2': '出境合同',
  '3': '签证合同',
  '4': '邮轮合同',
};

/**
 * Page titles by route path (spec §2.3), in Chinese. One map for the whole app: a new page adds its
 * line here. A function returning nothing falls back to the product name. Paths keep the spec's
 * spelling (`orderDeatil`, `sceondsuccess`).
 */
export const pageTitles: Record<string, TitleRule> = {
  // Tickets
  '/new-tickets': '门票',
  '/new-tickets/scenicList': '门票列表',
  '/new-tickets/detail': '门票详情',
  '/new-tickets/scenicIntroduce': '入园须知',
  '/subscribe/scenic/createOrder': ORDER_FORM,
  '/subscribe/paySuccess': '支付成功',
  '/subscribe/paysuccess': '支付成功',

  // Tour lines
  '/team': (q) => (text(q, 'class_id') === '1' ? '跟团游' : null),
  '/team/list': (q) => text(q, 'keywordSearch'),
  '/team/quote': '选择出发日期',
  '/team/detail': '产品详情',
  '/subscribe/team': ORDER_FORM,
  '/subscribe/team/sceondsuccess': '提交成功',
  '/searchPages': (q) => (text(q, 'class_id') === '6' ? '边境游' : null),

  // Orders
  '/myOrder/orderDeatil': ORDER_DETAIL,
  '/myOrder/allorder': '订单列表',
  '/myOrder/fapiao': '申请发票',
  '/myOrder/fapiaoTitle': '发票抬头',
  '/myOrder/farmers': '商品订单',

  // Travellers and contracts
  '/subscribe/guestList/team': FREQUENT_TRAVELLERS,
  '/subscribe/guestList/teamdomestic': FREQUENT_TRAVELLERS,
  '/subscribe/guestList/addguest': travellerForm,
  '/subscribe/guestList/addguestdomestic': travellerForm,
  '/subscribe/contracts': (q) => {
    const type = text(q, 'type');
    return type && Object.hasOwn(CONTRACTS, type) ? CONTRACTS[type] : null;
  },

  // Flight orders: refunds and changes
  '/myOrder/airOrder/airChangeDetail': '改签详情',
  '/myOrder/airOrder/airRefundDetail': '退票详情',
  '/myOrder/airOrder/airRefund': REFUND,
  '/myOrder/airOrder/changeList': '改签记录',
  '/myOrder/airOrder/changeConfirm': '确认改签',
  '/myOrder/airOrder/airChange': CHANGE,
  '/myOrder/airOrder/interChange': CHANGE,
  '/myOrder/airOrder/change': '选择改签航班',
  // interChangeList lists the flights to change to (the international flow has no `change` page).
  '/myOrder/airOrder/interChangeList': '选择改签航班',
  '/myOrder/airOrder/interChangeDetail': '改签详情',
  '/myOrder/airOrder/refund': '退票须知',
  '/myOrder/airOrder/air-refund-detail': '退款进度',
  '/myOrder/airOrder/interChangeConfirm': '确认改签',
  '/myOrder/airOrder/interDetail': ORDER_DETAIL,
  '/myOrder/airOrder/detail': ORDER_DETAIL,
  '/myOrder/airOrder/result': (q) => (text(q, 'type') === '0' ? REFUND : CHANGE),

  // Hotel booking and hotel orders
  '/subscribe/hotel': ORDER_FORM,
  '/myOrder/hotelOrder': '酒店订单',
  '/myOrder/hotelOrder/orderDetail': ORDER_DETAIL,
  '/myOrder/hotelOrder/indexOld': ORDER_DETAIL,
  '/myOrder/hotelOrder/hotelRefund': '申请退款',
  '/myOrder/hotelOrder/hotel-refund-detail': '退款详情',
  '/myOrder/hotelOrder/hotelChargeDetails': '费用明细',

  // Member area, earnings, events
  '/report': '年度旅行报告',
  '/profit': '我的收益',
  '/profit/notice': '提现须知',
  '/profit/cashSuccess': '提现成功',
  '/profit/cashout': '提现',
  '/weekend': '周末好礼',
  '/weekend/minePrize': '我的奖品',
  '/weekend/isWinning': '中奖结果',
  '/weekend/end': '活动已结束',
  '/myCoupon/coupon': '我的优惠券',
  '/myCoupon/useCoupon': '使用优惠券',
  '/public/citytab': '选择城市',
  '/public/problem': '常见问题',

  // Flights
  '/air': '机票',
  '/air/airList': '国内机票',
  '/air/intAirList': '国际机票',
  // route_type 1 is one-way: a one-way arrow; anything else is a round trip.
  '/air/airDetail': (q) => journey(q, text(q, 'route_type') === '1' ? '→' : '⇌'),
  '/air/intAirDetail': (q) => journey(q, text(q, 'route_type') === '1' ? '→' : '⇌'),
  '/air/airCitytab': '选择城市',
  '/air/air-citytab': '选择城市',
  '/air/calendar': '选择日期',
  '/air/airChooseOffer': (q) => (['3', '4'].includes(text(q, 'Flytype') ?? '') ? '更改日期' : '选择日期'),
  '/subscribe/air': ORDER_FORM,
  '/subscribe/air/FT': '选择乘机人',
  '/subscribe/air/editFT': '编辑乘机人',
  '/subscribe/air/addguest': '添加乘机人',
  '/subscribe/air/contacts': '选择联系人',
  '/subscribe/air/intoice': '报销凭证',
  '/subscribe/air/text': '预订须知',
  '/subscribe/intAir': ORDER_FORM,
  '/subscribe/intAir/airGuestList': '选择乘机人',
  '/subscribe/intAir/contacts': '选择联系人',
  '/subscribe/intAir/preordainPage': '预订须知',
  '/subscribe/pay': '收银台',
  '/subscribe/intAir/FT': '选择乘机人',
  '/subscribe/intAir/editFT': '编辑乘机人',

  // Hotel search
  '/hotel': '酒店',
  '/hotel/hotel-citytab': '选择城市',
  '/hotel/hotelCalendar': '选择日期',
  '/hotel/hotelKeyWord': '搜索酒店',
  '/hotel/hotelList': '酒店列表',
  '/hotel/hotelMap': '地图找酒店',
  // Hotels: the detail and its pages
  '/hotel/hoteldetail': '酒店详情',
  '/hotel/hoteldetailmsg': '酒店政策',
  '/hotel/hotelFacilities': '酒店设施',
  '/hotel/hotelpicList': '酒店相册',
  '/hotel/hotelChooseOffer': '选择入住日期',
  '/hotel/toAppRoomTypeDetail': '房型详情',

  // Trains
  '/train': '火车票',
  '/train/trainList': (q) => {
    const title = journey(q, '→');
    if (!title) return null;
    if (flag(q, 'departChanged')) return `${title}（变更到站）`;
    if (flag(q, 'isOnOff')) return `${title}（改签）`;
    return title;
  },
  '/train/changeticket': '改签',
  '/train/trainChooseOffer': '选择车次',
  '/subscribe/train': ORDER_FORM,
  '/subscribe/train/confirmchange': '确认改签',
  '/subscribe/train/noticeTrainChange': '改签须知',
  '/subscribe/train/choiceseat': '在线选座',
  '/subscribe/train/clockTable': '时刻表',
  '/subscribe/train/trainGuestList': '选择乘客',
  '/subscribe/train/addguestNew': '添加乘客',
  '/subscribe/train/orderdetail': ORDER_DETAIL,

  // Shop: explicit entries are optional (the `farmer` rule covers them), listed for the spec's sake.
  '/farmer': SHOP_TITLE,
  '/farmer/searchList': SHOP_TITLE,
  '/farmer/detail': SHOP_TITLE,
  '/farmer/chart': SHOP_TITLE,

  // Member basics
  '/login': '登录',
  '/register': '注册',
  '/personal': '我的',
  '/personal/guest': '常用信息',
  '/personal/guest/info': FREQUENT_TRAVELLERS,
  '/personal/guest/choice': travellerForm,
  '/personal/guest/address': '常用地址',
  '/personal/guest/invoice': '发票抬头',
  '/personal/setting': '设置',
  '/personal/setting/setinfo': '个人信息',
  '/personal/setting/setinfos': '个人信息',
  '/personal/setting/password': '修改密码',
  '/personal/setting/about': '关于我们',
  '/personal/setting/feedback': '意见反馈',
  '/personal/talkTip': '温馨提示',

  // Shell pages
  '/download': `下载${PRODUCT_NAME}APP`,
  '/talkTip': '温馨提示',
  '/agreement': '用户协议',
  '/webview/agreement_liantong': '中国联通认证服务协议',
  '/webview/agreement_tianyi': '中国电信认证服务协议',
  '/webview/agreement_yidong': '中国移动认证服务协议',
};

/**
 * The document title for a location: the page's own rule, else the shop's title on any `farmer`
 * path (spec §2.3; `/myOrder/farmers` has its own), else the product name. Trailing slashes are
 * ignored (`/personal/` is `/personal`).
 */
export function titleFor(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = Object.hasOwn(pageTitles, path) ? pageTitles[path] : undefined;
  if (typeof rule === 'string') return rule;
  if (rule) return rule(new URLSearchParams(search)) || PRODUCT_NAME;
  if (/farmer/i.test(path)) return SHOP_TITLE;
  return PRODUCT_NAME;
}
