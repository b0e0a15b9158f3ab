import { useSearchParams } from 'react-router-dom';
import { useAirOrderChangePageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ChangeOptions } from '../../../features/flightOrder/ChangeOptions.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { MISSING, PageState, useMemberQueryState } from '../../../features/flightOrder/PageState.tsx';
import { changeStartUrl, readChangeSearch } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => readChangeSearch(searchParams) !== null;

/**
 * /myOrder/airOrder/change (选择改签航班) for a domestic order. It serves interChangeList too
 * (interChangeList.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderChangePage({ international = false }: { international?: boolean }) {
  const [params] = useSearchParams();
  // validate() guarantees a complete search.
  const search = readChangeSearch(params)!;
  const query = useAirOrderChangePageQuery({
    variables: {
      orderNo: search.orderNo,
      segmentIndex: search.segmentIndex,
      date: search.date,
      passengerIds: [...search.passengerIds],
    },
    // Seats and prices move: always the server's current list.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const order = flightOrderOf(data?.order);
  const state = useMemberQueryState(query);
  return (
    <div className="sf-fo-page">
      <PageHeader title="选择改签航班" fallback={changeStartUrl(search.orderNo, international)} />
      <PageState {...state} missing={!order && MISSING.order}>
        {() =>
          order && (
            <ChangeOptions
              search={search}
              international={international}
              from={order.segments.find((s) => s.index === search.segmentIndex)}
              options={data?.flightChangeOptions ?? []}
            />
          )
        }
      </PageState>
    </div>
  );
}
