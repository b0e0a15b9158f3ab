import type { OrderStatusFilter, OrderTab, OrderType } from '../../__generated__/graphql.ts';
import { withQuery } from '../../lib/links/index.ts';

/** A tab of the order list (spec §3 "Order-list tab index"). */
export interface OrderTabDef {
  /** The index of spec §3, kept in the URL as `tab`. */
  index: number;
  tab: OrderTab;
  label: string;
  /** How the empty state names the product: 暂无{noun}订单. */
  noun: string;
}

export const ORDER_TABS: readonly OrderTabDef[] = [
  { index: 0, tab: 'ALL', label: '全部', noun: '' },
  { index: 1, tab: 'FLIGHT', label: '机票', noun: '机票' },
  { index: 2, tab: 'HOTEL', label: '酒店', noun: '酒店' },
  { index: 3, tab: 'TRAIN', label: '火车票', noun: '火车票' },
  { index: 4, tab: 'SCENIC', label: '门票', noun: '门票' },
  { index: 5, tab: 'LINE', label: '线路', noun: '线路' },
  { index: 6, tab: 'VISA', label: '签证', noun: '签证' },
];

/** A status chip of the order list. */
export interface StatusChip {
  /** `ProStatusType` in the URL: 999 is every status (the tab bar's link, spec §2.6). */
  code: number;
  filter: OrderStatusFilter;
  /** The chip's text, also `ProStatus` in the URL. */
  label: string;
}

/**
 * The chips and their `ProStatusType` numbers. Spec §2.6 gives only 999 (全部订单); the others are
 * ours: 1 待支付, 2 待出行, 3 已完成, 4 退款/售后, 5 已取消.
 */
export const STATUS_CHIPS: readonly StatusChip[] = [
  { code: 999, filter: 'ALL', label: '全部订单' },
  { code: 1, filter: 'UNPAID', label: '待支付' },
  { code: 2, filter: 'UPCOMING', label: '待出行' },
  { code: 3, filter: 'FINISHED', label: '已完成' },
  { code: 4, filter: 'AFTER_SALE', label: '退款/售后' },
  { code: 5, filter: 'CANCELLED', label: '已取消' },
];

/** The tab the URL names (`tab`, 0–6); 全部 for anything else. */
export function tabOf(params: URLSearchParams): OrderTabDef {
  const raw = params.get('tab')?.trim() ?? '';
  return (/^\d$/.test(raw) && ORDER_TABS.find((t) => t.index === Number(raw))) || ORDER_TABS[0]!;
}

/**
 * The chip the URL names: `ProStatusType` first; an app that sends only `ProStatus` (the label) is
 * understood too; anything else is 全部订单.
 */
export function chipOf(params: URLSearchParams): StatusChip {
  const code = params.get('ProStatusType')?.trim() ?? '';
  const byCode = /^\d+$/.test(code) ? STATUS_CHIPS.find((c) => c.code === Number(code)) : undefined;
  if (byCode) return byCode;
  const label = params.get('ProStatus')?.trim();
  return STATUS_CHIPS.find((c) => c.label === label) ?? STATUS_CHIPS[0]!;
}

/** The list's URL for a tab and chip; the tab is left out for 全部, as in the tab bar's link. */
export function allOrderUrl(tab: OrderTabDef, chip: StatusChip): string {
  return withQuery('/myOrder/allorder', [
    ['tab', tab.index === 0 ? null : String(tab.index)],
    ['ProStatusType', String(chip.code)],
    ['ProStatus', chip.label],
  ]);
}

/** The empty state's words: 暂无订单, 暂无酒店订单, 暂无待支付的机票订单 … */
export function emptyText(tab: OrderTabDef, chip: StatusChip): string {
  const status = chip.filter === 'ALL' ? '' : `${chip.label}的`;
  return `暂无${status}${tab.noun}订单`;
}

/** The product an order is for, as the card's small label says it. */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  LINE: '线路',
  INTERNATIONAL_FLIGHT: '国际机票',
  HOTEL: '酒店',
  HOTEL_18: '酒店',
  VISA: '签证',
  VISA_6: '签证',
  SPECIAL_GOODS: '特产',
  DOMESTIC_FLIGHT: '国内机票',
  FARMER_ORDER: '乡村好物',
  FARMER_REFUND: '乡村好物',
  FARMER_ORDER_DETAIL: '乡村好物',
  SCENIC_TICKET: '门票',
  TRAIN: '火车票',
};
