// Flight seat inventory (owner: flight domain). The timetable and fares are computed from the seed
// (domains/flight/catalogue.ts); the only state is how many seats of each fare have been sold. A fare
// nobody has booked has no row. `sold` never exceeds the fare's seats for sale: inventory.ts takes
// seats in one conditional statement, so two orders for the last seat cannot both succeed.
export const sql = /* sql */ `
create table flight_seats (
  fare_id     text primary key,                          -- <flight no>.<YYYY-MM-DD>.<booking class>
  flight_date date not null,                             -- departure date, to clear past stock
  sold        integer not null default 0 check (sold >= 0)
);
create index flight_seats_date on flight_seats (flight_date);
`;
