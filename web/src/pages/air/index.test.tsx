import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDraft, pickCity, setDates } from '../../features/flight/draft.ts';
import { AIR_STORAGE_KEYS, resetSearchDraftForTests } from '../../features/flight/useSearchDraft.ts';
import AirPage from './index.tsx';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSearchDraftForTests();
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/air', element: <AirPage /> },
      { path: '/air/airList', element: <p>domestic list</p> },
      { path: '/air/intAirList', element: <p>international list</p> },
      { path: '/air/airCitytab', element: <p>city picker</p> },
      { path: '/air/calendar', element: <p>calendar</p> },
    ],
    { initialEntries: ['/air'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const searched = (router: ReturnType<typeof renderForm>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('AirPage', { timeout: 30_000 }, () => {
  it('searches Beijing to Shanghai tomorrow by default', async () => {
    const router = renderForm();
    expect(screen.getByTestId('from-city').textContent).toContain('北京');
    expect(screen.getByTestId('to-city').textContent).toContain('上海');
    expect(screen.getByTestId('dates').textContent).toContain('11月21日');
    expect(screen.getByTestId('dates').textContent).toContain('明天');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airList'));
    expect(searched(router)).toEqual({
      route_type: '1',
      start_city_code: 'BJS',
      start_city_name: '北京',
      end_city_code: 'SHA',
      end_city_name: '上海',
      date: '2026-11-21',
    });
  });

  it('swaps the cities before searching and remembers the search', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '交换出发和到达城市' }));
    expect(screen.getByTestId('from-city').textContent).toContain('上海');
    expect(screen.getByTestId('to-city').textContent).toContain('北京');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airList'));
    expect(searched(router)).toMatchObject({ start_city_code: 'SHA', end_city_code: 'BJS' });
    expect(JSON.parse(localStorage.getItem(AIR_STORAGE_KEYS.last)!).pairs.domestic.from.name).toBe('上海');
    expect(JSON.parse(localStorage.getItem(AIR_STORAGE_KEYS.recent)!)).toHaveLength(1);
  });

  it('searches a round trip with a cabin preference', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '往返' }));
    expect(screen.getByTestId('dates').textContent).toContain('返程日期');
    fireEvent.click(screen.getByText('公务舱/头等舱'));
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airList'));
    expect(searched(router)).toMatchObject({
      route_type: '2',
      date: '2026-11-21',
      back_date: '2026-11-24',
      cabin: 'premium',
    });
  });

  it('asks for passengers on the international tab and goes to the international list', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByText('国际/港澳台'));
    expect(screen.getByTestId('to-city').textContent).toContain('首尔');
    const adults = screen.getByLabelText('成人人数');
    fireEvent.click(adults.querySelector('.adm-stepper-plus')!);
    fireEvent.click(screen.getByLabelText('儿童人数').querySelector('.adm-stepper-plus')!);
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/intAirList'));
    expect(searched(router)).toMatchObject({
      start_city_code: 'PEK',
      end_city_code: 'SEL',
      end_city_name: '首尔',
      adult: '2',
      child: '1',
    });
  });

  it('opens the city picker and the calendar for the form’s tab', async () => {
    const router = renderForm();
    fireEvent.click(screen.getByTestId('to-city'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/airCitytab'));
    expect(router.state.location.search).toBe('?type=end');
    await router.navigate('/air');
    fireEvent.click(await screen.findByTestId('dates'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/air/calendar'));
  });

  it('shows what the city picker and calendar left in the draft (a reload keeps it)', () => {
    const draft = setDates(
      pickCity(defaultDraft('2026-11-20'), 'to', { code: 'CTU', name: '成都', international: false }),
      '2026-12-05',
    );
    sessionStorage.setItem(AIR_STORAGE_KEYS.draft, JSON.stringify(draft));
    renderForm();
    expect(screen.getByTestId('to-city').textContent).toContain('成都');
    expect(screen.getByTestId('dates').textContent).toContain('12月5日');
  });

  it('refuses the same city at both ends', async () => {
    const draft = pickCity(defaultDraft('2026-11-20'), 'to', {
      code: 'BJS',
      name: '北京',
      international: false,
    });
    sessionStorage.setItem(AIR_STORAGE_KEYS.draft, JSON.stringify(draft));
    const router = renderForm();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('出发城市和到达城市不能相同')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/air');
  });

  it('puts a recent route back in the form', async () => {
    localStorage.setItem(
      AIR_STORAGE_KEYS.recent,
      JSON.stringify([
        {
          market: 'domestic',
          routeType: 1,
          pair: {
            from: { code: 'CAN', name: '广州', international: false },
            to: { code: 'CTU', name: '成都', international: false },
          },
        },
      ]),
    );
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '广州 → 成都' }));
    await waitFor(() => expect(screen.getByTestId('from-city').textContent).toContain('广州'));
    expect(screen.getByTestId('to-city').textContent).toContain('成都');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('region', { name: '最近搜索' })).toBeNull();
  });
});
