import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  BookingShellInvoiceQueryDocument,
  SubscribeHotelPageQueryDocument,
  type SubscribeHotelPageQuery,
  type SubscribeHotelPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../../components/pageState/LoadError.tsx';
import { LoginRequired } from '../../../components/pageState/LoginRequired.tsx';
import { PageData, type LoadFailure } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { HotelBooking } from '../../../features/hotelOrder/HotelBooking.tsx';
import '../../../features/hotelOrder/hotelOrder.css';
import { hotelDetailUrl, parseBookingStay, type BookingStay } from '../../../features/hotelOrder/routes.ts';

/** A booking URL without a rate plan, or with malformed dates, is no page: the 404 page shows. */
export const validate: PageValidate = ({ searchParams }) => parseBookingStay(searchParams) !== null;

export const member = true;

/** The stay priced for one room: what the plan offers, whatever the rooms asked for. */
function pageVariables(stay: BookingStay): SubscribeHotelPageQueryVariables {
  return {
    hotelId: stay.hotelId,
    stay: { planId: stay.planId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: 1 },
  };
}

export const loader = ({ preload, prefetch, searchParams }: PageLoaderArgs) => {
  const stay = parseBookingStay(searchParams)!;
  // The 报销凭证 row names the default invoice title: side data, asked quietly.
  prefetch({ query: BookingShellInvoiceQueryDocument, context: { silent: true } });
  return {
    stay,
    booking: preload<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>(
      SubscribeHotelPageQueryDocument,
      {
        variables: pageVariables(stay),
        // A quote must be the server's current one (prices and rooms left change).
        fetchPolicy: 'network-only',
      },
    ),
  };
};

// The room count is priced by the form's own quote: changing it keeps the page as it is.
export const shouldRevalidate = ignoreSearchParams('rooms');

/**
 * /subscribe/hotel?hotel_code&room_id&plan_id&checkin&checkout&rooms: booking hotel rooms (member
 * only). A stay that cannot be booked (sold out, a past date, a plan gone) shows the server's reason
 * with 重试 and the way back to the hotel's rooms.
 */
export default function SubscribeHotelPage() {
  const { stay } = usePageData<typeof loader>();
  const back = hotelDetailUrl(stay.hotelId, stay.checkIn, stay.checkOut);
  return (
    <div className="sf-bk sf-ho-booking">
      <PageHeader title="填写订单" fallback={back} />
      <PageData
        fallback={<PageSkeleton lines={8} className="sf-card" />}
        renderError={(failure) => <Unbookable failure={failure} back={back} />}
      >
        <Booking />
      </PageData>
    </div>
  );
}

function Booking() {
  const { stay, booking } = usePageData<typeof loader>();
  // The rooms count lives in the URL; the loader's copy is the one it was opened with.
  const [search] = useSearchParams();
  return (
    <BookingForm
      queryRef={booking}
      stay={{ ...stay, rooms: parseBookingStay(search)?.rooms ?? stay.rooms }}
    />
  );
}

function BookingForm({ queryRef, stay }: { queryRef: QueryRef<SubscribeHotelPageQuery>; stay: BookingStay }) {
  const navigate = useNavigate();
  const { data } = useReadQuery(queryRef);
  if (!data.me) return <LoginRequired />;
  if (data.hotelQuote.plan.soldOut || data.hotelQuote.plan.roomsLeft < 1) {
    return (
      <EmptyState className="sf-card sf-ho-empty" title="该房型已订完" description="请返回选择其他房型或日期">
        <Button
          color="primary"
          shape="rounded"
          onClick={() =>
            navigate(hotelDetailUrl(stay.hotelId, stay.checkIn, stay.checkOut), { replace: true })
          }
        >
          重新选择房型
        </Button>
      </EmptyState>
    );
  }
  return (
    <HotelBooking
      // Another stay is another booking: a fresh form and draft.
      key={`${stay.planId}:${stay.checkIn}:${stay.checkOut}`}
      stay={stay}
      summary={data.hotelQuote}
      address={data.hotel?.address ?? null}
      me={data.me}
    />
  );
}

/** The stay cannot be priced: the server's words, 重试, and back to choosing a room. */
function Unbookable({ failure, back }: { failure: LoadFailure; back: string }) {
  const navigate = useNavigate();
  return (
    <div className="sf-ho-unbookable">
      <LoadError
        title="该房型暂时无法预订"
        error={failure.error}
        onRetry={failure.retry}
        retrying={failure.retrying}
      />
      <Button block shape="rounded" color="primary" onClick={() => navigate(back, { replace: true })}>
        重新选择房型
      </Button>
    </div>
  );
}
