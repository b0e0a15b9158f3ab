import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar.tsx';

describe('NavBar', () => {
  it('draws the back arrow as a focusable button named 返回 that goes back', () => {
    const onBack = vi.fn();
    render(<NavBar title="填写订单" onBack={onBack} right={<span>分享</span>} />);
    const back = screen.getByRole('button', { name: '返回' });
    expect(back.tagName).toBe('BUTTON');
    expect(back.getAttribute('type')).toBe('button');
    back.focus();
    expect(document.activeElement).toBe(back);
    fireEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    // antd-mobile's look: its class names, title in the middle, the right slot kept.
    expect(document.querySelector('.adm-nav-bar-title')?.textContent).toBe('填写订单');
    expect(document.querySelector('.adm-nav-bar-right')?.textContent).toBe('分享');
  });

  it('without a way back it has no button at all, named or not', () => {
    render(<NavBar title="提示" />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(document.querySelector('[role="button"]')).toBeNull();
    expect(screen.getByText('提示')).toBeTruthy();
  });
});
