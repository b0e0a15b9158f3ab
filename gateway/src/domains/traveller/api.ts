// One method per legacy endpoint of travellers, contacts, invoice titles and e-invoices
// (legacy/CONTRACT.md "Travellers and contacts", "Invoice titles and e-invoices").
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

/** One document of a traveller as the backend sends it. `TravellerDocument` maps from this. */
export interface LegacyTouristDocument {
  documentTypeId: number;
  number: string;
  expires_on: string | null;
  issuing_country: string | null;
}

/** A frequent traveller as the backend sends it. `Traveller` maps from this. */
export interface LegacyTourist {
  touristInfoId: number;
  name: string;
  english_surname: string | null;
  english_given_name: string | null;
  gender: 0 | 1 | 2;
  birthday: string;
  mobile: string | null;
  is_self: boolean;
  documents: LegacyTouristDocument[];
}

export interface LegacyTouristPage {
  list: LegacyTourist[];
  pageNum: number;
  pageSize: number;
  total: number;
}

export interface LegacyDocumentType {
  documentTypeId: number;
  name: string;
  rule: string;
  needs_expiry: boolean;
}

/** A traveller as add and update take it (`TouristInput` of the contract); a type so it fits `Params`. */
export type LegacyTouristInput = {
  name: string;
  english_surname?: string;
  english_given_name?: string;
  gender?: 1 | 2;
  birthday?: string;
  mobile?: string;
  documents: { documentTypeId: number; number: string; expires_on?: string; issuing_country?: string }[];
};

export interface LegacyContact {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
}

export interface LegacyInvoiceTitle {
  invoiceId: number;
  kind: 1 | 2;
  name: string;
  tax_number: string | null;
  address: string | null;
  phone: string | null;
  bank_name: string | null;
  bank_account: string | null;
  is_default: boolean;
}

export type LegacyTitleInput = {
  kind: 1 | 2;
  name: string;
  tax_number?: string;
  address?: string;
  phone?: string;
  bank_name?: string;
  bank_account?: string;
  is_default: boolean;
};

export interface LegacyCompany {
  name: string;
  tax_number: string;
}

export interface LegacyEInvoice {
  id: number;
  order_no: string;
  status: 'issuing' | 'issued';
  title_kind: 1 | 2;
  title_name: string;
  tax_number: string | null;
  amount_fen: number;
  email: string;
  requested_at: string;
  issued_at: string | null;
}

// The list and read calls are POSTs under /v2 that change nothing: safe to retry.
const endpoints = {
  documentTypes: { prefix: '/api', method: 'GET', path: '/tourist/documentTypes' },
  touristList: { prefix: '/v2', method: 'POST', path: '/tourist/list', idempotent: true },
  touristInfo: { prefix: '/v2', method: 'POST', path: '/tourist/info', idempotent: true },
  touristAdd: { prefix: '/v2', method: 'POST', path: '/tourist/add' },
  touristUpdate: { prefix: '/v2', method: 'POST', path: '/tourist/update' },
  touristDelete: { prefix: '/v2', method: 'POST', path: '/tourist/delete' },
  contactList: { prefix: '/v2', method: 'POST', path: '/contacts/list', idempotent: true },
  contactSave: { prefix: '/v2', method: 'POST', path: '/contacts/save' },
  contactDelete: { prefix: '/v2', method: 'POST', path: '/contacts/delete' },
  invoiceList: { prefix: '/v2', method: 'POST', path: '/invoice/list', idempotent: true },
  invoiceSave: { prefix: '/v2', method: 'POST', path: '/invoice/save' },
  invoiceUpdate: { prefix: '/v2', method: 'POST', path: '/invoice/update' },
  invoiceDelete: { prefix: '/v2', method: 'POST', path: '/invoice/delete' },
  searchCompany: { prefix: '/api', method: 'GET', path: '/invoice/searchCompany' },
  buildEInvoice: { prefix: '/v2', method: 'POST', path: '/invoice/buildEInvoice' },
  queryEInvoice: { prefix: '/v2', method: 'POST', path: '/invoice/queryEInvoice', idempotent: true },
} satisfies Record<string, Endpoint>;

export const travellerApi = {
  documentTypes: (up: Upstream) => up.call<{ list: LegacyDocumentType[] }>(endpoints.documentTypes),
  list: (up: Upstream, p: { pageNum: number; pageSize: number }) =>
    up.call<LegacyTouristPage>(endpoints.touristList, p),
  info: (up: Upstream, p: { touristInfoId: number }) =>
    up.call<{ tourist: LegacyTourist }>(endpoints.touristInfo, p),
  add: (up: Upstream, p: LegacyTouristInput) => up.call<{ tourist: LegacyTourist }>(endpoints.touristAdd, p),
  update: (up: Upstream, p: LegacyTouristInput & { touristInfoId: number }) =>
    up.call<{ tourist: LegacyTourist }>(endpoints.touristUpdate, p),
  delete: (up: Upstream, p: { touristInfoId: number }) =>
    up.call<{ touristInfoId: number }>(endpoints.touristDelete, p),
};

export const contactApi = {
  list: (up: Upstream) => up.call<{ list: LegacyContact[] }>(endpoints.contactList),
  save: (up: Upstream, p: { id?: number; name: string; mobile: string; email?: string }) =>
    up.call<{ contact: LegacyContact }>(endpoints.contactSave, p),
  delete: (up: Upstream, p: { id: number }) => up.call<{ id: number }>(endpoints.contactDelete, p),
};

export const invoiceApi = {
  list: (up: Upstream) => up.call<{ list: LegacyInvoiceTitle[] }>(endpoints.invoiceList),
  save: (up: Upstream, p: LegacyTitleInput) =>
    up.call<{ invoice: LegacyInvoiceTitle }>(endpoints.invoiceSave, p),
  update: (up: Upstream, p: LegacyTitleInput & { invoiceId: number }) =>
    up.call<{ invoice: LegacyInvoiceTitle }>(endpoints.invoiceUpdate, p),
  delete: (up: Upstream, p: { invoiceId: number }) =>
    up.call<{ invoiceId: number }>(endpoints.invoiceDelete, p),
  searchCompany: (up: Upstream, p: { keyword: string }) =>
    up.call<{ keyword: string; list: LegacyCompany[] }>(endpoints.searchCompany, p),
  buildEInvoice: (up: Upstream, p: { order_no: string; invoiceId: number; email: string }) =>
    up.call<{ e_invoice: LegacyEInvoice }>(endpoints.buildEInvoice, p),
  queryEInvoice: (up: Upstream, p: { order_no: string }) =>
    up.call<{ e_invoice: LegacyEInvoice | null }>(endpoints.queryEInvoice, p),
};
