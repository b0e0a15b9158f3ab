import { useSearchParams } from 'react-router-dom';
import { useAirOrderRefundProgressPageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import {
  MISSING,
  PageState,
  Section,
  useMemberQueryState,
} from '../../../features/flightOrder/PageState.tsx';
import { RefundAmounts, RefundSteps } from '../../../features/flightOrder/RefundDetail.tsx';
import { ORDER_LIST_URL } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('refundNo')?.trim();

/** /myOrder/airOrder/air-refund-detail (退款进度): where the money is, as a timeline. */
export default function AirOrderRefundProgressPage() {
  const [params] = useSearchParams();
  const refundNo = params.get('refundNo')?.trim() ?? '';
  const query = useAirOrderRefundProgressPageQuery({
    variables: { refundNo },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const refund = data?.flightRefund;
  const state = useMemberQueryState(query);

  return (
    <div className="sf-fo-page">
      <PageHeader title="退款进度" fallback={ORDER_LIST_URL} />
      <PageState {...state} missing={!refund && MISSING.refund}>
        {() =>
          refund && (
            <>
              <Section title="退款进度">
                <RefundSteps refund={refund} />
              </Section>
              <Section title="退款金额">
                <RefundAmounts refund={refund} />
              </Section>
            </>
          )
        }
      </PageState>
    </div>
  );
}
