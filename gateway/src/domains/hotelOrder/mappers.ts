// GraphQL type → the legacy shape its resolvers are given (codegen `mappers`). codegen.ts reads
// every domain's mappers.ts; paths are relative to this folder. (`OrderContact` is the flight
// order domain's: hotel orders carry the same contact shape.)
export const mappers = {
  HotelOrder: '../order/api.ts#LegacyOrder',
  HotelOrderHotel: './api.ts#LegacyHotelOrderHotel',
  HotelGuest: './api.ts#LegacyHotelGuest',
  HotelCharge: './api.ts#LegacyHotelCharge',
  HotelRefund: './api.ts#LegacyHotelRefund',
  HotelQuote: './api.ts#LegacyHotelQuote',
  HotelRefundQuote: './api.ts#LegacyHotelRefundQuote',
};
