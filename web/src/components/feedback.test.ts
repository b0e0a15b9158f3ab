import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  confirmAbandonOrderEdit,
  confirmLeaveDiscount,
  confirmLeaveWatched,
  toastLoading,
  toastSuccess,
  watcherCount,
} from './feedback.ts';
import { dialogsGone, tapInDialog } from '../test/dialogs.ts';

describe('watcherCount (spec §8, §9)', () => {
  it('is 1 to 10', () => {
    expect(watcherCount(() => 0)).toBe(1);
    expect(watcherCount(() => 0.09)).toBe(1);
    expect(watcherCount(() => 0.5)).toBe(6);
    expect(watcherCount(() => 0.999999)).toBe(10);
    // A random source that returns 1 (some do) still gives 10, not 11.
    expect(watcherCount(() => 1)).toBe(10);
    for (let i = 0; i < 200; i += 1) {
      const n = watcherCount();
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(10);
    }
  });
});

describe('leave confirmations (spec §8)', () => {
  it('优惠不等人: 继续购买 stays', async () => {
    const stay = confirmLeaveDiscount();
    expect(await screen.findByText('优惠不等人,真的要走吗?')).toBeTruthy();
    await tapInDialog('继续购买');
    await expect(stay).resolves.toBe(false);
    await dialogsGone();
  });

  it('优惠不等人: 狠心离开 leaves', async () => {
    const leave = confirmLeaveDiscount();
    await tapInDialog('狠心离开');
    await expect(leave).resolves.toBe(true);
    await dialogsGone();
  });

  it('退出后当前信息不会被保存: 继续填写 / 放弃', async () => {
    const answer = confirmAbandonOrderEdit();
    expect(await screen.findByText('退出后当前信息不会被保存,是否放弃订单编辑?')).toBeTruthy();
    expect(screen.getByText('继续填写')).toBeTruthy();
    await tapInDialog('放弃');
    await expect(answer).resolves.toBe(true);
    await dialogsGone();
  });

  it('{n}位用户正在关注此产品: 继续预订 / 狠心离开', async () => {
    const answer = confirmLeaveWatched(() => 0.35);
    expect(await screen.findByText('4位用户正在关注此产品')).toBeTruthy();
    await tapInDialog('继续预订');
    await expect(answer).resolves.toBe(false);
    await dialogsGone();
  });
});

describe('toasts (spec §8)', () => {
  it('default to 操作成功 and 拼命加载中...', async () => {
    const success = toastSuccess();
    expect(await screen.findByText('操作成功')).toBeTruthy();
    success.close();
    const loading = toastLoading();
    expect(await screen.findByText('拼命加载中...')).toBeTruthy();
    loading.close();
  });
});
