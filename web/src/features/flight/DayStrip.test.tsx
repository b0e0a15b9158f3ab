import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayWindow } from './days.ts';
import { DayStrip, pricesByDate } from './DayStrip.tsx';
import { testLowPrices } from './testFlights.ts';

const TODAY = '2026-11-20';
const days = dayWindow('2026-11-21', TODAY, '2027-02-17');

function renderStrip(loaded: boolean, prices = testLowPrices(TODAY, [500, null, 460, 480, 520, 530, 540])) {
  const onPick = vi.fn();
  const onMore = vi.fn();
  render(
    <DayStrip
      days={days}
      selected="2026-11-21"
      today={TODAY}
      prices={pricesByDate(loaded ? prices : undefined)}
      pricesLoaded={loaded}
      onPick={onPick}
      onMore={onMore}
    />,
  );
  const strip = screen.getByRole('navigation', { name: '选择出发日期' });
  const dayButtons = within(strip)
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('data-date'));
  return { onPick, onMore, dayButtons, strip };
}

describe('DayStrip', { timeout: 30_000 }, () => {
  it('shows seven days from today with their names and lowest prices', () => {
    const { dayButtons } = renderStrip(true);
    expect(dayButtons.map((b) => b.getAttribute('data-date'))).toEqual(days);
    expect(dayButtons[0]!.textContent).toBe('今天11-20¥500');
    // Nothing on sale the 21st; the 23rd is a Monday.
    expect(dayButtons[1]!.textContent).toBe('明天11-21--');
    expect(dayButtons[3]!.textContent).toBe('周一11-23¥480');
  });

  it('marks the searched day and waits for prices without claiming there are none', () => {
    const { dayButtons } = renderStrip(false);
    expect(dayButtons.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(dayButtons[0]!.textContent).toContain('…');
  });

  it('picks another day, ignores the current one, and opens the calendar', () => {
    const { dayButtons, onPick, onMore, strip } = renderStrip(true);
    fireEvent.click(dayButtons[1]!);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(dayButtons[4]!);
    expect(onPick).toHaveBeenCalledWith('2026-11-24');
    fireEvent.click(within(strip).getByRole('button', { name: /日历/ }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});
