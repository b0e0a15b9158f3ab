import { useReadQuery, type QueryRef } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import {
  AirOrderChangePageQueryDocument,
  type AirOrderChangePageQuery,
  type AirOrderChangePageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { ChangeOptions } from '../../../features/flightOrder/ChangeOptions.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { changeStartUrl, readChangeSearch, type ChangeSearch } from '../../../features/flightOrder/routes.ts';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => readChangeSearch(searchParams) !== null;

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  // validate() guarantees a complete search.
  const search = readChangeSearch(searchParams)!;
  return {
    options: preload<AirOrderChangePageQuery, AirOrderChangePageQueryVariables>(
      AirOrderChangePageQueryDocument,
      {
        variables: {
          orderNo: search.orderNo,
          segmentIndex: search.segmentIndex,
          date: search.date,
          passengerIds: [...search.passengerIds],
        },
        // Seats and prices move: always the server's current list.
        fetchPolicy: 'network-only',
      },
    ),
  };
};

/**
 * /myOrder/airOrder/change (选择改签航班) for a domestic order. It serves interChangeList too
 * (interChangeList.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderChangePage({ international = false }: { international?: boolean }) {
  const { options } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const search = readChangeSearch(params)!;
  return (
    <div className="sf-fo-page">
      <PageHeader title="选择改签航班" fallback={changeStartUrl(search.orderNo, international)} />
      <PageData>
        <ChangeOptionsOf queryRef={options} search={search} international={international} />
      </PageData>
    </div>
  );
}

function ChangeOptionsOf({
  queryRef,
  search,
  international,
}: {
  queryRef: QueryRef<AirOrderChangePageQuery>;
  search: ChangeSearch;
  international: boolean;
}) {
  const { data } = useReadQuery(queryRef);
  const order = flightOrderOf(data.order);
  if (!order) return <Missing what="order" />;
  return (
    <ChangeOptions
      search={search}
      international={international}
      from={order.segments.find((s) => s.index === search.segmentIndex)}
      options={data.flightChangeOptions ?? []}
    />
  );
}
