import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client';
import { todayInShanghai } from '@storefront/schema/dates';
import { Button, InfiniteScroll } from 'antd-mobile';
import { replace, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  HotelListPageFiltersQueryDocument,
  HotelListPageQueryDocument,
  useHotelCityDirectoryQuery,
  useHotelListPageFiltersQuery,
  type HotelListPageQuery,
  type HotelListPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { relativeHref } from '../../lib/url.ts';
import { localCityStore } from '../../features/city/useLocalCity.ts';
import { findCity, loadCityDirectory } from '../../features/hotel/search/cities.ts';
import { FilterBar } from '../../features/hotel/search/FilterBar.tsx';
import { HotelCard } from '../../features/hotel/search/HotelCard.tsx';
import {
  clearFilters,
  clearKeyword,
  filterCount,
  hotelDetailUrl,
  isAdcode,
  parseListQuery,
  searchInput,
  writeFilters,
  writeSort,
  type HotelListQuery,
} from '../../features/hotel/search/listQuery.ts';
import { pickerUrl } from '../../features/hotel/search/returnTo.ts';
import { shortDate } from '../../features/hotel/search/stay.ts';
import '../../features/hotel/search/hotelSearch.css';

/** What a list URL (or the map's, the same) loads: its search, or why there is none. */
export type HotelListData =
  | { kind: 'search'; city: string; search: QueryRef<HotelListPageQuery> }
  | { kind: 'unknownCity'; name: string };

/**
 * The list's and the map's loader. A URL without a city takes the shopper's local city; a city
 * given by name (banner type 6 sends `city=北京`) is looked up in the hotel cities and the URL
 * replaced by one with its adcode, so everything after (the search, the pickers, a reload) reads
 * one form. A name the directory does not know shows that, with a way to pick a city.
 */
export function hotelListLoader(path: string) {
  return async ({ preload, prefetch, searchParams, client }: PageLoaderArgs): Promise<HotelListData> => {
    const query = parseListQuery(searchParams, todayInShanghai());
    const withCity = (adcode: string) => {
      const next = new URLSearchParams(searchParams);
      next.set('city', adcode);
      return `${path}?${next.toString()}`;
    };
    if (!query.city) throw replace(withCity(localCityStore(client).getState().city.adcode));
    if (!isAdcode(query.city)) {
      const city = findCity(await loadCityDirectory(client), query.city);
      if (!city) return { kind: 'unknownCity', name: query.city };
      throw replace(withCity(city.adcode));
    }
    prefetch({
      query: HotelListPageFiltersQueryDocument,
      variables: { city: query.city },
      context: { silent: true },
    });
    return {
      kind: 'search',
      city: query.city,
      search: preload<HotelListPageQuery, HotelListPageQueryVariables>(HotelListPageQueryDocument, {
        variables: { input: searchInput(query, query.city) },
      }),
    };
  };
}

export const loader = hotelListLoader('/hotel/hotelList');

/** The list's query and where each of its controls leads; shared with the map. */
export function useHotelListUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = parseListQuery(params, todayInShanghai());
  const here = relativeHref(location);
  return {
    params,
    query,
    here,
    /** Change the URL in place: a choice of the list is not a page of its own (back leaves the list). */
    update: (next: URLSearchParams) => setParams(next, { replace: true }),
    calendarUrl: pickerUrl(
      '/hotel/hotelCalendar',
      { checkin: query.stay.checkIn, checkout: query.stay.checkOut },
      here,
    ),
    cityUrl: pickerUrl('/hotel/hotel-citytab', { city: query.city }, here),
    keywordUrl: pickerUrl(
      '/hotel/hotelKeyWord',
      {
        city: query.city,
        checkin: query.stay.checkIn,
        checkout: query.stay.checkOut,
        search: query.keyword,
      },
      here,
    ),
  };
}

/** The city's name for the bar, from the directory most pages already asked for. */
function useCityName(adcode: string | null) {
  const { data } = useHotelCityDirectoryQuery({ context: { silent: true } });
  if (!adcode) return '';
  return (data && findCity(data.hotelCities, adcode)?.name) ?? '';
}

