/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** A traveller's fare class by age on the travel date (spec §4; boundaries in schema/src/validation.ts). */
export type AgeClass =
  /** From the 12th birthday. */
  | 'ADULT'
  /** From the 2nd birthday to the day before the 12th. */
  | 'CHILD'
  /** Before the 2nd birthday. */
  | 'INFANT';

/** Ask for a change to another flight. */
export type ApplyFlightChangeInput = {
  /** The new fare (from `flightChangeOptions`). */
  fareId: string | number;
  /** The order. */
  orderNo: string;
  /** The passengers to change (all by default). */
  passengerIds?: Array<string | number> | null | undefined;
  /** Which segment to change: 0 outbound, 1 return. */
  segmentIndex?: number | null | undefined;
};

/** Apply for a refund. */
export type ApplyFlightRefundInput = {
  /** The order. */
  orderNo: string;
  /** The passengers to refund (all of them by default). */
  passengerIds?: Array<string | number> | null | undefined;
  /** Why. */
  reason: string;
};

/** Apply for a hotel refund. */
export type ApplyHotelRefundInput = {
  /** The order. */
  orderNo: string;
  /** Why. */
  reason: string;
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
  orderNo: string;
};

/** Confirm a quoted change. */
export type ConfirmFlightChangeInput = {
  /** The change number. */
  changeNo: string;
};

/** Book flights. */
export type CreateFlightOrderInput = {
  /** The contact person. */
  contact: OrderContactInput;
  /** The total the page showed, in fen: when the server's price differs the order is refused with PRICE_CHANGED so the member sees the new price first. */
  expectedTotalFen?: number | null | undefined;
  /** The fares to book: one for one-way, outbound then return for a round trip. */
  fareIds: Array<string | number>;
  /** A key the client makes once per booking page: submitting twice with it returns the same order. */
  idempotencyKey: string;
  /** The passengers; at least one adult, at most one infant per adult, at most 9 in all. */
  passengers: Array<FlightPassengerInput>;
};

/** Book hotel rooms. */
export type CreateHotelOrderInput = {
  /** Latest arrival, one of the plan's choices. */
  arrivalTime: string;
  /** The contact person. */
  contact: OrderContactInput;
  /** The total the page showed, in fen: when the server's price differs the order is refused with PRICE_CHANGED. */
  expectedTotalFen?: number | null | undefined;
  /** Guests, at least one per room. */
  guests: Array<HotelGuestInput>;
  /** A key the client makes once per booking page: submitting twice with it returns the same order. */
  idempotencyKey: string;
  /** Special requests, up to 200 characters. */
  specialRequests?: string | null | undefined;
  /** The stay. */
  stay: HotelStayInput;
};

/** A new traveller. */
export type CreateTravellerInput = {
  /** Date of birth; taken from the ID number when an ID card is given, required otherwise. */
  birthday?: string | null | undefined;
  /** At least one document. */
  documents: Array<TravellerDocumentInput>;
  /** Given names in Latin letters (needed for passports). */
  englishGivenName?: string | null | undefined;
  /** Surname in Latin letters (needed for passports). */
  englishSurname?: string | null | undefined;
  /** Gender; taken from the ID number when an ID card is given. */
  gender?: Gender | null | undefined;
  /** Mobile number. */
  mobile?: string | null | undefined;
  /** Name: 2 to 8 Chinese characters. */
  name: string;
};

/** Which invoice title to delete. */
export type DeleteInvoiceTitleInput = {
  /** The title's id. */
  id: string | number;
};

/** Which order to delete from the list. */
export type DeleteOrderInput = {
  /** The order number. */
  orderNo: string;
};

