import { describe, expect, it } from 'vitest';
import {
  changeConfirmUrl,
  changeDetailUrl,
  changeOptionsUrl,
  changeStartUrl,
  orderDetailUrl,
  parseIds,
  readChangeSearch,
  refundApplyUrl,
  refundResultUrl,
} from './routes.ts';

describe('flight-order URLs', () => {
  it('send domestic and international orders to their own pages', () => {
    expect(orderDetailUrl('F1')).toBe('/myOrder/airOrder/detail?orderNo=F1');
    expect(orderDetailUrl('F1', true)).toBe('/myOrder/airOrder/interDetail?orderNo=F1');
    expect(changeStartUrl('F1')).toBe('/myOrder/airOrder/airChange?orderNo=F1');
    expect(changeStartUrl('F1', true)).toBe('/myOrder/airOrder/interChange?orderNo=F1');
    expect(changeDetailUrl('C1')).toBe('/myOrder/airOrder/airChangeDetail?changeNo=C1');
    expect(changeDetailUrl('C1', true)).toBe('/myOrder/airOrder/interChangeDetail?changeNo=C1');
  });

  it('carry the whole change search from step to step', () => {
    const search = { orderNo: 'F1', segmentIndex: 1, passengerIds: ['3', '4'], date: '2026-12-01' };
    expect(changeOptionsUrl(search)).toBe(
      '/myOrder/airOrder/change?orderNo=F1&segment=1&passengerIds=3%2C4&date=2026-12-01',
    );
    expect(changeOptionsUrl(search, true)).toMatch(/^\/myOrder\/airOrder\/interChangeList\?/);
    const confirm = changeConfirmUrl(search, 'MU5101.2026-12-01.Y', true);
    expect(confirm).toMatch(/^\/myOrder\/airOrder\/interChangeConfirm\?/);
    const params = new URL(confirm, 'http://x').searchParams;
    expect(readChangeSearch(params)).toEqual(search);
    expect(params.get('fareId')).toBe('MU5101.2026-12-01.Y');
  });

  it('name the result page by type: 0 refund, 1 change', () => {
    expect(refundResultUrl('F1', 'R1')).toBe('/myOrder/airOrder/result?type=0&orderNo=F1&refundNo=R1');
    expect(refundApplyUrl('F1', ['1', '2'])).toBe(
      '/myOrder/airOrder/airRefund?orderNo=F1&passengerIds=1%2C2',
    );
  });

  it('refuse an incomplete or malformed change search', () => {
    const read = (q: string) => readChangeSearch(new URLSearchParams(q));
    expect(read('orderNo=F1&segment=0&passengerIds=1&date=2026-12-01')).not.toBeNull();
    expect(read('orderNo=F1&segment=0&passengerIds=&date=2026-12-01')).toBeNull();
    expect(read('orderNo=F1&segment=2&passengerIds=1&date=2026-12-01')).toBeNull();
    expect(read('orderNo=F1&segment=0&passengerIds=1&date=2026-02-30')).toBeNull();
    expect(read('segment=0&passengerIds=1&date=2026-12-01')).toBeNull();
  });

  it('read passenger ids once each, ignoring blanks', () => {
    expect(parseIds(' 3, 4,,3 ')).toEqual(['3', '4']);
    expect(parseIds(null)).toEqual([]);
  });
});
