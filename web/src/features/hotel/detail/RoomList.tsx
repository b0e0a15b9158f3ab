import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { HotelRoomList_RoomsFragment } from '../../../__generated__/graphql.ts';
import { PlanList } from './PlanList.tsx';
import { bookingUrl, roomTypeUrl } from './stay.ts';
import './hotelDetail.css';

export type ListedRoomType = HotelRoomList_RoomsFragment['roomTypes'][number];

/** `1张1.8米大床 · 30㎡ · 有窗`: what tells room types apart at a glance. */
export function roomFacts(room: Pick<ListedRoomType, 'bed' | 'areaSquareMeters' | 'window'>): string {
  return [room.bed, `${room.areaSquareMeters}㎡`, room.window].join(' · ');
}

/**
 * The room types of the stay, each with its lowest nightly price (or 满房), opening to its plans.
 * The first room type with rooms left starts open. The name leads to the room type in full.
 */
export function RoomList({
  rooms,
  onBook,
}: {
  rooms: HotelRoomList_RoomsFragment;
  /** Where 预订 goes: the booking page's URL for the plan (the page navigates). */
  onBook: (url: string) => void;
}) {
  const firstOpen = rooms.roomTypes.find((room) => !room.soldOut)?.id;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(firstOpen ? [firstOpen] : []));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="sf-hotel-rooms" aria-label="房型">
      {rooms.roomTypes.map((room) => {
        const expanded = open.has(room.id);
        const panelId = `room-plans-${room.id.replace(/[^\w-]/g, '-')}`;
        return (
          <li
            key={room.id}
            className={`sf-hotel-room${room.soldOut ? ' sf-hotel-room--sold-out' : ''}`}
            data-testid="hotel-room"
            data-room-id={room.id}
          >
            <div className="sf-hotel-room__head">
              {room.pictures[0] ? (
                <img className="sf-hotel-room__image" src={room.pictures[0]} alt="" loading="lazy" />
              ) : null}
              <div className="sf-hotel-room__info">
                <Link
                  className="sf-hotel-room__name"
                  to={roomTypeUrl(rooms.hotelId, room.id, rooms)}
                  aria-label={`${room.name} 房型详情`}
                >
                  {room.name}
                </Link>
                <div className="sf-hotel-room__facts">{roomFacts(room)}</div>
              </div>
              <button
                type="button"
                className="sf-hotel-room__toggle"
                aria-expanded={expanded}
                aria-controls={expanded ? panelId : undefined}
                aria-label={`${room.name} ${room.lowestPrice ? `${room.lowestPrice.text}起` : '满房'} 价格方案`}
                onClick={() => toggle(room.id)}
              >
                {room.lowestPrice ? (
                  <span className="sf-hotel-room__price">
                    {room.lowestPrice.text}
                    <small>起</small>
                  </span>
                ) : (
                  <span className="sf-hotel-room__full">满房</span>
                )}
                <span className="sf-hotel-room__arrow" aria-hidden="true">
                  {expanded ? '收起' : '展开'}
                </span>
              </button>
            </div>
            {expanded ? (
              <div id={panelId}>
                <PlanList
                  plans={room.plans}
                  nights={rooms.nights}
                  roomName={room.name}
                  onBook={(plan) => onBook(bookingUrl(rooms.hotelId, room.id, plan.id, rooms))}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
