import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAirOrderChangeConfirmPageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ChangeConfirm } from '../../../features/flightOrder/ChangeConfirm.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { MISSING, PageState, useMemberQueryState } from '../../../features/flightOrder/PageState.tsx';
import { changeOptionsUrl, readChangeSearch } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) =>
  readChangeSearch(searchParams) !== null && !!searchParams.get('fareId')?.trim();

/**
 * /myOrder/airOrder/changeConfirm (确认改签) for a domestic order. It serves interChangeConfirm too
 * (interChangeConfirm.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderChangeConfirmPage({ international = false }: { international?: boolean }) {
  const [params] = useSearchParams();
  const search = readChangeSearch(params)!;
  const fareId = params.get('fareId')?.trim() ?? '';
  // A change applied earlier on this page (a reload after applying): read once, so the number this
  // page adds to the URL while confirming does not reload the page under the member's tap.
  const [resumeNo] = useState(() => params.get('changeNo')?.trim() || null);
  const query = useAirOrderChangeConfirmPageQuery({
    variables: {
      orderNo: search.orderNo,
      segmentIndex: search.segmentIndex,
      date: search.date,
      passengerIds: [...search.passengerIds],
      changeNo: resumeNo ?? '',
      withChange: resumeNo !== null,
    },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const order = flightOrderOf(data?.order);
  const state = useMemberQueryState(query);
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="确认改签" fallback={changeOptionsUrl(search, international)} />
      <PageState {...state} missing={!order && MISSING.order}>
        {() =>
          order && (
            <ChangeConfirm
              search={search}
              fareId={fareId}
              international={international}
              from={order.segments.find((s) => s.index === search.segmentIndex)}
              passengers={order.passengers.filter((p) => search.passengerIds.includes(p.id))}
              option={data?.flightChangeOptions?.find((o) => o.fare.id === fareId)}
              existing={data?.flightChange}
            />
          )
        }
      </PageState>
    </div>
  );
}