/** Which traveller to delete. */
export type DeleteTravellerInput = {
  /** The traveller's id. */
  id: string | number;
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

/** Where an electronic invoice stands. */
export type EInvoiceStatus =
  /** Issued and sent to the e-mail. */
  | 'ISSUED'
  /** Requested; being issued. */
  | 'ISSUING';

/** Input of `exchangeSessionToken`. */
export type ExchangeSessionTokenInput = {
  /** True only once the shopper has agreed to switch: replaces a live session of another member, which is otherwise refused (`SESSION_CONFLICT`). */
  replaceSession?: boolean | null | undefined;
  /** The token a host app or mini-program put in the page URL. It is traded once: a second exchange of the same token is refused (`TOKEN_ALREADY_EXCHANGED`). */
  token: string;
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

/** A passenger to book. */
export type FlightPassengerInput = {
  /** Which of the traveller's documents to fly on. */
  documentType: DocumentType;
  /** A saved traveller of the member. */
  travellerId: string | number;
};

/** The member's gender as the backend records it. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE'
  /** Not given. */
  | 'UNKNOWN';

/** A point to measure distance from. */
export type GeoPointInput = {
  /** Latitude (GCJ-02). */
  lat: number;
  /** Longitude (GCJ-02). */
  lng: number;
};

/** A rate plan's cancellation rule. */
export type HotelCancelRule =
  /** The first night is always kept. */
  | 'FIRST_NIGHT'
  /** Free until the deadline; after it the first night is kept. */
  | 'FREE'
  /** Non-refundable. */
  | 'NONE';

/** A guest of a room. */
export type HotelGuestInput = {
  /** Name as on the document: 2–8 Chinese characters, or letters as on a passport. */
  name: string;
  /** Room 1 … rooms. */
  room: number;
};

/** Official stars (GB/T 14308) or the OTA's diamonds. */
export type HotelLevelKind =
  /** 钻级: 经济型, 舒适型, 高档型, 豪华型. */
  | 'DIAMOND'
  /** 星级. */
  | 'STAR';

/** A hotel search. */
export type HotelSearchInput = {
  /** Brands. */
  brands?: Array<string> | null | undefined;
  /** Check-in date. */
  checkIn: string;
  /** Check-out date. */
  checkOut: string;
  /** The city's adcode. */
  city: string | number;
  /** Districts. */
  districts?: Array<string> | null | undefined;
  /** Facility codes. */
  facilities?: Array<string> | null | undefined;
  /** Keyword: name, brand, district, area, landmark, station. */
  keyword?: string | null | undefined;
  /** Levels 2 to 5 (stars or diamonds). */
  levels?: Array<number> | null | undefined;
  /** The point for distance and DISTANCE sort. */
  near?: GeoPointInput | null | undefined;
  /** Page from 1. */
  pageNum?: number | null | undefined;
  /** Page size, 1 to 50. */
  pageSize?: number | null | undefined;
  /** Highest nightly price in fen. */
  priceMaxFen?: number | null | undefined;
  /** Lowest nightly price in fen. */
  priceMinFen?: number | null | undefined;
  /** Sort; RECOMMEND by default. */
  sort?: HotelSort | null | undefined;
  /** Subway stations. */
  subways?: Array<string> | null | undefined;
  /** Tags. */
  tags?: Array<string> | null | undefined;
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
  checkIn: string;
  /** Check-out date. */
  checkOut: string;
  /** The rate plan. */
  planId: string | number;
  /** Rooms, 1 to 10. */
  rooms: number;
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

/** Who an invoice is made out to. */
export type InvoiceTitleKind =
  /** 企业: a company; the tax number is required. */
  | 'COMPANY'
  /** 个人: a person; only the name is needed. */
  | 'PERSONAL';

/** Input of `loginByCode`. */
export type LoginByCodeInput = {
  /** The 6-digit code from the SMS. */
  code: string;
  /** Who introduced this visitor, from the page URL (spec §3). */
  introduceId?: string | null | undefined;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: string | null | undefined;
  /** The member's mobile. */
  mobile: string;
};

/** Input of `loginByPassword`. */
export type LoginByPasswordInput = {
  /** The member's mobile. */
  mobile: string;
  /** The member's password. */
  password: string;
};

/** The contact person of an order. */
export type OrderContactInput = {
  /** E-mail (for itineraries and e-invoices). */
  email?: string | null | undefined;
  /** Mobile number. */
  mobile: string;
  /** Name. */
  name: string;
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
  orderNo: string;
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
  code: string;
  /** Who introduced this visitor, from the page URL. */
  introduceId?: string | null | undefined;
  /** How this visitor was introduced; `2` by default. */
  introduceType?: string | null | undefined;
  /** The new member's mobile. */
  mobile: string;
  /** The new password: 8 to 20 characters with both letters and digits. */
  password: string;
};

/** Ask for an electronic invoice for a finished order. */
export type RequestEInvoiceInput = {
  /** Where to send it. */
  email: string;
  /** The saved invoice title to use. */
  invoiceTitleId: string | number;
  /** The order. */
  orderNo: string;
};

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** The 6-digit code sent with purpose RESET_PASSWORD. */
  code: string;
  /** The member's mobile. */
  mobile: string;
  /** The new password: 8 to 20 characters with both letters and digits. */
  newPassword: string;
};

/** An invoice title to save; `id` absent creates one. */
export type SaveInvoiceTitleInput = {
  /** Registered address. */
  address?: string | null | undefined;
  /** Bank account number. */
  bankAccount?: string | null | undefined;
  /** Bank of the account. */
  bankName?: string | null | undefined;
  /** The title to update; absent to create. */
  id?: string | number | null | undefined;
  /** Make this the default title. */
  isDefault?: boolean | null | undefined;
  /** Person or company. */
  kind: InvoiceTitleKind;
  /** The name on the invoice. */
  name: string;
  /** Registered phone. */
  phone?: string | null | undefined;
  /** Taxpayer number, required for a company: 15, 17, 18 or 20 letters and digits. */
  taxNumber?: string | null | undefined;
};

/** Input of `sendVerifyCode`. */
export type SendVerifyCodeInput = {
  /** The mobile to send the code to. */
  mobile: string;
  /** What the code is for. */
  purpose: VerifyCodePurpose;
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

/** Whether an activity theme is running. */
export type ThemeStatus =
  /** Over. */
  | 'ENDED'
  /** Running now. */
  | 'ONGOING'
  /** Not started yet. */
  | 'UPCOMING';

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

/** A document as a form sends it. */
export type TravellerDocumentInput = {
  /** Last day the document is valid (required for passports and permits when booking abroad). */
  expiresOn?: string | null | undefined;
  /** Issuing country or region, ISO 3166 alpha-2. */
  issuingCountry?: string | null | undefined;
  /** The number; checked with the document type's rule. */
  number: string;
  /** The kind of document. */
  type: DocumentType;
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
  nickName: string;
};

/** A change to a traveller: the whole record as it should be. */
export type UpdateTravellerInput = {
  /** Date of birth; taken from the ID number when an ID card is given. */
  birthday?: string | null | undefined;
  /** At least one document; replaces the saved ones. */
  documents: Array<TravellerDocumentInput>;
  /** Given names in Latin letters. */
  englishGivenName?: string | null | undefined;
  /** Surname in Latin letters. */
  englishSurname?: string | null | undefined;
  /** Gender; taken from the ID number when an ID card is given. */
  gender?: Gender | null | undefined;
  /** Which traveller. */
  id: string | number;
  /** Mobile number. */
  mobile?: string | null | undefined;
  /** Name: 2 to 8 Chinese characters. */
  name: string;
};

/** Input of `uploadAvatar`. */
export type UploadAvatarInput = {
  /** The image as a `data:image/png|jpeg|webp;base64,…` URL, at most 512 KiB decoded (downscale it first). */
  dataUrl: string;
};

/** Why a verify code is being sent. */
export type VerifyCodePurpose =
  /** Log in (an unknown mobile is registered on the spot). */
  | 'LOGIN'
  /** Register a new member. */
  | 'REGISTER'
  /** Reset a forgotten password. */
  | 'RESET_PASSWORD';

export type ShellSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellSessionQuery = { me: { id: string } | null };

export type ShellTabBarQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellTabBarQuery = { shellConfig: { tabs: Array<{ key: TabKey, name: string, icon: string, iconHighlight: string, fontColor: string, fontHighlightColor: string, url: string }> } };

export type ShellUnpaidOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellUnpaidOrdersQuery = { unpaidOrderCount: number };

export type ShellCustomerServiceChatQueryVariables = Exact<{
  productId?: string | null | undefined;
}>;


export type ShellCustomerServiceChatQuery = { customerServiceChat: { url: string } | null };

export type StartupExchangeSessionTokenMutationVariables = Exact<{
  input: ExchangeSessionTokenInput;
}>;


export type StartupExchangeSessionTokenMutation = { exchangeSessionToken: { user: { id: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type BookingShellContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingShellContactsQuery = { contacts: Array<{ id: string, name: string, mobile: string, email: string | null }> };

export type BookingShellInvoiceQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingShellInvoiceQuery = { invoiceTitles: Array<{ id: string, name: string, isDefault: boolean }> };

export type BookingTravellerRowQueryVariables = Exact<{
  id: string | number;
  on: string;
}>;


export type BookingTravellerRowQuery = { traveller: { id: string, name: string, ageClass: AgeClass, documents: Array<{ type: DocumentType, maskedNumber: string, expiresOn: string | null }> } | null };

export type BookingTravellerRow_TravellerFragment = { id: string, name: string, ageClass: AgeClass, documents: Array<{ type: DocumentType, maskedNumber: string, expiresOn: string | null }> };

type OrderDetailFrame_Order_FlightOrder_Fragment = { __typename: 'FlightOrder', id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } };

type OrderDetailFrame_Order_HotelOrder_Fragment = { __typename: 'HotelOrder', id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } };

export type OrderDetailFrame_OrderFragment =
  | OrderDetailFrame_Order_FlightOrder_Fragment
  | OrderDetailFrame_Order_HotelOrder_Fragment
;

export type OrderDetailFrameCancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type OrderDetailFrameCancelOrderMutation = { cancelOrder: { order:
      | { __typename: 'FlightOrder', id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } }
      | { __typename: 'HotelOrder', id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } }
     | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type OrderDetailFrameDeleteOrderMutationVariables = Exact<{
  input: DeleteOrderInput;
}>;


export type OrderDetailFrameDeleteOrderMutation = { deleteOrder: { deletedOrderNo: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ContactChooserQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactChooserQuery = { contacts: Array<{ id: string, name: string, mobile: string, email: string | null }> };

export type ContactChooser_ContactFragment = { id: string, name: string, mobile: string, email: string | null };

export type InvoiceTitleForm_InvoiceTitleFragment = { id: string, kind: InvoiceTitleKind, name: string, taxNumber: string | null, address: string | null, phone: string | null, bankName: string | null, bankAccount: string | null, isDefault: boolean };

export type InvoiceTitleFormCompaniesQueryVariables = Exact<{
  keyword: string;
}>;


export type InvoiceTitleFormCompaniesQuery = { searchCompanies: Array<{ name: string, taxNumber: string }> };

export type InvoiceTitleFormSaveMutationVariables = Exact<{
  input: SaveInvoiceTitleInput;
}>;


export type InvoiceTitleFormSaveMutation = { saveInvoiceTitle: { invoiceTitle: { id: string, kind: InvoiceTitleKind, name: string, taxNumber: string | null, address: string | null, phone: string | null, bankName: string | null, bankAccount: string | null, isDefault: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type InvoiceTitleListQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceTitleListQuery = { invoiceTitles: Array<{ id: string, kind: InvoiceTitleKind, name: string, taxNumber: string | null, isDefault: boolean, address: string | null, phone: string | null, bankName: string | null, bankAccount: string | null }> };

export type InvoiceTitleList_InvoiceTitleFragment = { id: string, kind: InvoiceTitleKind, name: string, taxNumber: string | null, isDefault: boolean, address: string | null, phone: string | null, bankName: string | null, bankAccount: string | null };

export type InvoiceTitleListDeleteMutationVariables = Exact<{
  input: DeleteInvoiceTitleInput;
}>;


export type InvoiceTitleListDeleteMutation = { deleteInvoiceTitle: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TravellerChooserQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
}>;


export type TravellerChooserQuery = { travellers: { pageNum: number, total: number, hasMore: boolean, items: Array<{ id: string, name: string, isSelf: boolean, birthday: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, mobile: string | null, documents: Array<{ type: DocumentType, maskedNumber: string, expiresOn: string | null, number: string, issuingCountry: string | null }> }> }, documentTypes: Array<{ type: DocumentType, name: string }> };

export type TravellerChooser_TravellerFragment = { id: string, name: string, isSelf: boolean, birthday: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, mobile: string | null, documents: Array<{ type: DocumentType, maskedNumber: string, expiresOn: string | null, number: string, issuingCountry: string | null }> };

export type TravellerFormQueryVariables = Exact<{ [key: string]: never; }>;


export type TravellerFormQuery = { documentTypes: Array<{ type: DocumentType, name: string, rule: string, needsExpiry: boolean }> };

export type TravellerForm_TravellerFragment = { id: string, name: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, birthday: string, mobile: string | null, documents: Array<{ type: DocumentType, number: string, maskedNumber: string, expiresOn: string | null, issuingCountry: string | null }> };

export type TravellerFormCreateMutationVariables = Exact<{
  input: CreateTravellerInput;
}>;


export type TravellerFormCreateMutation = { createTraveller: { traveller: { id: string, name: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, birthday: string, mobile: string | null, documents: Array<{ type: DocumentType, number: string, maskedNumber: string, expiresOn: string | null, issuingCountry: string | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type TravellerFormUpdateMutationVariables = Exact<{
  input: UpdateTravellerInput;
}>;


export type TravellerFormUpdateMutation = { updateTraveller: { traveller: { id: string, name: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, birthday: string, mobile: string | null, documents: Array<{ type: DocumentType, number: string, maskedNumber: string, expiresOn: string | null, issuingCountry: string | null }> } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type BookingLegsQueryVariables = Exact<{
  flightId: string | number;
  returnFlightId: string | number;
  roundTrip: boolean;
}>;


export type BookingLegsQuery = { flight: { id: string, flightNo: string, aircraft: string, meal: string, international: boolean, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinName: string, bookingClass: string, discountText: string, baggage: string, seatsLeft: number, refundRule: string, changeRule: string, adultPrice: { text: string }, childPrice: { text: string }, infantPrice: { text: string } }> } | null, returnFlight?: { id: string, flightNo: string, aircraft: string, meal: string, international: boolean, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinName: string, bookingClass: string, discountText: string, baggage: string, seatsLeft: number, refundRule: string, changeRule: string, adultPrice: { text: string }, childPrice: { text: string }, infantPrice: { text: string } }> } | null };

export type BookingPageQueryVariables = Exact<{
  flightId: string | number;
  returnFlightId: string | number;
  roundTrip: boolean;
}>;


export type BookingPageQuery = { me: { id: string, mobile: string, memEmail: string } | null, flight: { id: string, flightNo: string, aircraft: string, meal: string, international: boolean, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinName: string, bookingClass: string, discountText: string, baggage: string, seatsLeft: number, refundRule: string, changeRule: string, adultPrice: { text: string }, childPrice: { text: string }, infantPrice: { text: string } }> } | null, returnFlight?: { id: string, flightNo: string, aircraft: string, meal: string, international: boolean, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinName: string, bookingClass: string, discountText: string, baggage: string, seatsLeft: number, refundRule: string, changeRule: string, adultPrice: { text: string }, childPrice: { text: string }, infantPrice: { text: string } }> } | null, documentTypes: Array<{ type: DocumentType, name: string }> };

export type BookingPageQuoteQueryVariables = Exact<{
  fareIds: Array<string | number> | string | number;
  travellerIds: Array<string | number> | string | number;
}>;


export type BookingPageQuoteQuery = { flightQuote: { lines: Array<{ label: string, count: number, unitPrice: { text: string }, amount: { text: string } }>, total: { fen: number, text: string } } };

export type BookingPageCreateOrderMutationVariables = Exact<{
  input: CreateFlightOrderInput;
}>;


export type BookingPageCreateOrderMutation = { createFlightOrder: { order: { id: string, orderNo: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type FlightSummary_FlightFragment = { id: string, flightNo: string, aircraft: string, meal: string, international: boolean, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinName: string, bookingClass: string, discountText: string, baggage: string, seatsLeft: number, refundRule: string, changeRule: string, adultPrice: { text: string }, childPrice: { text: string }, infantPrice: { text: string } }> };

export type FlightSummary_EndpointFragment = { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityCode: string, cityName: string } };

export type FlightSummary_FareFragment = { id: string, cabinName: string, bookingClass: string, discountText: string, baggage: string, seatsLeft: number, refundRule: string, changeRule: string, adultPrice: { text: string }, childPrice: { text: string }, infantPrice: { text: string } };

export type PassengerEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type PassengerEditorQuery = { traveller: { id: string, name: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, birthday: string, mobile: string | null, documents: Array<{ type: DocumentType, number: string, maskedNumber: string, expiresOn: string | null, issuingCountry: string | null }> } | null };

export type LocalCityLocateQueryVariables = Exact<{
  longitude: number;
  latitude: number;
}>;


export type LocalCityLocateQuery = { locateCity: { city: { adcode: string, name: string } } | null };

export type LocalCitySearchQueryVariables = Exact<{
  keyword: string;
}>;


export type LocalCitySearchQuery = { searchCities: Array<{ adcode: string, name: string, longitude: number, latitude: number }> };

export type LocalCity_CityFragment = { adcode: string, name: string, longitude: number, latitude: number };

export type DayStrip_DayFragment = { date: string, price: { fen: number, text: string } | null };

export type FareList_FlightFragment = { id: string, international: boolean, taxes: { airportFee: { fen: number, text: string }, fuelSurcharge: { fen: number, text: string }, childFuelSurcharge: { fen: number, text: string } }, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, bookingClass: string, discountText: string, seatsLeft: number, refundRule: string, changeRule: string, baggage: string, adultPrice: { fen: number, text: string }, childPrice: { fen: number, text: string } }> };

export type FlightCard_EndpointFragment = { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } };

export type FlightCard_FlightFragment = { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, meal: string, international: boolean, airline: { code: string, name: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, discountText: string, seatsLeft: number, adultPrice: { fen: number, text: string } }> };

export type FlightList_ResultFragment = { date: string, from: { code: string, name: string }, to: { code: string, name: string }, flights: Array<{ id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, meal: string, international: boolean, airline: { code: string, name: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, discountText: string, seatsLeft: number, adultPrice: { fen: number, text: string } }> }> };

export type LowPriceCalendar_DayFragment = { date: string, price: { fen: number, text: string } | null };

export type RefundRow_RefundFragment = { refundNo: string, status: RefundStatus, appliedAt: string, passengers: Array<{ id: string, name: string }>, fee: { text: string }, amount: { text: string } };

export type ChangeRow_ChangeFragment = { changeNo: string, status: FlightChangeStatus, createdAt: string, from: { flightNo: string, departure: { time: string, clock: string } }, to: { flightNo: string, departure: { time: string, clock: string } }, passengers: Array<{ id: string, name: string }>, total: { fen: number, text: string } };

export type ChangeConfirmApplyMutationVariables = Exact<{
  input: ApplyFlightChangeInput;
}>;


export type ChangeConfirmApplyMutation = { applyFlightChange: { change: { changeNo: string, orderNo: string, status: FlightChangeStatus, payOrderNo: string | null, createdAt: string, from: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, to: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ChangeConfirmConfirmMutationVariables = Exact<{
  input: ConfirmFlightChangeInput;
}>;


export type ChangeConfirmConfirmMutation = { confirmFlightChange: { change: { changeNo: string, orderNo: string, status: FlightChangeStatus, payOrderNo: string | null, createdAt: string, from: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, to: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type ChangeDetail_ChangeFragment = { changeNo: string, orderNo: string, status: FlightChangeStatus, payOrderNo: string | null, createdAt: string, from: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, to: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } };

export type ChangeOptionCard_OptionFragment = { flight: { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }> }, fare: { id: string, cabinName: string, bookingClass: string, discountText: string, seatsLeft: number, changeRule: string }, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } };

export type ChangeStart_OrderFragment = { id: string, orderNo: string, international: boolean, actions: { canChange: boolean }, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketStatus: TicketStatus }> };

export type FlightOrderDetail_OrderFragment = { __typename: 'FlightOrder', title: string, international: boolean, tripType: TripType, id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, contact: { name: string, maskedMobile: string, email: string | null }, priceLines: Array<{ label: string, count: number, unitPrice: { text: string }, amount: { text: string } }>, refunds: Array<{ refundNo: string, status: RefundStatus, appliedAt: string, passengers: Array<{ id: string, name: string }>, fee: { text: string }, amount: { text: string } }>, changes: Array<{ changeNo: string, status: FlightChangeStatus, createdAt: string, from: { flightNo: string, departure: { time: string, clock: string } }, to: { flightNo: string, departure: { time: string, clock: string } }, passengers: Array<{ id: string, name: string }>, total: { fen: number, text: string } }>, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } };

export type FlightSegmentCard_SegmentFragment = { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } };

export type FlightSegmentCard_EndpointFragment = { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } };

export type PassengerList_PassengerFragment = { id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus };

export type PassengerPicker_PassengerFragment = { id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketStatus: TicketStatus };

export type RefundDetail_RefundFragment = { refundNo: string, orderNo: string, status: RefundStatus, reason: string, appliedAt: string, refundedAt: string | null, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } };

export type BannerSwiper_BannerFragment = { id: string, title: string, image: string, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

export type FloorSection_FloorFragment = { id: string, title: string, subtitle: string, moreText: string, moreRoute: string, items: Array<{ id: string, title: string, subtitle: string, image: string, tags: Array<string>, price: { text: string }, marketPrice: { fen: number, text: string } | null, link:
      | { key: string | null, categoryId: string | null, id: string | null, type: number }
      | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
      | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
      | { url: string | null, type: number }
      | { type: number }
      | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
      | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
      | { country: string | null, countryName: string | null, visaId: string | null, type: number }
     }> };

export type HomeFloorsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFloorsQuery = { home: { floors: Array<{ id: string, title: string, subtitle: string, moreText: string, moreRoute: string, items: Array<{ id: string, title: string, subtitle: string, image: string, tags: Array<string>, price: { text: string }, marketPrice: { fen: number, text: string } | null, link:
          | { key: string | null, categoryId: string | null, id: string | null, type: number }
          | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
          | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
          | { url: string | null, type: number }
          | { type: number }
          | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
          | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
          | { country: string | null, countryName: string | null, visaId: string | null, type: number }
         }> }> | null } };

export type HomeMoreSectionsQueryVariables = Exact<{
  adcode: string | number;
}>;


export type HomeMoreSectionsQuery = { home: { hotDestinations: Array<{ id: string, cityName: string, title: string, subtitle: string, image: string, price: { text: string }, link:
        | { key: string | null, categoryId: string | null, id: string | null, type: number }
        | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
        | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
        | { url: string | null, type: number }
        | { type: number }
        | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
        | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
        | { country: string | null, countryName: string | null, visaId: string | null, type: number }
       }> | null, hotHotels: Array<{ hotelCode: string, name: string, cityName: string, star: number, score: number, commentCount: number, businessArea: string, image: string, tags: Array<string>, price: { text: string }, link:
        | { key: string | null, categoryId: string | null, id: string | null, type: number }
        | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
        | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
        | { url: string | null, type: number }
        | { type: number }
        | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
        | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
        | { country: string | null, countryName: string | null, visaId: string | null, type: number }
       }> | null, hotStores: Array<{ id: string, name: string, origin: string, intro: string, logo: string, tags: Array<string>, monthlySales: number, goods: Array<{ id: string, name: string, image: string, price: { text: string }, link:
          | { key: string | null, categoryId: string | null, id: string | null, type: number }
          | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
          | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
          | { url: string | null, type: number }
          | { type: number }
          | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
          | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
          | { country: string | null, countryName: string | null, visaId: string | null, type: number }
         }>, link:
        | { key: string | null, categoryId: string | null, id: string | null, type: number }
        | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
        | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
        | { url: string | null, type: number }
        | { type: number }
        | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
        | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
        | { country: string | null, countryName: string | null, visaId: string | null, type: number }
       }> | null, themes: Array<{ id: string, title: string, subtitle: string, cover: string, startDate: string, endDate: string, status: ThemeStatus }> | null } };

export type HomeMenu_EntryFragment = { id: string, name: string, icon: string, route: string, badge: string };

export type HotDestinations_DestinationFragment = { id: string, cityName: string, title: string, subtitle: string, image: string, price: { text: string }, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

export type HotHotels_HotelFragment = { hotelCode: string, name: string, cityName: string, star: number, score: number, commentCount: number, businessArea: string, image: string, tags: Array<string>, price: { text: string }, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

export type HotStores_StoreFragment = { id: string, name: string, origin: string, intro: string, logo: string, tags: Array<string>, monthlySales: number, goods: Array<{ id: string, name: string, image: string, price: { text: string }, link:
      | { key: string | null, categoryId: string | null, id: string | null, type: number }
      | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
      | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
      | { url: string | null, type: number }
      | { type: number }
      | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
      | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
      | { country: string | null, countryName: string | null, visaId: string | null, type: number }
     }>, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

type LinkBox_Link_GoodsLink_Fragment = { key: string | null, categoryId: string | null, id: string | null, type: number };

type LinkBox_Link_HotelLink_Fragment = { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number };

type LinkBox_Link_JourneyLink_Fragment = { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number };

type LinkBox_Link_PageLink_Fragment = { url: string | null, type: number };

type LinkBox_Link_PlainLink_Fragment = { type: number };

type LinkBox_Link_TicketLink_Fragment = { theme: string | null, keyword: string | null, scenicCode: string | null, type: number };

type LinkBox_Link_TourLink_Fragment = { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number };

type LinkBox_Link_VisaLink_Fragment = { country: string | null, countryName: string | null, visaId: string | null, type: number };

export type LinkBox_LinkFragment =
  | LinkBox_Link_GoodsLink_Fragment
  | LinkBox_Link_HotelLink_Fragment
  | LinkBox_Link_JourneyLink_Fragment
  | LinkBox_Link_PageLink_Fragment
  | LinkBox_Link_PlainLink_Fragment
  | LinkBox_Link_TicketLink_Fragment
  | LinkBox_Link_TourLink_Fragment
  | LinkBox_Link_VisaLink_Fragment
;

export type MiddleBanners_BannerFragment = { id: string, title: string, image: string, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

export type NoticePopup_NoticeFragment = { id: string, title: string, image: string, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

export type ProductCard_ProductFragment = { id: string, title: string, subtitle: string, image: string, tags: Array<string>, price: { text: string }, marketPrice: { fen: number, text: string } | null, link:
    | { key: string | null, categoryId: string | null, id: string | null, type: number }
    | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
    | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
    | { url: string | null, type: number }
    | { type: number }
    | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
    | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
    | { country: string | null, countryName: string | null, visaId: string | null, type: number }
   };

export type ThemeList_ThemeFragment = { id: string, title: string, subtitle: string, cover: string, startDate: string, endDate: string, status: ThemeStatus };

export type WeatherCard_WeatherFragment = { updatedAt: string, city: { adcode: string, name: string }, now: { temp: number, feelsLike: number, text: string, icon: string, humidity: number, windDir: string, windScale: string }, daily: Array<{ date: string, label: string, textDay: string, iconDay: string, tempMax: number, tempMin: number }> };

export type HotelDetail_HotelFragment = { id: string, name: string, brand: string | null, cityAdcode: string, cityName: string, district: string, businessArea: string, address: string, score: number, reviewCount: number, tags: Array<string>, cover: string, phone: string, openedYear: number, renovatedYear: number | null, description: string, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, facilities: Array<{ code: string, name: string, category: string }>, policies: { checkInFrom: string, checkOutBy: string, children: string, pets: string, breakfast: string, extra: Array<string> }, pictures: Array<{ url: string, category: string, title: string }> };

export type HotelRecommendations_HotelFragment = { id: string, name: string, cover: string, score: number, reviewCount: number, district: string, businessArea: string, level: { kind: HotelLevelKind, value: number, text: string }, lowestPrice: { fen: number, yuan: string, text: string } | null };

export type HotelRecommendationsQueryVariables = Exact<{
  city: string | number;
  checkIn?: string | null | undefined;
  checkOut?: string | null | undefined;
  excludeId?: string | number | null | undefined;
}>;


export type HotelRecommendationsQuery = { hotelRecommendations: Array<{ id: string, name: string, cover: string, score: number, reviewCount: number, district: string, businessArea: string, level: { kind: HotelLevelKind, value: number, text: string }, lowestPrice: { fen: number, yuan: string, text: string } | null }> };

export type HotelPlanList_PlanFragment = { id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, roomsLeft: number, soldOut: boolean, averagePrice: { fen: number, yuan: string, text: string }, total: { fen: number, yuan: string, text: string } };

export type HotelRoomList_RoomsFragment = { hotelId: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ id: string, hotelId: string, name: string, bed: string, areaSquareMeters: number, floor: string, window: string, maxGuests: number, smoking: string, pictures: Array<string>, facilities: Array<string>, soldOut: boolean, lowestPrice: { fen: number, yuan: string, text: string } | null, plans: Array<{ id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, roomsLeft: number, soldOut: boolean, averagePrice: { fen: number, yuan: string, text: string }, total: { fen: number, yuan: string, text: string } }> }> };

export type HotelCard_HotelFragment = { id: string, name: string, brand: string | null, district: string, businessArea: string, score: number, reviewCount: number, tags: Array<string>, cover: string, distanceMeters: number | null, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, lowestPrice: { fen: number, text: string } | null };

export type HotelCityDirectoryQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelCityDirectoryQuery = { hotelCities: { hot: Array<{ adcode: string, name: string, pinyin: string, firstLetter: string, hotelCount: number }>, groups: Array<{ letter: string, cities: Array<{ adcode: string, name: string, pinyin: string, firstLetter: string, hotelCount: number }> }> } };

export type HotelCity_CityFragment = { adcode: string, name: string, pinyin: string, firstLetter: string, hotelCount: number };

export type HotelBookingSummary_QuoteFragment = { hotelId: string, hotelName: string, roomTypeName: string, checkIn: string, checkOut: string, nights: number, plan: { id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, arrivalTimes: Array<string>, roomsLeft: number, soldOut: boolean } };

export type HotelBookingPrice_QuoteFragment = { rooms: number, nights: number, charges: Array<{ date: string, rooms: number, price: { fen: number, text: string }, amount: { fen: number, text: string } }>, total: { fen: number, text: string } };

export type HotelBookingMakeDefaultInvoiceTitleMutationVariables = Exact<{
  input: SaveInvoiceTitleInput;
}>;


export type HotelBookingMakeDefaultInvoiceTitleMutation = { saveInvoiceTitle: { invoiceTitle: { id: string, isDefault: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type HotelOrderDetail_OrderFragment = { __typename: 'HotelOrder', title: string, roomTypeName: string, bed: string, planName: string, mealText: string, cancelRule: HotelCancelRule, cancelDeadline: string | null, cancelText: string, checkIn: string, checkOut: string, nights: number, rooms: number, arrivalTime: string, specialRequests: string, confirmationNo: string | null, id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, hotel: { id: string, name: string, cityName: string, address: string, phone: string, checkInFrom: string, checkOutBy: string, level: { text: string }, location: { lat: number, lng: number } }, guests: Array<{ room: number, name: string }>, contact: { name: string, maskedMobile: string, email: string | null }, charges: Array<{ date: string, rooms: number, price: { fen: number, text: string }, amount: { fen: number, text: string } }>, refund: { refundNo: string, orderNo: string, status: RefundStatus, ruleText: string, reason: string, appliedAt: string, refundedAt: string | null, paid: { fen: number, text: string }, fee: { fen: number, text: string }, amount: { fen: number, text: string } } | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } };

export type HotelRefund_RefundFragment = { refundNo: string, orderNo: string, status: RefundStatus, ruleText: string, reason: string, appliedAt: string, refundedAt: string | null, paid: { fen: number, text: string }, fee: { fen: number, text: string }, amount: { fen: number, text: string } };

export type OrderCardCancelOrderMutationVariables = Exact<{
  input: CancelOrderInput;
}>;


export type OrderCardCancelOrderMutation = { cancelOrder: { order:
      | { id: string, status: OrderStatus, statusText: string, payDeadline: string | null, payRemainingSeconds: number | null, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } }
      | { id: string, status: OrderStatus, statusText: string, payDeadline: string | null, payRemainingSeconds: number | null, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } }
     | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type OrderCardDeleteOrderMutationVariables = Exact<{
  input: DeleteOrderInput;
}>;


export type OrderCardDeleteOrderMutation = { deleteOrder: { deletedOrderNo: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type MemberCard_UserFragment = { id: string, nickName: string, maskedMobile: string, avatarUrl: string | null };

export type MemberLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type MemberLogoutMutation = { logout: { ok: boolean } };

export type UserErrors_ErrorFragment = { field: Array<string> | null, message: string, code: string };

export type AirChooseOfferPageQueryVariables = Exact<{
  from: string;
  to: string;
  startDate: string;
  days: number;
}>;


export type AirChooseOfferPageQuery = { flightLowPrices: Array<{ date: string, price: { fen: number, text: string } | null }> };

export type AirCitytab_CityFragment = { code: string, name: string, pinyin: string, international: boolean };

export type AirCitytabPageQueryVariables = Exact<{
  international: boolean;
}>;


export type AirCitytabPageQuery = { airCities: { hot: Array<{ code: string, name: string, pinyin: string, international: boolean }>, groups: Array<{ letter: string, cities: Array<{ code: string, name: string, pinyin: string, international: boolean }> }> } };

export type AirCitytabPageSearchQueryVariables = Exact<{
  keyword: string;
}>;


export type AirCitytabPageSearchQuery = { searchAirCities: Array<{ code: string, name: string, pinyin: string, international: boolean, airports: Array<{ code: string, shortName: string }> }> };

export type AirDetailPageQueryVariables = Exact<{
  id: string | number;
  backId: string | number;
  withBack: boolean;
}>;


export type AirDetailPageQuery = { flight: { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, meal: string, international: boolean, airline: { code: string, name: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, discountText: string, seatsLeft: number, bookingClass: string, refundRule: string, changeRule: string, baggage: string, adultPrice: { fen: number, text: string }, childPrice: { fen: number, text: string } }>, taxes: { airportFee: { fen: number, text: string }, fuelSurcharge: { fen: number, text: string }, childFuelSurcharge: { fen: number, text: string } } } | null, back?: { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, meal: string, international: boolean, airline: { code: string, name: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, discountText: string, seatsLeft: number, bookingClass: string, refundRule: string, changeRule: string, baggage: string, adultPrice: { fen: number, text: string }, childPrice: { fen: number, text: string } }>, taxes: { airportFee: { fen: number, text: string }, fuelSurcharge: { fen: number, text: string }, childFuelSurcharge: { fen: number, text: string } } } | null };

export type AirListPageQueryVariables = Exact<{
  from: string;
  to: string;
  date: string;
}>;


export type AirListPageQuery = { flightSearch: { date: string, from: { code: string, name: string }, to: { code: string, name: string }, flights: Array<{ id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, meal: string, international: boolean, airline: { code: string, name: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, discountText: string, seatsLeft: number, adultPrice: { fen: number, text: string } }> }> } };

export type AirListPageLowPricesQueryVariables = Exact<{
  from: string;
  to: string;
  startDate: string;
  days: number;
}>;


export type AirListPageLowPricesQuery = { flightLowPrices: Array<{ date: string, price: { fen: number, text: string } | null }> };

export type AirListPageOutboundQueryVariables = Exact<{
  id: string | number;
}>;


export type AirListPageOutboundQuery = { flight: { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, meal: string, international: boolean, airline: { code: string, name: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, name: string, shortName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }>, fares: Array<{ id: string, cabinClass: CabinClass, cabinName: string, discountText: string, seatsLeft: number, adultPrice: { fen: number, text: string } }> } | null };

export type CalendarPageQueryVariables = Exact<{
  from: string;
  to: string;
  startDate: string;
  days: number;
  roundTrip: boolean;
}>;


export type CalendarPageQuery = { flightLowPrices: Array<{ date: string, price: { fen: number, text: string } | null }>, back?: Array<{ date: string, price: { fen: number, text: string } | null }> };

export type HotelFacilitiesPageQueryVariables = Exact<{
  id: string | number;
}>;


export type HotelFacilitiesPageQuery = { hotel: { id: string, name: string, brand: string | null, cityAdcode: string, cityName: string, district: string, businessArea: string, address: string, score: number, reviewCount: number, tags: Array<string>, cover: string, phone: string, openedYear: number, renovatedYear: number | null, description: string, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, facilities: Array<{ code: string, name: string, category: string }>, policies: { checkInFrom: string, checkOutBy: string, children: string, pets: string, breakfast: string, extra: Array<string> }, pictures: Array<{ url: string, category: string, title: string }> } | null };

export type HotelKeyWordPageQueryVariables = Exact<{
  city: string | number;
  keyword: string;
}>;


export type HotelKeyWordPageQuery = { hotelSuggestions: Array<{ kind: HotelSuggestionKind, kindText: string, text: string, hotelId: string | null, hint: string, location: { lat: number, lng: number } | null }> };

export type HotelListPageQueryVariables = Exact<{
  input: HotelSearchInput;
}>;


export type HotelListPageQuery = { hotelSearch: { total: number, pageNum: number, pageSize: number, hasMore: boolean, checkIn: string, checkOut: string, nights: number, items: Array<{ id: string, name: string, brand: string | null, district: string, businessArea: string, score: number, reviewCount: number, tags: Array<string>, cover: string, distanceMeters: number | null, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, lowestPrice: { fen: number, text: string } | null }> } };

export type HotelListPageFiltersQueryVariables = Exact<{
  city: string | number;
}>;


export type HotelListPageFiltersQuery = { hotelFilters: { tags: Array<string>, brands: Array<string>, districts: Array<string>, facilities: Array<{ code: string, name: string, category: string }>, subwayLines: Array<{ line: string, stations: Array<string> }>, priceRanges: Array<{ minFen: number, maxFen: number | null, text: string }> } };

export type HotelMapPageConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelMapPageConfigQuery = { mapConfig: { tileUrl: string | null, subdomains: Array<string>, attribution: string } };

export type HotelDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type HotelDetailPageQuery = { hotel: { id: string, name: string, brand: string | null, cityAdcode: string, cityName: string, district: string, businessArea: string, address: string, score: number, reviewCount: number, tags: Array<string>, cover: string, phone: string, openedYear: number, renovatedYear: number | null, description: string, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, facilities: Array<{ code: string, name: string, category: string }>, policies: { checkInFrom: string, checkOutBy: string, children: string, pets: string, breakfast: string, extra: Array<string> }, pictures: Array<{ url: string, category: string, title: string }> } | null };

export type HotelDetailPageRoomsQueryVariables = Exact<{
  hotelId: string | number;
  checkIn: string;
  checkOut: string;
}>;


export type HotelDetailPageRoomsQuery = { hotelRooms: { hotelId: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ id: string, hotelId: string, name: string, bed: string, areaSquareMeters: number, floor: string, window: string, maxGuests: number, smoking: string, pictures: Array<string>, facilities: Array<string>, soldOut: boolean, lowestPrice: { fen: number, yuan: string, text: string } | null, plans: Array<{ id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, roomsLeft: number, soldOut: boolean, averagePrice: { fen: number, yuan: string, text: string }, total: { fen: number, yuan: string, text: string } }> }> } };

export type HotelPoliciesPageQueryVariables = Exact<{
  id: string | number;
}>;


export type HotelPoliciesPageQuery = { hotel: { id: string, name: string, brand: string | null, cityAdcode: string, cityName: string, district: string, businessArea: string, address: string, score: number, reviewCount: number, tags: Array<string>, cover: string, phone: string, openedYear: number, renovatedYear: number | null, description: string, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, facilities: Array<{ code: string, name: string, category: string }>, policies: { checkInFrom: string, checkOutBy: string, children: string, pets: string, breakfast: string, extra: Array<string> }, pictures: Array<{ url: string, category: string, title: string }> } | null };

export type HotelPicListPageQueryVariables = Exact<{
  id: string | number;
}>;


export type HotelPicListPageQuery = { hotel: { id: string, name: string, brand: string | null, cityAdcode: string, cityName: string, district: string, businessArea: string, address: string, score: number, reviewCount: number, tags: Array<string>, cover: string, phone: string, openedYear: number, renovatedYear: number | null, description: string, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, facilities: Array<{ code: string, name: string, category: string }>, policies: { checkInFrom: string, checkOutBy: string, children: string, pets: string, breakfast: string, extra: Array<string> }, pictures: Array<{ url: string, category: string, title: string }> } | null };

export type HotelRoomTypePageQueryVariables = Exact<{
  id: string | number;
}>;


export type HotelRoomTypePageQuery = { hotel: { id: string, name: string, brand: string | null, cityAdcode: string, cityName: string, district: string, businessArea: string, address: string, score: number, reviewCount: number, tags: Array<string>, cover: string, phone: string, openedYear: number, renovatedYear: number | null, description: string, level: { kind: HotelLevelKind, value: number, text: string }, location: { lat: number, lng: number }, nearestSubway: { name: string, line: string | null, distanceMeters: number } | null, facilities: Array<{ code: string, name: string, category: string }>, policies: { checkInFrom: string, checkOutBy: string, children: string, pets: string, breakfast: string, extra: Array<string> }, pictures: Array<{ url: string, category: string, title: string }> } | null };

export type HotelRoomTypePageRoomsQueryVariables = Exact<{
  hotelId: string | number;
  checkIn: string;
  checkOut: string;
}>;


export type HotelRoomTypePageRoomsQuery = { hotelRooms: { hotelId: string, checkIn: string, checkOut: string, nights: number, roomTypes: Array<{ id: string, hotelId: string, name: string, bed: string, areaSquareMeters: number, floor: string, window: string, maxGuests: number, smoking: string, pictures: Array<string>, facilities: Array<string>, soldOut: boolean, lowestPrice: { fen: number, yuan: string, text: string } | null, plans: Array<{ id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, roomsLeft: number, soldOut: boolean, averagePrice: { fen: number, yuan: string, text: string }, total: { fen: number, yuan: string, text: string } }> }> } };

export type HomePageQueryVariables = Exact<{
  adcode: string | number;
}>;


export type HomePageQuery = { me: { id: string } | null, shellConfig: { showReport: boolean }, home: { banners: Array<{ id: string, title: string, image: string, link:
        | { key: string | null, categoryId: string | null, id: string | null, type: number }
        | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
        | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
        | { url: string | null, type: number }
        | { type: number }
        | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
        | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
        | { country: string | null, countryName: string | null, visaId: string | null, type: number }
       }> | null, middleBanners: Array<{ id: string, title: string, image: string, link:
        | { key: string | null, categoryId: string | null, id: string | null, type: number }
        | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
        | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
        | { url: string | null, type: number }
        | { type: number }
        | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
        | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
        | { country: string | null, countryName: string | null, visaId: string | null, type: number }
       }> | null, menu: Array<{ id: string, name: string, icon: string, route: string, badge: string }> | null, notice: { id: string, title: string, image: string, link:
        | { key: string | null, categoryId: string | null, id: string | null, type: number }
        | { city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, type: number }
        | { startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, type: number }
        | { url: string | null, type: number }
        | { type: number }
        | { theme: string | null, keyword: string | null, scenicCode: string | null, type: number }
        | { classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, type: number }
        | { country: string | null, countryName: string | null, visaId: string | null, type: number }
       } | null }, weather: { updatedAt: string, city: { adcode: string, name: string }, now: { temp: number, feelsLike: number, text: string, icon: string, humidity: number, windDir: string, windScale: string }, daily: Array<{ date: string, label: string, textDay: string, iconDay: string, tempMax: number, tempMin: number }> } | null };

export type LoginPageSendCodeMutationVariables = Exact<{
  input: SendVerifyCodeInput;
}>;


export type LoginPageSendCodeMutation = { sendVerifyCode: { resendIn: number | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginPageLoginByCodeMutationVariables = Exact<{
  input: LoginByCodeInput;
}>;


export type LoginPageLoginByCodeMutation = { loginByCode: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginPageLoginByPasswordMutationVariables = Exact<{
  input: LoginByPasswordInput;
}>;


export type LoginPageLoginByPasswordMutation = { loginByPassword: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type LoginPageResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type LoginPageResetPasswordMutation = { resetPassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AirOrderRefundProgressPageQueryVariables = Exact<{
  refundNo: string;
}>;


export type AirOrderRefundProgressPageQuery = { flightRefund: { refundNo: string, orderNo: string, status: RefundStatus, reason: string, appliedAt: string, refundedAt: string | null, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } } | null };

export type AirOrderAirChangePageQueryVariables = Exact<{
  orderNo: string;
}>;


export type AirOrderAirChangePageQuery = { order:
    | { __typename: 'FlightOrder', id: string, orderNo: string, international: boolean, actions: { canChange: boolean }, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketStatus: TicketStatus }> }
    | { __typename: 'HotelOrder', id: string }
   | null };

export type AirOrderAirChangeDetailPageQueryVariables = Exact<{
  changeNo: string;
}>;


export type AirOrderAirChangeDetailPageQuery = { flightChange: { changeNo: string, orderNo: string, status: FlightChangeStatus, payOrderNo: string | null, createdAt: string, from: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, to: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } } | null };

export type AirOrderAirRefundPageQueryVariables = Exact<{
  orderNo: string;
  passengerIds?: Array<string | number> | string | number | null | undefined;
}>;


export type AirOrderAirRefundPageQuery = { order:
    | { __typename: 'FlightOrder', orderNo: string, international: boolean, id: string, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }> }
    | { __typename: 'HotelOrder', id: string }
   | null, flightRefundQuote: { hoursBeforeDeparture: number, ruleText: string, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } } };

export type AirOrderAirRefundPageApplyMutationVariables = Exact<{
  input: ApplyFlightRefundInput;
}>;


export type AirOrderAirRefundPageApplyMutation = { applyFlightRefund: { refund: { refundNo: string, orderNo: string, status: RefundStatus, reason: string, appliedAt: string, refundedAt: string | null, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } } | null, order: { __typename: 'FlightOrder', title: string, international: boolean, tripType: TripType, id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, contact: { name: string, maskedMobile: string, email: string | null }, priceLines: Array<{ label: string, count: number, unitPrice: { text: string }, amount: { text: string } }>, refunds: Array<{ refundNo: string, status: RefundStatus, appliedAt: string, passengers: Array<{ id: string, name: string }>, fee: { text: string }, amount: { text: string } }>, changes: Array<{ changeNo: string, status: FlightChangeStatus, createdAt: string, from: { flightNo: string, departure: { time: string, clock: string } }, to: { flightNo: string, departure: { time: string, clock: string } }, passengers: Array<{ id: string, name: string }>, total: { fen: number, text: string } }>, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type AirOrderAirRefundDetailPageQueryVariables = Exact<{
  refundNo: string;
}>;


export type AirOrderAirRefundDetailPageQuery = { flightRefund: { refundNo: string, orderNo: string, status: RefundStatus, reason: string, appliedAt: string, refundedAt: string | null, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } } | null };

export type AirOrderChangePageQueryVariables = Exact<{
  orderNo: string;
  segmentIndex: number;
  date: string;
  passengerIds?: Array<string | number> | string | number | null | undefined;
}>;


export type AirOrderChangePageQuery = { order:
    | { __typename: 'FlightOrder', orderNo: string, international: boolean, id: string, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }> }
    | { __typename: 'HotelOrder', id: string }
   | null, flightChangeOptions: Array<{ flight: { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }> }, fare: { id: string, cabinName: string, bookingClass: string, discountText: string, seatsLeft: number, changeRule: string }, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } }> };

export type AirOrderChangeConfirmPageQueryVariables = Exact<{
  orderNo: string;
  segmentIndex: number;
  date: string;
  passengerIds?: Array<string | number> | string | number | null | undefined;
  changeNo: string;
  withChange: boolean;
}>;


export type AirOrderChangeConfirmPageQuery = { order:
    | { __typename: 'FlightOrder', orderNo: string, international: boolean, id: string, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }> }
    | { __typename: 'HotelOrder', id: string }
   | null, flightChangeOptions?: Array<{ flight: { id: string, flightNo: string, aircraft: string, arrivalDayOffset: number, durationMinutes: number, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, stops: Array<{ minutes: number, airport: { code: string, shortName: string } }> }, fare: { id: string, cabinName: string, bookingClass: string, discountText: string, seatsLeft: number, changeRule: string }, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } }>, flightChange?: { changeNo: string, orderNo: string, status: FlightChangeStatus, payOrderNo: string | null, createdAt: string, from: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, to: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } } | null };

export type AirOrderChangeListPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type AirOrderChangeListPageQuery = { order:
    | { __typename: 'FlightOrder', orderNo: string, international: boolean, id: string, actions: { canChange: boolean }, changes: Array<{ changeNo: string, status: FlightChangeStatus, createdAt: string, from: { flightNo: string, departure: { time: string, clock: string } }, to: { flightNo: string, departure: { time: string, clock: string } }, passengers: Array<{ id: string, name: string }>, total: { fen: number, text: string } }> }
    | { __typename: 'HotelOrder', id: string }
   | null };

export type AirOrderDetailPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type AirOrderDetailPageQuery = { order:
    | { __typename: 'FlightOrder', id: string, title: string, international: boolean, tripType: TripType, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, contact: { name: string, maskedMobile: string, email: string | null }, priceLines: Array<{ label: string, count: number, unitPrice: { text: string }, amount: { text: string } }>, refunds: Array<{ refundNo: string, status: RefundStatus, appliedAt: string, passengers: Array<{ id: string, name: string }>, fee: { text: string }, amount: { text: string } }>, changes: Array<{ changeNo: string, status: FlightChangeStatus, createdAt: string, from: { flightNo: string, departure: { time: string, clock: string } }, to: { flightNo: string, departure: { time: string, clock: string } }, passengers: Array<{ id: string, name: string }>, total: { fen: number, text: string } }>, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } }
    | { __typename: 'HotelOrder', id: string }
   | null };

export type AirOrderRefundPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type AirOrderRefundPageQuery = { order:
    | { __typename: 'FlightOrder', orderNo: string, international: boolean, id: string, actions: { canRefund: boolean }, segments: Array<{ index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }>, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketStatus: TicketStatus }> }
    | { __typename: 'HotelOrder', id: string }
   | null };

export type AirOrderRefundPageRuleQueryVariables = Exact<{
  orderNo: string;
}>;


export type AirOrderRefundPageRuleQuery = { flightRefundQuote: { hoursBeforeDeparture: number, ruleText: string } };

export type AirOrderResultPageRefundQueryVariables = Exact<{
  orderNo: string;
  refundNo: string;
}>;


export type AirOrderResultPageRefundQuery = { order:
    | { __typename: 'FlightOrder', international: boolean, id: string }
    | { __typename: 'HotelOrder', id: string }
   | null, flightRefund: { refundNo: string, orderNo: string, status: RefundStatus, reason: string, appliedAt: string, refundedAt: string | null, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } } | null };

export type AirOrderResultPageChangeQueryVariables = Exact<{
  orderNo: string;
  changeNo: string;
}>;


export type AirOrderResultPageChangeQuery = { order:
    | { __typename: 'FlightOrder', international: boolean, id: string }
    | { __typename: 'HotelOrder', id: string }
   | null, flightChange: { changeNo: string, orderNo: string, status: FlightChangeStatus, payOrderNo: string | null, createdAt: string, from: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, to: { index: number, flightNo: string, aircraft: string, cabinName: string, bookingClass: string, airline: { code: string, shortName: string }, departure: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } }, arrival: { terminal: string | null, time: string, clock: string, airport: { code: string, shortName: string, cityName: string } } }, passengers: Array<{ id: string, name: string, ageClass: AgeClass, documentType: DocumentType, maskedDocumentNumber: string, ticketNo: string | null, ticketStatus: TicketStatus }>, priceDifference: { fen: number, text: string }, changeFee: { fen: number, text: string }, total: { fen: number, text: string } } | null };

export type AllOrderPageQueryVariables = Exact<{
  tab: OrderTab;
  status: OrderStatusFilter;
  pageNum: number;
  pageSize: number;
}>;


export type AllOrderPageQuery = { orders: { total: number, pageNum: number, pageSize: number, hasMore: boolean, items: Array<
      | { id: string, orderNo: string, type: OrderType, typeCode: number, status: OrderStatus, statusText: string, title: string, subtitle: string | null, payRemainingSeconds: number | null, total: { text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean } }
      | { id: string, orderNo: string, type: OrderType, typeCode: number, status: OrderStatus, statusText: string, title: string, subtitle: string | null, payRemainingSeconds: number | null, total: { text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean } }
    > } };

export type FapiaoPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FapiaoPageQuery = { me: { id: string, memEmail: string } | null };

export type FapiaoPageOrderQueryVariables = Exact<{
  orderNo: string;
}>;


export type FapiaoPageOrderQuery = { order:
    | { id: string, orderNo: string, title: string, subtitle: string | null, status: OrderStatus, statusText: string, total: { text: string } }
    | { id: string, orderNo: string, title: string, subtitle: string | null, status: OrderStatus, statusText: string, total: { text: string } }
   | null, eInvoice: { id: string, status: EInvoiceStatus, titleName: string, taxNumber: string | null, email: string, requestedAt: string, issuedAt: string | null, amount: { text: string } } | null, invoiceTitles: Array<{ id: string, kind: InvoiceTitleKind, name: string, taxNumber: string | null, isDefault: boolean }> };

export type FapiaoPage_EInvoiceFragment = { id: string, status: EInvoiceStatus, titleName: string, taxNumber: string | null, email: string, requestedAt: string, issuedAt: string | null, amount: { text: string } };

export type FapiaoPageRequestMutationVariables = Exact<{
  input: RequestEInvoiceInput;
}>;


export type FapiaoPageRequestMutation = { requestEInvoice: { invoice: { id: string, status: EInvoiceStatus, titleName: string, taxNumber: string | null, email: string, requestedAt: string, issuedAt: string | null, amount: { text: string } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type HotelOrderRefundPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type HotelOrderRefundPageQuery = { order:
    | { __typename: 'FlightOrder', id: string }
    | { __typename: 'HotelOrder', orderNo: string, roomTypeName: string, checkIn: string, checkOut: string, nights: number, rooms: number, id: string, hotel: { id: string, name: string } }
   | null, hotelRefundQuote: { refundable: boolean, ruleText: string, paid: { text: string }, fee: { fen: number, text: string }, amount: { text: string } } };

export type HotelOrderRefundPageApplyMutationVariables = Exact<{
  input: ApplyHotelRefundInput;
}>;


export type HotelOrderRefundPageApplyMutation = { applyHotelRefund: { refund: { refundNo: string, orderNo: string, status: RefundStatus, ruleText: string, reason: string, appliedAt: string, refundedAt: string | null, paid: { fen: number, text: string }, fee: { fen: number, text: string }, amount: { fen: number, text: string } } | null, order: { __typename: 'HotelOrder', id: string, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, refund: { refundNo: string, orderNo: string, status: RefundStatus, ruleText: string, reason: string, appliedAt: string, refundedAt: string | null, paid: { fen: number, text: string }, fee: { fen: number, text: string }, amount: { fen: number, text: string } } | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type HotelOrderDetailPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type HotelOrderDetailPageQuery = { order:
    | { __typename: 'FlightOrder', id: string }
    | { __typename: 'HotelOrder', id: string, title: string, roomTypeName: string, bed: string, planName: string, mealText: string, cancelRule: HotelCancelRule, cancelDeadline: string | null, cancelText: string, checkIn: string, checkOut: string, nights: number, rooms: number, arrivalTime: string, specialRequests: string, confirmationNo: string | null, orderNo: string, status: OrderStatus, statusText: string, createdAt: string, payRemainingSeconds: number | null, hotel: { id: string, name: string, cityName: string, address: string, phone: string, checkInFrom: string, checkOutBy: string, level: { text: string }, location: { lat: number, lng: number } }, guests: Array<{ room: number, name: string }>, contact: { name: string, maskedMobile: string, email: string | null }, charges: Array<{ date: string, rooms: number, price: { fen: number, text: string }, amount: { fen: number, text: string } }>, refund: { refundNo: string, orderNo: string, status: RefundStatus, ruleText: string, reason: string, appliedAt: string, refundedAt: string | null, paid: { fen: number, text: string }, fee: { fen: number, text: string }, amount: { fen: number, text: string } } | null, total: { fen: number, text: string }, actions: { canPay: boolean, canCancel: boolean, canDelete: boolean, canRefund: boolean, canChange: boolean, canRequestInvoice: boolean } }
   | null };

export type GuestChoicePageTravellerQueryVariables = Exact<{
  id: string | number;
}>;


export type GuestChoicePageTravellerQuery = { traveller: { id: string, name: string, englishSurname: string | null, englishGivenName: string | null, gender: Gender, birthday: string, mobile: string | null, documents: Array<{ type: DocumentType, number: string, maskedNumber: string, expiresOn: string | null, issuingCountry: string | null }> } | null };

export type GuestPageCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GuestPageCountsQuery = { travellers: { total: number }, invoiceTitles: Array<{ id: string }> };

export type GuestInfoPageTravellersQueryVariables = Exact<{
  pageNum: number;
  pageSize: number;
}>;


export type GuestInfoPageTravellersQuery = { travellers: { pageNum: number, total: number, hasMore: boolean, items: Array<{ id: string, name: string, isSelf: boolean, mobile: string | null, documents: Array<{ type: DocumentType, maskedNumber: string }> }> }, documentTypes: Array<{ type: DocumentType, name: string }> };

export type GuestInfoPageDeleteMutationVariables = Exact<{
  input: DeleteTravellerInput;
}>;


export type GuestInfoPageDeleteMutation = { deleteTraveller: { deletedId: string | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PersonalPageQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalPageQuery = { me: { id: string, nickName: string, maskedMobile: string, avatarUrl: string | null } | null };

export type SettingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingPageQuery = { me: { id: string, nickName: string, avatarUrl: string | null } | null };

export type SettingPasswordPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingPasswordPageQuery = { me: { id: string, mobile: string, maskedMobile: string } | null };

export type SettingPasswordPageSendCodeMutationVariables = Exact<{
  input: SendVerifyCodeInput;
}>;


export type SettingPasswordPageSendCodeMutation = { sendVerifyCode: { resendIn: number | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SettingPasswordPageResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type SettingPasswordPageResetPasswordMutation = { resetPassword: { ok: boolean, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SetinfoPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SetinfoPageQuery = { me: { id: string, nickName: string, maskedMobile: string, avatarUrl: string | null } | null };

export type SetinfoPageUpdateNicknameMutationVariables = Exact<{
  input: UpdateNicknameInput;
}>;


export type SetinfoPageUpdateNicknameMutation = { updateNickname: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SetinfoPageUploadAvatarMutationVariables = Exact<{
  input: UploadAvatarInput;
}>;


export type SetinfoPageUploadAvatarMutation = { uploadAvatar: { user: { id: string, avatarUrl: string | null } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type CitytabPageQueryVariables = Exact<{ [key: string]: never; }>;


export type CitytabPageQuery = { cityDirectory: { hot: Array<{ adcode: string, name: string, longitude: number, latitude: number }>, groups: Array<{ letter: string, cities: Array<{ adcode: string, name: string, longitude: number, latitude: number }> }> } };

export type CitytabPageSearchQueryVariables = Exact<{
  keyword: string;
}>;


export type CitytabPageSearchQuery = { searchCities: Array<{ province: string, adcode: string, name: string, longitude: number, latitude: number }> };

export type RegisterPageSendCodeMutationVariables = Exact<{
  input: SendVerifyCodeInput;
}>;


export type RegisterPageSendCodeMutation = { sendVerifyCode: { resendIn: number | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type RegisterPageRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterPageRegisterMutation = { register: { user: { id: string, nickName: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SubscribeAirIntoicePageQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscribeAirIntoicePageQuery = { invoiceTitles: Array<{ id: string, isDefault: boolean }> };

export type SubscribeAirIntoicePageMakeDefaultMutationVariables = Exact<{
  input: SaveInvoiceTitleInput;
}>;


export type SubscribeAirIntoicePageMakeDefaultMutation = { saveInvoiceTitle: { invoiceTitle: { id: string, isDefault: boolean } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type SubscribeHotelPageQueryVariables = Exact<{
  hotelId: string | number;
  stay: HotelStayInput;
}>;


export type SubscribeHotelPageQuery = { me: { id: string, mobile: string, memEmail: string } | null, hotel: { id: string, address: string } | null, hotelQuote: { hotelId: string, hotelName: string, roomTypeName: string, checkIn: string, checkOut: string, nights: number, rooms: number, plan: { id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, arrivalTimes: Array<string>, roomsLeft: number, soldOut: boolean }, charges: Array<{ date: string, rooms: number, price: { fen: number, text: string }, amount: { fen: number, text: string } }>, total: { fen: number, text: string } } };

export type SubscribeHotelPageQuoteQueryVariables = Exact<{
  stay: HotelStayInput;
}>;


export type SubscribeHotelPageQuoteQuery = { hotelQuote: { hotelId: string, hotelName: string, roomTypeName: string, checkIn: string, checkOut: string, nights: number, rooms: number, plan: { id: string, name: string, meals: number, mealText: string, cancelRule: HotelCancelRule, cancelLabel: string, cancelDeadline: string | null, cancelText: string, arrivalTimes: Array<string>, roomsLeft: number, soldOut: boolean }, charges: Array<{ date: string, rooms: number, price: { fen: number, text: string }, amount: { fen: number, text: string } }>, total: { fen: number, text: string } } };

export type SubscribeHotelPageCreateOrderMutationVariables = Exact<{
  input: CreateHotelOrderInput;
}>;


export type SubscribeHotelPageCreateOrderMutation = { createHotelOrder: { order: { id: string, orderNo: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PayPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type PayPageQuery = { order:
    | { id: string, orderNo: string, type: OrderType, typeCode: number, status: OrderStatus, statusText: string, title: string, subtitle: string | null, travelDate: string | null, payDeadline: string | null, payRemainingSeconds: number | null, total: { text: string }, actions: { canPay: boolean } }
    | { id: string, orderNo: string, type: OrderType, typeCode: number, status: OrderStatus, statusText: string, title: string, subtitle: string | null, travelDate: string | null, payDeadline: string | null, payRemainingSeconds: number | null, total: { text: string }, actions: { canPay: boolean } }
   | null };

export type PayPagePayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type PayPagePayOrderMutation = { payOrder: { payment: { payNo: string, method: PayMethod, cashierUrl: string } | null, userErrors: Array<{ field: Array<string> | null, message: string, code: string }> } };

export type PaySuccessPageQueryVariables = Exact<{
  orderNo: string;
}>;


export type PaySuccessPageQuery = { order:
    | { id: string, orderNo: string, typeCode: number, status: OrderStatus, statusText: string, title: string, total: { text: string } }
    | { id: string, orderNo: string, typeCode: number, status: OrderStatus, statusText: string, title: string, total: { text: string } }
   | null };

export const BookingTravellerRow_TravellerFragmentDoc = gql`
    fragment BookingTravellerRow_traveller on Traveller {
  id
  name
  ageClass(on: $on)
  documents {
    type
    maskedNumber
    expiresOn
  }
}
    `;
export const ContactChooser_ContactFragmentDoc = gql`
    fragment ContactChooser_contact on Contact {
  id
  name
  mobile
  email
}
    `;
export const InvoiceTitleForm_InvoiceTitleFragmentDoc = gql`
    fragment InvoiceTitleForm_invoiceTitle on InvoiceTitle {
  id
  kind
  name
  taxNumber
  address
  phone
  bankName
  bankAccount
  isDefault
}
    `;
export const InvoiceTitleList_InvoiceTitleFragmentDoc = gql`
    fragment InvoiceTitleList_invoiceTitle on InvoiceTitle {
  id
  kind
  name
  taxNumber
  isDefault
  ...InvoiceTitleForm_invoiceTitle
}
    `;
export const TravellerForm_TravellerFragmentDoc = gql`
    fragment TravellerForm_traveller on Traveller {
  id
  name
  englishSurname
  englishGivenName
  gender
  birthday
  mobile
  documents {
    type
    number
    maskedNumber
    expiresOn
    issuingCountry
  }
}
    `;
export const TravellerChooser_TravellerFragmentDoc = gql`
    fragment TravellerChooser_traveller on Traveller {
  id
  name
  isSelf
  birthday
  documents {
    type
    maskedNumber
    expiresOn
  }
  ...TravellerForm_traveller
}
    `;
export const FlightSummary_EndpointFragmentDoc = gql`
    fragment FlightSummary_endpoint on FlightEndpoint {
  terminal
  time
  clock
  airport {
    code
    shortName
    cityCode
    cityName
  }
}
    `;
export const FlightSummary_FareFragmentDoc = gql`
    fragment FlightSummary_fare on Fare {
  id
  cabinName
  bookingClass
  discountText
  baggage
  seatsLeft
  refundRule
  changeRule
  adultPrice {
    text
  }
  childPrice {
    text
  }
  infantPrice {
    text
  }
}
    `;
export const FlightSummary_FlightFragmentDoc = gql`
    fragment FlightSummary_flight on Flight {
  id
  flightNo
  aircraft
  meal
  international
  arrivalDayOffset
  durationMinutes
  airline {
    code
    shortName
  }
  departure {
    ...FlightSummary_endpoint
  }
  arrival {
    ...FlightSummary_endpoint
  }
  stops {
    airport {
      code
      shortName
    }
    minutes
  }
  fares {
    ...FlightSummary_fare
  }
}
    `;
export const LocalCity_CityFragmentDoc = gql`
    fragment LocalCity_city on City {
  adcode
  name
  longitude
  latitude
}
    `;
export const DayStrip_DayFragmentDoc = gql`
    fragment DayStrip_day on DailyLowPrice {
  date
  price {
    fen
    text
  }
}
    `;
export const FareList_FlightFragmentDoc = gql`
    fragment FareList_flight on Flight {
  id
  international
  taxes {
    airportFee {
      fen
      text
    }
    fuelSurcharge {
      fen
      text
    }
    childFuelSurcharge {
      fen
      text
    }
  }
  fares {
    id
    cabinClass
    cabinName
    bookingClass
    discountText
    adultPrice {
      fen
      text
    }
    childPrice {
      fen
      text
    }
    seatsLeft
    refundRule
    changeRule
    baggage
  }
}
    `;
export const FlightCard_EndpointFragmentDoc = gql`
    fragment FlightCard_endpoint on FlightEndpoint {
  airport {
    code
    name
    shortName
  }
  terminal
  time
  clock
}
    `;
export const FlightCard_FlightFragmentDoc = gql`
    fragment FlightCard_flight on Flight {
  id
  flightNo
  airline {
    code
    name
    shortName
  }
  aircraft
  departure {
    ...FlightCard_endpoint
  }
  arrival {
    ...FlightCard_endpoint
  }
  arrivalDayOffset
  durationMinutes
  stops {
    airport {
      code
      shortName
    }
    minutes
  }
  meal
  international
  fares {
    id
    cabinClass
    cabinName
    discountText
    adultPrice {
      fen
      text
    }
    seatsLeft
  }
}
    `;
export const FlightList_ResultFragmentDoc = gql`
    fragment FlightList_result on FlightSearchResult {
  from {
    code
    name
  }
  to {
    code
    name
  }
  date
  flights {
    ...FlightCard_flight
  }
}
    `;
export const LowPriceCalendar_DayFragmentDoc = gql`
    fragment LowPriceCalendar_day on DailyLowPrice {
  date
  price {
    fen
    text
  }
}
    `;
export const FlightSegmentCard_EndpointFragmentDoc = gql`
    fragment FlightSegmentCard_endpoint on FlightEndpoint {
  airport {
    code
    shortName
    cityName
  }
  terminal
  time
  clock
}
    `;
export const FlightSegmentCard_SegmentFragmentDoc = gql`
    fragment FlightSegmentCard_segment on FlightSegment {
  index
  flightNo
  airline {
    code
    shortName
  }
  aircraft
  departure {
    ...FlightSegmentCard_endpoint
  }
  arrival {
    ...FlightSegmentCard_endpoint
  }
  cabinName
  bookingClass
}
    `;
export const PassengerList_PassengerFragmentDoc = gql`
    fragment PassengerList_passenger on FlightPassenger {
  id
  name
  ageClass
  documentType
  maskedDocumentNumber
  ticketNo
  ticketStatus
}
    `;
export const ChangeDetail_ChangeFragmentDoc = gql`
    fragment ChangeDetail_change on FlightChange {
  changeNo
  orderNo
  status
  from {
    ...FlightSegmentCard_segment
  }
  to {
    ...FlightSegmentCard_segment
  }
  passengers {
    ...PassengerList_passenger
  }
  priceDifference {
    fen
    text
  }
  changeFee {
    fen
    text
  }
  total {
    fen
    text
  }
  payOrderNo
  createdAt
}
    `;
export const ChangeOptionCard_OptionFragmentDoc = gql`
    fragment ChangeOptionCard_option on FlightChangeOption {
  flight {
    id
    flightNo
    airline {
      code
      shortName
    }
    aircraft
    departure {
      ...FlightSegmentCard_endpoint
    }
    arrival {
      ...FlightSegmentCard_endpoint
    }
    arrivalDayOffset
    durationMinutes
    stops {
      airport {
        code
        shortName
      }
      minutes
    }
  }
  fare {
    id
    cabinName
    bookingClass
    discountText
    seatsLeft
    changeRule
  }
  priceDifference {
    fen
    text
  }
  changeFee {
    fen
    text
  }
  total {
    fen
    text
  }
}
    `;
export const PassengerPicker_PassengerFragmentDoc = gql`
    fragment PassengerPicker_passenger on FlightPassenger {
  id
  name
  ageClass
  documentType
  maskedDocumentNumber
  ticketStatus
}
    `;
export const ChangeStart_OrderFragmentDoc = gql`
    fragment ChangeStart_order on FlightOrder {
  id
  orderNo
  international
  actions {
    canChange
  }
  segments {
    ...FlightSegmentCard_segment
  }
  passengers {
    ...PassengerPicker_passenger
  }
}
    `;
export const OrderDetailFrame_OrderFragmentDoc = gql`
    fragment OrderDetailFrame_order on Order {
  __typename
  id
  orderNo
  status
  statusText
  createdAt
  payRemainingSeconds
  total {
    fen
    text
  }
  actions {
    canPay
    canCancel
    canDelete
    canRefund
    canChange
    canRequestInvoice
  }
}
    `;
export const RefundRow_RefundFragmentDoc = gql`
    fragment RefundRow_refund on FlightRefund {
  refundNo
  status
  passengers {
    id
    name
  }
  fee {
    text
  }
  amount {
    text
  }
  appliedAt
}
    `;
export const ChangeRow_ChangeFragmentDoc = gql`
    fragment ChangeRow_change on FlightChange {
  changeNo
  status
  from {
    flightNo
    departure {
      time
      clock
    }
  }
  to {
    flightNo
    departure {
      time
      clock
    }
  }
  passengers {
    id
    name
  }
  total {
    fen
    text
  }
  createdAt
}
    `;
export const FlightOrderDetail_OrderFragmentDoc = gql`
    fragment FlightOrderDetail_order on FlightOrder {
  ...OrderDetailFrame_order
  title
  international
  tripType
  segments {
    ...FlightSegmentCard_segment
  }
  passengers {
    ...PassengerList_passenger
  }
  contact {
    name
    maskedMobile
    email
  }
  priceLines {
    label
    unitPrice {
      text
    }
    count
    amount {
      text
    }
  }
  refunds {
    ...RefundRow_refund
  }
  changes {
    ...ChangeRow_change
  }
}
    `;
export const RefundDetail_RefundFragmentDoc = gql`
    fragment RefundDetail_refund on FlightRefund {
  refundNo
  orderNo
  status
  passengers {
    ...PassengerList_passenger
  }
  paid {
    text
  }
  fee {
    fen
    text
  }
  amount {
    text
  }
  reason
  appliedAt
  refundedAt
}
    `;
export const LinkBox_LinkFragmentDoc = gql`
    fragment LinkBox_link on BannerLink {
  type
  ... on PageLink {
    url
  }
  ... on TourLink {
    classId
    index
    destinationCity
    keywordSearch
    tags
    id
    tripId
  }
  ... on HotelLink {
    city
    cityName
    search
    tag
    hotelCode
  }
  ... on JourneyLink {
    startCityCode
    startCityName
    endCityCode
    endCityName
    adult
    child
  }
  ... on VisaLink {
    country
    countryName
    visaId
  }
  ... on GoodsLink {
    key
    categoryId
    id
  }
  ... on TicketLink {
    theme
    keyword
    scenicCode
  }
}
    `;
export const BannerSwiper_BannerFragmentDoc = gql`
    fragment BannerSwiper_banner on Banner {
  id
  title
  image
  link {
    ...LinkBox_link
  }
}
    `;
export const ProductCard_ProductFragmentDoc = gql`
    fragment ProductCard_product on ProductCard {
  id
  title
  subtitle
  price {
    text
  }
  marketPrice {
    fen
    text
  }
  image
  tags
  link {
    ...LinkBox_link
  }
}
    `;
export const FloorSection_FloorFragmentDoc = gql`
    fragment FloorSection_floor on Floor {
  id
  title
  subtitle
  moreText
  moreRoute
  items {
    id
    ...ProductCard_product
  }
}
    `;
export const HomeMenu_EntryFragmentDoc = gql`
    fragment HomeMenu_entry on MenuEntry {
  id
  name
  icon
  route
  badge
}
    `;
export const HotDestinations_DestinationFragmentDoc = gql`
    fragment HotDestinations_destination on HotDestination {
  id
  cityName
  title
  subtitle
  price {
    text
  }
  image
  link {
    ...LinkBox_link
  }
}
    `;
export const HotHotels_HotelFragmentDoc = gql`
    fragment HotHotels_hotel on HotHotel {
  hotelCode
  name
  cityName
  star
  score
  commentCount
  businessArea
  price {
    text
  }
  image
  tags
  link {
    ...LinkBox_link
  }
}
    `;
export const HotStores_StoreFragmentDoc = gql`
    fragment HotStores_store on HotStore {
  id
  name
  origin
  intro
  logo
  tags
  monthlySales
  goods {
    id
    name
    price {
      text
    }
    image
    link {
      ...LinkBox_link
    }
  }
  link {
    ...LinkBox_link
  }
}
    `;
export const MiddleBanners_BannerFragmentDoc = gql`
    fragment MiddleBanners_banner on Banner {
  id
  title
  image
  link {
    ...LinkBox_link
  }
}
    `;
export const NoticePopup_NoticeFragmentDoc = gql`
    fragment NoticePopup_notice on NoticeAdvert {
  id
  title
  image
  link {
    ...LinkBox_link
  }
}
    `;
export const ThemeList_ThemeFragmentDoc = gql`
    fragment ThemeList_theme on ActivityTheme {
  id
  title
  subtitle
  cover
  startDate
  endDate
  status
}
    `;
export const WeatherCard_WeatherFragmentDoc = gql`
    fragment WeatherCard_weather on Weather {
  city {
    adcode
    name
  }
  updatedAt
  now {
    temp
    feelsLike
    text
    icon
    humidity
    windDir
    windScale
  }
  daily {
    date
    label
    textDay
    iconDay
    tempMax
    tempMin
  }
}
    `;
export const HotelDetail_HotelFragmentDoc = gql`
    fragment HotelDetail_hotel on Hotel {
  id
  name
  brand
  level {
    kind
    value
    text
  }
  cityAdcode
  cityName
  district
  businessArea
  address
  location {
    lat
    lng
  }
  score
  reviewCount
  tags
  cover
  nearestSubway {
    name
    line
    distanceMeters
  }
  phone
  openedYear
  renovatedYear
  description
  facilities {
    code
    name
    category
  }
  policies {
    checkInFrom
    checkOutBy
    children
    pets
    breakfast
    extra
  }
  pictures {
    url
    category
    title
  }
}
    `;
export const HotelRecommendations_HotelFragmentDoc = gql`
    fragment HotelRecommendations_hotel on Hotel {
  id
  name
  cover
  level {
    kind
    value
    text
  }
  score
  reviewCount
  district
  businessArea
  lowestPrice {
    fen
    yuan
    text
  }
}
    `;
export const HotelPlanList_PlanFragmentDoc = gql`
    fragment HotelPlanList_plan on HotelRatePlan {
  id
  name
  meals
  mealText
  cancelRule
  cancelLabel
  cancelDeadline
  cancelText
  averagePrice {
    fen
    yuan
    text
  }
  total {
    fen
    yuan
    text
  }
  roomsLeft
  soldOut
}
    `;
export const HotelRoomList_RoomsFragmentDoc = gql`
    fragment HotelRoomList_rooms on HotelRooms {
  hotelId
  checkIn
  checkOut
  nights
  roomTypes {
    id
    hotelId
    name
    bed
    areaSquareMeters
    floor
    window
    maxGuests
    smoking
    pictures
    facilities
    lowestPrice {
      fen
      yuan
      text
    }
    soldOut
    plans {
      ...HotelPlanList_plan
    }
  }
}
    `;
export const HotelCard_HotelFragmentDoc = gql`
    fragment HotelCard_hotel on Hotel {
  id
  name
  brand
  level {
    kind
    value
    text
  }
  district
  businessArea
  score
  reviewCount
  tags
  cover
  location {
    lat
    lng
  }
  nearestSubway {
    name
    line
    distanceMeters
  }
  lowestPrice {
    fen
    text
  }
  distanceMeters
}
    `;
export const HotelCity_CityFragmentDoc = gql`
    fragment HotelCity_city on HotelCity {
  adcode
  name
  pinyin
  firstLetter
  hotelCount
}
    `;
export const HotelBookingSummary_QuoteFragmentDoc = gql`
    fragment HotelBookingSummary_quote on HotelQuote {
  hotelId
  hotelName
  roomTypeName
  checkIn
  checkOut
  nights
  plan {
    id
    name
    meals
    mealText
    cancelRule
    cancelLabel
    cancelDeadline
    cancelText
    arrivalTimes
    roomsLeft
    soldOut
  }
}
    `;
export const HotelBookingPrice_QuoteFragmentDoc = gql`
    fragment HotelBookingPrice_quote on HotelQuote {
  rooms
  nights
  charges {
    date
    price {
      fen
      text
    }
    rooms
    amount {
      fen
      text
    }
  }
  total {
    fen
    text
  }
}
    `;
export const HotelRefund_RefundFragmentDoc = gql`
    fragment HotelRefund_refund on HotelRefund {
  refundNo
  orderNo
  status
  paid {
    fen
    text
  }
  fee {
    fen
    text
  }
  amount {
    fen
    text
  }
  ruleText
  reason
  appliedAt
  refundedAt
}
    `;
export const HotelOrderDetail_OrderFragmentDoc = gql`
    fragment HotelOrderDetail_order on HotelOrder {
  ...OrderDetailFrame_order
  title
  hotel {
    id
    name
    level {
      text
    }
    cityName
    address
    phone
    location {
      lat
      lng
    }
    checkInFrom
    checkOutBy
  }
  roomTypeName
  bed
  planName
  mealText
  cancelRule
  cancelDeadline
  cancelText
  checkIn
  checkOut
  nights
  rooms
  guests {
    room
    name
  }
  contact {
    name
    maskedMobile
    email
  }
  arrivalTime
  specialRequests
  charges {
    date
    price {
      fen
      text
    }
    rooms
    amount {
      fen
      text
    }
  }
  refund {
    ...HotelRefund_refund
  }
  confirmationNo
}
    `;
export const MemberCard_UserFragmentDoc = gql`
    fragment MemberCard_user on User {
  id
  nickName
  maskedMobile
  avatarUrl
}
    `;
export const UserErrors_ErrorFragmentDoc = gql`
    fragment UserErrors_error on UserError {
  field
  message
  code
}
    `;
export const AirCitytab_CityFragmentDoc = gql`
    fragment AirCitytab_city on AirCity {
  code
  name
  pinyin
  international
}
    `;
export const FapiaoPage_EInvoiceFragmentDoc = gql`
    fragment FapiaoPage_eInvoice on EInvoice {
  id
  status
  titleName
  taxNumber
  amount {
    text
  }
  email
  requestedAt
  issuedAt
}
    `;
export const ShellSessionQueryDocument = gql`
    query ShellSessionQuery {
  me {
    id
  }
}
    `;

/**
 * __useShellSessionQuery__
 *
 * To run a query within a React component, call `useShellSessionQuery` and pass it any options that fit your needs.
 * When your component renders, `useShellSessionQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShellSessionQuery({
 *   variables: {
 *   },
 * });
 */
export function useShellSessionQuery(baseOptions?: Apollo.QueryHookOptions<ShellSessionQuery, ShellSessionQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShellSessionQuery, ShellSessionQueryVariables>(ShellSessionQueryDocument, options);
      }
export function useShellSessionQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShellSessionQuery, ShellSessionQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShellSessionQuery, ShellSessionQueryVariables>(ShellSessionQueryDocument, options);
        }
// @ts-ignore
export function useShellSessionQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShellSessionQuery, ShellSessionQueryVariables>): Apollo.UseSuspenseQueryResult<ShellSessionQuery, ShellSessionQueryVariables>;
export function useShellSessionQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellSessionQuery, ShellSessionQueryVariables>): Apollo.UseSuspenseQueryResult<ShellSessionQuery | undefined, ShellSessionQueryVariables>;
export function useShellSessionQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellSessionQuery, ShellSessionQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShellSessionQuery, ShellSessionQueryVariables>(ShellSessionQueryDocument, options);
        }
export type ShellSessionQueryHookResult = ReturnType<typeof useShellSessionQuery>;
export type ShellSessionQueryLazyQueryHookResult = ReturnType<typeof useShellSessionQueryLazyQuery>;
export type ShellSessionQuerySuspenseQueryHookResult = ReturnType<typeof useShellSessionQuerySuspenseQuery>;
export type ShellSessionQueryQueryResult = Apollo.QueryResult<ShellSessionQuery, ShellSessionQueryVariables>;
export const ShellTabBarQueryDocument = gql`
    query ShellTabBarQuery {
  shellConfig {
    tabs {
      key
      name
      icon
      iconHighlight
      fontColor
      fontHighlightColor
      url
    }
  }
}
    `;

/**
 * __useShellTabBarQuery__
 *
 * To run a query within a React component, call `useShellTabBarQuery` and pass it any options that fit your needs.
 * When your component renders, `useShellTabBarQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShellTabBarQuery({
 *   variables: {
 *   },
 * });
 */
export function useShellTabBarQuery(baseOptions?: Apollo.QueryHookOptions<ShellTabBarQuery, ShellTabBarQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShellTabBarQuery, ShellTabBarQueryVariables>(ShellTabBarQueryDocument, options);
      }
export function useShellTabBarQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShellTabBarQuery, ShellTabBarQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShellTabBarQuery, ShellTabBarQueryVariables>(ShellTabBarQueryDocument, options);
        }
// @ts-ignore
export function useShellTabBarQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShellTabBarQuery, ShellTabBarQueryVariables>): Apollo.UseSuspenseQueryResult<ShellTabBarQuery, ShellTabBarQueryVariables>;
export function useShellTabBarQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellTabBarQuery, ShellTabBarQueryVariables>): Apollo.UseSuspenseQueryResult<ShellTabBarQuery | undefined, ShellTabBarQueryVariables>;
export function useShellTabBarQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellTabBarQuery, ShellTabBarQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShellTabBarQuery, ShellTabBarQueryVariables>(ShellTabBarQueryDocument, options);
        }
export type ShellTabBarQueryHookResult = ReturnType<typeof useShellTabBarQuery>;
export type ShellTabBarQueryLazyQueryHookResult = ReturnType<typeof useShellTabBarQueryLazyQuery>;
export type ShellTabBarQuerySuspenseQueryHookResult = ReturnType<typeof useShellTabBarQuerySuspenseQuery>;
export type ShellTabBarQueryQueryResult = Apollo.QueryResult<ShellTabBarQuery, ShellTabBarQueryVariables>;
export const ShellUnpaidOrdersQueryDocument = gql`
    query ShellUnpaidOrdersQuery {
  unpaidOrderCount
}
    `;

/**
 * __useShellUnpaidOrdersQuery__
 *
 * To run a query within a React component, call `useShellUnpaidOrdersQuery` and pass it any options that fit your needs.
 * When your component renders, `useShellUnpaidOrdersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShellUnpaidOrdersQuery({
 *   variables: {
 *   },
 * });
 */
export function useShellUnpaidOrdersQuery(baseOptions?: Apollo.QueryHookOptions<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>(ShellUnpaidOrdersQueryDocument, options);
      }
export function useShellUnpaidOrdersQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>(ShellUnpaidOrdersQueryDocument, options);
        }
// @ts-ignore
export function useShellUnpaidOrdersQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>;
export function useShellUnpaidOrdersQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>): Apollo.UseSuspenseQueryResult<ShellUnpaidOrdersQuery | undefined, ShellUnpaidOrdersQueryVariables>;
export function useShellUnpaidOrdersQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>(ShellUnpaidOrdersQueryDocument, options);
        }
export type ShellUnpaidOrdersQueryHookResult = ReturnType<typeof useShellUnpaidOrdersQuery>;
export type ShellUnpaidOrdersQueryLazyQueryHookResult = ReturnType<typeof useShellUnpaidOrdersQueryLazyQuery>;
export type ShellUnpaidOrdersQuerySuspenseQueryHookResult = ReturnType<typeof useShellUnpaidOrdersQuerySuspenseQuery>;
export type ShellUnpaidOrdersQueryQueryResult = Apollo.QueryResult<ShellUnpaidOrdersQuery, ShellUnpaidOrdersQueryVariables>;
export const ShellCustomerServiceChatQueryDocument = gql`
    query ShellCustomerServiceChatQuery($productId: String) {
  customerServiceChat(productId: $productId) {
    url
  }
}
    `;

/**
 * __useShellCustomerServiceChatQuery__
 *
 * To run a query within a React component, call `useShellCustomerServiceChatQuery` and pass it any options that fit your needs.
 * When your component renders, `useShellCustomerServiceChatQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useShellCustomerServiceChatQuery({
 *   variables: {
 *      productId: // value for 'productId'
 *   },
 * });
 */
export function useShellCustomerServiceChatQuery(baseOptions?: Apollo.QueryHookOptions<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>(ShellCustomerServiceChatQueryDocument, options);
      }
export function useShellCustomerServiceChatQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>(ShellCustomerServiceChatQueryDocument, options);
        }
// @ts-ignore
export function useShellCustomerServiceChatQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>): Apollo.UseSuspenseQueryResult<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>;
export function useShellCustomerServiceChatQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>): Apollo.UseSuspenseQueryResult<ShellCustomerServiceChatQuery | undefined, ShellCustomerServiceChatQueryVariables>;
export function useShellCustomerServiceChatQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>(ShellCustomerServiceChatQueryDocument, options);
        }
export type ShellCustomerServiceChatQueryHookResult = ReturnType<typeof useShellCustomerServiceChatQuery>;
export type ShellCustomerServiceChatQueryLazyQueryHookResult = ReturnType<typeof useShellCustomerServiceChatQueryLazyQuery>;
export type ShellCustomerServiceChatQuerySuspenseQueryHookResult = ReturnType<typeof useShellCustomerServiceChatQuerySuspenseQuery>;
export type ShellCustomerServiceChatQueryQueryResult = Apollo.QueryResult<ShellCustomerServiceChatQuery, ShellCustomerServiceChatQueryVariables>;
export const StartupExchangeSessionTokenDocument = gql`
    mutation StartupExchangeSessionToken($input: ExchangeSessionTokenInput!) {
  exchangeSessionToken(input: $input) {
    user {
      id
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type StartupExchangeSessionTokenMutationFn = Apollo.MutationFunction<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>;

/**
 * __useStartupExchangeSessionTokenMutation__
 *
 * To run a mutation, you first call `useStartupExchangeSessionTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStartupExchangeSessionTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [startupExchangeSessionTokenMutation, { data, loading, error }] = useStartupExchangeSessionTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useStartupExchangeSessionTokenMutation(baseOptions?: Apollo.MutationHookOptions<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>(StartupExchangeSessionTokenDocument, options);
      }
export type StartupExchangeSessionTokenMutationHookResult = ReturnType<typeof useStartupExchangeSessionTokenMutation>;
export type StartupExchangeSessionTokenMutationResult = Apollo.MutationResult<StartupExchangeSessionTokenMutation>;
export type StartupExchangeSessionTokenMutationOptions = Apollo.BaseMutationOptions<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>;
export const BookingShellContactsQueryDocument = gql`
    query BookingShellContactsQuery {
  contacts {
    id
    name
    mobile
    email
  }
}
    `;

/**
 * __useBookingShellContactsQuery__
 *
 * To run a query within a React component, call `useBookingShellContactsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingShellContactsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingShellContactsQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingShellContactsQuery(baseOptions?: Apollo.QueryHookOptions<BookingShellContactsQuery, BookingShellContactsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingShellContactsQuery, BookingShellContactsQueryVariables>(BookingShellContactsQueryDocument, options);
      }
export function useBookingShellContactsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingShellContactsQuery, BookingShellContactsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingShellContactsQuery, BookingShellContactsQueryVariables>(BookingShellContactsQueryDocument, options);
        }
// @ts-ignore
export function useBookingShellContactsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingShellContactsQuery, BookingShellContactsQueryVariables>): Apollo.UseSuspenseQueryResult<BookingShellContactsQuery, BookingShellContactsQueryVariables>;
export function useBookingShellContactsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingShellContactsQuery, BookingShellContactsQueryVariables>): Apollo.UseSuspenseQueryResult<BookingShellContactsQuery | undefined, BookingShellContactsQueryVariables>;
export function useBookingShellContactsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingShellContactsQuery, BookingShellContactsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingShellContactsQuery, BookingShellContactsQueryVariables>(BookingShellContactsQueryDocument, options);
        }
export type BookingShellContactsQueryHookResult = ReturnType<typeof useBookingShellContactsQuery>;
export type BookingShellContactsQueryLazyQueryHookResult = ReturnType<typeof useBookingShellContactsQueryLazyQuery>;
export type BookingShellContactsQuerySuspenseQueryHookResult = ReturnType<typeof useBookingShellContactsQuerySuspenseQuery>;
export type BookingShellContactsQueryQueryResult = Apollo.QueryResult<BookingShellContactsQuery, BookingShellContactsQueryVariables>;
export const BookingShellInvoiceQueryDocument = gql`
    query BookingShellInvoiceQuery {
  invoiceTitles {
    id
    name
    isDefault
  }
}
    `;

/**
 * __useBookingShellInvoiceQuery__
 *
 * To run a query within a React component, call `useBookingShellInvoiceQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingShellInvoiceQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingShellInvoiceQuery({
 *   variables: {
 *   },
 * });
 */
export function useBookingShellInvoiceQuery(baseOptions?: Apollo.QueryHookOptions<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>(BookingShellInvoiceQueryDocument, options);
      }
export function useBookingShellInvoiceQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>(BookingShellInvoiceQueryDocument, options);
        }
// @ts-ignore
export function useBookingShellInvoiceQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>): Apollo.UseSuspenseQueryResult<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>;
export function useBookingShellInvoiceQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>): Apollo.UseSuspenseQueryResult<BookingShellInvoiceQuery | undefined, BookingShellInvoiceQueryVariables>;
export function useBookingShellInvoiceQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>(BookingShellInvoiceQueryDocument, options);
        }
export type BookingShellInvoiceQueryHookResult = ReturnType<typeof useBookingShellInvoiceQuery>;
export type BookingShellInvoiceQueryLazyQueryHookResult = ReturnType<typeof useBookingShellInvoiceQueryLazyQuery>;
export type BookingShellInvoiceQuerySuspenseQueryHookResult = ReturnType<typeof useBookingShellInvoiceQuerySuspenseQuery>;
export type BookingShellInvoiceQueryQueryResult = Apollo.QueryResult<BookingShellInvoiceQuery, BookingShellInvoiceQueryVariables>;
export const BookingTravellerRowQueryDocument = gql`
    query BookingTravellerRowQuery($id: ID!, $on: Date!) {
  traveller(id: $id) {
    ...BookingTravellerRow_traveller
  }
}
    ${BookingTravellerRow_TravellerFragmentDoc}`;

/**
 * __useBookingTravellerRowQuery__
 *
 * To run a query within a React component, call `useBookingTravellerRowQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingTravellerRowQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingTravellerRowQuery({
 *   variables: {
 *      id: // value for 'id'
 *      on: // value for 'on'
 *   },
 * });
 */
export function useBookingTravellerRowQuery(baseOptions: Apollo.QueryHookOptions<BookingTravellerRowQuery, BookingTravellerRowQueryVariables> & ({ variables: BookingTravellerRowQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>(BookingTravellerRowQueryDocument, options);
      }
export function useBookingTravellerRowQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>(BookingTravellerRowQueryDocument, options);
        }
// @ts-ignore
export function useBookingTravellerRowQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>): Apollo.UseSuspenseQueryResult<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>;
export function useBookingTravellerRowQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>): Apollo.UseSuspenseQueryResult<BookingTravellerRowQuery | undefined, BookingTravellerRowQueryVariables>;
export function useBookingTravellerRowQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>(BookingTravellerRowQueryDocument, options);
        }
export type BookingTravellerRowQueryHookResult = ReturnType<typeof useBookingTravellerRowQuery>;
export type BookingTravellerRowQueryLazyQueryHookResult = ReturnType<typeof useBookingTravellerRowQueryLazyQuery>;
export type BookingTravellerRowQuerySuspenseQueryHookResult = ReturnType<typeof useBookingTravellerRowQuerySuspenseQuery>;
export type BookingTravellerRowQueryQueryResult = Apollo.QueryResult<BookingTravellerRowQuery, BookingTravellerRowQueryVariables>;
export const OrderDetailFrameCancelOrderDocument = gql`
    mutation OrderDetailFrameCancelOrder($input: CancelOrderInput!) {
  cancelOrder(input: $input) {
    order {
      id
      ...OrderDetailFrame_order
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${OrderDetailFrame_OrderFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type OrderDetailFrameCancelOrderMutationFn = Apollo.MutationFunction<OrderDetailFrameCancelOrderMutation, OrderDetailFrameCancelOrderMutationVariables>;

/**
 * __useOrderDetailFrameCancelOrderMutation__
 *
 * To run a mutation, you first call `useOrderDetailFrameCancelOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOrderDetailFrameCancelOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [orderDetailFrameCancelOrderMutation, { data, loading, error }] = useOrderDetailFrameCancelOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useOrderDetailFrameCancelOrderMutation(baseOptions?: Apollo.MutationHookOptions<OrderDetailFrameCancelOrderMutation, OrderDetailFrameCancelOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<OrderDetailFrameCancelOrderMutation, OrderDetailFrameCancelOrderMutationVariables>(OrderDetailFrameCancelOrderDocument, options);
      }
export type OrderDetailFrameCancelOrderMutationHookResult = ReturnType<typeof useOrderDetailFrameCancelOrderMutation>;
export type OrderDetailFrameCancelOrderMutationResult = Apollo.MutationResult<OrderDetailFrameCancelOrderMutation>;
export type OrderDetailFrameCancelOrderMutationOptions = Apollo.BaseMutationOptions<OrderDetailFrameCancelOrderMutation, OrderDetailFrameCancelOrderMutationVariables>;
export const OrderDetailFrameDeleteOrderDocument = gql`
    mutation OrderDetailFrameDeleteOrder($input: DeleteOrderInput!) {
  deleteOrder(input: $input) {
    deletedOrderNo
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type OrderDetailFrameDeleteOrderMutationFn = Apollo.MutationFunction<OrderDetailFrameDeleteOrderMutation, OrderDetailFrameDeleteOrderMutationVariables>;

/**
 * __useOrderDetailFrameDeleteOrderMutation__
 *
 * To run a mutation, you first call `useOrderDetailFrameDeleteOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOrderDetailFrameDeleteOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [orderDetailFrameDeleteOrderMutation, { data, loading, error }] = useOrderDetailFrameDeleteOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useOrderDetailFrameDeleteOrderMutation(baseOptions?: Apollo.MutationHookOptions<OrderDetailFrameDeleteOrderMutation, OrderDetailFrameDeleteOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<OrderDetailFrameDeleteOrderMutation, OrderDetailFrameDeleteOrderMutationVariables>(OrderDetailFrameDeleteOrderDocument, options);
      }
export type OrderDetailFrameDeleteOrderMutationHookResult = ReturnType<typeof useOrderDetailFrameDeleteOrderMutation>;
export type OrderDetailFrameDeleteOrderMutationResult = Apollo.MutationResult<OrderDetailFrameDeleteOrderMutation>;
export type OrderDetailFrameDeleteOrderMutationOptions = Apollo.BaseMutationOptions<OrderDetailFrameDeleteOrderMutation, OrderDetailFrameDeleteOrderMutationVariables>;
export const ContactChooserQueryDocument = gql`
    query ContactChooserQuery {
  contacts {
    ...ContactChooser_contact
  }
}
    ${ContactChooser_ContactFragmentDoc}`;

/**
 * __useContactChooserQuery__
 *
 * To run a query within a React component, call `useContactChooserQuery` and pass it any options that fit your needs.
 * When your component renders, `useContactChooserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useContactChooserQuery({
 *   variables: {
 *   },
 * });
 */
export function useContactChooserQuery(baseOptions?: Apollo.QueryHookOptions<ContactChooserQuery, ContactChooserQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<ContactChooserQuery, ContactChooserQueryVariables>(ContactChooserQueryDocument, options);
      }
export function useContactChooserQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<ContactChooserQuery, ContactChooserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<ContactChooserQuery, ContactChooserQueryVariables>(ContactChooserQueryDocument, options);
        }
// @ts-ignore
export function useContactChooserQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<ContactChooserQuery, ContactChooserQueryVariables>): Apollo.UseSuspenseQueryResult<ContactChooserQuery, ContactChooserQueryVariables>;
export function useContactChooserQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactChooserQuery, ContactChooserQueryVariables>): Apollo.UseSuspenseQueryResult<ContactChooserQuery | undefined, ContactChooserQueryVariables>;
export function useContactChooserQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<ContactChooserQuery, ContactChooserQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<ContactChooserQuery, ContactChooserQueryVariables>(ContactChooserQueryDocument, options);
        }
export type ContactChooserQueryHookResult = ReturnType<typeof useContactChooserQuery>;
export type ContactChooserQueryLazyQueryHookResult = ReturnType<typeof useContactChooserQueryLazyQuery>;
export type ContactChooserQuerySuspenseQueryHookResult = ReturnType<typeof useContactChooserQuerySuspenseQuery>;
export type ContactChooserQueryQueryResult = Apollo.QueryResult<ContactChooserQuery, ContactChooserQueryVariables>;
export const InvoiceTitleFormCompaniesQueryDocument = gql`
    query InvoiceTitleFormCompaniesQuery($keyword: String!) {
  searchCompanies(keyword: $keyword) {
    name
    taxNumber
  }
}
    `;

/**
 * __useInvoiceTitleFormCompaniesQuery__
 *
 * To run a query within a React component, call `useInvoiceTitleFormCompaniesQuery` and pass it any options that fit your needs.
 * When your component renders, `useInvoiceTitleFormCompaniesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInvoiceTitleFormCompaniesQuery({
 *   variables: {
 *      keyword: // value for 'keyword'
 *   },
 * });
 */
export function useInvoiceTitleFormCompaniesQuery(baseOptions: Apollo.QueryHookOptions<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables> & ({ variables: InvoiceTitleFormCompaniesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>(InvoiceTitleFormCompaniesQueryDocument, options);
      }
export function useInvoiceTitleFormCompaniesQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>(InvoiceTitleFormCompaniesQueryDocument, options);
        }
// @ts-ignore
export function useInvoiceTitleFormCompaniesQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>): Apollo.UseSuspenseQueryResult<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>;
export function useInvoiceTitleFormCompaniesQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>): Apollo.UseSuspenseQueryResult<InvoiceTitleFormCompaniesQuery | undefined, InvoiceTitleFormCompaniesQueryVariables>;
export function useInvoiceTitleFormCompaniesQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>(InvoiceTitleFormCompaniesQueryDocument, options);
        }
export type InvoiceTitleFormCompaniesQueryHookResult = ReturnType<typeof useInvoiceTitleFormCompaniesQuery>;
export type InvoiceTitleFormCompaniesQueryLazyQueryHookResult = ReturnType<typeof useInvoiceTitleFormCompaniesQueryLazyQuery>;
export type InvoiceTitleFormCompaniesQuerySuspenseQueryHookResult = ReturnType<typeof useInvoiceTitleFormCompaniesQuerySuspenseQuery>;
export type InvoiceTitleFormCompaniesQueryQueryResult = Apollo.QueryResult<InvoiceTitleFormCompaniesQuery, InvoiceTitleFormCompaniesQueryVariables>;
export const InvoiceTitleFormSaveDocument = gql`
    mutation InvoiceTitleFormSave($input: SaveInvoiceTitleInput!) {
  saveInvoiceTitle(input: $input) {
    invoiceTitle {
      ...InvoiceTitleForm_invoiceTitle
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${InvoiceTitleForm_InvoiceTitleFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type InvoiceTitleFormSaveMutationFn = Apollo.MutationFunction<InvoiceTitleFormSaveMutation, InvoiceTitleFormSaveMutationVariables>;

/**
 * __useInvoiceTitleFormSaveMutation__
 *
 * To run a mutation, you first call `useInvoiceTitleFormSaveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInvoiceTitleFormSaveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [invoiceTitleFormSaveMutation, { data, loading, error }] = useInvoiceTitleFormSaveMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useInvoiceTitleFormSaveMutation(baseOptions?: Apollo.MutationHookOptions<InvoiceTitleFormSaveMutation, InvoiceTitleFormSaveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<InvoiceTitleFormSaveMutation, InvoiceTitleFormSaveMutationVariables>(InvoiceTitleFormSaveDocument, options);
      }
export type InvoiceTitleFormSaveMutationHookResult = ReturnType<typeof useInvoiceTitleFormSaveMutation>;
export type InvoiceTitleFormSaveMutationResult = Apollo.MutationResult<InvoiceTitleFormSaveMutation>;
export type InvoiceTitleFormSaveMutationOptions = Apollo.BaseMutationOptions<InvoiceTitleFormSaveMutation, InvoiceTitleFormSaveMutationVariables>;
export const InvoiceTitleListQueryDocument = gql`
    query InvoiceTitleListQuery {
  invoiceTitles {
    ...InvoiceTitleList_invoiceTitle
  }
}
    ${InvoiceTitleList_InvoiceTitleFragmentDoc}
${InvoiceTitleForm_InvoiceTitleFragmentDoc}`;

/**
 * __useInvoiceTitleListQuery__
 *
 * To run a query within a React component, call `useInvoiceTitleListQuery` and pass it any options that fit your needs.
 * When your component renders, `useInvoiceTitleListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useInvoiceTitleListQuery({
 *   variables: {
 *   },
 * });
 */
export function useInvoiceTitleListQuery(baseOptions?: Apollo.QueryHookOptions<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>(InvoiceTitleListQueryDocument, options);
      }
export function useInvoiceTitleListQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>(InvoiceTitleListQueryDocument, options);
        }
// @ts-ignore
export function useInvoiceTitleListQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>): Apollo.UseSuspenseQueryResult<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>;
export function useInvoiceTitleListQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>): Apollo.UseSuspenseQueryResult<InvoiceTitleListQuery | undefined, InvoiceTitleListQueryVariables>;
export function useInvoiceTitleListQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>(InvoiceTitleListQueryDocument, options);
        }