/**
 * `/hotel/hotelList`: the hotels of a city for a stay (banner type 6 too). The bar on top shows
 * the city, the dates with the nights and the keyword, each opening its picker; under it the sort
 * and the filter panels. Twenty hotels a page, more as the list scrolls; sold-out hotels show 满房.
 * Every choice is in the URL (see listQuery.ts).
 */
export default function HotelListPage() {
  const data = usePageData<typeof loader>();
  const navigate = useNavigate();
  const url = useHotelListUrl();
  const { query, params } = url;
  const cityName = useCityName(data.kind === 'search' ? data.city : null);

  if (data.kind === 'unknownCity') {
    return (
      <div className="sf-hotel-list">
        <PageHeader title="酒店列表" fallback="/hotel" />
        <EmptyState
          className="sf-hotel-list__empty"
          title={`暂未找到“${data.name}”的酒店`}
          description="请换一个城市看看"
        >
          <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(url.cityUrl)}>
            选择城市
          </Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="sf-hotel-list">
      <PageHeader title="酒店列表" fallback="/hotel" />
      <div className="sf-hotel-list__top">
        <SearchBar
          query={query}
          cityName={cityName}
          onCity={() => navigate(url.cityUrl)}
          onDates={() => navigate(url.calendarUrl)}
          onKeyword={() => navigate(url.keywordUrl)}
          onClearKeyword={() => url.update(clearKeyword(params))}
          onMap={() => navigate(`/hotel/hotelMap?${params.toString()}`)}
        />
        <ListFilters city={data.city} query={query} onChange={url.update} params={params} />
      </div>
      {/* Keyed by the search: another search starts from its skeleton rather than under the old list. */}
      <PageData
        key={JSON.stringify(searchInput(query, data.city))}
        fallback={<PageSkeleton cards={[3, 3, 3]} className="sf-card" />}
      >
        <Results
          queryRef={data.search}
          variables={{ input: searchInput(query, data.city) }}
          query={query}
          onClearFilters={() => url.update(clearFilters(params))}
          onClearKeyword={() => url.update(clearKeyword(params))}
          onPickCity={() => navigate(url.cityUrl)}
        />
      </PageData>
    </div>
  );
}

export function SearchBar({
  query,
  cityName,
  onCity,
  onDates,
  onKeyword,
  onClearKeyword,
  onMap,
}: {
  query: HotelListQuery;
  cityName: string;
  onCity: () => void;
  onDates: () => void;
  onKeyword: () => void;
  onClearKeyword: () => void;
  onMap?: () => void;
}) {
  const { stay } = query;
  return (
    <div className="sf-hotel-list__bar">
      <button type="button" className="sf-hotel-list__city" aria-label={`城市 ${cityName}`} onClick={onCity}>
        {cityName || '城市'}
      </button>
      <button
        type="button"
        className="sf-hotel-list__dates"
        aria-label={`入住${stay.checkIn}，离店${stay.checkOut}，共${stay.nights}晚，修改日期`}
        data-testid="hotel-dates"
        onClick={onDates}
      >
        <span>住 {shortDate(stay.checkIn)}</span>
        <span>离 {shortDate(stay.checkOut)}</span>
      </button>
      <span className="sf-hotel-list__nights" aria-hidden="true">
        {stay.nights}晚
      </span>
      <div className="sf-hotel-list__search">
        <button
          type="button"
          className={`sf-hotel-list__keyword${query.keyword ? '' : ' sf-hotel-list__keyword--empty'}`}
          onClick={onKeyword}
        >
          {query.keyword ?? '酒店名/品牌/地标'}
        </button>
        {query.keyword ? (
          <button
            type="button"
            className="sf-hotel-list__clear"
            aria-label="清除关键词"
            onClick={onClearKeyword}
          >
            ✕
          </button>
        ) : null}
      </div>
      {onMap ? (
        <button type="button" className="sf-hotel-list__map" onClick={onMap}>
          地图
        </button>
      ) : null}
    </div>
  );
}

