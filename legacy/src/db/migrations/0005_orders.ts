// The order table every product writes to (spec §3 order-type codes). Products add their own
// detail tables; what the shell needs now is the unpaid count per member.
export const sql = `
create table if not exists orders (
  id bigserial primary key,
  order_no text not null unique,
  member_id bigint not null references members(id),
  order_type smallint not null,
  status text not null default 'unpaid' check (status in ('unpaid', 'paid', 'cancelled', 'finished', 'refunding', 'refunded')),
  total_fen bigint not null check (total_fen >= 0),
  pay_deadline timestamptz,
  created_at timestamptz not null
);
create index if not exists orders_member_status on orders (member_id, status);
`;
