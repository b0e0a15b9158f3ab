import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type {
  HotelDetail_HotelFragment,
  HotelRoomList_RoomsFragment,
} from '../../../__generated__/graphql.ts';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../../components/pageState/LoadError.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { HotelGallery } from './HotelGallery.tsx';
import { HotelRecommendations } from './HotelRecommendations.tsx';
import { HotelSummary } from './HotelSummary.tsx';
import { RoomList } from './RoomList.tsx';
import { chooseOfferUrl, hotelSubpageUrl, type Stay } from './stay.ts';
import { StayBar } from './StayBar.tsx';
import './hotelDetail.css';

export interface HotelDetailScreenProps {
  /** The loader's queries: the hotel (null when unknown) and its rooms for the stay. */
  hotel: QueryRef<{ hotel: HotelDetail_HotelFragment | null }>;
  rooms: QueryRef<{ hotelRooms: HotelRoomList_RoomsFragment }>;
  stay: Stay;
  today: string;
}

/** A hotel that is not (or no longer) on sale: said plainly, with a way on. */
export function HotelNotFound({ title = '酒店不存在或已下线' }: { title?: string }) {
  const navigate = useNavigate();
  return (
    <div className="sf-hotel-state" role="alert">
      <EmptyState title={title} description="链接可能已失效，去看看其他酒店吧" />
      <Button color="primary" shape="rounded" onClick={() => navigate('/hotel', { replace: true })}>
        搜索酒店
      </Button>
    </div>
  );
}

/**
 * /hotel/hoteldetail below its header: the hotel (pictures, summary), the stay's dates, the rooms
 * with their plans, and the city's other hotels. The rooms load on their own: a failure there keeps
 * the hotel on screen and retries only what failed.
 */
export function HotelDetailScreen({ hotel: hotelRef, rooms, stay, today }: HotelDetailScreenProps) {
  const navigate = useNavigate();
  const { hotel } = useReadQuery(hotelRef).data;
  if (!hotel) return <HotelNotFound />;
  return (
    <>
      <HotelGallery
        pictures={hotel.pictures}
        label={hotel.name}
        onOpen={() => navigate(hotelSubpageUrl('hotelpicList', hotel.id, stay))}
      />
      <HotelSummary hotel={hotel} stay={stay} />
      <StayBar stay={stay} today={today} to={chooseOfferUrl(hotel.id, stay)} />
      <section className="sf-card sf-hotel-room-section" aria-labelledby="hotel-rooms-title">
        <h2 id="hotel-rooms-title" className="sf-hotel-section-title">
          选择房型
        </h2>
        <PageData
          fallback={<PageSkeleton lines={6} className="sf-hotel-rooms__skeleton" />}
          renderError={({ error, retry, retrying }) => (
            <LoadError
              className="sf-hotel-state"
              title="房型加载失败"
              error={error}
              onRetry={retry}
              retrying={retrying}
            />
          )}
        >
          <Rooms rooms={rooms} hotelId={hotel.id} stay={stay} />
        </PageData>
      </section>
      <HotelRecommendations city={hotel.cityAdcode} excludeId={hotel.id} stay={stay} />
    </>
  );
}

function Rooms({
  rooms,
  hotelId,
  stay,
}: {
  rooms: HotelDetailScreenProps['rooms'];
  hotelId: string;
  stay: Stay;
}) {
  const navigate = useNavigate();
  const { hotelRooms } = useReadQuery(rooms).data;
  const allFull = hotelRooms.roomTypes.every((room) => room.soldOut);
  return (
    <>
      {allFull ? (
        <div className="sf-hotel-state" role="status" data-testid="hotel-sold-out">
          <EmptyState title="所选日期已满房" description="换个日期看看，或看看同城其他酒店" />
          <Button color="primary" shape="rounded" onClick={() => navigate(chooseOfferUrl(hotelId, stay))}>
            更换日期
          </Button>
        </div>
      ) : null}
      {/* Keyed by the stay: other dates start with their own first open room type. */}
      <RoomList
        key={`${hotelRooms.checkIn}/${hotelRooms.checkOut}`}
        rooms={hotelRooms}
        onBook={(url) => navigate(url)}
      />
    </>
  );
}
