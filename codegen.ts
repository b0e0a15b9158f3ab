import type { CodegenConfig } from '@graphql-codegen/cli';

// One config, three outputs: the gateway's resolver types (mapped onto the legacy data shapes, so a
// resolver returns what the upstream sent and field resolvers translate), the web's operation
// types and Apollo hooks, and the web cache's `possibleTypes`. `pnpm codegen:check` fails when the
// committed output is stale.
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Mobile: 'string',
};

const config: CodegenConfig = {
  overwrite: true,
  // web/ may briefly have no operations while a page is being written; an empty output is fine.
  ignoreNoDocuments: true,
  schema: 'schema/*.graphql',
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        scalars,
        enumsAsTypes: true,
        // Resolvers return what the backend sent; field resolvers translate (DESIGN.md §7).
        mappers: {
          User: '../domains/user/api.ts#LegacyUserInfo',
          City: '../domains/geo/api.ts#LegacyCity',
          CityGroup: '../domains/geo/api.ts#LegacyCityGroup',
          CityDirectory: '../domains/geo/api.ts#LegacyCityDirectory',
          LocatedCity: '../domains/geo/api.ts#LegacyLocated',
          Weather: '../domains/geo/api.ts#LegacyWeather',
          WeatherNow: '../domains/geo/api.ts#LegacyWeatherNow',
          WeatherDay: '../domains/geo/api.ts#LegacyWeatherDay',
          HomePage: '../domains/home/api.ts#HomeRoot',
          Banner: '../domains/home/api.ts#LegacyBanner',
          // Every link family is the one model toBannerLink makes; its type picks the family.
          BannerLink: '../domains/home/links.ts#BannerLinkModel',
          PlainLink: '../domains/home/links.ts#BannerLinkModel',
          PageLink: '../domains/home/links.ts#BannerLinkModel',
          TourLink: '../domains/home/links.ts#BannerLinkModel',
          HotelLink: '../domains/home/links.ts#BannerLinkModel',
          JourneyLink: '../domains/home/links.ts#BannerLinkModel',
          VisaLink: '../domains/home/links.ts#BannerLinkModel',
          GoodsLink: '../domains/home/links.ts#BannerLinkModel',
          TicketLink: '../domains/home/links.ts#BannerLinkModel',
          MenuEntry: '../domains/home/api.ts#LegacyMenuEntry',
          ProductCard: '../domains/home/api.ts#LegacyProductCard',
          Floor: '../domains/home/api.ts#LegacyFloor',
          HotDestination: '../domains/home/api.ts#LegacyHotDestination',
          HotHotel: '../domains/home/api.ts#LegacyHotHotel',
          StoreGood: '../domains/home/api.ts#LegacyStoreGood',
          HotStore: '../domains/home/api.ts#LegacyHotStore',
          NoticeAdvert: '../domains/home/api.ts#LegacyNotice',
          ActivityTheme: '../domains/home/api.ts#LegacyTheme',
          ThemeSection: '../domains/home/api.ts#LegacyThemeSection',
          ActivityThemeDetail: '../domains/home/api.ts#LegacyThemeDetail',
          TabItem: '../domains/shell/api.ts#ShellTab',
          ShellConfig: '../domains/shell/api.ts#ShellConfigSource',
          // traveller domain (travellers, contacts, invoice titles)
          Traveller: '../domains/traveller/api.ts#LegacyTourist',
          TravellerDocument: '../domains/traveller/api.ts#LegacyTouristDocument',
          TravellerPage: '../domains/traveller/api.ts#LegacyTouristPage',
          DocumentTypeInfo: '../domains/traveller/api.ts#LegacyDocumentType',
          Contact: '../domains/traveller/api.ts#LegacyContact',
          InvoiceTitle: '../domains/traveller/api.ts#LegacyInvoiceTitle',
          CompanyMatch: '../domains/traveller/api.ts#LegacyCompany',
          EInvoice: '../domains/traveller/api.ts#LegacyEInvoice',
          // flight domain (cities, timetable, fares)
          Airport: '../domains/flight/api.ts#LegacyAirport',
          AirCity: '../domains/flight/api.ts#LegacyAirCity',
          AirCityGroup: '../domains/flight/api.ts#LegacyAirCityGroup',
          AirCityDirectory: '../domains/flight/api.ts#LegacyAirCityDirectory',
          Airline: '../domains/flight/api.ts#LegacyAirline',
          FlightEndpoint: '../domains/flight/api.ts#LegacyFlightEndpoint',
          FlightStop: '../domains/flight/api.ts#LegacyFlightStop',
          FlightTaxes: '../domains/flight/api.ts#LegacyFlightTaxes',
          Fare: '../domains/flight/api.ts#LegacyFare',
          Flight: '../domains/flight/api.ts#LegacyFlight',
          FlightSearchResult: '../domains/flight/api.ts#LegacyFlightSearch',
          DailyLowPrice: '../domains/flight/api.ts#LegacyDailyLowPrice',
          // order domain (Order interface, payment)
          Order: '../domains/order/api.ts#LegacyOrder',
          OrderActions: '../domains/order/api.ts#LegacyOrderActions',
          OrderPage: '../domains/order/api.ts#OrderPageSource',
          Payment: '../domains/order/api.ts#LegacyPayment',
          // flightOrder domain (FlightOrder, refunds, changes)
          FlightOrder: '../domains/order/api.ts#LegacyOrder',
          FlightSegment: '../domains/flightOrder/api.ts#LegacyFlightSegment',
          FlightPassenger: '../domains/flightOrder/api.ts#LegacyFlightPassenger',
          OrderContact: '../domains/flightOrder/api.ts#LegacyOrderContact',
          PriceLine: '../domains/flightOrder/api.ts#LegacyPriceLine',
          QuotedPassenger: '../domains/flightOrder/api.ts#LegacyQuotedPassenger',
          FlightQuote: '../domains/flightOrder/api.ts#LegacyFlightQuote',
          FlightRefund: '../domains/flightOrder/api.ts#LegacyFlightRefund',
          FlightRefundQuote: '../domains/flightOrder/api.ts#LegacyFlightRefundQuote',
          FlightChange: '../domains/flightOrder/api.ts#LegacyFlightChange',
          FlightChangeOption: '../domains/flightOrder/api.ts#LegacyFlightChangeOption',
        },
      },
    },
    'web/src/__generated__/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      // typescript-operations 6 emits the input and enum types itself; adding `typescript` would
      // declare them twice.
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        scalars,
        enumsAsTypes: true,
        withHooks: true,
        // `query PersonalPageQuery` gives usePersonalPageQuery, not usePersonalPageQueryQuery.
        dedupeOperationSuffix: true,
        withHOC: false,
        withComponent: false,
        avoidOptionals: { field: true, inputValue: false, object: true },
      },
    },
    // The implementations of every interface and union, for the web's cache (`possibleTypes` in
    // web/src/app/apollo.ts): a plain object with no imports, so the browser gets no graphql-js for it.
    'web/src/__generated__/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, deterministic: true },
    },
  },
};

export default config;
