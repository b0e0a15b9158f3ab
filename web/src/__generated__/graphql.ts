/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { gql } from '@apollo/client';
import * as Apollo from '@apollo/client';
const defaultOptions = {} as const;
/** Input of `exchangeSessionToken`. */
export type ExchangeSessionTokenInput = {
  /** The token a host app or mini-program put in the page URL. */
  token: string;
};

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

/** Input of `resetPassword`. */
export type ResetPasswordInput = {
  /** The 6-digit code sent with purpose RESET_PASSWORD. */
  code: string;
  /** The member's mobile. */
  mobile: string;
  /** The new password: 8 to 20 characters with both letters and digits. */
  newPassword: string;
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

/** Input of `updateNickname`. */
export type UpdateNicknameInput = {
  /** The new nickname, 1 to 20 characters. */
  nickName: string;
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

export type BannerSwiper_BannerFragment = { id: string, title: string, image: string, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type FloorSection_FloorFragment = { id: string, title: string, subtitle: string, moreText: string, moreRoute: string, items: Array<{ id: string, title: string, subtitle: string, image: string, tags: Array<string>, price: { text: string }, marketPrice: { fen: number, text: string } | null, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> };

export type HomeMenu_EntryFragment = { id: string, name: string, icon: string, route: string, badge: string };

export type HotDestinations_DestinationFragment = { id: string, cityName: string, title: string, subtitle: string, image: string, price: { text: string }, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type HotHotels_HotelFragment = { hotelCode: string, name: string, cityName: string, star: number, score: number, commentCount: number, businessArea: string, image: string, tags: Array<string>, price: { text: string }, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type HotStores_StoreFragment = { id: string, name: string, origin: string, intro: string, logo: string, tags: Array<string>, monthlySales: number, goods: Array<{ id: string, name: string, image: string, price: { text: string }, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }>, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type LinkBox_LinkFragment = { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null };

export type MiddleBanners_BannerFragment = { id: string, title: string, image: string, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type NoticePopup_NoticeFragment = { id: string, title: string, image: string, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type ProductCard_ProductFragment = { id: string, title: string, subtitle: string, image: string, tags: Array<string>, price: { text: string }, marketPrice: { fen: number, text: string } | null, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } };

export type ThemeList_ThemeFragment = { id: string, title: string, subtitle: string, cover: string, startDate: string, endDate: string, status: ThemeStatus };

export type WeatherCard_WeatherFragment = { updatedAt: string, city: { adcode: string, name: string }, now: { temp: number, feelsLike: number, text: string, icon: string, humidity: number, windDir: string, windScale: string }, daily: Array<{ date: string, label: string, textDay: string, iconDay: string, tempMax: number, tempMin: number }> };

export type MemberCard_UserFragment = { id: string, nickName: string, maskedMobile: string, avatarUrl: string | null };

export type MemberLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type MemberLogoutMutation = { logout: { ok: boolean } };

export type UserErrors_ErrorFragment = { field: Array<string> | null, message: string, code: string };

export type HomePageQueryVariables = Exact<{
  adcode: string | number;
}>;


export type HomePageQuery = { me: { id: string } | null, shellConfig: { showReport: boolean }, home: { banners: Array<{ id: string, title: string, image: string, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> | null, middleBanners: Array<{ id: string, title: string, image: string, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> | null, menu: Array<{ id: string, name: string, icon: string, route: string, badge: string }> | null, floors: Array<{ id: string, title: string, subtitle: string, moreText: string, moreRoute: string, items: Array<{ id: string, title: string, subtitle: string, image: string, tags: Array<string>, price: { text: string }, marketPrice: { fen: number, text: string } | null, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> }> | null, hotDestinations: Array<{ id: string, cityName: string, title: string, subtitle: string, image: string, price: { text: string }, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> | null, hotHotels: Array<{ hotelCode: string, name: string, cityName: string, star: number, score: number, commentCount: number, businessArea: string, image: string, tags: Array<string>, price: { text: string }, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> | null, hotStores: Array<{ id: string, name: string, origin: string, intro: string, logo: string, tags: Array<string>, monthlySales: number, goods: Array<{ id: string, name: string, image: string, price: { text: string }, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }>, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } }> | null, notice: { id: string, title: string, image: string, link: { type: number, url: string | null, classId: string | null, index: string | null, destinationCity: string | null, keywordSearch: string | null, tags: Array<string> | null, id: string | null, tripId: string | null, city: string | null, cityName: string | null, search: string | null, tag: string | null, hotelCode: string | null, startCityCode: string | null, startCityName: string | null, endCityCode: string | null, endCityName: string | null, adult: number | null, child: number | null, country: string | null, countryName: string | null, visaId: string | null, key: string | null, categoryId: string | null, theme: string | null, keyword: string | null, scenicCode: string | null } } | null, themes: Array<{ id: string, title: string, subtitle: string, cover: string, startDate: string, endDate: string, status: ThemeStatus }> | null }, weather: { updatedAt: string, city: { adcode: string, name: string }, now: { temp: number, feelsLike: number, text: string, icon: string, humidity: number, windDir: string, windScale: string }, daily: Array<{ date: string, label: string, textDay: string, iconDay: string, tempMax: number, tempMin: number }> } | null };

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

export const LocalCity_CityFragmentDoc = gql`
    fragment LocalCity_city on City {
  adcode
  name
  longitude
  latitude
}
    `;
export const LinkBox_LinkFragmentDoc = gql`
    fragment LinkBox_link on BannerLink {
  type
  url
  classId
  index
  destinationCity
  keywordSearch
  tags
  id
  tripId
  city
  cityName
  search
  tag
  hotelCode
  startCityCode
  startCityName
  endCityCode
  endCityName
  adult
  child
  country
  countryName
  visaId
  key
  categoryId
  theme
  keyword
  scenicCode
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
    floors {
      id
      ...FloorSection_floor
    }
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
    notice {
      id
      ...NoticePopup_notice
    }
    themes {
      id
      ...ThemeList_theme
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
${FloorSection_FloorFragmentDoc}
${ProductCard_ProductFragmentDoc}
${HotDestinations_DestinationFragmentDoc}
${HotHotels_HotelFragmentDoc}
${HotStores_StoreFragmentDoc}
${NoticePopup_NoticeFragmentDoc}
${ThemeList_ThemeFragmentDoc}
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