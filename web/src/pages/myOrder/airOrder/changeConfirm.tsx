import { useReadQuery, type QueryRef } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import {
  AirOrderChangeConfirmPageQueryDocument,
  type AirOrderChangeConfirmPageQuery,
  type AirOrderChangeConfirmPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { ChangeConfirm } from '../../../features/flightOrder/ChangeConfirm.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import {
  changeOptionsUrl,
  readChangeSearch,
  type ChangeSearch,
} from '../../../features/flightOrder/routes.ts';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) =>
  readChangeSearch(searchParams) !== null && !!searchParams.get('fareId')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const search = readChangeSearch(searchParams)!;
  // A change applied earlier on this page (a reload after applying) is shown instead of the options.
  const resumeNo = searchParams.get('changeNo')?.trim() || null;
  return {
    confirm: preload<AirOrderChangeConfirmPageQuery, AirOrderChangeConfirmPageQueryVariables>(
      AirOrderChangeConfirmPageQueryDocument,
      {
        variables: {
          orderNo: search.orderNo,
          segmentIndex: search.segmentIndex,
          date: search.date,
          passengerIds: [...search.passengerIds],
          changeNo: resumeNo ?? '',
          withChange: resumeNo !== null,
        },
        fetchPolicy: 'network-only',
      },
    ),
  };
};

// The change number this page adds to the URL while confirming must not reload it under the tap.
export const shouldRevalidate = ignoreSearchParams('changeNo');

/**
 * /myOrder/airOrder/changeConfirm (确认改签) for a domestic order. It serves interChangeConfirm too
 * (interChangeConfirm.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderChangeConfirmPage({ international = false }: { international?: boolean }) {
  const { confirm } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const search = readChangeSearch(params)!;
  const fareId = params.get('fareId')?.trim() ?? '';
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="确认改签" fallback={changeOptionsUrl(search, international)} />
      <PageData>
        <ChangeConfirmOf queryRef={confirm} search={search} fareId={fareId} international={international} />
      </PageData>
    </div>
  );
}

function ChangeConfirmOf({
  queryRef,
  search,
  fareId,
  international,
}: {
  queryRef: QueryRef<AirOrderChangeConfirmPageQuery>;
  search: ChangeSearch;
  fareId: string;
  international: boolean;
}) {
  const { data } = useReadQuery(queryRef);
  const order = flightOrderOf(data.order);
  if (!order) return <Missing what="order" />;
  return (
    <ChangeConfirm
      search={search}
      fareId={fareId}
      international={international}
      from={order.segments.find((s) => s.index === search.segmentIndex)}
      passengers={order.passengers.filter((p) => search.passengerIds.includes(p.id))}
      option={data.flightChangeOptions?.find((o) => o.fare.id === fareId)}
      existing={data.flightChange}
    />
  );
}
