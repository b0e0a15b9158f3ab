import { Badge, Button, Popup, Selector } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import {
  CABIN_CHOICES,
  DEPARTURE_RANGES,
  NO_FILTERS,
  popupFilterCount,
  type DepartureRange,
  type FilterOption,
  type FlightFilters,
  type SortKey,
} from './filters.ts';

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
          onClick={() => setOpen(true)}
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
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="sf-filter-popup"
        destroyOnClose
      >
        <FilterPanel
          initial={filters}
          choices={choices}
          countFor={countFor}
          onApply={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      </Popup>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sf-filter-popup__section" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function FilterPanel({
  initial,
  choices,
  countFor,
  onApply,
}: {
  initial: FlightFilters;
  choices: FilterChoices;
  countFor: (filters: FlightFilters) => number;
  onApply: (filters: FlightFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const count = countFor(draft);
  // Only places with a choice to make are offered: one airport at an end filters nothing.
  return (
    <div className="sf-filter-popup__inner">
      <div className="sf-filter-popup__scroll">
        <Section title="航空公司">
          <Selector
            multiple
            columns={3}
            options={choices.airlines}
            value={draft.airlines}
            onChange={(airlines) => setDraft({ ...draft, airlines })}
          />
        </Section>
        <Section title="起飞时间">
          <Selector
            multiple
            columns={2}
            options={DEPARTURE_RANGES.map((r) => ({ value: r.key, label: r.label }))}
            value={draft.departureRanges}
            onChange={(ranges) => setDraft({ ...draft, departureRanges: ranges as DepartureRange[] })}
          />
        </Section>
        {choices.depAirports.length > 1 ? (
          <Section title="起飞机场">
            <Selector
              multiple
              columns={2}
              options={choices.depAirports}
              value={draft.depAirports}
              onChange={(depAirports) => setDraft({ ...draft, depAirports })}
            />
          </Section>
        ) : null}
        {choices.arrAirports.length > 1 ? (
          <Section title="降落机场">
            <Selector
              multiple
              columns={2}
              options={choices.arrAirports}
              value={draft.arrAirports}
              onChange={(arrAirports) => setDraft({ ...draft, arrAirports })}
            />
          </Section>
        ) : null}
        <Section title="舱位">
          <Selector
            columns={2}
            options={CABIN_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
            value={draft.cabin ? [draft.cabin] : []}
            onChange={(cabin) => setDraft({ ...draft, cabin: cabin[0] ?? null })}
          />
        </Section>
      </div>
      <div className="sf-filter-popup__actions">
        <Button
          fill="outline"
          onClick={() =>
            // 重置 clears what the popup holds; 只看直飞 and the sort have their own buttons.
            setDraft({ ...NO_FILTERS, directOnly: draft.directOnly, sort: draft.sort })
          }
        >
          重置
        </Button>
        <Button color="primary" onClick={() => onApply(draft)}>
          确定（{count}个航班）
        </Button>
      </div>
    </div>
  );
}
