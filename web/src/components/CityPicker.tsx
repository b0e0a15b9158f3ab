import { Button, ErrorBlock, IndexBar, List, SearchBar, Skeleton } from 'antd-mobile';
import { useDebounce } from 'ahooks';
import { useState, type ReactNode } from 'react';
import { displayMessage } from '../lib/errors.ts';
import './cityPicker.css';

/**
 * The pieces every city picker shares (/public/citytab for the storefront's city, /air/airCitytab
 * for flights): a full-height column with a search box, an A–Z IndexBar with hot cities as chips,
 * and a result list while searching. Each page keeps its own queries and what a pick does.
 */

/** Typing pauses this long before a search goes out: one request per word, not per keystroke. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;
/** The graph's city searches take 1–20 characters; longer input cannot be a city. */
const MAX_KEYWORD = 20;

/** The search box's text, and the debounced keyword to search for (null: show the directory). */
export function useCityKeyword() {
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounce(keyword.trim(), { wait: CITY_SEARCH_DEBOUNCE_MS });
  return {
    keyword,
    setKeyword,
    /** True while the box holds text: the directory gives way to the results. */
    typing: keyword.trim().length > 0,
    /** What to search for once typing pauses; null before that or when it cannot be a city. */
    search: debounced.length > 0 && debounced.length <= MAX_KEYWORD ? debounced : null,
  };
}

/** The full-height column: fixed parts (`head`) on top, then the body as the only scroller. */
export function CityPickerFrame({ head, children }: { head: ReactNode; children: ReactNode }) {
  return (
    <div className="sf-city-picker">
      {head}
      <div className="sf-city-picker__body">{children}</div>
    </div>
  );
}

export function CitySearchBox({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return (
    <div className="sf-city-picker__search">
      <SearchBar
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        onClear={() => onChange('')}
        aria-label="搜索城市"
      />
    </div>
  );
}

/** How a picker reads its own city type. */
export interface CityAccess<T> {
  keyOf: (city: T) => string;
  nameOf: (city: T) => string;
}

/** Cities as a grid of chips (hot cities, recent picks); the current one is outlined. */
export function CityChips<T>({
  cities,
  access,
  currentKey,
  onPick,
}: {
  cities: readonly T[];
  access: CityAccess<T>;
  currentKey?: string | null | undefined;
  onPick: (city: T) => void;
}) {
  return (
    <div className="sf-city-picker__chips">
      {cities.map((city) => {
        const key = access.keyOf(city);
        return (
          <button
            key={key}
            type="button"
            className={`sf-city-picker__chip${key === currentKey ? ' sf-city-picker__chip--on' : ''}`}
            onClick={() => onPick(city)}
          >
            {access.nameOf(city)}
          </button>
        );
      })}
    </div>
  );
}

export interface CityIndexProps<T> {
  access: CityAccess<T>;
  /** IndexBar panels before the hot cities (e.g. 当前定位); they must be `IndexBar.Panel` elements. */
  leading?: ReactNode;
  hot: readonly T[] | undefined;
  groups: readonly { letter: string; cities: readonly T[] }[] | undefined;
  currentKey?: string | null | undefined;
  onPick: (city: T) => void;
  /** The directory query: its error and a way to ask again. */
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** Hot cities and the A–Z groups under one IndexBar; a skeleton, or the error with 重试, until loaded. */
export function CityIndex<T>({
  access,
  leading,
  hot,
  groups,
  currentKey,
  onPick,
  error,
  retrying,
  onRetry,
}: CityIndexProps<T>) {
  return (
    <IndexBar className="sf-city-picker__index">
      {leading}
      {hot && hot.length > 0 ? (
        <IndexBar.Panel index="hot" title="热门城市" brief="热">
          <CityChips cities={hot} access={access} currentKey={currentKey} onPick={onPick} />
        </IndexBar.Panel>
      ) : null}
      {groups ? (
        groups.map((group) => (
          <IndexBar.Panel key={group.letter} index={group.letter} title={group.letter}>
            <List className="sf-city-picker__group">
              {group.cities.map((city) => (
                <List.Item key={access.keyOf(city)} onClick={() => onPick(city)} arrowIcon={false}>
                  {access.nameOf(city)}
                </List.Item>
              ))}
            </List>
          </IndexBar.Panel>
        ))
      ) : (
        <IndexBar.Panel index="status" title="全部城市" brief="…">
          {error ? (
            <div className="sf-city-picker__pad sf-city-picker__error" role="alert">
              <ErrorBlock
                status="disconnected"
                title="城市列表加载失败"
                description={displayMessage(error)}
              />
              <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
                重试
              </Button>
            </div>
          ) : (
            <Skeleton.Paragraph lineCount={8} animated className="sf-city-picker__pad" />
          )}
        </IndexBar.Panel>
      )}
    </IndexBar>
  );
}

/** The cities matching a search: the list, or why there is none. */
export function CitySearchResults<T>({
  results,
  loading,
  error,
  access,
  describe,
  currentKey,
  onPick,
}: {
  /** The latest answer (keep the previous one while the next loads, so the list does not flash). */
  results: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  access: CityAccess<T>;
  describe?: (city: T) => ReactNode;
  currentKey?: string | null | undefined;
  onPick: (city: T) => void;
}) {
  if (error && !results)
    return <ErrorBlock status="disconnected" title="搜索失败" description={displayMessage(error)} />;
  if (!results)
    return loading ? <Skeleton.Paragraph lineCount={4} animated className="sf-city-picker__pad" /> : null;
  if (results.length === 0)
    return <ErrorBlock status="empty" title="没有找到相关城市" description="换个城市名或拼音试试" />;
  return (
    <List className="sf-city-picker__results" aria-label="搜索结果">
      {results.map((city) => {
        const key = access.keyOf(city);
        return (
          <List.Item
            key={key}
            onClick={() => onPick(city)}
            description={describe?.(city)}
            extra={key === currentKey ? '当前' : undefined}
          >
            {access.nameOf(city)}
          </List.Item>
        );
      })}
    </List>
  );
}