export type InvoiceTitleListQueryHookResult = ReturnType<typeof useInvoiceTitleListQuery>;
export type InvoiceTitleListQueryLazyQueryHookResult = ReturnType<typeof useInvoiceTitleListQueryLazyQuery>;
export type InvoiceTitleListQuerySuspenseQueryHookResult = ReturnType<typeof useInvoiceTitleListQuerySuspenseQuery>;
export type InvoiceTitleListQueryQueryResult = Apollo.QueryResult<InvoiceTitleListQuery, InvoiceTitleListQueryVariables>;
export const InvoiceTitleListDeleteDocument = gql`
    mutation InvoiceTitleListDelete($input: DeleteInvoiceTitleInput!) {
  deleteInvoiceTitle(input: $input) {
    deletedId
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type InvoiceTitleListDeleteMutationFn = Apollo.MutationFunction<InvoiceTitleListDeleteMutation, InvoiceTitleListDeleteMutationVariables>;

/**
 * __useInvoiceTitleListDeleteMutation__
 *
 * To run a mutation, you first call `useInvoiceTitleListDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInvoiceTitleListDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [invoiceTitleListDeleteMutation, { data, loading, error }] = useInvoiceTitleListDeleteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useInvoiceTitleListDeleteMutation(baseOptions?: Apollo.MutationHookOptions<InvoiceTitleListDeleteMutation, InvoiceTitleListDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<InvoiceTitleListDeleteMutation, InvoiceTitleListDeleteMutationVariables>(InvoiceTitleListDeleteDocument, options);
      }
