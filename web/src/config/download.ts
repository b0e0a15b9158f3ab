/**
 * Where the app can be downloaded (the /download page, spec §2.1, §4). Placeholders for ops: the
 * App Store id and the Android market pages of the real listing. Public links only.
 */
import { IOS_STORE_URL } from './app.ts';

export interface StoreLink {
  /** Button label. */
  name: string;
  url: string;
  /** Which visitors see it: iOS devices, Android devices (others see every link). */
  os: 'ios' | 'android';
  /** The main call to action for that OS; the rest are listed as alternatives. */
  primary?: boolean;
}

export const STORE_LINKS: readonly StoreLink[] = [
  { name: 'App Store 下载', url: IOS_STORE_URL, os: 'ios', primary: true },
  { name: '安卓版下载', url: 'https://static.yoyotrip.com/app/yoyotrip-latest.apk', os: 'android', primary: true },
  { name: '应用宝', url: 'https://sj.qq.com/appdetail/com.yoyotrip.app', os: 'android' },
  { name: '华为应用市场', url: 'https://appgallery.huawei.com/app/C100000000', os: 'android' },
  { name: '小米应用商店', url: 'https://app.mi.com/details?id=com.yoyotrip.app', os: 'android' },
];
