import { Button, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAirOrderAirRefundDetailPageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { REFUND_STATUS_TEXT } from '../../../features/flightOrder/format.ts';
import {
  MISSING,
  PageState,
  Section,
  useMemberQueryState,
} from '../../../features/flightOrder/PageState.tsx';
import { PassengerList } from '../../../features/flightOrder/PassengerList.tsx';
import { RefundAmounts, RefundFacts } from '../../../features/flightOrder/RefundDetail.tsx';
import { ORDER_LIST_URL, orderDetailUrl, refundProgressUrl } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('refundNo')?.trim();

/** /myOrder/airOrder/airRefundDetail (退票详情): one refund, its passengers and amounts. */
export default function AirOrderAirRefundDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refundNo = params.get('refundNo')?.trim() ?? '';
  const query = useAirOrderAirRefundDetailPageQuery({
    variables: { refundNo },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const refund = data?.flightRefund;
  const state = useMemberQueryState(query);

  return (
    <div className="sf-fo-page">
      <PageHeader title="退票详情" fallback={ORDER_LIST_URL} />
      <PageState {...state} missing={!refund && MISSING.refund}>
        {() =>
          refund && (
            <>
              <Section
                title="退票状态"
                extra={
                  <Tag
                    color={refund.status === 'REFUNDED' ? 'success' : 'warning'}
                    data-testid="refund-status"
                  >
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
                  className="sf-fo-section__button"
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
                  className="sf-fo-section__button"
                  onClick={() => navigate(orderDetailUrl(refund.orderNo))}
                >
                  查看订单
                </Button>
              </Section>
            </>
          )
        }
      </PageState>
    </div>
  );
}
