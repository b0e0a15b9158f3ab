// A token a host app hands to the web is exchanged once for a session of the web's own
// (POST /api/user/exchangeToken): the handed session records when, so a second exchange is refused.
// The handed token itself keeps working for the host app that owns it.
export const sql = /* sql */ `
alter table member_sessions add column exchanged_at timestamptz;
`;