export type InvoiceTitleListDeleteMutationHookResult = ReturnType<typeof useInvoiceTitleListDeleteMutation>;
export type InvoiceTitleListDeleteMutationResult = Apollo.MutationResult<InvoiceTitleListDeleteMutation>;
export type InvoiceTitleListDeleteMutationOptions = Apollo.BaseMutationOptions<InvoiceTitleListDeleteMutation, InvoiceTitleListDeleteMutationVariables>;
export const TravellerChooserQueryDocument = gql`
    query TravellerChooserQuery($pageNum: Int!, $pageSize: Int!) {
  travellers(pageNum: $pageNum, pageSize: $pageSize) {
    pageNum
    total
    hasMore
    items {
      ...TravellerChooser_traveller
    }
  }
  documentTypes {
    type
    name
  }
}
    ${TravellerChooser_TravellerFragmentDoc}
${TravellerForm_TravellerFragmentDoc}`;

/**
 * __useTravellerChooserQuery__
 *
 * To run a query within a React component, call `useTravellerChooserQuery` and pass it any options that fit your needs.
 * When your component renders, `useTravellerChooserQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTravellerChooserQuery({
 *   variables: {
 *      pageNum: // value for 'pageNum'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useTravellerChooserQuery(baseOptions: Apollo.QueryHookOptions<TravellerChooserQuery, TravellerChooserQueryVariables> & ({ variables: TravellerChooserQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TravellerChooserQuery, TravellerChooserQueryVariables>(TravellerChooserQueryDocument, options);
      }
export function useTravellerChooserQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TravellerChooserQuery, TravellerChooserQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TravellerChooserQuery, TravellerChooserQueryVariables>(TravellerChooserQueryDocument, options);
        }
// @ts-ignore
export function useTravellerChooserQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TravellerChooserQuery, TravellerChooserQueryVariables>): Apollo.UseSuspenseQueryResult<TravellerChooserQuery, TravellerChooserQueryVariables>;
export function useTravellerChooserQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TravellerChooserQuery, TravellerChooserQueryVariables>): Apollo.UseSuspenseQueryResult<TravellerChooserQuery | undefined, TravellerChooserQueryVariables>;
export function useTravellerChooserQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TravellerChooserQuery, TravellerChooserQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TravellerChooserQuery, TravellerChooserQueryVariables>(TravellerChooserQueryDocument, options);
        }
export type TravellerChooserQueryHookResult = ReturnType<typeof useTravellerChooserQuery>;
export type TravellerChooserQueryLazyQueryHookResult = ReturnType<typeof useTravellerChooserQueryLazyQuery>;
export type TravellerChooserQuerySuspenseQueryHookResult = ReturnType<typeof useTravellerChooserQuerySuspenseQuery>;
export type TravellerChooserQueryQueryResult = Apollo.QueryResult<TravellerChooserQuery, TravellerChooserQueryVariables>;
export const TravellerFormQueryDocument = gql`
    query TravellerFormQuery {
  documentTypes {
    type
    name
    rule
    needsExpiry
  }
}
    `;

/**
 * __useTravellerFormQuery__
 *
 * To run a query within a React component, call `useTravellerFormQuery` and pass it any options that fit your needs.
 * When your component renders, `useTravellerFormQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTravellerFormQuery({
 *   variables: {
 *   },
 * });
 */
export function useTravellerFormQuery(baseOptions?: Apollo.QueryHookOptions<TravellerFormQuery, TravellerFormQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<TravellerFormQuery, TravellerFormQueryVariables>(TravellerFormQueryDocument, options);
      }
export function useTravellerFormQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<TravellerFormQuery, TravellerFormQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<TravellerFormQuery, TravellerFormQueryVariables>(TravellerFormQueryDocument, options);
        }
// @ts-ignore
export function useTravellerFormQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<TravellerFormQuery, TravellerFormQueryVariables>): Apollo.UseSuspenseQueryResult<TravellerFormQuery, TravellerFormQueryVariables>;
export function useTravellerFormQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TravellerFormQuery, TravellerFormQueryVariables>): Apollo.UseSuspenseQueryResult<TravellerFormQuery | undefined, TravellerFormQueryVariables>;
export function useTravellerFormQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<TravellerFormQuery, TravellerFormQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<TravellerFormQuery, TravellerFormQueryVariables>(TravellerFormQueryDocument, options);
        }
export type TravellerFormQueryHookResult = ReturnType<typeof useTravellerFormQuery>;
export type TravellerFormQueryLazyQueryHookResult = ReturnType<typeof useTravellerFormQueryLazyQuery>;
export type TravellerFormQuerySuspenseQueryHookResult = ReturnType<typeof useTravellerFormQuerySuspenseQuery>;
export type TravellerFormQueryQueryResult = Apollo.QueryResult<TravellerFormQuery, TravellerFormQueryVariables>;
export const TravellerFormCreateDocument = gql`
    mutation TravellerFormCreate($input: CreateTravellerInput!) {
  createTraveller(input: $input) {
    traveller {
      ...TravellerForm_traveller
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${TravellerForm_TravellerFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type TravellerFormCreateMutationFn = Apollo.MutationFunction<TravellerFormCreateMutation, TravellerFormCreateMutationVariables>;

/**
 * __useTravellerFormCreateMutation__
 *
 * To run a mutation, you first call `useTravellerFormCreateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTravellerFormCreateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [travellerFormCreateMutation, { data, loading, error }] = useTravellerFormCreateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTravellerFormCreateMutation(baseOptions?: Apollo.MutationHookOptions<TravellerFormCreateMutation, TravellerFormCreateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<TravellerFormCreateMutation, TravellerFormCreateMutationVariables>(TravellerFormCreateDocument, options);
      }
export type TravellerFormCreateMutationHookResult = ReturnType<typeof useTravellerFormCreateMutation>;
export type TravellerFormCreateMutationResult = Apollo.MutationResult<TravellerFormCreateMutation>;
export type TravellerFormCreateMutationOptions = Apollo.BaseMutationOptions<TravellerFormCreateMutation, TravellerFormCreateMutationVariables>;
export const TravellerFormUpdateDocument = gql`
    mutation TravellerFormUpdate($input: UpdateTravellerInput!) {
  updateTraveller(input: $input) {
    traveller {
      ...TravellerForm_traveller
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${TravellerForm_TravellerFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type TravellerFormUpdateMutationFn = Apollo.MutationFunction<TravellerFormUpdateMutation, TravellerFormUpdateMutationVariables>;

/**
 * __useTravellerFormUpdateMutation__
 *
 * To run a mutation, you first call `useTravellerFormUpdateMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTravellerFormUpdateMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [travellerFormUpdateMutation, { data, loading, error }] = useTravellerFormUpdateMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTravellerFormUpdateMutation(baseOptions?: Apollo.MutationHookOptions<TravellerFormUpdateMutation, TravellerFormUpdateMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<TravellerFormUpdateMutation, TravellerFormUpdateMutationVariables>(TravellerFormUpdateDocument, options);
      }
export type TravellerFormUpdateMutationHookResult = ReturnType<typeof useTravellerFormUpdateMutation>;
export type TravellerFormUpdateMutationResult = Apollo.MutationResult<TravellerFormUpdateMutation>;
export type TravellerFormUpdateMutationOptions = Apollo.BaseMutationOptions<TravellerFormUpdateMutation, TravellerFormUpdateMutationVariables>;
export const BookingLegsQueryDocument = gql`
    query BookingLegsQuery($flightId: ID!, $returnFlightId: ID!, $roundTrip: Boolean!) {
  flight(id: $flightId) {
    ...FlightSummary_flight
  }
  returnFlight: flight(id: $returnFlightId) @include(if: $roundTrip) {
    ...FlightSummary_flight
  }
}
    ${FlightSummary_FlightFragmentDoc}
${FlightSummary_EndpointFragmentDoc}
${FlightSummary_FareFragmentDoc}`;

/**
 * __useBookingLegsQuery__
 *
 * To run a query within a React component, call `useBookingLegsQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingLegsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingLegsQuery({
 *   variables: {
 *      flightId: // value for 'flightId'
 *      returnFlightId: // value for 'returnFlightId'
 *      roundTrip: // value for 'roundTrip'
 *   },
 * });
 */
export function useBookingLegsQuery(baseOptions: Apollo.QueryHookOptions<BookingLegsQuery, BookingLegsQueryVariables> & ({ variables: BookingLegsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingLegsQuery, BookingLegsQueryVariables>(BookingLegsQueryDocument, options);
      }
export function useBookingLegsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingLegsQuery, BookingLegsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingLegsQuery, BookingLegsQueryVariables>(BookingLegsQueryDocument, options);
        }
// @ts-ignore
export function useBookingLegsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingLegsQuery, BookingLegsQueryVariables>): Apollo.UseSuspenseQueryResult<BookingLegsQuery, BookingLegsQueryVariables>;
export function useBookingLegsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingLegsQuery, BookingLegsQueryVariables>): Apollo.UseSuspenseQueryResult<BookingLegsQuery | undefined, BookingLegsQueryVariables>;
export function useBookingLegsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingLegsQuery, BookingLegsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingLegsQuery, BookingLegsQueryVariables>(BookingLegsQueryDocument, options);
        }
export type BookingLegsQueryHookResult = ReturnType<typeof useBookingLegsQuery>;
export type BookingLegsQueryLazyQueryHookResult = ReturnType<typeof useBookingLegsQueryLazyQuery>;
export type BookingLegsQuerySuspenseQueryHookResult = ReturnType<typeof useBookingLegsQuerySuspenseQuery>;
export type BookingLegsQueryQueryResult = Apollo.QueryResult<BookingLegsQuery, BookingLegsQueryVariables>;
export const BookingPageQueryDocument = gql`
    query BookingPageQuery($flightId: ID!, $returnFlightId: ID!, $roundTrip: Boolean!) {
  me {
    id
    mobile
    memEmail
  }
  flight(id: $flightId) {
    ...FlightSummary_flight
  }
  returnFlight: flight(id: $returnFlightId) @include(if: $roundTrip) {
    ...FlightSummary_flight
  }
  documentTypes {
    type
    name
  }
}
    ${FlightSummary_FlightFragmentDoc}
${FlightSummary_EndpointFragmentDoc}
${FlightSummary_FareFragmentDoc}`;

/**
 * __useBookingPageQuery__
 *
 * To run a query within a React component, call `useBookingPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingPageQuery({
 *   variables: {
 *      flightId: // value for 'flightId'
 *      returnFlightId: // value for 'returnFlightId'
 *      roundTrip: // value for 'roundTrip'
 *   },
 * });
 */
export function useBookingPageQuery(baseOptions: Apollo.QueryHookOptions<BookingPageQuery, BookingPageQueryVariables> & ({ variables: BookingPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingPageQuery, BookingPageQueryVariables>(BookingPageQueryDocument, options);
      }
export function useBookingPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingPageQuery, BookingPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingPageQuery, BookingPageQueryVariables>(BookingPageQueryDocument, options);
        }
// @ts-ignore
export function useBookingPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingPageQuery, BookingPageQueryVariables>): Apollo.UseSuspenseQueryResult<BookingPageQuery, BookingPageQueryVariables>;
export function useBookingPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingPageQuery, BookingPageQueryVariables>): Apollo.UseSuspenseQueryResult<BookingPageQuery | undefined, BookingPageQueryVariables>;
export function useBookingPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingPageQuery, BookingPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingPageQuery, BookingPageQueryVariables>(BookingPageQueryDocument, options);
        }
export type BookingPageQueryHookResult = ReturnType<typeof useBookingPageQuery>;
export type BookingPageQueryLazyQueryHookResult = ReturnType<typeof useBookingPageQueryLazyQuery>;
export type BookingPageQuerySuspenseQueryHookResult = ReturnType<typeof useBookingPageQuerySuspenseQuery>;
export type BookingPageQueryQueryResult = Apollo.QueryResult<BookingPageQuery, BookingPageQueryVariables>;
export const BookingPageQuoteQueryDocument = gql`
    query BookingPageQuoteQuery($fareIds: [ID!]!, $travellerIds: [ID!]!) {
  flightQuote(fareIds: $fareIds, travellerIds: $travellerIds) {
    lines {
      label
      count
      unitPrice {
        text
      }
      amount {
        text
      }
    }
    total {
      fen
      text
    }
  }
}
    `;

/**
 * __useBookingPageQuoteQuery__
 *
 * To run a query within a React component, call `useBookingPageQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useBookingPageQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useBookingPageQuoteQuery({
 *   variables: {
 *      fareIds: // value for 'fareIds'
 *      travellerIds: // value for 'travellerIds'
 *   },
 * });
 */
export function useBookingPageQuoteQuery(baseOptions: Apollo.QueryHookOptions<BookingPageQuoteQuery, BookingPageQuoteQueryVariables> & ({ variables: BookingPageQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>(BookingPageQuoteQueryDocument, options);
      }
export function useBookingPageQuoteQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>(BookingPageQuoteQueryDocument, options);
        }
// @ts-ignore
export function useBookingPageQuoteQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>): Apollo.UseSuspenseQueryResult<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>;
export function useBookingPageQuoteQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>): Apollo.UseSuspenseQueryResult<BookingPageQuoteQuery | undefined, BookingPageQuoteQueryVariables>;
export function useBookingPageQuoteQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>(BookingPageQuoteQueryDocument, options);
        }
export type BookingPageQuoteQueryHookResult = ReturnType<typeof useBookingPageQuoteQuery>;
export type BookingPageQuoteQueryLazyQueryHookResult = ReturnType<typeof useBookingPageQuoteQueryLazyQuery>;
export type BookingPageQuoteQuerySuspenseQueryHookResult = ReturnType<typeof useBookingPageQuoteQuerySuspenseQuery>;
export type BookingPageQuoteQueryQueryResult = Apollo.QueryResult<BookingPageQuoteQuery, BookingPageQuoteQueryVariables>;
export const BookingPageCreateOrderDocument = gql`
    mutation BookingPageCreateOrder($input: CreateFlightOrderInput!) {
  createFlightOrder(input: $input) {
    order {
      id
      orderNo
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type BookingPageCreateOrderMutationFn = Apollo.MutationFunction<BookingPageCreateOrderMutation, BookingPageCreateOrderMutationVariables>;

/**
 * __useBookingPageCreateOrderMutation__
 *
 * To run a mutation, you first call `useBookingPageCreateOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBookingPageCreateOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [bookingPageCreateOrderMutation, { data, loading, error }] = useBookingPageCreateOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useBookingPageCreateOrderMutation(baseOptions?: Apollo.MutationHookOptions<BookingPageCreateOrderMutation, BookingPageCreateOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<BookingPageCreateOrderMutation, BookingPageCreateOrderMutationVariables>(BookingPageCreateOrderDocument, options);
      }
export type BookingPageCreateOrderMutationHookResult = ReturnType<typeof useBookingPageCreateOrderMutation>;
export type BookingPageCreateOrderMutationResult = Apollo.MutationResult<BookingPageCreateOrderMutation>;
export type BookingPageCreateOrderMutationOptions = Apollo.BaseMutationOptions<BookingPageCreateOrderMutation, BookingPageCreateOrderMutationVariables>;
export const PassengerEditorQueryDocument = gql`
    query PassengerEditorQuery($id: ID!) {
  traveller(id: $id) {
    ...TravellerForm_traveller
  }
}
    ${TravellerForm_TravellerFragmentDoc}`;

/**
 * __usePassengerEditorQuery__
 *
 * To run a query within a React component, call `usePassengerEditorQuery` and pass it any options that fit your needs.
 * When your component renders, `usePassengerEditorQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePassengerEditorQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function usePassengerEditorQuery(baseOptions: Apollo.QueryHookOptions<PassengerEditorQuery, PassengerEditorQueryVariables> & ({ variables: PassengerEditorQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PassengerEditorQuery, PassengerEditorQueryVariables>(PassengerEditorQueryDocument, options);
      }
export function usePassengerEditorQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PassengerEditorQuery, PassengerEditorQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PassengerEditorQuery, PassengerEditorQueryVariables>(PassengerEditorQueryDocument, options);
        }
// @ts-ignore
export function usePassengerEditorQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PassengerEditorQuery, PassengerEditorQueryVariables>): Apollo.UseSuspenseQueryResult<PassengerEditorQuery, PassengerEditorQueryVariables>;
export function usePassengerEditorQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PassengerEditorQuery, PassengerEditorQueryVariables>): Apollo.UseSuspenseQueryResult<PassengerEditorQuery | undefined, PassengerEditorQueryVariables>;
export function usePassengerEditorQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PassengerEditorQuery, PassengerEditorQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PassengerEditorQuery, PassengerEditorQueryVariables>(PassengerEditorQueryDocument, options);
        }
export type PassengerEditorQueryHookResult = ReturnType<typeof usePassengerEditorQuery>;
export type PassengerEditorQueryLazyQueryHookResult = ReturnType<typeof usePassengerEditorQueryLazyQuery>;
export type PassengerEditorQuerySuspenseQueryHookResult = ReturnType<typeof usePassengerEditorQuerySuspenseQuery>;
export type PassengerEditorQueryQueryResult = Apollo.QueryResult<PassengerEditorQuery, PassengerEditorQueryVariables>;
export const LocalCityLocateQueryDocument = gql`
    query LocalCityLocateQuery($longitude: Float!, $latitude: Float!) {
  locateCity(longitude: $longitude, latitude: $latitude) {
    city {
      adcode
      name
    }
  }
}
    `;

/**
 * __useLocalCityLocateQuery__
 *
 * To run a query within a React component, call `useLocalCityLocateQuery` and pass it any options that fit your needs.
 * When your component renders, `useLocalCityLocateQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLocalCityLocateQuery({
 *   variables: {
 *      longitude: // value for 'longitude'
 *      latitude: // value for 'latitude'
 *   },
 * });
 */
export function useLocalCityLocateQuery(baseOptions: Apollo.QueryHookOptions<LocalCityLocateQuery, LocalCityLocateQueryVariables> & ({ variables: LocalCityLocateQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LocalCityLocateQuery, LocalCityLocateQueryVariables>(LocalCityLocateQueryDocument, options);
      }
export function useLocalCityLocateQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LocalCityLocateQuery, LocalCityLocateQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LocalCityLocateQuery, LocalCityLocateQueryVariables>(LocalCityLocateQueryDocument, options);
        }
// @ts-ignore
export function useLocalCityLocateQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LocalCityLocateQuery, LocalCityLocateQueryVariables>): Apollo.UseSuspenseQueryResult<LocalCityLocateQuery, LocalCityLocateQueryVariables>;
export function useLocalCityLocateQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LocalCityLocateQuery, LocalCityLocateQueryVariables>): Apollo.UseSuspenseQueryResult<LocalCityLocateQuery | undefined, LocalCityLocateQueryVariables>;
export function useLocalCityLocateQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LocalCityLocateQuery, LocalCityLocateQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LocalCityLocateQuery, LocalCityLocateQueryVariables>(LocalCityLocateQueryDocument, options);
        }
export type LocalCityLocateQueryHookResult = ReturnType<typeof useLocalCityLocateQuery>;
export type LocalCityLocateQueryLazyQueryHookResult = ReturnType<typeof useLocalCityLocateQueryLazyQuery>;
export type LocalCityLocateQuerySuspenseQueryHookResult = ReturnType<typeof useLocalCityLocateQuerySuspenseQuery>;
export type LocalCityLocateQueryQueryResult = Apollo.QueryResult<LocalCityLocateQuery, LocalCityLocateQueryVariables>;
export const LocalCitySearchQueryDocument = gql`
    query LocalCitySearchQuery($keyword: String!) {
  searchCities(keyword: $keyword) {
    ...LocalCity_city
  }
}
    ${LocalCity_CityFragmentDoc}`;

/**
 * __useLocalCitySearchQuery__
 *
 * To run a query within a React component, call `useLocalCitySearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useLocalCitySearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLocalCitySearchQuery({
 *   variables: {
 *      keyword: // value for 'keyword'
 *   },
 * });
 */
export function useLocalCitySearchQuery(baseOptions: Apollo.QueryHookOptions<LocalCitySearchQuery, LocalCitySearchQueryVariables> & ({ variables: LocalCitySearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<LocalCitySearchQuery, LocalCitySearchQueryVariables>(LocalCitySearchQueryDocument, options);
      }
export function useLocalCitySearchQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<LocalCitySearchQuery, LocalCitySearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<LocalCitySearchQuery, LocalCitySearchQueryVariables>(LocalCitySearchQueryDocument, options);
        }
// @ts-ignore
export function useLocalCitySearchQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<LocalCitySearchQuery, LocalCitySearchQueryVariables>): Apollo.UseSuspenseQueryResult<LocalCitySearchQuery, LocalCitySearchQueryVariables>;
export function useLocalCitySearchQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LocalCitySearchQuery, LocalCitySearchQueryVariables>): Apollo.UseSuspenseQueryResult<LocalCitySearchQuery | undefined, LocalCitySearchQueryVariables>;
export function useLocalCitySearchQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<LocalCitySearchQuery, LocalCitySearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<LocalCitySearchQuery, LocalCitySearchQueryVariables>(LocalCitySearchQueryDocument, options);
        }
