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
`;
