import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullRefresh } from './PullRefresh.tsx';

function setUp(onRefresh: () => Promise<unknown>) {
  render(
    <PullRefresh onRefresh={onRefresh} completeDelay={500}>
      <p>订单</p>
    </PullRefresh>,
  );
  const box = screen.getByText('订单').parentElement!;
  const head = screen.getByTestId('pull-head');
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    fireEvent[type](box, { touches: type === 'touchEnd' ? [] : [{ clientY: y }] });
  return { box, head, touch };
}

afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('PullRefresh', () => {
  it('follows the finger, damped, and says when letting go will refresh', () => {
    const onRefresh = vi.fn(async () => {});
    const { head, touch } = setUp(onRefresh);
    expect(head.style.height).toBe('0px');
    expect(head.textContent).toBe('');
    touch('touchStart', 100);
    touch('touchMove', 160);
    expect(head.style.height).toBe('30px');
    expect(head.textContent).toBe('下拉刷新');
    touch('touchMove', 240);
    expect(head.style.height).toBe('70px');
    expect(head.textContent).toBe('释放立即刷新');
    // Back up above the start: nothing pulled any more.
    touch('touchMove', 90);
    expect(head.style.height).toBe('0px');
    touch('touchEnd', 90);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('refreshes once when let go past the threshold, shows 刷新成功, then closes', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { head, touch } = setUp(onRefresh);
    touch('touchStart', 100);
    touch('touchMove', 250);
    touch('touchEnd', 250);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head.textContent).toBe('加载中…');
    expect(head.style.height).toBe('40px');
    // A second pull while the first refresh runs does nothing.
    touch('touchStart', 100);
    touch('touchMove', 300);
    touch('touchEnd', 300);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(head.textContent).toBe('刷新成功');
    await act(async () => vi.advanceTimersByTime(500));
    expect(head.style.height).toBe('0px');
    expect(head.textContent).toBe('');
  });

  it('does not refresh when let go short of the threshold', () => {
    const onRefresh = vi.fn(async () => {});
    const { head, touch } = setUp(onRefresh);
    touch('touchStart', 100);
    touch('touchMove', 200);
    touch('touchEnd', 200);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(head.style.height).toBe('0px');
  });

  it('ignores a pull that starts with the page scrolled down', () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    const onRefresh = vi.fn(async () => {});
    const { head, touch } = setUp(onRefresh);
    touch('touchStart', 100);
    touch('touchMove', 300);
    touch('touchEnd', 300);
    expect(head.style.height).toBe('0px');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('closes the head when the refresh fails (the page shows the error)', async () => {
    const onRefresh = vi.fn(async () => {
      throw new Error('offline');
    });
    const { head, touch } = setUp(onRefresh);
    touch('touchStart', 100);
    touch('touchMove', 250);
    await act(async () => touch('touchEnd', 250));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(head.style.height).toBe('0px');
  });
});
