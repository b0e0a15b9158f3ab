import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { LegacyUserInfo } from '../domains/user/api.ts';
import type { LegacyCity, LegacyCityGroup, LegacyCityDirectory, LegacyLocated, LegacyWeather, LegacyWeatherNow, LegacyWeatherDay } from '../domains/geo/api.ts';
import type { HomeRoot, LegacyBanner, LegacyMenuEntry, LegacyProductCard, LegacyFloor, LegacyHotDestination, LegacyHotHotel, LegacyStoreGood, LegacyHotStore, LegacyNotice, LegacyTheme, LegacyThemeSection, LegacyThemeDetail } from '../domains/home/api.ts';
import type { ShellTab, ShellConfigSource } from '../domains/shell/api.ts';
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
 * Only the fields its `type` needs are set.
 */
export type BannerLink = {
  __typename?: 'BannerLink';
  /** Type 10: adults. */
  adult?: Maybe<Scalars['Int']['output']>;
  /** Type 18: rural-goods category. */
  categoryId?: Maybe<Scalars['String']['output']>;
  /** Type 10: children. */
  child?: Maybe<Scalars['Int']['output']>;
  /** Type 6: the city (adcode) of the hotel list. */
  city?: Maybe<Scalars['String']['output']>;
  /** Type 6: the city's name. */
  cityName?: Maybe<Scalars['String']['output']>;
  /** Types 2 and 3: the tour product class. */
  classId?: Maybe<Scalars['String']['output']>;
  /** Type 15: the visa country's id. */
  country?: Maybe<Scalars['String']['output']>;
  /** Type 15: the visa country's name. */
  countryName?: Maybe<Scalars['String']['output']>;
  /** Type 3: the destination city's name. */
  destinationCity?: Maybe<Scalars['String']['output']>;
  /** Types 9, 10, 12: arrival city code. */
  endCityCode?: Maybe<Scalars['String']['output']>;
  /** Types 9, 10, 12: arrival city or station name. */
  endCityName?: Maybe<Scalars['String']['output']>;
  /** Type 7: the hotel. */
  hotelCode?: Maybe<Scalars['String']['output']>;
  /** Types 4 and 19: the product id. */
  id?: Maybe<Scalars['String']['output']>;
  /** Type 2: the tab of the tour home to open. */
  index?: Maybe<Scalars['String']['output']>;
  /** Type 18: rural-goods search words. */
  key?: Maybe<Scalars['String']['output']>;
  /** Type 21: ticket search words. */
  keyword?: Maybe<Scalars['String']['output']>;
  /** Type 3: the search words. */
  keywordSearch?: Maybe<Scalars['String']['output']>;
  /** Type 22: the attraction. */
  scenicCode?: Maybe<Scalars['String']['output']>;
  /** Type 6: hotel search words. */
  search?: Maybe<Scalars['String']['output']>;
  /** Types 9, 10, 12: departure city code (IATA city code for flights). */
  startCityCode?: Maybe<Scalars['String']['output']>;
  /** Types 9, 10, 12: departure city or station name. */
  startCityName?: Maybe<Scalars['String']['output']>;
  /** Type 6: a hotel tag filter. */
  tag?: Maybe<Scalars['String']['output']>;
  /** Type 3: tag filters. */
  tags?: Maybe<Array<Scalars['String']['output']>>;
  /** Type 21: the ticket theme. */
  theme?: Maybe<Scalars['String']['output']>;
  /** Type 4: the tour departure. */
  tripId?: Maybe<Scalars['String']['output']>;
  /** The link type, 0 (nothing) to 22. */
  type: Scalars['Int']['output'];
  /** Type 1: an https page on a company host. */
  url?: Maybe<Scalars['String']['output']>;
  /** Type 16: the visa product. */
  visaId?: Maybe<Scalars['String']['output']>;
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

/** A signed link into the online customer-service chat. */
export type CustomerServiceChat = {
  __typename?: 'CustomerServiceChat';
  /** The chat page to open, with the member and the product in its signed query. */
  url: Scalars['String']['output'];
};

/** Input of `exchangeSessionToken`. */
export type ExchangeSessionTokenInput = {
  /** The token a host app or mini-program put in the page URL. */
  token: Scalars['String']['input'];
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
  /** Turns a token handed over by a host app or mini-program (page URL) into the session cookie, valid 7 days. */
  exchangeSessionToken: LoginPayload;
  /** Logs in with an SMS code; sets the session cookie. */
  loginByCode: LoginPayload;
  /** Logs in with mobile and password; sets the session cookie. */
  loginByPassword: LoginPayload;
  /** Ends the session and clears the cookie. */
  logout: LogoutPayload;
  /** Does nothing; present so the root type is never empty. */
  noop?: Maybe<Scalars['Boolean']['output']>;
  /** Registers a new member and logs them in; sets the session cookie. */
  register: LoginPayload;
  /** Sets a new password after checking an SMS code. */
  resetPassword: ResetPasswordPayload;
  /** Sends a 6-digit code by SMS. One code per mobile per 60 seconds. */
  sendVerifyCode: SendVerifyCodePayload;
  /** Changes the logged-in member's nickname. */
  updateNickname: UpdateNicknamePayload;
  /** Replaces the logged-in member's avatar. */
  uploadAvatar: UploadAvatarPayload;
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
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** The root mutation type; each domain extends it. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
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
  /** The gateway's version string, for health dashboards and support. */
  apiVersion: Scalars['String']['output'];
  /** The city switcher's directory: hot cities and all cities A–Z. */
  cityDirectory: CityDirectory;
  /** The customer-service chat link for the logged-in member, about a product when given; null when anonymous (the phone line is always offered). */
  customerServiceChat?: Maybe<CustomerServiceChat>;
  /** The home page's sections; ask for the ones the screen shows. */
  home: HomePage;
  /** The served city nearest to a position, or null when none is within 300 km (the client keeps its default city). */
  locateCity?: Maybe<LocatedCity>;
  /** The member behind this request's session, or null when anonymous. An expired session is an `UNAUTHENTICATED` error. */
  me?: Maybe<User>;
  /** Cities matching a name, pinyin or initials (at most 30, best first). */
  searchCities: Array<City>;
  /** The bottom bar and server switches. Fails as a whole when the backend refuses; the client then shows the message and uses its built-in tabs. */
  shellConfig: ShellConfig;
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
export type QueryCustomerServiceChatArgs = {
  productId?: InputMaybe<Scalars['String']['input']>;
};


/** The root query type; each domain extends it. */
export type QueryLocateCityArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


/** The root query type; each domain extends it. */
export type QuerySearchCitiesArgs = {
  keyword: Scalars['String']['input'];
};


/** The root query type; each domain extends it. */
export type QueryWeatherArgs = {
  adcode: Scalars['ID']['input'];
};

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
  Banner: ResolverTypeWrapper<LegacyBanner>;
  BannerLink: ResolverTypeWrapper<BannerLink>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  City: ResolverTypeWrapper<LegacyCity>;
  CityDirectory: ResolverTypeWrapper<LegacyCityDirectory>;
  CityGroup: ResolverTypeWrapper<LegacyCityGroup>;
  CustomerServiceChat: ResolverTypeWrapper<CustomerServiceChat>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExchangeSessionTokenInput: ExchangeSessionTokenInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Floor: ResolverTypeWrapper<LegacyFloor>;
  Gender: Gender;
  HomePage: ResolverTypeWrapper<HomeRoot>;
  HotDestination: ResolverTypeWrapper<LegacyHotDestination>;
  HotHotel: ResolverTypeWrapper<LegacyHotHotel>;
  HotStore: ResolverTypeWrapper<LegacyHotStore>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LocatedCity: ResolverTypeWrapper<LegacyLocated>;
  LoginByCodeInput: LoginByCodeInput;
  LoginByPasswordInput: LoginByPasswordInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MenuEntry: ResolverTypeWrapper<LegacyMenuEntry>;
  Mobile: ResolverTypeWrapper<Scalars['Mobile']['output']>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NoticeAdvert: ResolverTypeWrapper<LegacyNotice>;
  ProductCard: ResolverTypeWrapper<LegacyProductCard>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  SendVerifyCodeInput: SendVerifyCodeInput;
  SendVerifyCodePayload: ResolverTypeWrapper<SendVerifyCodePayload>;
  ShellConfig: ResolverTypeWrapper<ShellConfigSource>;
  StoreGood: ResolverTypeWrapper<LegacyStoreGood>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TabItem: ResolverTypeWrapper<ShellTab>;
  TabKey: TabKey;
  ThemeSection: ResolverTypeWrapper<LegacyThemeSection>;
  ThemeStatus: ThemeStatus;
  UpdateNicknameInput: UpdateNicknameInput;
  UpdateNicknamePayload: ResolverTypeWrapper<Omit<UpdateNicknamePayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UploadAvatarInput: UploadAvatarInput;
  UploadAvatarPayload: ResolverTypeWrapper<Omit<UploadAvatarPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<LegacyUserInfo>;
  UserError: ResolverTypeWrapper<UserError>;
  VerifyCodePurpose: VerifyCodePurpose;
  Weather: ResolverTypeWrapper<LegacyWeather>;
  WeatherDay: ResolverTypeWrapper<LegacyWeatherDay>;
  WeatherNow: ResolverTypeWrapper<LegacyWeatherNow>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivityTheme: LegacyTheme;
  ActivityThemeDetail: LegacyThemeDetail;
  Banner: LegacyBanner;
  BannerLink: BannerLink;
  Boolean: Scalars['Boolean']['output'];
  City: LegacyCity;
  CityDirectory: LegacyCityDirectory;
  CityGroup: LegacyCityGroup;
  CustomerServiceChat: CustomerServiceChat;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  ExchangeSessionTokenInput: ExchangeSessionTokenInput;
  Float: Scalars['Float']['output'];
  Floor: LegacyFloor;
  HomePage: HomeRoot;
  HotDestination: LegacyHotDestination;
  HotHotel: LegacyHotHotel;
  HotStore: LegacyHotStore;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LocatedCity: LegacyLocated;
  LoginByCodeInput: LoginByCodeInput;
  LoginByPasswordInput: LoginByPasswordInput;
  LoginPayload: Omit<LoginPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  LogoutPayload: LogoutPayload;
  MenuEntry: LegacyMenuEntry;
  Mobile: Scalars['Mobile']['output'];
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NoticeAdvert: LegacyNotice;
  ProductCard: LegacyProductCard;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  SendVerifyCodeInput: SendVerifyCodeInput;
  SendVerifyCodePayload: SendVerifyCodePayload;
  ShellConfig: ShellConfigSource;
  StoreGood: LegacyStoreGood;
  String: Scalars['String']['output'];
  TabItem: ShellTab;
  ThemeSection: LegacyThemeSection;
  UpdateNicknameInput: UpdateNicknameInput;
  UpdateNicknamePayload: Omit<UpdateNicknamePayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UploadAvatarInput: UploadAvatarInput;
  UploadAvatarPayload: Omit<UploadAvatarPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: LegacyUserInfo;
  UserError: UserError;
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

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BannerLink'] = ResolversParentTypes['BannerLink']> = ResolversObject<{
  adult?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  child?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCityCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotelCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  keywordSearch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scenicCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startCityCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startCityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tripId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visaId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type CustomerServiceChatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerServiceChat'] = ResolversParentTypes['CustomerServiceChat']> = ResolversObject<{
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FloorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Floor'] = ResolversParentTypes['Floor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  moreRoute?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moreText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  exchangeSessionToken?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationExchangeSessionTokenArgs, 'input'>>;
  loginByCode?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginByCodeArgs, 'input'>>;
  loginByPassword?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginByPasswordArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  register?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  sendVerifyCode?: Resolver<ResolversTypes['SendVerifyCodePayload'], ParentType, ContextType, RequireFields<MutationSendVerifyCodeArgs, 'input'>>;
  updateNickname?: Resolver<ResolversTypes['UpdateNicknamePayload'], ParentType, ContextType, RequireFields<MutationUpdateNicknameArgs, 'input'>>;
  uploadAvatar?: Resolver<ResolversTypes['UploadAvatarPayload'], ParentType, ContextType, RequireFields<MutationUploadAvatarArgs, 'input'>>;
}>;

export type NoticeAdvertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NoticeAdvert'] = ResolversParentTypes['NoticeAdvert']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  apiVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cityDirectory?: Resolver<ResolversTypes['CityDirectory'], ParentType, ContextType>;
  customerServiceChat?: Resolver<Maybe<ResolversTypes['CustomerServiceChat']>, ParentType, ContextType, Partial<QueryCustomerServiceChatArgs>>;
  home?: Resolver<ResolversTypes['HomePage'], ParentType, ContextType>;
  locateCity?: Resolver<Maybe<ResolversTypes['LocatedCity']>, ParentType, ContextType, RequireFields<QueryLocateCityArgs, 'latitude' | 'longitude'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  searchCities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QuerySearchCitiesArgs, 'keyword'>>;
  shellConfig?: Resolver<ResolversTypes['ShellConfig'], ParentType, ContextType>;
  unpaidOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weather?: Resolver<Maybe<ResolversTypes['Weather']>, ParentType, ContextType, RequireFields<QueryWeatherArgs, 'adcode'>>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  Banner?: BannerResolvers<ContextType>;
  BannerLink?: BannerLinkResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  CityDirectory?: CityDirectoryResolvers<ContextType>;
  CityGroup?: CityGroupResolvers<ContextType>;
  CustomerServiceChat?: CustomerServiceChatResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Floor?: FloorResolvers<ContextType>;
  HomePage?: HomePageResolvers<ContextType>;
  HotDestination?: HotDestinationResolvers<ContextType>;
  HotHotel?: HotHotelResolvers<ContextType>;
  HotStore?: HotStoreResolvers<ContextType>;
  LocatedCity?: LocatedCityResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MenuEntry?: MenuEntryResolvers<ContextType>;
  Mobile?: GraphQLScalarType;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NoticeAdvert?: NoticeAdvertResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SendVerifyCodePayload?: SendVerifyCodePayloadResolvers<ContextType>;
  ShellConfig?: ShellConfigResolvers<ContextType>;
  StoreGood?: StoreGoodResolvers<ContextType>;
  TabItem?: TabItemResolvers<ContextType>;
  ThemeSection?: ThemeSectionResolvers<ContextType>;
  UpdateNicknamePayload?: UpdateNicknamePayloadResolvers<ContextType>;
  UploadAvatarPayload?: UploadAvatarPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Weather?: WeatherResolvers<ContextType>;
  WeatherDay?: WeatherDayResolvers<ContextType>;
  WeatherNow?: WeatherNowResolvers<ContextType>;
}>;

