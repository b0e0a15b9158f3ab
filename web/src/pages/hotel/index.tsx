import { todayInShanghai } from '@storefront/schema/dates';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { HotelCityDirectoryQueryDocument, useHotelCityDirectoryQuery } from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { relativeHref } from '../../lib/url.ts';
import { useLocalCity } from '../../features/city/useLocalCity.ts';
import { findCity } from '../../features/hotel/search/cities.ts';
import { useRecentSearches, type RecentSearch } from '../../features/hotel/search/history.ts';
import { hotelListUrl } from '../../features/hotel/search/listQuery.ts';
import { pickerUrl } from '../../features/hotel/search/returnTo.ts';
import { dayName, monthDay, parseStay } from '../../features/hotel/search/stay.ts';
import '../../features/hotel/search/hotelSearch.css';

/** How many hot cities the shortcut row shows. */
const HOT_CITIES_SHOWN = 8;

/** The hotel cities: the hot-city row and the city's name when the URL gives only its code. */
export const loader = ({ prefetch }: PageLoaderArgs) => {
  prefetch({ query: HotelCityDirectoryQueryDocument, context: { silent: true } });
  return null;
};

/**
 * `/hotel` (the home's 酒店 icon, banner type 5): the hotel search form. The city is the shopper's
 * local city until another is picked; the dates are today and tomorrow until changed; the keyword
 * opens auto-match. The form lives in the URL (`city`, `checkin`, `checkout`, `search`), so the
 * pickers return to it and a reload keeps it. 查询 opens the list and remembers the search.
 */
export default function HotelHomePage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const local = useLocalCity();
  const directory = useHotelCityDirectoryQuery({ context: { silent: true } }).data?.hotelCities;
  const recent = useRecentSearches();
  const today = todayInShanghai();
  const stay = parseStay(params, today);
  const here = relativeHref(location);
  const keyword = params.get('search')?.trim() || null;

  const chosen = params.get('city')?.trim() || null;
  const chosenCity = chosen && directory ? findCity(directory, chosen) : null;
  // A city named in the URL, once known; else the local city (located, picked on the home, or 北京).
  const city = chosen
    ? { adcode: chosenCity?.adcode ?? chosen, name: chosenCity?.name ?? (directory ? chosen : '…') }
    : { adcode: local.city.adcode, name: local.city.name };

  const setForm = (fields: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(fields)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  const search = () => {
    recent.remember({ cityAdcode: city.adcode, cityName: city.name, keyword });
    navigate(hotelListUrl({ city: city.adcode, stay, keyword }));
  };
  const applyRecent = (r: RecentSearch) => setForm({ city: r.cityAdcode, search: r.keyword });

  return (
    <div className="sf-hotel-home">
      <PageHeader title="酒店" />
      <div className="sf-hotel-home__hero" aria-hidden="true">
        品质酒店 · 安心入住
      </div>
      <section className="sf-card sf-hotel-home__card" aria-label="酒店搜索">
        <button
          type="button"
          className="sf-hotel-field"
          aria-label={`目的地 ${city.name}`}
          data-testid="hotel-city"
          onClick={() => navigate(pickerUrl('/hotel/hotel-citytab', { city: city.adcode }, here))}
        >
          <span className="sf-hotel-field__label">目的地</span>
          <span className="sf-hotel-field__value">{city.name}</span>
        </button>
        <button
          type="button"
          className="sf-hotel-field"
          aria-label={`入住${monthDay(stay.checkIn)}，离店${monthDay(stay.checkOut)}，共${stay.nights}晚`}
          data-testid="hotel-dates"
          onClick={() =>
            navigate(
              pickerUrl('/hotel/hotelCalendar', { checkin: stay.checkIn, checkout: stay.checkOut }, here),
            )
          }
        >
          <span className="sf-hotel-field__label">入住</span>
          <span className="sf-hotel-field__value">
            {monthDay(stay.checkIn)}
            <span className="sf-hotel-field__day">{dayName(stay.checkIn, today)}</span>
          </span>
          <span className="sf-hotel-field__nights">共{stay.nights}晚</span>
          <span className="sf-hotel-field__value" style={{ textAlign: 'right' }}>
            {monthDay(stay.checkOut)}
            <span className="sf-hotel-field__day">{dayName(stay.checkOut, today)}</span>
          </span>
        </button>
        <button
          type="button"
          className="sf-hotel-field"
          data-testid="hotel-keyword"
          onClick={() =>
            navigate(
              pickerUrl(
                '/hotel/hotelKeyWord',
                { city: city.adcode, checkin: stay.checkIn, checkout: stay.checkOut, search: keyword },
                here,
              ),
            )
          }
        >
          <span className="sf-hotel-field__label">关键词</span>
          <span className={`sf-hotel-field__value${keyword ? '' : ' sf-hotel-field__value--empty'}`}>
            {keyword ?? '酒店名/品牌/地标/地铁站（选填）'}
          </span>
        </button>
        {keyword ? (
          <button type="button" className="sf-hotel-list__clear" onClick={() => setForm({ search: null })}>
            清除关键词
          </button>
        ) : null}
        <Button
          block
          color="primary"
          size="large"
          className="sf-gradient-button sf-hotel-home__search"
          onClick={search}
        >
          查询
        </Button>
      </section>

      {recent.items.length > 0 ? (
        <section className="sf-card" aria-label="最近搜索">
          <div className="sf-hotel-section-head">
            <h2>最近搜索</h2>
            <button type="button" onClick={recent.clear}>
              清除
            </button>
          </div>
          <div className="sf-hotel-chips">
            {recent.items.map((r) => (
              <button
                key={`${r.cityAdcode}|${r.keyword ?? ''}`}
                type="button"
                className="sf-hotel-chip"
                onClick={() => applyRecent(r)}
              >
                {r.cityName}
                {r.keyword ? ` · ${r.keyword}` : ''}
              </button>
            ))}
          </div>
        </section>
      ) : null}

      {directory && directory.hot.length > 0 ? (
        <section className="sf-card" aria-label="热门城市">
          <div className="sf-hotel-section-head">
            <h2>热门城市</h2>
          </div>
          <div className="sf-hotel-chips">
            {directory.hot.slice(0, HOT_CITIES_SHOWN).map((c) => (
              <button
                key={c.adcode}
                type="button"
                className={`sf-hotel-chip${c.adcode === city.adcode ? ' sf-hotel-chip--on' : ''}`}
                aria-pressed={c.adcode === city.adcode}
                onClick={() => setForm({ city: c.adcode, search: c.adcode === city.adcode ? keyword : null })}
              >
                {c.name}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
