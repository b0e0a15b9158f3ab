import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AirOrderResultPageChangeQueryDocument,
  AirOrderResultPageRefundQueryDocument,
  type AirOrderResultPageChangeQuery,
  type AirOrderResultPageChangeQueryVariables,
  type AirOrderResultPageRefundQuery,
  type AirOrderResultPageRefundQueryVariables,
  type ChangeDetail_ChangeFragment,
  type RefundDetail_RefundFragment,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { ChangeAmounts, PayChangeButton } from '../../../features/flightOrder/ChangeDetail.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { RefundAmounts } from '../../../features/flightOrder/RefundDetail.tsx';
import {
  changeDetailUrl,
  orderDetailUrl,
  refundDetailUrl,
  refundProgressUrl,
} from '../../../features/flightOrder/routes.ts';
import { Section } from '../../../components/order/Section.tsx';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

/** type 0 is a refund (with refundNo), anything else a change (with changeNo); both need the order. */
export const validate: PageValidate = ({ searchParams }) => {
  const has = (name: string) => !!searchParams.get(name)?.trim();
  return has('orderNo') && (searchParams.get('type') === '0' ? has('refundNo') : has('changeNo'));
};

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const text = (name: string) => searchParams.get(name)?.trim() ?? '';
  return searchParams.get('type') === '0'
    ? {
        refund: preload<AirOrderResultPageRefundQuery, AirOrderResultPageRefundQueryVariables>(
          AirOrderResultPageRefundQueryDocument,
          {
            variables: { orderNo: text('orderNo'), refundNo: text('refundNo') },
            fetchPolicy: 'cache-and-network',
          },
        ),
        change: null,
      }
    : {
        refund: null,
        change: preload<AirOrderResultPageChangeQuery, AirOrderResultPageChangeQueryVariables>(
          AirOrderResultPageChangeQueryDocument,
          {
            variables: { orderNo: text('orderNo'), changeNo: text('changeNo') },
            fetchPolicy: 'cache-and-network',
          },
        ),
      };
};

/** /myOrder/airOrder/result: after applying for a refund (type=0) or a change (type=1). */
export default function AirOrderResultPage() {
  const { refund, change } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  return (
    <div className="sf-fo-page">
      {/* The form behind this page was replaced: back goes to the order. */}
      <PageHeader title={refund ? '申请退票' : '申请改签'} fallback={orderDetailUrl(orderNo)} />
      <PageData>
        {refund ? <RefundResult queryRef={refund} /> : change ? <ChangeResult queryRef={change} /> : null}
      </PageData>
    </div>
  );
}

function RefundResult({ queryRef }: { queryRef: QueryRef<AirOrderResultPageRefundQuery> }) {
  const { data } = useReadQuery(queryRef);
  const refund = data.flightRefund;
  if (!refund) return <Missing what="refund" />;
  return <RefundDone refund={refund} international={!!flightOrderOf(data.order)?.international} />;
}

function RefundDone({
  refund,
  international,
}: {
  refund: RefundDetail_RefundFragment;
  international: boolean;
}) {
  const navigate = useNavigate();
  const refunded = refund.status === 'REFUNDED';
  return (
    <>
      <Result
        className="sf-fo-result"
        status={refunded ? 'success' : 'waiting'}
        title={refunded ? '退款成功' : '退票申请已提交'}
        description={
          refunded
            ? `${refund.amount.text} 已退回原支付账户`
            : `航空公司确认后，${refund.amount.text} 将原路退回支付账户，可在退款进度中查看`
        }
      />
      <Section title="退款金额">
        <RefundAmounts refund={refund} />
      </Section>
      <div className="sf-fo-actions">
        <Button
          block
          shape="rounded"
          className="sf-gradient-button"
          onClick={() => navigate(refundProgressUrl(refund.refundNo))}
        >
          查看退款进度
        </Button>
        <Button
          block
          shape="rounded"
          fill="outline"
          onClick={() => navigate(refundDetailUrl(refund.refundNo))}
        >
          退票详情
        </Button>
        <Button
          block
          shape="rounded"
          fill="none"
          onClick={() => navigate(orderDetailUrl(refund.orderNo, international))}
        >
          返回订单
        </Button>
      </div>
    </>
  );
}

function ChangeResult({ queryRef }: { queryRef: QueryRef<AirOrderResultPageChangeQuery> }) {
  const { data } = useReadQuery(queryRef);
  const change = data.flightChange;
  if (!change) return <Missing what="change" />;
  return <ChangeDone change={change} international={!!flightOrderOf(data.order)?.international} />;
}

/** What each change status means to the member after asking. */
function changeOutcome(change: ChangeDetail_ChangeFragment) {
  switch (change.status) {
    case 'CHANGED':
      return {
        status: 'success',
        title: '改签成功',
        description: `已改签至 ${change.to.flightNo}，请按新航班时间出行`,
      } as const;
    case 'PENDING_PAYMENT':
      return {
        status: 'waiting',
        title: '改签待支付',
        description: `请支付 ${change.total.text} 完成改签，超时改签将自动取消`,
      } as const;
    case 'PENDING_CONFIRM':
      return { status: 'waiting', title: '改签待确认', description: '改签尚未确认，请返回确认改签' } as const;
    case 'CANCELLED':
      return {
        status: 'warning',
        title: '改签已取消',
        description: '原航班机票不变，如需改签请重新申请',
      } as const;
  }
}

function ChangeDone({
  change,
  international,
}: {
  change: ChangeDetail_ChangeFragment;
  international: boolean;
}) {
  const navigate = useNavigate();
  const outcome = changeOutcome(change);
  return (
    <>
      <Result
        className="sf-fo-result"
        status={outcome.status}
        title={outcome.title}
        description={outcome.description}
      />
      <Section title="改签费用">
        <ChangeAmounts change={change} />
      </Section>
      <div className="sf-fo-actions">
        <PayChangeButton change={change} />
        <Button
          block
          shape="rounded"
          className={change.status === 'PENDING_PAYMENT' ? undefined : 'sf-gradient-button'}
          fill={change.status === 'PENDING_PAYMENT' ? 'outline' : 'solid'}
          onClick={() => navigate(changeDetailUrl(change.changeNo, international))}
        >
          查看改签详情
        </Button>
        <Button
          block
          shape="rounded"
          fill="none"
          onClick={() => navigate(orderDetailUrl(change.orderNo, international))}
        >
          返回订单
        </Button>
      </div>
    </>
  );
}
