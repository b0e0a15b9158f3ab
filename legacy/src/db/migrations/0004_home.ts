// Home-page and shell content as the company's CMS keeps it. Operators type titles, prices and
// images and pick a link, so these rows are denormalised on purpose: a card does not follow its
// product's live price. Links are BannerLink objects (spec §2.4) stored as jsonb; dates are
// Shanghai calendar dates, inclusive at both ends.
export const sql = /* sql */ `
create table home_banners (
  id          integer primary key,
  position    text not null check (position in ('home', 'middle')),  -- top carousel or the strip under the menu
  title       text not null,
  image       text not null,
  link        jsonb not null,
  starts_on   date not null,
  ends_on     date not null,
  sort        integer not null
);

create table home_menus (
  id          integer primary key,
  name        text not null,
  icon        text not null,
  route       text not null,                        -- web route the icon opens
  badge       text not null default '',             -- short corner label, '' for none
  sort        integer not null
);

create table home_floors (
  id          integer primary key,
  title       text not null,
  subtitle    text not null,
  more_text   text not null,
  more_route  text not null,
  sort        integer not null
);

create table home_floor_items (
  id                integer primary key,
  floor_id          integer not null references home_floors (id) on delete cascade,
  title             text not null,
  subtitle          text not null,
  price_fen         integer not null check (price_fen >= 0),
  market_price_fen  integer not null default 0 check (market_price_fen >= 0),  -- 0 when there is none to strike out
  image             text not null,
  tags              jsonb not null default '[]',
  link              jsonb not null,
  sort              integer not null
);
create index home_floor_items_floor on home_floor_items (floor_id, sort);

create table home_hot_destinations (
  id           integer primary key,
  city_adcode  text not null references cities (adcode),
  title        text not null,
  subtitle     text not null,
  price_fen    integer not null check (price_fen >= 0),   -- the cheapest line there, "from"
  image        text not null,
  link         jsonb not null,
  sort         integer not null
);

create table home_hot_hotels (
  hotel_code     text primary key,
  city_adcode    text not null references cities (adcode),
  name           text not null,
  star           smallint not null check (star between 2 and 5),
  score          double precision not null check (score between 0 and 5),
  comment_count  integer not null,
  address        text not null,
  business_area  text not null,
  price_fen      integer not null check (price_fen >= 0),  -- lowest nightly rate shown, "from"
  image          text not null,
  tags           jsonb not null default '[]',
  sort           integer not null
);
create index home_hot_hotels_city on home_hot_hotels (city_adcode, sort);

-- Rural-goods shops with their three showcase goods (a CMS pick, not the shop's catalogue).
create table home_hot_stores (
  id             integer primary key,
  name           text not null,
  origin         text not null,                      -- 省·市 of the producer, shown as is
  intro          text not null,
  logo           text not null,
  cover          text not null,
  tags           jsonb not null default '[]',
  monthly_sales  integer not null,
  score          double precision not null check (score between 0 and 5),
  goods          jsonb not null,
  sort           integer not null
);

create table home_notices (
  id          integer primary key,
  title       text not null,
  image       text not null,
  link        jsonb not null,
  starts_on   date not null,
  ends_on     date not null,
  sort        integer not null
);

create table activity_themes (
  id                integer primary key,
  title             text not null,
  subtitle          text not null,
  cover             text not null,
  banner            text not null,
  background_color  text not null,
  rule_text         text not null,
  sections          jsonb not null,                  -- [{ title, items: ProductCard[] }]
  starts_on         date not null,
  ends_on           date not null,
  sort              integer not null
);

create table app_tabbar_items (
  key                   text primary key check (key in ('home', 'order', 'service', 'mine')),
  name                  text not null,
  icon                  text not null,
  icon_highlight        text not null,
  font_color            text not null,
  font_highlight_color  text not null,
  url                   text not null,               -- '' for the customer-service popup
  sort                  integer not null
);

-- Switches the shell reads (show_report, show_mz, mz_url); text values, as operators edit them.
create table app_settings (
  key    text primary key,
  value  text not null
);
`;
