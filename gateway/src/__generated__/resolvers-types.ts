import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LegacyAirport, LegacyAirCity, LegacyAirCityGroup, LegacyAirCityDirectory, LegacyAirline, LegacyFlightEndpoint, LegacyFlightStop, LegacyFlightTaxes, LegacyFare, LegacyFlight, LegacyFlightSearch, LegacyDailyLowPrice } from '../domains/flight/api.ts';
import type { LegacyOrder, LegacyOrderActions, OrderPageSource, LegacyPayment } from '../domains/order/api.ts';
import type { LegacyFlightSegment, LegacyFlightPassenger, LegacyOrderContact, LegacyPriceLine, LegacyQuotedPassenger, LegacyFlightQuote, LegacyFlightRefund, LegacyFlightRefundQuote, LegacyFlightChange, LegacyFlightChangeOption } from '../domains/flightOrder/api.ts';
import type { LegacyCity, LegacyCityGroup, LegacyCityDirectory, LegacyLocated, LegacyWeather, LegacyWeatherNow, LegacyWeatherDay } from '../domains/geo/api.ts';
import type { HomeRoot, LegacyBanner, LegacyMenuEntry, LegacyProductCard, LegacyFloor, LegacyHotDestination, LegacyHotHotel, LegacyStoreGood, LegacyHotStore, LegacyNotice, LegacyTheme, LegacyThemeSection, LegacyThemeDetail } from '../domains/home/api.ts';
import type { BannerLinkModel } from '../domains/home/links.ts';
import type { LegacyHotelCity, LegacyHotelCityGroup, LegacyHotelCityDirectory, LegacyHotelLevel, LegacyHotelNearby, LegacyHotelFacility, LegacyHotelPicture, LegacyHotelPolicies, LegacyHotel, LegacyHotelNight, LegacyHotelRatePlan, LegacyHotelRoomType, LegacyHotelRooms, LegacyHotelSuggestion, LegacyHotelSearchResult, LegacyHotelFilters, LegacyHotelSubwayLine, LegacyHotelPriceRange } from '../domains/hotel/api.ts';
import type { LegacyHotelOrderHotel, LegacyHotelGuest, LegacyHotelCharge, LegacyHotelRefund, LegacyHotelQuote, LegacyHotelRefundQuote } from '../domains/hotelOrder/api.ts';
import type { ShellTab, ShellConfigSource } from '../domains/shell/api.ts';
import type { LegacyTourist, LegacyTouristDocument, LegacyTouristPage, LegacyDocumentType, LegacyContact, LegacyInvoiceTitle, LegacyCompany, LegacyEInvoice } from '../domains/traveller/api.ts';
import type { LegacyUserInfo } from '../domains/user/api.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date `YYYY-MM-DD` in Asia/Shanghai. */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601 with the `+08:00` offset, e.g. `2026-11-21T09:30:00+08:00`. */
  DateTime: { input: string; output: string; }
  /** A mainland mobile number: 11 digits starting with 1. */
  Mobile: { input: string; output: string; }
};

