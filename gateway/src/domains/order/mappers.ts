// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  Order: './api.ts#LegacyOrder',
  OrderActions: './api.ts#LegacyOrderActions',
  OrderPage: './api.ts#OrderPageSource',
  Payment: './api.ts#LegacyPayment',
};
