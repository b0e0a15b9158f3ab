import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResolvedTraveller } from './BookingTravellerRow.tsx';
import { notReadyReason, passengerOfError, sortOrderErrors, useSubmitOnce } from './submit.ts';

const err = (code: string, message: string, field: string[] | null = null) => ({ code, message, field });

describe('sorting the refusals of an order', () => {
  const names = ['王小明', '小明'];

  it('finds the passenger by the index in the field path', () => {
    expect(
      passengerOfError(
        err('DOCUMENT_EXPIRED', '证件已过期', ['input', 'passengers', '1', 'documentType']),
        names,
      ),
    ).toBe(1);
  });

  it('finds the passenger a document refusal names, the longest name first', () => {
    expect(passengerOfError(err('DOCUMENT_EXPIRED', '王小明的护照已过期'), names)).toBe(0);
    expect(passengerOfError(err('DOCUMENT_MISSING', '小明没有身份证'), names)).toBe(1);
    // Another kind of refusal that happens to contain a name is no passenger's.
    expect(passengerOfError(err('UNKNOWN', '小明'), names)).toBeNull();
  });

  it('sorts price changes, sold-out fares, passengers, contact fields and the rest', () => {
    const sorted = sortOrderErrors(
      [
        err('PRICE_CHANGED', '价格已变为¥1300'),
        err('SOLD_OUT', '余票不足'),
        err('DOCUMENT_EXPIRED', '小明的护照已过期'),
        err('BAD_MOBILE', '手机号不正确', ['input', 'contact', 'mobile']),
        err('INFANT_WITHOUT_ADULT', '每位成人最多携带一名婴儿'),
      ],
      names,
    );
    expect(sorted.priceChanged?.message).toBe('价格已变为¥1300');
    expect(sorted.soldOut?.message).toBe('余票不足');
    expect([...sorted.passengers]).toEqual([[1, ['小明的护照已过期']]]);
    expect(sorted.contact).toEqual({ mobile: ['手机号不正确'] });
    expect(sorted.general).toEqual(['每位成人最多携带一名婴儿']);
  });

  it('shows a passenger already booked on the flight under that passenger, and the unpaid limit as a toast', () => {
    const sorted = sortOrderErrors(
      [
        err('DUPLICATE_BOOKING', '旅客小明已有同一天该航班的订单，请勿重复预订'),
        err('UNPAID_ORDER_LIMIT', '您已有3笔待支付订单，请先支付或取消后再预订'),
      ],
      names,
    );
    expect([...sorted.passengers]).toEqual([[1, ['旅客小明已有同一天该航班的订单，请勿重复预订']]]);
    expect(sorted.general).toEqual(['您已有3笔待支付订单，请先支付或取消后再预订']);
  });

  it('sends every way a fare can be gone back to the list', () => {
    for (const code of ['SOLD_OUT', 'FARE_NOT_FOUND', 'FLIGHT_DEPARTED']) {
      expect(sortOrderErrors([err(code, '不可预订')], names).soldOut?.code).toBe(code);
    }
  });
});

describe('readiness', () => {
  const adult: ResolvedTraveller = {
    name: '张三',
    ageClass: 'ADULT',
    documentType: 'ID_CARD',
    problem: null,
  };
  const child: ResolvedTraveller = {
    name: '张小',
    ageClass: 'CHILD',
    documentType: 'ID_CARD',
    problem: null,
  };
  const ready = { noun: '乘机人', contactValid: true, agreed: true, quoted: true, quoteError: null };

  it('says what is missing, in the order the page is filled in', () => {
    expect(notReadyReason({ ...ready, passengers: [] })).toBe('请添加乘机人');
    expect(notReadyReason({ ...ready, passengers: [adult, undefined] })).toBe('乘机人信息加载中，请稍候');
    expect(notReadyReason({ ...ready, passengers: [adult, null] })).toBe('请按提示修改乘机人信息');
    expect(notReadyReason({ ...ready, passengers: [{ ...adult, problem: '请补充证件有效期' }] })).toBe(
      '请按提示修改乘机人信息',
    );
    expect(notReadyReason({ ...ready, passengers: [child] })).toBe('每笔订单至少需要一名成人乘机人');
    expect(notReadyReason({ ...ready, contactValid: false, agreed: false, passengers: [adult] })).toBe(
      '请检查联系人信息',
    );
    expect(notReadyReason({ ...ready, agreed: false, passengers: [adult] })).toBe(
      '请先阅读并同意《预订须知》',
    );
    expect(notReadyReason({ ...ready, quoted: false, passengers: [adult] })).toBe('价格计算中，请稍候');
    expect(notReadyReason({ ...ready, quoted: false, quoteError: '航班已起飞', passengers: [adult] })).toBe(
      '航班已起飞',
    );
    expect(notReadyReason({ ...ready, passengers: [adult, child] })).toBeNull();
  });

  it('names the travellers as the product calls them', () => {
    expect(notReadyReason({ ...ready, noun: '出行人', passengers: [] })).toBe('请添加出行人');
    expect(notReadyReason({ ...ready, noun: '出行人', passengers: [child] })).toBe(
      '每笔订单至少需要一名成人出行人',
    );
  });
});

describe('useSubmitOnce', () => {
  it('runs one submit at a time, however often it is asked', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    let finish!: () => void;
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(work);
      void result.current.run(work);
    });
    expect(result.current.submitting).toBe(true);
    await act(() => result.current.run(work));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.submitting).toBe(false);
    // Once it has finished (a refusal, say), the shopper may submit again.
    await act(() => result.current.run(async () => {}));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('frees the guard when the submit throws', async () => {
    const { result } = renderHook(() => useSubmitOnce());
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('boom'))).catch(() => undefined);
    });
    const again = vi.fn(async () => {});
    await act(() => result.current.run(again));
    expect(again).toHaveBeenCalledTimes(1);
  });
});
