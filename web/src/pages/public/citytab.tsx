import { Button, ErrorBlock, IndexBar, List, SearchBar, Skeleton } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useDebounce } from 'ahooks';
import { useState } from 'react';
import {
  useCitytabPageQuery,
  useCitytabPageSearchQuery,
  type LocalCity_CityFragment,
} from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBack } from '../../components/useBack.ts';
import { DEFAULT_CITY } from '../../features/city/cityStore.ts';
import { toCityRef, useLocalCity } from '../../features/city/useLocalCity.ts';
import { displayMessage } from '../../lib/errors.ts';
import './citytab.css';

/** Typing pauses this long before a search goes out: one request per word, not per keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

/** `/public/citytab`: pick the city the storefront uses (A–Z, 当前定位, 热门城市, search). */
export default function CitytabPage() {
  const local = useLocalCity({ locate: 'always' });
  const back = useBack('/');
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounce(keyword.trim(), { wait: SEARCH_DEBOUNCE_MS });
  // The graph takes 1–20 characters; longer input cannot be a city.
  const searching = debounced.length > 0 && debounced.length <= 20;

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
    <div className="sf-citytab">
      <PageHeader title="选择城市" />
      <div className="sf-citytab__search">
        <SearchBar
          placeholder="输入城市名、拼音或首字母"
          value={keyword}
          onChange={setKeyword}
          onClear={() => setKeyword('')}
          aria-label="搜索城市"
        />
      </div>
      <div className="sf-citytab__body">
        {keyword.trim() ? (
          searching ? (
            <SearchResults keyword={debounced} currentAdcode={local.city.adcode} onPick={pick} />
          ) : null
        ) : (
          <Directory local={local} onPick={pick} onUseLocated={followLocation} />
        )}
      </div>
    </div>
  );
}

function SearchResults({
  keyword,
  currentAdcode,
  onPick,
}: {
  keyword: string;
  currentAdcode: string;
  onPick: (city: LocalCity_CityFragment) => void;
}) {
  const { data, previousData, loading, error } = useCitytabPageSearchQuery({ variables: { keyword } });
  const results = (data ?? previousData)?.searchCities;
  if (error && !results) return <ErrorBlock status="disconnected" title="搜索失败" description={displayMessage(error)} />;
  if (!results) return loading ? <Skeleton.Paragraph lineCount={4} animated className="sf-citytab__pad" /> : null;
  if (results.length === 0)
    return <ErrorBlock status="empty" title="没有找到相关城市" description="换个城市名或拼音试试" />;
  return (
    <List className="sf-citytab__results" aria-label="搜索结果">
      {results.map((city) => (
        <List.Item
          key={city.adcode}
          onClick={() => onPick(city)}
          description={city.province}
          extra={city.adcode === currentAdcode ? '当前' : undefined}
        >
          {city.name}
        </List.Item>
      ))}
    </List>
  );
}

function Directory({
  local,
  onPick,
  onUseLocated,
}: {
  local: ReturnType<typeof useLocalCity>;
  onPick: (city: LocalCity_CityFragment) => void;
  onUseLocated: () => void;
}) {
  const { data, loading, error, refetch } = useCitytabPageQuery();
  const directory = data?.cityDirectory;
  const located = local.located;

  let locatedLabel: string;
  if (local.locating && !located) locatedLabel = '定位中…';
  else if (!located || located.fallback) locatedLabel = DEFAULT_CITY.name;
  else locatedLabel = located.city.name;

  return (
    <IndexBar className="sf-citytab__index">
      <IndexBar.Panel index="current" title="当前定位" brief="定">
        <div className="sf-citytab__located">
          <button
            type="button"
            className="sf-citytab__chip sf-citytab__chip--located"
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
      {directory && directory.hot.length > 0 ? (
        <IndexBar.Panel index="hot" title="热门城市" brief="热">
          <div className="sf-citytab__hot">
            {directory.hot.map((city) => (
              <button
                key={city.adcode}
                type="button"
                className={`sf-citytab__chip${city.adcode === local.city.adcode ? ' sf-citytab__chip--on' : ''}`}
                onClick={() => onPick(city)}
              >
                {city.name}
              </button>
            ))}
          </div>
        </IndexBar.Panel>
      ) : null}
      {directory ? (
        directory.groups.map((group) => (
          <IndexBar.Panel key={group.letter} index={group.letter} title={group.letter}>
            <List className="sf-citytab__group">
              {group.cities.map((city) => (
                <List.Item key={city.adcode} onClick={() => onPick(city)} arrowIcon={false}>
                  {city.name}
                </List.Item>
              ))}
            </List>
          </IndexBar.Panel>
        ))
      ) : (
        <IndexBar.Panel index="status" title="全部城市" brief="…">
          {error ? (
            <div className="sf-citytab__pad sf-citytab__error" role="alert">
              <ErrorBlock status="disconnected" title="城市列表加载失败" description={displayMessage(error)} />
              <Button color="primary" fill="outline" shape="rounded" loading={loading} onClick={() => void refetch()}>
                重试
              </Button>
            </div>
          ) : (
            <Skeleton.Paragraph lineCount={8} animated className="sf-citytab__pad" />
          )}
        </IndexBar.Panel>
      )}
    </IndexBar>
  );
}
