// Travellers, contacts, invoice titles and e-invoices of the legacy backend (schema/src/rest/
// traveller.ts and invoice.ts; legacy/CONTRACT.md "Travellers and contacts", "Invoice titles and
// e-invoices"): one method per route, typed by the contract. The shapes are the backend's.
import { restRoutes, type ParamsOf, type Static } from '@storefront/schema/rest';
import type { Company, EInvoice, InvoiceTitle } from '@storefront/schema/rest/invoice';
import type {
  Contact,
  DocumentType,
  DocumentTypeId,
  Tourist,
  TouristDocument,
  TouristPage,
} from '@storefront/schema/rest/traveller';
import { restMethod } from '../../upstream/rest.ts';

const traveller = restRoutes.traveller;
const invoice = restRoutes.invoice;

/** One document of a traveller as the backend sends it. `TravellerDocument` maps from this. */
export type LegacyTouristDocument = Static<typeof TouristDocument>;
/** A frequent traveller as the backend sends it. `Traveller` maps from this. */
export type LegacyTourist = Static<typeof Tourist>;
export type LegacyTouristPage = Static<typeof TouristPage>;
export type LegacyDocumentType = Static<typeof DocumentType>;
export type LegacyDocumentTypeId = DocumentTypeId;
/** A traveller as add and update take it (`TouristInput` of the contract). */
export type LegacyTouristInput = ParamsOf<typeof traveller.touristAdd>;
export type LegacyContact = Static<typeof Contact>;
export type LegacyInvoiceTitle = Static<typeof InvoiceTitle>;
/** An invoice title as save and update take it (`TitleInput` of the contract). */
export type LegacyTitleInput = ParamsOf<typeof invoice.invoiceSave>;
export type LegacyCompany = Static<typeof Company>;
export type LegacyEInvoice = Static<typeof EInvoice>;

// The list and read calls are POSTs under /v2 that change nothing: the contract marks them
// idempotent, so they are retried.
export const travellerApi = {
  documentTypes: restMethod(traveller.documentTypes),
  list: restMethod(traveller.touristList),
  info: restMethod(traveller.touristInfo),
  add: restMethod(traveller.touristAdd),
  update: restMethod(traveller.touristUpdate),
  delete: restMethod(traveller.touristDelete),
};

export const contactApi = {
  list: restMethod(traveller.contactList),
  save: restMethod(traveller.contactSave),
  delete: restMethod(traveller.contactDelete),
};

export const invoiceApi = {
  list: restMethod(invoice.invoiceList),
  save: restMethod(invoice.invoiceSave),
  update: restMethod(invoice.invoiceUpdate),
  delete: restMethod(invoice.invoiceDelete),
  searchCompany: restMethod(invoice.searchCompany),
  buildEInvoice: restMethod(invoice.buildEInvoice),
  queryEInvoice: restMethod(invoice.queryEInvoice),
};
