import type { QueryRef } from '@apollo/client';
import { IndexBar, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import {
  AirCitytabPageQueryDocument,
  useAirCitytabPageSearchQuery,
  type AirCitytab_CityFragment,
  type AirCitytabPageQuery,
  type AirCitytabPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import {
  CityChips,
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
import { currentPair, pickCity, type AirCityRef } from '../../features/flight/draft.ts';
import { updateSearchDraft, useSearchDraft } from '../../features/flight/useSearchDraft.ts';
import './air.css';

const access: CityAccess<AirCitytab_CityFragment | AirCityRef> = {
  keyOf: (c) => c.code,
  nameOf: (c) => c.name,
};

function toRef(city: AirCitytab_CityFragment): AirCityRef {
  return { code: city.code, name: city.name, international: city.international };
}

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  directory: preload<AirCitytabPageQuery, AirCitytabPageQueryVariables>(AirCitytabPageQueryDocument, {
    variables: { international: searchParams.get('international') === '1' },
  }),
});

/**
 * `/air/airCitytab` (and `/air/air-citytab`): the departure (`type=start`) or arrival (`type=end`)
 * city of the /air form. Domestic and international tabs (`international=1`, kept in the URL so a
 * reload stays on the tab), hot cities, A–Z, and search by name, pinyin or code. The pick goes into
 * the form's draft and the page goes back to the form.
 */
export default function AirCitytabPage() {
  const { directory } = usePageData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const end = params.get('type') === 'end' ? 'to' : 'from';
  const international = params.get('international') === '1';
  const draft = useSearchDraft();
  const current = currentPair(draft)[end];
  const back = useBack('/air');
  const keyword = useCityKeyword();

  const pick = (city: AirCitytab_CityFragment) => {
    updateSearchDraft((d) => pickCity(d, end, toRef(city)));
    back();
  };
  const switchTab = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'international') next.set('international', '1');
    else next.delete('international');
    setParams(next, { replace: true });
  };

  return (
    <CityPickerFrame
      head={
        <>
          <PageHeader title={end === 'from' ? '选择出发城市' : '选择到达城市'} fallback="/air" />
          <CitySearchBox
            placeholder="输入城市名、拼音或机场三字码"
            value={keyword.keyword}
            onChange={keyword.setKeyword}
          />
          {keyword.typing ? null : (
            <Tabs
              className="sf-air-citytab__tabs"
              activeKey={international ? 'international' : 'domestic'}
              onChange={switchTab}
              stretch
            >
              <Tabs.Tab key="domestic" title="国内" />
              <Tabs.Tab key="international" title="国际/港澳台" />
            </Tabs>
          )}
        </>
      }
    >
      {keyword.typing ? (
        keyword.search ? (
          <SearchResults keyword={keyword.search} currentCode={current.code} onPick={pick} />
        ) : null
      ) : (
        <Directory
          // A new tab is a new list: its own index position and panels.
          key={international ? 'international' : 'domestic'}
          directory={directory}
          current={current}
          label={end === 'from' ? '出发城市' : '到达城市'}
          onPick={pick}
          onKeep={back}
        />
      )}
    </CityPickerFrame>
  );
}

function SearchResults({
  keyword,
  currentCode,
  onPick,
}: {
  keyword: string;
  currentCode: string;
  onPick: (city: AirCitytab_CityFragment) => void;
}) {
  const { data, previousData, loading, error } = useAirCitytabPageSearchQuery({ variables: { keyword } });
  return (
    <CitySearchResults
      results={(data ?? previousData)?.searchAirCities}
      loading={loading}
      error={error}
      access={access}
      describe={(city) =>
        [
          city.international ? '国际/地区' : null,
          city.airports.map((a) => `${a.shortName}(${a.code})`).join(' · '),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      currentKey={currentCode}
      onPick={onPick}
    />
  );
}

function Directory({
  directory,
  current,
  label,
  onPick,
  onKeep,
}: {
  directory: QueryRef<AirCitytabPageQuery>;
  current: AirCityRef;
  label: string;
  onPick: (city: AirCitytab_CityFragment) => void;
  /** The current choice tapped: nothing changes, back to the form. */
  onKeep: () => void;
}) {
  // The current city shows at once; the hot cities and A–Z follow (or their failure, with 重试).
  const index = (
    cities: AirCitytabPageQuery['airCities'] | undefined,
    failure?: { error: unknown; retry: () => void; retrying: boolean },
  ) => (
    <CityIndex
      access={access}
      leading={
        <IndexBar.Panel index="current" title={`当前${label}`} brief="当">
          <CityChips cities={[current]} access={access} currentKey={current.code} onPick={onKeep} />
        </IndexBar.Panel>
      }
      hot={cities?.hot}
      groups={cities?.groups}
      currentKey={current.code}
      onPick={onPick}
      error={failure?.error}
      retrying={failure?.retrying ?? false}
      onRetry={failure?.retry ?? (() => {})}
    />
  );
  return (
    <PageData fallback={index(undefined)} renderError={(failure) => index(undefined, failure)}>
      <ReadQuery queryRef={directory}>{(data) => index(data.airCities)}</ReadQuery>
    </PageData>
  );
}
