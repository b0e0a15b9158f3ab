// Travellers, contacts, invoice titles and e-invoices (owner: traveller and invoice domains).
export const sql = `
`;
