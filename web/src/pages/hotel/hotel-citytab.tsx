import { IndexBar } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  HotelCityDirectoryQueryDocument,
  type HotelCity_CityFragment,
  type HotelCityDirectoryQuery,
  type HotelCityDirectoryQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import {
  CityIndex,
  CityPickerFrame,
  CitySearchBox,
  CitySearchResults,
  useCityKeyword,
  type CityAccess,
} from '../../components/CityPicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { ReadQuery } from '../../components/pageState/ReadQuery.tsx';
import { useLocalCity } from '../../features/city/useLocalCity.ts';
import { allCities, findCity } from '../../features/hotel/search/cities.ts';
import { CITY_BOUND_PARAMS } from '../../features/hotel/search/listQuery.ts';
import { openerOf, returnTo, withParams } from '../../features/hotel/search/returnTo.ts';
import '../../features/hotel/search/hotelSearch.css';

const access: CityAccess<HotelCity_CityFragment> = { keyOf: (c) => c.adcode, nameOf: (c) => c.name };

export const loader = ({ preload }: PageLoaderArgs) => ({
  directory: preload<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>(
    HotelCityDirectoryQueryDocument,
  ),
});

/** Cities whose name, pinyin or pinyin initial start with what was typed. */
export function matchCities(
  cities: readonly HotelCity_CityFragment[],
  keyword: string,
): HotelCity_CityFragment[] {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return [];
  return cities.filter(
    (c) =>
      c.name.includes(wanted) ||
      c.pinyin.toLowerCase().startsWith(wanted) ||
      (wanted.length === 1 && c.firstLetter.toLowerCase() === wanted),
  );
}

/**
 * `/hotel/hotel-citytab?city&redirect`: the hotel cities, A–Z with an index bar, the hot ones,
 * the located city, and search as you type (name or pinyin, from the same list). A pick returns
 * to `redirect` (the page that opened it) with `city` set to the adcode, dropping what belonged
 * to the old city (keyword, point, filters).
 */
export default function HotelCitytabPage() {
  const { directory } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const opener = openerOf(params, '/hotel');
  const current = params.get('city');
  const keyword = useCityKeyword();
  const local = useLocalCity({ locate: 'always' });

  const pick = (city: HotelCity_CityFragment) => {
    // The same city keeps the opener's keyword and filters.
    const drop = city.adcode === current ? [] : CITY_BOUND_PARAMS;
    returnTo(navigate, withParams(opener, { city: city.adcode }, drop));
  };

  const index = (
    data: HotelCityDirectoryQuery['hotelCities'] | undefined,
    failure?: { error: unknown; retry: () => void; retrying: boolean },
  ) => (
    <CityIndex
      access={access}
      leading={locatedPanel(local, data, pick)}
      hot={data?.hot}
      groups={data?.groups}
      currentKey={current}
      onPick={pick}
      error={failure?.error}
      retrying={failure?.retrying ?? false}
      onRetry={failure?.retry ?? (() => {})}
    />
  );

  return (
    <CityPickerFrame
      head={
        <>
          <PageHeader title="选择城市" fallback={opener} />
          <CitySearchBox
            placeholder="输入城市名或拼音"
            value={keyword.keyword}
            onChange={keyword.setKeyword}
          />
        </>
      }
    >
      <PageData fallback={keyword.typing ? null : index(undefined)} renderError={(f) => index(undefined, f)}>
        <ReadQuery queryRef={directory}>
          {(data) =>
            keyword.typing ? (
              <SearchResults
                directory={data.hotelCities}
                keyword={keyword.keyword}
                current={current}
                onPick={pick}
              />
            ) : (
              index(data.hotelCities)
            )
          }
        </ReadQuery>
      </PageData>
    </CityPickerFrame>
  );
}

function SearchResults({
  directory,
  keyword,
  current,
  onPick,
}: {
  directory: HotelCityDirectoryQuery['hotelCities'];
  keyword: string;
  current: string | null;
  onPick: (city: HotelCity_CityFragment) => void;
}) {
  const results = useMemo(() => matchCities(allCities(directory), keyword), [directory, keyword]);
  return (
    <CitySearchResults
      results={results}
      loading={false}
      error={null}
      access={access}
      describe={(city) => `${city.hotelCount}家酒店`}
      currentKey={current}
      onPick={onPick}
    />
  );
}

/**
 * 当前定位: the shopper's located city, pickable when it has hotels. An `IndexBar.Panel` element
 * itself (the index bar reads its children's type), so a function rather than a component.
 */
function locatedPanel(
  local: ReturnType<typeof useLocalCity>,
  directory: HotelCityDirectoryQuery['hotelCities'] | undefined,
  onPick: (city: HotelCity_CityFragment) => void,
) {
  const located = local.located;
  const city = located && !located.fallback && directory ? findCity(directory, located.city.adcode) : null;
  let label: string;
  if (local.locating && !located) label = '定位中…';
  else if (!located || located.fallback) label = '未能获取位置';
  else label = located.city.name;
  return (
    <IndexBar.Panel index="located" title="当前定位" brief="定">
      <div className="sf-hotel-citytab__located">
        <button
          type="button"
          className="sf-city-picker__chip"
          disabled={!city}
          onClick={() => city && onPick(city)}
        >
          <EnvironmentOutline />
          {label}
        </button>
        {located && !located.fallback && directory && !city ? (
          <span className="sf-hotel-field__day">该城市暂无可预订酒店</span>
        ) : null}
      </div>
    </IndexBar.Panel>
  );
}
