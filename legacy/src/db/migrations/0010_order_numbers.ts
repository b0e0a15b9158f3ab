// The last four digits of order, refund and change numbers (see newOrderNo in domains/order/store.ts).
// A cycling sequence rather than random digits: two numbers made in the same second differ unless
// ten thousand more were made in that second, and it holds across every process on this database.
export const sql = `
create sequence order_no_suffix minvalue 0 maxvalue 9999 start 0 cycle;
`;