export type LocalCitySearchQueryHookResult = ReturnType<typeof useLocalCitySearchQuery>;
export type LocalCitySearchQueryLazyQueryHookResult = ReturnType<typeof useLocalCitySearchQueryLazyQuery>;
export type LocalCitySearchQuerySuspenseQueryHookResult = ReturnType<typeof useLocalCitySearchQuerySuspenseQuery>;
export type LocalCitySearchQueryQueryResult = Apollo.QueryResult<LocalCitySearchQuery, LocalCitySearchQueryVariables>;
export const ChangeConfirmApplyDocument = gql`
    mutation ChangeConfirmApply($input: ApplyFlightChangeInput!) {
  applyFlightChange(input: $input) {
    change {
      ...ChangeDetail_change
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${ChangeDetail_ChangeFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type ChangeConfirmApplyMutationFn = Apollo.MutationFunction<ChangeConfirmApplyMutation, ChangeConfirmApplyMutationVariables>;

/**
 * __useChangeConfirmApplyMutation__
 *
 * To run a mutation, you first call `useChangeConfirmApplyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeConfirmApplyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeConfirmApplyMutation, { data, loading, error }] = useChangeConfirmApplyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangeConfirmApplyMutation(baseOptions?: Apollo.MutationHookOptions<ChangeConfirmApplyMutation, ChangeConfirmApplyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangeConfirmApplyMutation, ChangeConfirmApplyMutationVariables>(ChangeConfirmApplyDocument, options);
      }
export type ChangeConfirmApplyMutationHookResult = ReturnType<typeof useChangeConfirmApplyMutation>;
export type ChangeConfirmApplyMutationResult = Apollo.MutationResult<ChangeConfirmApplyMutation>;
export type ChangeConfirmApplyMutationOptions = Apollo.BaseMutationOptions<ChangeConfirmApplyMutation, ChangeConfirmApplyMutationVariables>;
export const ChangeConfirmConfirmDocument = gql`
    mutation ChangeConfirmConfirm($input: ConfirmFlightChangeInput!) {
  confirmFlightChange(input: $input) {
    change {
      ...ChangeDetail_change
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${ChangeDetail_ChangeFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type ChangeConfirmConfirmMutationFn = Apollo.MutationFunction<ChangeConfirmConfirmMutation, ChangeConfirmConfirmMutationVariables>;

/**
 * __useChangeConfirmConfirmMutation__
 *
 * To run a mutation, you first call `useChangeConfirmConfirmMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeConfirmConfirmMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeConfirmConfirmMutation, { data, loading, error }] = useChangeConfirmConfirmMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useChangeConfirmConfirmMutation(baseOptions?: Apollo.MutationHookOptions<ChangeConfirmConfirmMutation, ChangeConfirmConfirmMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<ChangeConfirmConfirmMutation, ChangeConfirmConfirmMutationVariables>(ChangeConfirmConfirmDocument, options);
      }
export type ChangeConfirmConfirmMutationHookResult = ReturnType<typeof useChangeConfirmConfirmMutation>;
export type ChangeConfirmConfirmMutationResult = Apollo.MutationResult<ChangeConfirmConfirmMutation>;
export type ChangeConfirmConfirmMutationOptions = Apollo.BaseMutationOptions<ChangeConfirmConfirmMutation, ChangeConfirmConfirmMutationVariables>;
export const HomeFloorsQueryDocument = gql`
    query HomeFloorsQuery {
  home {
    floors {
      id
      ...FloorSection_floor
    }
  }
}
    ${FloorSection_FloorFragmentDoc}
${ProductCard_ProductFragmentDoc}
${LinkBox_LinkFragmentDoc}`;

/**
 * __useHomeFloorsQuery__
 *
 * To run a query within a React component, call `useHomeFloorsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeFloorsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeFloorsQuery({
 *   variables: {
 *   },
 * });
 */
export function useHomeFloorsQuery(baseOptions?: Apollo.QueryHookOptions<HomeFloorsQuery, HomeFloorsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HomeFloorsQuery, HomeFloorsQueryVariables>(HomeFloorsQueryDocument, options);
      }
export function useHomeFloorsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HomeFloorsQuery, HomeFloorsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HomeFloorsQuery, HomeFloorsQueryVariables>(HomeFloorsQueryDocument, options);
        }
// @ts-ignore
export function useHomeFloorsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HomeFloorsQuery, HomeFloorsQueryVariables>): Apollo.UseSuspenseQueryResult<HomeFloorsQuery, HomeFloorsQueryVariables>;
export function useHomeFloorsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomeFloorsQuery, HomeFloorsQueryVariables>): Apollo.UseSuspenseQueryResult<HomeFloorsQuery | undefined, HomeFloorsQueryVariables>;
export function useHomeFloorsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomeFloorsQuery, HomeFloorsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HomeFloorsQuery, HomeFloorsQueryVariables>(HomeFloorsQueryDocument, options);
        }
export type HomeFloorsQueryHookResult = ReturnType<typeof useHomeFloorsQuery>;
export type HomeFloorsQueryLazyQueryHookResult = ReturnType<typeof useHomeFloorsQueryLazyQuery>;
export type HomeFloorsQuerySuspenseQueryHookResult = ReturnType<typeof useHomeFloorsQuerySuspenseQuery>;
export type HomeFloorsQueryQueryResult = Apollo.QueryResult<HomeFloorsQuery, HomeFloorsQueryVariables>;
export const HomeMoreSectionsQueryDocument = gql`
    query HomeMoreSectionsQuery($adcode: ID!) {
  home {
    hotDestinations {
      id
      ...HotDestinations_destination
    }
    hotHotels(adcode: $adcode) {
      hotelCode
      ...HotHotels_hotel
    }
    hotStores {
      id
      ...HotStores_store
    }
    themes {
      id
      ...ThemeList_theme
    }
  }
}
    ${HotDestinations_DestinationFragmentDoc}
${LinkBox_LinkFragmentDoc}
${HotHotels_HotelFragmentDoc}
${HotStores_StoreFragmentDoc}
${ThemeList_ThemeFragmentDoc}`;

/**
 * __useHomeMoreSectionsQuery__
 *
 * To run a query within a React component, call `useHomeMoreSectionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomeMoreSectionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomeMoreSectionsQuery({
 *   variables: {
 *      adcode: // value for 'adcode'
 *   },
 * });
 */
export function useHomeMoreSectionsQuery(baseOptions: Apollo.QueryHookOptions<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables> & ({ variables: HomeMoreSectionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>(HomeMoreSectionsQueryDocument, options);
      }
export function useHomeMoreSectionsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>(HomeMoreSectionsQueryDocument, options);
        }
// @ts-ignore
export function useHomeMoreSectionsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>): Apollo.UseSuspenseQueryResult<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>;
export function useHomeMoreSectionsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>): Apollo.UseSuspenseQueryResult<HomeMoreSectionsQuery | undefined, HomeMoreSectionsQueryVariables>;
export function useHomeMoreSectionsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>(HomeMoreSectionsQueryDocument, options);
        }
export type HomeMoreSectionsQueryHookResult = ReturnType<typeof useHomeMoreSectionsQuery>;
export type HomeMoreSectionsQueryLazyQueryHookResult = ReturnType<typeof useHomeMoreSectionsQueryLazyQuery>;
export type HomeMoreSectionsQuerySuspenseQueryHookResult = ReturnType<typeof useHomeMoreSectionsQuerySuspenseQuery>;
export type HomeMoreSectionsQueryQueryResult = Apollo.QueryResult<HomeMoreSectionsQuery, HomeMoreSectionsQueryVariables>;
export const HotelRecommendationsQueryDocument = gql`
    query HotelRecommendationsQuery($city: ID!, $checkIn: Date, $checkOut: Date, $excludeId: ID) {
  hotelRecommendations(
    city: $city
    checkIn: $checkIn
    checkOut: $checkOut
    excludeId: $excludeId
  ) {
    ...HotelRecommendations_hotel
  }
}
    ${HotelRecommendations_HotelFragmentDoc}`;

/**
 * __useHotelRecommendationsQuery__
 *
 * To run a query within a React component, call `useHotelRecommendationsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelRecommendationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelRecommendationsQuery({
 *   variables: {
 *      city: // value for 'city'
 *      checkIn: // value for 'checkIn'
 *      checkOut: // value for 'checkOut'
 *      excludeId: // value for 'excludeId'
 *   },
 * });
 */
export function useHotelRecommendationsQuery(baseOptions: Apollo.QueryHookOptions<HotelRecommendationsQuery, HotelRecommendationsQueryVariables> & ({ variables: HotelRecommendationsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>(HotelRecommendationsQueryDocument, options);
      }
export function useHotelRecommendationsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>(HotelRecommendationsQueryDocument, options);
        }
// @ts-ignore
export function useHotelRecommendationsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>): Apollo.UseSuspenseQueryResult<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>;
export function useHotelRecommendationsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>): Apollo.UseSuspenseQueryResult<HotelRecommendationsQuery | undefined, HotelRecommendationsQueryVariables>;
export function useHotelRecommendationsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>(HotelRecommendationsQueryDocument, options);
        }
export type HotelRecommendationsQueryHookResult = ReturnType<typeof useHotelRecommendationsQuery>;
export type HotelRecommendationsQueryLazyQueryHookResult = ReturnType<typeof useHotelRecommendationsQueryLazyQuery>;
export type HotelRecommendationsQuerySuspenseQueryHookResult = ReturnType<typeof useHotelRecommendationsQuerySuspenseQuery>;
export type HotelRecommendationsQueryQueryResult = Apollo.QueryResult<HotelRecommendationsQuery, HotelRecommendationsQueryVariables>;
export const HotelCityDirectoryQueryDocument = gql`
    query HotelCityDirectoryQuery {
  hotelCities {
    hot {
      ...HotelCity_city
    }
    groups {
      letter
      cities {
        ...HotelCity_city
      }
    }
  }
}
    ${HotelCity_CityFragmentDoc}`;

/**
 * __useHotelCityDirectoryQuery__
 *
 * To run a query within a React component, call `useHotelCityDirectoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelCityDirectoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelCityDirectoryQuery({
 *   variables: {
 *   },
 * });
 */
export function useHotelCityDirectoryQuery(baseOptions?: Apollo.QueryHookOptions<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>(HotelCityDirectoryQueryDocument, options);
      }
export function useHotelCityDirectoryQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>(HotelCityDirectoryQueryDocument, options);
        }
// @ts-ignore
export function useHotelCityDirectoryQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>): Apollo.UseSuspenseQueryResult<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>;
export function useHotelCityDirectoryQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>): Apollo.UseSuspenseQueryResult<HotelCityDirectoryQuery | undefined, HotelCityDirectoryQueryVariables>;
export function useHotelCityDirectoryQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>(HotelCityDirectoryQueryDocument, options);
        }
export type HotelCityDirectoryQueryHookResult = ReturnType<typeof useHotelCityDirectoryQuery>;
export type HotelCityDirectoryQueryLazyQueryHookResult = ReturnType<typeof useHotelCityDirectoryQueryLazyQuery>;
export type HotelCityDirectoryQuerySuspenseQueryHookResult = ReturnType<typeof useHotelCityDirectoryQuerySuspenseQuery>;
export type HotelCityDirectoryQueryQueryResult = Apollo.QueryResult<HotelCityDirectoryQuery, HotelCityDirectoryQueryVariables>;
export const HotelBookingMakeDefaultInvoiceTitleDocument = gql`
    mutation HotelBookingMakeDefaultInvoiceTitle($input: SaveInvoiceTitleInput!) {
  saveInvoiceTitle(input: $input) {
    invoiceTitle {
      id
      isDefault
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type HotelBookingMakeDefaultInvoiceTitleMutationFn = Apollo.MutationFunction<HotelBookingMakeDefaultInvoiceTitleMutation, HotelBookingMakeDefaultInvoiceTitleMutationVariables>;

/**
 * __useHotelBookingMakeDefaultInvoiceTitleMutation__
 *
 * To run a mutation, you first call `useHotelBookingMakeDefaultInvoiceTitleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHotelBookingMakeDefaultInvoiceTitleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [hotelBookingMakeDefaultInvoiceTitleMutation, { data, loading, error }] = useHotelBookingMakeDefaultInvoiceTitleMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useHotelBookingMakeDefaultInvoiceTitleMutation(baseOptions?: Apollo.MutationHookOptions<HotelBookingMakeDefaultInvoiceTitleMutation, HotelBookingMakeDefaultInvoiceTitleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<HotelBookingMakeDefaultInvoiceTitleMutation, HotelBookingMakeDefaultInvoiceTitleMutationVariables>(HotelBookingMakeDefaultInvoiceTitleDocument, options);
      }
export type HotelBookingMakeDefaultInvoiceTitleMutationHookResult = ReturnType<typeof useHotelBookingMakeDefaultInvoiceTitleMutation>;
export type HotelBookingMakeDefaultInvoiceTitleMutationResult = Apollo.MutationResult<HotelBookingMakeDefaultInvoiceTitleMutation>;
export type HotelBookingMakeDefaultInvoiceTitleMutationOptions = Apollo.BaseMutationOptions<HotelBookingMakeDefaultInvoiceTitleMutation, HotelBookingMakeDefaultInvoiceTitleMutationVariables>;
export const OrderCardCancelOrderDocument = gql`
    mutation OrderCardCancelOrder($input: CancelOrderInput!) {
  cancelOrder(input: $input) {
    order {
      id
      status
      statusText
      payDeadline
      payRemainingSeconds
      actions {
        canPay
        canCancel
        canDelete
        canRefund
        canChange
        canRequestInvoice
      }
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type OrderCardCancelOrderMutationFn = Apollo.MutationFunction<OrderCardCancelOrderMutation, OrderCardCancelOrderMutationVariables>;

/**
 * __useOrderCardCancelOrderMutation__
 *
 * To run a mutation, you first call `useOrderCardCancelOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOrderCardCancelOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [orderCardCancelOrderMutation, { data, loading, error }] = useOrderCardCancelOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useOrderCardCancelOrderMutation(baseOptions?: Apollo.MutationHookOptions<OrderCardCancelOrderMutation, OrderCardCancelOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<OrderCardCancelOrderMutation, OrderCardCancelOrderMutationVariables>(OrderCardCancelOrderDocument, options);
      }
export type OrderCardCancelOrderMutationHookResult = ReturnType<typeof useOrderCardCancelOrderMutation>;
export type OrderCardCancelOrderMutationResult = Apollo.MutationResult<OrderCardCancelOrderMutation>;
export type OrderCardCancelOrderMutationOptions = Apollo.BaseMutationOptions<OrderCardCancelOrderMutation, OrderCardCancelOrderMutationVariables>;
export const OrderCardDeleteOrderDocument = gql`
    mutation OrderCardDeleteOrder($input: DeleteOrderInput!) {
  deleteOrder(input: $input) {
    deletedOrderNo
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type OrderCardDeleteOrderMutationFn = Apollo.MutationFunction<OrderCardDeleteOrderMutation, OrderCardDeleteOrderMutationVariables>;

/**
 * __useOrderCardDeleteOrderMutation__
 *
 * To run a mutation, you first call `useOrderCardDeleteOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useOrderCardDeleteOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [orderCardDeleteOrderMutation, { data, loading, error }] = useOrderCardDeleteOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useOrderCardDeleteOrderMutation(baseOptions?: Apollo.MutationHookOptions<OrderCardDeleteOrderMutation, OrderCardDeleteOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<OrderCardDeleteOrderMutation, OrderCardDeleteOrderMutationVariables>(OrderCardDeleteOrderDocument, options);
      }
export type OrderCardDeleteOrderMutationHookResult = ReturnType<typeof useOrderCardDeleteOrderMutation>;
export type OrderCardDeleteOrderMutationResult = Apollo.MutationResult<OrderCardDeleteOrderMutation>;
export type OrderCardDeleteOrderMutationOptions = Apollo.BaseMutationOptions<OrderCardDeleteOrderMutation, OrderCardDeleteOrderMutationVariables>;
export const MemberLogoutDocument = gql`
    mutation MemberLogout {
  logout {
    ok
  }
}
    `;
export type MemberLogoutMutationFn = Apollo.MutationFunction<MemberLogoutMutation, MemberLogoutMutationVariables>;

/**
 * __useMemberLogoutMutation__
 *
 * To run a mutation, you first call `useMemberLogoutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberLogoutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberLogoutMutation, { data, loading, error }] = useMemberLogoutMutation({
 *   variables: {
 *   },
 * });
 */
export function useMemberLogoutMutation(baseOptions?: Apollo.MutationHookOptions<MemberLogoutMutation, MemberLogoutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<MemberLogoutMutation, MemberLogoutMutationVariables>(MemberLogoutDocument, options);
      }
export type MemberLogoutMutationHookResult = ReturnType<typeof useMemberLogoutMutation>;
export type MemberLogoutMutationResult = Apollo.MutationResult<MemberLogoutMutation>;
export type MemberLogoutMutationOptions = Apollo.BaseMutationOptions<MemberLogoutMutation, MemberLogoutMutationVariables>;
export const AirChooseOfferPageQueryDocument = gql`
    query AirChooseOfferPageQuery($from: String!, $to: String!, $startDate: Date!, $days: Int!) {
  flightLowPrices(from: $from, to: $to, startDate: $startDate, days: $days) {
    ...LowPriceCalendar_day
  }
}
    ${LowPriceCalendar_DayFragmentDoc}`;

/**
 * __useAirChooseOfferPageQuery__
 *
 * To run a query within a React component, call `useAirChooseOfferPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirChooseOfferPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirChooseOfferPageQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      startDate: // value for 'startDate'
 *      days: // value for 'days'
 *   },
 * });
 */
export function useAirChooseOfferPageQuery(baseOptions: Apollo.QueryHookOptions<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables> & ({ variables: AirChooseOfferPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>(AirChooseOfferPageQueryDocument, options);
      }
export function useAirChooseOfferPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>(AirChooseOfferPageQueryDocument, options);
        }
// @ts-ignore
export function useAirChooseOfferPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>;
export function useAirChooseOfferPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirChooseOfferPageQuery | undefined, AirChooseOfferPageQueryVariables>;
export function useAirChooseOfferPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>(AirChooseOfferPageQueryDocument, options);
        }
export type AirChooseOfferPageQueryHookResult = ReturnType<typeof useAirChooseOfferPageQuery>;
export type AirChooseOfferPageQueryLazyQueryHookResult = ReturnType<typeof useAirChooseOfferPageQueryLazyQuery>;
export type AirChooseOfferPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirChooseOfferPageQuerySuspenseQuery>;
export type AirChooseOfferPageQueryQueryResult = Apollo.QueryResult<AirChooseOfferPageQuery, AirChooseOfferPageQueryVariables>;
export const AirCitytabPageQueryDocument = gql`
    query AirCitytabPageQuery($international: Boolean!) {
  airCities(international: $international) {
    hot {
      ...AirCitytab_city
    }
    groups {
      letter
      cities {
        ...AirCitytab_city
      }
    }
  }
}
    ${AirCitytab_CityFragmentDoc}`;

/**
 * __useAirCitytabPageQuery__
 *
 * To run a query within a React component, call `useAirCitytabPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirCitytabPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirCitytabPageQuery({
 *   variables: {
 *      international: // value for 'international'
 *   },
 * });
 */
export function useAirCitytabPageQuery(baseOptions: Apollo.QueryHookOptions<AirCitytabPageQuery, AirCitytabPageQueryVariables> & ({ variables: AirCitytabPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirCitytabPageQuery, AirCitytabPageQueryVariables>(AirCitytabPageQueryDocument, options);
      }
export function useAirCitytabPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirCitytabPageQuery, AirCitytabPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirCitytabPageQuery, AirCitytabPageQueryVariables>(AirCitytabPageQueryDocument, options);
        }
// @ts-ignore
export function useAirCitytabPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirCitytabPageQuery, AirCitytabPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirCitytabPageQuery, AirCitytabPageQueryVariables>;
export function useAirCitytabPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirCitytabPageQuery, AirCitytabPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirCitytabPageQuery | undefined, AirCitytabPageQueryVariables>;
export function useAirCitytabPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirCitytabPageQuery, AirCitytabPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirCitytabPageQuery, AirCitytabPageQueryVariables>(AirCitytabPageQueryDocument, options);
        }
export type AirCitytabPageQueryHookResult = ReturnType<typeof useAirCitytabPageQuery>;
export type AirCitytabPageQueryLazyQueryHookResult = ReturnType<typeof useAirCitytabPageQueryLazyQuery>;
export type AirCitytabPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirCitytabPageQuerySuspenseQuery>;
export type AirCitytabPageQueryQueryResult = Apollo.QueryResult<AirCitytabPageQuery, AirCitytabPageQueryVariables>;
export const AirCitytabPageSearchQueryDocument = gql`
    query AirCitytabPageSearchQuery($keyword: String!) {
  searchAirCities(keyword: $keyword) {
    ...AirCitytab_city
    airports {
      code
      shortName
    }
  }
}
    ${AirCitytab_CityFragmentDoc}`;

/**
 * __useAirCitytabPageSearchQuery__
 *
 * To run a query within a React component, call `useAirCitytabPageSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirCitytabPageSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirCitytabPageSearchQuery({
 *   variables: {
 *      keyword: // value for 'keyword'
 *   },
 * });
 */
export function useAirCitytabPageSearchQuery(baseOptions: Apollo.QueryHookOptions<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables> & ({ variables: AirCitytabPageSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>(AirCitytabPageSearchQueryDocument, options);
      }
export function useAirCitytabPageSearchQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>(AirCitytabPageSearchQueryDocument, options);
        }
// @ts-ignore
export function useAirCitytabPageSearchQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>): Apollo.UseSuspenseQueryResult<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>;
export function useAirCitytabPageSearchQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>): Apollo.UseSuspenseQueryResult<AirCitytabPageSearchQuery | undefined, AirCitytabPageSearchQueryVariables>;
export function useAirCitytabPageSearchQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>(AirCitytabPageSearchQueryDocument, options);
        }
export type AirCitytabPageSearchQueryHookResult = ReturnType<typeof useAirCitytabPageSearchQuery>;
export type AirCitytabPageSearchQueryLazyQueryHookResult = ReturnType<typeof useAirCitytabPageSearchQueryLazyQuery>;
export type AirCitytabPageSearchQuerySuspenseQueryHookResult = ReturnType<typeof useAirCitytabPageSearchQuerySuspenseQuery>;
export type AirCitytabPageSearchQueryQueryResult = Apollo.QueryResult<AirCitytabPageSearchQuery, AirCitytabPageSearchQueryVariables>;
export const AirDetailPageQueryDocument = gql`
    query AirDetailPageQuery($id: ID!, $backId: ID!, $withBack: Boolean!) {
  flight(id: $id) {
    ...FlightCard_flight
    ...FareList_flight
  }
  back: flight(id: $backId) @include(if: $withBack) {
    ...FlightCard_flight
    ...FareList_flight
  }
}
    ${FlightCard_FlightFragmentDoc}
${FlightCard_EndpointFragmentDoc}
${FareList_FlightFragmentDoc}`;

/**
 * __useAirDetailPageQuery__
 *
 * To run a query within a React component, call `useAirDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirDetailPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *      backId: // value for 'backId'
 *      withBack: // value for 'withBack'
 *   },
 * });
 */
export function useAirDetailPageQuery(baseOptions: Apollo.QueryHookOptions<AirDetailPageQuery, AirDetailPageQueryVariables> & ({ variables: AirDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirDetailPageQuery, AirDetailPageQueryVariables>(AirDetailPageQueryDocument, options);
      }
export function useAirDetailPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirDetailPageQuery, AirDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirDetailPageQuery, AirDetailPageQueryVariables>(AirDetailPageQueryDocument, options);
        }
// @ts-ignore
export function useAirDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirDetailPageQuery, AirDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirDetailPageQuery, AirDetailPageQueryVariables>;
export function useAirDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirDetailPageQuery, AirDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirDetailPageQuery | undefined, AirDetailPageQueryVariables>;
export function useAirDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirDetailPageQuery, AirDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirDetailPageQuery, AirDetailPageQueryVariables>(AirDetailPageQueryDocument, options);
        }
export type AirDetailPageQueryHookResult = ReturnType<typeof useAirDetailPageQuery>;
export type AirDetailPageQueryLazyQueryHookResult = ReturnType<typeof useAirDetailPageQueryLazyQuery>;
export type AirDetailPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirDetailPageQuerySuspenseQuery>;
export type AirDetailPageQueryQueryResult = Apollo.QueryResult<AirDetailPageQuery, AirDetailPageQueryVariables>;
export const AirListPageQueryDocument = gql`
    query AirListPageQuery($from: String!, $to: String!, $date: Date!) {
  flightSearch(from: $from, to: $to, date: $date) {
    ...FlightList_result
  }
}
    ${FlightList_ResultFragmentDoc}
${FlightCard_FlightFragmentDoc}
${FlightCard_EndpointFragmentDoc}`;

/**
 * __useAirListPageQuery__
 *
 * To run a query within a React component, call `useAirListPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirListPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirListPageQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      date: // value for 'date'
 *   },
 * });
 */
export function useAirListPageQuery(baseOptions: Apollo.QueryHookOptions<AirListPageQuery, AirListPageQueryVariables> & ({ variables: AirListPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirListPageQuery, AirListPageQueryVariables>(AirListPageQueryDocument, options);
      }
export function useAirListPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirListPageQuery, AirListPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirListPageQuery, AirListPageQueryVariables>(AirListPageQueryDocument, options);
        }
// @ts-ignore
export function useAirListPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirListPageQuery, AirListPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirListPageQuery, AirListPageQueryVariables>;
export function useAirListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirListPageQuery, AirListPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirListPageQuery | undefined, AirListPageQueryVariables>;
export function useAirListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirListPageQuery, AirListPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirListPageQuery, AirListPageQueryVariables>(AirListPageQueryDocument, options);
        }
export type AirListPageQueryHookResult = ReturnType<typeof useAirListPageQuery>;
export type AirListPageQueryLazyQueryHookResult = ReturnType<typeof useAirListPageQueryLazyQuery>;
export type AirListPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirListPageQuerySuspenseQuery>;
export type AirListPageQueryQueryResult = Apollo.QueryResult<AirListPageQuery, AirListPageQueryVariables>;
export const AirListPageLowPricesQueryDocument = gql`
    query AirListPageLowPricesQuery($from: String!, $to: String!, $startDate: Date!, $days: Int!) {
  flightLowPrices(from: $from, to: $to, startDate: $startDate, days: $days) {
    ...DayStrip_day
  }
}
    ${DayStrip_DayFragmentDoc}`;

/**
 * __useAirListPageLowPricesQuery__
 *
 * To run a query within a React component, call `useAirListPageLowPricesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirListPageLowPricesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirListPageLowPricesQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      startDate: // value for 'startDate'
 *      days: // value for 'days'
 *   },
 * });
 */
export function useAirListPageLowPricesQuery(baseOptions: Apollo.QueryHookOptions<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables> & ({ variables: AirListPageLowPricesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>(AirListPageLowPricesQueryDocument, options);
      }
export function useAirListPageLowPricesQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>(AirListPageLowPricesQueryDocument, options);
        }
// @ts-ignore
export function useAirListPageLowPricesQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>): Apollo.UseSuspenseQueryResult<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>;
export function useAirListPageLowPricesQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>): Apollo.UseSuspenseQueryResult<AirListPageLowPricesQuery | undefined, AirListPageLowPricesQueryVariables>;
export function useAirListPageLowPricesQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>(AirListPageLowPricesQueryDocument, options);
        }
export type AirListPageLowPricesQueryHookResult = ReturnType<typeof useAirListPageLowPricesQuery>;
export type AirListPageLowPricesQueryLazyQueryHookResult = ReturnType<typeof useAirListPageLowPricesQueryLazyQuery>;
export type AirListPageLowPricesQuerySuspenseQueryHookResult = ReturnType<typeof useAirListPageLowPricesQuerySuspenseQuery>;
export type AirListPageLowPricesQueryQueryResult = Apollo.QueryResult<AirListPageLowPricesQuery, AirListPageLowPricesQueryVariables>;
export const AirListPageOutboundQueryDocument = gql`
    query AirListPageOutboundQuery($id: ID!) {
  flight(id: $id) {
    ...FlightCard_flight
  }
}
    ${FlightCard_FlightFragmentDoc}
${FlightCard_EndpointFragmentDoc}`;

/**
 * __useAirListPageOutboundQuery__
 *
 * To run a query within a React component, call `useAirListPageOutboundQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirListPageOutboundQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirListPageOutboundQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAirListPageOutboundQuery(baseOptions: Apollo.QueryHookOptions<AirListPageOutboundQuery, AirListPageOutboundQueryVariables> & ({ variables: AirListPageOutboundQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>(AirListPageOutboundQueryDocument, options);
      }
export function useAirListPageOutboundQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>(AirListPageOutboundQueryDocument, options);
        }
// @ts-ignore
export function useAirListPageOutboundQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>): Apollo.UseSuspenseQueryResult<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>;
export function useAirListPageOutboundQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>): Apollo.UseSuspenseQueryResult<AirListPageOutboundQuery | undefined, AirListPageOutboundQueryVariables>;
export function useAirListPageOutboundQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>(AirListPageOutboundQueryDocument, options);
        }
export type AirListPageOutboundQueryHookResult = ReturnType<typeof useAirListPageOutboundQuery>;
export type AirListPageOutboundQueryLazyQueryHookResult = ReturnType<typeof useAirListPageOutboundQueryLazyQuery>;
export type AirListPageOutboundQuerySuspenseQueryHookResult = ReturnType<typeof useAirListPageOutboundQuerySuspenseQuery>;
export type AirListPageOutboundQueryQueryResult = Apollo.QueryResult<AirListPageOutboundQuery, AirListPageOutboundQueryVariables>;
export const CalendarPageQueryDocument = gql`
    query CalendarPageQuery($from: String!, $to: String!, $startDate: Date!, $days: Int!, $roundTrip: Boolean!) {
  flightLowPrices(from: $from, to: $to, startDate: $startDate, days: $days) {
    ...LowPriceCalendar_day
  }
  back: flightLowPrices(from: $to, to: $from, startDate: $startDate, days: $days) @include(if: $roundTrip) {
    ...LowPriceCalendar_day
  }
}
    ${LowPriceCalendar_DayFragmentDoc}`;

/**
 * __useCalendarPageQuery__
 *
 * To run a query within a React component, call `useCalendarPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCalendarPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCalendarPageQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *      startDate: // value for 'startDate'
 *      days: // value for 'days'
 *      roundTrip: // value for 'roundTrip'
 *   },
 * });
 */
export function useCalendarPageQuery(baseOptions: Apollo.QueryHookOptions<CalendarPageQuery, CalendarPageQueryVariables> & ({ variables: CalendarPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CalendarPageQuery, CalendarPageQueryVariables>(CalendarPageQueryDocument, options);
      }
export function useCalendarPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CalendarPageQuery, CalendarPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CalendarPageQuery, CalendarPageQueryVariables>(CalendarPageQueryDocument, options);
        }
// @ts-ignore
export function useCalendarPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CalendarPageQuery, CalendarPageQueryVariables>): Apollo.UseSuspenseQueryResult<CalendarPageQuery, CalendarPageQueryVariables>;
export function useCalendarPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CalendarPageQuery, CalendarPageQueryVariables>): Apollo.UseSuspenseQueryResult<CalendarPageQuery | undefined, CalendarPageQueryVariables>;
export function useCalendarPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CalendarPageQuery, CalendarPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CalendarPageQuery, CalendarPageQueryVariables>(CalendarPageQueryDocument, options);
        }
export type CalendarPageQueryHookResult = ReturnType<typeof useCalendarPageQuery>;
export type CalendarPageQueryLazyQueryHookResult = ReturnType<typeof useCalendarPageQueryLazyQuery>;
export type CalendarPageQuerySuspenseQueryHookResult = ReturnType<typeof useCalendarPageQuerySuspenseQuery>;
export type CalendarPageQueryQueryResult = Apollo.QueryResult<CalendarPageQuery, CalendarPageQueryVariables>;
export const HotelFacilitiesPageQueryDocument = gql`
    query HotelFacilitiesPageQuery($id: ID!) {
  hotel(id: $id) {
    ...HotelDetail_hotel
  }
}
    ${HotelDetail_HotelFragmentDoc}`;

