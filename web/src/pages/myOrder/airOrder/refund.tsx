import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Skeleton } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AirOrderRefundPageQueryDocument,
  useAirOrderRefundPageRuleQuery,
  type AirOrderRefundPageQuery,
  type AirOrderRefundPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { FlightSegmentCard, segmentLabel } from '../../../features/flightOrder/FlightSegmentCard.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { PassengerPicker, validChoice } from '../../../features/flightOrder/PassengerPicker.tsx';
import { joinIds, orderDetailUrl, parseIds, refundApplyUrl } from '../../../features/flightOrder/routes.ts';
import { Section } from '../../../components/order/Section.tsx';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<AirOrderRefundPageQuery, AirOrderRefundPageQueryVariables>(AirOrderRefundPageQueryDocument, {
    variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
    fetchPolicy: 'cache-and-network',
  }),
});

// The passengers ticked are kept in the URL as they are ticked; the order stays as loaded.
export const shouldRevalidate = ignoreSearchParams('passengerIds');

/** What every flight refund shares, whatever the fare. */
const NOTES = [
  '退票手续费按所购舱位的退票规则和申请时距起飞的时间计算，以提交时的金额为准。',
  '退款将原路退回支付账户，到账时间以支付渠道为准。',
  '已办理值机的乘客需先取消值机，再申请退票。',
  '航班延误或取消等非自愿退票，请联系客服 400-850-1666 办理。',
];

/** /myOrder/airOrder/refund (退票须知): the rule that applies now, then who to refund. */
export default function AirOrderRefundPage() {
  const { order } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="退票须知" fallback={orderDetailUrl(params.get('orderNo')?.trim() ?? '')} />
      <PageData>
        <RefundNotice queryRef={order} />
      </PageData>
    </div>
  );
}

function RefundNotice({ queryRef }: { queryRef: QueryRef<AirOrderRefundPageQuery> }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const order = flightOrderOf(useReadQuery(queryRef).data.order);
  const canRefund = !!order?.actions.canRefund;
  // Asked once the order says it can be refunded: a refusal (nothing left to refund) leaves the
  // page usable, so it is side data with its own hook.
  const rule = useAirOrderRefundPageRuleQuery({ variables: { orderNo }, skip: !canRefund });

  // The choice lives in the URL so a reload or the way back from 申请退票 keeps it.
  const chosen = order ? validChoice(order.passengers, parseIds(params.get('passengerIds'))) : [];
  const choose = (ids: string[]) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (ids.length) next.set('passengerIds', joinIds(ids));
        else next.delete('passengerIds');
        return next;
      },
      { replace: true },
    );

  if (!order) return <Missing what="order" />;
  return (
    <>
      <Section title="航班信息">
        {order.segments.map((s) => (
          <FlightSegmentCard key={s.index} segment={s} label={segmentLabel(s.index, order.segments.length)} />
        ))}
      </Section>
      <Section title="退票规则">
        {!canRefund ? (
          <p className="sf-fo-rule">该订单当前不可退票，如有疑问请联系客服 400-850-1666。</p>
        ) : rule.error ? (
          <p className="sf-fo-rule" role="alert">
            {displayMessage(rule.error)}
            <Button size="mini" fill="none" color="primary" onClick={() => void rule.refetch()}>
              重试
            </Button>
          </p>
        ) : !rule.data ? (
          <Skeleton.Paragraph lineCount={2} animated />
        ) : (
          <p className="sf-fo-rule" data-testid="refund-rule">
            {rule.data.flightRefundQuote.ruleText}
            {rule.data.flightRefundQuote.hoursBeforeDeparture > 0 &&
              `（距起飞约 ${rule.data.flightRefundQuote.hoursBeforeDeparture} 小时）`}
          </p>
        )}
        <ol className="sf-fo-notes">
          {NOTES.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ol>
      </Section>
      {canRefund && (
        <Section title="选择退票乘客">
          <PassengerPicker passengers={order.passengers} value={chosen} onChange={choose} />
        </Section>
      )}
      <footer className="sf-od-bar">
        <span className="sf-od-bar__total">已选 {chosen.length} 人</span>
        <Button
          className="sf-gradient-button sf-od-bar__main"
          shape="rounded"
          disabled={!canRefund || !chosen.length}
          onClick={() => navigate(refundApplyUrl(order.orderNo, chosen))}
        >
          下一步
        </Button>
      </footer>
    </>
  );
}
