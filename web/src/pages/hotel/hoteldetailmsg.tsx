import { useReadQuery, type QueryRef } from '@apollo/client';
import { todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import {
  HotelPoliciesPageQueryDocument,
  type HotelPoliciesPageQuery,
  type HotelPoliciesPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { HotelNotFound } from '../../features/hotel/detail/HotelDetailScreen.tsx';
import { HotelPolicies } from '../../features/hotel/detail/HotelPolicies.tsx';
import { detailUrl, isHotelCode, parseStay } from '../../features/hotel/detail/stay.ts';
import '../../features/hotel/detail/hotelDetail.css';

export const validate = ({ searchParams }: PageValidationArgs) => isHotelCode(searchParams.get('hotel_code'));

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  hotel: preload<HotelPoliciesPageQuery, HotelPoliciesPageQueryVariables>(HotelPoliciesPageQueryDocument, {
    variables: { id: searchParams.get('hotel_code') ?? '' },
  }),
});

/** `/hotel/hoteldetailmsg?hotel_code`: the hotel's policies in full (the detail shows a summary). */
export default function HotelPoliciesPage() {
  const { hotel } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const back = detailUrl(params.get('hotel_code') ?? '', parseStay(params, todayInShanghai()));
  return (
    <div className="sf-hotel-page">
      <PageHeader title="酒店政策" fallback={back} />
      <PageData>
        <Policies queryRef={hotel} />
      </PageData>
    </div>
  );
}

function Policies({ queryRef }: { queryRef: QueryRef<HotelPoliciesPageQuery> }) {
  const { hotel } = useReadQuery(queryRef).data;
  return hotel ? <HotelPolicies hotel={hotel} /> : <HotelNotFound />;
}