/**
 * __useHotelFacilitiesPageQuery__
 *
 * To run a query within a React component, call `useHotelFacilitiesPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelFacilitiesPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelFacilitiesPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHotelFacilitiesPageQuery(baseOptions: Apollo.QueryHookOptions<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables> & ({ variables: HotelFacilitiesPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>(HotelFacilitiesPageQueryDocument, options);
      }
export function useHotelFacilitiesPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>(HotelFacilitiesPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelFacilitiesPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>;
export function useHotelFacilitiesPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelFacilitiesPageQuery | undefined, HotelFacilitiesPageQueryVariables>;
export function useHotelFacilitiesPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>(HotelFacilitiesPageQueryDocument, options);
        }
export type HotelFacilitiesPageQueryHookResult = ReturnType<typeof useHotelFacilitiesPageQuery>;
export type HotelFacilitiesPageQueryLazyQueryHookResult = ReturnType<typeof useHotelFacilitiesPageQueryLazyQuery>;
export type HotelFacilitiesPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelFacilitiesPageQuerySuspenseQuery>;
export type HotelFacilitiesPageQueryQueryResult = Apollo.QueryResult<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>;
export const HotelKeyWordPageQueryDocument = gql`
    query HotelKeyWordPageQuery($city: ID!, $keyword: String!) {
  hotelSuggestions(city: $city, keyword: $keyword) {
    kind
    kindText
    text
    hotelId
    hint
    location {
      lat
      lng
    }
  }
}
    `;

/**
 * __useHotelKeyWordPageQuery__
 *
 * To run a query within a React component, call `useHotelKeyWordPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelKeyWordPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelKeyWordPageQuery({
 *   variables: {
 *      city: // value for 'city'
 *      keyword: // value for 'keyword'
 *   },
 * });
 */
export function useHotelKeyWordPageQuery(baseOptions: Apollo.QueryHookOptions<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables> & ({ variables: HotelKeyWordPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>(HotelKeyWordPageQueryDocument, options);
      }
export function useHotelKeyWordPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>(HotelKeyWordPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelKeyWordPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>;
export function useHotelKeyWordPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelKeyWordPageQuery | undefined, HotelKeyWordPageQueryVariables>;
export function useHotelKeyWordPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>(HotelKeyWordPageQueryDocument, options);
        }
export type HotelKeyWordPageQueryHookResult = ReturnType<typeof useHotelKeyWordPageQuery>;
export type HotelKeyWordPageQueryLazyQueryHookResult = ReturnType<typeof useHotelKeyWordPageQueryLazyQuery>;
export type HotelKeyWordPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelKeyWordPageQuerySuspenseQuery>;
export type HotelKeyWordPageQueryQueryResult = Apollo.QueryResult<HotelKeyWordPageQuery, HotelKeyWordPageQueryVariables>;
export const HotelListPageQueryDocument = gql`
    query HotelListPageQuery($input: HotelSearchInput!) {
  hotelSearch(input: $input) {
    total
    pageNum
    pageSize
    hasMore
    checkIn
    checkOut
    nights
    items {
      ...HotelCard_hotel
    }
  }
}
    ${HotelCard_HotelFragmentDoc}`;

/**
 * __useHotelListPageQuery__
 *
 * To run a query within a React component, call `useHotelListPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelListPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelListPageQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useHotelListPageQuery(baseOptions: Apollo.QueryHookOptions<HotelListPageQuery, HotelListPageQueryVariables> & ({ variables: HotelListPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelListPageQuery, HotelListPageQueryVariables>(HotelListPageQueryDocument, options);
      }
export function useHotelListPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelListPageQuery, HotelListPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelListPageQuery, HotelListPageQueryVariables>(HotelListPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelListPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelListPageQuery, HotelListPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelListPageQuery, HotelListPageQueryVariables>;
export function useHotelListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelListPageQuery, HotelListPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelListPageQuery | undefined, HotelListPageQueryVariables>;
export function useHotelListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelListPageQuery, HotelListPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelListPageQuery, HotelListPageQueryVariables>(HotelListPageQueryDocument, options);
        }
export type HotelListPageQueryHookResult = ReturnType<typeof useHotelListPageQuery>;
export type HotelListPageQueryLazyQueryHookResult = ReturnType<typeof useHotelListPageQueryLazyQuery>;
export type HotelListPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelListPageQuerySuspenseQuery>;
export type HotelListPageQueryQueryResult = Apollo.QueryResult<HotelListPageQuery, HotelListPageQueryVariables>;
export const HotelListPageFiltersQueryDocument = gql`
    query HotelListPageFiltersQuery($city: ID!) {
  hotelFilters(city: $city) {
    tags
    brands
    districts
    facilities {
      code
      name
      category
    }
    subwayLines {
      line
      stations
    }
    priceRanges {
      minFen
      maxFen
      text
    }
  }
}
    `;

/**
 * __useHotelListPageFiltersQuery__
 *
 * To run a query within a React component, call `useHotelListPageFiltersQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelListPageFiltersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelListPageFiltersQuery({
 *   variables: {
 *      city: // value for 'city'
 *   },
 * });
 */
export function useHotelListPageFiltersQuery(baseOptions: Apollo.QueryHookOptions<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables> & ({ variables: HotelListPageFiltersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>(HotelListPageFiltersQueryDocument, options);
      }
export function useHotelListPageFiltersQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>(HotelListPageFiltersQueryDocument, options);
        }
// @ts-ignore
export function useHotelListPageFiltersQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>): Apollo.UseSuspenseQueryResult<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>;
export function useHotelListPageFiltersQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>): Apollo.UseSuspenseQueryResult<HotelListPageFiltersQuery | undefined, HotelListPageFiltersQueryVariables>;
export function useHotelListPageFiltersQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>(HotelListPageFiltersQueryDocument, options);
        }
export type HotelListPageFiltersQueryHookResult = ReturnType<typeof useHotelListPageFiltersQuery>;
export type HotelListPageFiltersQueryLazyQueryHookResult = ReturnType<typeof useHotelListPageFiltersQueryLazyQuery>;
export type HotelListPageFiltersQuerySuspenseQueryHookResult = ReturnType<typeof useHotelListPageFiltersQuerySuspenseQuery>;
export type HotelListPageFiltersQueryQueryResult = Apollo.QueryResult<HotelListPageFiltersQuery, HotelListPageFiltersQueryVariables>;
export const HotelMapPageConfigQueryDocument = gql`
    query HotelMapPageConfigQuery {
  mapConfig {
    tileUrl
    subdomains
    attribution
  }
}
    `;

/**
 * __useHotelMapPageConfigQuery__
 *
 * To run a query within a React component, call `useHotelMapPageConfigQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelMapPageConfigQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelMapPageConfigQuery({
 *   variables: {
 *   },
 * });
 */
export function useHotelMapPageConfigQuery(baseOptions?: Apollo.QueryHookOptions<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>(HotelMapPageConfigQueryDocument, options);
      }
export function useHotelMapPageConfigQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>(HotelMapPageConfigQueryDocument, options);
        }
// @ts-ignore
export function useHotelMapPageConfigQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>): Apollo.UseSuspenseQueryResult<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>;
export function useHotelMapPageConfigQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>): Apollo.UseSuspenseQueryResult<HotelMapPageConfigQuery | undefined, HotelMapPageConfigQueryVariables>;
export function useHotelMapPageConfigQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>(HotelMapPageConfigQueryDocument, options);
        }
export type HotelMapPageConfigQueryHookResult = ReturnType<typeof useHotelMapPageConfigQuery>;
export type HotelMapPageConfigQueryLazyQueryHookResult = ReturnType<typeof useHotelMapPageConfigQueryLazyQuery>;
export type HotelMapPageConfigQuerySuspenseQueryHookResult = ReturnType<typeof useHotelMapPageConfigQuerySuspenseQuery>;
export type HotelMapPageConfigQueryQueryResult = Apollo.QueryResult<HotelMapPageConfigQuery, HotelMapPageConfigQueryVariables>;
export const HotelDetailPageQueryDocument = gql`
    query HotelDetailPageQuery($id: ID!) {
  hotel(id: $id) {
    ...HotelDetail_hotel
  }
}
    ${HotelDetail_HotelFragmentDoc}`;

/**
 * __useHotelDetailPageQuery__
 *
 * To run a query within a React component, call `useHotelDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelDetailPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHotelDetailPageQuery(baseOptions: Apollo.QueryHookOptions<HotelDetailPageQuery, HotelDetailPageQueryVariables> & ({ variables: HotelDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelDetailPageQuery, HotelDetailPageQueryVariables>(HotelDetailPageQueryDocument, options);
      }
export function useHotelDetailPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelDetailPageQuery, HotelDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelDetailPageQuery, HotelDetailPageQueryVariables>(HotelDetailPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelDetailPageQuery, HotelDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelDetailPageQuery, HotelDetailPageQueryVariables>;
export function useHotelDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelDetailPageQuery, HotelDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelDetailPageQuery | undefined, HotelDetailPageQueryVariables>;
export function useHotelDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelDetailPageQuery, HotelDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelDetailPageQuery, HotelDetailPageQueryVariables>(HotelDetailPageQueryDocument, options);
        }
export type HotelDetailPageQueryHookResult = ReturnType<typeof useHotelDetailPageQuery>;
export type HotelDetailPageQueryLazyQueryHookResult = ReturnType<typeof useHotelDetailPageQueryLazyQuery>;
export type HotelDetailPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelDetailPageQuerySuspenseQuery>;
export type HotelDetailPageQueryQueryResult = Apollo.QueryResult<HotelDetailPageQuery, HotelDetailPageQueryVariables>;
export const HotelDetailPageRoomsQueryDocument = gql`
    query HotelDetailPageRoomsQuery($hotelId: ID!, $checkIn: Date!, $checkOut: Date!) {
  hotelRooms(hotelId: $hotelId, checkIn: $checkIn, checkOut: $checkOut) {
    ...HotelRoomList_rooms
  }
}
    ${HotelRoomList_RoomsFragmentDoc}
${HotelPlanList_PlanFragmentDoc}`;

/**
 * __useHotelDetailPageRoomsQuery__
 *
 * To run a query within a React component, call `useHotelDetailPageRoomsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelDetailPageRoomsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelDetailPageRoomsQuery({
 *   variables: {
 *      hotelId: // value for 'hotelId'
 *      checkIn: // value for 'checkIn'
 *      checkOut: // value for 'checkOut'
 *   },
 * });
 */
export function useHotelDetailPageRoomsQuery(baseOptions: Apollo.QueryHookOptions<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables> & ({ variables: HotelDetailPageRoomsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>(HotelDetailPageRoomsQueryDocument, options);
      }
export function useHotelDetailPageRoomsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>(HotelDetailPageRoomsQueryDocument, options);
        }
// @ts-ignore
export function useHotelDetailPageRoomsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>): Apollo.UseSuspenseQueryResult<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>;
export function useHotelDetailPageRoomsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>): Apollo.UseSuspenseQueryResult<HotelDetailPageRoomsQuery | undefined, HotelDetailPageRoomsQueryVariables>;
export function useHotelDetailPageRoomsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>(HotelDetailPageRoomsQueryDocument, options);
        }
export type HotelDetailPageRoomsQueryHookResult = ReturnType<typeof useHotelDetailPageRoomsQuery>;
export type HotelDetailPageRoomsQueryLazyQueryHookResult = ReturnType<typeof useHotelDetailPageRoomsQueryLazyQuery>;
export type HotelDetailPageRoomsQuerySuspenseQueryHookResult = ReturnType<typeof useHotelDetailPageRoomsQuerySuspenseQuery>;
export type HotelDetailPageRoomsQueryQueryResult = Apollo.QueryResult<HotelDetailPageRoomsQuery, HotelDetailPageRoomsQueryVariables>;
export const HotelPoliciesPageQueryDocument = gql`
    query HotelPoliciesPageQuery($id: ID!) {
  hotel(id: $id) {
    ...HotelDetail_hotel
  }
}
    ${HotelDetail_HotelFragmentDoc}`;

/**
 * __useHotelPoliciesPageQuery__
 *
 * To run a query within a React component, call `useHotelPoliciesPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelPoliciesPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelPoliciesPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHotelPoliciesPageQuery(baseOptions: Apollo.QueryHookOptions<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables> & ({ variables: HotelPoliciesPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>(HotelPoliciesPageQueryDocument, options);
      }
export function useHotelPoliciesPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>(HotelPoliciesPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelPoliciesPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>;
export function useHotelPoliciesPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelPoliciesPageQuery | undefined, HotelPoliciesPageQueryVariables>;
export function useHotelPoliciesPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>(HotelPoliciesPageQueryDocument, options);
        }
export type HotelPoliciesPageQueryHookResult = ReturnType<typeof useHotelPoliciesPageQuery>;
export type HotelPoliciesPageQueryLazyQueryHookResult = ReturnType<typeof useHotelPoliciesPageQueryLazyQuery>;
export type HotelPoliciesPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelPoliciesPageQuerySuspenseQuery>;
export type HotelPoliciesPageQueryQueryResult = Apollo.QueryResult<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>;
export const HotelPicListPageQueryDocument = gql`
    query HotelPicListPageQuery($id: ID!) {
  hotel(id: $id) {
    ...HotelDetail_hotel
  }
}
    ${HotelDetail_HotelFragmentDoc}`;

/**
 * __useHotelPicListPageQuery__
 *
 * To run a query within a React component, call `useHotelPicListPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelPicListPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelPicListPageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHotelPicListPageQuery(baseOptions: Apollo.QueryHookOptions<HotelPicListPageQuery, HotelPicListPageQueryVariables> & ({ variables: HotelPicListPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelPicListPageQuery, HotelPicListPageQueryVariables>(HotelPicListPageQueryDocument, options);
      }
export function useHotelPicListPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelPicListPageQuery, HotelPicListPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelPicListPageQuery, HotelPicListPageQueryVariables>(HotelPicListPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelPicListPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelPicListPageQuery, HotelPicListPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelPicListPageQuery, HotelPicListPageQueryVariables>;
export function useHotelPicListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelPicListPageQuery, HotelPicListPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelPicListPageQuery | undefined, HotelPicListPageQueryVariables>;
export function useHotelPicListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelPicListPageQuery, HotelPicListPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelPicListPageQuery, HotelPicListPageQueryVariables>(HotelPicListPageQueryDocument, options);
        }
export type HotelPicListPageQueryHookResult = ReturnType<typeof useHotelPicListPageQuery>;
export type HotelPicListPageQueryLazyQueryHookResult = ReturnType<typeof useHotelPicListPageQueryLazyQuery>;
export type HotelPicListPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelPicListPageQuerySuspenseQuery>;
export type HotelPicListPageQueryQueryResult = Apollo.QueryResult<HotelPicListPageQuery, HotelPicListPageQueryVariables>;
export const HotelRoomTypePageQueryDocument = gql`
    query HotelRoomTypePageQuery($id: ID!) {
  hotel(id: $id) {
    ...HotelDetail_hotel
  }
}
    ${HotelDetail_HotelFragmentDoc}`;

/**
 * __useHotelRoomTypePageQuery__
 *
 * To run a query within a React component, call `useHotelRoomTypePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelRoomTypePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelRoomTypePageQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useHotelRoomTypePageQuery(baseOptions: Apollo.QueryHookOptions<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables> & ({ variables: HotelRoomTypePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>(HotelRoomTypePageQueryDocument, options);
      }
export function useHotelRoomTypePageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>(HotelRoomTypePageQueryDocument, options);
        }
// @ts-ignore
export function useHotelRoomTypePageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>;
export function useHotelRoomTypePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelRoomTypePageQuery | undefined, HotelRoomTypePageQueryVariables>;
export function useHotelRoomTypePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>(HotelRoomTypePageQueryDocument, options);
        }
export type HotelRoomTypePageQueryHookResult = ReturnType<typeof useHotelRoomTypePageQuery>;
export type HotelRoomTypePageQueryLazyQueryHookResult = ReturnType<typeof useHotelRoomTypePageQueryLazyQuery>;
export type HotelRoomTypePageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelRoomTypePageQuerySuspenseQuery>;
export type HotelRoomTypePageQueryQueryResult = Apollo.QueryResult<HotelRoomTypePageQuery, HotelRoomTypePageQueryVariables>;
export const HotelRoomTypePageRoomsQueryDocument = gql`
    query HotelRoomTypePageRoomsQuery($hotelId: ID!, $checkIn: Date!, $checkOut: Date!) {
  hotelRooms(hotelId: $hotelId, checkIn: $checkIn, checkOut: $checkOut) {
    ...HotelRoomList_rooms
  }
}
    ${HotelRoomList_RoomsFragmentDoc}
${HotelPlanList_PlanFragmentDoc}`;

/**
 * __useHotelRoomTypePageRoomsQuery__
 *
 * To run a query within a React component, call `useHotelRoomTypePageRoomsQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelRoomTypePageRoomsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelRoomTypePageRoomsQuery({
 *   variables: {
 *      hotelId: // value for 'hotelId'
 *      checkIn: // value for 'checkIn'
 *      checkOut: // value for 'checkOut'
 *   },
 * });
 */
export function useHotelRoomTypePageRoomsQuery(baseOptions: Apollo.QueryHookOptions<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables> & ({ variables: HotelRoomTypePageRoomsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>(HotelRoomTypePageRoomsQueryDocument, options);
      }
export function useHotelRoomTypePageRoomsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>(HotelRoomTypePageRoomsQueryDocument, options);
        }
// @ts-ignore
export function useHotelRoomTypePageRoomsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>): Apollo.UseSuspenseQueryResult<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>;
export function useHotelRoomTypePageRoomsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>): Apollo.UseSuspenseQueryResult<HotelRoomTypePageRoomsQuery | undefined, HotelRoomTypePageRoomsQueryVariables>;
export function useHotelRoomTypePageRoomsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>(HotelRoomTypePageRoomsQueryDocument, options);
        }
export type HotelRoomTypePageRoomsQueryHookResult = ReturnType<typeof useHotelRoomTypePageRoomsQuery>;
export type HotelRoomTypePageRoomsQueryLazyQueryHookResult = ReturnType<typeof useHotelRoomTypePageRoomsQueryLazyQuery>;
export type HotelRoomTypePageRoomsQuerySuspenseQueryHookResult = ReturnType<typeof useHotelRoomTypePageRoomsQuerySuspenseQuery>;
export type HotelRoomTypePageRoomsQueryQueryResult = Apollo.QueryResult<HotelRoomTypePageRoomsQuery, HotelRoomTypePageRoomsQueryVariables>;
export const HomePageQueryDocument = gql`
    query HomePageQuery($adcode: ID!) {
  me {
    id
  }
  shellConfig {
    showReport
  }
  home {
    banners {
      id
      ...BannerSwiper_banner
    }
    middleBanners {
      id
      ...MiddleBanners_banner
    }
    menu {
      id
      ...HomeMenu_entry
    }
    notice {
      id
      ...NoticePopup_notice
    }
  }
  weather(adcode: $adcode) {
    ...WeatherCard_weather
  }
}
    ${BannerSwiper_BannerFragmentDoc}
${LinkBox_LinkFragmentDoc}
${MiddleBanners_BannerFragmentDoc}
${HomeMenu_EntryFragmentDoc}
${NoticePopup_NoticeFragmentDoc}
${WeatherCard_WeatherFragmentDoc}`;

/**
 * __useHomePageQuery__
 *
 * To run a query within a React component, call `useHomePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHomePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHomePageQuery({
 *   variables: {
 *      adcode: // value for 'adcode'
 *   },
 * });
 */
export function useHomePageQuery(baseOptions: Apollo.QueryHookOptions<HomePageQuery, HomePageQueryVariables> & ({ variables: HomePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, options);
      }
export function useHomePageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, options);
        }
// @ts-ignore
export function useHomePageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>): Apollo.UseSuspenseQueryResult<HomePageQuery, HomePageQueryVariables>;
export function useHomePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>): Apollo.UseSuspenseQueryResult<HomePageQuery | undefined, HomePageQueryVariables>;
export function useHomePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HomePageQuery, HomePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, options);
        }
export type HomePageQueryHookResult = ReturnType<typeof useHomePageQuery>;
export type HomePageQueryLazyQueryHookResult = ReturnType<typeof useHomePageQueryLazyQuery>;
export type HomePageQuerySuspenseQueryHookResult = ReturnType<typeof useHomePageQuerySuspenseQuery>;
export type HomePageQueryQueryResult = Apollo.QueryResult<HomePageQuery, HomePageQueryVariables>;
export const LoginPageSendCodeDocument = gql`
    mutation LoginPageSendCode($input: SendVerifyCodeInput!) {
  sendVerifyCode(input: $input) {
    resendIn
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageSendCodeMutationFn = Apollo.MutationFunction<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>;

/**
 * __useLoginPageSendCodeMutation__
 *
 * To run a mutation, you first call `useLoginPageSendCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageSendCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageSendCodeMutation, { data, loading, error }] = useLoginPageSendCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageSendCodeMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>(LoginPageSendCodeDocument, options);
      }
export type LoginPageSendCodeMutationHookResult = ReturnType<typeof useLoginPageSendCodeMutation>;
export type LoginPageSendCodeMutationResult = Apollo.MutationResult<LoginPageSendCodeMutation>;
export type LoginPageSendCodeMutationOptions = Apollo.BaseMutationOptions<LoginPageSendCodeMutation, LoginPageSendCodeMutationVariables>;
export const LoginPageLoginByCodeDocument = gql`
    mutation LoginPageLoginByCode($input: LoginByCodeInput!) {
  loginByCode(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageLoginByCodeMutationFn = Apollo.MutationFunction<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>;

/**
 * __useLoginPageLoginByCodeMutation__
 *
 * To run a mutation, you first call `useLoginPageLoginByCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageLoginByCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageLoginByCodeMutation, { data, loading, error }] = useLoginPageLoginByCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageLoginByCodeMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>(LoginPageLoginByCodeDocument, options);
      }
export type LoginPageLoginByCodeMutationHookResult = ReturnType<typeof useLoginPageLoginByCodeMutation>;
export type LoginPageLoginByCodeMutationResult = Apollo.MutationResult<LoginPageLoginByCodeMutation>;
export type LoginPageLoginByCodeMutationOptions = Apollo.BaseMutationOptions<LoginPageLoginByCodeMutation, LoginPageLoginByCodeMutationVariables>;
export const LoginPageLoginByPasswordDocument = gql`
    mutation LoginPageLoginByPassword($input: LoginByPasswordInput!) {
  loginByPassword(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageLoginByPasswordMutationFn = Apollo.MutationFunction<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>;

/**
 * __useLoginPageLoginByPasswordMutation__
 *
 * To run a mutation, you first call `useLoginPageLoginByPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageLoginByPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageLoginByPasswordMutation, { data, loading, error }] = useLoginPageLoginByPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageLoginByPasswordMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>(LoginPageLoginByPasswordDocument, options);
      }
export type LoginPageLoginByPasswordMutationHookResult = ReturnType<typeof useLoginPageLoginByPasswordMutation>;
export type LoginPageLoginByPasswordMutationResult = Apollo.MutationResult<LoginPageLoginByPasswordMutation>;
export type LoginPageLoginByPasswordMutationOptions = Apollo.BaseMutationOptions<LoginPageLoginByPasswordMutation, LoginPageLoginByPasswordMutationVariables>;
export const LoginPageResetPasswordDocument = gql`
    mutation LoginPageResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    ok
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type LoginPageResetPasswordMutationFn = Apollo.MutationFunction<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>;

/**
 * __useLoginPageResetPasswordMutation__
 *
 * To run a mutation, you first call `useLoginPageResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useLoginPageResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [loginPageResetPasswordMutation, { data, loading, error }] = useLoginPageResetPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useLoginPageResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>(LoginPageResetPasswordDocument, options);
      }
export type LoginPageResetPasswordMutationHookResult = ReturnType<typeof useLoginPageResetPasswordMutation>;
export type LoginPageResetPasswordMutationResult = Apollo.MutationResult<LoginPageResetPasswordMutation>;
export type LoginPageResetPasswordMutationOptions = Apollo.BaseMutationOptions<LoginPageResetPasswordMutation, LoginPageResetPasswordMutationVariables>;
export const AirOrderRefundProgressPageQueryDocument = gql`
    query AirOrderRefundProgressPageQuery($refundNo: String!) {
  flightRefund(refundNo: $refundNo) {
    ...RefundDetail_refund
  }
}
    ${RefundDetail_RefundFragmentDoc}
${PassengerList_PassengerFragmentDoc}`;

/**
 * __useAirOrderRefundProgressPageQuery__
 *
 * To run a query within a React component, call `useAirOrderRefundProgressPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderRefundProgressPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderRefundProgressPageQuery({
 *   variables: {
 *      refundNo: // value for 'refundNo'
 *   },
 * });
 */
export function useAirOrderRefundProgressPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables> & ({ variables: AirOrderRefundProgressPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>(AirOrderRefundProgressPageQueryDocument, options);
      }
export function useAirOrderRefundProgressPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>(AirOrderRefundProgressPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderRefundProgressPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>;
export function useAirOrderRefundProgressPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderRefundProgressPageQuery | undefined, AirOrderRefundProgressPageQueryVariables>;
export function useAirOrderRefundProgressPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>(AirOrderRefundProgressPageQueryDocument, options);
        }
export type AirOrderRefundProgressPageQueryHookResult = ReturnType<typeof useAirOrderRefundProgressPageQuery>;
export type AirOrderRefundProgressPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderRefundProgressPageQueryLazyQuery>;
export type AirOrderRefundProgressPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderRefundProgressPageQuerySuspenseQuery>;
export type AirOrderRefundProgressPageQueryQueryResult = Apollo.QueryResult<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>;
export const AirOrderAirChangePageQueryDocument = gql`
    query AirOrderAirChangePageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      ...ChangeStart_order
    }
  }
}
    ${ChangeStart_OrderFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerPicker_PassengerFragmentDoc}`;

/**
 * __useAirOrderAirChangePageQuery__
 *
 * To run a query within a React component, call `useAirOrderAirChangePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderAirChangePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderAirChangePageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useAirOrderAirChangePageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables> & ({ variables: AirOrderAirChangePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>(AirOrderAirChangePageQueryDocument, options);
      }
export function useAirOrderAirChangePageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>(AirOrderAirChangePageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderAirChangePageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>;
export function useAirOrderAirChangePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirChangePageQuery | undefined, AirOrderAirChangePageQueryVariables>;
export function useAirOrderAirChangePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>(AirOrderAirChangePageQueryDocument, options);
        }
export type AirOrderAirChangePageQueryHookResult = ReturnType<typeof useAirOrderAirChangePageQuery>;
export type AirOrderAirChangePageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderAirChangePageQueryLazyQuery>;
export type AirOrderAirChangePageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderAirChangePageQuerySuspenseQuery>;
export type AirOrderAirChangePageQueryQueryResult = Apollo.QueryResult<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>;
export const AirOrderAirChangeDetailPageQueryDocument = gql`
    query AirOrderAirChangeDetailPageQuery($changeNo: String!) {
  flightChange(changeNo: $changeNo) {
    ...ChangeDetail_change
  }
}
    ${ChangeDetail_ChangeFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}`;

/**
 * __useAirOrderAirChangeDetailPageQuery__
 *
 * To run a query within a React component, call `useAirOrderAirChangeDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderAirChangeDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderAirChangeDetailPageQuery({
 *   variables: {
 *      changeNo: // value for 'changeNo'
 *   },
 * });
 */
export function useAirOrderAirChangeDetailPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables> & ({ variables: AirOrderAirChangeDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>(AirOrderAirChangeDetailPageQueryDocument, options);
      }
export function useAirOrderAirChangeDetailPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>(AirOrderAirChangeDetailPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderAirChangeDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>;
export function useAirOrderAirChangeDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirChangeDetailPageQuery | undefined, AirOrderAirChangeDetailPageQueryVariables>;
export function useAirOrderAirChangeDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>(AirOrderAirChangeDetailPageQueryDocument, options);
        }
export type AirOrderAirChangeDetailPageQueryHookResult = ReturnType<typeof useAirOrderAirChangeDetailPageQuery>;
export type AirOrderAirChangeDetailPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderAirChangeDetailPageQueryLazyQuery>;
export type AirOrderAirChangeDetailPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderAirChangeDetailPageQuerySuspenseQuery>;
export type AirOrderAirChangeDetailPageQueryQueryResult = Apollo.QueryResult<AirOrderAirChangeDetailPageQuery, AirOrderAirChangeDetailPageQueryVariables>;
export const AirOrderAirRefundPageQueryDocument = gql`
    query AirOrderAirRefundPageQuery($orderNo: String!, $passengerIds: [ID!]) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      orderNo
      international
      passengers {
        ...PassengerList_passenger
      }
    }
  }
  flightRefundQuote(orderNo: $orderNo, passengerIds: $passengerIds) {
    hoursBeforeDeparture
    ruleText
    paid {
      text
    }
    fee {
      fen
      text
    }
    amount {
      text
    }
  }
}
    ${PassengerList_PassengerFragmentDoc}`;

/**
 * __useAirOrderAirRefundPageQuery__
 *
 * To run a query within a React component, call `useAirOrderAirRefundPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderAirRefundPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderAirRefundPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *      passengerIds: // value for 'passengerIds'
 *   },
 * });
 */
export function useAirOrderAirRefundPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables> & ({ variables: AirOrderAirRefundPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>(AirOrderAirRefundPageQueryDocument, options);
      }
export function useAirOrderAirRefundPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>(AirOrderAirRefundPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderAirRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>;
export function useAirOrderAirRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirRefundPageQuery | undefined, AirOrderAirRefundPageQueryVariables>;
export function useAirOrderAirRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>(AirOrderAirRefundPageQueryDocument, options);
        }
export type AirOrderAirRefundPageQueryHookResult = ReturnType<typeof useAirOrderAirRefundPageQuery>;
export type AirOrderAirRefundPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderAirRefundPageQueryLazyQuery>;
export type AirOrderAirRefundPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderAirRefundPageQuerySuspenseQuery>;
export type AirOrderAirRefundPageQueryQueryResult = Apollo.QueryResult<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>;
export const AirOrderAirRefundPageApplyDocument = gql`
    mutation AirOrderAirRefundPageApply($input: ApplyFlightRefundInput!) {
  applyFlightRefund(input: $input) {
    refund {
      ...RefundDetail_refund
    }
    order {
      ...FlightOrderDetail_order
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${RefundDetail_RefundFragmentDoc}
${PassengerList_PassengerFragmentDoc}
${FlightOrderDetail_OrderFragmentDoc}
${OrderDetailFrame_OrderFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${RefundRow_RefundFragmentDoc}
${ChangeRow_ChangeFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type AirOrderAirRefundPageApplyMutationFn = Apollo.MutationFunction<AirOrderAirRefundPageApplyMutation, AirOrderAirRefundPageApplyMutationVariables>;

/**
 * __useAirOrderAirRefundPageApplyMutation__
 *
 * To run a mutation, you first call `useAirOrderAirRefundPageApplyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAirOrderAirRefundPageApplyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [airOrderAirRefundPageApplyMutation, { data, loading, error }] = useAirOrderAirRefundPageApplyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAirOrderAirRefundPageApplyMutation(baseOptions?: Apollo.MutationHookOptions<AirOrderAirRefundPageApplyMutation, AirOrderAirRefundPageApplyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<AirOrderAirRefundPageApplyMutation, AirOrderAirRefundPageApplyMutationVariables>(AirOrderAirRefundPageApplyDocument, options);
      }
export type AirOrderAirRefundPageApplyMutationHookResult = ReturnType<typeof useAirOrderAirRefundPageApplyMutation>;
export type AirOrderAirRefundPageApplyMutationResult = Apollo.MutationResult<AirOrderAirRefundPageApplyMutation>;
export type AirOrderAirRefundPageApplyMutationOptions = Apollo.BaseMutationOptions<AirOrderAirRefundPageApplyMutation, AirOrderAirRefundPageApplyMutationVariables>;
export const AirOrderAirRefundDetailPageQueryDocument = gql`
    query AirOrderAirRefundDetailPageQuery($refundNo: String!) {
  flightRefund(refundNo: $refundNo) {
    ...RefundDetail_refund
  }
}
    ${RefundDetail_RefundFragmentDoc}
${PassengerList_PassengerFragmentDoc}`;

/**
 * __useAirOrderAirRefundDetailPageQuery__
 *
 * To run a query within a React component, call `useAirOrderAirRefundDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderAirRefundDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderAirRefundDetailPageQuery({
 *   variables: {
 *      refundNo: // value for 'refundNo'
 *   },
 * });
 */
export function useAirOrderAirRefundDetailPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables> & ({ variables: AirOrderAirRefundDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>(AirOrderAirRefundDetailPageQueryDocument, options);
      }
export function useAirOrderAirRefundDetailPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>(AirOrderAirRefundDetailPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderAirRefundDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>;
export function useAirOrderAirRefundDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderAirRefundDetailPageQuery | undefined, AirOrderAirRefundDetailPageQueryVariables>;
export function useAirOrderAirRefundDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>(AirOrderAirRefundDetailPageQueryDocument, options);
        }
export type AirOrderAirRefundDetailPageQueryHookResult = ReturnType<typeof useAirOrderAirRefundDetailPageQuery>;
export type AirOrderAirRefundDetailPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderAirRefundDetailPageQueryLazyQuery>;
export type AirOrderAirRefundDetailPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderAirRefundDetailPageQuerySuspenseQuery>;
export type AirOrderAirRefundDetailPageQueryQueryResult = Apollo.QueryResult<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>;
export const AirOrderChangePageQueryDocument = gql`
    query AirOrderChangePageQuery($orderNo: String!, $segmentIndex: Int!, $date: Date!, $passengerIds: [ID!]) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      orderNo
      international
      segments {
        ...FlightSegmentCard_segment
      }
      passengers {
        ...PassengerList_passenger
      }
    }
  }
  flightChangeOptions(
    orderNo: $orderNo
    segmentIndex: $segmentIndex
    date: $date
    passengerIds: $passengerIds
  ) {
    ...ChangeOptionCard_option
  }
}
    ${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}
${ChangeOptionCard_OptionFragmentDoc}`;

/**
 * __useAirOrderChangePageQuery__
 *
 * To run a query within a React component, call `useAirOrderChangePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderChangePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderChangePageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *      segmentIndex: // value for 'segmentIndex'
 *      date: // value for 'date'
 *      passengerIds: // value for 'passengerIds'
 *   },
 * });
 */
export function useAirOrderChangePageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderChangePageQuery, AirOrderChangePageQueryVariables> & ({ variables: AirOrderChangePageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>(AirOrderChangePageQueryDocument, options);
      }
export function useAirOrderChangePageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>(AirOrderChangePageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderChangePageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>;
export function useAirOrderChangePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderChangePageQuery | undefined, AirOrderChangePageQueryVariables>;
export function useAirOrderChangePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>(AirOrderChangePageQueryDocument, options);
        }
export type AirOrderChangePageQueryHookResult = ReturnType<typeof useAirOrderChangePageQuery>;
export type AirOrderChangePageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderChangePageQueryLazyQuery>;
export type AirOrderChangePageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderChangePageQuerySuspenseQuery>;
export type AirOrderChangePageQueryQueryResult = Apollo.QueryResult<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>;
export const AirOrderChangeConfirmPageQueryDocument = gql`
    query AirOrderChangeConfirmPageQuery($orderNo: String!, $segmentIndex: Int!, $date: Date!, $passengerIds: [ID!], $changeNo: String!, $withChange: Boolean!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      orderNo
      international
      segments {
        ...FlightSegmentCard_segment
      }
      passengers {
        ...PassengerList_passenger
      }
    }
  }
  flightChangeOptions(
    orderNo: $orderNo
    segmentIndex: $segmentIndex
    date: $date
    passengerIds: $passengerIds
  ) @skip(if: $withChange) {
    ...ChangeOptionCard_option
  }
  flightChange(changeNo: $changeNo) @include(if: $withChange) {
    ...ChangeDetail_change
  }
}
    ${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}
${ChangeOptionCard_OptionFragmentDoc}
${ChangeDetail_ChangeFragmentDoc}`;

/**
 * __useAirOrderChangeConfirmPageQuery__
 *
 * To run a query within a React component, call `useAirOrderChangeConfirmPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderChangeConfirmPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderChangeConfirmPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *      segmentIndex: // value for 'segmentIndex'
 *      date: // value for 'date'
 *      passengerIds: // value for 'passengerIds'
 *      changeNo: // value for 'changeNo'
 *      withChange: // value for 'withChange'
 *   },
 * });
 */
export function useAirOrderChangeConfirmPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables> & ({ variables: AirOrderChangeConfirmPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>(AirOrderChangeConfirmPageQueryDocument, options);
      }
export function useAirOrderChangeConfirmPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>(AirOrderChangeConfirmPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderChangeConfirmPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>;
export function useAirOrderChangeConfirmPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderChangeConfirmPageQuery | undefined, AirOrderChangeConfirmPageQueryVariables>;
export function useAirOrderChangeConfirmPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>(AirOrderChangeConfirmPageQueryDocument, options);
        }
export type AirOrderChangeConfirmPageQueryHookResult = ReturnType<typeof useAirOrderChangeConfirmPageQuery>;
export type AirOrderChangeConfirmPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderChangeConfirmPageQueryLazyQuery>;
export type AirOrderChangeConfirmPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderChangeConfirmPageQuerySuspenseQuery>;
export type AirOrderChangeConfirmPageQueryQueryResult = Apollo.QueryResult<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>;
export const AirOrderChangeListPageQueryDocument = gql`
    query AirOrderChangeListPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      orderNo
      international
      actions {
        canChange
      }
      changes {
        ...ChangeRow_change
      }
    }
  }
}
    ${ChangeRow_ChangeFragmentDoc}`;

/**
 * __useAirOrderChangeListPageQuery__
 *
 * To run a query within a React component, call `useAirOrderChangeListPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderChangeListPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderChangeListPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useAirOrderChangeListPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables> & ({ variables: AirOrderChangeListPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>(AirOrderChangeListPageQueryDocument, options);
      }
export function useAirOrderChangeListPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>(AirOrderChangeListPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderChangeListPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>;
export function useAirOrderChangeListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderChangeListPageQuery | undefined, AirOrderChangeListPageQueryVariables>;
export function useAirOrderChangeListPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>(AirOrderChangeListPageQueryDocument, options);
        }
export type AirOrderChangeListPageQueryHookResult = ReturnType<typeof useAirOrderChangeListPageQuery>;
export type AirOrderChangeListPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderChangeListPageQueryLazyQuery>;
export type AirOrderChangeListPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderChangeListPageQuerySuspenseQuery>;
export type AirOrderChangeListPageQueryQueryResult = Apollo.QueryResult<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>;
export const AirOrderDetailPageQueryDocument = gql`
    query AirOrderDetailPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      ...FlightOrderDetail_order
    }
  }
}
    ${FlightOrderDetail_OrderFragmentDoc}
${OrderDetailFrame_OrderFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}
${RefundRow_RefundFragmentDoc}
${ChangeRow_ChangeFragmentDoc}`;

/**
 * __useAirOrderDetailPageQuery__
 *
 * To run a query within a React component, call `useAirOrderDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderDetailPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useAirOrderDetailPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables> & ({ variables: AirOrderDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>(AirOrderDetailPageQueryDocument, options);
      }
export function useAirOrderDetailPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>(AirOrderDetailPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>;
export function useAirOrderDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderDetailPageQuery | undefined, AirOrderDetailPageQueryVariables>;
export function useAirOrderDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>(AirOrderDetailPageQueryDocument, options);
        }
export type AirOrderDetailPageQueryHookResult = ReturnType<typeof useAirOrderDetailPageQuery>;
export type AirOrderDetailPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderDetailPageQueryLazyQuery>;
export type AirOrderDetailPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderDetailPageQuerySuspenseQuery>;
export type AirOrderDetailPageQueryQueryResult = Apollo.QueryResult<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>;
export const AirOrderRefundPageQueryDocument = gql`
    query AirOrderRefundPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      orderNo
      international
      actions {
        canRefund
      }
      segments {
        ...FlightSegmentCard_segment
      }
      passengers {
        ...PassengerPicker_passenger
      }
    }
  }
}
    ${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerPicker_PassengerFragmentDoc}`;

/**
 * __useAirOrderRefundPageQuery__
 *
 * To run a query within a React component, call `useAirOrderRefundPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderRefundPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderRefundPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useAirOrderRefundPageQuery(baseOptions: Apollo.QueryHookOptions<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables> & ({ variables: AirOrderRefundPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>(AirOrderRefundPageQueryDocument, options);
      }
export function useAirOrderRefundPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>(AirOrderRefundPageQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>;
export function useAirOrderRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderRefundPageQuery | undefined, AirOrderRefundPageQueryVariables>;
export function useAirOrderRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>(AirOrderRefundPageQueryDocument, options);
        }
export type AirOrderRefundPageQueryHookResult = ReturnType<typeof useAirOrderRefundPageQuery>;
export type AirOrderRefundPageQueryLazyQueryHookResult = ReturnType<typeof useAirOrderRefundPageQueryLazyQuery>;
export type AirOrderRefundPageQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderRefundPageQuerySuspenseQuery>;
export type AirOrderRefundPageQueryQueryResult = Apollo.QueryResult<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>;
export const AirOrderRefundPageRuleQueryDocument = gql`
    query AirOrderRefundPageRuleQuery($orderNo: String!) {
  flightRefundQuote(orderNo: $orderNo) {
    hoursBeforeDeparture
    ruleText
  }
}
    `;

/**
 * __useAirOrderRefundPageRuleQuery__
 *
 * To run a query within a React component, call `useAirOrderRefundPageRuleQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderRefundPageRuleQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderRefundPageRuleQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useAirOrderRefundPageRuleQuery(baseOptions: Apollo.QueryHookOptions<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables> & ({ variables: AirOrderRefundPageRuleQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>(AirOrderRefundPageRuleQueryDocument, options);
      }
export function useAirOrderRefundPageRuleQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>(AirOrderRefundPageRuleQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderRefundPageRuleQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>;
export function useAirOrderRefundPageRuleQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderRefundPageRuleQuery | undefined, AirOrderRefundPageRuleQueryVariables>;
export function useAirOrderRefundPageRuleQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>(AirOrderRefundPageRuleQueryDocument, options);
        }
export type AirOrderRefundPageRuleQueryHookResult = ReturnType<typeof useAirOrderRefundPageRuleQuery>;
export type AirOrderRefundPageRuleQueryLazyQueryHookResult = ReturnType<typeof useAirOrderRefundPageRuleQueryLazyQuery>;
export type AirOrderRefundPageRuleQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderRefundPageRuleQuerySuspenseQuery>;
export type AirOrderRefundPageRuleQueryQueryResult = Apollo.QueryResult<AirOrderRefundPageRuleQuery, AirOrderRefundPageRuleQueryVariables>;
export const AirOrderResultPageRefundQueryDocument = gql`
    query AirOrderResultPageRefundQuery($orderNo: String!, $refundNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      international
    }
  }
  flightRefund(refundNo: $refundNo) {
    ...RefundDetail_refund
  }
}
    ${RefundDetail_RefundFragmentDoc}
${PassengerList_PassengerFragmentDoc}`;

/**
 * __useAirOrderResultPageRefundQuery__
 *
 * To run a query within a React component, call `useAirOrderResultPageRefundQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderResultPageRefundQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderResultPageRefundQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *      refundNo: // value for 'refundNo'
 *   },
 * });
 */
export function useAirOrderResultPageRefundQuery(baseOptions: Apollo.QueryHookOptions<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables> & ({ variables: AirOrderResultPageRefundQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>(AirOrderResultPageRefundQueryDocument, options);
      }
export function useAirOrderResultPageRefundQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>(AirOrderResultPageRefundQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderResultPageRefundQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>;
export function useAirOrderResultPageRefundQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderResultPageRefundQuery | undefined, AirOrderResultPageRefundQueryVariables>;
export function useAirOrderResultPageRefundQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>(AirOrderResultPageRefundQueryDocument, options);
        }
export type AirOrderResultPageRefundQueryHookResult = ReturnType<typeof useAirOrderResultPageRefundQuery>;
export type AirOrderResultPageRefundQueryLazyQueryHookResult = ReturnType<typeof useAirOrderResultPageRefundQueryLazyQuery>;
export type AirOrderResultPageRefundQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderResultPageRefundQuerySuspenseQuery>;
export type AirOrderResultPageRefundQueryQueryResult = Apollo.QueryResult<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>;
export const AirOrderResultPageChangeQueryDocument = gql`
    query AirOrderResultPageChangeQuery($orderNo: String!, $changeNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on FlightOrder {
      international
    }
  }
  flightChange(changeNo: $changeNo) {
    ...ChangeDetail_change
  }
}
    ${ChangeDetail_ChangeFragmentDoc}
${FlightSegmentCard_SegmentFragmentDoc}
${FlightSegmentCard_EndpointFragmentDoc}
${PassengerList_PassengerFragmentDoc}`;

/**
 * __useAirOrderResultPageChangeQuery__
 *
 * To run a query within a React component, call `useAirOrderResultPageChangeQuery` and pass it any options that fit your needs.
 * When your component renders, `useAirOrderResultPageChangeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAirOrderResultPageChangeQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *      changeNo: // value for 'changeNo'
 *   },
 * });
 */
export function useAirOrderResultPageChangeQuery(baseOptions: Apollo.QueryHookOptions<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables> & ({ variables: AirOrderResultPageChangeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>(AirOrderResultPageChangeQueryDocument, options);
      }
export function useAirOrderResultPageChangeQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>(AirOrderResultPageChangeQueryDocument, options);
        }
// @ts-ignore
export function useAirOrderResultPageChangeQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>;
export function useAirOrderResultPageChangeQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>): Apollo.UseSuspenseQueryResult<AirOrderResultPageChangeQuery | undefined, AirOrderResultPageChangeQueryVariables>;
export function useAirOrderResultPageChangeQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>(AirOrderResultPageChangeQueryDocument, options);
        }
export type AirOrderResultPageChangeQueryHookResult = ReturnType<typeof useAirOrderResultPageChangeQuery>;
export type AirOrderResultPageChangeQueryLazyQueryHookResult = ReturnType<typeof useAirOrderResultPageChangeQueryLazyQuery>;
export type AirOrderResultPageChangeQuerySuspenseQueryHookResult = ReturnType<typeof useAirOrderResultPageChangeQuerySuspenseQuery>;
export type AirOrderResultPageChangeQueryQueryResult = Apollo.QueryResult<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>;
export const AllOrderPageQueryDocument = gql`
    query AllOrderPageQuery($tab: OrderTab!, $status: OrderStatusFilter!, $pageNum: Int!, $pageSize: Int!) {
  orders(tab: $tab, status: $status, pageNum: $pageNum, pageSize: $pageSize) {
    total
    pageNum
    pageSize
    hasMore
    items {
      id
      orderNo
      type
      typeCode
      status
      statusText
      title
      subtitle
      total {
        text
      }
      payRemainingSeconds
      actions {
        canPay
        canCancel
        canDelete
      }
    }
  }
}
    `;

/**
 * __useAllOrderPageQuery__
 *
 * To run a query within a React component, call `useAllOrderPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useAllOrderPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAllOrderPageQuery({
 *   variables: {
 *      tab: // value for 'tab'
 *      status: // value for 'status'
 *      pageNum: // value for 'pageNum'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAllOrderPageQuery(baseOptions: Apollo.QueryHookOptions<AllOrderPageQuery, AllOrderPageQueryVariables> & ({ variables: AllOrderPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<AllOrderPageQuery, AllOrderPageQueryVariables>(AllOrderPageQueryDocument, options);
      }
export function useAllOrderPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<AllOrderPageQuery, AllOrderPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<AllOrderPageQuery, AllOrderPageQueryVariables>(AllOrderPageQueryDocument, options);
        }
// @ts-ignore
export function useAllOrderPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<AllOrderPageQuery, AllOrderPageQueryVariables>): Apollo.UseSuspenseQueryResult<AllOrderPageQuery, AllOrderPageQueryVariables>;
export function useAllOrderPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AllOrderPageQuery, AllOrderPageQueryVariables>): Apollo.UseSuspenseQueryResult<AllOrderPageQuery | undefined, AllOrderPageQueryVariables>;
export function useAllOrderPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<AllOrderPageQuery, AllOrderPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<AllOrderPageQuery, AllOrderPageQueryVariables>(AllOrderPageQueryDocument, options);
        }
export type AllOrderPageQueryHookResult = ReturnType<typeof useAllOrderPageQuery>;
export type AllOrderPageQueryLazyQueryHookResult = ReturnType<typeof useAllOrderPageQueryLazyQuery>;
export type AllOrderPageQuerySuspenseQueryHookResult = ReturnType<typeof useAllOrderPageQuerySuspenseQuery>;
export type AllOrderPageQueryQueryResult = Apollo.QueryResult<AllOrderPageQuery, AllOrderPageQueryVariables>;
export const FapiaoPageQueryDocument = gql`
    query FapiaoPageQuery {
  me {
    id
    memEmail
  }
}
    `;

/**
 * __useFapiaoPageQuery__
 *
 * To run a query within a React component, call `useFapiaoPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useFapiaoPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFapiaoPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useFapiaoPageQuery(baseOptions?: Apollo.QueryHookOptions<FapiaoPageQuery, FapiaoPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FapiaoPageQuery, FapiaoPageQueryVariables>(FapiaoPageQueryDocument, options);
      }
export function useFapiaoPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FapiaoPageQuery, FapiaoPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FapiaoPageQuery, FapiaoPageQueryVariables>(FapiaoPageQueryDocument, options);
        }
// @ts-ignore
export function useFapiaoPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FapiaoPageQuery, FapiaoPageQueryVariables>): Apollo.UseSuspenseQueryResult<FapiaoPageQuery, FapiaoPageQueryVariables>;
export function useFapiaoPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FapiaoPageQuery, FapiaoPageQueryVariables>): Apollo.UseSuspenseQueryResult<FapiaoPageQuery | undefined, FapiaoPageQueryVariables>;
export function useFapiaoPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FapiaoPageQuery, FapiaoPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FapiaoPageQuery, FapiaoPageQueryVariables>(FapiaoPageQueryDocument, options);
        }
export type FapiaoPageQueryHookResult = ReturnType<typeof useFapiaoPageQuery>;
export type FapiaoPageQueryLazyQueryHookResult = ReturnType<typeof useFapiaoPageQueryLazyQuery>;
export type FapiaoPageQuerySuspenseQueryHookResult = ReturnType<typeof useFapiaoPageQuerySuspenseQuery>;
export type FapiaoPageQueryQueryResult = Apollo.QueryResult<FapiaoPageQuery, FapiaoPageQueryVariables>;
export const FapiaoPageOrderQueryDocument = gql`
    query FapiaoPageOrderQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    id
    orderNo
    title
    subtitle
    status
    statusText
    total {
      text
    }
  }
  eInvoice(orderNo: $orderNo) {
    ...FapiaoPage_eInvoice
  }
  invoiceTitles {
    id
    kind
    name
    taxNumber
    isDefault
  }
}
    ${FapiaoPage_EInvoiceFragmentDoc}`;

/**
 * __useFapiaoPageOrderQuery__
 *
 * To run a query within a React component, call `useFapiaoPageOrderQuery` and pass it any options that fit your needs.
 * When your component renders, `useFapiaoPageOrderQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFapiaoPageOrderQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useFapiaoPageOrderQuery(baseOptions: Apollo.QueryHookOptions<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables> & ({ variables: FapiaoPageOrderQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>(FapiaoPageOrderQueryDocument, options);
      }
export function useFapiaoPageOrderQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>(FapiaoPageOrderQueryDocument, options);
        }
// @ts-ignore
export function useFapiaoPageOrderQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>): Apollo.UseSuspenseQueryResult<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>;
export function useFapiaoPageOrderQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>): Apollo.UseSuspenseQueryResult<FapiaoPageOrderQuery | undefined, FapiaoPageOrderQueryVariables>;
export function useFapiaoPageOrderQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>(FapiaoPageOrderQueryDocument, options);
        }
export type FapiaoPageOrderQueryHookResult = ReturnType<typeof useFapiaoPageOrderQuery>;
export type FapiaoPageOrderQueryLazyQueryHookResult = ReturnType<typeof useFapiaoPageOrderQueryLazyQuery>;
export type FapiaoPageOrderQuerySuspenseQueryHookResult = ReturnType<typeof useFapiaoPageOrderQuerySuspenseQuery>;
export type FapiaoPageOrderQueryQueryResult = Apollo.QueryResult<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>;
export const FapiaoPageRequestDocument = gql`
    mutation FapiaoPageRequest($input: RequestEInvoiceInput!) {
  requestEInvoice(input: $input) {
    invoice {
      ...FapiaoPage_eInvoice
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${FapiaoPage_EInvoiceFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type FapiaoPageRequestMutationFn = Apollo.MutationFunction<FapiaoPageRequestMutation, FapiaoPageRequestMutationVariables>;

/**
 * __useFapiaoPageRequestMutation__
 *
 * To run a mutation, you first call `useFapiaoPageRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFapiaoPageRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [fapiaoPageRequestMutation, { data, loading, error }] = useFapiaoPageRequestMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useFapiaoPageRequestMutation(baseOptions?: Apollo.MutationHookOptions<FapiaoPageRequestMutation, FapiaoPageRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<FapiaoPageRequestMutation, FapiaoPageRequestMutationVariables>(FapiaoPageRequestDocument, options);
      }
export type FapiaoPageRequestMutationHookResult = ReturnType<typeof useFapiaoPageRequestMutation>;
export type FapiaoPageRequestMutationResult = Apollo.MutationResult<FapiaoPageRequestMutation>;
export type FapiaoPageRequestMutationOptions = Apollo.BaseMutationOptions<FapiaoPageRequestMutation, FapiaoPageRequestMutationVariables>;
export const HotelOrderRefundPageQueryDocument = gql`
    query HotelOrderRefundPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on HotelOrder {
      orderNo
      hotel {
        id
        name
      }
      roomTypeName
      checkIn
      checkOut
      nights
      rooms
    }
  }
  hotelRefundQuote(orderNo: $orderNo) {
    refundable
    paid {
      text
    }
    fee {
      fen
      text
    }
    amount {
      text
    }
    ruleText
  }
}
    `;

/**
 * __useHotelOrderRefundPageQuery__
 *
 * To run a query within a React component, call `useHotelOrderRefundPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelOrderRefundPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelOrderRefundPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useHotelOrderRefundPageQuery(baseOptions: Apollo.QueryHookOptions<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables> & ({ variables: HotelOrderRefundPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>(HotelOrderRefundPageQueryDocument, options);
      }
export function useHotelOrderRefundPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>(HotelOrderRefundPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelOrderRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>;
export function useHotelOrderRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelOrderRefundPageQuery | undefined, HotelOrderRefundPageQueryVariables>;
export function useHotelOrderRefundPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>(HotelOrderRefundPageQueryDocument, options);
        }
export type HotelOrderRefundPageQueryHookResult = ReturnType<typeof useHotelOrderRefundPageQuery>;
export type HotelOrderRefundPageQueryLazyQueryHookResult = ReturnType<typeof useHotelOrderRefundPageQueryLazyQuery>;
export type HotelOrderRefundPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelOrderRefundPageQuerySuspenseQuery>;
export type HotelOrderRefundPageQueryQueryResult = Apollo.QueryResult<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>;
export const HotelOrderRefundPageApplyDocument = gql`
    mutation HotelOrderRefundPageApply($input: ApplyHotelRefundInput!) {
  applyHotelRefund(input: $input) {
    refund {
      ...HotelRefund_refund
    }
    order {
      id
      ...OrderDetailFrame_order
      refund {
        ...HotelRefund_refund
      }
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${HotelRefund_RefundFragmentDoc}
${OrderDetailFrame_OrderFragmentDoc}
${UserErrors_ErrorFragmentDoc}`;
export type HotelOrderRefundPageApplyMutationFn = Apollo.MutationFunction<HotelOrderRefundPageApplyMutation, HotelOrderRefundPageApplyMutationVariables>;

/**
 * __useHotelOrderRefundPageApplyMutation__
 *
 * To run a mutation, you first call `useHotelOrderRefundPageApplyMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useHotelOrderRefundPageApplyMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [hotelOrderRefundPageApplyMutation, { data, loading, error }] = useHotelOrderRefundPageApplyMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useHotelOrderRefundPageApplyMutation(baseOptions?: Apollo.MutationHookOptions<HotelOrderRefundPageApplyMutation, HotelOrderRefundPageApplyMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<HotelOrderRefundPageApplyMutation, HotelOrderRefundPageApplyMutationVariables>(HotelOrderRefundPageApplyDocument, options);
      }
export type HotelOrderRefundPageApplyMutationHookResult = ReturnType<typeof useHotelOrderRefundPageApplyMutation>;
export type HotelOrderRefundPageApplyMutationResult = Apollo.MutationResult<HotelOrderRefundPageApplyMutation>;
export type HotelOrderRefundPageApplyMutationOptions = Apollo.BaseMutationOptions<HotelOrderRefundPageApplyMutation, HotelOrderRefundPageApplyMutationVariables>;
export const HotelOrderDetailPageQueryDocument = gql`
    query HotelOrderDetailPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    __typename
    id
    ... on HotelOrder {
      ...HotelOrderDetail_order
    }
  }
}
    ${HotelOrderDetail_OrderFragmentDoc}
${OrderDetailFrame_OrderFragmentDoc}
${HotelRefund_RefundFragmentDoc}`;

/**
 * __useHotelOrderDetailPageQuery__
 *
 * To run a query within a React component, call `useHotelOrderDetailPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useHotelOrderDetailPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useHotelOrderDetailPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function useHotelOrderDetailPageQuery(baseOptions: Apollo.QueryHookOptions<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables> & ({ variables: HotelOrderDetailPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>(HotelOrderDetailPageQueryDocument, options);
      }
export function useHotelOrderDetailPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>(HotelOrderDetailPageQueryDocument, options);
        }
// @ts-ignore
export function useHotelOrderDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>;
export function useHotelOrderDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>): Apollo.UseSuspenseQueryResult<HotelOrderDetailPageQuery | undefined, HotelOrderDetailPageQueryVariables>;
export function useHotelOrderDetailPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>(HotelOrderDetailPageQueryDocument, options);
        }
export type HotelOrderDetailPageQueryHookResult = ReturnType<typeof useHotelOrderDetailPageQuery>;
export type HotelOrderDetailPageQueryLazyQueryHookResult = ReturnType<typeof useHotelOrderDetailPageQueryLazyQuery>;
export type HotelOrderDetailPageQuerySuspenseQueryHookResult = ReturnType<typeof useHotelOrderDetailPageQuerySuspenseQuery>;
export type HotelOrderDetailPageQueryQueryResult = Apollo.QueryResult<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>;
export const GuestChoicePageTravellerQueryDocument = gql`
    query GuestChoicePageTravellerQuery($id: ID!) {
  traveller(id: $id) {
    ...TravellerForm_traveller
  }
}
    ${TravellerForm_TravellerFragmentDoc}`;

/**
 * __useGuestChoicePageTravellerQuery__
 *
 * To run a query within a React component, call `useGuestChoicePageTravellerQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestChoicePageTravellerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestChoicePageTravellerQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useGuestChoicePageTravellerQuery(baseOptions: Apollo.QueryHookOptions<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables> & ({ variables: GuestChoicePageTravellerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>(GuestChoicePageTravellerQueryDocument, options);
      }
export function useGuestChoicePageTravellerQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>(GuestChoicePageTravellerQueryDocument, options);
        }
// @ts-ignore
export function useGuestChoicePageTravellerQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>): Apollo.UseSuspenseQueryResult<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>;
export function useGuestChoicePageTravellerQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>): Apollo.UseSuspenseQueryResult<GuestChoicePageTravellerQuery | undefined, GuestChoicePageTravellerQueryVariables>;
export function useGuestChoicePageTravellerQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>(GuestChoicePageTravellerQueryDocument, options);
        }
export type GuestChoicePageTravellerQueryHookResult = ReturnType<typeof useGuestChoicePageTravellerQuery>;
export type GuestChoicePageTravellerQueryLazyQueryHookResult = ReturnType<typeof useGuestChoicePageTravellerQueryLazyQuery>;
export type GuestChoicePageTravellerQuerySuspenseQueryHookResult = ReturnType<typeof useGuestChoicePageTravellerQuerySuspenseQuery>;
export type GuestChoicePageTravellerQueryQueryResult = Apollo.QueryResult<GuestChoicePageTravellerQuery, GuestChoicePageTravellerQueryVariables>;
export const GuestPageCountsQueryDocument = gql`
    query GuestPageCountsQuery {
  travellers(pageNum: 1, pageSize: 1) {
    total
  }
  invoiceTitles {
    id
  }
}
    `;

/**
 * __useGuestPageCountsQuery__
 *
 * To run a query within a React component, call `useGuestPageCountsQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestPageCountsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestPageCountsQuery({
 *   variables: {
 *   },
 * });
 */
export function useGuestPageCountsQuery(baseOptions?: Apollo.QueryHookOptions<GuestPageCountsQuery, GuestPageCountsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GuestPageCountsQuery, GuestPageCountsQueryVariables>(GuestPageCountsQueryDocument, options);
      }
export function useGuestPageCountsQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GuestPageCountsQuery, GuestPageCountsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GuestPageCountsQuery, GuestPageCountsQueryVariables>(GuestPageCountsQueryDocument, options);
        }
// @ts-ignore
export function useGuestPageCountsQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GuestPageCountsQuery, GuestPageCountsQueryVariables>): Apollo.UseSuspenseQueryResult<GuestPageCountsQuery, GuestPageCountsQueryVariables>;
export function useGuestPageCountsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuestPageCountsQuery, GuestPageCountsQueryVariables>): Apollo.UseSuspenseQueryResult<GuestPageCountsQuery | undefined, GuestPageCountsQueryVariables>;
export function useGuestPageCountsQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuestPageCountsQuery, GuestPageCountsQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GuestPageCountsQuery, GuestPageCountsQueryVariables>(GuestPageCountsQueryDocument, options);
        }
export type GuestPageCountsQueryHookResult = ReturnType<typeof useGuestPageCountsQuery>;
export type GuestPageCountsQueryLazyQueryHookResult = ReturnType<typeof useGuestPageCountsQueryLazyQuery>;
export type GuestPageCountsQuerySuspenseQueryHookResult = ReturnType<typeof useGuestPageCountsQuerySuspenseQuery>;
export type GuestPageCountsQueryQueryResult = Apollo.QueryResult<GuestPageCountsQuery, GuestPageCountsQueryVariables>;
export const GuestInfoPageTravellersQueryDocument = gql`
    query GuestInfoPageTravellersQuery($pageNum: Int!, $pageSize: Int!) {
  travellers(pageNum: $pageNum, pageSize: $pageSize) {
    pageNum
    total
    hasMore
    items {
      id
      name
      isSelf
      mobile
      documents {
        type
        maskedNumber
      }
    }
  }
  documentTypes {
    type
    name
  }
}
    `;

/**
 * __useGuestInfoPageTravellersQuery__
 *
 * To run a query within a React component, call `useGuestInfoPageTravellersQuery` and pass it any options that fit your needs.
 * When your component renders, `useGuestInfoPageTravellersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useGuestInfoPageTravellersQuery({
 *   variables: {
 *      pageNum: // value for 'pageNum'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useGuestInfoPageTravellersQuery(baseOptions: Apollo.QueryHookOptions<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables> & ({ variables: GuestInfoPageTravellersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>(GuestInfoPageTravellersQueryDocument, options);
      }
export function useGuestInfoPageTravellersQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>(GuestInfoPageTravellersQueryDocument, options);
        }
// @ts-ignore
export function useGuestInfoPageTravellersQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>): Apollo.UseSuspenseQueryResult<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>;
export function useGuestInfoPageTravellersQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>): Apollo.UseSuspenseQueryResult<GuestInfoPageTravellersQuery | undefined, GuestInfoPageTravellersQueryVariables>;
export function useGuestInfoPageTravellersQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>(GuestInfoPageTravellersQueryDocument, options);
        }
export type GuestInfoPageTravellersQueryHookResult = ReturnType<typeof useGuestInfoPageTravellersQuery>;
export type GuestInfoPageTravellersQueryLazyQueryHookResult = ReturnType<typeof useGuestInfoPageTravellersQueryLazyQuery>;
export type GuestInfoPageTravellersQuerySuspenseQueryHookResult = ReturnType<typeof useGuestInfoPageTravellersQuerySuspenseQuery>;
export type GuestInfoPageTravellersQueryQueryResult = Apollo.QueryResult<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>;
export const GuestInfoPageDeleteDocument = gql`
    mutation GuestInfoPageDelete($input: DeleteTravellerInput!) {
  deleteTraveller(input: $input) {
    deletedId
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type GuestInfoPageDeleteMutationFn = Apollo.MutationFunction<GuestInfoPageDeleteMutation, GuestInfoPageDeleteMutationVariables>;

/**
 * __useGuestInfoPageDeleteMutation__
 *
 * To run a mutation, you first call `useGuestInfoPageDeleteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useGuestInfoPageDeleteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [guestInfoPageDeleteMutation, { data, loading, error }] = useGuestInfoPageDeleteMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useGuestInfoPageDeleteMutation(baseOptions?: Apollo.MutationHookOptions<GuestInfoPageDeleteMutation, GuestInfoPageDeleteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<GuestInfoPageDeleteMutation, GuestInfoPageDeleteMutationVariables>(GuestInfoPageDeleteDocument, options);
      }
export type GuestInfoPageDeleteMutationHookResult = ReturnType<typeof useGuestInfoPageDeleteMutation>;
export type GuestInfoPageDeleteMutationResult = Apollo.MutationResult<GuestInfoPageDeleteMutation>;
export type GuestInfoPageDeleteMutationOptions = Apollo.BaseMutationOptions<GuestInfoPageDeleteMutation, GuestInfoPageDeleteMutationVariables>;
export const PersonalPageQueryDocument = gql`
    query PersonalPageQuery {
  me {
    id
    ...MemberCard_user
  }
}
    ${MemberCard_UserFragmentDoc}`;

/**
 * __usePersonalPageQuery__
 *
 * To run a query within a React component, call `usePersonalPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePersonalPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePersonalPageQuery({
 *   variables: {
 *   },
 * });
 */
export function usePersonalPageQuery(baseOptions?: Apollo.QueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument, options);
      }
export function usePersonalPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument, options);
        }
