import { useReadQuery, type QueryRef } from '@apollo/client';
import { todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import {
  HotelPicListPageQueryDocument,
  type HotelPicListPageQuery,
  type HotelPicListPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { HotelNotFound } from '../../features/hotel/detail/HotelDetailScreen.tsx';
import { HotelPictures } from '../../features/hotel/detail/HotelPictures.tsx';
import { detailUrl, isHotelCode, parseStay } from '../../features/hotel/detail/stay.ts';
import '../../features/hotel/detail/hotelDetail.css';

export const validate = ({ searchParams }: PageValidationArgs) => isHotelCode(searchParams.get('hotel_code'));

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  hotel: preload<HotelPicListPageQuery, HotelPicListPageQueryVariables>(HotelPicListPageQueryDocument, {
    variables: { id: searchParams.get('hotel_code') ?? '' },
  }),
});

// The tab is only a view of the same pictures.
export const shouldRevalidate = ignoreSearchParams('category');

/** `/hotel/hotelpicList?hotel_code&category`: the hotel's pictures by category, and a full-screen viewer. */
export default function HotelPicListPage() {
  const { hotel } = usePageData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const back = detailUrl(params.get('hotel_code') ?? '', parseStay(params, todayInShanghai()));
  const onCategory = (category: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('category', category);
        return next;
      },
      // A tab is not a page of its own: back leaves the gallery.
      { replace: true },
    );
  return (
    <div className="sf-hotel-page">
      <PageHeader title="酒店相册" fallback={back} />
      <PageData>
        <Pictures queryRef={hotel} category={params.get('category')} onCategory={onCategory} />
      </PageData>
    </div>
  );
}

function Pictures({
  queryRef,
  category,
  onCategory,
}: {
  queryRef: QueryRef<HotelPicListPageQuery>;
  category: string | null;
  onCategory: (category: string) => void;
}) {
  const { hotel } = useReadQuery(queryRef).data;
  return hotel ? (
    <HotelPictures hotel={hotel} category={category} onCategory={onCategory} />
  ) : (
    <HotelNotFound />
  );
}
