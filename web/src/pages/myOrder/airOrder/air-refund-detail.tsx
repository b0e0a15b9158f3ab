import { useReadQuery, type QueryRef } from '@apollo/client';
import {
  AirOrderRefundProgressPageQueryDocument,
  type AirOrderRefundProgressPageQuery,
  type AirOrderRefundProgressPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { RefundAmounts, RefundSteps } from '../../../features/flightOrder/RefundDetail.tsx';
import { ORDER_LIST_URL } from '../../../features/flightOrder/routes.ts';
import { Section } from '../../../components/order/Section.tsx';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('refundNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  refund: preload<AirOrderRefundProgressPageQuery, AirOrderRefundProgressPageQueryVariables>(
    AirOrderRefundProgressPageQueryDocument,
    {
      variables: { refundNo: searchParams.get('refundNo')?.trim() ?? '' },
      fetchPolicy: 'cache-and-network',
    },
  ),
});

/** /myOrder/airOrder/air-refund-detail (退款进度): where the money is, as a timeline. */
export default function AirOrderRefundProgressPage() {
  const { refund } = usePageData<typeof loader>();
  return (
    <div className="sf-fo-page">
      <PageHeader title="退款进度" fallback={ORDER_LIST_URL} />
      <PageData>
        <RefundProgress queryRef={refund} />
      </PageData>
    </div>
  );
}

function RefundProgress({ queryRef }: { queryRef: QueryRef<AirOrderRefundProgressPageQuery> }) {
  const refund = useReadQuery(queryRef).data.flightRefund;
  if (!refund) return <Missing what="refund" />;
  return (
    <>
      <Section title="退款进度">
        <RefundSteps refund={refund} />
      </Section>
      <Section title="退款金额">
        <RefundAmounts refund={refund} />
      </Section>
    </>
  );
}
