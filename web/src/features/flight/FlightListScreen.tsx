import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Skeleton } from 'antd-mobile';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type {
  DayStrip_DayFragment,
  FlightCard_FlightFragment,
  FlightList_ResultFragment,
} from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { QueryBoundary } from '../../components/pageState/QueryBoundary.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { useBack } from '../../components/useBack.ts';
import { DayStrip, pricesByDate } from './DayStrip.tsx';
import { dayName, longDate, shortDate } from './days.ts';
import { FilterBar } from './FilterBar.tsx';
import { airportLabel, FlightCard } from './FlightCard.tsx';
import { applyFilters, filterOptions, NO_FILTERS, writeFilters, type FlightFilters } from './filters.ts';
import { chooseOfferUrl, detailUrl, listUrl, moveDate } from '../../lib/flightSearch.ts';
import type { FlightListState } from './useFlightList.ts';
import './flight.css';

/** The list's flights: the page loader's query (its `flightSearch` is the FlightList_result fragment). */
export type FlightSearchRef = QueryRef<{ flightSearch: FlightList_ResultFragment }>;

export interface FlightListScreenProps {
  state: FlightListState;
  filters: FlightFilters;
  search: FlightSearchRef;
  prices: { days: readonly DayStrip_DayFragment[] | undefined; loaded: boolean };
  /** A round trip's chosen outbound, while its return list shows. */
  outbound: FlightCard_FlightFragment | null | undefined;
}

/**
 * /air/airList and /air/intAirList: the day strip, the flights of the day filtered and sorted in the
 * browser, and the bottom filter bar. The URL holds everything (date, filters, sort, a round trip's
 * chosen outbound), so back and reload show the same list.
 */
export function FlightListScreen({ state, filters, search, prices, outbound }: FlightListScreenProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { query, leg } = state;
  const priceMap = useMemo(() => pricesByDate(prices.days), [prices.days]);

  // 重选: back to the outbound list the shopper came from (or to it afresh after a deep link).
  const backToOutbound = useBack(listUrl(query, [['cabin', filters.cabin]]));

  const changeFilters = (next: FlightFilters) => setParams(writeFilters(params, next), { replace: true });
  // A day of the strip replaces the list rather than stacking history: back still leaves the list.
  const pickDate = (date: string) => setParams(moveDate(params, leg, date), { replace: true });

  const select = (flight: FlightCard_FlightFragment) => {
    const cabin = filters.cabin;
    if (query.routeType === 2 && leg === 'go') {
      // The return list starts unfiltered but keeps the cabin the shopper wants.
      navigate(
        listUrl(query, [
          ['flight_id', flight.id],
          ['cabin', cabin],
        ]),
      );
    } else if (leg === 'back' && state.outboundId) {
      navigate(detailUrl(query, state.outboundId, flight.id, [['cabin', cabin]]));
    } else {
      navigate(detailUrl(query, flight.id, null, [['cabin', cabin]]));
    }
  };

  const legLabel = query.routeType === 2 ? (leg === 'go' ? '去程' : '返程') : '单程';
  const passengers = query.international
    ? ` · ${query.adult}成人${query.child > 0 ? ` ${query.child}儿童` : ''}`
    : '';
  // Another day (or route) is another list: it starts from its skeleton, as the first one did.
  const listKey = `${state.from.code}-${state.to.code}-${state.date}`;

  return (
    <div className="sf-flight-list">
      <div className="sf-flight-list__top">
        <PageHeader
          title={
            <div className="sf-flight-title">
              <span className="sf-flight-title__route">
                {state.from.name} → {state.to.name}
              </span>
              <span className="sf-flight-title__sub">
                {legLabel}
                {passengers}
              </span>
            </div>
          }
          fallback="/air"
        />
        {leg === 'back' ? (
          <ChosenOutbound flight={outbound} date={query.date} onChange={backToOutbound} />
        ) : null}
        <DayStrip
          days={state.days}
          selected={state.date}
          today={state.today}
          prices={priceMap}
          pricesLoaded={prices.loaded}
          onPick={pickDate}
          onMore={() => navigate(chooseOfferUrl(params, query.international, leg))}
        />
      </div>
      <main className="sf-flight-list__body">
        <PageData
          key={listKey}
          fallback={<FlightListSkeleton />}
          renderError={({ error, retry, retrying }) => (
            <LoadError
              className="sf-flight-list__state"
              status="disconnected"
              title="航班加载失败"
              error={error}
              onRetry={retry}
              retrying={retrying}
            />
          )}
        >
          <FlightResults
            search={search}
            state={state}
            filters={filters}
            prices={prices}
            onSelect={select}
            onPickDate={pickDate}
            onClearFilters={() => changeFilters({ ...NO_FILTERS, sort: filters.sort })}
          />
        </PageData>
      </main>
      {/* Once there are flights to filter; nothing while they load or when they failed. */}
      <QueryBoundary key={listKey} fallback={null} renderError={() => null}>
        <ResultsFilterBar search={search} filters={filters} onChange={changeFilters} />
      </QueryBoundary>
    </div>
  );
}

