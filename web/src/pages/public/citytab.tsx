import type { QueryRef } from '@apollo/client';
import { IndexBar } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import {
  CitytabPageQueryDocument,
  useCitytabPageSearchQuery,
  type CitytabPageQuery,
  type CitytabPageQueryVariables,
  type LocalCity_CityFragment,
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
import { useBack } from '../../components/useBack.ts';
import { DEFAULT_CITY } from '../../features/city/cityStore.ts';
import { toCityRef, useLocalCity } from '../../features/city/useLocalCity.ts';
import './citytab.css';

const cityAccess: CityAccess<LocalCity_CityFragment> = { keyOf: (c) => c.adcode, nameOf: (c) => c.name };

export const loader = ({ preload }: PageLoaderArgs) => ({
  directory: preload<CitytabPageQuery, CitytabPageQueryVariables>(CitytabPageQueryDocument),
});

/** `/public/citytab`: pick the city the storefront uses (A–Z, 当前定位, 热门城市, search). */
export default function CitytabPage() {
  const { directory } = usePageData<typeof loader>();
  const local = useLocalCity({ locate: 'always' });
  const back = useBack('/');
  const keyword = useCityKeyword();

  const pick = (city: LocalCity_CityFragment) => {
    local.choose(toCityRef(city));
    back();
  };
  const followLocation = () => {
    // 当前定位 means "follow my position", not a fixed pick: later locations apply again.
    local.clearChoice();
    back();
  };

  return (
    <CityPickerFrame
      head={
        <>
          <PageHeader title="选择城市" />
          <CitySearchBox
            placeholder="输入城市名、拼音或首字母"
            value={keyword.keyword}
            onChange={keyword.setKeyword}
          />
        </>
      }
    >
      {keyword.typing ? (
        keyword.search ? (
          <SearchResults keyword={keyword.search} currentAdcode={local.city.adcode} onPick={pick} />
        ) : null
      ) : (
        <Directory directory={directory} local={local} onPick={pick} onUseLocated={followLocation} />
      )}
    </CityPickerFrame>
  );
}

function SearchResults({
  keyword,
  currentAdcode,
  onPick,
}: {
  keyword: string;
  currentAdcode: string;
  onPick: (city: LocalCity_CityFragment & { province: string }) => void;
}) {
  const { data, previousData, loading, error } = useCitytabPageSearchQuery({ variables: { keyword } });
  return (
    <CitySearchResults
      results={(data ?? previousData)?.searchCities}
      loading={loading}
      error={error}
      access={cityAccess}
      describe={(city) => city.province}
      currentKey={currentAdcode}
      onPick={onPick}
    />
  );
}

function Directory({
  directory,
  local,
  onPick,
  onUseLocated,
}: {
  directory: QueryRef<CitytabPageQuery>;
  local: ReturnType<typeof useLocalCity>;
  onPick: (city: LocalCity_CityFragment) => void;
  onUseLocated: () => void;
}) {
  const located = local.located;

  let locatedLabel: string;
  if (local.locating && !located) locatedLabel = '定位中…';
  else if (!located || located.fallback) locatedLabel = DEFAULT_CITY.name;
  else locatedLabel = located.city.name;

  // 当前定位 shows at once; the hot cities and A–Z follow (or their failure, with 重试).
  const index = (
    cities: CitytabPageQuery['cityDirectory'] | undefined,
    failure?: { error: unknown; retry: () => void; retrying: boolean },
  ) => (
    <CityIndex
      access={cityAccess}
      leading={
        <IndexBar.Panel index="current" title="当前定位" brief="定">
          <div className="sf-citytab__located">
            <button
              type="button"
              className="sf-city-picker__chip"
              onClick={onUseLocated}
              disabled={local.locating && !located}
            >
              <EnvironmentOutline />
              {locatedLabel}
            </button>
            <span className="sf-citytab__hint">
              {located?.fallback ? '未能获取位置，默认北京' : `当前城市：${local.city.name}`}
            </span>
          </div>
        </IndexBar.Panel>
      }
      hot={cities?.hot}
      groups={cities?.groups}
      currentKey={local.city.adcode}
      onPick={onPick}
      error={failure?.error}
      retrying={failure?.retrying ?? false}
      onRetry={failure?.retry ?? (() => {})}
    />
  );
  return (
    <PageData fallback={index(undefined)} renderError={(failure) => index(undefined, failure)}>
      <ReadQuery queryRef={directory}>{(data) => index(data.cityDirectory)}</ReadQuery>
    </PageData>
  );
}
