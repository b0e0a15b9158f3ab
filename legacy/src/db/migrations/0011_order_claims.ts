// Two things of the generic order service (owner: order domain).
//
// 1. Idempotency keys belong to the operation that uses them. A key was unique per member only, so
//    a shopper's booking key could take the key the service makes for its own work (a flight
//    change's payment order used `change-<change no>`), and that work then failed. The scope names
//    the operation (`flightOrder/create`, `flightOrder/changeConfirm`); the unique index is over
//    member, scope and key. Rows made before this get their scope back: flights were the only
//    product with keys, bookings had no parent order and change payments had `change-` + change no.
//
// 2. Claims: one live booking of a traveller per product unit (a flight on a day, later a hotel
//    night …). An order claims (subject, product) for each of its travellers when it is made, inside
//    the booking transaction; the partial unique index lets only one live claim exist, so of two
//    bookings at the same moment one wins. Releasing (cancellation, refund, change) sets
//    released_at; the row stays as a record of who held what.
export const sql = /* sql */ `
alter table orders add column idempotency_scope text;
update orders
   set idempotency_scope = case when parent_order_no is null then 'flightOrder/create' else 'flightOrder/changeConfirm' end,
       idempotency_key = case when parent_order_no is not null and idempotency_key like 'change-%'
                              then substr(idempotency_key, 8) else idempotency_key end
 where idempotency_key is not null;
alter table orders add constraint orders_idempotency_scoped
  check (idempotency_key is null or idempotency_scope is not null);
drop index orders_idempotency;
create unique index orders_idempotency on orders (member_id, idempotency_scope, idempotency_key)
  where idempotency_key is not null;

create table order_claims (
  id          bigserial primary key,
  order_no    text not null references orders(order_no),
  subject     text not null,             -- who: 'doc:<type>:<NUMBER>', 'traveller:<id>'
  product     text not null,             -- what: 'flight:<flight no>:<departure date>'
  claimed_at  timestamptz not null,
  released_at timestamptz
);
create unique index order_claims_live on order_claims (subject, product) where released_at is null;
create index order_claims_order on order_claims (order_no) where released_at is null;
`;
