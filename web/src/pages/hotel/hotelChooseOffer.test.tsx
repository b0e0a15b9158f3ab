import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/renderPage.tsx';
import * as chooseOfferPage from './hotelChooseOffer.tsx';

// 2026-11-20 in Shanghai.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

function open(url: string) {
  return renderPage(chooseOfferPage, {
    url,
    history: ['/hotel/hoteldetail?hotel_code=H310000001&checkin=2026-11-21&checkout=2026-11-22'],
    routes: [{ path: '/hotel/hoteldetail', element: <p>detail page</p> }],
  }).router;
}

/** Taps a day of a month of the calendar (`2026-11`, 25). */
function tap(yearMonth: string, day: number) {
  const month = document.querySelector(`[data-year-month="${yearMonth}"]`);
  const cell = [...(month?.querySelectorAll('.adm-calendar-picker-view-cell-date') ?? [])].find(
    (c) => c.textContent === String(day),
  );
  if (!cell?.parentElement) throw new Error(`no day ${day} in ${yearMonth}`);
  fireEvent.click(cell.parentElement);
}

const confirm = () => screen.getByRole('button', { name: /^确定/ });

describe('HotelChooseOfferPage', { timeout: 30_000 }, () => {
  it('opens on the stay of its URL, marking check-in and check-out', async () => {
    open('/hotel/hotelChooseOffer?hotel_code=H310000001&checkin=2026-11-21&checkout=2026-11-23');
    const summary = await screen.findByTestId('offer-summary');
    expect(summary.textContent).toContain('11月21日 明天');
    expect(summary.textContent).toContain('11月23日');
    expect(summary.textContent).toContain('共2晚');
    expect(confirm().textContent).toBe('确定（共2晚）');
    const labels = [...document.querySelectorAll('.sf-hotel-offer__cell-label')].map((l) => l.textContent);
    expect(labels).toEqual(['入住', '离店']);
  });

  it('offers today to today + 90 only', async () => {
    open('/hotel/hotelChooseOffer?hotel_code=H310000001');
    await screen.findByTestId('offer-summary');
    const disabled = (yearMonth: string, day: number) => {
      const month = document.querySelector(`[data-year-month="${yearMonth}"]`)!;
      const cell = [...month.querySelectorAll('.adm-calendar-picker-view-cell-date')].find(
        (c) => c.textContent === String(day),
      )!;
      return cell.parentElement!.classList.contains('adm-calendar-picker-view-cell-disabled');
    };
    expect(disabled('2026-11', 19)).toBe(true);
    expect(disabled('2026-11', 20)).toBe(false);
    expect(disabled('2027-2', 18)).toBe(false);
    expect(disabled('2027-2', 19)).toBe(true);
  });

  it('refuses more than 28 nights, saying so', async () => {
    open('/hotel/hotelChooseOffer?hotel_code=H310000001&checkin=2026-11-21&checkout=2026-11-23');
    await screen.findByTestId('offer-summary');
    tap('2026-11', 21);
    expect(screen.getByRole('status').textContent).toBe('请选择离店日期');
    tap('2026-12', 20);
    expect(screen.getByRole('alert').textContent).toContain('单次最多预订28晚');
    expect(confirm().hasAttribute('disabled')).toBe(true);
    tap('2026-11', 21);
    tap('2026-12', 19);
    expect(confirm().textContent).toBe('确定（共28晚）');
    expect(confirm().hasAttribute('disabled')).toBe(false);
  });

  it('returns to the detail with the new dates in place of itself', async () => {
    const router = open(
      '/hotel/hotelChooseOffer?hotel_code=H310000001&checkin=2026-11-21&checkout=2026-11-22',
    );
    await screen.findByTestId('offer-summary');
    tap('2026-12', 30);
    tap('2027-1', 2);
    fireEvent.click(confirm());
    await screen.findByText('detail page');
    expect(router.state.location.search).toBe(
      '?hotel_code=H310000001&checkin=2026-12-30&checkout=2027-01-02',
    );
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('picks the earlier of two taps as the check-in', async () => {
    open('/hotel/hotelChooseOffer?hotel_code=H310000001');
    await screen.findByTestId('offer-summary');
    tap('2026-11', 28);
    tap('2026-11', 25);
    expect(confirm().textContent).toBe('确定（共3晚）');
    expect(screen.getByTestId('offer-summary').textContent).toContain('11月25日');
  });

  it('needs a hotel to return to', () => {
    expect(
      chooseOfferPage.validate({ params: {}, searchParams: new URLSearchParams('checkin=2026-11-21') }),
    ).toBe(false);
  });
});
