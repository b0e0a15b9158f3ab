import { useReadQuery } from '@apollo/client';
import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  BookingPageQueryDocument,
  useBookingPageCreateOrderMutation,
  useBookingPageQuoteQuery,
  type BookingPageQuery,
  type BookingPageQueryVariables,
  type DocumentType,
  type FlightSummary_FlightFragment,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import {
  BookingShell,
  prefetchBookingShell,
  type BookingPlaceInput,
  type BookingQuoteState,
} from '../../components/booking/BookingShell.tsx';
import { useBookingDraft } from '../../components/booking/draft.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoginRequired } from '../../components/pageState/LoginRequired.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { FlightSummary } from './FlightSummary.tsx';
import { departureDate, legsOf, tripOf, type BookingLeg } from './legs.ts';
import { FLIGHT_PRODUCTS, type BookingKind } from './products.ts';
import {
  BOOKING_ROUTES,
  bookingDraftKey,
  bookingUrl,
  flightIdOfFare,
  flightListUrl,
  isBookingPath,
  parseFareIds,
} from './routes.ts';

/** The flights of a booking URL's fares (validate() on the page made sure there are some). */
function bookingVariables(search: URLSearchParams): BookingPageQueryVariables {
  const fareIds = parseFareIds(search) ?? [];
  const flightIds = fareIds.map((id) => flightIdOfFare(id) ?? '');
  return {
    flightId: flightIds[0] ?? '',
    returnFlightId: flightIds[1] ?? '',
    roundTrip: fareIds.length === 2,
  };
}

/**
 * The booking pages' loader (/subscribe/air, /subscribe/intAir): the member, the flights and the
 * document types; the default invoice title (side data, asked quietly) starts with it.
 */
export function bookingLoader({ preload, prefetch, searchParams }: PageLoaderArgs) {
  prefetchBookingShell({ prefetch });
  return {
    booking: preload<BookingPageQuery, BookingPageQueryVariables>(BookingPageQueryDocument, {
      variables: bookingVariables(searchParams),
    }),
  };
}

/**
 * The booking page of /subscribe/air (domestic) and /subscribe/intAir (international): the flights
 * of the fares in the URL, the passengers, the contact, the invoice note, the booking notice and the
 * server's price. Member-only (the page's `member` flag): an anonymous visitor logs in and comes
 * back here.
 */
export function BookingPage({ kind }: { kind: BookingKind }) {
  return (
    <div className="sf-bk">
      <PageHeader title="填写订单" fallback={kind === 'international' ? '/air/intAirList' : '/air/airList'} />
      <PageData fallback={<PageSkeleton lines={8} className="sf-card" />}>
        <Booking kind={kind} />
      </PageData>
    </div>
  );
}

function Booking({ kind }: { kind: BookingKind }) {
  const { booking } = usePageData<typeof bookingLoader>();
  const [search] = useSearchParams();
  const fareIds = useMemo(() => parseFareIds(search) ?? [], [search]);
  const { data } = useReadQuery(booking);
  const legs = legsOf(fareIds, [data.flight, data.returnFlight]);
  if (!data.me) return <LoginRequired />;
  if (!legs) return <Unavailable kind={kind} search={search} legs={data.flight ? [data.flight] : []} />;
  return (
    <BookingForm
      kind={kind}
      fareIds={fareIds}
      legs={legs}
      me={data.me}
      documentNames={new Map(data.documentTypes.map((d) => [d.type, d.name]))}
      search={search}
    />
  );
}

/** The fare is gone (sold out, departed, or never existed): say so and offer the list. */
function Unavailable({
  kind,
  search,
  legs,
}: {
  kind: BookingKind;
  search: URLSearchParams;
  legs: FlightSummary_FlightFragment[];
}) {
  const navigate = useNavigate();
  const listUrl = legs.length ? flightListUrl(kind, tripOf(legs), search) : '/air';
  return (
    <EmptyState
      className="sf-card sf-bk-unavailable"
      title="该舱位已售完或不可预订"
      description="请返回重新选择航班和舱位"
    >
      <Button color="primary" shape="rounded" onClick={() => navigate(listUrl, { replace: true })}>
        重新选择航班
      </Button>
    </EmptyState>
  );
}

interface BookingFormProps {
  kind: BookingKind;
  fareIds: string[];
  legs: BookingLeg[];
  me: { mobile: string; memEmail: string };
  documentNames: ReadonlyMap<DocumentType, string>;
  search: URLSearchParams;
}

/** Flight booking as a user of the booking shell: the flight cards, the flight quote and createFlightOrder. */
function BookingForm({ kind, fareIds, legs, me, documentNames, search }: BookingFormProps) {
  const routes = BOOKING_ROUTES[kind];
  const draftKey = bookingDraftKey(fareIds);
  const [draft] = useBookingDraft(draftKey);
  const travellerIds = draft.passengers.map((p) => p.travellerId);

  const quote = useBookingPageQuoteQuery({
    variables: { fareIds, travellerIds },
    skip: travellerIds.length === 0,
    notifyOnNetworkStatusChange: true,
  });
  const quoteState: BookingQuoteState = {
    quote: quote.loading ? undefined : quote.data?.flightQuote,
    error: quote.error,
    refetch: async () => (await quote.refetch()).data.flightQuote,
  };

  const [createOrder] = useBookingPageCreateOrderMutation();
  const place = async (input: BookingPlaceInput) => {
    const { data } = await createOrder({ variables: { input: { ...input, fareIds } } });
    const payload = data?.createFlightOrder;
    if (!payload) return null;
    return payload.order ? { orderNo: payload.order.orderNo } : { userErrors: payload.userErrors };
  };

  const requested = requestedCounts(kind, search);
  return (
    <BookingShell
      product={FLIGHT_PRODUCTS[kind]}
      draftKey={draftKey}
      travelDates={{
        first: departureDate(legs[0]!.flight),
        last: departureDate(legs[legs.length - 1]!.flight),
      }}
      hrefs={{
        chooser: bookingUrl(routes.chooser, search),
        add: bookingUrl(routes.add, search),
        edit: (id) => bookingUrl(routes.edit, search, { id }),
        contacts: bookingUrl(routes.contacts, search),
        invoice: bookingUrl(routes.invoice, search),
        notice: bookingUrl(routes.notice, search),
      }}
      isOwnPage={isBookingPath}
      me={me}
      documentNames={documentNames}
      summary={legs.map((leg, i) => (
        <FlightSummary
          key={leg.fare.id}
          flight={leg.flight}
          fare={leg.fare}
          leg={legs.length > 1 ? (i === 0 ? '去程' : '返程') : undefined}
          rulesLink={
            <Link className="sf-bk-flight__rules" to={bookingUrl(routes.notice, search)}>
              退改签规则
            </Link>
          }
        />
      ))}
      travellerNote={requested}
      agreementNote="及所选舱位的退改签规则"
      quote={quoteState}
      place={place}
      soldOut={{
        confirmText: '重新选择航班',
        href: flightListUrl(kind, tripOf(legs.map((l) => l.flight)), search),
      }}
    />
  );
}

/** `需成人1 儿童1`: the counts an international search was made for, as a reminder. */
function requestedCounts(kind: BookingKind, search: URLSearchParams): string | null {
  if (kind !== 'international') return null;
  const adult = Number(search.get('adult') ?? '');
  const child = Number(search.get('child') ?? '');
  if (!Number.isInteger(adult) || adult < 1) return null;
  return `查询人数：成人${adult}${Number.isInteger(child) && child > 0 ? ` 儿童${child}` : ''}`;
}
