import type { MockedResponse } from '@apollo/client/testing';
import {
  HotelCityDirectoryQueryDocument,
  HotelListPageFiltersQueryDocument,
  HotelListPageQueryDocument,
  type HotelSearchInput,
} from '../../../__generated__/graphql.ts';

/** Test data for the hotel search pages: hotels, cities and the graph's answers as mocks. */

export const city = (adcode: string, name: string, pinyin: string, hotelCount = 20) => ({
  __typename: 'HotelCity' as const,
  adcode,
  name,
  pinyin,
  firstLetter: pinyin[0]!.toUpperCase(),
  hotelCount,
});

export const BEIJING = city('110000', '北京', 'beijing');
export const SHANGHAI = city('310000', '上海', 'shanghai');
export const CHENGDU = city('510100', '成都', 'chengdu');

export function directoryMock(maxUsageCount = 5): MockedResponse {
  return {
    request: { query: HotelCityDirectoryQueryDocument },
    result: {
      data: {
        hotelCities: {
          __typename: 'HotelCityDirectory',
          hot: [BEIJING, SHANGHAI],
          groups: [
            { __typename: 'HotelCityGroup', letter: 'B', cities: [BEIJING] },
            { __typename: 'HotelCityGroup', letter: 'C', cities: [CHENGDU] },
            { __typename: 'HotelCityGroup', letter: 'S', cities: [SHANGHAI] },
          ],
        },
      },
    },
    maxUsageCount,
  };
}

const money = (yuan: number) => ({ __typename: 'Money' as const, fen: yuan * 100, text: `¥${yuan}` });

/** A hotel as the list's fragment selects it; `yuan: null` is sold out. */
export function testHotel(
  n: number,
  fields: { yuan?: number | null; name?: string; lat?: number; lng?: number } = {},
) {
  const yuan = fields.yuan === undefined ? 300 + n : fields.yuan;
  return {
    __typename: 'Hotel' as const,
    id: `H310000${String(n).padStart(3, '0')}`,
    name: fields.name ?? `测试酒店${n}号`,
    brand: null,
    level: { __typename: 'HotelLevel' as const, kind: 'DIAMOND' as const, value: 4, text: '高档型' },
    district: '黄浦区',
    businessArea: '人民广场',
    score: 4.6,
    reviewCount: 100 + n,
    tags: ['近地铁'],
    cover: `/api/media/hotel/${n}.svg`,
    location: {
      __typename: 'GeoPoint' as const,
      lat: fields.lat ?? 31.23 + n / 1000,
      lng: fields.lng ?? 121.47 + n / 1000,
    },
    nearestSubway: {
      __typename: 'HotelNearby' as const,
      name: '人民广场',
      line: '1号线/2号线',
      distanceMeters: 350,
    },
    lowestPrice: yuan === null ? null : money(yuan),
    distanceMeters: null,
  };
}

export function searchInputOf(
  fields: Partial<HotelSearchInput> & Pick<HotelSearchInput, 'city' | 'checkIn' | 'checkOut'>,
): HotelSearchInput {
  return { sort: 'RECOMMEND', pageNum: 1, pageSize: 20, ...fields };
}

export function searchMock(
  input: HotelSearchInput,
  result: ReturnType<typeof testHotel>[] | Error,
  page: { total?: number; hasMore?: boolean } = {},
): MockedResponse {
  const request = { query: HotelListPageQueryDocument, variables: { input } };
  if (result instanceof Error) return { request, error: result };
  return {
    request,
    result: {
      data: {
        hotelSearch: {
          __typename: 'HotelSearchResult',
          total: page.total ?? result.length,
          pageNum: input.pageNum ?? 1,
          pageSize: 20,
          hasMore: page.hasMore ?? false,
          checkIn: input.checkIn,
          checkOut: input.checkOut,
          nights: 1,
          items: result,
        },
      },
    },
  };
}

export function filtersMock(adcode: string): MockedResponse {
  return {
    request: { query: HotelListPageFiltersQueryDocument, variables: { city: adcode } },
    result: {
      data: {
        hotelFilters: {
          __typename: 'HotelFilters',
          tags: ['亲子', '商务'],
          brands: ['亚朵', '全季'],
          districts: ['黄浦区', '浦东新区'],
          facilities: [{ __typename: 'HotelFacility', code: 'wifi', name: '免费WiFi', category: '网络' }],
          subwayLines: [{ __typename: 'HotelSubwayLine', line: '2号线', stations: ['人民广场', '陆家嘴'] }],
          priceRanges: [
            { __typename: 'HotelPriceRange', minFen: 0, maxFen: 15000, text: '¥150以下' },
            { __typename: 'HotelPriceRange', minFen: 15000, maxFen: 30000, text: '¥150-300' },
            { __typename: 'HotelPriceRange', minFen: 100000, maxFen: null, text: '¥1000以上' },
          ],
        },
      },
    },
    maxUsageCount: 5,
  };
}
