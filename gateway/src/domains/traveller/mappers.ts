// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  Traveller: './api.ts#LegacyTourist',
  TravellerDocument: './api.ts#LegacyTouristDocument',
  TravellerPage: './api.ts#LegacyTouristPage',
  DocumentTypeInfo: './api.ts#LegacyDocumentType',
  Contact: './api.ts#LegacyContact',
  InvoiceTitle: './api.ts#LegacyInvoiceTitle',
  CompanyMatch: './api.ts#LegacyCompany',
  EInvoice: './api.ts#LegacyEInvoice',
};
