// Flight seat inventory (owner: flight domain). The timetable itself is computed from the seed.
export const sql = `
`;
