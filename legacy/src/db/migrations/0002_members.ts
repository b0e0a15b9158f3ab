// Members and everything that logs them in. Times are written by the application from its clock,
// never by now(), so tests can move time.
export const sql = /* sql */ `
create sequence members_id_seq start with 100001;  -- ids below are left for seeded demo members

create table members (
  id              integer primary key default nextval('members_id_seq'),
  mobile          text not null unique,
  login_name      text not null,
  nick_name       text not null,
  password_hash   text,                             -- null for members who only ever used SMS codes
  yingke_code     text not null default '',
  gender          smallint not null default 0 check (gender in (0, 1, 2)),
  birthday        date,
  mem_email       text not null default '',
  wechat          text not null default '',
  qq              text not null default '',
  signature       text not null default '',
  introduce_id    text not null default '',
  introduce_type  text not null default '2',
  created_at      timestamptz not null,
  updated_at      timestamptz not null
);
alter sequence members_id_seq owned by members.id;

create table member_avatars (
  member_id   integer primary key references members (id) on delete cascade,
  mime        text not null,
  bytes       bytea not null,
  version     integer not null,                    -- bumps on every upload; part of the URL
  updated_at  timestamptz not null
);

create table member_sessions (
  token_hash  text primary key,                    -- SHA-256 hex of the token; the token itself is never stored
  member_id   integer not null references members (id) on delete cascade,
  created_at  timestamptz not null,
  expires_at  timestamptz not null,
  revoked_at  timestamptz
);
create index member_sessions_member on member_sessions (member_id);

-- The stand-in's SMS gateway: a code is "sent" by writing it here.
create table sms_outbox (
  id           serial primary key,
  mobile       text not null,
  purpose      text not null check (purpose in ('login', 'register', 'reset')),
  code         char(6) not null,
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  attempts     integer not null default 0,          -- wrong tries so far
  consumed_at  timestamptz,
  voided_at    timestamptz
);
create index sms_outbox_mobile on sms_outbox (mobile, id desc);

create table password_reset_tickets (
  ticket_hash  text primary key,
  member_id    integer not null references members (id) on delete cascade,
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  used_at      timestamptz
);
`;
