// Flight orders: segments, passengers, refunds, changes (owner: flightOrder domain).
//
// The generic row lives in `orders` (status, total, deadline); these tables hold what only a flight
// order has, keyed by order_no. Flights and fares are snapshots (jsonb) taken when booked: the
// timetable is computed from the seed and may differ tomorrow, the order must not. Every business
// time is written from the injected server clock, so no column defaults to now().
export const sql = `
create table flight_orders (
  order_no       text primary key references orders(order_no),
  member_id      bigint not null references members(id),
  international  boolean not null,
  trip_type      text not null check (trip_type in ('one_way', 'round_trip')),
  contact_name   text not null,
  contact_mobile text not null,
  contact_email  text,
  price_lines    jsonb not null,             -- [{ label, unit_fen, count, amount_fen }]
  created_at     timestamptz not null
);

create table flight_order_segments (
  order_no      text not null references flight_orders(order_no),
  segment_index smallint not null check (segment_index in (0, 1)),
  flight_id     text not null,
  fare_id       text not null,
  dep_at        timestamptz not null,
  arr_at        timestamptz not null,
  flight        jsonb not null,              -- the catalogue flight without its fares
  fare          jsonb not null,              -- the catalogue fare booked (seats are returned against it)
  primary key (order_no, segment_index)
);

create table flight_order_passengers (
  id                  bigserial primary key,
  order_no            text not null references flight_orders(order_no),
  position            smallint not null,
  traveller_id        bigint,                -- no foreign key: a deleted traveller leaves the order intact
  name                text not null,
  age_class           text not null check (age_class in ('ADULT', 'CHILD', 'INFANT')),
  document_type       smallint not null check (document_type between 1 and 7),
  document_number     text not null,
  document_expires_on date,
  prices              jsonb not null,        -- per segment: [{ ticket_fen, airport_fee_fen, fuel_fen }]
  total_fen           bigint not null check (total_fen >= 0),
  ticket_no           text unique,
  ticket_status       text not null default 'booked'
                      check (ticket_status in ('booked', 'ticketed', 'refunding', 'refunded', 'changed')),
  unique (order_no, position)
);

create table flight_refunds (
  refund_no     text primary key,
  order_no      text not null references flight_orders(order_no),
  member_id     bigint not null references members(id),
  status        text not null check (status in ('processing', 'refunded')),
  passenger_ids jsonb not null,              -- [passenger id]
  paid_fen      bigint not null check (paid_fen >= 0),
  fee_fen       bigint not null check (fee_fen >= 0),
  amount_fen    bigint not null check (amount_fen >= 0),
  rule_text     text not null,
  reason        text not null,
  applied_at    timestamptz not null,
  due_at        timestamptz not null,        -- when the money is back (the stand-in's airline answers then)
  refunded_at   timestamptz
);
create index flight_refunds_order on flight_refunds (order_no);
create index flight_refunds_processing on flight_refunds (due_at) where status = 'processing';

create table flight_changes (
  change_no            text primary key,
  order_no             text not null references flight_orders(order_no),
  member_id            bigint not null references members(id),
  segment_index        smallint not null check (segment_index in (0, 1)),
  status               text not null
                       check (status in ('pending_confirm', 'pending_payment', 'changed', 'cancelled')),
  passenger_ids        jsonb not null,       -- [passenger id]
  from_flight          jsonb not null,
  from_fare            jsonb not null,
  to_flight            jsonb not null,
  to_fare              jsonb not null,
  to_dep_at            timestamptz not null,
  to_arr_at            timestamptz not null,
  seats                smallint not null,    -- seats held on the new fare (infants take none)
  new_prices           jsonb not null,       -- { "<passenger id>": { ticket_fen, airport_fee_fen, fuel_fen } }
  price_difference_fen bigint not null check (price_difference_fen >= 0),
  change_fee_fen       bigint not null check (change_fee_fen >= 0),
  total_fen            bigint not null check (total_fen >= 0),
  pay_order_no         text references orders(order_no),
  created_at           timestamptz not null,
  expires_at           timestamptz not null, -- an unconfirmed quote lapses then and its seats return
  completed_at         timestamptz,
  cancelled_at         timestamptz
);
create index flight_changes_order on flight_changes (order_no, created_at desc);
create unique index flight_changes_pay_order on flight_changes (pay_order_no) where pay_order_no is not null;
-- One open change per order at a time, so two confirms cannot move the same passengers twice.
create unique index flight_changes_open on flight_changes (order_no)
  where status in ('pending_confirm', 'pending_payment');

-- Ticket numbers are the airline's 3-digit prefix and 10 digits from this sequence: unique by construction.
create sequence flight_ticket_seq start with 1;
`;
