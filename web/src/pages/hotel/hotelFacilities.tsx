import { useReadQuery, type QueryRef } from '@apollo/client';
import { todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import {
  HotelFacilitiesPageQueryDocument,
  type HotelFacilitiesPageQuery,
  type HotelFacilitiesPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { HotelNotFound } from '../../features/hotel/detail/HotelDetailScreen.tsx';
import { HotelFacilities } from '../../features/hotel/detail/HotelFacilities.tsx';
import { detailUrl, isHotelCode, parseStay } from '../../features/hotel/detail/stay.ts';
import '../../features/hotel/detail/hotelDetail.css';

export const validate = ({ searchParams }: PageValidationArgs) => isHotelCode(searchParams.get('hotel_code'));

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  hotel: preload<HotelFacilitiesPageQuery, HotelFacilitiesPageQueryVariables>(
    HotelFacilitiesPageQueryDocument,
    {
      variables: { id: searchParams.get('hotel_code') ?? '' },
    },
  ),
});

/** `/hotel/hotelFacilities?hotel_code`: every facility of the hotel, by category. */
export default function HotelFacilitiesPage() {
  const { hotel } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const back = detailUrl(params.get('hotel_code') ?? '', parseStay(params, todayInShanghai()));
  return (
    <div className="sf-hotel-page">
      <PageHeader title="酒店设施" fallback={back} />
      <PageData>
        <Facilities queryRef={hotel} />
      </PageData>
    </div>
  );
}

function Facilities({ queryRef }: { queryRef: QueryRef<HotelFacilitiesPageQuery> }) {
  const { hotel } = useReadQuery(queryRef).data;
  return hotel ? <HotelFacilities hotel={hotel} /> : <HotelNotFound />;
}
