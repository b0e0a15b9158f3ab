import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  HotelOrderDetailPageQueryDocument,
  type HotelOrderDetailPageQuery,
  type HotelOrderDetailPageQueryVariables,
  type HotelRefund_RefundFragment,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { AmountRow } from '../../../components/order/PriceLines.tsx';
import { Pair, Section } from '../../../components/order/Section.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { REFUND_STATUS_TEXT, dateTimeText, stayText } from '../../../features/hotelOrder/format.ts';
import { hotelOrderOf } from '../../../features/hotelOrder/hotelOrderOf.ts';
import { Missing } from '../../../features/hotelOrder/Missing.tsx';
import { orderDetailUrl } from '../../../features/hotelOrder/routes.ts';
import '../../../features/hotelOrder/hotelOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

// The order detail's query: the refund is part of the order.
export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>(
    HotelOrderDetailPageQueryDocument,
    {
      variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
      // A refund moves from processing to refunded on the server: show where it stands now.
      fetchPolicy: 'cache-and-network',
    },
  ),
});

/** /myOrder/hotelOrder/hotel-refund-detail?orderNo (退款详情): where the order's refund stands. */
export default function HotelRefundDetailPage() {
  const { order } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-ho-page">
      <PageHeader title="退款详情" fallback={orderDetailUrl(params.get('orderNo')?.trim() ?? '')} />
      <PageData>
        <RefundDetail queryRef={order} />
      </PageData>
    </div>
  );
}

/** Applied → the hotel releasing the rooms → the money back; each step's time once reached. */
function RefundSteps({ refund }: { refund: HotelRefund_RefundFragment }) {
  const refunded = refund.status === 'REFUNDED';
  return (
    <ol className="sf-ho-steps" data-testid="refund-steps">
      <li className="sf-ho-steps__done">
        提交退款申请<time>{dateTimeText(refund.appliedAt)}</time>
      </li>
      <li className="sf-ho-steps__done">酒店确认取消，房间已释放</li>
      <li className={refunded ? 'sf-ho-steps__done' : undefined}>
        {refunded ? `${refund.amount.text} 已退回原支付账户` : `${refund.amount.text} 将原路退回，请耐心等待`}
        {refund.refundedAt ? <time>{dateTimeText(refund.refundedAt)}</time> : null}
      </li>
    </ol>
  );
}

function RefundDetail({ queryRef }: { queryRef: QueryRef<HotelOrderDetailPageQuery> }) {
  const navigate = useNavigate();
  const order = hotelOrderOf(useReadQuery(queryRef).data.order);
  if (!order) return <Missing what="order" />;
  const refund = order.refund;
  const toOrder = (
    <Button
      color="primary"
      fill="outline"
      shape="rounded"
      onClick={() => navigate(orderDetailUrl(order.orderNo))}
    >
      查看订单详情
    </Button>
  );
  if (!refund) return <Missing what="refund">{toOrder}</Missing>;
  return (
    <>
      <header className="sf-od-status">
        <div className="sf-od-status__row">
          <h1 className="sf-od-status__text" data-testid="refund-status">
            {REFUND_STATUS_TEXT[refund.status]}
          </h1>
          <span className="sf-od-status__total">{refund.amount.text}</span>
        </div>
        <p className="sf-od-status__hint">{refund.ruleText}</p>
      </header>
      <Section title="退款进度">
        <RefundSteps refund={refund} />
      </Section>
      <Section title="退款金额">
        <dl className="sf-od-price" data-testid="refund-amounts">
          <AmountRow label="实付金额" value={refund.paid.text} />
          <AmountRow label="扣除费用" value={refund.fee.fen > 0 ? `-${refund.fee.text}` : refund.fee.text} />
          <AmountRow label="退款金额" value={refund.amount.text} strong />
        </dl>
      </Section>
      <Section title={order.hotel.name} extra={toOrder}>
        <dl className="sf-od-kv">
          <Pair label="房型">
            {order.roomTypeName} · {order.rooms}间
          </Pair>
          <Pair label="日期">{stayText(order.checkIn, order.checkOut, order.nights)}</Pair>
          <Pair label="退款单号">{refund.refundNo}</Pair>
          <Pair label="订单号">{refund.orderNo}</Pair>
          <Pair label="退款原因">{refund.reason}</Pair>
          <Pair label="申请时间">{dateTimeText(refund.appliedAt)}</Pair>
          {refund.refundedAt ? <Pair label="到账时间">{dateTimeText(refund.refundedAt)}</Pair> : null}
        </dl>
      </Section>
    </>
  );
}
