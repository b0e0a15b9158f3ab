import { Button, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HotelRoomList_RoomsFragment } from '../../../__generated__/graphql.ts';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { HotelGallery } from './HotelGallery.tsx';
import { PlanList } from './PlanList.tsx';
import type { ListedRoomType } from './RoomList.tsx';
import { bookingUrl, dayName, detailUrl, monthDay, type Stay } from './stay.ts';
import './hotelDetail.css';

/** A room type the hotel does not (or no longer) sell: back to its other rooms. */
export function RoomTypeNotFound({ hotelId, stay }: { hotelId: string; stay: Stay }) {
  const navigate = useNavigate();
  return (
    <div className="sf-hotel-state" role="alert">
      <EmptyState title="房型不存在或已下架" description="看看酒店的其他房型吧" />
      <Button
        color="primary"
        shape="rounded"
        onClick={() => navigate(detailUrl(hotelId, stay), { replace: true })}
      >
        查看其他房型
      </Button>
    </div>
  );
}

/**
 * One room type in full: its pictures (a tap opens them full screen), beds, area, floor, window,
 * smoking, most guests, facilities, and its plans for the stay with their 预订 buttons.
 */
export function RoomTypeDetail({
  hotelName,
  room,
  rooms,
  today,
}: {
  hotelName: string;
  room: ListedRoomType;
  rooms: HotelRoomList_RoomsFragment;
  today: string;
}) {
  const navigate = useNavigate();
  const [viewing, setViewing] = useState<number | null>(null);
  const facts: [string, string][] = [
    ['床型', room.bed],
    ['面积', `${room.areaSquareMeters}㎡`],
    ['楼层', room.floor],
    ['窗户', room.window],
    ['吸烟', room.smoking],
    ['可住', `${room.maxGuests}人`],
  ];
  return (
    <>
      <HotelGallery pictures={room.pictures.map((url) => ({ url }))} label={room.name} onOpen={setViewing} />
      <ImageViewer.Multi
        key={viewing ?? 'closed'}
        images={[...room.pictures]}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onClose={() => setViewing(null)}
      />
      <section className="sf-card" aria-labelledby="room-name" data-testid="room-type">
        <h1 id="room-name" className="sf-hotel-summary__name">
          {room.name}
        </h1>
        <div className="sf-hotel-summary__meta">
          <span>{hotelName}</span>
          {room.lowestPrice ? (
            <span className="sf-hotel-room__price">
              {room.lowestPrice.text}
              <small>起</small>
            </span>
          ) : (
            <span className="sf-hotel-room__full">满房</span>
          )}
        </div>
        <dl className="sf-hotel-roomtype__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {room.facilities.length > 0 ? (
        <section className="sf-card" aria-labelledby="room-facilities">
          <h2 id="room-facilities" className="sf-hotel-section-title">
            房间设施
          </h2>
          <ul className="sf-hotel-facility-list">
            {room.facilities.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="sf-card" aria-labelledby="room-plans">
        <h2 id="room-plans" className="sf-hotel-section-title">
          价格方案
        </h2>
        <p className="sf-hotel-plan__cancel" data-testid="room-stay">
          {monthDay(rooms.checkIn)} {dayName(rooms.checkIn, today)} 入住 — {monthDay(rooms.checkOut)}{' '}
          {dayName(rooms.checkOut, today)} 离店 · 共{rooms.nights}晚
        </p>
        {room.soldOut ? <p className="sf-hotel-plan__few">所选日期该房型已满房，可返回更换日期</p> : null}
        <PlanList
          plans={room.plans}
          nights={rooms.nights}
          roomName={room.name}
          onBook={(plan) => navigate(bookingUrl(rooms.hotelId, room.id, plan.id, rooms))}
        />
      </section>
    </>
  );
}
