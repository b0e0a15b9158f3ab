import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage.tsx';
import * as hotelCalendarPage from './hotelCalendar.tsx';

beforeAll(() => {
  // jsdom has no scrolling: the calendar opens on the check-in's month by scrolling to it.
  Element.prototype.scrollIntoView ??= vi.fn();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

const LIST = '/hotel/hotelList?city=310000&checkin=2026-11-21&checkout=2026-11-22&level=5';

function renderCalendar(search: string) {
  return renderPage(hotelCalendarPage, {
    url: `/hotel/hotelCalendar?${search}`,
    routes: [
      { path: '/hotel/hotelList', element: <p>list page</p> },
      { path: '/hotel', element: <p>hotel home</p> },
    ],
  }).router;
}

/** The calendar's cell of a day (antd-mobile draws each month's days as cells). */
function day(date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const months = [...document.querySelectorAll('.adm-calendar-picker-view-title')];
  const month = months.findIndex((title) => {
    const shown = /^(\d+)年(\d+)月$/.exec(title.textContent ?? '');
    return shown !== null && Number(shown[1]) === y && Number(shown[2]) === m;
  });
  const cells = document.querySelectorAll('.adm-calendar-picker-view-cells')[month]!;
  const cell = [...cells.querySelectorAll('.adm-calendar-picker-view-cell')].find(
    (c) => c.querySelector('.adm-calendar-picker-view-cell-date')?.textContent === String(d),
  );
  if (!cell) throw new Error(`no cell for ${date}`);
  return cell;
}

describe('HotelCalendarPage', { timeout: 30_000 }, () => {
  it('shows the stay it was opened with and its nights', async () => {
    renderCalendar(`checkin=2026-11-21&checkout=2026-11-24&redirect=${encodeURIComponent(LIST)}`);
    expect((await screen.findByTestId('calendar-checkin')).textContent).toBe('11月21日');
    expect(screen.getByTestId('calendar-checkout').textContent).toBe('11月24日');
    expect(screen.getByTestId('calendar-nights').textContent).toBe('共3晚');
  });

  it('takes the check-in, then the check-out, and returns them to the page that opened it', async () => {
    const router = renderCalendar(
      `checkin=2026-11-21&checkout=2026-11-22&redirect=${encodeURIComponent(LIST)}`,
    );
    await screen.findByTestId('calendar-checkin');
    fireEvent.click(day('2026-11-25'));
    expect(screen.getByTestId('calendar-checkin').textContent).toBe('11月25日');
    expect(screen.getByRole('button', { name: '请选择离店日期' })).toHaveProperty('disabled', true);
    // A day before the check-in starts again from it.
    fireEvent.click(day('2026-11-23'));
    expect(screen.getByTestId('calendar-checkin').textContent).toBe('11月23日');
    fireEvent.click(day('2026-11-27'));
    expect(screen.getByTestId('calendar-nights').textContent).toBe('共4晚');
    fireEvent.click(screen.getByRole('button', { name: '确定（共4晚）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel/hotelList'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('checkin')).toBe('2026-11-23');
    expect(params.get('checkout')).toBe('2026-11-27');
    // The list's other choices stay.
    expect(params.get('level')).toBe('5');
    expect(params.get('city')).toBe('310000');
  });

  it('refuses a stay of more than 28 nights', async () => {
    renderCalendar(`checkin=2026-11-21&checkout=2026-11-22&redirect=${encodeURIComponent(LIST)}`);
    await screen.findByTestId('calendar-checkin');
    fireEvent.click(day('2026-11-21'));
    fireEvent.click(day('2026-12-20'));
    expect(await screen.findByText('最多可预订28晚，请重新选择离店日期')).toBeTruthy();
    expect(screen.getByTestId('calendar-checkout').textContent).toBe('--');
    // 28 nights is allowed.
    fireEvent.click(day('2026-12-19'));
    expect(screen.getByTestId('calendar-nights').textContent).toBe('共28晚');
  });

  it('does not offer days before today or after today + 90', async () => {
    renderCalendar('');
    await screen.findByTestId('calendar-checkin');
    expect(day('2026-11-19').className).toContain('disabled');
    expect(day('2026-11-20').className).not.toContain('disabled');
    expect(day('2027-02-18').className).not.toContain('disabled');
    expect(day('2027-02-19').className).toContain('disabled');
  });

  it('goes back to /hotel when opened without a way back, and ignores an unsafe one', async () => {
    const router = renderCalendar('checkin=2026-11-21&checkout=2026-11-22&redirect=https://evil.example/');
    await screen.findByTestId('calendar-checkin');
    fireEvent.click(screen.getByRole('button', { name: '确定（共1晚）' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel'));
    expect(router.state.location.search).toBe('?checkin=2026-11-21&checkout=2026-11-22');
  });
});
