import { Button, Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import type { HotelListPageFiltersQuery, HotelSort } from '../../../__generated__/graphql.ts';
import { LEVELS, NO_FILTERS, SORTS, type HotelFilterState } from './listQuery.ts';
import './hotelSearch.css';

export type HotelFilterOptions = HotelListPageFiltersQuery['hotelFilters'];

type PanelName = 'sort' | 'price' | 'area' | 'more';

/**
 * The list's filter bar: 排序, 价格/星级, 位置 (district and subway) and 筛选 (brand, facilities,
 * tags), each a panel under the bar. The sort applies on a tap; the other panels edit a copy and
 * apply it on 确定 (重置 empties that panel). Panels are plain layers over the list, so the list's
 * chunk carries no popup library.
 */
export function FilterBar({
  sort,
  filters,
  options,
  optionsFailed = false,
  distanceKnown,
  onSort,
  onFilters,
}: {
  sort: HotelSort;
  filters: HotelFilterState;
  /** What the city offers; undefined while it loads (or if it failed: the panels say so). */
  options: HotelFilterOptions | undefined;
  /** The options could not be loaded. */
  optionsFailed?: boolean;
  /** A point is known, so 距离优先 is offered. */
  distanceKnown: boolean;
  onSort: (sort: HotelSort) => void;
  onFilters: (filters: HotelFilterState) => void;
}) {
  const [open, setOpen] = useState<PanelName | null>(null);
  const sorts = SORTS.filter((s) => s.value !== 'DISTANCE' || distanceKnown);
  const sortLabel = SORTS.find((s) => s.value === sort)?.label ?? '推荐排序';
  const priceCount =
    (filters.priceMinFen !== null || filters.priceMaxFen !== null ? 1 : 0) + filters.levels.length;
  const areaCount = filters.districts.length + filters.subways.length;
  const moreCount = filters.brands.length + filters.facilities.length + filters.tags.length;

  const item = (name: PanelName, label: string, on: boolean) => (
    <button
      type="button"
      className={`sf-hotel-filter-bar__item${on ? ' sf-hotel-filter-bar__item--on' : ''}`}
      aria-expanded={open === name}
      onClick={() => setOpen(open === name ? null : name)}
    >
      {label} ▾
    </button>
  );
  const apply = (next: HotelFilterState) => {
    setOpen(null);
    onFilters(next);
  };

  return (
    <div style={{ position: 'relative' }}>
      <div className="sf-hotel-filter-bar" role="toolbar" aria-label="排序和筛选">
        {item('sort', sortLabel, sort !== 'RECOMMEND')}
        {item('price', priceCount ? `价格/星级(${priceCount})` : '价格/星级', priceCount > 0)}
        {item('area', areaCount ? `位置(${areaCount})` : '位置', areaCount > 0)}
        {item('more', moreCount ? `筛选(${moreCount})` : '筛选', moreCount > 0)}
      </div>
      {open ? (
        <div className="sf-hotel-filter-layer">
          <button
            type="button"
            className="sf-hotel-filter-layer__mask"
            aria-label="关闭筛选"
            onClick={() => setOpen(null)}
          />
          {open === 'sort' ? (
            <div className="sf-hotel-filter-panel" role="radiogroup" aria-label="排序">
              {sorts.map((s) => (
                <button
                  key={s.value}
                  type="button"
                  role="radio"
                  aria-checked={s.value === sort}
                  className="sf-hotel-sort-option"
                  onClick={() => {
                    setOpen(null);
                    onSort(s.value);
                  }}
                >
                  {s.label}
                </button>
              ))}
            </div>
          ) : (
            <FilterPanel
              key={open}
              name={open}
              initial={filters}
              options={options}
              failed={optionsFailed}
              onApply={apply}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** What 重置 empties in each panel. */
function resetPanel(name: Exclude<PanelName, 'sort'>, draft: HotelFilterState): HotelFilterState {
  if (name === 'price') return { ...draft, priceMinFen: null, priceMaxFen: null, levels: [] };
  if (name === 'area') return { ...draft, districts: [], subways: [] };
  return { ...draft, brands: NO_FILTERS.brands, facilities: [], tags: [] };
}

function priceKey(min: number | null, max: number | null) {
  return `${min ?? 0}-${max ?? ''}`;
}

function FilterPanel({
  name,
  initial,
  options: offered,
  failed,
  onApply,
}: {
  name: Exclude<PanelName, 'sort'>;
  initial: HotelFilterState;
  options: HotelFilterOptions | undefined;
  failed: boolean;
  onApply: (filters: HotelFilterState) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [line, setLine] = useState(() => offered?.subwayLines[0]?.line ?? null);

  let body: ReactNode;
  if (name === 'price') {
    const ranges = offered?.priceRanges ?? [];
    const chosen =
      draft.priceMinFen !== null || draft.priceMaxFen !== null
        ? [priceKey(draft.priceMinFen, draft.priceMaxFen)]
        : [];
    body = (
      <>
        <Section title="价格（每晚）">
          <Selector
            columns={3}
            options={ranges.map((r) => ({ value: priceKey(r.minFen, r.maxFen ?? null), label: r.text }))}
            value={chosen}
            onChange={(v) => {
              const range = ranges.find((r) => priceKey(r.minFen, r.maxFen ?? null) === v[0]);
              setDraft({
                ...draft,
                priceMinFen: range ? range.minFen || null : null,
                priceMaxFen: range ? (range.maxFen ?? null) : null,
              });
            }}
          />
        </Section>
        <Section title="星级/钻级">
          <Selector
            multiple
            columns={2}
            options={LEVELS.map((l) => ({ value: String(l.value), label: l.label }))}
            value={draft.levels.map(String)}
            onChange={(v) => setDraft({ ...draft, levels: v.map(Number).sort() })}
          />
        </Section>
      </>
    );
  } else if (name === 'area') {
    const lines = offered?.subwayLines ?? [];
    const stations = lines.find((l) => l.line === line)?.stations ?? [];
    body = (
      <>
        <Section title="行政区">
          <Selector
            multiple
            columns={3}
            options={options(offered?.districts ?? [])}
            value={draft.districts}
            onChange={(districts) => setDraft({ ...draft, districts })}
          />
        </Section>
        {lines.length > 0 ? (
          <Section title="地铁站">
            <div className="sf-hotel-lines">
              <div className="sf-hotel-lines__names" role="group" aria-label="地铁线路">
                {lines.map((l) => (
                  <button
                    key={l.line}
                    type="button"
                    className={`sf-hotel-chip${l.line === line ? ' sf-hotel-chip--on' : ''}`}
                    aria-pressed={l.line === line}
                    onClick={() => setLine(l.line)}
                  >
                    {l.line}
                  </button>
                ))}
              </div>
              <div className="sf-hotel-lines__stations">
                <Selector
                  multiple
                  columns={2}
                  options={options(stations)}
                  value={draft.subways.filter((s) => stations.includes(s))}
                  onChange={(picked) =>
                    setDraft({
                      ...draft,
                      // Stations of the other lines stay chosen.
                      subways: [...draft.subways.filter((s) => !stations.includes(s)), ...picked],
                    })
                  }
                />
              </div>
            </div>
          </Section>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <Section title="品牌">
          <Selector
            multiple
            columns={3}
            options={options(offered?.brands ?? [])}
            value={draft.brands}
            onChange={(brands) => setDraft({ ...draft, brands })}
          />
        </Section>
        <Section title="设施">
          <Selector
            multiple
            columns={3}
            options={(offered?.facilities ?? []).map((f) => ({ value: f.code, label: f.name }))}
            value={draft.facilities}
            onChange={(facilities) => setDraft({ ...draft, facilities })}
          />
        </Section>
        <Section title="特色">
          <Selector
            multiple
            columns={3}
            options={options(offered?.tags ?? [])}
            value={draft.tags}
            onChange={(tags) => setDraft({ ...draft, tags })}
          />
        </Section>
      </>
    );
  }

  return (
    <div>
      <div className="sf-hotel-filter-panel">
        {offered ? null : <p role="status">{failed ? '筛选项加载失败，请稍后再试' : '筛选项加载中…'}</p>}
        {body}
      </div>
      <div className="sf-hotel-filter-panel__actions">
        <Button fill="outline" onClick={() => setDraft(resetPanel(name, draft))}>
          重置
        </Button>
        <Button color="primary" onClick={() => onApply(draft)}>
          确定
        </Button>
      </div>
    </div>
  );
}
