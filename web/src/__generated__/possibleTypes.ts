
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "BannerLink": [
      "GoodsLink",
      "HotelLink",
      "JourneyLink",
      "PageLink",
      "PlainLink",
      "TicketLink",
      "TourLink",
      "VisaLink"
    ],
    "Order": [
      "FlightOrder",
      "HotelOrder"
    ]
  }
};
      export default result;
    