import { describe, expect, it } from 'vitest';
import { allOrderUrl, chipOf, emptyText, ORDER_TABS, STATUS_CHIPS, tabOf } from './orderList.ts';
import { cashierHref, orderDetailUrl } from '../../lib/orderRoutes.ts';

const q = (s: string) => new URLSearchParams(s);
const chip = (label: string) => STATUS_CHIPS.find((c) => c.label === label)!;

describe('the order list’s URL', () => {
  it('reads the tab index of spec §3, 全部 for anything else', () => {
    expect(tabOf(q('tab=2')).tab).toBe('HOTEL');
    expect(tabOf(q('tab=6')).label).toBe('签证');
    expect(tabOf(q('')).tab).toBe('ALL');
    expect(tabOf(q('tab=7')).tab).toBe('ALL');
    expect(tabOf(q('tab=1x')).tab).toBe('ALL');
  });

  it('reads ProStatusType (999 = every status), or the ProStatus label alone', () => {
    expect(chipOf(q('ProStatusType=999&ProStatus=全部订单')).filter).toBe('ALL');
    expect(chipOf(q('ProStatusType=1')).filter).toBe('UNPAID');
    expect(chipOf(q('ProStatusType=2')).filter).toBe('UPCOMING');
    expect(chipOf(q('ProStatusType=3')).filter).toBe('FINISHED');
    expect(chipOf(q('ProStatusType=4')).filter).toBe('AFTER_SALE');
    expect(chipOf(q('ProStatusType=5')).filter).toBe('CANCELLED');
    expect(chipOf(q('ProStatus=待出行')).filter).toBe('UPCOMING');
    // The number wins over a label that disagrees; an unknown number falls back to the label.
    expect(chipOf(q('ProStatusType=1&ProStatus=已取消')).filter).toBe('UNPAID');
    expect(chipOf(q('ProStatusType=42&ProStatus=已取消')).filter).toBe('CANCELLED');
    expect(chipOf(q('ProStatusType=42')).filter).toBe('ALL');
  });

  it('writes the tab bar’s own link for 全部 and keeps the tab otherwise; it reads back the same', () => {
    expect(allOrderUrl(ORDER_TABS[0]!, STATUS_CHIPS[0]!)).toBe(
      `/myOrder/allorder?ProStatusType=999&ProStatus=${encodeURIComponent('全部订单')}`,
    );
    const url = allOrderUrl(ORDER_TABS[1]!, chip('退款/售后'));
    expect(url).toBe(`/myOrder/allorder?tab=1&ProStatusType=4&ProStatus=${encodeURIComponent('退款/售后')}`);
    const back = q(url.split('?')[1]!);
    expect(tabOf(back).tab).toBe('FLIGHT');
    expect(chipOf(back).filter).toBe('AFTER_SALE');
  });

  it('says plainly what is missing', () => {
    expect(emptyText(ORDER_TABS[0]!, STATUS_CHIPS[0]!)).toBe('暂无订单');
    expect(emptyText(ORDER_TABS[2]!, STATUS_CHIPS[0]!)).toBe('暂无酒店订单');
    expect(emptyText(ORDER_TABS[1]!, chip('待支付'))).toBe('暂无待支付的机票订单');
  });
});

describe('order routes', () => {
  it('opens the detail page of the product: 2 international, 8 domestic, 3 and 18 hotel, none for the rest', () => {
    expect(orderDetailUrl(2, 'A1')).toBe('/myOrder/airOrder/interDetail?orderNo=A1');
    expect(orderDetailUrl(8, 'A1')).toBe('/myOrder/airOrder/detail?orderNo=A1');
    expect(orderDetailUrl(3, 'H1')).toBe('/myOrder/hotelOrder/orderDetail?orderNo=H1');
    expect(orderDetailUrl(18, 'H1')).toBe('/myOrder/hotelOrder/orderDetail?orderNo=H1');
    expect(orderDetailUrl(20, 'T1')).toBeNull();
  });

  it('opens only a cashier on this site', () => {
    expect(cashierHref('/cashier/P2611230930001234abcdef0123456789')).toBe(
      '/cashier/P2611230930001234abcdef0123456789',
    );
    expect(cashierHref('https://evil.example/cashier/P1')).toBeNull();
    expect(cashierHref('//evil.example/cashier/P1')).toBeNull();
    expect(cashierHref('/cashier/../login')).toBeNull();
    expect(cashierHref('/login')).toBeNull();
  });
});
