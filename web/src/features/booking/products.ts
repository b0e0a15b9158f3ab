import type { BookingProduct } from '../../components/booking/travellers.ts';
import { MAX_PASSENGERS } from '../../lib/flightSearch.ts';

export type BookingKind = 'domestic' | 'international';

/**
 * Flight booking as the booking shell sees it. Domestic flights take any of the seven documents,
 * the mainland ID first. Flights abroad take a passport, or for Hong Kong, Macao and Taiwan the
 * permits that fit that side; the server narrows this by destination (DOCUMENT_NOT_ACCEPTED), and
 * every one of them needs its expiry date.
 */
export const FLIGHT_PRODUCTS: Readonly<Record<BookingKind, BookingProduct>> = {
  domestic: {
    travellerNoun: '乘机人',
    documentNoun: '乘机证件',
    documents: [
      'ID_CARD',
      'PASSPORT',
      'HOME_RETURN_PERMIT',
      'TAIWAN_COMPATRIOT_PERMIT',
      'HK_MACAO_PERMIT',
      'TAIWAN_PERMIT',
      'OFFICER_ID',
    ],
    requireExpiry: false,
    maxTravellers: MAX_PASSENGERS,
    missingDocument: '请补充身份证或其他有效证件',
    hint: `每位成人最多携带一名婴儿，每单最多${MAX_PASSENGERS}人。`,
  },
  international: {
    travellerNoun: '乘机人',
    documentNoun: '乘机证件',
    documents: [
      'PASSPORT',
      'HK_MACAO_PERMIT',
      'HOME_RETURN_PERMIT',
      'TAIWAN_PERMIT',
      'TAIWAN_COMPATRIOT_PERMIT',
    ],
    requireExpiry: true,
    maxTravellers: MAX_PASSENGERS,
    missingDocument: '请补充护照或通行证信息',
    hint: `每位成人最多携带一名婴儿，每单最多${MAX_PASSENGERS}人。国际航班请使用有效期晚于出行日期的护照或通行证。`,
  },
};
