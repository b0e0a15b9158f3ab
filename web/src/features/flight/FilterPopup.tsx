import { Button, Popup, Selector } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import {
  CABIN_CHOICES,
  DEPARTURE_RANGES,
  NO_FILTERS,
  type DepartureRange,
  type FlightFilters,
} from './filters.ts';
import type { FilterChoices } from './FilterBar.tsx';

/**
 * The 筛选 popup of the list's bottom bar (FilterBar.tsx), in its own chunk: Popup brings
 * react-spring and @use-gesture, which the list does not need until the shopper opens it.
 */
export default function FilterPopup({
  open,
  filters,
  choices,
  countFor,
  onClose,
  onApply,
}: {
  open: boolean;
  filters: FlightFilters;
  choices: FilterChoices;
  countFor: (filters: FlightFilters) => number;
  onClose: () => void;
  onApply: (filters: FlightFilters) => void;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sf-filter-popup"
      destroyOnClose
    >
      <FilterPanel initial={filters} choices={choices} countFor={countFor} onApply={onApply} />
    </Popup>
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
