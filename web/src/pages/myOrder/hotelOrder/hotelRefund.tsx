import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Dialog, Selector, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TEXT_LIMITS, validateText } from '@storefront/schema/validation';
import {
  HotelOrderRefundPageQueryDocument,
  useHotelOrderRefundPageApplyMutation,
  type HotelOrderRefundPageQuery,
  type HotelOrderRefundPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { AmountRow } from '../../../components/order/PriceLines.tsx';
import { Pair, Section } from '../../../components/order/Section.tsx';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { stayText } from '../../../features/hotelOrder/format.ts';
import { hotelOrderOf } from '../../../features/hotelOrder/hotelOrderOf.ts';
import { Missing } from '../../../features/hotelOrder/Missing.tsx';
import { orderDetailUrl, refundDetailUrl } from '../../../features/hotelOrder/routes.ts';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../features/hotelOrder/hotelOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  quote: preload<HotelOrderRefundPageQuery, HotelOrderRefundPageQueryVariables>(
    HotelOrderRefundPageQueryDocument,
    {
      variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
      // The terms change at the free-cancellation deadline: always the server's current ones.
      fetchPolicy: 'network-only',
    },
  ),
});

// The reason kept in the URL as the member picks it is not the quote's: no new quote for it.
export const shouldRevalidate = ignoreSearchParams('reason');

/** The reasons offered; 其他原因 asks for the member's own words. */
export const REFUND_REASONS = [
  '行程有变',
  '订错了/重复预订',
  '酒店原因',
  '找到更合适的酒店',
  '其他原因',
] as const;
const OTHER = '其他原因';

/** The reason sent: the chosen one, or the member's own words for 其他原因; null when not given. */
export function refundReason(choice: string | null, note: string): string | null {
  if (!choice || !(REFUND_REASONS as readonly string[]).includes(choice)) return null;
  const text = note.trim();
  if (choice !== OTHER) return text ? `${choice}：${text}` : choice;
  return text ? `${OTHER}：${text}` : null;
}

/**
 * /myOrder/hotelOrder/hotelRefund?orderNo (申请退款): the server's terms now (what was paid, what the
 * plan keeps, what comes back, the rule in words), or why the order cannot be refunded; a reason,
 * and 确认退款 sent once; then the refund's detail.
 */
export default function HotelOrderRefundPage() {
  const { quote } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-ho-page sf-ho-page--bar">
      <PageHeader title="申请退款" fallback={orderDetailUrl(params.get('orderNo')?.trim() ?? '')} />
      <PageData>
        <RefundForm queryRef={quote} />
      </PageData>
    </div>
  );
}

function RefundForm({ queryRef }: { queryRef: QueryRef<HotelOrderRefundPageQuery> }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data } = useReadQuery(queryRef);
  const order = hotelOrderOf(data.order);
  const quote = data.hotelRefundQuote;
  const [apply, { loading: applying }] = useHotelOrderRefundPageApplyMutation();

  const choice = params.get('reason');
  const [note, setNote] = useState('');
  const noteCheck = validateText(note, '退款说明', TEXT_LIMITS.refundReason, { multiline: true });
  const reason = noteCheck.ok ? refundReason(choice, note) : null;

  // A second tap while the dialog opens or the request runs does nothing.
  const busy = useRef(false);
  const submit = async () => {
    if (!reason || !order || busy.current) return;
    busy.current = true;
    try {
      const ok = await Dialog.confirm({
        title: '确认退款',
        content: `扣除 ${quote.fee.text}，预计退回 ${quote.amount.text}。提交后房间将被释放，不可撤销，确定退款吗？`,
        cancelText: '再想想',
        confirmText: '确认退款',
      });
      if (!ok) return;
      const { data: result } = await apply({ variables: { input: { orderNo: order.orderNo, reason } } });
      const payload = result?.applyHotelRefund;
      if (payload?.userErrors.length) {
        Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n'), duration: 3000 });
        return;
      }
      if (!payload?.refund) return void Toast.show({ content: '退款申请未成功，请稍后重试' });
      // Replace: going back from the refund's detail must not land on a form that would apply again.
      navigate(refundDetailUrl(order.orderNo), { replace: true });
    } catch (e) {
      Toast.show({ content: displayMessage(e) });
    } finally {
      busy.current = false;
    }
  };

  if (!order) return <Missing what="order" />;
  const stay = (
    <Section title={order.hotel.name}>
      <dl className="sf-od-kv">
        <Pair label="房型">
          {order.roomTypeName} · {order.rooms}间
        </Pair>
        <Pair label="日期">{stayText(order.checkIn, order.checkOut, order.nights)}</Pair>
      </dl>
    </Section>
  );

  if (!quote.refundable) {
    return (
      <>
        {stay}
        <EmptyState className="sf-card sf-ho-empty" title="该订单不可退款" description={quote.ruleText}>
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigate(orderDetailUrl(order.orderNo), { replace: true })}
          >
            返回订单详情
          </Button>
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {stay}
      <Section title="退款金额">
        <p className="sf-ho-rule" data-testid="refund-rule">
          {quote.ruleText}
        </p>
        <dl className="sf-od-price" data-testid="refund-quote">
          <AmountRow label="实付金额" value={quote.paid.text} />
          <AmountRow label="扣除费用" value={quote.fee.fen > 0 ? `-${quote.fee.text}` : quote.fee.text} />
          <AmountRow label="预计退回" value={quote.amount.text} strong />
        </dl>
      </Section>
      <Section title="退款原因">
        <Selector
          columns={2}
          options={REFUND_REASONS.map((r) => ({ label: r, value: r }))}
          value={choice ? [choice] : []}
          onChange={(v) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (v[0]) next.set('reason', v[0]);
                else next.delete('reason');
                return next;
              },
              { replace: true },
            )
          }
        />
        <label className="sf-ho-label" htmlFor="sf-ho-refund-note">
          退款说明
        </label>
        <TextArea
          id="sf-ho-refund-note"
          className="sf-ho-note"
          placeholder={choice === OTHER ? '请简要说明退款原因' : '补充说明（选填）'}
          maxLength={TEXT_LIMITS.refundReason - 20}
          showCount
          value={note}
          onChange={setNote}
        />
        {!noteCheck.ok ? (
          <p className="sf-ho-error" role="alert">
            {noteCheck.message}
          </p>
        ) : null}
      </Section>
      <footer className="sf-od-bar">
        <span className="sf-od-bar__total">
          预计退回 <b>{quote.amount.text}</b>
        </span>
        <Button
          className="sf-gradient-button sf-od-bar__main"
          shape="rounded"
          disabled={!reason}
          loading={applying}
          loadingText="提交中"
          onClick={() => void submit()}
        >
          {reason ? '确认退款' : choice === OTHER ? '请填写退款原因' : '请选择退款原因'}
        </Button>
      </footer>
    </>
  );
}