/** The flights of the day, filtered and sorted, or why there are none. */
function FlightResults({
  search,
  state,
  filters,
  prices,
  onSelect,
  onPickDate,
  onClearFilters,
}: {
  search: FlightSearchRef;
  state: FlightListState;
  filters: FlightFilters;
  prices: FlightListScreenProps['prices'];
  onSelect: (flight: FlightCard_FlightFragment) => void;
  onPickDate: (date: string) => void;
  onClearFilters: () => void;
}) {
  const flights = useReadQuery(search).data.flightSearch.flights;
  const shown = useMemo(() => applyFilters(flights, filters), [flights, filters]);

  if (flights.length === 0) {
    const next = prices.days?.filter((d) => d.date > state.date && d.price !== null).slice(0, 4) ?? [];
    return (
      <div className="sf-flight-list__state" data-testid="flights-empty">
        <EmptyState title="该日期暂无航班，换个日期试试" />
        {next.length > 0 ? (
          <div className="sf-flight-list__next" aria-label="其他日期">
            {next.map((d) => (
              <button key={d.date} type="button" onClick={() => onPickDate(d.date)}>
                <span>
                  {shortDate(d.date)} {dayName(d.date, state.today)}
                </span>
                <strong>{d.price?.text}</strong>
              </button>
            ))}
          </div>
        ) : null}
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="sf-flight-list__state" data-testid="flights-filtered-out">
        <EmptyState title="没有符合条件的航班" description="放宽筛选条件试试" />
        <Button color="primary" fill="outline" shape="rounded" onClick={onClearFilters}>
          清除筛选
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="sf-flight-list__count">
        {longDate(state.date, state.today)} · 共{shown.length}个航班
      </p>
      <div className="sf-flight-list__cards" aria-label="航班列表" role="list">
        {shown.map((flight) => (
          <div role="listitem" key={flight.id}>
            <FlightCard flight={flight} cabin={filters.cabin} onSelect={onSelect} />
          </div>
        ))}
      </div>
    </>
  );
}

/** The bottom filter bar, its choices drawn from the day's flights. */
function ResultsFilterBar({
  search,
  filters,
  onChange,
}: {
  search: FlightSearchRef;
  filters: FlightFilters;
  onChange: (filters: FlightFilters) => void;
}) {
  const flights = useReadQuery(search).data.flightSearch.flights;
  const choices = useMemo(() => filterOptions(flights), [flights]);
  if (flights.length === 0) return null;
  return (
    <FilterBar
      filters={filters}
      choices={choices}
      countFor={(f) => applyFilters(flights, f).length}
      onChange={onChange}
    />
  );
}

/** The outbound a round trip has chosen, above its return flights; 重选 goes back to pick another. */
function ChosenOutbound({
  flight,
  date,
  onChange,
}: {
  flight: FlightCard_FlightFragment | null | undefined;
  date: string;
  onChange: () => void;
}) {
  return (
    <div className="sf-flight-chosen" data-testid="chosen-outbound">
      <span className="sf-flight-chosen__tag">去程</span>
      <span className="sf-flight-chosen__text">
        {flight
          ? `${shortDate(date)} ${flight.airline.shortName}${flight.flightNo} ${flight.departure.clock} ${airportLabel(
              flight.departure,
            )} → ${flight.arrival.clock} ${airportLabel(flight.arrival)}`
          : `${shortDate(date)} 已选去程`}
      </span>
      <button type="button" onClick={onChange}>
        重选
      </button>
    </div>
  );
}

export function FlightListSkeleton() {
  return (
    <div className="sf-flight-list__cards" aria-busy="true" aria-label="加载中">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="sf-flight-card sf-flight-card--skeleton">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={1} animated />
        </div>
      ))}
    </div>
  );
}
