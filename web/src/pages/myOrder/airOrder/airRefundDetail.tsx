import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  AirOrderAirRefundDetailPageQueryDocument,
  type AirOrderAirRefundDetailPageQuery,
  type AirOrderAirRefundDetailPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { REFUND_STATUS_TEXT } from '../../../features/flightOrder/format.ts';
import { PassengerList } from '../../../features/flightOrder/PassengerList.tsx';
import { RefundAmounts, RefundFacts } from '../../../features/flightOrder/RefundDetail.tsx';
import { ORDER_LIST_URL, orderDetailUrl, refundProgressUrl } from '../../../features/flightOrder/routes.ts';
import { Section } from '../../../components/order/Section.tsx';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('refundNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  refund: preload<AirOrderAirRefundDetailPageQuery, AirOrderAirRefundDetailPageQueryVariables>(
    AirOrderAirRefundDetailPageQueryDocument,
    {
      variables: { refundNo: searchParams.get('refundNo')?.trim() ?? '' },
      fetchPolicy: 'cache-and-network',
    },
  ),
});

/** /myOrder/airOrder/airRefundDetail (退票详情): one refund, its passengers and amounts. */
export default function AirOrderAirRefundDetailPage() {
  const { refund } = usePageData<typeof loader>();
  return (
    <div className="sf-fo-page">
      <PageHeader title="退票详情" fallback={ORDER_LIST_URL} />
      <PageData>
        <RefundDetailOf queryRef={refund} />
      </PageData>
    </div>
  );
}

function RefundDetailOf({ queryRef }: { queryRef: QueryRef<AirOrderAirRefundDetailPageQuery> }) {
  const navigate = useNavigate();
  const refund = useReadQuery(queryRef).data.flightRefund;
  if (!refund) return <Missing what="refund" />;
  return (
    <>
      <Section
        title="退票状态"
        extra={
          <Tag color={refund.status === 'REFUNDED' ? 'success' : 'warning'} data-testid="refund-status">
            {REFUND_STATUS_TEXT[refund.status]}
          </Tag>
        }
      >
        <RefundAmounts refund={refund} />
        <Button
          block
          shape="rounded"
          color="primary"
          fill="outline"
          className="sf-od-section__button"
          onClick={() => navigate(refundProgressUrl(refund.refundNo))}
        >
          查看退款进度
        </Button>
      </Section>
      <Section title="退票乘客">
        <PassengerList passengers={refund.passengers} />
      </Section>
      <Section title="退票信息">
        <RefundFacts refund={refund} />
        <Button
          block
          shape="rounded"
          fill="outline"
          className="sf-od-section__button"
          onClick={() => navigate(orderDetailUrl(refund.orderNo))}
        >
          查看订单
        </Button>
      </Section>
    </>
  );
}
