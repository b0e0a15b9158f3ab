// Reference data every domain looks up: cities (GB/T 2260 adcodes), airports, airlines and
// railway stations. Natural keys, so the seed can upsert the same rows again and again.
export const sql = /* sql */ `
create table cities (
  adcode        text primary key,                 -- 6-digit GB/T 2260 code of the city
  name          text not null unique,
  pinyin        text not null,
  first_letter  char(1) not null,                 -- upper case, for the A–Z index of pickers
  province      text not null,
  longitude     double precision not null,
  latitude      double precision not null,
  is_hot        boolean not null default false,
  sort          integer not null
);

create table airports (
  iata          char(3) primary key,
  name          text not null,
  city_name     text not null,
  city_code     char(3) not null,                 -- IATA metropolitan code (BJS, SHA, SEL, TYO …)
  city_pinyin   text not null,
  city_adcode   text references cities (adcode),  -- null outside the mainland, Hong Kong and Macao
  country       text not null,
  region        text not null check (region in ('domestic', 'hk_mo_tw', 'international')),
  sort          integer not null
);
create index airports_city_code on airports (city_code);

create table airlines (
  code          text primary key,                 -- IATA two-character designator
  name          text not null,
  short_name    text not null,
  sort          integer not null
);

create table railway_stations (
  name          text primary key,
  telecode      char(3) unique,                   -- 12306 telegraph code; null where not verified
  pinyin        text not null,
  pinyin_short  text not null,
  city_name     text not null,
  city_adcode   text not null references cities (adcode),
  is_hot        boolean not null default false,
  sort          integer not null
);
`;
