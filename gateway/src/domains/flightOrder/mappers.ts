// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder.
export const mappers = {
  FlightOrder: '../order/api.ts#LegacyOrder',
  FlightSegment: './api.ts#LegacyFlightSegment',
  FlightPassenger: './api.ts#LegacyFlightPassenger',
  OrderContact: './api.ts#LegacyOrderContact',
  PriceLine: './api.ts#LegacyPriceLine',
  QuotedPassenger: './api.ts#LegacyQuotedPassenger',
  FlightQuote: './api.ts#LegacyFlightQuote',
  FlightRefund: './api.ts#LegacyFlightRefund',
  FlightRefundQuote: './api.ts#LegacyFlightRefundQuote',
  FlightChange: './api.ts#LegacyFlightChange',
  FlightChangeOption: './api.ts#LegacyFlightChangeOption',
};
