import { todayInShanghai } from '@storefront/schema/dates';
import { useDebounce } from 'ahooks';
import { ErrorBlock, SearchBar, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  HotelKeyWordPageQueryDocument,
  useHotelKeyWordPageQuery,
  type HotelKeyWordPageQuery,
} from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { useLocalCity } from '../../features/city/useLocalCity.ts';
import { useKeywordHistory, type RecentKeyword } from '../../features/hotel/search/history.ts';
import {
  hotelDetailUrl,
  hotelListUrl,
  isAdcode,
  type GeoPoint,
} from '../../features/hotel/search/listQuery.ts';
import { openerOf, returnTo, withParams } from '../../features/hotel/search/returnTo.ts';
import { parseStay } from '../../features/hotel/search/stay.ts';
import '../../features/hotel/search/hotelSearch.css';

/** Typing pauses this long before auto-match asks: one request per word, not per keystroke. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** The graph's auto-match takes 1–30 characters. */
const MAX_KEYWORD = 30;

/** Opened with a keyword (from the list), its suggestions start with the page. */
export const loader = ({ prefetch, searchParams }: PageLoaderArgs) => {
  const city = searchParams.get('city') ?? '';
  const keyword = searchParams.get('search')?.trim().slice(0, MAX_KEYWORD) ?? '';
  if (isAdcode(city) && keyword)
    prefetch({
      query: HotelKeyWordPageQueryDocument,
      variables: { city, keyword },
      context: { silent: true },
    });
  return null;
};

type Suggestion = HotelKeyWordPageQuery['hotelSuggestions'][number];

/** Suggestions by kind, the kinds in the order their best match came (the answer is best first). */
export function groupSuggestions(list: readonly Suggestion[]): { kindText: string; items: Suggestion[] }[] {
  const groups = new Map<string, Suggestion[]>();
  for (const s of list) {
    const group = groups.get(s.kind) ?? [];
    group.push(s);
    groups.set(s.kind, group);
  }
  return [...groups.values()].map((items) => ({ kindText: items[0]!.kindText, items }));
}

/** `text` with the typed part marked. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = typed ? text.indexOf(typed) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{typed}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/**
 * `/hotel/hotelKeyWord?city&checkin&checkout&search&redirect`: auto-match as the shopper types,
 * grouped by kind (酒店, 品牌, 行政区, 商圈, 地标, 地铁站). A hotel opens its detail; anything else,
 * or the typed words, searches the list (a landmark or station by distance around it). Opened from
 * the list, the list comes back with the keyword; opened elsewhere, a list takes this page's
 * place. The keywords picked are remembered (清除 forgets them).
 */
export default function HotelKeyWordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const local = useLocalCity();
  const rawCity = params.get('city') ?? '';
  const city = isAdcode(rawCity) ? rawCity : local.city.adcode;
  const stay = parseStay(params, todayInShanghai());
  const opener = openerOf(params, '/hotel');
  const [text, setText] = useState(() => params.get('search') ?? '');
  const typed = useDebounce(text.trim(), { wait: SUGGEST_DEBOUNCE_MS });
  const keyword = typed.slice(0, MAX_KEYWORD);
  const history = useKeywordHistory();
  const { data, previousData, loading, error } = useHotelKeyWordPageQuery({
    variables: { city, keyword },
    skip: keyword === '',
    context: { silent: true },
  });
  const suggestions = (data ?? previousData)?.hotelSuggestions;

  const searchList = (words: string, point: GeoPoint | null) => {
    const value = words.trim().slice(0, MAX_KEYWORD);
    if (!value) return;
    history.remember({ text: value, lat: point?.lat ?? null, lng: point?.lng ?? null });
    const fromList = new URL(opener, 'http://storefront.invalid').pathname === '/hotel/hotelList';
    if (fromList) {
      const current = new URL(opener, 'http://storefront.invalid').searchParams.get('sort');
      returnTo(
        navigate,
        withParams(opener, {
          search: value,
          lat: point ? String(point.lat) : null,
          lng: point ? String(point.lng) : null,
          // A point sorts by distance from it; without one, a distance sort has nothing to measure.
          sort: point ? 'distance' : current === 'distance' ? null : current,
        }),
      );
    } else {
      navigate(hotelListUrl({ city, stay, keyword: value, point, sort: point ? 'DISTANCE' : null }), {
        replace: true,
      });
    }
  };
  const pick = (s: Suggestion) => {
    if (s.kind === 'HOTEL' && s.hotelId) {
      history.remember({ text: s.text, lat: null, lng: null });
      navigate(hotelDetailUrl(s.hotelId, stay), { replace: true });
      return;
    }
    searchList(s.text, s.location ? { lat: s.location.lat, lng: s.location.lng } : null);
  };
  const pickRecent = (r: RecentKeyword) =>
    searchList(r.text, r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null);

  let body;
  if (text.trim() === '') {
    body =
      history.items.length > 0 ? (
        <section className="sf-hotel-keyword__history" aria-label="历史搜索">
          <div className="sf-hotel-section-head">
            <h2>历史搜索</h2>
            <button type="button" onClick={history.clear}>
              清除
            </button>
          </div>
          <div className="sf-hotel-chips">
            {history.items.map((r) => (
              <button key={r.text} type="button" className="sf-hotel-chip" onClick={() => pickRecent(r)}>
                {r.text}
              </button>
            ))}
          </div>
        </section>
      ) : null;
  } else if (error && !suggestions) {
    body = <ErrorBlock status="disconnected" title="联想失败" description={displayMessage(error)} />;
  } else if (!suggestions) {
    body = loading || keyword !== text.trim() ? <Skeleton.Paragraph lineCount={4} animated /> : null;
  } else if (suggestions.length === 0) {
    body = (
      <ErrorBlock
        status="empty"
        title="没有找到相关的酒店或地点"
        description={`可直接搜索“${text.trim()}”，或换个关键词试试`}
      />
    );
  } else {
    body = (
      <div aria-label="联想结果" role="list">
        {groupSuggestions(suggestions).map((group) => (
          <section key={group.kindText} className="sf-hotel-suggestions__group" role="listitem">
            <h2>{group.kindText}</h2>
            {group.items.map((s) => (
              <button
                key={`${s.kind}:${s.hotelId ?? s.text}`}
                type="button"
                className="sf-hotel-suggestion"
                data-testid="hotel-suggestion"
                onClick={() => pick(s)}
              >
                <span className="sf-hotel-suggestion__text">
                  <Highlighted text={s.text} typed={keyword} />
                </span>
                <span className="sf-hotel-suggestion__hint">{s.hint}</span>
              </button>
            ))}
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className="sf-hotel-keyword">
      <PageHeader title="搜索酒店" fallback={opener} />
      <div className="sf-city-picker__search">
        <SearchBar
          placeholder="酒店名/品牌/商圈/地标/地铁站"
          value={text}
          maxLength={MAX_KEYWORD}
          autoFocus
          onChange={setText}
          onClear={() => setText('')}
          onSearch={(value) => searchList(value, null)}
          aria-label="搜索关键词"
        />
      </div>
      {body}
    </div>
  );
}