function ListFilters({
  city,
  query,
  params,
  onChange,
}: {
  city: string;
  query: HotelListQuery;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}) {
  const filters = useHotelListPageFiltersQuery({ variables: { city }, context: { silent: true } });
  return (
    <FilterBar
      sort={query.sort}
      filters={query.filters}
      options={filters.data?.hotelFilters}
      optionsFailed={Boolean(filters.error)}
      distanceKnown={query.point !== null}
      onSort={(sort) => onChange(writeSort(params, sort))}
      onFilters={(next) => onChange(writeFilters(params, next))}
    />
  );
}

/** Appends a further page, without repeating a hotel that moved between pages. */
export function mergePages(previous: HotelListPageQuery, next: HotelListPageQuery): HotelListPageQuery {
  const seen = new Set(previous.hotelSearch.items.map((h) => h.id));
  return {
    ...previous,
    hotelSearch: {
      ...next.hotelSearch,
      items: [...previous.hotelSearch.items, ...next.hotelSearch.items.filter((h) => !seen.has(h.id))],
    },
  };
}

/**
 * The next page, asked apart and appended under the first page's answer, which the list (and the
 * map, reading the same answer) shows: a failed next page leaves the list as it is and rejects.
 */
export function useLoadMore(variables: HotelListPageQueryVariables, pageNum: number) {
  const client = useApolloClient();
  return async () => {
    const { data: next } = await client.query<HotelListPageQuery, HotelListPageQueryVariables>({
      query: HotelListPageQueryDocument,
      variables: { input: { ...variables.input, pageNum: pageNum + 1 } },
      fetchPolicy: 'network-only',
    });
    client.cache.updateQuery<HotelListPageQuery, HotelListPageQueryVariables>(
      { query: HotelListPageQueryDocument, variables },
      (previous) => previous && mergePages(previous, next),
    );
  };
}

function Results({
  queryRef,
  variables,
  query,
  onClearFilters,
  onClearKeyword,
  onPickCity,
}: {
  queryRef: QueryRef<HotelListPageQuery>;
  variables: HotelListPageQueryVariables;
  query: HotelListQuery;
  onClearFilters: () => void;
  onClearKeyword: () => void;
  onPickCity: () => void;
}) {
  const navigate = useNavigate();
  const result = useReadQuery(queryRef).data.hotelSearch;
  const loadMore = useLoadMore(variables, result.pageNum);

  if (result.items.length === 0) {
    const filtered = filterCount(query.filters) > 0;
    return (
      <EmptyState
        className="sf-hotel-list__empty"
        title="没有找到符合条件的酒店"
        description={filtered ? '试试减少筛选条件' : query.keyword ? '换个关键词试试' : '换个城市或日期试试'}
      >
        {filtered ? (
          <Button color="primary" fill="outline" shape="rounded" onClick={onClearFilters}>
            清空筛选
          </Button>
        ) : query.keyword ? (
          <Button color="primary" fill="outline" shape="rounded" onClick={onClearKeyword}>
            清除关键词
          </Button>
        ) : (
          <Button color="primary" fill="outline" shape="rounded" onClick={onPickCity}>
            换个城市
          </Button>
        )}
      </EmptyState>
    );
  }

  return (
    <main aria-label="酒店列表">
      <p className="sf-hotel-list__summary" role="status">
        共{result.total}家酒店 · {result.nights}晚
      </p>
      {result.items.map((hotel) => (
        <HotelCard key={hotel.id} hotel={hotel} onOpen={(h) => navigate(hotelDetailUrl(h.id, query.stay))} />
      ))}
      <InfiniteScroll loadMore={loadMore} hasMore={result.hasMore}>
        {(hasMore, failed, retry) =>
          failed ? (
            <span>
              加载失败，
              <button type="button" className="sf-hotel-list__clear" onClick={() => void retry()}>
                点击重试
              </button>
            </span>
          ) : hasMore ? (
            '加载中…'
          ) : (
            `共${result.total}家酒店，没有更多了`
          )
        }
      </InfiniteScroll>
    </main>
  );
}