// @ts-ignore
export function usePersonalPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>): Apollo.UseSuspenseQueryResult<PersonalPageQuery, PersonalPageQueryVariables>;
export function usePersonalPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>): Apollo.UseSuspenseQueryResult<PersonalPageQuery | undefined, PersonalPageQueryVariables>;
export function usePersonalPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PersonalPageQuery, PersonalPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PersonalPageQuery, PersonalPageQueryVariables>(PersonalPageQueryDocument, options);
        }
export type PersonalPageQueryHookResult = ReturnType<typeof usePersonalPageQuery>;
export type PersonalPageQueryLazyQueryHookResult = ReturnType<typeof usePersonalPageQueryLazyQuery>;
export type PersonalPageQuerySuspenseQueryHookResult = ReturnType<typeof usePersonalPageQuerySuspenseQuery>;
export type PersonalPageQueryQueryResult = Apollo.QueryResult<PersonalPageQuery, PersonalPageQueryVariables>;
export const SettingPageQueryDocument = gql`
    query SettingPageQuery {
  me {
    id
    nickName
    avatarUrl
  }
}
    `;

/**
 * __useSettingPageQuery__
 *
 * To run a query within a React component, call `useSettingPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingPageQuery(baseOptions?: Apollo.QueryHookOptions<SettingPageQuery, SettingPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingPageQuery, SettingPageQueryVariables>(SettingPageQueryDocument, options);
      }
export function useSettingPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingPageQuery, SettingPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingPageQuery, SettingPageQueryVariables>(SettingPageQueryDocument, options);
        }
// @ts-ignore
export function useSettingPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingPageQuery, SettingPageQueryVariables>): Apollo.UseSuspenseQueryResult<SettingPageQuery, SettingPageQueryVariables>;
export function useSettingPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingPageQuery, SettingPageQueryVariables>): Apollo.UseSuspenseQueryResult<SettingPageQuery | undefined, SettingPageQueryVariables>;
export function useSettingPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingPageQuery, SettingPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingPageQuery, SettingPageQueryVariables>(SettingPageQueryDocument, options);
        }
export type SettingPageQueryHookResult = ReturnType<typeof useSettingPageQuery>;
export type SettingPageQueryLazyQueryHookResult = ReturnType<typeof useSettingPageQueryLazyQuery>;
export type SettingPageQuerySuspenseQueryHookResult = ReturnType<typeof useSettingPageQuerySuspenseQuery>;
export type SettingPageQueryQueryResult = Apollo.QueryResult<SettingPageQuery, SettingPageQueryVariables>;
export const SettingPasswordPageQueryDocument = gql`
    query SettingPasswordPageQuery {
  me {
    id
    mobile
    maskedMobile
  }
}
    `;

/**
 * __useSettingPasswordPageQuery__
 *
 * To run a query within a React component, call `useSettingPasswordPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSettingPasswordPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSettingPasswordPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useSettingPasswordPageQuery(baseOptions?: Apollo.QueryHookOptions<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>(SettingPasswordPageQueryDocument, options);
      }
export function useSettingPasswordPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>(SettingPasswordPageQueryDocument, options);
        }
// @ts-ignore
export function useSettingPasswordPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>): Apollo.UseSuspenseQueryResult<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>;
export function useSettingPasswordPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>): Apollo.UseSuspenseQueryResult<SettingPasswordPageQuery | undefined, SettingPasswordPageQueryVariables>;
export function useSettingPasswordPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>(SettingPasswordPageQueryDocument, options);
        }
export type SettingPasswordPageQueryHookResult = ReturnType<typeof useSettingPasswordPageQuery>;
export type SettingPasswordPageQueryLazyQueryHookResult = ReturnType<typeof useSettingPasswordPageQueryLazyQuery>;
export type SettingPasswordPageQuerySuspenseQueryHookResult = ReturnType<typeof useSettingPasswordPageQuerySuspenseQuery>;
export type SettingPasswordPageQueryQueryResult = Apollo.QueryResult<SettingPasswordPageQuery, SettingPasswordPageQueryVariables>;
export const SettingPasswordPageSendCodeDocument = gql`
    mutation SettingPasswordPageSendCode($input: SendVerifyCodeInput!) {
  sendVerifyCode(input: $input) {
    resendIn
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type SettingPasswordPageSendCodeMutationFn = Apollo.MutationFunction<SettingPasswordPageSendCodeMutation, SettingPasswordPageSendCodeMutationVariables>;

/**
 * __useSettingPasswordPageSendCodeMutation__
 *
 * To run a mutation, you first call `useSettingPasswordPageSendCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingPasswordPageSendCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingPasswordPageSendCodeMutation, { data, loading, error }] = useSettingPasswordPageSendCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSettingPasswordPageSendCodeMutation(baseOptions?: Apollo.MutationHookOptions<SettingPasswordPageSendCodeMutation, SettingPasswordPageSendCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingPasswordPageSendCodeMutation, SettingPasswordPageSendCodeMutationVariables>(SettingPasswordPageSendCodeDocument, options);
      }
export type SettingPasswordPageSendCodeMutationHookResult = ReturnType<typeof useSettingPasswordPageSendCodeMutation>;
export type SettingPasswordPageSendCodeMutationResult = Apollo.MutationResult<SettingPasswordPageSendCodeMutation>;
export type SettingPasswordPageSendCodeMutationOptions = Apollo.BaseMutationOptions<SettingPasswordPageSendCodeMutation, SettingPasswordPageSendCodeMutationVariables>;
export const SettingPasswordPageResetPasswordDocument = gql`
    mutation SettingPasswordPageResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    ok
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type SettingPasswordPageResetPasswordMutationFn = Apollo.MutationFunction<SettingPasswordPageResetPasswordMutation, SettingPasswordPageResetPasswordMutationVariables>;

/**
 * __useSettingPasswordPageResetPasswordMutation__
 *
 * To run a mutation, you first call `useSettingPasswordPageResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSettingPasswordPageResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [settingPasswordPageResetPasswordMutation, { data, loading, error }] = useSettingPasswordPageResetPasswordMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSettingPasswordPageResetPasswordMutation(baseOptions?: Apollo.MutationHookOptions<SettingPasswordPageResetPasswordMutation, SettingPasswordPageResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SettingPasswordPageResetPasswordMutation, SettingPasswordPageResetPasswordMutationVariables>(SettingPasswordPageResetPasswordDocument, options);
      }
export type SettingPasswordPageResetPasswordMutationHookResult = ReturnType<typeof useSettingPasswordPageResetPasswordMutation>;
export type SettingPasswordPageResetPasswordMutationResult = Apollo.MutationResult<SettingPasswordPageResetPasswordMutation>;
export type SettingPasswordPageResetPasswordMutationOptions = Apollo.BaseMutationOptions<SettingPasswordPageResetPasswordMutation, SettingPasswordPageResetPasswordMutationVariables>;
export const SetinfoPageQueryDocument = gql`
    query SetinfoPageQuery {
  me {
    id
    nickName
    maskedMobile
    avatarUrl
  }
}
    `;

/**
 * __useSetinfoPageQuery__
 *
 * To run a query within a React component, call `useSetinfoPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSetinfoPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSetinfoPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useSetinfoPageQuery(baseOptions?: Apollo.QueryHookOptions<SetinfoPageQuery, SetinfoPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SetinfoPageQuery, SetinfoPageQueryVariables>(SetinfoPageQueryDocument, options);
      }
export function useSetinfoPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SetinfoPageQuery, SetinfoPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SetinfoPageQuery, SetinfoPageQueryVariables>(SetinfoPageQueryDocument, options);
        }
// @ts-ignore
export function useSetinfoPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SetinfoPageQuery, SetinfoPageQueryVariables>): Apollo.UseSuspenseQueryResult<SetinfoPageQuery, SetinfoPageQueryVariables>;
export function useSetinfoPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SetinfoPageQuery, SetinfoPageQueryVariables>): Apollo.UseSuspenseQueryResult<SetinfoPageQuery | undefined, SetinfoPageQueryVariables>;
export function useSetinfoPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SetinfoPageQuery, SetinfoPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SetinfoPageQuery, SetinfoPageQueryVariables>(SetinfoPageQueryDocument, options);
        }
export type SetinfoPageQueryHookResult = ReturnType<typeof useSetinfoPageQuery>;
export type SetinfoPageQueryLazyQueryHookResult = ReturnType<typeof useSetinfoPageQueryLazyQuery>;
export type SetinfoPageQuerySuspenseQueryHookResult = ReturnType<typeof useSetinfoPageQuerySuspenseQuery>;
export type SetinfoPageQueryQueryResult = Apollo.QueryResult<SetinfoPageQuery, SetinfoPageQueryVariables>;
export const SetinfoPageUpdateNicknameDocument = gql`
    mutation SetinfoPageUpdateNickname($input: UpdateNicknameInput!) {
  updateNickname(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type SetinfoPageUpdateNicknameMutationFn = Apollo.MutationFunction<SetinfoPageUpdateNicknameMutation, SetinfoPageUpdateNicknameMutationVariables>;

/**
 * __useSetinfoPageUpdateNicknameMutation__
 *
 * To run a mutation, you first call `useSetinfoPageUpdateNicknameMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetinfoPageUpdateNicknameMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setinfoPageUpdateNicknameMutation, { data, loading, error }] = useSetinfoPageUpdateNicknameMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetinfoPageUpdateNicknameMutation(baseOptions?: Apollo.MutationHookOptions<SetinfoPageUpdateNicknameMutation, SetinfoPageUpdateNicknameMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetinfoPageUpdateNicknameMutation, SetinfoPageUpdateNicknameMutationVariables>(SetinfoPageUpdateNicknameDocument, options);
      }
export type SetinfoPageUpdateNicknameMutationHookResult = ReturnType<typeof useSetinfoPageUpdateNicknameMutation>;
export type SetinfoPageUpdateNicknameMutationResult = Apollo.MutationResult<SetinfoPageUpdateNicknameMutation>;
export type SetinfoPageUpdateNicknameMutationOptions = Apollo.BaseMutationOptions<SetinfoPageUpdateNicknameMutation, SetinfoPageUpdateNicknameMutationVariables>;
export const SetinfoPageUploadAvatarDocument = gql`
    mutation SetinfoPageUploadAvatar($input: UploadAvatarInput!) {
  uploadAvatar(input: $input) {
    user {
      id
      avatarUrl
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type SetinfoPageUploadAvatarMutationFn = Apollo.MutationFunction<SetinfoPageUploadAvatarMutation, SetinfoPageUploadAvatarMutationVariables>;

/**
 * __useSetinfoPageUploadAvatarMutation__
 *
 * To run a mutation, you first call `useSetinfoPageUploadAvatarMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetinfoPageUploadAvatarMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setinfoPageUploadAvatarMutation, { data, loading, error }] = useSetinfoPageUploadAvatarMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSetinfoPageUploadAvatarMutation(baseOptions?: Apollo.MutationHookOptions<SetinfoPageUploadAvatarMutation, SetinfoPageUploadAvatarMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SetinfoPageUploadAvatarMutation, SetinfoPageUploadAvatarMutationVariables>(SetinfoPageUploadAvatarDocument, options);
      }
export type SetinfoPageUploadAvatarMutationHookResult = ReturnType<typeof useSetinfoPageUploadAvatarMutation>;
export type SetinfoPageUploadAvatarMutationResult = Apollo.MutationResult<SetinfoPageUploadAvatarMutation>;
export type SetinfoPageUploadAvatarMutationOptions = Apollo.BaseMutationOptions<SetinfoPageUploadAvatarMutation, SetinfoPageUploadAvatarMutationVariables>;
export const CitytabPageQueryDocument = gql`
    query CitytabPageQuery {
  cityDirectory {
    hot {
      ...LocalCity_city
    }
    groups {
      letter
      cities {
        ...LocalCity_city
      }
    }
  }
}
    ${LocalCity_CityFragmentDoc}`;

/**
 * __useCitytabPageQuery__
 *
 * To run a query within a React component, call `useCitytabPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useCitytabPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCitytabPageQuery({
 *   variables: {
 *   },
 * });
 */
export function useCitytabPageQuery(baseOptions?: Apollo.QueryHookOptions<CitytabPageQuery, CitytabPageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CitytabPageQuery, CitytabPageQueryVariables>(CitytabPageQueryDocument, options);
      }
export function useCitytabPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CitytabPageQuery, CitytabPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CitytabPageQuery, CitytabPageQueryVariables>(CitytabPageQueryDocument, options);
        }
// @ts-ignore
export function useCitytabPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CitytabPageQuery, CitytabPageQueryVariables>): Apollo.UseSuspenseQueryResult<CitytabPageQuery, CitytabPageQueryVariables>;
export function useCitytabPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CitytabPageQuery, CitytabPageQueryVariables>): Apollo.UseSuspenseQueryResult<CitytabPageQuery | undefined, CitytabPageQueryVariables>;
export function useCitytabPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CitytabPageQuery, CitytabPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CitytabPageQuery, CitytabPageQueryVariables>(CitytabPageQueryDocument, options);
        }
export type CitytabPageQueryHookResult = ReturnType<typeof useCitytabPageQuery>;
export type CitytabPageQueryLazyQueryHookResult = ReturnType<typeof useCitytabPageQueryLazyQuery>;
export type CitytabPageQuerySuspenseQueryHookResult = ReturnType<typeof useCitytabPageQuerySuspenseQuery>;
export type CitytabPageQueryQueryResult = Apollo.QueryResult<CitytabPageQuery, CitytabPageQueryVariables>;
export const CitytabPageSearchQueryDocument = gql`
    query CitytabPageSearchQuery($keyword: String!) {
  searchCities(keyword: $keyword) {
    ...LocalCity_city
    province
  }
}
    ${LocalCity_CityFragmentDoc}`;

/**
 * __useCitytabPageSearchQuery__
 *
 * To run a query within a React component, call `useCitytabPageSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useCitytabPageSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCitytabPageSearchQuery({
 *   variables: {
 *      keyword: // value for 'keyword'
 *   },
 * });
 */
export function useCitytabPageSearchQuery(baseOptions: Apollo.QueryHookOptions<CitytabPageSearchQuery, CitytabPageSearchQueryVariables> & ({ variables: CitytabPageSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>(CitytabPageSearchQueryDocument, options);
      }
export function useCitytabPageSearchQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>(CitytabPageSearchQueryDocument, options);
        }
// @ts-ignore
export function useCitytabPageSearchQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>): Apollo.UseSuspenseQueryResult<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>;
export function useCitytabPageSearchQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>): Apollo.UseSuspenseQueryResult<CitytabPageSearchQuery | undefined, CitytabPageSearchQueryVariables>;
export function useCitytabPageSearchQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>(CitytabPageSearchQueryDocument, options);
        }
export type CitytabPageSearchQueryHookResult = ReturnType<typeof useCitytabPageSearchQuery>;
export type CitytabPageSearchQueryLazyQueryHookResult = ReturnType<typeof useCitytabPageSearchQueryLazyQuery>;
export type CitytabPageSearchQuerySuspenseQueryHookResult = ReturnType<typeof useCitytabPageSearchQuerySuspenseQuery>;
export type CitytabPageSearchQueryQueryResult = Apollo.QueryResult<CitytabPageSearchQuery, CitytabPageSearchQueryVariables>;
export const RegisterPageSendCodeDocument = gql`
    mutation RegisterPageSendCode($input: SendVerifyCodeInput!) {
  sendVerifyCode(input: $input) {
    resendIn
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type RegisterPageSendCodeMutationFn = Apollo.MutationFunction<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>;

/**
 * __useRegisterPageSendCodeMutation__
 *
 * To run a mutation, you first call `useRegisterPageSendCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterPageSendCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerPageSendCodeMutation, { data, loading, error }] = useRegisterPageSendCodeMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterPageSendCodeMutation(baseOptions?: Apollo.MutationHookOptions<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>(RegisterPageSendCodeDocument, options);
      }
export type RegisterPageSendCodeMutationHookResult = ReturnType<typeof useRegisterPageSendCodeMutation>;
export type RegisterPageSendCodeMutationResult = Apollo.MutationResult<RegisterPageSendCodeMutation>;
export type RegisterPageSendCodeMutationOptions = Apollo.BaseMutationOptions<RegisterPageSendCodeMutation, RegisterPageSendCodeMutationVariables>;
export const RegisterPageRegisterDocument = gql`
    mutation RegisterPageRegister($input: RegisterInput!) {
  register(input: $input) {
    user {
      id
      nickName
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type RegisterPageRegisterMutationFn = Apollo.MutationFunction<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>;

/**
 * __useRegisterPageRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterPageRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterPageRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerPageRegisterMutation, { data, loading, error }] = useRegisterPageRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterPageRegisterMutation(baseOptions?: Apollo.MutationHookOptions<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>(RegisterPageRegisterDocument, options);
      }
export type RegisterPageRegisterMutationHookResult = ReturnType<typeof useRegisterPageRegisterMutation>;
export type RegisterPageRegisterMutationResult = Apollo.MutationResult<RegisterPageRegisterMutation>;
export type RegisterPageRegisterMutationOptions = Apollo.BaseMutationOptions<RegisterPageRegisterMutation, RegisterPageRegisterMutationVariables>;
export const SubscribeAirIntoicePageQueryDocument = gql`
    query SubscribeAirIntoicePageQuery {
  invoiceTitles {
    id
    isDefault
  }
}
    `;

/**
 * __useSubscribeAirIntoicePageQuery__
 *
 * To run a query within a React component, call `useSubscribeAirIntoicePageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscribeAirIntoicePageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscribeAirIntoicePageQuery({
 *   variables: {
 *   },
 * });
 */
export function useSubscribeAirIntoicePageQuery(baseOptions?: Apollo.QueryHookOptions<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>(SubscribeAirIntoicePageQueryDocument, options);
      }
export function useSubscribeAirIntoicePageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>(SubscribeAirIntoicePageQueryDocument, options);
        }
// @ts-ignore
export function useSubscribeAirIntoicePageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>): Apollo.UseSuspenseQueryResult<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>;
export function useSubscribeAirIntoicePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>): Apollo.UseSuspenseQueryResult<SubscribeAirIntoicePageQuery | undefined, SubscribeAirIntoicePageQueryVariables>;
export function useSubscribeAirIntoicePageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>(SubscribeAirIntoicePageQueryDocument, options);
        }
export type SubscribeAirIntoicePageQueryHookResult = ReturnType<typeof useSubscribeAirIntoicePageQuery>;
export type SubscribeAirIntoicePageQueryLazyQueryHookResult = ReturnType<typeof useSubscribeAirIntoicePageQueryLazyQuery>;
export type SubscribeAirIntoicePageQuerySuspenseQueryHookResult = ReturnType<typeof useSubscribeAirIntoicePageQuerySuspenseQuery>;
export type SubscribeAirIntoicePageQueryQueryResult = Apollo.QueryResult<SubscribeAirIntoicePageQuery, SubscribeAirIntoicePageQueryVariables>;
export const SubscribeAirIntoicePageMakeDefaultDocument = gql`
    mutation SubscribeAirIntoicePageMakeDefault($input: SaveInvoiceTitleInput!) {
  saveInvoiceTitle(input: $input) {
    invoiceTitle {
      id
      isDefault
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type SubscribeAirIntoicePageMakeDefaultMutationFn = Apollo.MutationFunction<SubscribeAirIntoicePageMakeDefaultMutation, SubscribeAirIntoicePageMakeDefaultMutationVariables>;

/**
 * __useSubscribeAirIntoicePageMakeDefaultMutation__
 *
 * To run a mutation, you first call `useSubscribeAirIntoicePageMakeDefaultMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribeAirIntoicePageMakeDefaultMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribeAirIntoicePageMakeDefaultMutation, { data, loading, error }] = useSubscribeAirIntoicePageMakeDefaultMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubscribeAirIntoicePageMakeDefaultMutation(baseOptions?: Apollo.MutationHookOptions<SubscribeAirIntoicePageMakeDefaultMutation, SubscribeAirIntoicePageMakeDefaultMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SubscribeAirIntoicePageMakeDefaultMutation, SubscribeAirIntoicePageMakeDefaultMutationVariables>(SubscribeAirIntoicePageMakeDefaultDocument, options);
      }
export type SubscribeAirIntoicePageMakeDefaultMutationHookResult = ReturnType<typeof useSubscribeAirIntoicePageMakeDefaultMutation>;
export type SubscribeAirIntoicePageMakeDefaultMutationResult = Apollo.MutationResult<SubscribeAirIntoicePageMakeDefaultMutation>;
export type SubscribeAirIntoicePageMakeDefaultMutationOptions = Apollo.BaseMutationOptions<SubscribeAirIntoicePageMakeDefaultMutation, SubscribeAirIntoicePageMakeDefaultMutationVariables>;
export const SubscribeHotelPageQueryDocument = gql`
    query SubscribeHotelPageQuery($hotelId: ID!, $stay: HotelStayInput!) {
  me {
    id
    mobile
    memEmail
  }
  hotel(id: $hotelId) {
    id
    address
  }
  hotelQuote(input: $stay) {
    ...HotelBookingSummary_quote
    ...HotelBookingPrice_quote
  }
}
    ${HotelBookingSummary_QuoteFragmentDoc}
${HotelBookingPrice_QuoteFragmentDoc}`;

/**
 * __useSubscribeHotelPageQuery__
 *
 * To run a query within a React component, call `useSubscribeHotelPageQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscribeHotelPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscribeHotelPageQuery({
 *   variables: {
 *      hotelId: // value for 'hotelId'
 *      stay: // value for 'stay'
 *   },
 * });
 */
export function useSubscribeHotelPageQuery(baseOptions: Apollo.QueryHookOptions<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables> & ({ variables: SubscribeHotelPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>(SubscribeHotelPageQueryDocument, options);
      }
export function useSubscribeHotelPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>(SubscribeHotelPageQueryDocument, options);
        }
// @ts-ignore
export function useSubscribeHotelPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>): Apollo.UseSuspenseQueryResult<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>;
export function useSubscribeHotelPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>): Apollo.UseSuspenseQueryResult<SubscribeHotelPageQuery | undefined, SubscribeHotelPageQueryVariables>;
export function useSubscribeHotelPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>(SubscribeHotelPageQueryDocument, options);
        }
export type SubscribeHotelPageQueryHookResult = ReturnType<typeof useSubscribeHotelPageQuery>;
export type SubscribeHotelPageQueryLazyQueryHookResult = ReturnType<typeof useSubscribeHotelPageQueryLazyQuery>;
export type SubscribeHotelPageQuerySuspenseQueryHookResult = ReturnType<typeof useSubscribeHotelPageQuerySuspenseQuery>;
export type SubscribeHotelPageQueryQueryResult = Apollo.QueryResult<SubscribeHotelPageQuery, SubscribeHotelPageQueryVariables>;
export const SubscribeHotelPageQuoteQueryDocument = gql`
    query SubscribeHotelPageQuoteQuery($stay: HotelStayInput!) {
  hotelQuote(input: $stay) {
    ...HotelBookingSummary_quote
    ...HotelBookingPrice_quote
  }
}
    ${HotelBookingSummary_QuoteFragmentDoc}
${HotelBookingPrice_QuoteFragmentDoc}`;

/**
 * __useSubscribeHotelPageQuoteQuery__
 *
 * To run a query within a React component, call `useSubscribeHotelPageQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useSubscribeHotelPageQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSubscribeHotelPageQuoteQuery({
 *   variables: {
 *      stay: // value for 'stay'
 *   },
 * });
 */
export function useSubscribeHotelPageQuoteQuery(baseOptions: Apollo.QueryHookOptions<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables> & ({ variables: SubscribeHotelPageQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>(SubscribeHotelPageQuoteQueryDocument, options);
      }
export function useSubscribeHotelPageQuoteQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>(SubscribeHotelPageQuoteQueryDocument, options);
        }
// @ts-ignore
export function useSubscribeHotelPageQuoteQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>): Apollo.UseSuspenseQueryResult<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>;
export function useSubscribeHotelPageQuoteQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>): Apollo.UseSuspenseQueryResult<SubscribeHotelPageQuoteQuery | undefined, SubscribeHotelPageQuoteQueryVariables>;
export function useSubscribeHotelPageQuoteQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>(SubscribeHotelPageQuoteQueryDocument, options);
        }
export type SubscribeHotelPageQuoteQueryHookResult = ReturnType<typeof useSubscribeHotelPageQuoteQuery>;
export type SubscribeHotelPageQuoteQueryLazyQueryHookResult = ReturnType<typeof useSubscribeHotelPageQuoteQueryLazyQuery>;
export type SubscribeHotelPageQuoteQuerySuspenseQueryHookResult = ReturnType<typeof useSubscribeHotelPageQuoteQuerySuspenseQuery>;
export type SubscribeHotelPageQuoteQueryQueryResult = Apollo.QueryResult<SubscribeHotelPageQuoteQuery, SubscribeHotelPageQuoteQueryVariables>;
export const SubscribeHotelPageCreateOrderDocument = gql`
    mutation SubscribeHotelPageCreateOrder($input: CreateHotelOrderInput!) {
  createHotelOrder(input: $input) {
    order {
      id
      orderNo
    }
    userErrors {
      ...UserErrors_error
    }
  }
}
    ${UserErrors_ErrorFragmentDoc}`;
export type SubscribeHotelPageCreateOrderMutationFn = Apollo.MutationFunction<SubscribeHotelPageCreateOrderMutation, SubscribeHotelPageCreateOrderMutationVariables>;

/**
 * __useSubscribeHotelPageCreateOrderMutation__
 *
 * To run a mutation, you first call `useSubscribeHotelPageCreateOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSubscribeHotelPageCreateOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [subscribeHotelPageCreateOrderMutation, { data, loading, error }] = useSubscribeHotelPageCreateOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSubscribeHotelPageCreateOrderMutation(baseOptions?: Apollo.MutationHookOptions<SubscribeHotelPageCreateOrderMutation, SubscribeHotelPageCreateOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<SubscribeHotelPageCreateOrderMutation, SubscribeHotelPageCreateOrderMutationVariables>(SubscribeHotelPageCreateOrderDocument, options);
      }
export type SubscribeHotelPageCreateOrderMutationHookResult = ReturnType<typeof useSubscribeHotelPageCreateOrderMutation>;
export type SubscribeHotelPageCreateOrderMutationResult = Apollo.MutationResult<SubscribeHotelPageCreateOrderMutation>;
export type SubscribeHotelPageCreateOrderMutationOptions = Apollo.BaseMutationOptions<SubscribeHotelPageCreateOrderMutation, SubscribeHotelPageCreateOrderMutationVariables>;
export const PayPageQueryDocument = gql`
    query PayPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    id
    orderNo
    type
    typeCode
    status
    statusText
    title
    subtitle
    travelDate
    total {
      text
    }
    payDeadline
    payRemainingSeconds
    actions {
      canPay
    }
  }
}
    `;

/**
 * __usePayPageQuery__
 *
 * To run a query within a React component, call `usePayPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePayPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePayPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function usePayPageQuery(baseOptions: Apollo.QueryHookOptions<PayPageQuery, PayPageQueryVariables> & ({ variables: PayPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PayPageQuery, PayPageQueryVariables>(PayPageQueryDocument, options);
      }
export function usePayPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PayPageQuery, PayPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PayPageQuery, PayPageQueryVariables>(PayPageQueryDocument, options);
        }
// @ts-ignore
export function usePayPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PayPageQuery, PayPageQueryVariables>): Apollo.UseSuspenseQueryResult<PayPageQuery, PayPageQueryVariables>;
export function usePayPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayPageQuery, PayPageQueryVariables>): Apollo.UseSuspenseQueryResult<PayPageQuery | undefined, PayPageQueryVariables>;
export function usePayPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PayPageQuery, PayPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PayPageQuery, PayPageQueryVariables>(PayPageQueryDocument, options);
        }
export type PayPageQueryHookResult = ReturnType<typeof usePayPageQuery>;
export type PayPageQueryLazyQueryHookResult = ReturnType<typeof usePayPageQueryLazyQuery>;
export type PayPageQuerySuspenseQueryHookResult = ReturnType<typeof usePayPageQuerySuspenseQuery>;
export type PayPageQueryQueryResult = Apollo.QueryResult<PayPageQuery, PayPageQueryVariables>;
export const PayPagePayOrderDocument = gql`
    mutation PayPagePayOrder($input: PayOrderInput!) {
  payOrder(input: $input) {
    payment {
      payNo
      method
      cashierUrl
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `;
export type PayPagePayOrderMutationFn = Apollo.MutationFunction<PayPagePayOrderMutation, PayPagePayOrderMutationVariables>;

/**
 * __usePayPagePayOrderMutation__
 *
 * To run a mutation, you first call `usePayPagePayOrderMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayPagePayOrderMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payPagePayOrderMutation, { data, loading, error }] = usePayPagePayOrderMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function usePayPagePayOrderMutation(baseOptions?: Apollo.MutationHookOptions<PayPagePayOrderMutation, PayPagePayOrderMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useMutation<PayPagePayOrderMutation, PayPagePayOrderMutationVariables>(PayPagePayOrderDocument, options);
      }
export type PayPagePayOrderMutationHookResult = ReturnType<typeof usePayPagePayOrderMutation>;
export type PayPagePayOrderMutationResult = Apollo.MutationResult<PayPagePayOrderMutation>;
export type PayPagePayOrderMutationOptions = Apollo.BaseMutationOptions<PayPagePayOrderMutation, PayPagePayOrderMutationVariables>;
export const PaySuccessPageQueryDocument = gql`
    query PaySuccessPageQuery($orderNo: String!) {
  order(orderNo: $orderNo) {
    id
    orderNo
    typeCode
    status
    statusText
    title
    total {
      text
    }
  }
}
    `;

/**
 * __usePaySuccessPageQuery__
 *
 * To run a query within a React component, call `usePaySuccessPageQuery` and pass it any options that fit your needs.
 * When your component renders, `usePaySuccessPageQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePaySuccessPageQuery({
 *   variables: {
 *      orderNo: // value for 'orderNo'
 *   },
 * });
 */
export function usePaySuccessPageQuery(baseOptions: Apollo.QueryHookOptions<PaySuccessPageQuery, PaySuccessPageQueryVariables> & ({ variables: PaySuccessPageQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return Apollo.useQuery<PaySuccessPageQuery, PaySuccessPageQueryVariables>(PaySuccessPageQueryDocument, options);
      }
export function usePaySuccessPageQueryLazyQuery(baseOptions?: Apollo.LazyQueryHookOptions<PaySuccessPageQuery, PaySuccessPageQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return Apollo.useLazyQuery<PaySuccessPageQuery, PaySuccessPageQueryVariables>(PaySuccessPageQueryDocument, options);
        }
// @ts-ignore
export function usePaySuccessPageQuerySuspenseQuery(baseOptions?: Apollo.SuspenseQueryHookOptions<PaySuccessPageQuery, PaySuccessPageQueryVariables>): Apollo.UseSuspenseQueryResult<PaySuccessPageQuery, PaySuccessPageQueryVariables>;
export function usePaySuccessPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaySuccessPageQuery, PaySuccessPageQueryVariables>): Apollo.UseSuspenseQueryResult<PaySuccessPageQuery | undefined, PaySuccessPageQueryVariables>;
export function usePaySuccessPageQuerySuspenseQuery(baseOptions?: Apollo.SkipToken | Apollo.SuspenseQueryHookOptions<PaySuccessPageQuery, PaySuccessPageQueryVariables>) {
          const options = baseOptions === Apollo.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return Apollo.useSuspenseQuery<PaySuccessPageQuery, PaySuccessPageQueryVariables>(PaySuccessPageQueryDocument, options);
        }
export type PaySuccessPageQueryHookResult = ReturnType<typeof usePaySuccessPageQuery>;
export type PaySuccessPageQueryLazyQueryHookResult = ReturnType<typeof usePaySuccessPageQueryLazyQuery>;
export type PaySuccessPageQuerySuspenseQueryHookResult = ReturnType<typeof usePaySuccessPageQuerySuspenseQuery>;
export type PaySuccessPageQueryQueryResult = Apollo.QueryResult<PaySuccessPageQuery, PaySuccessPageQueryVariables>;