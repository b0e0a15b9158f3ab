// Flight orders: segments, passengers, refunds, changes (owner: flightOrder domain).
export const sql = `
`;
