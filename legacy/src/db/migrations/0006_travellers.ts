// Travellers with their documents, contacts, invoice titles and e-invoices (owner: traveller and
// invoice domains). Times come from the server clock, never now(). Document numbers are stored
// upper-cased so `x` and `X` at the end of an ID are one number.
export const sql = /* sql */ `
create table travellers (
  id                  serial primary key,
  member_id           integer not null references members (id) on delete cascade,
  name                text not null,
  english_surname     text,
  english_given_name  text,
  gender              smallint not null check (gender in (0, 1, 2)),   -- 0 unknown, 1 male, 2 female
  birthday            date not null,
  mobile              text,
  created_at          timestamptz not null,
  updated_at          timestamptz not null,
  last_used_at        timestamptz,          -- set by products when the traveller is booked: lists show them first
  deleted_at          timestamptz           -- soft delete, so rows products point at stay readable
);
create index travellers_member on travellers (member_id, id) where deleted_at is null;

-- At most one document of each type per traveller, and one traveller per document number and type
-- within a member (the same person added twice). A deleted traveller's documents are removed, so
-- its numbers can be saved again.
create table traveller_documents (
  traveller_id     integer not null references travellers (id) on delete cascade,
  member_id        integer not null references members (id) on delete cascade,
  type             smallint not null check (type between 1 and 7),  -- documentTypeId, see CONTRACT.md
  number           text not null,
  expires_on       date,
  issuing_country  text,
  position         smallint not null,                                -- order the member entered them in
  primary key (traveller_id, type)
);
create unique index traveller_documents_number on traveller_documents (member_id, type, number);

create table contacts (
  id          serial primary key,
  member_id   integer not null references members (id) on delete cascade,
  name        text not null,
  mobile      text not null,
  email       text,
  created_at  timestamptz not null,
  updated_at  timestamptz not null
);
create index contacts_member on contacts (member_id, id);

create table invoice_titles (
  id            serial primary key,
  member_id     integer not null references members (id) on delete cascade,
  kind          smallint not null check (kind in (1, 2)),   -- 1 personal, 2 company
  name          text not null,
  tax_number    text,
  address       text,
  phone         text,
  bank_name     text,
  bank_account  text,
  is_default    boolean not null default false,
  created_at    timestamptz not null,
  updated_at    timestamptz not null,
  check (kind = 1 or tax_number is not null)
);
create index invoice_titles_member on invoice_titles (member_id, id);
create unique index invoice_titles_one_default on invoice_titles (member_id) where is_default;

-- One e-invoice per order; the title is copied so deleting or editing the title later does not
-- change an invoice already asked for. Issued once ISSUE_DELAY has passed on the server clock.
create table e_invoices (
  id            serial primary key,
  order_no      text not null unique references orders (order_no),
  member_id     integer not null references members (id) on delete cascade,
  title_kind    smallint not null check (title_kind in (1, 2)),
  title_name    text not null,
  tax_number    text,
  amount_fen    bigint not null check (amount_fen >= 0),
  email         text not null,
  requested_at  timestamptz not null
);
create index e_invoices_member on e_invoices (member_id);
`;
