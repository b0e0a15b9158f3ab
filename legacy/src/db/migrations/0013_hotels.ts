// Hotels (owner: hotel domain) and hotel orders (owner: hotelOrder domain).
//
// The catalogue (hotels, room types, rate plans) is seeded (db/seed/hotels.ts) and rewritten at
// every start-up. A night's price and the rooms for sale are computed from the room type's seeded
// base price and rooms (domains/hotel/pricing.ts, stock.ts), so they follow the calendar without a
// row per night; the only stock state is `hotel_room_nights`: rooms held by orders per room type per
// night, taken by one conditional upsert so two orders cannot both take a night's last room.
//
// A hotel order keeps a snapshot of what was booked (hotel, room type, plan, nightly prices) so it
// never changes with the catalogue. Every business time is written from the injected server clock.
export const sql = /* sql */ `
create table hotels (
  id              text primary key,                 -- 'H' + city adcode + 3 digits
  city_adcode     text not null references cities (adcode),
  name            text not null,
  brand           text,                             -- null for an independent hotel
  level_kind      text not null check (level_kind in ('star', 'diamond')),
  level_value     smallint not null check (level_value between 2 and 5),
  district        text not null,
  business_area   text not null,
  address         text not null,
  lat             double precision not null,        -- GCJ-02
  lng             double precision not null,
  score           double precision not null check (score between 1 and 5),
  review_count    integer not null check (review_count >= 0),
  tags            jsonb not null,                   -- ["亲子", "近地铁"]
  facilities      jsonb not null,                   -- facility codes (domains/hotel/facilities.ts)
  phone           text not null,
  opened_year     smallint not null,
  renovated_year  smallint,
  description     text not null,
  policies        jsonb not null,                   -- HotelPolicies
  pictures        jsonb not null,                   -- [HotelPicture], the cover first
  subways         jsonb not null,                   -- [HotelNearby] within 3 km, nearest first
  landmarks       jsonb not null,                   -- [HotelNearby], nearest first
  recommend_rank  integer not null                  -- the recommended order in its city (1 first)
);
create index hotels_city on hotels (city_adcode, recommend_rank);

create table hotel_room_types (
  id              text primary key,                 -- '<hotel id>.R<n>'
  hotel_id        text not null references hotels (id),
  position        smallint not null,
  name            text not null,
  bed             text not null,
  area_m2         smallint not null,
  floor           text not null,
  window_kind     text not null check (window_kind in ('有窗', '无窗', '部分有窗')),
  max_guests      smallint not null check (max_guests between 1 and 6),
  smoking         text not null check (smoking in ('禁烟', '可吸烟', '部分禁烟')),
  pictures        jsonb not null,
  facilities      jsonb not null,                   -- in words
  base_price_fen  integer not null check (base_price_fen > 0),  -- a weekday night out of season, no breakfast
  rooms           smallint not null check (rooms >= 0),         -- rooms for sale on an ordinary night
  scarce          boolean not null,                 -- few rooms, some nights none (sold-out states)
  unique (hotel_id, position)
);

create table hotel_rate_plans (
  id              text primary key,                 -- '<room type id>.P<n>'
  room_type_id    text not null references hotel_room_types (id),
  position        smallint not null,
  meals           smallint not null check (meals between 0 and 2),
  cancel_rule     text not null check (cancel_rule in ('free', 'first_night', 'none')),
  deadline_days   smallint,                         -- free: days before arrival (0 = the arrival day)
  deadline_time   text,                             -- free: 'HH:mm', Asia/Shanghai
  arrival_times   jsonb not null,                   -- ["18:00", "20:00", …]
  unique (room_type_id, position),
  check ((cancel_rule = 'free') = (deadline_days is not null and deadline_time is not null))
);

create table hotel_room_nights (
  room_type_id    text not null,                    -- no foreign key: stock outlives a reseeded catalogue
  night           date not null,
  capacity        smallint not null,                -- rooms for sale that night when first held
  held            smallint not null default 0 check (held >= 0),
  primary key (room_type_id, night),
  check (held <= capacity)
);
create index hotel_room_nights_night on hotel_room_nights (night);

create table hotel_orders (
  order_no          text primary key references orders (order_no),
  member_id         bigint not null references members (id),
  hotel_id          text not null,
  hotel             jsonb not null,                 -- HotelOrderHotel as booked
  room_type_id      text not null,
  room_type_name    text not null,
  bed               text not null,
  plan_id           text not null,
  plan_name         text not null,
  meal_text         text not null,
  cancel_rule       text not null check (cancel_rule in ('free', 'first_night', 'none')),
  cancel_deadline   timestamptz,                    -- free plans only
  cancel_text       text not null,
  check_in          date not null,
  check_out         date not null,
  nights_count      smallint not null check (nights_count between 1 and 28),
  rooms             smallint not null check (rooms between 1 and 10),
  nights            jsonb not null,                 -- [{ date, price_fen }] one room, as booked
  guests            jsonb not null,                 -- [{ room, name }]
  contact_name      text not null,
  contact_mobile    text not null,
  contact_email     text,
  arrival_time      text not null,
  special_requests  text not null,
  total_fen         bigint not null check (total_fen >= 0),
  nights_released   boolean not null default false, -- the nights went back on sale (cancel or refund)
  confirmation_no   text unique,                    -- the hotel's, once paid
  created_at        timestamptz not null
);
create index hotel_orders_member on hotel_orders (member_id, created_at desc);

create table hotel_refunds (
  refund_no     text primary key,
  order_no      text not null unique references hotel_orders (order_no),  -- one refund: the whole stay
  member_id     bigint not null references members (id),
  status        text not null check (status in ('processing', 'refunded')),
  paid_fen      bigint not null check (paid_fen >= 0),
  fee_fen       bigint not null check (fee_fen >= 0),
  amount_fen    bigint not null check (amount_fen >= 0),
  rule_text     text not null,
  reason        text not null,
  applied_at    timestamptz not null,
  due_at        timestamptz not null,               -- when the money is back
  refunded_at   timestamptz
);
create index hotel_refunds_processing on hotel_refunds (due_at) where status = 'processing';

-- Confirmation numbers the hotel gives a paid order: unique by construction.
create sequence hotel_confirmation_seq start with 1;
`;