/** An activity theme page (a campaign with its own product sections). */
export type ActivityTheme = {
  __typename?: 'ActivityTheme';
  /** Cover path on this site. */
  cover: Scalars['String']['output'];
  /** Last day. */
  endDate: Scalars['Date']['output'];
  /** The theme's id. */
  id: Scalars['ID']['output'];
  /** First day. */
  startDate: Scalars['Date']['output'];
  /** Running, upcoming or over. */
  status: ThemeStatus;
  /** A line under the title. */
  subtitle: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** An activity theme page with its sections. */
export type ActivityThemeDetail = {
  __typename?: 'ActivityThemeDetail';
  /** Page background colour, `#rrggbb`. */
  backgroundColor: Scalars['String']['output'];
  /** Banner path on this site. */
  banner: Scalars['String']['output'];
  /** The activity's rules, plain text. */
  ruleText: Scalars['String']['output'];
  /** Its product sections. */
  sections: Array<ThemeSection>;
  /** The theme. */
  theme: ActivityTheme;
};

/** A traveller's fare class by age on the travel date (spec §4; boundaries in schema/src/validation.ts). */
export type AgeClass =
  /** From the 12th birthday. */
  | 'ADULT'
  /** From the 2nd birthday to the day before the 12th. */
  | 'CHILD'
  /** Before the 2nd birthday. */
  | 'INFANT';

/** A city flights are searched by: all its airports. */
export type AirCity = {
  __typename?: 'AirCity';
  /** Its airports. */
  airports: Array<Airport>;
  /** IATA city code, e.g. `BJS`, `SHA`, `SEL`. Searches also accept an airport code. */
  code: Scalars['String']['output'];
  /** Whether flights to or from it are booked as international (abroad, Hong Kong, Macao, Taiwan). */
  international: Scalars['Boolean']['output'];
  /** Chinese name. */
  name: Scalars['String']['output'];
  /** Pinyin, lower case, for the A–Z index and search. */
  pinyin: Scalars['String']['output'];
};

/** The city picker's lists (/air/airCitytab). */
export type AirCityDirectory = {
  __typename?: 'AirCityDirectory';
  /** Every city by initial letter. */
  groups: Array<AirCityGroup>;
  /** Hot cities, in the order to show them. */
  hot: Array<AirCity>;
};

/** Cities under one initial letter of the A–Z index. */
export type AirCityGroup = {
  __typename?: 'AirCityGroup';
  /** The cities, by pinyin. */
  cities: Array<AirCity>;
  /** The letter, `A` to `Z`. */
  letter: Scalars['String']['output'];
};

/** An airline. */
export type Airline = {
  __typename?: 'Airline';
  /** IATA designator, e.g. `CA`. */
  code: Scalars['String']['output'];
  /** Full Chinese name, e.g. `中国国际航空`. */
  name: Scalars['String']['output'];
  /** Short name, e.g. `国航`. */
  shortName: Scalars['String']['output'];
};

/** An airport. */
export type Airport = {
  __typename?: 'Airport';
  /** IATA city code of its city, e.g. `BJS`. */
  cityCode: Scalars['String']['output'];
  /** Chinese name of its city. */
  cityName: Scalars['String']['output'];
  /** IATA airport code, e.g. `PEK`. */
  code: Scalars['String']['output'];
  /** Chinese name, e.g. `北京首都国际机场`. */
  name: Scalars['String']['output'];
  /** Short name for lists, e.g. `首都`. */
  shortName: Scalars['String']['output'];
};

/** Ask for a change to another flight. */
export type ApplyFlightChangeInput = {
  /** The new fare (from `flightChangeOptions`). */
  fareId: Scalars['ID']['input'];
  /** The order. */
  orderNo: Scalars['String']['input'];
  /** The passengers to change (all by default). */
  passengerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Which segment to change: 0 outbound, 1 return. */
  segmentIndex?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of asking for a change. */
export type ApplyFlightChangePayload = {
  __typename?: 'ApplyFlightChangePayload';
  /** The change, waiting for confirmation; null when refused. */
  change?: Maybe<FlightChange>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Apply for a refund. */
export type ApplyFlightRefundInput = {
  /** The order. */
  orderNo: Scalars['String']['input'];
  /** The passengers to refund (all of them by default). */
  passengerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Why. */
  reason: Scalars['String']['input'];
};

/** Result of applying for a refund. */
export type ApplyFlightRefundPayload = {
  __typename?: 'ApplyFlightRefundPayload';
  /** The order after applying. */
  order?: Maybe<FlightOrder>;
  /** The refund; null when refused. */
  refund?: Maybe<FlightRefund>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Apply for a hotel refund. */
export type ApplyHotelRefundInput = {
  /** The order. */
  orderNo: Scalars['String']['input'];
  /** Why. */
  reason: Scalars['String']['input'];
};

/** Result of applying for a hotel refund. */
export type ApplyHotelRefundPayload = {
  __typename?: 'ApplyHotelRefundPayload';
  /** The order after applying. */
  order?: Maybe<HotelOrder>;
  /** The refund; null when refused. */
  refund?: Maybe<HotelRefund>;
  /** Why it was refused (non-refundable …). */
  userErrors: Array<UserError>;
};

/** A carousel banner. */
export type Banner = {
  __typename?: 'Banner';
  /** The banner's id. */
  id: Scalars['ID']['output'];
  /** Image path on this site. */
  image: Scalars['String']['output'];
  /** Where it leads. */
  link: BannerLink;
  /** Its title (also the image's alt text). */
  title: Scalars['String']['output'];
};

/**
 * Where a banner, card or entry leads (spec §2.4). The client resolves it to a route, an external
 * company page or a mini-program page, because that depends on where it runs and who is logged in.
 * Each family of link types carries only the fields its types read: select them with inline fragments
 * (`... on TourLink { id tripId }`).
 */
export type BannerLink = {
  /** The link type, 0 (nothing) to 22. */
  type: Scalars['Int']['output'];
};

/** Cabin class. */
export type CabinClass =
  /** 公务舱. */
  | 'BUSINESS'
  /** 经济舱. */
  | 'ECONOMY'
  /** 头等舱. */
  | 'FIRST';

/** Which order to cancel. */
export type CancelOrderInput = {
  /** The order number. */
  orderNo: Scalars['String']['input'];
};

/** Result of cancelling an order. */
export type CancelOrderPayload = {
  __typename?: 'CancelOrderPayload';
  /** The order after cancelling; null when refused. */
  order?: Maybe<Order>;
  /** Why it was refused (already paid …). */
  userErrors: Array<UserError>;
};

/** A city the storefront serves (GB/T 2260 code, coordinates, pinyin for the A–Z index). */
export type City = {
  __typename?: 'City';
  /** The 6-digit administrative code (municipalities use the province-level code, e.g. `110000`). */
  adcode: Scalars['ID']['output'];
  /** The A–Z index letter, upper case. */
  firstLetter: Scalars['String']['output'];
  /** True for the cities shown under 热门城市. */
  hot: Scalars['Boolean']['output'];
  /** Pinyin initials in lower case, e.g. `bj`; empty when unknown. */
  initials: Scalars['String']['output'];
  /** Latitude. */
  latitude: Scalars['Float']['output'];
  /** Longitude (GCJ-02 as the backend stores it). */
  longitude: Scalars['Float']['output'];
  /** The city's name, e.g. `北京`. */
  name: Scalars['String']['output'];
  /** Full pinyin in lower case, e.g. `beijing`. */
  pinyin: Scalars['String']['output'];
  /** The province the city is in. */
  province: Scalars['String']['output'];
};

/** Everything the city switcher shows before the shopper types. */
export type CityDirectory = {
  __typename?: 'CityDirectory';
  /** All cities grouped A–Z. */
  groups: Array<CityGroup>;
  /** Hot cities, in the backend's order. */
  hot: Array<City>;
};

/** Cities under one index letter. */
export type CityGroup = {
  __typename?: 'CityGroup';
  /** The cities under it, by pinyin. */
  cities: Array<City>;
  /** The index letter, A–Z. */
  letter: Scalars['String']['output'];
};

/** A company found by name, to fill a company invoice title. */
export type CompanyMatch = {
  __typename?: 'CompanyMatch';
  /** Registered name. */
  name: Scalars['String']['output'];
  /** Taxpayer number. */
  taxNumber: Scalars['String']['output'];
};

/** Confirm a quoted change. */
export type ConfirmFlightChangeInput = {
  /** The change number. */
  changeNo: Scalars['String']['input'];
};

/** Result of confirming a change. */
export type ConfirmFlightChangePayload = {
  __typename?: 'ConfirmFlightChangePayload';
  /** The change: CHANGED when nothing is due, PENDING_PAYMENT with `payOrderNo` otherwise; null when refused. */
  change?: Maybe<FlightChange>;
  /** Why it was refused (seats gone, quote expired …). */
  userErrors: Array<UserError>;
};

/** A saved contact person for orders (联系人). */
export type Contact = {
  __typename?: 'Contact';
  /** E-mail for itineraries and e-invoices; null when not given. */
  email?: Maybe<Scalars['String']['output']>;
  /** The backend's id. */
  id: Scalars['ID']['output'];
  /** Mobile number that receives the order messages. */
  mobile: Scalars['Mobile']['output'];
  /** Name (Chinese or Latin, 2 to 20 characters). */
  name: Scalars['String']['output'];
};

/** Book flights. */
export type CreateFlightOrderInput = {
  /** The contact person. */
  contact: OrderContactInput;
  /** The total the page showed, in fen: when the server's price differs the order is refused with PRICE_CHANGED so the member sees the new price first. */
  expectedTotalFen?: InputMaybe<Scalars['Int']['input']>;
  /** The fares to book: one for one-way, outbound then return for a round trip. */
  fareIds: Array<Scalars['ID']['input']>;
  /** A key the client makes once per booking page: submitting twice with it returns the same order. */
  idempotencyKey: Scalars['String']['input'];
  /** The passengers; at least one adult, at most one infant per adult, at most 9 in all. */
  passengers: Array<FlightPassengerInput>;
};

/** Result of booking flights. */
export type CreateFlightOrderPayload = {
  __typename?: 'CreateFlightOrderPayload';
  /** The order, unpaid, with its deadline; null when refused. */
  order?: Maybe<FlightOrder>;
  /** Why it was refused: SOLD_OUT, PRICE_CHANGED, DOCUMENT_EXPIRED, INFANT_WITHOUT_ADULT … */
  userErrors: Array<UserError>;
};

/** Book hotel rooms. */
export type CreateHotelOrderInput = {
  /** Latest arrival, one of the plan's choices. */
  arrivalTime: Scalars['String']['input'];
  /** The contact person. */
  contact: OrderContactInput;
  /** The total the page showed, in fen: when the server's price differs the order is refused with PRICE_CHANGED. */
  expectedTotalFen?: InputMaybe<Scalars['Int']['input']>;
  /** Guests, at least one per room. */
  guests: Array<HotelGuestInput>;
  /** A key the client makes once per booking page: submitting twice with it returns the same order. */
  idempotencyKey: Scalars['String']['input'];
  /** Special requests, up to 200 characters. */
  specialRequests?: InputMaybe<Scalars['String']['input']>;
  /** The stay. */
  stay: HotelStayInput;
};

/** Result of booking hotel rooms. */
export type CreateHotelOrderPayload = {
  __typename?: 'CreateHotelOrderPayload';
  /** The order, unpaid, with its deadline; null when refused. */
  order?: Maybe<HotelOrder>;
  /** Why it was refused: SOLD_OUT, PRICE_CHANGED … */
  userErrors: Array<UserError>;
};

/** A new traveller. */
export type CreateTravellerInput = {
  /** Date of birth; taken from the ID number when an ID card is given, required otherwise. */
  birthday?: InputMaybe<Scalars['Date']['input']>;
  /** At least one document. */
  documents: Array<TravellerDocumentInput>;
  /** Given names in Latin letters (needed for passports). */
  englishGivenName?: InputMaybe<Scalars['String']['input']>;
  /** Surname in Latin letters (needed for passports). */
  englishSurname?: InputMaybe<Scalars['String']['input']>;
  /** Gender; taken from the ID number when an ID card is given. */
  gender?: InputMaybe<Gender>;
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['Mobile']['input']>;
  /** Name: 2 to 8 Chinese characters. */
  name: Scalars['String']['input'];
};

/** A signed link into the online customer-service chat. */
export type CustomerServiceChat = {
  __typename?: 'CustomerServiceChat';
  /** The chat page to open, with the member and the product in its signed query. */
  url: Scalars['String']['output'];
};

/** The lowest adult fare of a route on one day, for the calendar and the day strip. */
export type DailyLowPrice = {
  __typename?: 'DailyLowPrice';
  /** The day. */
  date: Scalars['Date']['output'];
  /** The lowest adult price before taxes; null when nothing is on sale that day. */
  price?: Maybe<Money>;
};

/** Which contact to delete. */
export type DeleteContactInput = {
  /** The contact's id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a contact. */
export type DeleteContactPayload = {
  __typename?: 'DeleteContactPayload';
  /** The id that was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Which invoice title to delete. */
export type DeleteInvoiceTitleInput = {
  /** The title's id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting an invoice title. */
export type DeleteInvoiceTitlePayload = {
  __typename?: 'DeleteInvoiceTitlePayload';
  /** The id that was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Which order to delete from the list. */
export type DeleteOrderInput = {
  /** The order number. */
  orderNo: Scalars['String']['input'];
};

/** Result of deleting an order. */
export type DeleteOrderPayload = {
  __typename?: 'DeleteOrderPayload';
  /** The order number that was deleted; null when refused. */
  deletedOrderNo?: Maybe<Scalars['String']['output']>;
  /** Why it was refused (not finished …). */
  userErrors: Array<UserError>;
};

/** Which traveller to delete. */
export type DeleteTravellerInput = {
  /** The traveller's id. */
  id: Scalars['ID']['input'];
};

/** Result of deleting a traveller. */
export type DeleteTravellerPayload = {
  __typename?: 'DeleteTravellerPayload';
  /** The id that was deleted; null when refused. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** An identity document a traveller can travel on (the backend's `documentTypeId` in brackets). */
export type DocumentType =
  /** 港澳通行证 [3]: exit-entry permit to Hong Kong and Macao, 1 to 15 letters or digits. */
  | 'HK_MACAO_PERMIT'
  /** 回乡证 [5]: home-return permit of Hong Kong and Macao residents (word characters). */
  | 'HOME_RETURN_PERMIT'
  /** 居民身份证 [1]: mainland resident ID, 18 characters with a check character (or the old 15 digits). */
  | 'ID_CARD'
  /** 军官证 [7]: officer's ID (word characters). */
  | 'OFFICER_ID'
  /** 护照 [2]: passport, 5 to 17 letters or digits. */
  | 'PASSPORT'
  /** 台胞证 [6]: Taiwan compatriot permit (word characters). */
  | 'TAIWAN_COMPATRIOT_PERMIT'
  /** 台湾通行证 [4]: travel permit to Taiwan, 1 to 15 letters or digits. */
  | 'TAIWAN_PERMIT';

/** A document type with what a form needs to ask for it. */
export type DocumentTypeInfo = {
  __typename?: 'DocumentTypeInfo';
  /** Its Chinese name, e.g. `身份证`. */
  name: Scalars['String']['output'];
  /** Whether a booking on this document also needs its expiry date (true for passports and permits). */
  needsExpiry: Scalars['Boolean']['output'];
  /** The shared validation rule the number must pass (a key of `rules` in schema/src/validation.ts). */
  rule: Scalars['String']['output'];
  /** The type. */
  type: DocumentType;
};

/** An electronic invoice (电子发票) for an order. */
export type EInvoice = {
  __typename?: 'EInvoice';
  /** The invoiced amount (what was paid, less refunds). */
  amount: Money;
  /** Where it is sent. */
  email: Scalars['String']['output'];
  /** The backend's id. */
  id: Scalars['ID']['output'];
  /** When it was issued; null while issuing. */
  issuedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order it is for. */
  orderNo: Scalars['String']['output'];
  /** When it was requested. */
  requestedAt: Scalars['DateTime']['output'];
  /** Where it stands. */
  status: EInvoiceStatus;
  /** Taxpayer number on the invoice; null for a person. */
  taxNumber?: Maybe<Scalars['String']['output']>;
  /** The name on the invoice. */
  titleName: Scalars['String']['output'];
};

/** Where an electronic invoice stands. */
export type EInvoiceStatus =
  /** Issued and sent to the e-mail. */
  | 'ISSUED'
  /** Requested; being issued. */
  | 'ISSUING';

/** Input of `exchangeSessionToken`. */
export type ExchangeSessionTokenInput = {
  /** True only once the shopper has agreed to switch: replaces a live session of another member, which is otherwise refused (`SESSION_CONFLICT`). */
  replaceSession?: InputMaybe<Scalars['Boolean']['input']>;
  /** The token a host app or mini-program put in the page URL. It is traded once: a second exchange of the same token is refused (`TOKEN_ALREADY_EXCHANGED`). */
  token: Scalars['String']['input'];
};

/** A fare of a flight: a cabin and booking class with its prices and rules. */
export type Fare = {
  __typename?: 'Fare';
  /** Ticket price per adult, before taxes. */
  adultPrice: Money;
  /** Checked baggage allowance, e.g. `20KG`. */
  baggage: Scalars['String']['output'];
  /** Booking class letter, e.g. `Y`, `M`, `C`, `F`. */
  bookingClass: Scalars['String']['output'];
  /** Cabin class. */
  cabinClass: CabinClass;
  /** Cabin name, e.g. `经济舱`. */
  cabinName: Scalars['String']['output'];
  /** Change rule, in Chinese. */
  changeRule: Scalars['String']['output'];
  /** Ticket price per child (2 to 12 on the departure date). */
  childPrice: Money;
  /** Discount against the full fare, e.g. `4.5折`, or `全价`. */
  discountText: Scalars['String']['output'];
  /** Fare id to book with (`<flight id>.<booking class>`). */
  id: Scalars['ID']['output'];
  /** Ticket price per infant (under 2; no seat, one per adult). */
  infantPrice: Money;
  /** Refund rule, in Chinese, by time before departure. */
  refundRule: Scalars['String']['output'];
  /** Seats left at this fare; the list shows `充足` above 9. */
  seatsLeft: Scalars['Int']['output'];
};

/** A scheduled flight on one date. */
export type Flight = {
  __typename?: 'Flight';
  /** Aircraft type, e.g. `空客A330`. */
  aircraft: Scalars['String']['output'];
  /** The operating airline. */
  airline: Airline;
  /** Arrival. */
  arrival: FlightEndpoint;
  /** Days between departure and arrival dates (0 or more), shown as `+1`. */
  arrivalDayOffset: Scalars['Int']['output'];
  /** Departure. */
  departure: FlightEndpoint;
  /** Scheduled time in the air and on the ground, in minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** Its fares with seats left, cheapest first; optionally one cabin class. */
  fares: Array<Fare>;
  /** Flight number, e.g. `CA1501`. */
  flightNo: Scalars['String']['output'];
  /** Flight id: `<flight number>.<departure date>`, e.g. `CA1501.2026-11-23`. */
  id: Scalars['ID']['output'];
  /** Whether it is booked as international. */
  international: Scalars['Boolean']['output'];
  /** The cheapest fare with seats left; null when sold out. */
  lowestFare?: Maybe<Fare>;
  /** Meal on board, e.g. `有餐食`, or `无餐食`. */
  meal: Scalars['String']['output'];
  /** Intermediate stops; empty when direct. */
  stops: Array<FlightStop>;
  /** Taxes and fees per passenger. */
  taxes: FlightTaxes;
};


/** A scheduled flight on one date. */
export type FlightFaresArgs = {
  cabinClass?: InputMaybe<CabinClass>;
};

/** A change (改签) of some passengers of a flight order to another flight. */
export type FlightChange = {
  __typename?: 'FlightChange';
  /** Change fee (改签费). */
  changeFee: Money;
  /** Change number (changeNo). */
  changeNo: Scalars['String']['output'];
  /** When it was asked for. */
  createdAt: Scalars['DateTime']['output'];
  /** The flight they leave. */
  from: FlightSegment;
  /** The order. */
  orderNo: Scalars['String']['output'];
  /** The passengers changed. */
  passengers: Array<FlightPassenger>;
  /** The order to pay when money is due; null when nothing is due. */
  payOrderNo?: Maybe<Scalars['String']['output']>;
  /** Fare difference to pay (never negative: a cheaper flight refunds nothing). */
  priceDifference: Money;
  /** Where it stands. */
  status: FlightChangeStatus;
  /** The flight they move to. */
  to: FlightSegment;
  /** priceDifference + changeFee. */
  total: Money;
};

/** A flight a change could move to, with its price. */
export type FlightChangeOption = {
  __typename?: 'FlightChangeOption';
  /** Change fee for the passengers. */
  changeFee: Money;
  /** The fare in the booked cabin class. */
  fare: Fare;
  /** The flight. */
  flight: Flight;
  /** Fare difference for the passengers. */
  priceDifference: Money;
  /** What the member pays. */
  total: Money;
};

/** Where a change stands. */
export type FlightChangeStatus =
  /** Dropped (not confirmed, or its payment was not made in time). */
  | 'CANCELLED'
  /** Done: the passengers are on the new flight. */
  | 'CHANGED'
  /** Quoted; waiting for the member to confirm. */
  | 'PENDING_CONFIRM'
  /** Confirmed with money due; waiting for payment of its order. */
  | 'PENDING_PAYMENT';

/** One end of a flight or segment. */
export type FlightEndpoint = {
  __typename?: 'FlightEndpoint';
  /** The airport. */
  airport: Airport;
  /** Local time `HH:mm`, for lists. */
  clock: Scalars['String']['output'];
  /** Terminal, e.g. `T3`; null when the airport has one. */
  terminal?: Maybe<Scalars['String']['output']>;
  /** Local date and time. */
  time: Scalars['DateTime']['output'];
};

/** A flight order (domestic: type 8; international: type 2). */
export type FlightOrder = Order & {
  __typename?: 'FlightOrder';
  /** What the member can do now. */
  actions: OrderActions;
  /** Changes asked for, newest first. */
  changes: Array<FlightChange>;
  /** The contact person. */
  contact: OrderContact;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The order number (also the id). */
  id: Scalars['ID']['output'];
  /** Whether it is booked as international. */
  international: Scalars['Boolean']['output'];
  /** The order number. */
  orderNo: Scalars['String']['output'];
  /** The passengers. */
  passengers: Array<FlightPassenger>;
  /** Pay by this instant; null unless unpaid. */
  payDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Seconds left to pay; null unless unpaid. */
  payRemainingSeconds?: Maybe<Scalars['Int']['output']>;
  /** How the total is made up. */
  priceLines: Array<PriceLine>;
  /** Refunds applied for, newest first. */
  refunds: Array<FlightRefund>;
  /** The flights, outbound first. */
  segments: Array<FlightSegment>;
  /** Where it stands. */
  status: OrderStatus;
  /** Status as flights word it: 待支付, 已出票, 已取消, 已完成, 退票中, 已退票. */
  statusText: Scalars['String']['output'];
  /** First flight's date, time, number and cabin. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** `北京 → 上海` (`⇌` for a round trip). */
  title: Scalars['String']['output'];
  /** What the member pays. */
  total: Money;
  /** Departure date of the first flight. */
  travelDate?: Maybe<Scalars['Date']['output']>;
  /** One-way or round trip. */
  tripType: TripType;
  /** DOMESTIC_FLIGHT or INTERNATIONAL_FLIGHT. */
  type: OrderType;
  /** 8 or 2. */
  typeCode: Scalars['Int']['output'];
};

/** A passenger on a flight order. */
export type FlightPassenger = {
  __typename?: 'FlightPassenger';
  /** Age class on the departure date. */
  ageClass: AgeClass;
  /** Document type as booked. */
  documentType: DocumentType;
  /** Passenger id on this order. */
  id: Scalars['ID']['output'];
  /** Document number, masked. */
  maskedDocumentNumber: Scalars['String']['output'];
  /** Name as booked. */
  name: Scalars['String']['output'];
  /** Ticket number once ticketed; null before. */
  ticketNo?: Maybe<Scalars['String']['output']>;
  /** Where the ticket stands. */
  ticketStatus: TicketStatus;
  /** What this passenger paid: ticket, fees and surcharges over all segments. */
  total: Money;
  /** The traveller it was booked from; null when that traveller was deleted. */
  travellerId?: Maybe<Scalars['ID']['output']>;
};

/** A passenger to book. */
export type FlightPassengerInput = {
  /** Which of the traveller's documents to fly on. */
  documentType: DocumentType;
  /** A saved traveller of the member. */
  travellerId: Scalars['ID']['input'];
};

/** The server's price for a booking before it is made. */
export type FlightQuote = {
  __typename?: 'FlightQuote';
  /** The breakdown to show. */
  lines: Array<PriceLine>;
  /** Per passenger. */
  passengers: Array<QuotedPassenger>;
  /** What the order will cost. */
  total: Money;
};

/** A refund of some passengers of a flight order. */
export type FlightRefund = {
  __typename?: 'FlightRefund';
  /** What comes back: paid − fee. */
  amount: Money;
  /** When applied. */
  appliedAt: Scalars['DateTime']['output'];
  /** The fee kept (退票费). */
  fee: Money;
  /** The order. */
  orderNo: Scalars['String']['output'];
  /** What they paid. */
  paid: Money;
  /** The passengers refunded. */
  passengers: Array<FlightPassenger>;
  /** The member's reason. */
  reason: Scalars['String']['output'];
  /** Refund number. */
  refundNo: Scalars['String']['output'];
  /** When the money came back; null while processing. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: RefundStatus;
};

/** The refund terms for some passengers, before applying. */
export type FlightRefundQuote = {
  __typename?: 'FlightRefundQuote';
  /** What comes back. */
  amount: Money;
  /** The fee kept. */
  fee: Money;
  /** Hours left before the first departure (negative after it). */
  hoursBeforeDeparture: Scalars['Int']['output'];
  /** What they paid. */
  paid: Money;
  /** The rule that applies, in Chinese, e.g. `起飞前48小时至7天，收取票面价10%`. */
  ruleText: Scalars['String']['output'];
};

/** The flights of one search. */
export type FlightSearchResult = {
  __typename?: 'FlightSearchResult';
  /** The departure date searched. */
  date: Scalars['Date']['output'];
  /** The flights, by departure time. Filters and sorting are the client's. */
  flights: Array<Flight>;
  /** Where from. */
  from: AirCity;
  /** Where to. */
  to: AirCity;
};

/** A flight as booked on an order (a snapshot: it does not change with the timetable). */
export type FlightSegment = {
  __typename?: 'FlightSegment';
  /** Aircraft type. */
  aircraft: Scalars['String']['output'];
  /** The airline. */
  airline: Airline;
  /** Arrival. */
  arrival: FlightEndpoint;
  /** Booking class letter. */
  bookingClass: Scalars['String']['output'];
  /** Cabin class. */
  cabinClass: CabinClass;
  /** Cabin name. */
  cabinName: Scalars['String']['output'];
  /** Departure. */
  departure: FlightEndpoint;
  /** Flight number. */
  flightNo: Scalars['String']['output'];
  /** 0 for the outbound (or only) flight, 1 for the return. */
  index: Scalars['Int']['output'];
};

/** An intermediate stop of a flight. */
export type FlightStop = {
  __typename?: 'FlightStop';
  /** Where it stops. */
  airport: Airport;
  /** How long it stays on the ground, in minutes. */
  minutes: Scalars['Int']['output'];
};

/** Taxes and fees per passenger of a flight, by age class. */
export type FlightTaxes = {
  __typename?: 'FlightTaxes';
  /** Airport construction fee (机场建设费) per adult; children and infants pay none on domestic flights. */
  airportFee: Money;
  /** Fuel surcharge per child (half the adult's on domestic flights). */
  childFuelSurcharge: Money;
  /** Fuel surcharge (燃油附加费) per adult. */
  fuelSurcharge: Money;
};

/** A titled section of product cards on the home page. */
export type Floor = {
  __typename?: 'Floor';
  /** The floor's id. */
  id: Scalars['ID']['output'];
  /** Its cards. */
  items: Array<ProductCard>;
  /** The route the 'more' link opens, empty for none. */
  moreRoute: Scalars['String']['output'];
  /** The text of the 'more' link, empty for none. */
  moreText: Scalars['String']['output'];
  /** A line under the title. */
  subtitle: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** The member's gender as the backend records it. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Not given. */
  | 'UNKNOWN';

/** A point on the map in GCJ-02, as AMap and Tencent tiles expect. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
};

/** A point to measure distance from. */
export type GeoPointInput = {
  /** Latitude (GCJ-02). */
  lat: Scalars['Float']['input'];
  /** Longitude (GCJ-02). */
  lng: Scalars['Float']['input'];
};

/** Types 18 and 19: a rural-goods search, a good. */
export type GoodsLink = BannerLink & {
  __typename?: 'GoodsLink';
  /** Type 18: rural-goods category. */
  categoryId?: Maybe<Scalars['String']['output']>;
  /** Type 19: the good's id. */
  id?: Maybe<Scalars['String']['output']>;
  /** Type 18: rural-goods search words. */
  key?: Maybe<Scalars['String']['output']>;
  /** The link type (18 or 19). */
  type: Scalars['Int']['output'];
};

/** What the home page's first screen shows. Each section is fetched in parallel and fails alone: a failing section is null (or empty) with an error at its path, the rest still arrives. */
export type HomePage = {
  __typename?: 'HomePage';
  /** The top carousel. */
  banners?: Maybe<Array<Banner>>;
  /** Product floors. */
  floors?: Maybe<Array<Floor>>;
  /** Popular destinations. */
  hotDestinations?: Maybe<Array<HotDestination>>;
  /** Popular hotels, in the given city when one is given. */
  hotHotels?: Maybe<Array<HotHotel>>;
  /** Popular rural-goods stores. */
  hotStores?: Maybe<Array<HotStore>>;
  /** The icon menu to every product area. */
  menu?: Maybe<Array<MenuEntry>>;
  /** The strip under the menu. */
  middleBanners?: Maybe<Array<Banner>>;
  /** The popup advert, or null when none is running. */
  notice?: Maybe<NoticeAdvert>;
  /** Running and upcoming activity themes. */
  themes?: Maybe<Array<ActivityTheme>>;
};


/** What the home page's first screen shows. Each section is fetched in parallel and fails alone: a failing section is null (or empty) with an error at its path, the rest still arrives. */
export type HomePageHotHotelsArgs = {
  adcode?: InputMaybe<Scalars['ID']['input']>;
};

/** A popular destination. */
export type HotDestination = {
  __typename?: 'HotDestination';
  /** The destination city's adcode. */
  cityAdcode: Scalars['String']['output'];
  /** The destination city. */
  cityName: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** Image path on this site. */
  image: Scalars['String']['output'];
  /** Where it leads (the tour list for that city). */
  link: BannerLink;
  /** The cheapest tour there, 'from'. */
  price: Money;
  /** A line under it. */
  subtitle: Scalars['String']['output'];
  /** The headline. */
  title: Scalars['String']['output'];
};

/** A popular hotel. */
export type HotHotel = {
  __typename?: 'HotHotel';
  /** The business area, e.g. `外滩`. */
  businessArea: Scalars['String']['output'];
  /** The city it is in. */
  cityName: Scalars['String']['output'];
  /** Number of reviews. */
  commentCount: Scalars['Int']['output'];
  /** The hotel's code. */
  hotelCode: Scalars['ID']['output'];
  /** Image path on this site. */
  image: Scalars['String']['output'];
  /** Where it leads. */
  link: BannerLink;
  /** Its name. */
  name: Scalars['String']['output'];
  /** The price per night from which it sells. */
  price: Money;
  /** Guest score, 0–5 with one decimal. */
  score: Scalars['Float']['output'];
  /** Star rating, 2–5. */
  star: Scalars['Int']['output'];
  /** Short tags. */
  tags: Array<Scalars['String']['output']>;
};

/** A popular rural-goods store. */
export type HotStore = {
  __typename?: 'HotStore';
  /** Cover path on this site. */
  cover: Scalars['String']['output'];
  /** Three of its goods. */
  goods: Array<StoreGood>;
  /** The store's id. */
  id: Scalars['ID']['output'];
  /** A short introduction. */
  intro: Scalars['String']['output'];
  /** Where the store leads. */
  link: BannerLink;
  /** Logo path on this site. */
  logo: Scalars['String']['output'];
  /** Orders this month. */
  monthlySales: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Where its goods come from, e.g. `江西 · 赣州`. */
  origin: Scalars['String']['output'];
  /** Short tags. */
  tags: Array<Scalars['String']['output']>;
};

/** A hotel. */
export type Hotel = {
  __typename?: 'Hotel';
  /** Street address. */
  address: Scalars['String']['output'];
  /** Brand; null for an independent hotel. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Business area, e.g. `人民广场`. */
  businessArea: Scalars['String']['output'];
  /** The city's adcode. */
  cityAdcode: Scalars['ID']['output'];
  /** The city's name. */
  cityName: Scalars['String']['output'];
  /** The cover picture. */
  cover: Scalars['String']['output'];
  /** Description. */
  description: Scalars['String']['output'];
  /** Distance from the point searched around, in metres; null when none. */
  distanceMeters?: Maybe<Scalars['Int']['output']>;
  /** District, e.g. `黄浦区`. */
  district: Scalars['String']['output'];
  /** Facilities. */
  facilities: Array<HotelFacility>;
  /** Hotel id (the home's hotel_code), e.g. `H310000001`. */
  id: Scalars['ID']['output'];
  /** Landmarks, nearest first. */
  landmarks: Array<HotelNearby>;
  /** Stars or diamonds. */
  level: HotelLevel;
  /** Where it is on the map. */
  location: GeoPoint;
  /** Lowest average nightly price for the searched stay; null when sold out or no stay was asked. */
  lowestPrice?: Maybe<Money>;
  /** Name. */
  name: Scalars['String']['output'];
  /** The nearest subway station; null when none within 3 km. */
  nearestSubway?: Maybe<HotelNearby>;
  /** Year opened. */
  openedYear: Scalars['Int']['output'];
  /** Telephone. */
  phone: Scalars['String']['output'];
  /** Pictures, the cover first; optionally one category. */
  pictures: Array<HotelPicture>;
  /** Policies. */
  policies: HotelPolicies;
  /** Year last renovated; null when never. */
  renovatedYear?: Maybe<Scalars['Int']['output']>;
  /** How many reviews the score is from. */
  reviewCount: Scalars['Int']['output'];
  /** Guests' score, 1.0 to 5.0. */
  score: Scalars['Float']['output'];
  /** Subway stations within 3 km, nearest first. */
  subways: Array<HotelNearby>;
  /** Tags, e.g. `亲子`, `近地铁`. */
  tags: Array<Scalars['String']['output']>;
};


/** A hotel. */
export type HotelPicturesArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};

/** A rate plan's cancellation rule. */
export type HotelCancelRule =
  /** The first night is always kept. */
  | 'FIRST_NIGHT'
  /** Free until the deadline; after it the first night is kept. */
  | 'FREE'
  /** Non-refundable. */
  | 'NONE';

/** One night of an order's charge. */
export type HotelCharge = {
  __typename?: 'HotelCharge';
  /** price × rooms. */
  amount: Money;
  /** The night. */
  date: Scalars['Date']['output'];
  /** One room that night. */
  price: Money;
  /** Rooms. */
  rooms: Scalars['Int']['output'];
};

/** A city with hotels, for the hotel city picker. */
export type HotelCity = {
  __typename?: 'HotelCity';
  /** The GB/T 2260 city code, e.g. `310000`; what the hotel queries take as `city`. */
  adcode: Scalars['ID']['output'];
  /** First letter of the pinyin, A–Z. */
  firstLetter: Scalars['String']['output'];
  /** Hotels on sale in the city. */
  hotelCount: Scalars['Int']['output'];
  /** Name, e.g. `上海`. */
  name: Scalars['String']['output'];
  /** Pinyin, e.g. `shanghai`. */
  pinyin: Scalars['String']['output'];
};

/** The hotel city picker's lists. */
export type HotelCityDirectory = {
  __typename?: 'HotelCityDirectory';
  /** Every city, A–Z. */
  groups: Array<HotelCityGroup>;
  /** Hot cities, in display order. */
  hot: Array<HotelCity>;
};

/** Cities under one letter. */
export type HotelCityGroup = {
  __typename?: 'HotelCityGroup';
  /** The cities, by pinyin. */
  cities: Array<HotelCity>;
  /** A–Z. */
  letter: Scalars['String']['output'];
};

/** A facility of a hotel. */
export type HotelFacility = {
  __typename?: 'HotelFacility';
  /** Category, e.g. `网络`, `交通`, `娱乐健身`. */
  category: Scalars['String']['output'];
  /** Code, e.g. `wifi`, `parking`, `pool`. */
  code: Scalars['String']['output'];
  /** Name, e.g. `免费WiFi`. */
  name: Scalars['String']['output'];
};

/** What the hotel list's filters offer in a city. */
export type HotelFilters = {
  __typename?: 'HotelFilters';
  /** Brands. */
  brands: Array<Scalars['String']['output']>;
  /** Districts. */
  districts: Array<Scalars['String']['output']>;
  /** Facilities. */
  facilities: Array<HotelFacility>;
  /** Price ranges. */
  priceRanges: Array<HotelPriceRange>;
  /** Subway lines with stations. */
  subwayLines: Array<HotelSubwayLine>;
  /** Tags. */
  tags: Array<Scalars['String']['output']>;
};

/** A guest of a room. */
export type HotelGuest = {
  __typename?: 'HotelGuest';
  /** Name as on the document. */
  name: Scalars['String']['output'];
  /** Room 1 … rooms. */
  room: Scalars['Int']['output'];
};

/** A guest of a room. */
export type HotelGuestInput = {
  /** Name as on the document: 2–8 Chinese characters, or letters as on a passport. */
  name: Scalars['String']['input'];
  /** Room 1 … rooms. */
  room: Scalars['Int']['input'];
};

/** A hotel's level. */
export type HotelLevel = {
  __typename?: 'HotelLevel';
  /** Stars or diamonds. */
  kind: HotelLevelKind;
  /** In words, e.g. `五星级` or `高档型`. */
  text: Scalars['String']['output'];
  /** 2 to 5. */
  value: Scalars['Int']['output'];
};

/** Official stars (GB/T 14308) or the OTA's diamonds. */
export type HotelLevelKind =
  /** 钻级: 经济型, 舒适型, 高档型, 豪华型. */
  | 'DIAMOND'
  /** 星级. */
  | 'STAR';

/** Types 6 and 7: a hotel list, a hotel. */
export type HotelLink = BannerLink & {
  __typename?: 'HotelLink';
  /** Type 6: the city (adcode) of the hotel list. */
  city?: Maybe<Scalars['String']['output']>;
  /** Type 6: the city's name. */
  cityName?: Maybe<Scalars['String']['output']>;
  /** Type 7: the hotel. */
  hotelCode?: Maybe<Scalars['String']['output']>;
  /** Type 6: hotel search words. */
  search?: Maybe<Scalars['String']['output']>;
  /** Type 6: a hotel tag filter. */
  tag?: Maybe<Scalars['String']['output']>;
  /** The link type (6 or 7). */
  type: Scalars['Int']['output'];
};

/** A subway station or landmark near a hotel. */
export type HotelNearby = {
  __typename?: 'HotelNearby';
  /** Straight-line distance from the hotel in metres. */
  distanceMeters: Scalars['Int']['output'];
  /** Subway lines at the station, e.g. `1号线/2号线`; null for a landmark. */
  line?: Maybe<Scalars['String']['output']>;
  /** Name, e.g. `人民广场`. */
  name: Scalars['String']['output'];
};

/** One night of a stay priced by a rate plan. */
export type HotelNight = {
  __typename?: 'HotelNight';
  /** The night. */
  date: Scalars['Date']['output'];
  /** One room that night. */
  price: Money;
  /** Rooms of the type left that night. */
  roomsLeft: Scalars['Int']['output'];
};

/** A hotel order (type 3, or 18). */
export type HotelOrder = Order & {
  __typename?: 'HotelOrder';
  /** What the member can do now. */
  actions: OrderActions;
  /** Latest arrival. */
  arrivalTime: Scalars['String']['output'];
  /** Beds. */
  bed: Scalars['String']['output'];
  /** Free cancellation until this instant; null unless FREE. */
  cancelDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** The cancellation rule. */
  cancelRule: HotelCancelRule;
  /** The rule in words. */
  cancelText: Scalars['String']['output'];
  /** Night by night. */
  charges: Array<HotelCharge>;
  /** Check-in date. */
  checkIn: Scalars['Date']['output'];
  /** Check-out date. */
  checkOut: Scalars['Date']['output'];
  /** The hotel's confirmation number, once paid. */
  confirmationNo?: Maybe<Scalars['String']['output']>;
  /** The contact person. */
  contact: OrderContact;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** Guests by room. */
  guests: Array<HotelGuest>;
  /** The hotel as booked. */
  hotel: HotelOrderHotel;
  /** The order number (also the id). */
  id: Scalars['ID']['output'];
  /** `无早`, `单早` or `双早`. */
  mealText: Scalars['String']['output'];
  /** Nights. */
  nights: Scalars['Int']['output'];
  /** The order number. */
  orderNo: Scalars['String']['output'];
  /** Pay by this instant; null unless unpaid. */
  payDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Seconds left to pay; null unless unpaid. */
  payRemainingSeconds?: Maybe<Scalars['Int']['output']>;
  /** Plan id. */
  planId: Scalars['ID']['output'];
  /** Plan name. */
  planName: Scalars['String']['output'];
  /** The refund, once applied. */
  refund?: Maybe<HotelRefund>;
  /** Room type id. */
  roomTypeId: Scalars['ID']['output'];
  /** Room type name. */
  roomTypeName: Scalars['String']['output'];
  /** Rooms. */
  rooms: Scalars['Int']['output'];
  /** Special requests; empty when none. */
  specialRequests: Scalars['String']['output'];
  /** Where it stands. */
  status: OrderStatus;
  /** Status as hotels word it: 待支付, 待入住, 已取消, 已完成, 退款中, 已退款. */
  statusText: Scalars['String']['output'];
  /** Room type, dates and rooms, e.g. `高级大床房 · 11月28日-11月30日 · 2间`. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** The hotel's name. */
  title: Scalars['String']['output'];
  /** What the member pays. */
  total: Money;
  /** Check-in date. */
  travelDate?: Maybe<Scalars['Date']['output']>;
  /** HOTEL or HOTEL_18. */
  type: OrderType;
  /** 3 or 18. */
  typeCode: Scalars['Int']['output'];
};

/** The hotel of an order, as booked. */
export type HotelOrderHotel = {
  __typename?: 'HotelOrderHotel';
  /** Address. */
  address: Scalars['String']['output'];
  /** Check-in from. */
  checkInFrom: Scalars['String']['output'];
  /** Check-out by. */
  checkOutBy: Scalars['String']['output'];
  /** City. */
  cityName: Scalars['String']['output'];
  /** Cover picture. */
  cover: Scalars['String']['output'];
  /** Hotel id. */
  id: Scalars['ID']['output'];
  /** Level. */
  level: HotelLevel;
  /** On the map. */
  location: GeoPoint;
  /** Name. */
  name: Scalars['String']['output'];
  /** Telephone. */
  phone: Scalars['String']['output'];
};

/** A picture of a hotel. */
export type HotelPicture = {
  __typename?: 'HotelPicture';
  /** Category: `外观`, `大堂`, `客房`, `餐厅`, `设施`, `周边`. */
  category: Scalars['String']['output'];
  /** Caption. */
  title: Scalars['String']['output'];
  /** Where the picture is. */
  url: Scalars['String']['output'];
};

/** A hotel's policies. */
export type HotelPolicies = {
  __typename?: 'HotelPolicies';
  /** Breakfast, in words. */
  breakfast: Scalars['String']['output'];
  /** Check-in from, e.g. `14:00`. */
  checkInFrom: Scalars['String']['output'];
  /** Check-out by, e.g. `12:00`. */
  checkOutBy: Scalars['String']['output'];
  /** Children and extra beds, in words. */
  children: Scalars['String']['output'];
  /** Other notices. */
  extra: Array<Scalars['String']['output']>;
  /** Pets, in words. */
  pets: Scalars['String']['output'];
};

/** A price range the list's filter offers. */
export type HotelPriceRange = {
  __typename?: 'HotelPriceRange';
  /** Up to, in fen; null for no upper bound. */
  maxFen?: Maybe<Scalars['Int']['output']>;
  /** From, in fen. */
  minFen: Scalars['Int']['output'];
  /** In words, e.g. `¥150-300`. */
  text: Scalars['String']['output'];
};

/** A stay priced on the server before booking. */
export type HotelQuote = {
  __typename?: 'HotelQuote';
  /** Night by night. */
  charges: Array<HotelCharge>;
  /** Check-in date. */
  checkIn: Scalars['Date']['output'];
  /** Check-out date. */
  checkOut: Scalars['Date']['output'];
  /** The hotel. */
  hotelId: Scalars['ID']['output'];
  /** The hotel's name. */
  hotelName: Scalars['String']['output'];
  /** Nights. */
  nights: Scalars['Int']['output'];
  /** The plan, priced for the stay. */
  plan: HotelRatePlan;
  /** The room type's name. */
  roomTypeName: Scalars['String']['output'];
  /** Rooms. */
  rooms: Scalars['Int']['output'];
  /** What the order will cost. */
  total: Money;
};

/** A rate plan of a room type, priced for one stay. */
export type HotelRatePlan = {
  __typename?: 'HotelRatePlan';
  /** The latest-arrival choices, e.g. `18:00`, `20:00`. */
  arrivalTimes: Array<Scalars['String']['output']>;
  /** Average nightly price. */
  averagePrice: Money;
  /** Free cancellation until this instant (FREE only); null otherwise. */
  cancelDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** `免费取消`, `限时取消`, `扣首晚` or `不可取消`. */
  cancelLabel: Scalars['String']['output'];
  /** The cancellation rule. */
  cancelRule: HotelCancelRule;
  /** The rule in words for this stay. */
  cancelText: Scalars['String']['output'];
  /** Plan id, e.g. `H310000001.R2.P1`. */
  id: Scalars['ID']['output'];
  /** `无早`, `单早` or `双早`. */
  mealText: Scalars['String']['output'];
  /** Breakfasts per room and night: 0, 1 or 2. */
  meals: Scalars['Int']['output'];
  /** Name, e.g. `含双早 · 免费取消`. */
  name: Scalars['String']['output'];
  /** Each night's price and rooms left. */
  nights: Array<HotelNight>;
  /** Rooms bookable for every night (at most 10); 0 when sold out. */
  roomsLeft: Scalars['Int']['output'];
  /** Whether no room is left on some night. */
  soldOut: Scalars['Boolean']['output'];
  /** One room for the whole stay. */
  total: Money;
};

/** A refund of a hotel order. */
export type HotelRefund = {
  __typename?: 'HotelRefund';
  /** What comes back. */
  amount: Money;
  /** When applied. */
  appliedAt: Scalars['DateTime']['output'];
  /** What the plan keeps. */
  fee: Money;
  /** The order. */
  orderNo: Scalars['String']['output'];
  /** What was paid. */
  paid: Money;
  /** The member's reason. */
  reason: Scalars['String']['output'];
  /** Refund number. */
  refundNo: Scalars['String']['output'];
  /** When the money came back; null while processing. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why that fee, in words. */
  ruleText: Scalars['String']['output'];
  /** Where it stands. */
  status: RefundStatus;
};

/** The refund terms of a hotel order before applying. */
export type HotelRefundQuote = {
  __typename?: 'HotelRefundQuote';
  /** What would come back. */
  amount: Money;
  /** What the plan keeps. */
  fee: Money;
  /** What was paid. */
  paid: Money;
  /** Whether it can be refunded now. */
  refundable: Scalars['Boolean']['output'];
  /** The rule, or why not, in words. */
  ruleText: Scalars['String']['output'];
};

/** A room type with its rate plans priced for one stay. */
export type HotelRoomType = {
  __typename?: 'HotelRoomType';
  /** Area in square metres. */
  areaSquareMeters: Scalars['Int']['output'];
  /** Beds, e.g. `1张1.8米大床`. */
  bed: Scalars['String']['output'];
  /** Room facilities in words. */
  facilities: Array<Scalars['String']['output']>;
  /** Floors, e.g. `6-12层`. */
  floor: Scalars['String']['output'];
  /** The hotel. */
  hotelId: Scalars['ID']['output'];
  /** Room type id, e.g. `H310000001.R2`. */
  id: Scalars['ID']['output'];
  /** The cheapest average nightly price of a plan with rooms left; null when all are sold out. */
  lowestPrice?: Maybe<Money>;
  /** Most guests per room. */
  maxGuests: Scalars['Int']['output'];
  /** Name, e.g. `高级大床房`. */
  name: Scalars['String']['output'];
  /** Pictures. */
  pictures: Array<Scalars['String']['output']>;
  /** Rate plans, cheapest first, sold-out ones included. */
  plans: Array<HotelRatePlan>;
  /** `禁烟`, `可吸烟` or `部分禁烟`. */
  smoking: Scalars['String']['output'];
  /** Whether every plan is sold out. */
  soldOut: Scalars['Boolean']['output'];
  /** `有窗`, `无窗` or `部分有窗`. */
  window: Scalars['String']['output'];
};

/** The rooms of a hotel for one stay. */
export type HotelRooms = {
  __typename?: 'HotelRooms';
  /** Check-in date. */
  checkIn: Scalars['Date']['output'];
  /** Check-out date. */
  checkOut: Scalars['Date']['output'];
  /** The hotel. */
  hotelId: Scalars['ID']['output'];
  /** Nights. */
  nights: Scalars['Int']['output'];
  /** Room types, each with its plans. */
  roomTypes: Array<HotelRoomType>;
};

/** A hotel search. */
export type HotelSearchInput = {
  /** Brands. */
  brands?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Check-in date. */
  checkIn: Scalars['Date']['input'];
  /** Check-out date. */
  checkOut: Scalars['Date']['input'];
  /** The city's adcode. */
  city: Scalars['ID']['input'];
  /** Districts. */
  districts?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Facility codes. */
  facilities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Keyword: name, brand, district, area, landmark, station. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** Levels 2 to 5 (stars or diamonds). */
  levels?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The point for distance and DISTANCE sort. */
  near?: InputMaybe<GeoPointInput>;
  /** Page from 1. */
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  /** Page size, 1 to 50. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Highest nightly price in fen. */
  priceMaxFen?: InputMaybe<Scalars['Int']['input']>;
  /** Lowest nightly price in fen. */
  priceMinFen?: InputMaybe<Scalars['Int']['input']>;
  /** Sort; RECOMMEND by default. */
  sort?: InputMaybe<HotelSort>;
  /** Subway stations. */
  subways?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Tags. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** One page of a hotel search. */
export type HotelSearchResult = {
  __typename?: 'HotelSearchResult';
  /** Check-in date. */
  checkIn: Scalars['Date']['output'];
  /** Check-out date. */
  checkOut: Scalars['Date']['output'];
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The hotels with their lowest price for the stay; sold-out ones last. */
  items: Array<Hotel>;
  /** Nights. */
  nights: Scalars['Int']['output'];
  /** This page, from 1. */
  pageNum: Scalars['Int']['output'];
  /** Page size. */
  pageSize: Scalars['Int']['output'];
  /** How many match in all. */
  total: Scalars['Int']['output'];
};

/** How to sort a hotel search. */
export type HotelSort =
  /** 距离近到远 (needs `near`). */
  | 'DISTANCE'
  /** 价格低到高. */
  | 'PRICE_ASC'
  /** 价格高到低. */
  | 'PRICE_DESC'
  /** 推荐: the house's order. */
  | 'RECOMMEND'
  /** 评分高到低. */
  | 'SCORE_DESC'
  /** 星级高到低. */
  | 'STAR_DESC';

/** A stay to price. */
export type HotelStayInput = {
  /** Check-in date. */
  checkIn: Scalars['Date']['input'];
  /** Check-out date. */
  checkOut: Scalars['Date']['input'];
  /** The rate plan. */
  planId: Scalars['ID']['input'];
  /** Rooms, 1 to 10. */
  rooms: Scalars['Int']['input'];
};

/** A subway line and its stations near hotels. */
export type HotelSubwayLine = {
  __typename?: 'HotelSubwayLine';
  /** Line, e.g. `2号线`. */
  line: Scalars['String']['output'];
  /** Stations. */
  stations: Array<Scalars['String']['output']>;
};

/** One auto-match suggestion. */
export type HotelSuggestion = {
  __typename?: 'HotelSuggestion';
  /** A second line: address, hotel count, lines. */
  hint: Scalars['String']['output'];
  /** The hotel to open (HOTEL only). */
  hotelId?: Maybe<Scalars['ID']['output']>;
  /** What it is. */
  kind: HotelSuggestionKind;
  /** The kind in words: `酒店`, `品牌`, `行政区`, `商圈`, `地标`, `地铁站`. */
  kindText: Scalars['String']['output'];
  /** Where it is (landmarks and stations); null otherwise. */
  location?: Maybe<GeoPoint>;
  /** What to search for. */
  text: Scalars['String']['output'];
};

/** What an auto-match suggestion is. */
export type HotelSuggestionKind =
  /** A brand. */
  | 'BRAND'
  /** A business area. */
  | 'BUSINESS_AREA'
  /** A district. */
  | 'DISTRICT'
  /** A hotel: open it. */
  | 'HOTEL'
  /** A landmark: search around it. */
  | 'LANDMARK'
  /** A subway station: search around it. */
  | 'SUBWAY';

/** A saved invoice title (发票抬头). */
export type InvoiceTitle = {
  __typename?: 'InvoiceTitle';
  /** Registered address; null when not given. */
  address?: Maybe<Scalars['String']['output']>;
  /** Bank account number; null when not given. */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** Bank of the account; null when not given. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The backend's id (invoiceId). */
  id: Scalars['ID']['output'];
  /** Whether it is offered first. */
  isDefault: Scalars['Boolean']['output'];
  /** Person or company. */
  kind: InvoiceTitleKind;
  /** The name on the invoice. */
  name: Scalars['String']['output'];
  /** Registered phone; null when not given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The company's taxpayer number (统一社会信用代码); null for a person. */
  taxNumber?: Maybe<Scalars['String']['output']>;
};

/** Who an invoice is made out to. */
export type InvoiceTitleKind =
  /** 企业: a company; the tax number is required. */
  | 'COMPANY'
  /** 个人: a person; only the name is needed. */
  | 'PERSONAL';

/** Types 9, 10 and 12: domestic flights, international flights, trains. */
export type JourneyLink = BannerLink & {
  __typename?: 'JourneyLink';
  /** Type 10: adults. */
  adult?: Maybe<Scalars['Int']['output']>;
  /** Type 10: children. */
  child?: Maybe<Scalars['Int']['output']>;
  /** Arrival city code. */
  endCityCode?: Maybe<Scalars['String']['output']>;
  /** Arrival city or station name. */
  endCityName?: Maybe<Scalars['String']['output']>;
  /** Departure city code (IATA city code for flights). */
  startCityCode?: Maybe<Scalars['String']['output']>;
  /** Departure city or station name. */
  startCityName?: Maybe<Scalars['String']['output']>;
  /** The link type (9, 10 or 12). */
  type: Scalars['Int']['output'];
};

/** The city nearest to a position. */
export type LocatedCity = {
  __typename?: 'LocatedCity';
  /** The nearest served city. */
  city: City;
  /** Great-circle distance from the position to the city centre, in km. */
  distanceKm: Scalars['Float']['output'];
};

/** Input of `loginByCode`. */
export type LoginByCodeInput = {
  /** The 6-digit code from the SMS. */
  code: Scalars['String']['input'];
  /** Who introduced this visitor, from the page URL (spec §3). */
  introduceId?: InputMaybe<Scalars['String']['input']>;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: InputMaybe<Scalars['String']['input']>;
  /** The member's mobile. */
  mobile: Scalars['String']['input'];
};

/** Input of `loginByPassword`. */
export type LoginByPasswordInput = {
  /** The member's mobile. */
  mobile: Scalars['String']['input'];
  /** The member's password. */
  password: Scalars['String']['input'];
};

/** Result of a login: the member, with the session cookie set on the response. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The member now logged in, or null when the login failed. */
  user?: Maybe<User>;
  /** Why the login failed, if it did. */
  userErrors: Array<UserError>;
};

/** Result of `logout`. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always true: the session cookie is cleared even if the backend had already ended the session. */
  ok: Scalars['Boolean']['output'];
};

/** Where the map pages (hotel map, a scenic spot's address) get their tiles. */
export type MapConfig = {
  __typename?: 'MapConfig';
  /** The attribution the tile provider requires; empty when none. */
  attribution: Scalars['String']['output'];
  /** Subdomains to rotate `{s}` through; empty when the template has none. */
  subdomains: Array<Scalars['String']['output']>;
  /** The tile URL template with `{z}`, `{x}`, `{y}` (and `{s}` for a subdomain), e.g. an AMap or Tencent tile server; null when none is configured (offline): pages then place their pins by coordinates on a plain background. */
  tileUrl?: Maybe<Scalars['String']['output']>;
};

/** An entry of the home page's icon menu. */
export type MenuEntry = {
  __typename?: 'MenuEntry';
  /** A small badge text, empty for none. */
  badge: Scalars['String']['output'];
  /** Icon path on this site. */
  icon: Scalars['String']['output'];
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** Its label, e.g. `机票`. */
  name: Scalars['String']['output'];
  /** The storefront route it opens, with its query. */
  route: Scalars['String']['output'];
};

/** Money: an integer number of fen with its display forms. */
export type Money = {
  __typename?: 'Money';
  /** The amount in fen (1 yuan = 100 fen). */
  fen: Scalars['Int']['output'];
  /** The amount for display, e.g. `¥12.5`. */
  text: Scalars['String']['output'];
  /** The amount in yuan as a decimal string with two places, e.g. `12.50`. */
  yuan: Scalars['String']['output'];
};

/** The root mutation type; each domain extends it. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Ask for a change to another flight: quotes it and holds the new seats. */
  applyFlightChange: ApplyFlightChangePayload;
  /** Apply for a refund of a paid flight order (some or all passengers). */
  applyFlightRefund: ApplyFlightRefundPayload;
  /** Apply for a refund by the plan's rule. Needs a member. */
  applyHotelRefund: ApplyHotelRefundPayload;
  /** Cancel an unpaid order; its stock (seats, rooms) returns. */
  cancelOrder: CancelOrderPayload;
  /** Confirm a quoted change. */
  confirmFlightChange: ConfirmFlightChangePayload;
  /** Book flights: holds the seats and makes an unpaid order with a payment deadline. */
  createFlightOrder: CreateFlightOrderPayload;
  /** Book hotel rooms: the rooms are held for every night, or nothing is. Needs a member. */
  createHotelOrder: CreateHotelOrderPayload;
  /** Save a new traveller. */
  createTraveller: SaveTravellerPayload;
  /** Delete a contact. */
  deleteContact: DeleteContactPayload;
  /** Delete an invoice title. */
  deleteInvoiceTitle: DeleteInvoiceTitlePayload;
  /** Delete a finished, cancelled or refunded order from the list. */
  deleteOrder: DeleteOrderPayload;
  /** Delete a traveller (orders keep their own copy). */
  deleteTraveller: DeleteTravellerPayload;
  /** Trades a token handed over by a host app or mini-program (page URL) at the backend, once, for a fresh session whose cookie lasts 7 days; the handed token never becomes the cookie. A live session of the same member is kept as it is; one of another member is not replaced unless `replaceSession` is true (`SESSION_CONFLICT`). A malformed token is `BAD_USER_INPUT`, a dead one `HANDOFF_TOKEN_INVALID`. */
  exchangeSessionToken: LoginPayload;
  /** Logs in with an SMS code; sets the session cookie. */
  loginByCode: LoginPayload;
  /** Logs in with mobile and password; sets the session cookie. */
  loginByPassword: LoginPayload;
  /** Ends the session and clears the cookie. */
  logout: LogoutPayload;
  /** Does nothing; present so the root type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Start paying an order: checks it can still be paid and returns the cashier. */
  payOrder: PayOrderPayload;
  /** Registers a new member and logs them in; sets the session cookie. */
  register: LoginPayload;
  /** Ask for the electronic invoice of a finished order (once per order). */
  requestEInvoice: RequestEInvoicePayload;
  /** Sets a new password after checking an SMS code. */
  resetPassword: ResetPasswordPayload;
  /** Create or update a contact. */
  saveContact: SaveContactPayload;
  /** Create or update an invoice title. */
  saveInvoiceTitle: SaveInvoiceTitlePayload;
  /** Sends a 6-digit code by SMS. One code per mobile per 60 seconds. */
  sendVerifyCode: SendVerifyCodePayload;
  /** Changes the logged-in member's nickname. */
  updateNickname: UpdateNicknamePayload;
  /** Change a traveller. */
  updateTraveller: SaveTravellerPayload;
  /** Replaces the logged-in member's avatar. */
  uploadAvatar: UploadAvatarPayload;
};


/** The root mutation type; each domain extends it. */
export type MutationApplyFlightChangeArgs = {
  input: ApplyFlightChangeInput;
};


/** The root mutation type; each domain extends it. */
export type MutationApplyFlightRefundArgs = {
  input: ApplyFlightRefundInput;
};


/** The root mutation type; each domain extends it. */
export type MutationApplyHotelRefundArgs = {
  input: ApplyHotelRefundInput;
};


/** The root mutation type; each domain extends it. */
export type MutationCancelOrderArgs = {
  input: CancelOrderInput;
};


/** The root mutation type; each domain extends it. */
export type MutationConfirmFlightChangeArgs = {
  input: ConfirmFlightChangeInput;
};


/** The root mutation type; each domain extends it. */
export type MutationCreateFlightOrderArgs = {
  input: CreateFlightOrderInput;
};


/** The root mutation type; each domain extends it. */
export type MutationCreateHotelOrderArgs = {
  input: CreateHotelOrderInput;
};


/** The root mutation type; each domain extends it. */
export type MutationCreateTravellerArgs = {
  input: CreateTravellerInput;
};


/** The root mutation type; each domain extends it. */
export type MutationDeleteContactArgs = {
  input: DeleteContactInput;
};


/** The root mutation type; each domain extends it. */
export type MutationDeleteInvoiceTitleArgs = {
  input: DeleteInvoiceTitleInput;
};


/** The root mutation type; each domain extends it. */
export type MutationDeleteOrderArgs = {
  input: DeleteOrderInput;
};


/** The root mutation type; each domain extends it. */
export type MutationDeleteTravellerArgs = {
  input: DeleteTravellerInput;
};


/** The root mutation type; each domain extends it. */
export type MutationExchangeSessionTokenArgs = {
  input: ExchangeSessionTokenInput;
};


/** The root mutation type; each domain extends it. */
export type MutationLoginByCodeArgs = {
  input: LoginByCodeInput;
};


/** The root mutation type; each domain extends it. */
export type MutationLoginByPasswordArgs = {
  input: LoginByPasswordInput;
};


/** The root mutation type; each domain extends it. */
export type MutationPayOrderArgs = {
  input: PayOrderInput;
};


/** The root mutation type; each domain extends it. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** The root mutation type; each domain extends it. */
export type MutationRequestEInvoiceArgs = {
  input: RequestEInvoiceInput;
};


/** The root mutation type; each domain extends it. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The root mutation type; each domain extends it. */
export type MutationSaveContactArgs = {
  input: SaveContactInput;
};


/** The root mutation type; each domain extends it. */
export type MutationSaveInvoiceTitleArgs = {
  input: SaveInvoiceTitleInput;
};


/** The root mutation type; each domain extends it. */
export type MutationSendVerifyCodeArgs = {
  input: SendVerifyCodeInput;
};


/** The root mutation type; each domain extends it. */
export type MutationUpdateNicknameArgs = {
  input: UpdateNicknameInput;
};


/** The root mutation type; each domain extends it. */
export type MutationUpdateTravellerArgs = {
  input: UpdateTravellerInput;
};


/** The root mutation type; each domain extends it. */
export type MutationUploadAvatarArgs = {
  input: UploadAvatarInput;
};

/** The popup advert shown once on the home page. */
export type NoticeAdvert = {
  __typename?: 'NoticeAdvert';
  /** Its id; the client remembers closed adverts by id. */
  id: Scalars['ID']['output'];
  /** Image path on this site. */
  image: Scalars['String']['output'];
  /** Where it leads. */
  link: BannerLink;
  /** Its title (the image's alt text). */
  title: Scalars['String']['output'];
};

/** An order of any product. Each product has its own implementation with its details. */
export type Order = {
  /** What the member can do now. */
  actions: OrderActions;
  /** When it was made. */
  createdAt: Scalars['DateTime']['output'];
  /** The order number (also the id). */
  id: Scalars['ID']['output'];
  /** The order number shown to the member and support. */
  orderNo: Scalars['String']['output'];
  /** Pay by this instant or it is cancelled; null unless unpaid. */
  payDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** Seconds left to pay, by the server's clock when the query ran; null unless unpaid. */
  payRemainingSeconds?: Maybe<Scalars['Int']['output']>;
  /** Where it stands. */
  status: OrderStatus;
  /** The status as the product words it, e.g. `已出票`. */
  statusText: Scalars['String']['output'];
  /** A second line, e.g. `11月23日 08:00 CA1501 经济舱`; null when none. */
  subtitle?: Maybe<Scalars['String']['output']>;
  /** One line that names the order, e.g. `北京 → 上海`. */
  title: Scalars['String']['output'];
  /** What the member pays (or paid), in fen. */
  total: Money;
  /** First day of the trip; null when the product has none. */
  travelDate?: Maybe<Scalars['Date']['output']>;
  /** The kind of product. */
  type: OrderType;
  /** The backend's order-type code (spec §3). */
  typeCode: Scalars['Int']['output'];
};

/** What the member can do with an order now (the server decides). */
export type OrderActions = {
  __typename?: 'OrderActions';
  /** Cancel it (unpaid). */
  canCancel: Scalars['Boolean']['output'];
  /** Apply for a change (flights). */
  canChange: Scalars['Boolean']['output'];
  /** Delete it from the list (finished, cancelled or refunded). */
  canDelete: Scalars['Boolean']['output'];
  /** Pay it (unpaid and before the deadline). */
  canPay: Scalars['Boolean']['output'];
  /** Apply for a refund. */
  canRefund: Scalars['Boolean']['output'];
  /** Ask for an electronic invoice (finished, none asked yet). */
  canRequestInvoice: Scalars['Boolean']['output'];
};

/** The contact person of an order. */
export type OrderContact = {
  __typename?: 'OrderContact';
  /** E-mail; null when not given. */
  email?: Maybe<Scalars['String']['output']>;
  /** Mobile, masked. */
  maskedMobile: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** The contact person of an order. */
export type OrderContactInput = {
  /** E-mail (for itineraries and e-invoices). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Mobile number. */
  mobile: Scalars['Mobile']['input'];
  /** Name. */
  name: Scalars['String']['input'];
};

/** One page of the member's orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The orders, newest first. */
  items: Array<Order>;
  /** This page's number, from 1. */
  pageNum: Scalars['Int']['output'];
  /** Page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many orders match in all. */
  total: Scalars['Int']['output'];
};

/** Where an order stands. Products word it their own way in `statusText`. */
export type OrderStatus =
  /** Cancelled before payment, by the member or the deadline. */
  | 'CANCELLED'
  /** The trip is over. */
  | 'FINISHED'
  /** Paid (for flights: ticketed); the trip is ahead. */
  | 'PAID'
  /** Refunded in full. */
  | 'REFUNDED'
  /** A refund is being processed. */
  | 'REFUNDING'
  /** Waiting for payment until `payDeadline`; then cancelled automatically. */
  | 'UNPAID';

/** The status filter of the order list. */
export type OrderStatusFilter =
  /** 退款/售后: refunding or refunded. */
  | 'AFTER_SALE'
  /** Every status. */
  | 'ALL'
  /** 已取消: cancelled. */
  | 'CANCELLED'
  /** 已完成: the trip is over. */
  | 'FINISHED'
  /** 待支付: waiting for payment. */
  | 'UNPAID'
  /** 待出行: paid, the trip ahead. */
  | 'UPCOMING';

/** The tabs of the order list (spec §3, index in brackets). */
export type OrderTab =
  /** [0] every product. */
  | 'ALL'
  /** [1] flights, domestic and international. */
  | 'FLIGHT'
  /** [2] hotels. */
  | 'HOTEL'
  /** [5] tour lines. */
  | 'LINE'
  /** [4] attraction tickets. */
  | 'SCENIC'
  /** [3] trains. */
  | 'TRAIN'
  /** [6] visas. */
  | 'VISA';

/** The kind of product an order is for: one value per order-type code of spec §3 (the code in brackets). */
export type OrderType =
  /** [8] domestic flight. */
  | 'DOMESTIC_FLIGHT'
  /** [11] rural-goods order. */
  | 'FARMER_ORDER'
  /** [99] rural-goods order detail. */
  | 'FARMER_ORDER_DETAIL'
  /** [17] rural-goods refund. */
  | 'FARMER_REFUND'
  /** [3] hotel. */
  | 'HOTEL'
  /** [18] hotel (the backend's second hotel code). */
  | 'HOTEL_18'
  /** [2] international (and Hong Kong, Macao, Taiwan) flight. */
  | 'INTERNATIONAL_FLIGHT'
  /** [1] tour line (group or free travel). */
  | 'LINE'
  /** [15] attraction ticket. */
  | 'SCENIC_TICKET'
  /** [7] special goods. */
  | 'SPECIAL_GOODS'
  /** [20] train ticket. */
  | 'TRAIN'
  /** [4] visa. */
  | 'VISA'
  /** [6] visa (the backend's second visa code). */
  | 'VISA_6';

/** Type 1: an https page on a company host. */
export type PageLink = BannerLink & {
  __typename?: 'PageLink';
  /** The link type (1). */
  type: Scalars['Int']['output'];
  /** The page. */
  url?: Maybe<Scalars['String']['output']>;
};

/** How the member pays. */
export type PayMethod =
  /** 支付宝. */
  | 'ALIPAY'
  /** 微信支付. */
  | 'WECHAT';

/** Start paying an order. */
export type PayOrderInput = {
  /** How to pay. */
  method: PayMethod;
  /** The order number. */
  orderNo: Scalars['String']['input'];
};

/** Result of starting a payment. */
export type PayOrderPayload = {
  __typename?: 'PayOrderPayload';
  /** The payment to complete at the cashier; null when refused (deadline passed, seats gone …). */
  payment?: Maybe<Payment>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** A payment started for an order: the cashier to send the member to. */
export type Payment = {
  __typename?: 'Payment';
  /** The amount to pay. */
  amount: Money;
  /** The cashier page to open, a path on this site (`/cashier/…`). */
  cashierUrl: Scalars['String']['output'];
  /** Pay by this instant (the order's deadline). */
  deadline: Scalars['DateTime']['output'];
  /** How the member pays. */
  method: PayMethod;
  /** The order it pays. */
  orderNo: Scalars['String']['output'];
  /** The payment number. */
  payNo: Scalars['String']['output'];
};

/** A link its type alone describes: 0 (nothing), the product homes (5, 8, 11, 13, 14, 17, 20), and any type this gateway does not know. */
export type PlainLink = BannerLink & {
  __typename?: 'PlainLink';
  /** The link type. */
  type: Scalars['Int']['output'];
};

/** A line of a price breakdown. */
export type PriceLine = {
  __typename?: 'PriceLine';
  /** unitPrice × count. */
  amount: Money;
  /** How many. */
  count: Scalars['Int']['output'];
  /** What it is, e.g. `成人票`, `机建`, `燃油`. */
  label: Scalars['String']['output'];
  /** Price of one. */
  unitPrice: Money;
};

/** A product shown as a card in a floor or an activity theme. */
export type ProductCard = {
  __typename?: 'ProductCard';
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** Image path on this site. */
  image: Scalars['String']['output'];
  /** Where the card leads. */
  link: BannerLink;
  /** The crossed-out market price, or null when none. */
  marketPrice?: Maybe<Money>;
  /** The price from which it sells. */
  price: Money;
  /** A line under the title. */
  subtitle: Scalars['String']['output'];
  /** Short tags, e.g. `纯玩`. */
  tags: Array<Scalars['String']['output']>;
  /** The product's title. */
  title: Scalars['String']['output'];
};

/** The root query type; each domain extends it. */
export type Query = {
  __typename?: 'Query';
  /** One activity theme page, or null when there is no such theme. */
  activityTheme?: Maybe<ActivityThemeDetail>;
  /** The city picker's lists: domestic cities, or international ones (abroad, Hong Kong, Macao, Taiwan). */
  airCities: AirCityDirectory;
  /** The gateway's version string, for health dashboards and support. */
  apiVersion: Scalars['String']['output'];
  /** The city switcher's directory: hot cities and all cities A–Z. */
  cityDirectory: CityDirectory;
  /** The member's saved contacts. */
  contacts: Array<Contact>;
  /** The customer-service chat link for the logged-in member, about a product when given; null when anonymous (the phone line is always offered). */
  customerServiceChat?: Maybe<CustomerServiceChat>;
  /** The document types a traveller can have, in the order forms offer them. */
  documentTypes: Array<DocumentTypeInfo>;
  /** The electronic invoice of an order of the member; null when none was requested. */
  eInvoice?: Maybe<EInvoice>;
  /** One flight by id; null when there is no such flight. */
  flight?: Maybe<Flight>;
  /** A change of the member by number; null when not theirs. */
  flightChange?: Maybe<FlightChange>;
  /** Flights a segment of an order could change to on a date, in the booked cabin class, with prices. */
  flightChangeOptions: Array<FlightChangeOption>;
  /** The lowest adult price per day of a route, from a date for a number of days (at most 90). */
  flightLowPrices: Array<DailyLowPrice>;
  /** The server's price of a booking for saved travellers, age classes taken on the first departure date. */
  flightQuote: FlightQuote;
  /** A refund of the member by number; null when not theirs. */
  flightRefund?: Maybe<FlightRefund>;
  /** The refund terms for passengers of an order of the member. */
  flightRefundQuote: FlightRefundQuote;
  /** Flights from one city to another on a date (codes of cities or airports). */
  flightSearch: FlightSearchResult;
  /** The home page's sections; ask for the ones the screen shows. */
  home: HomePage;
  /** One hotel; null when unknown. */
  hotel?: Maybe<Hotel>;
  /** The hotel city picker's lists. */
  hotelCities: HotelCityDirectory;
  /** What the list's filters offer in a city. */
  hotelFilters: HotelFilters;
  /** Price a stay on the server before booking. */
  hotelQuote: HotelQuote;
  /** Recommended hotels of a city, priced when a stay is given. */
  hotelRecommendations: Array<Hotel>;
  /** The refund terms of a hotel order. Needs a member. */
  hotelRefundQuote: HotelRefundQuote;
  /** A hotel's rooms and plans priced for a stay. */
  hotelRooms: HotelRooms;
  /** Search hotels for a stay. */
  hotelSearch: HotelSearchResult;
  /** Auto-match as the shopper types, best first, at most 20. */
  hotelSuggestions: Array<HotelSuggestion>;
  /** The member's invoice titles, the default first. */
  invoiceTitles: Array<InvoiceTitle>;
  /** The served city nearest to a position, or null when none is within 300 km (the client keeps its default city). */
  locateCity?: Maybe<LocatedCity>;
  /** The map tile configuration (from the gateway's config, `MAP_TILE_URL`). */
  mapConfig: MapConfig;
  /** The member behind this request's session, or null when anonymous. An expired session is an `UNAUTHENTICATED` error. */
  me?: Maybe<User>;
  /** One order of the member; null when it is not theirs or was deleted. */
  order?: Maybe<Order>;
  /** The member's orders by tab and status, a page at a time. Needs a member. */
  orders: OrderPage;
  /** Cities whose name, pinyin, city code or airport code matches the keyword, at most 20. */
  searchAirCities: Array<AirCity>;
  /** Cities matching a name, pinyin or initials (at most 30, best first). */
  searchCities: Array<City>;
  /** Companies whose name contains the keyword (at least 2 characters), at most 10. */
  searchCompanies: Array<CompanyMatch>;
  /** The bottom bar and server switches. Fails as a whole when the backend refuses; the client then shows the message and uses its built-in tabs. */
  shellConfig: ShellConfig;
  /** One traveller of the member; null when not theirs or gone. */
  traveller?: Maybe<Traveller>;
  /** The member's travellers, a page at a time. Needs a member (UNAUTHENTICATED otherwise). */
  travellers: TravellerPage;
  /** Orders of the member waiting for payment (0 when anonymous). */
  unpaidOrderCount: Scalars['Int']['output'];
  /** Weather for a city by its adcode (a district code resolves to its city). */
  weather?: Maybe<Weather>;
};


/** The root query type; each domain extends it. */
export type QueryActivityThemeArgs = {
  id: Scalars['ID']['input'];
};


/** The root query type; each domain extends it. */
export type QueryAirCitiesArgs = {
  international?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryCustomerServiceChatArgs = {
  productId?: InputMaybe<Scalars['String']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryEInvoiceArgs = {
  orderNo: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryFlightArgs = {
  id: Scalars['ID']['input'];
};


/** The root query type; each domain extends it. */
export type QueryFlightChangeArgs = {
  changeNo: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryFlightChangeOptionsArgs = {
  date: Scalars['Date']['input'];
  orderNo: Scalars['String']['input'];
  passengerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  segmentIndex?: InputMaybe<Scalars['Int']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryFlightLowPricesArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['String']['input'];
  startDate: Scalars['Date']['input'];
  to: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryFlightQuoteArgs = {
  fareIds: Array<Scalars['ID']['input']>;
  travellerIds: Array<Scalars['ID']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryFlightRefundArgs = {
  refundNo: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryFlightRefundQuoteArgs = {
  orderNo: Scalars['String']['input'];
  passengerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The root query type; each domain extends it. */
export type QueryFlightSearchArgs = {
  date: Scalars['Date']['input'];
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryHotelArgs = {
  id: Scalars['ID']['input'];
};


/** The root query type; each domain extends it. */
export type QueryHotelFiltersArgs = {
  city: Scalars['ID']['input'];
};


/** The root query type; each domain extends it. */
export type QueryHotelQuoteArgs = {
  input: HotelStayInput;
};


/** The root query type; each domain extends it. */
export type QueryHotelRecommendationsArgs = {
  checkIn?: InputMaybe<Scalars['Date']['input']>;
  checkOut?: InputMaybe<Scalars['Date']['input']>;
  city: Scalars['ID']['input'];
  excludeId?: InputMaybe<Scalars['ID']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryHotelRefundQuoteArgs = {
  orderNo: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryHotelRoomsArgs = {
  checkIn: Scalars['Date']['input'];
  checkOut: Scalars['Date']['input'];
  hotelId: Scalars['ID']['input'];
};


/** The root query type; each domain extends it. */
export type QueryHotelSearchArgs = {
  input: HotelSearchInput;
};


/** The root query type; each domain extends it. */
export type QueryHotelSuggestionsArgs = {
  city: Scalars['ID']['input'];
  keyword: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryLocateCityArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


/** The root query type; each domain extends it. */
export type QueryOrderArgs = {
  orderNo: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryOrdersArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OrderStatusFilter>;
  tab?: InputMaybe<OrderTab>;
};


/** The root query type; each domain extends it. */
export type QuerySearchAirCitiesArgs = {
  keyword: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QuerySearchCitiesArgs = {
  keyword: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QuerySearchCompaniesArgs = {
  keyword: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryTravellerArgs = {
  id: Scalars['ID']['input'];
};


/** The root query type; each domain extends it. */
export type QueryTravellersArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryWeatherArgs = {
  adcode: Scalars['ID']['input'];
};

/** What one passenger pays on a booking. */
export type QuotedPassenger = {
  __typename?: 'QuotedPassenger';
  /** Age class on the first departure date. */
  ageClass: AgeClass;
  /** Airport construction fees over all segments. */
  airportFee: Money;
  /** Fuel surcharges over all segments. */
  fuelSurcharge: Money;
  /** Tickets, before taxes, over all segments. */
  ticket: Money;
  /** All of the above. */
  total: Money;
  /** The traveller. */
  travellerId: Scalars['ID']['output'];
};

/** Where a refund stands. */
export type RefundStatus =
  /** Applied; the airline is processing it (退款中). */
  | 'PROCESSING'
  /** The money is back (已退款). */
  | 'REFUNDED';

/** Input of `register`. */
export type RegisterInput = {
  /** The 6-digit code sent with purpose REGISTER. */
  code: Scalars['String']['input'];
  /** Who introduced this visitor, from the page URL. */
  introduceId?: InputMaybe<Scalars['String']['input']>;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: InputMaybe<Scalars['String']['input']>;
  /** The new member's mobile. */
  mobile: Scalars['String']['input'];
  /** The new password: 8 to 20 characters with both letters and digits. */
  password: Scalars['String']['input'];
};

/** Ask for an electronic invoice for a finished order. */
export type RequestEInvoiceInput = {
  /** Where to send it. */
  email: Scalars['String']['input'];
  /** The saved invoice title to use. */
  invoiceTitleId: Scalars['ID']['input'];
  /** The order. */
  orderNo: Scalars['String']['input'];
};

/** Result of asking for an electronic invoice. */
export type RequestEInvoicePayload = {
  __typename?: 'RequestEInvoicePayload';
  /** The invoice request; null when refused (order not finished, already invoiced …). */
  invoice?: Maybe<EInvoice>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** The 6-digit code sent with purpose RESET_PASSWORD. */
  code: Scalars['String']['input'];
  /** The member's mobile. */
  mobile: Scalars['String']['input'];
  /** The new password: 8 to 20 characters with both letters and digits. */
  newPassword: Scalars['String']['input'];
};

/** Result of `resetPassword`. Every existing session of the member ends. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed. */
  ok: Scalars['Boolean']['output'];
  /** Why it was not changed, if it was not. */
  userErrors: Array<UserError>;
};

/** A contact to save; `id` absent creates one. */
export type SaveContactInput = {
  /** E-mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The contact to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Mobile number. */
  mobile: Scalars['Mobile']['input'];
  /** Name. */
  name: Scalars['String']['input'];
};

/** Result of saving a contact. */
export type SaveContactPayload = {
  __typename?: 'SaveContactPayload';
  /** The contact as saved; null when refused. */
  contact?: Maybe<Contact>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** An invoice title to save; `id` absent creates one. */
export type SaveInvoiceTitleInput = {
  /** Registered address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** Bank account number. */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** Bank of the account. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** The title to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Make this the default title. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** Person or company. */
  kind: InvoiceTitleKind;
  /** The name on the invoice. */
  name: Scalars['String']['input'];
  /** Registered phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Taxpayer number, required for a company: 15, 17, 18 or 20 letters and digits. */
  taxNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Result of saving an invoice title. */
export type SaveInvoiceTitlePayload = {
  __typename?: 'SaveInvoiceTitlePayload';
  /** The title as saved; null when refused. */
  invoiceTitle?: Maybe<InvoiceTitle>;
  /** Why it was refused. */
  userErrors: Array<UserError>;
};

/** Result of creating or updating a traveller. */
export type SaveTravellerPayload = {
  __typename?: 'SaveTravellerPayload';
  /** The traveller as saved; null when refused. */
  traveller?: Maybe<Traveller>;
  /** Why it was refused (e.g. the same document number is already saved). */
  userErrors: Array<UserError>;
};

/** Input of `sendVerifyCode`. */
export type SendVerifyCodeInput = {
  /** The mobile to send the code to. */
  mobile: Scalars['String']['input'];
  /** What the code is for. */
  purpose: VerifyCodePurpose;
};

/** Result of `sendVerifyCode`. */
export type SendVerifyCodePayload = {
  __typename?: 'SendVerifyCodePayload';
  /** Seconds until another code can be requested for this mobile, when sent. */
  resendIn?: Maybe<Scalars['Int']['output']>;
  /** Why the code was not sent, if it was not. */
  userErrors: Array<UserError>;
};

/** The bottom bar and the entries the server switches on and off. */
export type ShellConfig = {
  __typename?: 'ShellConfig';
  /** Show the yearly-report entry. */
  showReport: Scalars['Boolean']['output'];
  /** The tabs in order, the EXTRA tab third when switched on. */
  tabs: Array<TabItem>;
};

/** A product shown inside a rural-goods store. */
export type StoreGood = {
  __typename?: 'StoreGood';
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** Image path on this site. */
  image: Scalars['String']['output'];
  /** Where it leads. */
  link: BannerLink;
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its price. */
  price: Money;
};

/** One tab of the bottom bar, as the server configures it. */
export type TabItem = {
  __typename?: 'TabItem';
  /** Label colour, `#rrggbb`. */
  fontColor: Scalars['String']['output'];
  /** Label colour when selected. */
  fontHighlightColor: Scalars['String']['output'];
  /** Icon path or URL. */
  icon: Scalars['String']['output'];
  /** Icon when selected. */
  iconHighlight: Scalars['String']['output'];
  /** Which tab. */
  key: TabKey;
  /** Its label. */
  name: Scalars['String']['output'];
  /** The route (or URL, for EXTRA) it opens; empty for SERVICE. */
  url: Scalars['String']['output'];
};

/** Which tab of the bottom bar. */
export type TabKey =
  /** The extra third tab the server can switch on (show_mz). */
  | 'EXTRA'
  /** 首页: the home page. */
  | 'HOME'
  /** 我的: the member area. */
  | 'MINE'
  /** 订单: the order list. */
  | 'ORDER'
  /** 客服: opens the customer-service popup instead of a page. */
  | 'SERVICE';

/** A section of an activity theme page. */
export type ThemeSection = {
  __typename?: 'ThemeSection';
  /** Its cards. */
  items: Array<ProductCard>;
  /** The section's title. */
  title: Scalars['String']['output'];
};

/** Whether an activity theme is running. */
export type ThemeStatus =
  /** Over. */
  | 'ENDED'
  /** Running now. */
  | 'ONGOING'
  /** Not started yet. */
  | 'UPCOMING';

/** Types 21 and 22: a ticket list, an attraction. */
export type TicketLink = BannerLink & {
  __typename?: 'TicketLink';
  /** Type 21: ticket search words. */
  keyword?: Maybe<Scalars['String']['output']>;
  /** Type 22: the attraction. */
  scenicCode?: Maybe<Scalars['String']['output']>;
  /** Type 21: the ticket theme. */
  theme?: Maybe<Scalars['String']['output']>;
  /** The link type (21 or 22). */
  type: Scalars['Int']['output'];
};

/** Where one passenger's ticket stands. */
export type TicketStatus =
  /** Booked, not yet paid. */
  | 'BOOKED'
  /** Changed to another flight. */
  | 'CHANGED'
  /** Refunded. */
  | 'REFUNDED'
  /** A refund is being processed. */
  | 'REFUNDING'
  /** Ticketed (paid). */
  | 'TICKETED';

/** Types 2–4: the tour home, a tour list, a tour product. */
export type TourLink = BannerLink & {
  __typename?: 'TourLink';
  /** Types 2 and 3: the tour product class. */
  classId?: Maybe<Scalars['String']['output']>;
  /** Type 3: the destination city's name. */
  destinationCity?: Maybe<Scalars['String']['output']>;
  /** Type 4: the product id. */
  id?: Maybe<Scalars['String']['output']>;
  /** Type 2: the tab of the tour home to open. */
  index?: Maybe<Scalars['String']['output']>;
  /** Type 3: the search words. */
  keywordSearch?: Maybe<Scalars['String']['output']>;
  /** Type 3: tag filters. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** Type 4: the tour departure. */
  tripId?: Maybe<Scalars['String']['output']>;
  /** The link type (2, 3 or 4). */
  type: Scalars['Int']['output'];
};

/** A frequent traveller of the member (常用旅客). */
export type Traveller = {
  __typename?: 'Traveller';
  /** The fare class by age on the given date (the departure date of a trip). */
  ageClass: AgeClass;
  /** Date of birth. */
  birthday: Scalars['Date']['output'];
  /** The traveller's documents, at most one of each type. */
  documents: Array<TravellerDocument>;
  /** Given names in Latin letters as on the passport; null when not given. */
  englishGivenName?: Maybe<Scalars['String']['output']>;
  /** Surname in Latin letters as on the passport; null when not given. */
  englishSurname?: Maybe<Scalars['String']['output']>;
  /** Gender. */
  gender: Gender;
  /** The backend's id of the traveller (touristInfoId). */
  id: Scalars['ID']['output'];
  /** Whether this traveller is the member themself. */
  isSelf: Scalars['Boolean']['output'];
  /** Mobile number; null when not given. */
  mobile?: Maybe<Scalars['Mobile']['output']>;
  /** Name as on the Chinese document: 2 to 8 Chinese characters. */
  name: Scalars['String']['output'];
};


/** A frequent traveller of the member (常用旅客). */
export type TravellerAgeClassArgs = {
  on: Scalars['Date']['input'];
};

/** One identity document of a traveller. */
export type TravellerDocument = {
  __typename?: 'TravellerDocument';
  /** Last day the document is valid; null when not given. */
  expiresOn?: Maybe<Scalars['Date']['output']>;
  /** Issuing country or region as an ISO 3166 alpha-2 code (`CN` for mainland documents); null when not given. */
  issuingCountry?: Maybe<Scalars['String']['output']>;
  /** The number with its middle masked, for lists and order pages. */
  maskedNumber: Scalars['String']['output'];
  /** The document number as saved (the owner sees it whole on their own traveller pages). */
  number: Scalars['String']['output'];
  /** The kind of document. */
  type: DocumentType;
};

/** A document as a form sends it. */
export type TravellerDocumentInput = {
  /** Last day the document is valid (required for passports and permits when booking abroad). */
  expiresOn?: InputMaybe<Scalars['Date']['input']>;
  /** Issuing country or region, ISO 3166 alpha-2. */
  issuingCountry?: InputMaybe<Scalars['String']['input']>;
  /** The number; checked with the document type's rule. */
  number: Scalars['String']['input'];
  /** The kind of document. */
  type: DocumentType;
};

/** One page of the member's travellers. */
export type TravellerPage = {
  __typename?: 'TravellerPage';
  /** Whether another page follows. */
  hasMore: Scalars['Boolean']['output'];
  /** The travellers on this page, most recently used first. */
  items: Array<Traveller>;
  /** This page's number, from 1. */
  pageNum: Scalars['Int']['output'];
  /** Page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** How many travellers the member has in all. */
  total: Scalars['Int']['output'];
};

/** Whether an order is one-way or a round trip. */
export type TripType =
  /** 单程. */
  | 'ONE_WAY'
  /** 往返. */
  | 'ROUND_TRIP';

/** Input of `updateNickname`. */
export type UpdateNicknameInput = {
  /** The new nickname, 1 to 20 characters. */
  nickName: Scalars['String']['input'];
};

/** Result of `updateNickname`. */
export type UpdateNicknamePayload = {
  __typename?: 'UpdateNicknamePayload';
  /** The member after the change. */
  user?: Maybe<User>;
  /** Why it was not changed, if it was not. */
  userErrors: Array<UserError>;
};

/** A change to a traveller: the whole record as it should be. */
export type UpdateTravellerInput = {
  /** Date of birth; taken from the ID number when an ID card is given. */
  birthday?: InputMaybe<Scalars['Date']['input']>;
  /** At least one document; replaces the saved ones. */
  documents: Array<TravellerDocumentInput>;
  /** Given names in Latin letters. */
  englishGivenName?: InputMaybe<Scalars['String']['input']>;
  /** Surname in Latin letters. */
  englishSurname?: InputMaybe<Scalars['String']['input']>;
  /** Gender; taken from the ID number when an ID card is given. */
  gender?: InputMaybe<Gender>;
  /** Which traveller. */
  id: Scalars['ID']['input'];
  /** Mobile number. */
  mobile?: InputMaybe<Scalars['Mobile']['input']>;
  /** Name: 2 to 8 Chinese characters. */
  name: Scalars['String']['input'];
};

/** Input of `uploadAvatar`. */
export type UploadAvatarInput = {
  /** The image as a `data:image/png|jpeg|webp;base64,…` URL, at most 512 KiB decoded (downscale it first). */
  dataUrl: Scalars['String']['input'];
};

/** Result of `uploadAvatar`. */
export type UploadAvatarPayload = {
  __typename?: 'UploadAvatarPayload';
  /** The member with the new avatar. */
  user?: Maybe<User>;
  /** Why it was not changed, if it was not. */
  userErrors: Array<UserError>;
};

/** A logged-in member (spec §3 User info). */
export type User = {
  __typename?: 'User';
  /** Path of the avatar image on this site (`/media/avatar/…`), or null when none was uploaded. */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** Birthday, or null when not given. */
  birthday?: Maybe<Scalars['Date']['output']>;
  /** Gender. */
  gender: Gender;
  /** The member's id in the backend. */
  id: Scalars['ID']['output'];
  /** Id of the member who introduced this one, empty when none. */
  introduceId: Scalars['String']['output'];
  /** How the member was introduced; `2` by default. */
  introduceType: Scalars['String']['output'];
  /** The login name (usually the mobile number). */
  loginName: Scalars['String']['output'];
  /** The mobile with its middle four digits masked, e.g. `138****8000`, for display. */
  maskedMobile: Scalars['String']['output'];
  /** E-mail address, empty when not given. */
  memEmail: Scalars['String']['output'];
  /** The full mobile number. Only ever returned to the member themself. */
  mobile: Scalars['Mobile']['output'];
  /** The nickname shown across the storefront. */
  nickName: Scalars['String']['output'];
  /** QQ number, empty when not given. */
  qq: Scalars['String']['output'];
  /** The member's signature line, empty when not given. */
  signature: Scalars['String']['output'];
  /** WeChat id, empty when not given. */
  wechat: Scalars['String']['output'];
  /** The member's distribution code (yingke code), empty when not in the programme. */
  yingkeCode: Scalars['String']['output'];
};

/** An expected business failure of a mutation, returned as data rather than as a GraphQL error. */
export type UserError = {
  __typename?: 'UserError';
  /** A stable machine-readable code, e.g. `VERIFY_CODE_WRONG`. */
  code: Scalars['String']['output'];
  /** The input field the error is about, as a path (e.g. `["input", "mobile"]`), or null for the whole input. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** A message in Chinese that tells the shopper what to do. */
  message: Scalars['String']['output'];
};

/** Why a verify code is being sent. */
export type VerifyCodePurpose =
  /** Log in (an unknown mobile is registered on the spot). */
  | 'LOGIN'
  /** Register a new member. */
  | 'REGISTER'
  /** Reset a forgotten password. */
  | 'RESET_PASSWORD';

/** Types 15 and 16: a visa country, a visa product. */
export type VisaLink = BannerLink & {
  __typename?: 'VisaLink';
  /** Type 15: the visa country's id. */
  country?: Maybe<Scalars['String']['output']>;
  /** Type 15: the visa country's name. */
  countryName?: Maybe<Scalars['String']['output']>;
  /** The link type (15 or 16). */
  type: Scalars['Int']['output'];
  /** Type 16: the visa product. */
  visaId?: Maybe<Scalars['String']['output']>;
};

/** Weather for a city: now and the next days. */
export type Weather = {
  __typename?: 'Weather';
  /** The city the weather is for. */
  city: City;
  /** Today and the following days. */
  daily: Array<WeatherDay>;
  /** Conditions now. */
  now: WeatherNow;
  /** When the backend computed it. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One day of the forecast. */
export type WeatherDay = {
  __typename?: 'WeatherDay';
  /** The day. */
  date: Scalars['Date']['output'];
  /** Daytime icon code. */
  iconDay: Scalars['String']['output'];
  /** Night icon code. */
  iconNight: Scalars['String']['output'];
  /** `今天`, `明天`, `后天` or the weekday. */
  label: Scalars['String']['output'];
  /** Highest temperature, whole °C. */
  tempMax: Scalars['Int']['output'];
  /** Lowest temperature, whole °C. */
  tempMin: Scalars['Int']['output'];
  /** Daytime condition in Chinese. */
  textDay: Scalars['String']['output'];
  /** Night condition in Chinese. */
  textNight: Scalars['String']['output'];
};

/** The weather right now. */
export type WeatherNow = {
  __typename?: 'WeatherNow';
  /** Felt temperature in whole °C. */
  feelsLike: Scalars['Int']['output'];
  /** Relative humidity, 0–100. */
  humidity: Scalars['Int']['output'];
  /** Icon code (QWeather numbering, e.g. `101`). */
  icon: Scalars['String']['output'];
  /** Temperature in whole °C. */
  temp: Scalars['Int']['output'];
  /** Condition in Chinese, e.g. `多云`. */
  text: Scalars['String']['output'];
  /** Wind direction in Chinese, e.g. `东北风`. */
  windDir: Scalars['String']['output'];
  /** Wind scale, e.g. `3-4`. */
  windScale: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivityTheme: ResolverTypeWrapper<LegacyTheme>;
  ActivityThemeDetail: ResolverTypeWrapper<LegacyThemeDetail>;
  AgeClass: AgeClass;
  AirCity: ResolverTypeWrapper<LegacyAirCity>;
  AirCityDirectory: ResolverTypeWrapper<LegacyAirCityDirectory>;
  AirCityGroup: ResolverTypeWrapper<LegacyAirCityGroup>;
  Airline: ResolverTypeWrapper<LegacyAirline>;
  Airport: ResolverTypeWrapper<LegacyAirport>;
  ApplyFlightChangeInput: ApplyFlightChangeInput;
  ApplyFlightChangePayload: ResolverTypeWrapper<Omit<ApplyFlightChangePayload, 'change'> & { change?: Maybe<ResolversTypes['FlightChange']> }>;
  ApplyFlightRefundInput: ApplyFlightRefundInput;
  ApplyFlightRefundPayload: ResolverTypeWrapper<Omit<ApplyFlightRefundPayload, 'order' | 'refund'> & { order?: Maybe<ResolversTypes['FlightOrder']>, refund?: Maybe<ResolversTypes['FlightRefund']> }>;
  ApplyHotelRefundInput: ApplyHotelRefundInput;
  ApplyHotelRefundPayload: ResolverTypeWrapper<Omit<ApplyHotelRefundPayload, 'order' | 'refund'> & { order?: Maybe<ResolversTypes['HotelOrder']>, refund?: Maybe<ResolversTypes['HotelRefund']> }>;
  Banner: ResolverTypeWrapper<LegacyBanner>;
  BannerLink: ResolverTypeWrapper<BannerLinkModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CabinClass: CabinClass;
  CancelOrderInput: CancelOrderInput;
  CancelOrderPayload: ResolverTypeWrapper<Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  City: ResolverTypeWrapper<LegacyCity>;
  CityDirectory: ResolverTypeWrapper<LegacyCityDirectory>;
  CityGroup: ResolverTypeWrapper<LegacyCityGroup>;
  CompanyMatch: ResolverTypeWrapper<LegacyCompany>;
  ConfirmFlightChangeInput: ConfirmFlightChangeInput;
  ConfirmFlightChangePayload: ResolverTypeWrapper<Omit<ConfirmFlightChangePayload, 'change'> & { change?: Maybe<ResolversTypes['FlightChange']> }>;
  Contact: ResolverTypeWrapper<LegacyContact>;
  CreateFlightOrderInput: CreateFlightOrderInput;
  CreateFlightOrderPayload: ResolverTypeWrapper<Omit<CreateFlightOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['FlightOrder']> }>;
  CreateHotelOrderInput: CreateHotelOrderInput;
  CreateHotelOrderPayload: ResolverTypeWrapper<Omit<CreateHotelOrderPayload, 'order'> & { order?: Maybe<ResolversTypes['HotelOrder']> }>;
  CreateTravellerInput: CreateTravellerInput;
  CustomerServiceChat: ResolverTypeWrapper<CustomerServiceChat>;
  DailyLowPrice: ResolverTypeWrapper<LegacyDailyLowPrice>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteContactInput: DeleteContactInput;
  DeleteContactPayload: ResolverTypeWrapper<DeleteContactPayload>;
  DeleteInvoiceTitleInput: DeleteInvoiceTitleInput;
  DeleteInvoiceTitlePayload: ResolverTypeWrapper<DeleteInvoiceTitlePayload>;
  DeleteOrderInput: DeleteOrderInput;
  DeleteOrderPayload: ResolverTypeWrapper<DeleteOrderPayload>;
  DeleteTravellerInput: DeleteTravellerInput;
  DeleteTravellerPayload: ResolverTypeWrapper<DeleteTravellerPayload>;
  DocumentType: DocumentType;
  DocumentTypeInfo: ResolverTypeWrapper<LegacyDocumentType>;
  EInvoice: ResolverTypeWrapper<LegacyEInvoice>;
  EInvoiceStatus: EInvoiceStatus;
  ExchangeSessionTokenInput: ExchangeSessionTokenInput;
  Fare: ResolverTypeWrapper<LegacyFare>;
  Flight: ResolverTypeWrapper<LegacyFlight>;
  FlightChange: ResolverTypeWrapper<LegacyFlightChange>;
  FlightChangeOption: ResolverTypeWrapper<LegacyFlightChangeOption>;
  FlightChangeStatus: FlightChangeStatus;
  FlightEndpoint: ResolverTypeWrapper<LegacyFlightEndpoint>;
  FlightOrder: ResolverTypeWrapper<LegacyOrder>;
  FlightPassenger: ResolverTypeWrapper<LegacyFlightPassenger>;
  FlightPassengerInput: FlightPassengerInput;
  FlightQuote: ResolverTypeWrapper<LegacyFlightQuote>;
  FlightRefund: ResolverTypeWrapper<LegacyFlightRefund>;
  FlightRefundQuote: ResolverTypeWrapper<LegacyFlightRefundQuote>;
  FlightSearchResult: ResolverTypeWrapper<LegacyFlightSearch>;
  FlightSegment: ResolverTypeWrapper<LegacyFlightSegment>;
  FlightStop: ResolverTypeWrapper<LegacyFlightStop>;
  FlightTaxes: ResolverTypeWrapper<LegacyFlightTaxes>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Floor: ResolverTypeWrapper<LegacyFloor>;
  Gender: Gender;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  GeoPointInput: GeoPointInput;
  GoodsLink: ResolverTypeWrapper<BannerLinkModel>;
  HomePage: ResolverTypeWrapper<HomeRoot>;
  HotDestination: ResolverTypeWrapper<LegacyHotDestination>;
  HotHotel: ResolverTypeWrapper<LegacyHotHotel>;
  HotStore: ResolverTypeWrapper<LegacyHotStore>;
  Hotel: ResolverTypeWrapper<LegacyHotel>;
  HotelCancelRule: HotelCancelRule;
  HotelCharge: ResolverTypeWrapper<LegacyHotelCharge>;
  HotelCity: ResolverTypeWrapper<LegacyHotelCity>;
  HotelCityDirectory: ResolverTypeWrapper<LegacyHotelCityDirectory>;
  HotelCityGroup: ResolverTypeWrapper<LegacyHotelCityGroup>;
  HotelFacility: ResolverTypeWrapper<LegacyHotelFacility>;
  HotelFilters: ResolverTypeWrapper<LegacyHotelFilters>;
  HotelGuest: ResolverTypeWrapper<LegacyHotelGuest>;
  HotelGuestInput: HotelGuestInput;
  HotelLevel: ResolverTypeWrapper<LegacyHotelLevel>;
  HotelLevelKind: HotelLevelKind;
  HotelLink: ResolverTypeWrapper<BannerLinkModel>;
  HotelNearby: ResolverTypeWrapper<LegacyHotelNearby>;
  HotelNight: ResolverTypeWrapper<LegacyHotelNight>;
  HotelOrder: ResolverTypeWrapper<LegacyOrder>;
  HotelOrderHotel: ResolverTypeWrapper<LegacyHotelOrderHotel>;
  HotelPicture: ResolverTypeWrapper<LegacyHotelPicture>;
  HotelPolicies: ResolverTypeWrapper<LegacyHotelPolicies>;
  HotelPriceRange: ResolverTypeWrapper<LegacyHotelPriceRange>;
  HotelQuote: ResolverTypeWrapper<LegacyHotelQuote>;
  HotelRatePlan: ResolverTypeWrapper<LegacyHotelRatePlan>;
  HotelRefund: ResolverTypeWrapper<LegacyHotelRefund>;
  HotelRefundQuote: ResolverTypeWrapper<LegacyHotelRefundQuote>;
  HotelRoomType: ResolverTypeWrapper<LegacyHotelRoomType>;
  HotelRooms: ResolverTypeWrapper<LegacyHotelRooms>;
  HotelSearchInput: HotelSearchInput;
  HotelSearchResult: ResolverTypeWrapper<LegacyHotelSearchResult>;
  HotelSort: HotelSort;
  HotelStayInput: HotelStayInput;
  HotelSubwayLine: ResolverTypeWrapper<LegacyHotelSubwayLine>;
  HotelSuggestion: ResolverTypeWrapper<LegacyHotelSuggestion>;
  HotelSuggestionKind: HotelSuggestionKind;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceTitle: ResolverTypeWrapper<LegacyInvoiceTitle>;
  InvoiceTitleKind: InvoiceTitleKind;
  JourneyLink: ResolverTypeWrapper<BannerLinkModel>;
  LocatedCity: ResolverTypeWrapper<LegacyLocated>;
  LoginByCodeInput: LoginByCodeInput;
  LoginByPasswordInput: LoginByPasswordInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MapConfig: ResolverTypeWrapper<MapConfig>;
  MenuEntry: ResolverTypeWrapper<LegacyMenuEntry>;
  Mobile: ResolverTypeWrapper<Scalars['Mobile']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoticeAdvert: ResolverTypeWrapper<LegacyNotice>;
  Order: ResolverTypeWrapper<LegacyOrder>;
  OrderActions: ResolverTypeWrapper<LegacyOrderActions>;
  OrderContact: ResolverTypeWrapper<LegacyOrderContact>;
  OrderContactInput: OrderContactInput;
  OrderPage: ResolverTypeWrapper<OrderPageSource>;
  OrderStatus: OrderStatus;
  OrderStatusFilter: OrderStatusFilter;
  OrderTab: OrderTab;
  OrderType: OrderType;
  PageLink: ResolverTypeWrapper<BannerLinkModel>;
  PayMethod: PayMethod;
  PayOrderInput: PayOrderInput;
  PayOrderPayload: ResolverTypeWrapper<Omit<PayOrderPayload, 'payment'> & { payment?: Maybe<ResolversTypes['Payment']> }>;
  Payment: ResolverTypeWrapper<LegacyPayment>;
  PlainLink: ResolverTypeWrapper<BannerLinkModel>;
  PriceLine: ResolverTypeWrapper<LegacyPriceLine>;
  ProductCard: ResolverTypeWrapper<LegacyProductCard>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuotedPassenger: ResolverTypeWrapper<LegacyQuotedPassenger>;
  RefundStatus: RefundStatus;
  RegisterInput: RegisterInput;
  RequestEInvoiceInput: RequestEInvoiceInput;
  RequestEInvoicePayload: ResolverTypeWrapper<Omit<RequestEInvoicePayload, 'invoice'> & { invoice?: Maybe<ResolversTypes['EInvoice']> }>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  SaveContactInput: SaveContactInput;
  SaveContactPayload: ResolverTypeWrapper<Omit<SaveContactPayload, 'contact'> & { contact?: Maybe<ResolversTypes['Contact']> }>;
  SaveInvoiceTitleInput: SaveInvoiceTitleInput;
  SaveInvoiceTitlePayload: ResolverTypeWrapper<Omit<SaveInvoiceTitlePayload, 'invoiceTitle'> & { invoiceTitle?: Maybe<ResolversTypes['InvoiceTitle']> }>;
  SaveTravellerPayload: ResolverTypeWrapper<Omit<SaveTravellerPayload, 'traveller'> & { traveller?: Maybe<ResolversTypes['Traveller']> }>;
  SendVerifyCodeInput: SendVerifyCodeInput;
  SendVerifyCodePayload: ResolverTypeWrapper<SendVerifyCodePayload>;
  ShellConfig: ResolverTypeWrapper<ShellConfigSource>;
  StoreGood: ResolverTypeWrapper<LegacyStoreGood>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TabItem: ResolverTypeWrapper<ShellTab>;
  TabKey: TabKey;
  ThemeSection: ResolverTypeWrapper<LegacyThemeSection>;
  ThemeStatus: ThemeStatus;
  TicketLink: ResolverTypeWrapper<BannerLinkModel>;
  TicketStatus: TicketStatus;
  TourLink: ResolverTypeWrapper<BannerLinkModel>;
  Traveller: ResolverTypeWrapper<LegacyTourist>;
  TravellerDocument: ResolverTypeWrapper<LegacyTouristDocument>;
  TravellerDocumentInput: TravellerDocumentInput;
  TravellerPage: ResolverTypeWrapper<LegacyTouristPage>;
  TripType: TripType;
  UpdateNicknameInput: UpdateNicknameInput;
  UpdateNicknamePayload: ResolverTypeWrapper<Omit<UpdateNicknamePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UpdateTravellerInput: UpdateTravellerInput;
  UploadAvatarInput: UploadAvatarInput;
  UploadAvatarPayload: ResolverTypeWrapper<Omit<UploadAvatarPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<LegacyUserInfo>;
  UserError: ResolverTypeWrapper<UserError>;
  VerifyCodePurpose: VerifyCodePurpose;
  VisaLink: ResolverTypeWrapper<BannerLinkModel>;
  Weather: ResolverTypeWrapper<LegacyWeather>;
  WeatherDay: ResolverTypeWrapper<LegacyWeatherDay>;
  WeatherNow: ResolverTypeWrapper<LegacyWeatherNow>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityTheme: LegacyTheme;
  ActivityThemeDetail: LegacyThemeDetail;
  AirCity: LegacyAirCity;
  AirCityDirectory: LegacyAirCityDirectory;
  AirCityGroup: LegacyAirCityGroup;
  Airline: LegacyAirline;
  Airport: LegacyAirport;
  ApplyFlightChangeInput: ApplyFlightChangeInput;
  ApplyFlightChangePayload: Omit<ApplyFlightChangePayload, 'change'> & { change?: Maybe<ResolversParentTypes['FlightChange']> };
  ApplyFlightRefundInput: ApplyFlightRefundInput;
  ApplyFlightRefundPayload: Omit<ApplyFlightRefundPayload, 'order' | 'refund'> & { order?: Maybe<ResolversParentTypes['FlightOrder']>, refund?: Maybe<ResolversParentTypes['FlightRefund']> };
  ApplyHotelRefundInput: ApplyHotelRefundInput;
  ApplyHotelRefundPayload: Omit<ApplyHotelRefundPayload, 'order' | 'refund'> & { order?: Maybe<ResolversParentTypes['HotelOrder']>, refund?: Maybe<ResolversParentTypes['HotelRefund']> };
  Banner: LegacyBanner;
  BannerLink: BannerLinkModel;
  Boolean: Scalars['Boolean']['output'];
  CancelOrderInput: CancelOrderInput;
  CancelOrderPayload: Omit<CancelOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  City: LegacyCity;
  CityDirectory: LegacyCityDirectory;
  CityGroup: LegacyCityGroup;
  CompanyMatch: LegacyCompany;
  ConfirmFlightChangeInput: ConfirmFlightChangeInput;
  ConfirmFlightChangePayload: Omit<ConfirmFlightChangePayload, 'change'> & { change?: Maybe<ResolversParentTypes['FlightChange']> };
  Contact: LegacyContact;
  CreateFlightOrderInput: CreateFlightOrderInput;
  CreateFlightOrderPayload: Omit<CreateFlightOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['FlightOrder']> };
  CreateHotelOrderInput: CreateHotelOrderInput;
  CreateHotelOrderPayload: Omit<CreateHotelOrderPayload, 'order'> & { order?: Maybe<ResolversParentTypes['HotelOrder']> };
  CreateTravellerInput: CreateTravellerInput;
  CustomerServiceChat: CustomerServiceChat;
  DailyLowPrice: LegacyDailyLowPrice;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteContactInput: DeleteContactInput;
  DeleteContactPayload: DeleteContactPayload;
  DeleteInvoiceTitleInput: DeleteInvoiceTitleInput;
  DeleteInvoiceTitlePayload: DeleteInvoiceTitlePayload;
  DeleteOrderInput: DeleteOrderInput;
  DeleteOrderPayload: DeleteOrderPayload;
  DeleteTravellerInput: DeleteTravellerInput;
  DeleteTravellerPayload: DeleteTravellerPayload;
  DocumentTypeInfo: LegacyDocumentType;
  EInvoice: LegacyEInvoice;
  ExchangeSessionTokenInput: ExchangeSessionTokenInput;
  Fare: LegacyFare;
  Flight: LegacyFlight;
  FlightChange: LegacyFlightChange;
  FlightChangeOption: LegacyFlightChangeOption;
  FlightEndpoint: LegacyFlightEndpoint;
  FlightOrder: LegacyOrder;
  FlightPassenger: LegacyFlightPassenger;
  FlightPassengerInput: FlightPassengerInput;
  FlightQuote: LegacyFlightQuote;
  FlightRefund: LegacyFlightRefund;
  FlightRefundQuote: LegacyFlightRefundQuote;
  FlightSearchResult: LegacyFlightSearch;
  FlightSegment: LegacyFlightSegment;
  FlightStop: LegacyFlightStop;
  FlightTaxes: LegacyFlightTaxes;
  Float: Scalars['Float']['output'];
  Floor: LegacyFloor;
  GeoPoint: GeoPoint;
  GeoPointInput: GeoPointInput;
  GoodsLink: BannerLinkModel;
  HomePage: HomeRoot;
  HotDestination: LegacyHotDestination;
  HotHotel: LegacyHotHotel;
  HotStore: LegacyHotStore;
  Hotel: LegacyHotel;
  HotelCharge: LegacyHotelCharge;
  HotelCity: LegacyHotelCity;
  HotelCityDirectory: LegacyHotelCityDirectory;
  HotelCityGroup: LegacyHotelCityGroup;
  HotelFacility: LegacyHotelFacility;
  HotelFilters: LegacyHotelFilters;
  HotelGuest: LegacyHotelGuest;
  HotelGuestInput: HotelGuestInput;
  HotelLevel: LegacyHotelLevel;
  HotelLink: BannerLinkModel;
  HotelNearby: LegacyHotelNearby;
  HotelNight: LegacyHotelNight;
  HotelOrder: LegacyOrder;
  HotelOrderHotel: LegacyHotelOrderHotel;
  HotelPicture: LegacyHotelPicture;
  HotelPolicies: LegacyHotelPolicies;
  HotelPriceRange: LegacyHotelPriceRange;
  HotelQuote: LegacyHotelQuote;
  HotelRatePlan: LegacyHotelRatePlan;
  HotelRefund: LegacyHotelRefund;
  HotelRefundQuote: LegacyHotelRefundQuote;
  HotelRoomType: LegacyHotelRoomType;
  HotelRooms: LegacyHotelRooms;
  HotelSearchInput: HotelSearchInput;
  HotelSearchResult: LegacyHotelSearchResult;
  HotelStayInput: HotelStayInput;
  HotelSubwayLine: LegacyHotelSubwayLine;
  HotelSuggestion: LegacyHotelSuggestion;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvoiceTitle: LegacyInvoiceTitle;
  JourneyLink: BannerLinkModel;
  LocatedCity: LegacyLocated;
  LoginByCodeInput: LoginByCodeInput;
  LoginByPasswordInput: LoginByPasswordInput;
  LoginPayload: Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  LogoutPayload: LogoutPayload;
  MapConfig: MapConfig;
  MenuEntry: LegacyMenuEntry;
  Mobile: Scalars['Mobile']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NoticeAdvert: LegacyNotice;
  Order: LegacyOrder;
  OrderActions: LegacyOrderActions;
  OrderContact: LegacyOrderContact;
  OrderContactInput: OrderContactInput;
  OrderPage: OrderPageSource;
  PageLink: BannerLinkModel;
  PayOrderInput: PayOrderInput;
  PayOrderPayload: Omit<PayOrderPayload, 'payment'> & { payment?: Maybe<ResolversParentTypes['Payment']> };
  Payment: LegacyPayment;
  PlainLink: BannerLinkModel;
  PriceLine: LegacyPriceLine;
  ProductCard: LegacyProductCard;
  Query: Record<PropertyKey, never>;
  QuotedPassenger: LegacyQuotedPassenger;
  RegisterInput: RegisterInput;
  RequestEInvoiceInput: RequestEInvoiceInput;
  RequestEInvoicePayload: Omit<RequestEInvoicePayload, 'invoice'> & { invoice?: Maybe<ResolversParentTypes['EInvoice']> };
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  SaveContactInput: SaveContactInput;
  SaveContactPayload: Omit<SaveContactPayload, 'contact'> & { contact?: Maybe<ResolversParentTypes['Contact']> };
  SaveInvoiceTitleInput: SaveInvoiceTitleInput;
  SaveInvoiceTitlePayload: Omit<SaveInvoiceTitlePayload, 'invoiceTitle'> & { invoiceTitle?: Maybe<ResolversParentTypes['InvoiceTitle']> };
  SaveTravellerPayload: Omit<SaveTravellerPayload, 'traveller'> & { traveller?: Maybe<ResolversParentTypes['Traveller']> };
  SendVerifyCodeInput: SendVerifyCodeInput;
  SendVerifyCodePayload: SendVerifyCodePayload;
  ShellConfig: ShellConfigSource;
  StoreGood: LegacyStoreGood;
  String: Scalars['String']['output'];
  TabItem: ShellTab;
  ThemeSection: LegacyThemeSection;
  TicketLink: BannerLinkModel;
  TourLink: BannerLinkModel;
  Traveller: LegacyTourist;
  TravellerDocument: LegacyTouristDocument;
  TravellerDocumentInput: TravellerDocumentInput;
  TravellerPage: LegacyTouristPage;
  UpdateNicknameInput: UpdateNicknameInput;
  UpdateNicknamePayload: Omit<UpdateNicknamePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UpdateTravellerInput: UpdateTravellerInput;
  UploadAvatarInput: UploadAvatarInput;
  UploadAvatarPayload: Omit<UploadAvatarPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: LegacyUserInfo;
  UserError: UserError;
  VisaLink: BannerLinkModel;
  Weather: LegacyWeather;
  WeatherDay: LegacyWeatherDay;
  WeatherNow: LegacyWeatherNow;
}>;

export type ActivityThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityTheme'] = ResolversParentTypes['ActivityTheme']> = ResolversObject<{
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ThemeStatus'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActivityThemeDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActivityThemeDetail'] = ResolversParentTypes['ActivityThemeDetail']> = ResolversObject<{
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  banner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ruleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ThemeSection']>, ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ActivityTheme'], ParentType, ContextType>;
}>;

export type AirCityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirCity'] = ResolversParentTypes['AirCity']> = ResolversObject<{
  airports?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  international?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinyin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AirCityDirectoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirCityDirectory'] = ResolversParentTypes['AirCityDirectory']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['AirCityGroup']>, ParentType, ContextType>;
  hot?: Resolver<Array<ResolversTypes['AirCity']>, ParentType, ContextType>;
}>;

export type AirCityGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirCityGroup'] = ResolversParentTypes['AirCityGroup']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['AirCity']>, ParentType, ContextType>;
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AirlineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Airline'] = ResolversParentTypes['Airline']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AirportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport']> = ResolversObject<{
  cityCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApplyFlightChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplyFlightChangePayload'] = ResolversParentTypes['ApplyFlightChangePayload']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['FlightChange']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplyFlightRefundPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplyFlightRefundPayload'] = ResolversParentTypes['ApplyFlightRefundPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['FlightOrder']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['FlightRefund']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ApplyHotelRefundPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplyHotelRefundPayload'] = ResolversParentTypes['ApplyHotelRefundPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['HotelOrder']>, ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['HotelRefund']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerLink'] = ResolversParentTypes['BannerLink']> = ResolversObject<{
  __resolveType: TypeResolveFn<'GoodsLink' | 'HotelLink' | 'JourneyLink' | 'PageLink' | 'PlainLink' | 'TicketLink' | 'TourLink' | 'VisaLink', ParentType, ContextType>;
}>;

export type CancelOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelOrderPayload'] = ResolversParentTypes['CancelOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = ResolversObject<{
  adcode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstLetter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  initials?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinyin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CityDirectoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CityDirectory'] = ResolversParentTypes['CityDirectory']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['CityGroup']>, ParentType, ContextType>;
  hot?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
}>;

export type CityGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CityGroup'] = ResolversParentTypes['CityGroup']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyMatchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyMatch'] = ResolversParentTypes['CompanyMatch']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConfirmFlightChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmFlightChangePayload'] = ResolversParentTypes['ConfirmFlightChangePayload']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['FlightChange']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['Mobile'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateFlightOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateFlightOrderPayload'] = ResolversParentTypes['CreateFlightOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['FlightOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CreateHotelOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateHotelOrderPayload'] = ResolversParentTypes['CreateHotelOrderPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['HotelOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CustomerServiceChatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerServiceChat'] = ResolversParentTypes['CustomerServiceChat']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DailyLowPriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DailyLowPrice'] = ResolversParentTypes['DailyLowPrice']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteContactPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteContactPayload'] = ResolversParentTypes['DeleteContactPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteInvoiceTitlePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteInvoiceTitlePayload'] = ResolversParentTypes['DeleteInvoiceTitlePayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteOrderPayload'] = ResolversParentTypes['DeleteOrderPayload']> = ResolversObject<{
  deletedOrderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteTravellerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteTravellerPayload'] = ResolversParentTypes['DeleteTravellerPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DocumentTypeInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentTypeInfo'] = ResolversParentTypes['DocumentTypeInfo']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsExpiry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
}>;

export type EInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EInvoice'] = ResolversParentTypes['EInvoice']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EInvoiceStatus'], ParentType, ContextType>;
  taxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  titleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FareResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Fare'] = ResolversParentTypes['Fare']> = ResolversObject<{
  adultPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  baggage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bookingClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cabinClass?: Resolver<ResolversTypes['CabinClass'], ParentType, ContextType>;
  cabinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changeRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  childPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  infantPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Flight'] = ResolversParentTypes['Flight']> = ResolversObject<{
  aircraft?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  airline?: Resolver<ResolversTypes['Airline'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['FlightEndpoint'], ParentType, ContextType>;
  arrivalDayOffset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['FlightEndpoint'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fares?: Resolver<Array<ResolversTypes['Fare']>, ParentType, ContextType, Partial<FlightFaresArgs>>;
  flightNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  international?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lowestFare?: Resolver<Maybe<ResolversTypes['Fare']>, ParentType, ContextType>;
  meal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['FlightStop']>, ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['FlightTaxes'], ParentType, ContextType>;
}>;

export type FlightChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightChange'] = ResolversParentTypes['FlightChange']> = ResolversObject<{
  changeFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  changeNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['FlightSegment'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['FlightPassenger']>, ParentType, ContextType>;
  payOrderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priceDifference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FlightChangeStatus'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['FlightSegment'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type FlightChangeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightChangeOption'] = ResolversParentTypes['FlightChangeOption']> = ResolversObject<{
  changeFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fare?: Resolver<ResolversTypes['Fare'], ParentType, ContextType>;
  flight?: Resolver<ResolversTypes['Flight'], ParentType, ContextType>;
  priceDifference?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type FlightEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightEndpoint'] = ResolversParentTypes['FlightEndpoint']> = ResolversObject<{
  airport?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  clock?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terminal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FlightOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightOrder'] = ResolversParentTypes['FlightOrder']> = ResolversObject<{
  actions?: Resolver<ResolversTypes['OrderActions'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FlightChange']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['OrderContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  international?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['FlightPassenger']>, ParentType, ContextType>;
  payDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payRemainingSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  priceLines?: Resolver<Array<ResolversTypes['PriceLine']>, ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['FlightRefund']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['FlightSegment']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  travelDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  tripType?: Resolver<ResolversTypes['TripType'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type FlightPassengerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightPassenger'] = ResolversParentTypes['FlightPassenger']> = ResolversObject<{
  ageClass?: Resolver<ResolversTypes['AgeClass'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedDocumentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketStatus?: Resolver<ResolversTypes['TicketStatus'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  travellerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type FlightQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightQuote'] = ResolversParentTypes['FlightQuote']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['PriceLine']>, ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['QuotedPassenger']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type FlightRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightRefund'] = ResolversParentTypes['FlightRefund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  passengers?: Resolver<Array<ResolversTypes['FlightPassenger']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
}>;

export type FlightRefundQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightRefundQuote'] = ResolversParentTypes['FlightRefundQuote']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  hoursBeforeDeparture?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ruleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlightSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightSearchResult'] = ResolversParentTypes['FlightSearchResult']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  flights?: Resolver<Array<ResolversTypes['Flight']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['AirCity'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['AirCity'], ParentType, ContextType>;
}>;

export type FlightSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightSegment'] = ResolversParentTypes['FlightSegment']> = ResolversObject<{
  aircraft?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  airline?: Resolver<ResolversTypes['Airline'], ParentType, ContextType>;
  arrival?: Resolver<ResolversTypes['FlightEndpoint'], ParentType, ContextType>;
  bookingClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cabinClass?: Resolver<ResolversTypes['CabinClass'], ParentType, ContextType>;
  cabinName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  departure?: Resolver<ResolversTypes['FlightEndpoint'], ParentType, ContextType>;
  flightNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlightStopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightStop'] = ResolversParentTypes['FlightStop']> = ResolversObject<{
  airport?: Resolver<ResolversTypes['Airport'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FlightTaxesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightTaxes'] = ResolversParentTypes['FlightTaxes']> = ResolversObject<{
  airportFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  childFuelSurcharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fuelSurcharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type FloorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Floor'] = ResolversParentTypes['Floor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  moreRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moreText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GeoPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = ResolversObject<{
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type GoodsLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GoodsLink'] = ResolversParentTypes['GoodsLink']> = ResolversObject<{
  categoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HomePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomePage'] = ResolversParentTypes['HomePage']> = ResolversObject<{
  banners?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType>;
  floors?: Resolver<Maybe<Array<ResolversTypes['Floor']>>, ParentType, ContextType>;
  hotDestinations?: Resolver<Maybe<Array<ResolversTypes['HotDestination']>>, ParentType, ContextType>;
  hotHotels?: Resolver<Maybe<Array<ResolversTypes['HotHotel']>>, ParentType, ContextType, Partial<HomePageHotHotelsArgs>>;
  hotStores?: Resolver<Maybe<Array<ResolversTypes['HotStore']>>, ParentType, ContextType>;
  menu?: Resolver<Maybe<Array<ResolversTypes['MenuEntry']>>, ParentType, ContextType>;
  middleBanners?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['NoticeAdvert']>, ParentType, ContextType>;
  themes?: Resolver<Maybe<Array<ResolversTypes['ActivityTheme']>>, ParentType, ContextType>;
}>;

export type HotDestinationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotDestination'] = ResolversParentTypes['HotDestination']> = ResolversObject<{
  cityAdcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotHotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotHotel'] = ResolversParentTypes['HotHotel']> = ResolversObject<{
  businessArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hotelCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  star?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HotStoreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotStore'] = ResolversParentTypes['HotStore']> = ResolversObject<{
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goods?: Resolver<Array<ResolversTypes['StoreGood']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  logo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlySales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Hotel'] = ResolversParentTypes['Hotel']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityAdcode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMeters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['HotelFacility']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  landmarks?: Resolver<Array<ResolversTypes['HotelNearby']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['HotelLevel'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nearestSubway?: Resolver<Maybe<ResolversTypes['HotelNearby']>, ParentType, ContextType>;
  openedYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['HotelPicture']>, ParentType, ContextType, Partial<HotelPicturesArgs>>;
  policies?: Resolver<ResolversTypes['HotelPolicies'], ParentType, ContextType>;
  renovatedYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subways?: Resolver<Array<ResolversTypes['HotelNearby']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HotelChargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelCharge'] = ResolversParentTypes['HotelCharge']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HotelCityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelCity'] = ResolversParentTypes['HotelCity']> = ResolversObject<{
  adcode?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstLetter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinyin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelCityDirectoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelCityDirectory'] = ResolversParentTypes['HotelCityDirectory']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['HotelCityGroup']>, ParentType, ContextType>;
  hot?: Resolver<Array<ResolversTypes['HotelCity']>, ParentType, ContextType>;
}>;

export type HotelCityGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelCityGroup'] = ResolversParentTypes['HotelCityGroup']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['HotelCity']>, ParentType, ContextType>;
  letter?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelFacilityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelFacility'] = ResolversParentTypes['HotelFacility']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelFiltersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelFilters'] = ResolversParentTypes['HotelFilters']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  districts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['HotelFacility']>, ParentType, ContextType>;
  priceRanges?: Resolver<Array<ResolversTypes['HotelPriceRange']>, ParentType, ContextType>;
  subwayLines?: Resolver<Array<ResolversTypes['HotelSubwayLine']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HotelGuestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelGuest'] = ResolversParentTypes['HotelGuest']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HotelLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelLevel'] = ResolversParentTypes['HotelLevel']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['HotelLevelKind'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HotelLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelLink'] = ResolversParentTypes['HotelLink']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotelCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HotelNearbyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelNearby'] = ResolversParentTypes['HotelNearby']> = ResolversObject<{
  distanceMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelNightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelNight'] = ResolversParentTypes['HotelNight']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HotelOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelOrder'] = ResolversParentTypes['HotelOrder']> = ResolversObject<{
  actions?: Resolver<ResolversTypes['OrderActions'], ParentType, ContextType>;
  arrivalTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelRule?: Resolver<ResolversTypes['HotelCancelRule'], ParentType, ContextType>;
  cancelText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  charges?: Resolver<Array<ResolversTypes['HotelCharge']>, ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  confirmationNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['OrderContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guests?: Resolver<Array<ResolversTypes['HotelGuest']>, ParentType, ContextType>;
  hotel?: Resolver<ResolversTypes['HotelOrderHotel'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payRemainingSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  planId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<Maybe<ResolversTypes['HotelRefund']>, ParentType, ContextType>;
  roomTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialRequests?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  travelDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  typeCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type HotelOrderHotelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelOrderHotel'] = ResolversParentTypes['HotelOrderHotel']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkInFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cover?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['HotelLevel'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelPictureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelPicture'] = ResolversParentTypes['HotelPicture']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelPoliciesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelPolicies'] = ResolversParentTypes['HotelPolicies']> = ResolversObject<{
  breakfast?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkInFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checkOutBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extra?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  pets?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelPriceRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelPriceRange'] = ResolversParentTypes['HotelPriceRange']> = ResolversObject<{
  maxFen?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minFen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelQuote'] = ResolversParentTypes['HotelQuote']> = ResolversObject<{
  charges?: Resolver<Array<ResolversTypes['HotelCharge']>, ParentType, ContextType>;
  checkIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  hotelName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['HotelRatePlan'], ParentType, ContextType>;
  roomTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rooms?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type HotelRatePlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRatePlan'] = ResolversParentTypes['HotelRatePlan']> = ResolversObject<{
  arrivalTimes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  averagePrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cancelDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  cancelLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cancelRule?: Resolver<ResolversTypes['HotelCancelRule'], ParentType, ContextType>;
  cancelText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mealText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nights?: Resolver<Array<ResolversTypes['HotelNight']>, ParentType, ContextType>;
  roomsLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type HotelRefundResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRefund'] = ResolversParentTypes['HotelRefund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  appliedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ruleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RefundStatus'], ParentType, ContextType>;
}>;

export type HotelRefundQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRefundQuote'] = ResolversParentTypes['HotelRefundQuote']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ruleText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelRoomTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRoomType'] = ResolversParentTypes['HotelRoomType']> = ResolversObject<{
  areaSquareMeters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bed?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  floor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  maxGuests?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pictures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['HotelRatePlan']>, ParentType, ContextType>;
  smoking?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  window?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HotelRoomsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelRooms'] = ResolversParentTypes['HotelRooms']> = ResolversObject<{
  checkIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hotelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roomTypes?: Resolver<Array<ResolversTypes['HotelRoomType']>, ParentType, ContextType>;
}>;

export type HotelSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSearchResult'] = ResolversParentTypes['HotelSearchResult']> = ResolversObject<{
  checkIn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  checkOut?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Hotel']>, ParentType, ContextType>;
  nights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HotelSubwayLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSubwayLine'] = ResolversParentTypes['HotelSubwayLine']> = ResolversObject<{
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HotelSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HotelSuggestion'] = ResolversParentTypes['HotelSuggestion']> = ResolversObject<{
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hotelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['HotelSuggestionKind'], ParentType, ContextType>;
  kindText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceTitleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceTitle'] = ResolversParentTypes['InvoiceTitle']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceTitleKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JourneyLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JourneyLink'] = ResolversParentTypes['JourneyLink']> = ResolversObject<{
  adult?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  child?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endCityCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startCityCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startCityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LocatedCityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocatedCity'] = ResolversParentTypes['LocatedCity']> = ResolversObject<{
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  distanceKm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MapConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapConfig'] = ResolversParentTypes['MapConfig']> = ResolversObject<{
  attribution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subdomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MenuEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuEntry'] = ResolversParentTypes['MenuEntry']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface MobileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Mobile'], any> {
  name: 'Mobile';
}

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  fen?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yuan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  applyFlightChange?: Resolver<ResolversTypes['ApplyFlightChangePayload'], ParentType, ContextType, RequireFields<MutationApplyFlightChangeArgs, 'input'>>;
  applyFlightRefund?: Resolver<ResolversTypes['ApplyFlightRefundPayload'], ParentType, ContextType, RequireFields<MutationApplyFlightRefundArgs, 'input'>>;
  applyHotelRefund?: Resolver<ResolversTypes['ApplyHotelRefundPayload'], ParentType, ContextType, RequireFields<MutationApplyHotelRefundArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['CancelOrderPayload'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'input'>>;
  confirmFlightChange?: Resolver<ResolversTypes['ConfirmFlightChangePayload'], ParentType, ContextType, RequireFields<MutationConfirmFlightChangeArgs, 'input'>>;
  createFlightOrder?: Resolver<ResolversTypes['CreateFlightOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateFlightOrderArgs, 'input'>>;
  createHotelOrder?: Resolver<ResolversTypes['CreateHotelOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateHotelOrderArgs, 'input'>>;
  createTraveller?: Resolver<ResolversTypes['SaveTravellerPayload'], ParentType, ContextType, RequireFields<MutationCreateTravellerArgs, 'input'>>;
  deleteContact?: Resolver<ResolversTypes['DeleteContactPayload'], ParentType, ContextType, RequireFields<MutationDeleteContactArgs, 'input'>>;
  deleteInvoiceTitle?: Resolver<ResolversTypes['DeleteInvoiceTitlePayload'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceTitleArgs, 'input'>>;
  deleteOrder?: Resolver<ResolversTypes['DeleteOrderPayload'], ParentType, ContextType, RequireFields<MutationDeleteOrderArgs, 'input'>>;
  deleteTraveller?: Resolver<ResolversTypes['DeleteTravellerPayload'], ParentType, ContextType, RequireFields<MutationDeleteTravellerArgs, 'input'>>;
  exchangeSessionToken?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationExchangeSessionTokenArgs, 'input'>>;
  loginByCode?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginByCodeArgs, 'input'>>;
  loginByPassword?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginByPasswordArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  payOrder?: Resolver<ResolversTypes['PayOrderPayload'], ParentType, ContextType, RequireFields<MutationPayOrderArgs, 'input'>>;
  register?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  requestEInvoice?: Resolver<ResolversTypes['RequestEInvoicePayload'], ParentType, ContextType, RequireFields<MutationRequestEInvoiceArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveContact?: Resolver<ResolversTypes['SaveContactPayload'], ParentType, ContextType, RequireFields<MutationSaveContactArgs, 'input'>>;
  saveInvoiceTitle?: Resolver<ResolversTypes['SaveInvoiceTitlePayload'], ParentType, ContextType, RequireFields<MutationSaveInvoiceTitleArgs, 'input'>>;
  sendVerifyCode?: Resolver<ResolversTypes['SendVerifyCodePayload'], ParentType, ContextType, RequireFields<MutationSendVerifyCodeArgs, 'input'>>;
  updateNickname?: Resolver<ResolversTypes['UpdateNicknamePayload'], ParentType, ContextType, RequireFields<MutationUpdateNicknameArgs, 'input'>>;
  updateTraveller?: Resolver<ResolversTypes['SaveTravellerPayload'], ParentType, ContextType, RequireFields<MutationUpdateTravellerArgs, 'input'>>;
  uploadAvatar?: Resolver<ResolversTypes['UploadAvatarPayload'], ParentType, ContextType, RequireFields<MutationUploadAvatarArgs, 'input'>>;
}>;

export type NoticeAdvertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeAdvert'] = ResolversParentTypes['NoticeAdvert']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  __resolveType: TypeResolveFn<'FlightOrder' | 'HotelOrder', ParentType, ContextType>;
}>;

export type OrderActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderActions'] = ResolversParentTypes['OrderActions']> = ResolversObject<{
  canCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDelete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canPay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRefund?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canRequestInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OrderContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderContact'] = ResolversParentTypes['OrderContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PageLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageLink'] = ResolversParentTypes['PageLink']> = ResolversObject<{
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PayOrderPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayOrderPayload'] = ResolversParentTypes['PayOrderPayload']> = ResolversObject<{
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cashierUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PayMethod'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlainLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlainLink'] = ResolversParentTypes['PlainLink']> = ResolversObject<{
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PriceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceLine'] = ResolversParentTypes['PriceLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ProductCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  marketPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activityTheme?: Resolver<Maybe<ResolversTypes['ActivityThemeDetail']>, ParentType, ContextType, RequireFields<QueryActivityThemeArgs, 'id'>>;
  airCities?: Resolver<ResolversTypes['AirCityDirectory'], ParentType, ContextType, RequireFields<QueryAirCitiesArgs, 'international'>>;
  apiVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityDirectory?: Resolver<ResolversTypes['CityDirectory'], ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['Contact']>, ParentType, ContextType>;
  customerServiceChat?: Resolver<Maybe<ResolversTypes['CustomerServiceChat']>, ParentType, ContextType, Partial<QueryCustomerServiceChatArgs>>;
  documentTypes?: Resolver<Array<ResolversTypes['DocumentTypeInfo']>, ParentType, ContextType>;
  eInvoice?: Resolver<Maybe<ResolversTypes['EInvoice']>, ParentType, ContextType, RequireFields<QueryEInvoiceArgs, 'orderNo'>>;
  flight?: Resolver<Maybe<ResolversTypes['Flight']>, ParentType, ContextType, RequireFields<QueryFlightArgs, 'id'>>;
  flightChange?: Resolver<Maybe<ResolversTypes['FlightChange']>, ParentType, ContextType, RequireFields<QueryFlightChangeArgs, 'changeNo'>>;
  flightChangeOptions?: Resolver<Array<ResolversTypes['FlightChangeOption']>, ParentType, ContextType, RequireFields<QueryFlightChangeOptionsArgs, 'date' | 'orderNo' | 'segmentIndex'>>;
  flightLowPrices?: Resolver<Array<ResolversTypes['DailyLowPrice']>, ParentType, ContextType, RequireFields<QueryFlightLowPricesArgs, 'days' | 'from' | 'startDate' | 'to'>>;
  flightQuote?: Resolver<ResolversTypes['FlightQuote'], ParentType, ContextType, RequireFields<QueryFlightQuoteArgs, 'fareIds' | 'travellerIds'>>;
  flightRefund?: Resolver<Maybe<ResolversTypes['FlightRefund']>, ParentType, ContextType, RequireFields<QueryFlightRefundArgs, 'refundNo'>>;
  flightRefundQuote?: Resolver<ResolversTypes['FlightRefundQuote'], ParentType, ContextType, RequireFields<QueryFlightRefundQuoteArgs, 'orderNo'>>;
  flightSearch?: Resolver<ResolversTypes['FlightSearchResult'], ParentType, ContextType, RequireFields<QueryFlightSearchArgs, 'date' | 'from' | 'to'>>;
  home?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  hotel?: Resolver<Maybe<ResolversTypes['Hotel']>, ParentType, ContextType, RequireFields<QueryHotelArgs, 'id'>>;
  hotelCities?: Resolver<ResolversTypes['HotelCityDirectory'], ParentType, ContextType>;
  hotelFilters?: Resolver<ResolversTypes['HotelFilters'], ParentType, ContextType, RequireFields<QueryHotelFiltersArgs, 'city'>>;
  hotelQuote?: Resolver<ResolversTypes['HotelQuote'], ParentType, ContextType, RequireFields<QueryHotelQuoteArgs, 'input'>>;
  hotelRecommendations?: Resolver<Array<ResolversTypes['Hotel']>, ParentType, ContextType, RequireFields<QueryHotelRecommendationsArgs, 'city'>>;
  hotelRefundQuote?: Resolver<ResolversTypes['HotelRefundQuote'], ParentType, ContextType, RequireFields<QueryHotelRefundQuoteArgs, 'orderNo'>>;
  hotelRooms?: Resolver<ResolversTypes['HotelRooms'], ParentType, ContextType, RequireFields<QueryHotelRoomsArgs, 'checkIn' | 'checkOut' | 'hotelId'>>;
  hotelSearch?: Resolver<ResolversTypes['HotelSearchResult'], ParentType, ContextType, RequireFields<QueryHotelSearchArgs, 'input'>>;
  hotelSuggestions?: Resolver<Array<ResolversTypes['HotelSuggestion']>, ParentType, ContextType, RequireFields<QueryHotelSuggestionsArgs, 'city' | 'keyword'>>;
  invoiceTitles?: Resolver<Array<ResolversTypes['InvoiceTitle']>, ParentType, ContextType>;
  locateCity?: Resolver<Maybe<ResolversTypes['LocatedCity']>, ParentType, ContextType, RequireFields<QueryLocateCityArgs, 'latitude' | 'longitude'>>;
  mapConfig?: Resolver<ResolversTypes['MapConfig'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNo'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'pageNum' | 'pageSize' | 'status' | 'tab'>>;
  searchAirCities?: Resolver<Array<ResolversTypes['AirCity']>, ParentType, ContextType, RequireFields<QuerySearchAirCitiesArgs, 'keyword'>>;
  searchCities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QuerySearchCitiesArgs, 'keyword'>>;
  searchCompanies?: Resolver<Array<ResolversTypes['CompanyMatch']>, ParentType, ContextType, RequireFields<QuerySearchCompaniesArgs, 'keyword'>>;
  shellConfig?: Resolver<ResolversTypes['ShellConfig'], ParentType, ContextType>;
  traveller?: Resolver<Maybe<ResolversTypes['Traveller']>, ParentType, ContextType, RequireFields<QueryTravellerArgs, 'id'>>;
  travellers?: Resolver<ResolversTypes['TravellerPage'], ParentType, ContextType, RequireFields<QueryTravellersArgs, 'pageNum' | 'pageSize'>>;
  unpaidOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weather?: Resolver<Maybe<ResolversTypes['Weather']>, ParentType, ContextType, RequireFields<QueryWeatherArgs, 'adcode'>>;
}>;

export type QuotedPassengerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuotedPassenger'] = ResolversParentTypes['QuotedPassenger']> = ResolversObject<{
  ageClass?: Resolver<ResolversTypes['AgeClass'], ParentType, ContextType>;
  airportFee?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fuelSurcharge?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  travellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RequestEInvoicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestEInvoicePayload'] = ResolversParentTypes['RequestEInvoicePayload']> = ResolversObject<{
  invoice?: Resolver<Maybe<ResolversTypes['EInvoice']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SaveContactPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveContactPayload'] = ResolversParentTypes['SaveContactPayload']> = ResolversObject<{
  contact?: Resolver<Maybe<ResolversTypes['Contact']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SaveInvoiceTitlePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveInvoiceTitlePayload'] = ResolversParentTypes['SaveInvoiceTitlePayload']> = ResolversObject<{
  invoiceTitle?: Resolver<Maybe<ResolversTypes['InvoiceTitle']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SaveTravellerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveTravellerPayload'] = ResolversParentTypes['SaveTravellerPayload']> = ResolversObject<{
  traveller?: Resolver<Maybe<ResolversTypes['Traveller']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SendVerifyCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendVerifyCodePayload'] = ResolversParentTypes['SendVerifyCodePayload']> = ResolversObject<{
  resendIn?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ShellConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShellConfig'] = ResolversParentTypes['ShellConfig']> = ResolversObject<{
  showReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['TabItem']>, ParentType, ContextType>;
}>;

export type StoreGoodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoreGood'] = ResolversParentTypes['StoreGood']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TabItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TabItem'] = ResolversParentTypes['TabItem']> = ResolversObject<{
  fontColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontHighlightColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconHighlight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['TabKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThemeSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeSection'] = ResolversParentTypes['ThemeSection']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TicketLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketLink'] = ResolversParentTypes['TicketLink']> = ResolversObject<{
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scenicCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TourLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TourLink'] = ResolversParentTypes['TourLink']> = ResolversObject<{
  classId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keywordSearch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  tripId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TravellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Traveller'] = ResolversParentTypes['Traveller']> = ResolversObject<{
  ageClass?: Resolver<ResolversTypes['AgeClass'], ParentType, ContextType, RequireFields<TravellerAgeClassArgs, 'on'>>;
  birthday?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['TravellerDocument']>, ParentType, ContextType>;
  englishGivenName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  englishSurname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['Mobile']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TravellerDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TravellerDocument'] = ResolversParentTypes['TravellerDocument']> = ResolversObject<{
  expiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  issuingCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DocumentType'], ParentType, ContextType>;
}>;

export type TravellerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TravellerPage'] = ResolversParentTypes['TravellerPage']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Traveller']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateNicknamePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateNicknamePayload'] = ResolversParentTypes['UpdateNicknamePayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UploadAvatarPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadAvatarPayload'] = ResolversParentTypes['UploadAvatarPayload']> = ResolversObject<{
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Gender'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  introduceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introduceType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loginName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maskedMobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  memEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['Mobile'], ParentType, ContextType>;
  nickName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qq?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wechat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yingkeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisaLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisaLink'] = ResolversParentTypes['VisaLink']> = ResolversObject<{
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WeatherResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Weather'] = ResolversParentTypes['Weather']> = ResolversObject<{
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['WeatherDay']>, ParentType, ContextType>;
  now?: Resolver<ResolversTypes['WeatherNow'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WeatherDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeatherDay'] = ResolversParentTypes['WeatherDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  iconDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconNight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tempMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tempMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  textDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textNight?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WeatherNowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeatherNow'] = ResolversParentTypes['WeatherNow']> = ResolversObject<{
  feelsLike?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  humidity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windDir?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windScale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActivityTheme?: ActivityThemeResolvers<ContextType>;
  ActivityThemeDetail?: ActivityThemeDetailResolvers<ContextType>;
  AirCity?: AirCityResolvers<ContextType>;
  AirCityDirectory?: AirCityDirectoryResolvers<ContextType>;
  AirCityGroup?: AirCityGroupResolvers<ContextType>;
  Airline?: AirlineResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  ApplyFlightChangePayload?: ApplyFlightChangePayloadResolvers<ContextType>;
  ApplyFlightRefundPayload?: ApplyFlightRefundPayloadResolvers<ContextType>;
  ApplyHotelRefundPayload?: ApplyHotelRefundPayloadResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BannerLink?: BannerLinkResolvers<ContextType>;
  CancelOrderPayload?: CancelOrderPayloadResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CityDirectory?: CityDirectoryResolvers<ContextType>;
  CityGroup?: CityGroupResolvers<ContextType>;
  CompanyMatch?: CompanyMatchResolvers<ContextType>;
  ConfirmFlightChangePayload?: ConfirmFlightChangePayloadResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  CreateFlightOrderPayload?: CreateFlightOrderPayloadResolvers<ContextType>;
  CreateHotelOrderPayload?: CreateHotelOrderPayloadResolvers<ContextType>;
  CustomerServiceChat?: CustomerServiceChatResolvers<ContextType>;
  DailyLowPrice?: DailyLowPriceResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteContactPayload?: DeleteContactPayloadResolvers<ContextType>;
  DeleteInvoiceTitlePayload?: DeleteInvoiceTitlePayloadResolvers<ContextType>;
  DeleteOrderPayload?: DeleteOrderPayloadResolvers<ContextType>;
  DeleteTravellerPayload?: DeleteTravellerPayloadResolvers<ContextType>;
  DocumentTypeInfo?: DocumentTypeInfoResolvers<ContextType>;
  EInvoice?: EInvoiceResolvers<ContextType>;
  Fare?: FareResolvers<ContextType>;
  Flight?: FlightResolvers<ContextType>;
  FlightChange?: FlightChangeResolvers<ContextType>;
  FlightChangeOption?: FlightChangeOptionResolvers<ContextType>;
  FlightEndpoint?: FlightEndpointResolvers<ContextType>;
  FlightOrder?: FlightOrderResolvers<ContextType>;
  FlightPassenger?: FlightPassengerResolvers<ContextType>;
  FlightQuote?: FlightQuoteResolvers<ContextType>;
  FlightRefund?: FlightRefundResolvers<ContextType>;
  FlightRefundQuote?: FlightRefundQuoteResolvers<ContextType>;
  FlightSearchResult?: FlightSearchResultResolvers<ContextType>;
  FlightSegment?: FlightSegmentResolvers<ContextType>;
  FlightStop?: FlightStopResolvers<ContextType>;
  FlightTaxes?: FlightTaxesResolvers<ContextType>;
  Floor?: FloorResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  GoodsLink?: GoodsLinkResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  HotDestination?: HotDestinationResolvers<ContextType>;
  HotHotel?: HotHotelResolvers<ContextType>;
  HotStore?: HotStoreResolvers<ContextType>;
  Hotel?: HotelResolvers<ContextType>;
  HotelCharge?: HotelChargeResolvers<ContextType>;
  HotelCity?: HotelCityResolvers<ContextType>;
  HotelCityDirectory?: HotelCityDirectoryResolvers<ContextType>;
  HotelCityGroup?: HotelCityGroupResolvers<ContextType>;
  HotelFacility?: HotelFacilityResolvers<ContextType>;
  HotelFilters?: HotelFiltersResolvers<ContextType>;
  HotelGuest?: HotelGuestResolvers<ContextType>;
  HotelLevel?: HotelLevelResolvers<ContextType>;
  HotelLink?: HotelLinkResolvers<ContextType>;
  HotelNearby?: HotelNearbyResolvers<ContextType>;
  HotelNight?: HotelNightResolvers<ContextType>;
  HotelOrder?: HotelOrderResolvers<ContextType>;
  HotelOrderHotel?: HotelOrderHotelResolvers<ContextType>;
  HotelPicture?: HotelPictureResolvers<ContextType>;
  HotelPolicies?: HotelPoliciesResolvers<ContextType>;
  HotelPriceRange?: HotelPriceRangeResolvers<ContextType>;
  HotelQuote?: HotelQuoteResolvers<ContextType>;
  HotelRatePlan?: HotelRatePlanResolvers<ContextType>;
  HotelRefund?: HotelRefundResolvers<ContextType>;
  HotelRefundQuote?: HotelRefundQuoteResolvers<ContextType>;
  HotelRoomType?: HotelRoomTypeResolvers<ContextType>;
  HotelRooms?: HotelRoomsResolvers<ContextType>;
  HotelSearchResult?: HotelSearchResultResolvers<ContextType>;
  HotelSubwayLine?: HotelSubwayLineResolvers<ContextType>;
  HotelSuggestion?: HotelSuggestionResolvers<ContextType>;
  InvoiceTitle?: InvoiceTitleResolvers<ContextType>;
  JourneyLink?: JourneyLinkResolvers<ContextType>;
  LocatedCity?: LocatedCityResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MapConfig?: MapConfigResolvers<ContextType>;
  MenuEntry?: MenuEntryResolvers<ContextType>;
  Mobile?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoticeAdvert?: NoticeAdvertResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActions?: OrderActionsResolvers<ContextType>;
  OrderContact?: OrderContactResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  PageLink?: PageLinkResolvers<ContextType>;
  PayOrderPayload?: PayOrderPayloadResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PlainLink?: PlainLinkResolvers<ContextType>;
  PriceLine?: PriceLineResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuotedPassenger?: QuotedPassengerResolvers<ContextType>;
  RequestEInvoicePayload?: RequestEInvoicePayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SaveContactPayload?: SaveContactPayloadResolvers<ContextType>;
  SaveInvoiceTitlePayload?: SaveInvoiceTitlePayloadResolvers<ContextType>;
  SaveTravellerPayload?: SaveTravellerPayloadResolvers<ContextType>;
  SendVerifyCodePayload?: SendVerifyCodePayloadResolvers<ContextType>;
  ShellConfig?: ShellConfigResolvers<ContextType>;
  StoreGood?: StoreGoodResolvers<ContextType>;
  TabItem?: TabItemResolvers<ContextType>;
  ThemeSection?: ThemeSectionResolvers<ContextType>;
  TicketLink?: TicketLinkResolvers<ContextType>;
  TourLink?: TourLinkResolvers<ContextType>;
  Traveller?: TravellerResolvers<ContextType>;
  TravellerDocument?: TravellerDocumentResolvers<ContextType>;
  TravellerPage?: TravellerPageResolvers<ContextType>;
  UpdateNicknamePayload?: UpdateNicknamePayloadResolvers<ContextType>;
  UploadAvatarPayload?: UploadAvatarPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  VisaLink?: VisaLinkResolvers<ContextType>;
  Weather?: WeatherResolvers<ContextType>;
  WeatherDay?: WeatherDayResolvers<ContextType>;
  WeatherNow?: WeatherNowResolvers<ContextType>;
}>;

