// Airports of market-rules.md with their real IATA codes. `cityCode` is the IATA metropolitan
// code a search by city uses (BJS covers PEK and PKX, SEL covers ICN and GMP).
import { adcodeOf } from './cities.ts';

export type AirportRegion = 'domestic' | 'hk_mo_tw' | 'international';

export interface AirportSeed {
  iata: string;
  name: string;
  cityName: string;
  cityCode: string;
  cityPinyin: string;
  cityAdcode: string | null;
  country: string;
  region: AirportRegion;
}

type Row = [iata: string, name: string, city: string, cityCode: string, cityPinyin: string];

const domestic: Row[] = [
  ['PEK', '北京首都国际机场', '北京', 'BJS', 'beijing'],
  ['PKX', '北京大兴国际机场', '北京', 'BJS', 'beijing'],
  ['SHA', '上海虹桥国际机场', '上海', 'SHA', 'shanghai'],
  ['PVG', '上海浦东国际机场', '上海', 'SHA', 'shanghai'],
  ['CAN', '广州白云国际机场', '广州', 'CAN', 'guangzhou'],
  ['SZX', '深圳宝安国际机场', '深圳', 'SZX', 'shenzhen'],
  ['CTU', '成都双流国际机场', '成都', 'CTU', 'chengdu'],
  ['TFU', '成都天府国际机场', '成都', 'CTU', 'chengdu'],
  ['CKG', '重庆江北国际机场', '重庆', 'CKG', 'chongqing'],
  ['KMG', '昆明长水国际机场', '昆明', 'KMG', 'kunming'],
  ['XIY', '西安咸阳国际机场', '西安', 'SIA', 'xian'],
  ['HGH', '杭州萧山国际机场', '杭州', 'HGH', 'hangzhou'],
  ['NKG', '南京禄口国际机场', '南京', 'NKG', 'nanjing'],
  ['WUH', '武汉天河国际机场', '武汉', 'WUH', 'wuhan'],
  ['CSX', '长沙黄花国际机场', '长沙', 'CSX', 'changsha'],
  ['XMN', '厦门高崎国际机场', '厦门', 'XMN', 'xiamen'],
  ['SYX', '三亚凤凰国际机场', '三亚', 'SYX', 'sanya'],
  ['HAK', '海口美兰国际机场', '海口', 'HAK', 'haikou'],
  ['TAO', '青岛胶东国际机场', '青岛', 'TAO', 'qingdao'],
  ['DLC', '大连周水子国际机场', '大连', 'DLC', 'dalian'],
  ['SHE', '沈阳桃仙国际机场', '沈阳', 'SHE', 'shenyang'],
  ['HRB', '哈尔滨太平国际机场', '哈尔滨', 'HRB', 'haerbin'],
  ['URC', '乌鲁木齐天山国际机场', '乌鲁木齐', 'URC', 'wulumuqi'],
  ['LXA', '拉萨贡嘎国际机场', '拉萨', 'LXA', 'lasa'],
  ['KWE', '贵阳龙洞堡国际机场', '贵阳', 'KWE', 'guiyang'],
  ['NNG', '南宁吴圩国际机场', '南宁', 'NNG', 'nanning'],
  ['TSN', '天津滨海国际机场', '天津', 'TSN', 'tianjin'],
  ['CGO', '郑州新郑国际机场', '郑州', 'CGO', 'zhengzhou'],
  ['TNA', '济南遥墙国际机场', '济南', 'TNA', 'jinan'],
  ['FOC', '福州长乐国际机场', '福州', 'FOC', 'fuzhou'],
  ['KWL', '桂林两江国际机场', '桂林', 'KWL', 'guilin'],
  ['LJG', '丽江三义国际机场', '丽江', 'LJG', 'lijiang'],
];

const hkMoTw: Row[] = [
  ['HKG', '香港国际机场', '香港', 'HKG', 'xianggang'],
  ['MFM', '澳门国际机场', '澳门', 'MFM', 'aomen'],
  ['TPE', '桃园国际机场', '台北', 'TPE', 'taibei'],
];

const international: [...Row, country: string][] = [
  ['ICN', '仁川国际机场', '首尔', 'SEL', 'shouer', '韩国'],
  ['GMP', '金浦国际机场', '首尔', 'SEL', 'shouer', '韩国'],
  ['NRT', '成田国际机场', '东京', 'TYO', 'dongjing', '日本'],
  ['HND', '羽田机场', '东京', 'TYO', 'dongjing', '日本'],
  ['KIX', '关西国际机场', '大阪', 'OSA', 'daban', '日本'],
  ['BKK', '素万那普国际机场', '曼谷', 'BKK', 'mangu', '泰国'],
  ['SIN', '樟宜机场', '新加坡', 'SIN', 'xinjiapo', '新加坡'],
  ['KUL', '吉隆坡国际机场', '吉隆坡', 'KUL', 'jilongpo', '马来西亚'],
  ['SGN', '新山一国际机场', '胡志明市', 'SGN', 'huzhimingshi', '越南'],
  ['DPS', '伍拉·赖国际机场', '巴厘岛', 'DPS', 'balidao', '印度尼西亚'],
  ['LHR', '希思罗机场', '伦敦', 'LON', 'lundun', '英国'],
  ['CDG', '戴高乐机场', '巴黎', 'PAR', 'bali', '法国'],
  ['FRA', '法兰克福机场', '法兰克福', 'FRA', 'falankefu', '德国'],
  ['SYD', '金斯福德·史密斯机场', '悉尼', 'SYD', 'xini', '澳大利亚'],
  ['LAX', '洛杉矶国际机场', '洛杉矶', 'LAX', 'luoshanji', '美国'],
  ['JFK', '肯尼迪国际机场', '纽约', 'NYC', 'niuyue', '美国'],
];

export const airports: readonly AirportSeed[] = [
  ...domestic.map(([iata, name, cityName, cityCode, cityPinyin]): AirportSeed => ({
    iata,
    name,
    cityName,
    cityCode,
    cityPinyin,
    cityAdcode: adcodeOf(cityName),
    country: '中国',
    region: 'domestic',
  })),
  ...hkMoTw.map(([iata, name, cityName, cityCode, cityPinyin]): AirportSeed => ({
    iata,
    name,
    cityName,
    cityCode,
    cityPinyin,
    // Taipei is not among the seeded cities (no GB/T 2260 city code is in common use for it).
    cityAdcode: cityName === '台北' ? null : adcodeOf(cityName),
    country: '中国',
    region: 'hk_mo_tw',
  })),
  ...international.map(([iata, name, cityName, cityCode, cityPinyin, country]): AirportSeed => ({
    iata,
    name,
    cityName,
    cityCode,
    cityPinyin,
    cityAdcode: null,
    country,
    region: 'international',
  })),
];
