import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabStrip } from './TabStrip.tsx';

const ITEMS = ['全部', '机票', '酒店', '火车票', '门票', '线路', '签证'].map((title, i) => ({
  key: String(i),
  title,
}));

function Strip({ start = '0', onChange }: { start?: string; onChange?: (key: string) => void }) {
  const [active, setActive] = useState(start);
  return (
    <TabStrip
      items={ITEMS}
      activeKey={active}
      label="订单类型"
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

/** jsdom lays nothing out: each tab 60 px wide, side by side, in a row 200 px wide. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(60);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement ? [...this.parentElement.children].indexOf(this) * 60 : 0;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('TabStrip', () => {
  it('is a tab list with one selected tab, the only one reached by Tab', () => {
    render(<Strip start="2" />);
    expect(screen.getByRole('tablist', { name: '订单类型' })).toBeTruthy();
    const selected = screen.getAllByRole('tab', { selected: true });
    expect(selected.map((t) => t.textContent)).toEqual(['酒店']);
    expect(selected[0]!.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: '机票' }).tabIndex).toBe(-1);
  });

  it('chooses a tab on a tap, and not again when it is already chosen', () => {
    const onChange = vi.fn();
    render(<Strip onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '签证' }));
    expect(onChange).toHaveBeenCalledWith('6');
    expect(screen.getByRole('tab', { name: '签证', selected: true })).toBeTruthy();
  });

  it('moves with the arrow keys, Home and End, round the ends, and keeps focus on the choice', () => {
    render(<Strip />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('签证');
    expect(document.activeElement?.textContent).toBe('签证');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('全部');
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('线路');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('全部');
  });

  it('brings a tab chosen off to the side into the middle of the row', () => {
    layOut();
    render(<Strip start="5" />);
    const list = screen.getByRole('tablist');
    // 线路 starts at 300 px: centred in 200 px, the row scrolls to 300 - (200 - 60) / 2.
    expect(list.scrollLeft).toBe(230);
    fireEvent.click(screen.getByRole('tab', { name: '机票' }));
    // 60 - 70 would be before the start: the row goes back to its start.
    expect(list.scrollLeft).toBe(0);
  });
});
