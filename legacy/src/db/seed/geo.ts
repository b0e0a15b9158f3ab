import type { Queryable } from '../types.ts';
import { cities } from './cities.ts';

// Pinyin initials of the seeded cities, for the switcher's search ("bj", "wlmq"). Written out
// rather than derived: splitting run-together pinyin into syllables is ambiguous (xian is 西安,
// xi'an, not 先), and the list is short.
// prettier-ignore
const INITIALS: Readonly<Record<string, string>> = {
  北京: 'bj', 上海: 'sh', 广州: 'gz', 深圳: 'sz', 成都: 'cd', 重庆: 'cq', 杭州: 'hz', 南京: 'nj', 武汉: 'wh',
  西安: 'xa', 天津: 'tj', 苏州: 'sz', 长沙: 'cs', 郑州: 'zz', 厦门: 'xm', 三亚: 'sy', 海口: 'hk', 昆明: 'km',
  丽江: 'lj', 大理: 'dl', 西双版纳: 'xsbn', 桂林: 'gl', 南宁: 'nn', 北海: 'bh', 贵阳: 'gy', 拉萨: 'ls', 乌鲁木齐: 'wlmq',
  青岛: 'qd', 济南: 'jn', 烟台: 'yt', 威海: 'wh', 潍坊: 'wf', 大连: 'dl', 沈阳: 'sy', 哈尔滨: 'heb', 长春: 'cc',
  福州: 'fz', 泉州: 'qz', 合肥: 'hf', 黄山: 'hs', 南昌: 'nc', 太原: 'ty', 石家庄: 'sjz', 秦皇岛: 'qhd', 呼和浩特: 'hhht',
  兰州: 'lz', 西宁: 'xn', 银川: 'yc', 宁波: 'nb', 温州: 'wz', 嘉兴: 'jx', 绍兴: 'sx', 舟山: 'zs', 无锡: 'wx',
  徐州: 'xz', 常州: 'cz', 扬州: 'yz', 珠海: 'zh', 汕头: 'st', 佛山: 'fs', 惠州: 'hz', 东莞: 'dg', 洛阳: 'ly',
  张家界: 'zjj', 香港: 'xg', 澳门: 'am',
};

/** Fills cities.pinyin_initials; a seeded city without initials fails the seed loudly. */
export async function seedGeo(tx: Queryable): Promise<void> {
  const pairs = cities.map((city) => {
    const initials = INITIALS[city.name];
    if (!initials) throw new Error(`seed: no pinyin initials for ${city.name}; add them in seed/geo.ts`);
    return [city.adcode, initials] as const;
  });
  await tx.query(
    `update cities set pinyin_initials = v.initials
       from unnest($1::text[], $2::text[]) as v(adcode, initials)
      where cities.adcode = v.adcode`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}
