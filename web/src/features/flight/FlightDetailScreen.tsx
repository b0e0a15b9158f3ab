import { useReadQuery, type QueryRef } from '@apollo/client';
import { money } from '@storefront/schema/scalars';
import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FareList_FlightFragment, FlightCard_FlightFragment } from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { FareList, type ListedFare } from './FareList.tsx';
import type { CabinChoice } from './filters.ts';
import { FlightSummary } from './FlightSummary.tsx';
import { bookingUrl, listUrl, type FlightQuery } from '../../lib/flightSearch.ts';
import './flight.css';

export type DetailFlight = FlightCard_FlightFragment & FareList_FlightFragment;

export interface FlightDetailScreenProps {
  query: FlightQuery;
  today: string;
  cabin: CabinChoice | null;
  /** Whether the URL names a return flight (`back_flight_id`). */
  hasBack: boolean;
  /** The page loader's query: the flight and, on a round trip, the return flight. */
  detail: QueryRef<{ flight: DetailFlight | null; back?: DetailFlight | null }>;
}

/**
 * /air/airDetail and /air/intAirDetail: the chosen flight (and a round trip's return) with its fares.
 * One-way: a fare's 预订 goes straight to the booking page. Round trip: one fare per leg is chosen,
 * then 预订 books both (`fare_ids` outbound first).
 */
export function FlightDetailScreen({ query, today, cabin, hasBack, detail }: FlightDetailScreenProps) {
  const arrow = query.routeType === 1 ? '→' : '⇌';
  return (
    <div className="sf-flight-detail">
      <PageHeader title={`${query.from.name}${arrow}${query.to.name}`} fallback={listUrl(query)} />
      <PageData
        fallback={
          <div aria-busy="true" aria-label="加载中">
            <div className="sf-flight-summary">
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
            <div className="sf-flight-summary">
              <Skeleton.Paragraph lineCount={5} animated />
            </div>
          </div>
        }
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
        <DetailBody query={query} today={today} cabin={cabin} hasBack={hasBack} detail={detail} />
      </PageData>
    </div>
  );
}

function DetailBody({ query, today, cabin, hasBack, detail }: FlightDetailScreenProps) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ go: ListedFare | null; back: ListedFare | null }>({
    go: null,
    back: null,
  });
  const roundTrip = query.routeType === 2;
  const { flight, back } = useReadQuery(detail).data;
  let body;
  if (flight === null || (hasBack && !back)) {
    body = (
      <div className="sf-flight-list__state" role="alert">
        <EmptyState title="航班信息已失效" description="航班可能已起飞或已调整，请重新搜索" />
        <Button color="primary" shape="rounded" onClick={() => navigate(listUrl(query), { replace: true })}>
          重新搜索
        </Button>
      </div>
    );
  } else if (!roundTrip) {
    body = (
      <>
        <FlightSummary flight={flight} leg={null} date={query.date} today={today} />
        <FareList
          flight={flight}
          initialCabin={cabin}
          action="预订"
          onAction={(fare) => navigate(bookingUrl(query, [fare.id]))}
        />
      </>
    );
  } else {
    const total = (chosen.go?.adultPrice.fen ?? 0) + (chosen.back?.adultPrice.fen ?? 0);
    const ready = chosen.go !== null && (back ? chosen.back !== null : false);
    body = (
      <>
        <FlightSummary flight={flight} leg="去程" date={query.date} today={today} />
        <FareList
          flight={flight}
          title="去程舱位"
          initialCabin={cabin}
          action="选择"
          chosenId={chosen.go?.id}
          onAction={(fare) => setChosen((c) => ({ ...c, go: fare }))}
        />
        {back ? (
          <>
            <FlightSummary flight={back} leg="返程" date={query.backDate ?? query.date} today={today} />
            <FareList
              flight={back}
              title="返程舱位"
              initialCabin={cabin}
              action="选择"
              chosenId={chosen.back?.id}
              onAction={(fare) => setChosen((c) => ({ ...c, back: fare }))}
            />
          </>
        ) : null}
        <div className="sf-book-bar">
          <div className="sf-book-bar__total" data-testid="round-trip-total">
            {total > 0 ? (
              <>
                往返 <strong>{money(total).text}</strong>
                <span className="sf-fare__taxes"> /成人（不含税费）</span>
              </>
            ) : (
              '请选择去程和返程舱位'
            )}
          </div>
          {back ? (
            <Button
              color="primary"
              className="sf-gradient-button"
              disabled={!ready}
              onClick={() => {
                if (chosen.go && chosen.back) navigate(bookingUrl(query, [chosen.go.id, chosen.back.id]));
              }}
            >
              预订
            </Button>
          ) : (
            // Reached without a return flight: the return list comes next.
            <Button
              color="primary"
              className="sf-gradient-button"
              onClick={() =>
                navigate(
                  listUrl(query, [
                    ['flight_id', flight.id],
                    ['cabin', cabin],
                  ]),
                )
              }
            >
              选择返程
            </Button>
          )}
        </div>
      </>
    );
  }

  return body;
}
