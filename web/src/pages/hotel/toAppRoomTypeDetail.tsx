import { useReadQuery, type QueryRef } from '@apollo/client';
import { todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import {
  HotelRoomTypePageQueryDocument,
  HotelRoomTypePageRoomsQueryDocument,
  type HotelRoomTypePageQuery,
  type HotelRoomTypePageQueryVariables,
  type HotelRoomTypePageRoomsQuery,
  type HotelRoomTypePageRoomsQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { HotelNotFound } from '../../features/hotel/detail/HotelDetailScreen.tsx';
import { RoomTypeDetail, RoomTypeNotFound } from '../../features/hotel/detail/RoomTypeDetail.tsx';
import { detailUrl, isHotelCode, parseStay, type Stay } from '../../features/hotel/detail/stay.ts';
import '../../features/hotel/detail/hotelDetail.css';

export const validate = ({ searchParams }: PageValidationArgs) =>
  isHotelCode(searchParams.get('hotel_code')) && !!searchParams.get('room_id');

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const id = searchParams.get('hotel_code') ?? '';
  const stay = parseStay(searchParams, todayInShanghai());
  return {
    hotel: preload<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>(HotelRoomTypePageQueryDocument, {
      variables: { id },
    }),
    rooms: preload<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>(
      HotelRoomTypePageRoomsQueryDocument,
      { variables: { hotelId: id, checkIn: stay.checkIn, checkOut: stay.checkOut } },
    ),
  };
};

/**
 * `/hotel/toAppRoomTypeDetail?hotel_code&room_id&checkin&checkout`: one room type in full with its
 * plans for the stay. From the detail its rooms are in the cache already: it shows at once.
 */
export default function HotelRoomTypePage() {
  const { hotel, rooms } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const today = todayInShanghai();
  const hotelId = params.get('hotel_code') ?? '';
  const stay = parseStay(params, today);
  return (
    <div className="sf-hotel-page">
      <PageHeader title="房型详情" fallback={detailUrl(hotelId, stay)} />
      <PageData>
        <Body
          hotel={hotel}
          rooms={rooms}
          hotelId={hotelId}
          roomId={params.get('room_id') ?? ''}
          stay={stay}
          today={today}
        />
      </PageData>
    </div>
  );
}

function Body(props: {
  hotel: QueryRef<HotelRoomTypePageQuery>;
  rooms: QueryRef<HotelRoomTypePageRoomsQuery>;
  hotelId: string;
  roomId: string;
  stay: Stay;
  today: string;
}) {
  const { hotel } = useReadQuery(props.hotel).data;
  // An unknown hotel has no rooms to ask about (that query failed): say so before reading them.
  if (!hotel) return <HotelNotFound />;
  return <Room {...props} hotelName={hotel.name} />;
}

function Room({
  rooms,
  hotelId,
  roomId,
  stay,
  today,
  hotelName,
}: Parameters<typeof Body>[0] & { hotelName: string }) {
  const { hotelRooms } = useReadQuery(rooms).data;
  const room = hotelRooms.roomTypes.find((r) => r.id === roomId);
  if (!room) return <RoomTypeNotFound hotelId={hotelId} stay={stay} />;
  return <RoomTypeDetail hotelName={hotelName} room={room} rooms={hotelRooms} today={today} />;
}
