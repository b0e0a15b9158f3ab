import { todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import {
  HotelDetailPageQueryDocument,
  HotelDetailPageRoomsQueryDocument,
  type HotelDetailPageQuery,
  type HotelDetailPageQueryVariables,
  type HotelDetailPageRoomsQuery,
  type HotelDetailPageRoomsQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { HotelDetailScreen } from '../../features/hotel/detail/HotelDetailScreen.tsx';
import { isHotelCode, parseStay } from '../../features/hotel/detail/stay.ts';

/** The detail needs the hotel it shows (banner type 7 always sends one). */
export const validate = ({ searchParams }: PageValidationArgs) => isHotelCode(searchParams.get('hotel_code'));

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const id = searchParams.get('hotel_code') ?? '';
  const stay = parseStay(searchParams, todayInShanghai());
  return {
    hotel: preload<HotelDetailPageQuery, HotelDetailPageQueryVariables>(HotelDetailPageQueryDocument, {
      variables: { id },
    }),
    rooms: preload<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>(
      HotelDetailPageRoomsQueryDocument,
      { variables: { hotelId: id, checkIn: stay.checkIn, checkOut: stay.checkOut } },
    ),
  };
};

/**
 * `/hotel/hoteldetail?hotel_code&checkin&checkout`: one hotel and its rooms for the stay (dates
 * default to today and tomorrow; an old link's past dates too). New dates come back in the URL from
 * hotelChooseOffer or hotelCalendar, and the loader prices the rooms again.
 */
export default function HotelDetailPage() {
  const { hotel, rooms } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const today = todayInShanghai();
  const stay = parseStay(params, today);
  return (
    <div className="sf-hotel-detail">
      <PageHeader title="酒店详情" fallback="/hotel" />
      <PageData fallback={<PageSkeleton cards={[2, 4, 2, 5]} />}>
        <HotelDetailScreen hotel={hotel} rooms={rooms} stay={stay} today={today} />
      </PageData>
    </div>
  );
}
