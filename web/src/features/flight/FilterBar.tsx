import { Badge } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { popupFilterCount, type FilterOption, type FlightFilters, type SortKey } from './filters.ts';

const loadFilterPopup = () => import('./FilterPopup.tsx');
const FilterPopup = lazy(loadFilterPopup);

export interface FilterChoices {
  airlines: FilterOption[];
  depAirports: FilterOption[];
  arrAirports: FilterOption[];
}

/**
 * The list's bottom bar: 筛选 (airline, departure time, airports, cabin in a popup), 只看直飞 and the
 * two sorts. Every change goes straight to `onChange`; the popup edits a copy and applies it on 确定,
 * showing how many flights the choice leaves.
 */
export function FilterBar({
  filters,
  choices,
  countFor,
  onChange,
}: {
  filters: FlightFilters;
  choices: FilterChoices;
  /** How many flights a set of filters would show, for the popup's 确定 button. */
  countFor: (filters: FlightFilters) => number;
  onChange: (filters: FlightFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first 筛选 on (and kept, so it can animate closed); its chunk is fetched once
  // the list is idle, so the first tap rarely waits for it.
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void loadFilterPopup().catch(() => {})), []);
  const popupCount = popupFilterCount(filters);
  const sortButton = (sort: SortKey, label: string) => (
    <button
      type="button"
      className={`sf-filter-bar__item${filters.sort === sort ? ' sf-filter-bar__item--on' : ''}`}
      aria-pressed={filters.sort === sort}
      onClick={() => onChange({ ...filters, sort })}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="sf-filter-bar" role="toolbar" aria-label="筛选和排序">
        <button
          type="button"
          className={`sf-filter-bar__item${popupCount > 0 ? ' sf-filter-bar__item--on' : ''}`}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          <Badge content={popupCount > 0 ? popupCount : null}>
            <FilterOutline />
          </Badge>
          筛选
        </button>
        <button
          type="button"
          className={`sf-filter-bar__item${filters.directOnly ? ' sf-filter-bar__item--on' : ''}`}
          aria-pressed={filters.directOnly}
          onClick={() => onChange({ ...filters, directOnly: !filters.directOnly })}
        >
          只看直飞
        </button>
        {sortButton('time', '时间早→晚')}
        {sortButton('price', '价格低→高')}
      </div>
      {used && (
        <Suspense fallback={null}>
          <FilterPopup
            open={open}
            filters={filters}
            choices={choices}
            countFor={countFor}
            onClose={() => setOpen(false)}
            onApply={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Runs `task` when the browser is idle (or soon, where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}
