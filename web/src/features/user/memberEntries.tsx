import {
  BellOutline,
  ClockCircleOutline,
  CouponOutline,
  GiftOutline,
  HeartOutline,
  PayCircleOutline,
  UserAddOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

/** Spec §2.6: the order list's "all orders" tab, as the tab bar links it. */
export const ALL_ORDERS_ROUTE = `/myOrder/allorder?ProStatusType=999&ProStatus=${encodeURIComponent('全部订单')}`;

/** Spec §9: the customer-service line. */
export const SERVICE_PHONE = '400-850-1666';

/** The version the storefront reports to the backend (spec §9, the `version` header); shown on 关于我们. */
export const APP_VERSION = '1.2.3';

export interface MemberEntry {
  name: string;
  /** The spec route; one not built yet shows the 404 page, which is the rule for unbuilt areas. */
  route: string;
  icon: ReactNode;
}

/** The member areas on /personal (orders have their own row above), in the order shoppers look for them. */
export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { name: '常用旅客', route: '/personal/guest', icon: <UserContactOutline /> },
  { name: '优惠券', route: '/myCoupon/coupon', icon: <CouponOutline /> },
  { name: '我的收益', route: '/profit', icon: <PayCircleOutline /> },
  { name: '收藏', route: '/personal/collect', icon: <HeartOutline /> },
  { name: '足迹', route: '/personal/footprint', icon: <ClockCircleOutline /> },
  { name: '领券中心', route: '/personal/couponCenter', icon: <GiftOutline /> },
  { name: '邀请有礼', route: '/personal/shareInvite', icon: <UserAddOutline /> },
  { name: '消息通知', route: '/personal/news', icon: <BellOutline /> },
];
