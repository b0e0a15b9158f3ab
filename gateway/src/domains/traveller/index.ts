// Travellers, contacts, invoice titles and e-invoices.
import { defineDomain } from '../shared/domain.ts';
import { travellerResolvers } from './resolvers.ts';

export default defineDomain({
  name: 'traveller',
  resolvers: travellerResolvers,
  flagCodes: {
    2301: 'TRAVELLER_NOT_FOUND',
    2302: 'DOCUMENT_NUMBER_TAKEN',
    2303: 'TRAVELLER_LIMIT_REACHED',
    2304: 'CONTACT_NOT_FOUND',
    2305: 'CONTACT_LIMIT_REACHED',
    2311: 'INVOICE_TITLE_NOT_FOUND',
    2312: 'INVOICE_TITLE_LIMIT_REACHED',
    2313: 'INVOICE_ORDER_NOT_FOUND',
    2314: 'ORDER_NOT_INVOICEABLE',
    2315: 'EINVOICE_ALREADY_REQUESTED',
  },
});
