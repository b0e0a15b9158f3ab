// Generic order columns every product fills (owner: order domain), and the payment tables (owner:
// pay domain). Products keep their details in their own tables keyed by order_no.
export const sql = `
alter table orders add column title text not null default '';
alter table orders add column subtitle text;
alter table orders add column travel_date date;
alter table orders add column travel_end_at timestamptz;
alter table orders add column parent_order_no text references orders(order_no);
alter table orders add column idempotency_key text;
alter table orders add column paid_at timestamptz;
alter table orders add column cancelled_at timestamptz;
alter table orders add column finished_at timestamptz;
alter table orders add column deleted_at timestamptz;
alter table orders add column updated_at timestamptz;
create unique index orders_idempotency on orders (member_id, idempotency_key) where idempotency_key is not null;
create index orders_member_created on orders (member_id, created_at desc);
create index orders_unpaid_deadline on orders (pay_deadline) where status = 'unpaid';

-- Payments (owner: pay domain). One row per cashier session: pay_no is what the cashier URL names
-- (random, so it works as the link's capability), transaction_id the provider's id, unique so one
-- provider payment can mark one payment paid and no other. The order is marked paid in the same
-- transaction as its payment, exactly once: both updates are guarded by the old status.
create table payments (
  id             bigserial primary key,
  pay_no         text not null unique,
  order_no       text not null references orders(order_no),
  member_id      bigint not null references members(id),
  method         text not null check (method in ('wechat', 'alipay')),
  amount_fen     bigint not null check (amount_fen >= 0),
  status         text not null check (status in ('open', 'paid', 'closed', 'refused')),
  transaction_id text unique,
  created_at     timestamptz not null,
  paid_at        timestamptz,
  closed_at      timestamptz
);
create index payments_order on payments (order_no);
-- At most one paid payment per order, whatever races: a second provider payment cannot pay it again.
create unique index payments_one_paid on payments (order_no) where status = 'paid';

-- Every notification received, with what became of it: support reads this when a shopper says
-- "I paid". The payment row, not this log, decides.
create table payment_notifications (
  id             bigserial primary key,
  pay_no         text,
  transaction_id text,
  outcome        text not null check (outcome in ('paid', 'duplicate', 'refused', 'bad_signature', 'bad_amount', 'unknown', 'malformed')),
  detail         text not null,
  received_at    timestamptz not null
);
create index payment_notifications_pay on payment_notifications (pay_no);
`;
