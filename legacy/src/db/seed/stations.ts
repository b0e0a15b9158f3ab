// Major railway stations. Telecodes are the 3-letter codes 12306 uses in its queries; where a code
// could not be confirmed it is left null rather than guessed, and the station is found by name.
import { adcodeOf } from './cities.ts';

export interface StationSeed {
  name: string;
  telecode: string | null;
  pinyin: string;
  pinyinShort: string;
  cityName: string;
  cityAdcode: string;
  hot: boolean;
}

// Pinyin is given by syllable so both the full and the initials form (bjn) come from one source.
type Row = [name: string, telecode: string | null, syllables: string, city: string, hot?: 1];

const rows: Row[] = [
  ['北京', 'BJP', 'bei jing', '北京', 1],
  ['北京南', 'VNP', 'bei jing nan', '北京', 1],
  ['北京西', 'BXP', 'bei jing xi', '北京', 1],
  ['北京北', 'VAP', 'bei jing bei', '北京'],
  ['上海', 'SHH', 'shang hai', '上海', 1],
  ['上海虹桥', 'AOH', 'shang hai hong qiao', '上海', 1],
  ['上海南', 'SNH', 'shang hai nan', '上海'],
  ['天津', 'TJP', 'tian jin', '天津', 1],
  ['天津西', 'TXP', 'tian jin xi', '天津'],
  ['广州', 'GZQ', 'guang zhou', '广州'],
  ['广州南', 'IZQ', 'guang zhou nan', '广州', 1],
  ['广州东', 'GGQ', 'guang zhou dong', '广州'],
  ['深圳', 'SZQ', 'shen zhen', '深圳'],
  ['深圳北', 'IOQ', 'shen zhen bei', '深圳', 1],
  ['杭州', 'HZH', 'hang zhou', '杭州'],
  ['杭州东', 'HGH', 'hang zhou dong', '杭州', 1],
  ['南京', 'NJH', 'nan jing', '南京'],
  ['南京南', 'NKH', 'nan jing nan', '南京', 1],
  ['苏州', 'SZH', 'su zhou', '苏州'],
  ['武汉', 'WHN', 'wu han', '武汉', 1],
  ['汉口', 'HKN', 'han kou', '武汉'],
  ['成都', 'CDW', 'cheng du', '成都'],
  ['成都东', 'ICW', 'cheng du dong', '成都', 1],
  ['重庆北', 'CUW', 'chong qing bei', '重庆', 1],
  ['西安', 'XAY', 'xi an', '西安'],
  ['西安北', 'EAY', 'xi an bei', '西安', 1],
  ['郑州', 'ZZF', 'zheng zhou', '郑州'],
  ['郑州东', 'ZAF', 'zheng zhou dong', '郑州', 1],
  ['长沙', 'CSQ', 'chang sha', '长沙'],
  ['长沙南', 'CWQ', 'chang sha nan', '长沙', 1],
  ['济南西', 'JGK', 'ji nan xi', '济南'],
  ['青岛', 'QDK', 'qing dao', '青岛'],
  ['合肥南', 'ENH', 'he fei nan', '合肥'],
  ['厦门北', 'XKS', 'xia men bei', '厦门'],
  ['昆明南', 'KOM', 'kun ming nan', '昆明'],
  ['沈阳北', 'SBT', 'shen yang bei', '沈阳'],
  ['贵阳北', null, 'gui yang bei', '贵阳'],
  ['哈尔滨西', null, 'ha er bin xi', '哈尔滨'],
];

export const stations: readonly StationSeed[] = rows.map(([name, telecode, syllables, cityName, hot]) => {
  const parts = syllables.split(' ');
  return {
    name,
    telecode,
    pinyin: parts.join(''),
    pinyinShort: parts.map((p) => p[0]).join(''),
    cityName,
    cityAdcode: adcodeOf(cityName),
    hot: hot === 1,
  };
});
