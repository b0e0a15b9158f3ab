import type { Static } from '@storefront/schema/rest';
import type {
  ProductCard as ProductCardShape,
  StoreGood as StoreGoodShape,
  ThemeSection as ThemeSectionShape,
} from '@storefront/schema/rest/home';
import { checkedLink, type BannerLink } from '../../domains/home/links.ts';
import { mediaPath, tabIconPath } from '../../domains/home/media.ts';
import { seedCalendar, type SeedCalendar } from '../../time.ts';
import type { Queryable } from '../types.ts';
import { adcodeOf } from './cities.ts';

// The home page and the shell as the company's operators would have filled them in: real cities,
// attractions, hotels and rural goods, prices in fen, images drawn by the stand-in (/api/media),
// and on/off dates relative to the seed day so an expired banner and a not-yet-started one exist
// whatever the date. Ids are fixed, so re-running the seed restores every row to these values.

/** What a floor or a theme section shows for one product (the contract's `ProductCard`). */
export type ProductCard = Static<typeof ProductCardShape>;

/** A web route with its query, encoded the way a browser would send it. */
function webRoute(path: string, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

const team = (id: number, tripId = 1): BannerLink => ({ type: 4, id, trip_id: tripId });
const hotel = (hotelCode: string): BannerLink => ({ type: 7, hotel_code: hotelCode });
const scenic = (scenicCode: string): BannerLink => ({ type: 22, scenic_code: scenicCode });
const visa = (visaId: number): BannerLink => ({ type: 16, visa_id: visaId });
const goods = (id: number): BannerLink => ({ type: 19, id });
const visaCountry = (countryId: number, countryName: string): BannerLink => ({
  type: 15,
  country_id: countryId,
  country_name: countryName,
});
const flight = (depCode: string, depName: string, arrCode: string, arrName: string): BannerLink => ({
  type: 9,
  dep_code: depCode,
  dep_name: depName,
  arr_code: arrCode,
  arr_name: arrName,
});
const companyPage = (path: string): BannerLink => ({ type: 1, url: `https://m.yoyotrip.com${path}` });

function card(
  id: number,
  title: string,
  subtitle: string,
  priceFen: number,
  marketPriceFen: number,
  tags: string[],
  link: BannerLink,
): ProductCard {
  return {
    id,
    title,
    subtitle,
    price_fen: priceFen,
    market_price_fen: marketPriceFen,
    image: mediaPath('card', title),
    tags,
    link: checkedLink(link, `card ${id}`),
  };
}

// ---------------------------------------------------------------------------------------------
// Banners

interface BannerSeed {
  id: number;
  position: 'home' | 'middle';
  title: string;
  sub: string;
  link: BannerLink;
  /** Days from the seed day, inclusive. */
  from: number;
  to: number;
}

const banners: readonly BannerSeed[] = [
  {
    id: 1,
    position: 'home',
    title: '云南大理丽江6日游',
    sub: '苍山洱海 · 玉龙雪山 · 纯玩无购物',
    link: team(2001),
    from: -7,
    to: 30,
  },
  {
    id: 2,
    position: 'home',
    title: '会员日 领200元券包',
    sub: '每月18日 限量发放',
    link: companyPage('/activity/member-day?from=home_banner'),
    from: -30,
    to: 60,
  },
  {
    id: 3,
    position: 'home',
    title: '三亚亚特兰蒂斯',
    sub: '亲子度假 含水世界门票',
    link: hotel('H460200001'),
    from: -14,
    to: 45,
  },
  {
    id: 4,
    position: 'home',
    title: '北京直飞三亚 690元起',
    sub: '特价机票 说走就走',
    link: flight('BJS', '北京', 'SYX', '三亚'),
    from: -2,
    to: 12,
  },
  {
    id: 5,
    position: 'home',
    title: '故宫博物院 在线预约',
    sub: '实名预约 刷身份证入园',
    link: scenic('S110000001'),
    from: -60,
    to: 90,
  },
  {
    id: 6,
    position: 'home',
    title: '日本签证 极速出签',
    sub: '在线填资料 专人审核',
    link: visa(301),
    from: -10,
    to: 50,
  },
  {
    id: 7,
    position: 'home',
    title: '赣南脐橙 产地直发',
    sub: '乡村好物 助农增收',
    link: goods(5001),
    from: -5,
    to: 25,
  },
  {
    id: 8,
    position: 'home',
    title: '安心出行 全程保障',
    sub: '7×24小时客服 400-850-1666',
    link: { type: 0 },
    from: -365,
    to: 365,
  },
  {
    id: 21,
    position: 'middle',
    title: '跟团游 品质纯玩',
    sub: '金牌导游 · 无购物',
    link: { type: 2, class_id: 1, index: 0 },
    from: -30,
    to: 60,
  },
  {
    id: 22,
    position: 'middle',
    title: '京沪高铁 说走就走',
    sub: '最快4小时18分',
    link: { type: 12, from_station: '北京', to_station: '上海' },
    from: -30,
    to: 60,
  },
  {
    id: 23,
    position: 'middle',
    title: '首尔自由行 机票特惠',
    sub: '北京直飞 往返含税',
    link: {
      type: 10,
      dep_code: 'PEK',
      dep_name: '北京',
      arr_code: 'SEL',
      arr_name: '首尔',
      adult: 1,
      child: 0,
    },
    from: -30,
    to: 60,
  },
  {
    id: 24,
    position: 'middle',
    title: '丽江客栈 住进古城',
    sub: '精选特色客栈',
    link: { type: 6, city_adcode: adcodeOf('丽江'), city_name: '丽江', search: '', tag: '客栈' },
    from: -30,
    to: 60,
  },
  // Out of their windows on purpose: the list must leave them out.
  {
    id: 90,
    position: 'home',
    title: '限时秒杀 每日10点',
    sub: '已结束',
    link: companyPage('/activity/flash-sale'),
    from: -30,
    to: -1,
  },
  {
    id: 91,
    position: 'home',
    title: '亲子海洋馆 门票特惠',
    sub: '即将开始',
    link: { type: 21, theme: '亲子', keyword: '海洋馆' },
    from: 3,
    to: 30,
  },
];

// ---------------------------------------------------------------------------------------------
// Menu icons: every product area and the web route it opens.

const menus: readonly { id: number; name: string; route: string; badge?: string }[] = [
  { id: 1, name: '机票', route: '/air' },
  { id: 2, name: '酒店', route: '/hotel' },
  { id: 3, name: '火车票', route: '/train' },
  { id: 4, name: '门票', route: '/new-tickets' },
  { id: 5, name: '跟团游', route: webRoute('/team', { class_id: 1 }) },
  { id: 6, name: '自由行', route: '/free' },
  { id: 7, name: '签证', route: '/visa' },
  { id: 8, name: '邮轮', route: '/cruise' },
  { id: 9, name: '定制游', route: '/customization' },
  { id: 10, name: '乡村好物', route: '/farmer', badge: '助农' },
  { id: 11, name: '周边游', route: webRoute('/team/list', { class_id: 3, keywordSearch: '周边游' }) },
  { id: 12, name: '边境游', route: webRoute('/searchPages', { class_id: 6 }) },
  { id: 13, name: '目的地', route: '/destination' },
  { id: 14, name: '领券中心', route: '/personal/couponCenter', badge: '领券' },
  { id: 15, name: '周末福利', route: '/weekend', badge: 'HOT' },
];

// ---------------------------------------------------------------------------------------------
// Floors

interface FloorSeed {
  id: number;
  title: string;
  subtitle: string;
  moreText: string;
  moreRoute: string;
  items: ProductCard[];
}

// prettier-ignore
const floors: readonly FloorSeed[] = [
  {
    id: 1,
    title: '跟团游 · 当季精选',
    subtitle: '金牌导游 纯玩无购物',
    moreText: '更多线路',
    moreRoute: webRoute('/team', { class_id: 1 }),
    items: [
      card(101, '云南昆明大理丽江6日5晚跟团游', '洱海骑行 · 玉龙雪山 · 纯玩0购物', 329900, 429900, ['纯玩', '无购物', '金牌导游'], team(2001)),
      card(102, '海南三亚5日4晚跟团游', '蜈支洲岛 · 南山 · 海景房', 269900, 359900, ['海景房', '亲子'], team(2002)),
      card(103, '西安兵马俑华清宫3日游', '大唐不夜城 · 陕西历史博物馆', 129900, 169900, ['历史人文', '含门票'], team(2003)),
      card(104, '桂林阳朔4日游', '漓江竹筏 · 遇龙河 · 印象刘三姐', 189900, 249900, ['山水', '含演出'], team(2004)),
    ],
  },
  {
    id: 2,
    title: '景点门票',
    subtitle: '在线预订 扫码入园',
    moreText: '全部景点',
    moreRoute: '/new-tickets',
    items: [
      card(201, '故宫博物院', '北京 · 东城 | 需提前实名预约', 6000, 0, ['世界遗产', '需预约'], scenic('S110000001')),
      card(202, '上海迪士尼乐园', '上海 · 浦东 | 一日票', 47500, 59900, ['亲子', '主题乐园'], scenic('S310000001')),
      card(203, '黄山风景区', '安徽 · 黄山 | 旺季门票', 19000, 0, ['5A', '世界遗产'], scenic('S341000001')),
      card(204, '张家界国家森林公园', '湖南 · 张家界 | 4日有效', 22500, 0, ['5A', '4日有效'], scenic('S430800001')),
    ],
  },
  {
    id: 3,
    title: '特价机票',
    subtitle: '低价提醒 说走就走',
    moreText: '查更多航线',
    moreRoute: '/air',
    items: [
      card(301, '北京 — 三亚', '单程 · 经济舱 · 含税', 69000, 189000, ['直飞'], flight('BJS', '北京', 'SYX', '三亚')),
      card(302, '上海 — 成都', '单程 · 经济舱 · 含税', 56000, 165000, ['直飞'], flight('SHA', '上海', 'CTU', '成都')),
      card(303, '广州 — 西安', '单程 · 经济舱 · 含税', 48000, 142000, ['直飞'], flight('CAN', '广州', 'SIA', '西安')),
      card(304, '深圳 — 昆明', '单程 · 经济舱 · 含税', 42000, 128000, ['直飞'], flight('SZX', '深圳', 'KMG', '昆明')),
    ],
  },
  {
    id: 4,
    title: '出境游 · 签证',
    subtitle: '材料简单 快速出签',
    moreText: '全部签证',
    moreRoute: '/visa',
    items: [
      card(401, '日本单次旅游签证', '北京领区 · 约7个工作日', 29900, 39900, ['免面试'], visa(301)),
      card(402, '韩国单次旅游签证', '北京领区 · 约5个工作日', 26800, 33800, ['免面试'], visa(302)),
      card(403, '泰国电子签证', '全国受理 · 约3个工作日', 23000, 0, ['电子签'], visa(303)),
      card(404, '新加坡电子签证', '全国受理 · 约3个工作日', 12000, 0, ['电子签'], visa(304)),
    ],
  },
  {
    id: 5,
    title: '乡村好物',
    subtitle: '产地直发 助农增收',
    moreText: '去逛逛',
    moreRoute: '/farmer',
    items: [
      card(501, '赣南脐橙 5kg装', '江西 · 信丰 | 现摘现发', 5990, 7990, ['产地直发', '包邮'], goods(5001)),
      card(502, '五常稻花香大米 5kg', '黑龙江 · 五常 | 当季新米', 8900, 11800, ['产地直发'], goods(5002)),
      card(503, '宁夏中宁枸杞 500g', '宁夏 · 中宁 | 特级头茬', 6900, 9900, ['包邮'], goods(5003)),
      card(504, '栖霞红富士苹果 5kg', '山东 · 烟台 | 脆甜多汁', 4990, 6990, ['产地直发', '包邮'], goods(5004)),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Hot destinations, hotels and rural-goods stores

const destinations: readonly {
  id: number;
  city: string;
  subtitle: string;
  priceFen: number;
  tags: string[];
}[] = [
  { id: 1, city: '三亚', subtitle: '椰风海韵 · 热带海岛', priceFen: 189900, tags: ['海岛'] },
  { id: 2, city: '丽江', subtitle: '古城雪山 · 纳西风情', priceFen: 219900, tags: ['古城'] },
  { id: 3, city: '桂林', subtitle: '山水甲天下', priceFen: 159900, tags: ['山水'] },
  { id: 4, city: '西安', subtitle: '十三朝古都', priceFen: 99900, tags: ['历史人文'] },
  { id: 5, city: '成都', subtitle: '熊猫故乡 · 天府之国', priceFen: 129900, tags: ['美食'] },
  { id: 6, city: '厦门', subtitle: '鼓浪屿 · 文艺海岛', priceFen: 139900, tags: ['海岛'] },
  { id: 7, city: '张家界', subtitle: '奇峰三千 · 秀水八百', priceFen: 169900, tags: [] },
  { id: 8, city: '哈尔滨', subtitle: '冰城夏都 · 东方莫斯科', priceFen: 199900, tags: [] },
];

/** A hot hotel of the home; the hotel catalogue (seed/hotels.ts) seeds the same hotel under its code. */
export type HotelRow = [
  code: string,
  city: string,
  name: string,
  star: number,
  score: number,
  comments: number,
  address: string,
  area: string,
  priceFen: number,
  tags: string[],
];

// prettier-ignore
export const hotels: readonly HotelRow[] = [
  ['H110000001', '北京', '北京王府井文华东方酒店', 5, 4.8, 3862, '东城区王府井大街269号', '王府井/东单', 268000, ['近地铁', '奢华']],
  ['H110000002', '北京', '北京国贸大酒店', 5, 4.7, 5120, '朝阳区建国门外大街1号', '国贸/CBD', 198000, ['高空景观', '商务']],
  ['H110000003', '北京', '北京颐和安缦', 5, 4.9, 986, '海淀区颐和园宫门前街1号', '颐和园', 580000, ['园林', '度假']],
  ['H110000004', '北京', '全季酒店(北京前门大栅栏店)', 3, 4.6, 7342, '西城区大栅栏西街', '前门/大栅栏', 46900, ['近地铁', '性价比']],
  ['H310000001', '上海', '上海外滩华尔道夫酒店', 5, 4.8, 4210, '黄浦区中山东一路2号', '外滩', 328000, ['江景', '历史建筑']],
  ['H310000002', '上海', '和平饭店', 5, 4.8, 3655, '黄浦区南京东路20号', '外滩/南京路', 235000, ['百年老店', '江景']],
  ['H310000003', '上海', '上海迪士尼乐园酒店', 5, 4.7, 6120, '浦东新区申迪西路1009号', '迪士尼度假区', 215000, ['亲子', '乐园']],
  ['H310000004', '上海', '亚朵酒店(上海人民广场店)', 4, 4.7, 5230, '黄浦区福州路', '人民广场', 62000, ['近地铁', '性价比']],
  ['H440100001', '广州', '广州白天鹅宾馆', 5, 4.8, 6890, '荔湾区沙面南街1号', '沙面', 128000, ['江景', '老字号']],
  ['H440100002', '广州', '广州四季酒店', 5, 4.8, 2980, '天河区珠江新城珠江西路5号', '珠江新城', 220000, ['高空景观']],
  ['H440300001', '深圳', '深圳瑞吉酒店', 5, 4.7, 2450, '罗湖区深南东路5016号', '罗湖/京基100', 188000, ['高空景观', '商务']],
  ['H440300002', '深圳', '深圳华侨城洲际大酒店', 5, 4.7, 4980, '南山区深南大道9009号', '华侨城', 135000, ['亲子', '近景区']],
  ['H510100001', '成都', '成都博舍', 5, 4.9, 1876, '锦江区笔帖式街81号', '太古里/春熙路', 210000, ['设计感', '近商圈']],
  ['H510100002', '成都', '成都群光君悦酒店', 5, 4.7, 3540, '锦江区红星路三段1号', '春熙路', 115000, ['近地铁', '商务']],
  ['H330100001', '杭州', '杭州西子湖四季酒店', 5, 4.9, 2105, '西湖区灵隐路5号', '西湖/灵隐', 420000, ['湖景', '园林']],
  ['H330100002', '杭州', '杭州西湖国宾馆', 5, 4.8, 1688, '西湖区杨公堤18号', '西湖', 160000, ['湖景', '园林']],
  ['H610100001', '西安', '西安索菲特人民大厦', 5, 4.7, 3890, '新城区东新街319号', '钟楼/鼓楼', 98000, ['近地铁', '历史建筑']],
  ['H610100002', '西安', '西安威斯汀大酒店', 5, 4.7, 2670, '雁塔区慈恩路66号', '大雁塔/曲江', 108000, ['近景区']],
  ['H460200001', '三亚', '三亚亚特兰蒂斯酒店', 5, 4.8, 9860, '海棠区海棠北路36号', '海棠湾', 298000, ['亲子', '水世界']],
  ['H460200002', '三亚', '三亚亚龙湾丽思卡尔顿酒店', 5, 4.8, 3120, '吉阳区亚龙湾国家旅游度假区', '亚龙湾', 245000, ['海景', '私人海滩']],
  ['H350200001', '厦门', '厦门康莱德酒店', 5, 4.8, 2350, '思明区鹭江道2号', '中山路/轮渡', 138000, ['海景']],
  ['H350200002', '厦门', '鼓浪屿林氏府公馆', 4, 4.8, 1620, '思明区鼓浪屿鼓新路', '鼓浪屿', 88000, ['老别墅', '海岛']],
  ['H530700001', '丽江', '丽江金茂璞修雪山酒店', 5, 4.8, 1230, '玉龙纳西族自治县玉龙雪山景区', '玉龙雪山', 320000, ['雪山景观']],
  ['H530700002', '丽江', '丽江悦榕庄', 5, 4.8, 1560, '古城区束河古镇', '束河古镇', 260000, ['独栋别墅']],
  ['H450300001', '桂林', '阳朔糖舍酒店', 5, 4.9, 2230, '阳朔县漓江畔', '阳朔/漓江', 190000, ['设计感', '山水']],
  ['H450300002', '桂林', '桂林香格里拉大酒店', 5, 4.7, 2870, '七星区环城北二路111号', '漓江/七星公园', 78000, ['江景']],
  ['H500000001', '重庆', '重庆来福士洲际酒店', 5, 4.8, 1980, '渝中区接圣街8号', '解放碑/朝天门', 128000, ['江景', '夜景']],
  ['H320100001', '南京', '南京金陵饭店', 5, 4.7, 4510, '鼓楼区汉中路2号', '新街口', 88000, ['近地铁', '老字号']],
  ['H420100001', '武汉', '武汉万达瑞华酒店', 5, 4.8, 2210, '武昌区楚河汉街', '楚河汉街/东湖', 130000, ['湖景']],
  ['H430100001', '长沙', '长沙尼依格罗酒店', 5, 4.9, 1860, '芙蓉区解放西路188号', '五一广场', 160000, ['高空景观']],
  ['H810000001', '香港', '香港半岛酒店', 5, 4.9, 2780, '九龙尖沙咀梳士巴利道22号', '尖沙咀', 480000, ['维港景观', '百年老店']],
];

type StoreGoods = Static<typeof StoreGoodShape>;

const goodsOf = (id: number, name: string, priceFen: number): StoreGoods => ({
  id,
  name,
  price_fen: priceFen,
  image: mediaPath('square', name),
  link: checkedLink(goods(id), `goods ${id}`),
});

const stores: readonly {
  id: number;
  name: string;
  origin: string;
  intro: string;
  tags: string[];
  sales: number;
  score: number;
  goods: StoreGoods[];
}[] = [
  {
    id: 1,
    name: '信丰脐橙合作社',
    origin: '江西 · 赣州',
    intro: '赣南脐橙核心产区，果园现摘现发',
    tags: ['产地直发', '坏果包赔'],
    sales: 3268,
    score: 4.9,
    goods: [
      goodsOf(5001, '赣南脐橙 5kg装', 5990),
      goodsOf(5011, '赣南脐橙 10kg礼盒', 10990),
      goodsOf(5012, '脐橙果干 250g', 2990),
    ],
  },
  {
    id: 2,
    name: '五常稻花香大米直供',
    origin: '黑龙江 · 哈尔滨',
    intro: '五常核心产区稻花香2号，当季新米',
    tags: ['地理标志', '当季新米'],
    sales: 2890,
    score: 4.8,
    goods: [
      goodsOf(5002, '五常稻花香大米 5kg', 8900),
      goodsOf(5021, '五常稻花香大米 10kg', 16800),
      goodsOf(5022, '东北黑木耳 250g', 3990),
    ],
  },
  {
    id: 3,
    name: '中宁枸杞庄园',
    origin: '宁夏 · 中卫',
    intro: '中宁枸杞头茬特级果，自然晾晒',
    tags: ['地理标志'],
    sales: 1935,
    score: 4.8,
    goods: [
      goodsOf(5003, '宁夏中宁枸杞 500g', 6900),
      goodsOf(5031, '黑枸杞 100g', 4900),
      goodsOf(5032, '枸杞原浆 30ml×10袋', 12800),
    ],
  },
  {
    id: 4,
    name: '栖霞苹果园',
    origin: '山东 · 烟台',
    intro: '胶东半岛红富士，果园直供',
    tags: ['产地直发', '包邮'],
    sales: 2410,
    score: 4.7,
    goods: [
      goodsOf(5004, '栖霞红富士苹果 5kg', 4990),
      goodsOf(5041, '苹果脆片 200g', 3990),
      goodsOf(5042, '烟台大樱桃 1kg', 12900),
    ],
  },
  {
    id: 5,
    name: '西湖龙井茶农铺',
    origin: '浙江 · 杭州',
    intro: '龙井村茶农自采自炒',
    tags: ['茶农直供'],
    sales: 1288,
    score: 4.9,
    goods: [
      goodsOf(5005, '明前西湖龙井 100g', 26800),
      goodsOf(5051, '雨前龙井 250g', 19800),
      goodsOf(5052, '西湖藕粉 500g', 3900),
    ],
  },
  {
    id: 6,
    name: '普洱茶山合作社',
    origin: '云南 · 普洱',
    intro: '景迈山古树茶与云南小粒咖啡',
    tags: ['古树茶'],
    sales: 986,
    score: 4.8,
    goods: [
      goodsOf(5006, '普洱熟茶饼 357g', 16800),
      goodsOf(5061, '云南小粒咖啡豆 500g', 7900),
      goodsOf(5062, '玫瑰鲜花饼 10枚', 3990),
    ],
  },
  {
    id: 7,
    name: '阿克苏冰糖心果园',
    origin: '新疆 · 阿克苏',
    intro: '天山雪水灌溉，昼夜温差大糖心足',
    tags: ['产地直发', '包邮'],
    sales: 2156,
    score: 4.8,
    goods: [
      goodsOf(5007, '阿克苏冰糖心苹果 5kg', 6990),
      goodsOf(5071, '和田大枣 1kg', 5990),
      goodsOf(5072, '新疆薄皮核桃 1kg', 4990),
    ],
  },
  {
    id: 8,
    name: '舟山海鲜码头',
    origin: '浙江 · 舟山',
    intro: '东海渔船当日靠岸，急冻锁鲜',
    tags: ['冷链配送'],
    sales: 1673,
    score: 4.7,
    goods: [
      goodsOf(5008, '东海带鱼 2.5kg', 12800),
      goodsOf(5081, '舟山虾干 250g', 6900),
      goodsOf(5082, '原味烤海苔 10包', 2990),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Notice adverts and activity theme pages

const notices: readonly { id: number; title: string; link: BannerLink; from: number; to: number }[] = [
  {
    id: 1,
    title: '新人专享 188元出行礼包',
    link: companyPage('/activity/newcomer-gift?from=home_popup'),
    from: -3,
    to: 27,
  },
  { id: 2, title: '限时秒杀 每日10点开抢', link: companyPage('/activity/flash-sale'), from: -20, to: -1 },
];

interface ThemeSeed {
  id: number;
  title: string;
  subtitle: string;
  background: string;
  rule: string;
  from: number;
  to: number;
  sections: Static<typeof ThemeSectionShape>[];
}

const RULE_TAIL = '优惠券与活动立减不可同时使用；如有疑问请致电 400-850-1666。';

// prettier-ignore
const themes: readonly ThemeSeed[] = [
  {
    id: 101,
    title: '海岛度假季',
    subtitle: '三亚 · 厦门 · 北海 海景酒店与海岛线路',
    background: '#0a7bd6',
    rule: `活动期间预订本页海岛线路，每单立减100元；${RULE_TAIL}`,
    from: -10,
    to: 20,
    sections: [
      {
        title: '海岛跟团游',
        items: [
          card(10101, '海南三亚5日4晚跟团游', '蜈支洲岛 · 南山 · 海景房', 259900, 359900, ['立减100'], team(2002)),
          card(10102, '厦门鼓浪屿3日游', '曾厝垵 · 环岛路骑行', 119900, 149900, ['立减100'], team(2005)),
          card(10103, '北海涠洲岛4日游', '火山口地质公园 · 银滩', 149900, 189900, ['立减100'], team(2006)),
        ],
      },
      {
        title: '海景酒店',
        items: [
          card(10111, '三亚亚特兰蒂斯酒店', '海棠湾 · 含水世界门票', 298000, 358000, ['亲子'], hotel('H460200001')),
          card(10112, '三亚亚龙湾丽思卡尔顿酒店', '亚龙湾 · 私人海滩', 245000, 0, ['海景'], hotel('H460200002')),
          card(10113, '厦门康莱德酒店', '鹭江道 · 一线海景', 138000, 0, ['海景'], hotel('H350200001')),
        ],
      },
      {
        title: '直飞海岛',
        items: [
          card(10121, '北京 — 三亚', '单程 · 经济舱 · 含税', 69000, 189000, ['直飞'], flight('BJS', '北京', 'SYX', '三亚')),
          card(10122, '上海 — 厦门', '单程 · 经济舱 · 含税', 45000, 121000, ['直飞'], flight('SHA', '上海', 'XMN', '厦门')),
        ],
      },
    ],
  },
  {
    id: 102,
    title: '古城慢时光',
    subtitle: '丽江 · 大理 · 西安 在古城住一晚',
    background: '#b5651d',
    rule: `活动期间购买本页门票满200元减20元；${RULE_TAIL}`,
    from: -3,
    to: 40,
    sections: [
      {
        title: '古城线路',
        items: [
          card(10201, '云南昆明大理丽江6日5晚跟团游', '洱海骑行 · 玉龙雪山', 329900, 429900, ['纯玩'], team(2001)),
          card(10202, '西安兵马俑华清宫3日游', '大唐不夜城 · 城墙骑行', 129900, 169900, ['含门票'], team(2003)),
        ],
      },
      {
        title: '古城门票',
        items: [
          card(10211, '秦始皇帝陵博物院', '陕西 · 西安 | 兵马俑', 12000, 0, ['世界遗产'], scenic('S610100001')),
          card(10212, '玉龙雪山', '云南 · 丽江 | 含环保车', 10000, 0, ['5A'], scenic('S530700001')),
        ],
      },
      {
        title: '出境看古都',
        items: [
          card(10221, '日本签证 京都奈良古都游', '全部日本签证产品', 29900, 0, ['免面试'], visaCountry(1, '日本')),
        ],
      },
    ],
  },
  {
    id: 103,
    title: '冰雪季 · 哈尔滨',
    subtitle: '冰雪大世界 · 雪乡 · 亚布力',
    background: '#2a6fdb',
    rule: `活动开始后预订本页线路享早鸟价；${RULE_TAIL}`,
    from: 20,
    to: 80,
    sections: [
      {
        title: '冰雪线路',
        items: [
          card(10301, '哈尔滨雪乡亚布力5日游', '冰雪大世界 · 中国雪乡', 299900, 379900, ['早鸟价'], team(2007)),
        ],
      },
    ],
  },
  {
    id: 104,
    title: '乡村好物丰收节',
    subtitle: '产地直发 满99减20',
    background: '#2f9e44',
    rule: `活动期间乡村好物满99元减20元；${RULE_TAIL}`,
    from: -40,
    to: -5,
    sections: [
      {
        title: '助农好货',
        items: [
          card(10401, '赣南脐橙 5kg装', '江西 · 信丰', 5990, 7990, ['满99减20'], goods(5001)),
          card(10402, '五常稻花香大米 5kg', '黑龙江 · 五常', 8900, 11800, ['满99减20'], goods(5002)),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Shell: tab bar and show-button switches

const TAB_FONT = '#999999';
const TAB_FONT_HIGHLIGHT = '#e4007f';

const tabs: readonly { key: 'home' | 'order' | 'service' | 'mine'; name: string; url: string }[] = [
  { key: 'home', name: '首页', url: '/' },
  {
    key: 'order',
    name: '订单',
    url: webRoute('/myOrder/allorder', { ProStatusType: 999, ProStatus: '全部订单' }),
  },
  { key: 'service', name: '客服', url: '' },
  { key: 'mine', name: '我的', url: '/personal' },
];

const settings: Readonly<Record<string, string>> = {
  show_report: '1',
  show_mz: '0',
  mz_url: 'https://m.yoyotrip.com/mz/index.html',
};

// ---------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;

/** Inserts or restores rows by `key`; jsonb values go in as JSON text, which both engines take. */
async function upsert(tx: Queryable, table: string, key: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      const value = row[column];
      params.push(typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  const updates = columns.filter((c) => c !== key).map((c) => `${c} = excluded.${c}`);
  await tx.query(
    `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}
     on conflict (${key}) do update set ${updates.join(', ')}`,
    params,
  );
}

function dates(calendar: SeedCalendar, from: number, to: number): { starts_on: string; ends_on: string } {
  return { starts_on: calendar.day(from), ends_on: calendar.day(to) };
}

/** Seeds the home page, theme pages and shell configuration for the day of `nowMs`. */
export async function seedHome(tx: Queryable, nowMs: number): Promise<void> {
  const calendar = seedCalendar(nowMs);

  await upsert(
    tx,
    'home_banners',
    'id',
    banners.map((b, i) => ({
      id: b.id,
      position: b.position,
      title: b.title,
      image: mediaPath('banner', b.title, b.sub),
      link: checkedLink(b.link, `banner ${b.id}`),
      ...dates(calendar, b.from, b.to),
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'home_menus',
    'id',
    menus.map((m, i) => ({
      id: m.id,
      name: m.name,
      icon: mediaPath('icon', m.name),
      route: m.route,
      badge: m.badge ?? '',
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'home_floors',
    'id',
    floors.map((f, i) => ({
      id: f.id,
      title: f.title,
      subtitle: f.subtitle,
      more_text: f.moreText,
      more_route: f.moreRoute,
      sort: i + 1,
    })),
  );
  await upsert(
    tx,
    'home_floor_items',
    'id',
    floors.flatMap((f) => f.items.map((item, i) => ({ ...item, floor_id: f.id, sort: i + 1 }))),
  );

  await upsert(
    tx,
    'home_hot_destinations',
    'id',
    destinations.map((d, i) => ({
      id: d.id,
      city_adcode: adcodeOf(d.city),
      title: d.city,
      subtitle: d.subtitle,
      price_fen: d.priceFen,
      image: mediaPath('square', d.city, d.subtitle),
      link: checkedLink(
        { type: 3, class_id: 1, destination_city: d.city, keyword_search: '', tags: d.tags },
        `destination ${d.id}`,
      ),
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'home_hot_hotels',
    'hotel_code',
    hotels.map(([code, city, name, star, score, comments, address, area, priceFen, tags], i) => ({
      hotel_code: code,
      city_adcode: adcodeOf(city),
      name,
      star,
      score,
      comment_count: comments,
      address,
      business_area: area,
      price_fen: priceFen,
      image: mediaPath('card', name),
      tags,
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'home_hot_stores',
    'id',
    stores.map((s, i) => ({
      id: s.id,
      name: s.name,
      origin: s.origin,
      intro: s.intro,
      logo: mediaPath('logo', s.name),
      cover: mediaPath('card', s.name, s.intro),
      tags: s.tags,
      monthly_sales: s.sales,
      score: s.score,
      goods: s.goods,
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'home_notices',
    'id',
    notices.map((n, i) => ({
      id: n.id,
      title: n.title,
      image: mediaPath('notice', n.title),
      link: checkedLink(n.link, `notice ${n.id}`),
      ...dates(calendar, n.from, n.to),
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'activity_themes',
    'id',
    themes.map((t, i) => ({
      id: t.id,
      title: t.title,
      subtitle: t.subtitle,
      cover: mediaPath('card', t.title, t.subtitle),
      banner: mediaPath('theme', t.title, t.subtitle),
      background_color: t.background,
      rule_text: t.rule,
      sections: t.sections,
      ...dates(calendar, t.from, t.to),
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'app_tabbar_items',
    'key',
    tabs.map((t, i) => ({
      key: t.key,
      name: t.name,
      icon: tabIconPath(t.key, false),
      icon_highlight: tabIconPath(t.key, true),
      font_color: TAB_FONT,
      font_highlight_color: TAB_FONT_HIGHLIGHT,
      url: t.url,
      sort: i + 1,
    })),
  );

  await upsert(
    tx,
    'app_settings',
    'key',
    Object.entries(settings).map(([key, value]) => ({ key, value })),
  );
}
