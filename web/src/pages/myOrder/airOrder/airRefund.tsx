import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Dialog, Selector, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AirOrderAirRefundPageQueryDocument,
  useAirOrderAirRefundPageApplyMutation,
  type AirOrderAirRefundPageQuery,
  type AirOrderAirRefundPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { PassengerList } from '../../../features/flightOrder/PassengerList.tsx';
import { AmountRow } from '../../../components/order/PriceLines.tsx';
import { parseIds, refundNoticeUrl, refundResultUrl } from '../../../features/flightOrder/routes.ts';
import { Section } from '../../../components/order/Section.tsx';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) =>
  !!searchParams.get('orderNo')?.trim() && parseIds(searchParams.get('passengerIds')).length > 0;

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  quote: preload<AirOrderAirRefundPageQuery, AirOrderAirRefundPageQueryVariables>(
    AirOrderAirRefundPageQueryDocument,
    {
      variables: {
        orderNo: searchParams.get('orderNo')?.trim() ?? '',
        passengerIds: parseIds(searchParams.get('passengerIds')),
      },
      // A quote depends on the time left before departure: always the server's current one.
      fetchPolicy: 'network-only',
    },
  ),
});

// The reason kept in the URL as the member picks it is not the quote's: no new quote for it.
export const shouldRevalidate = ignoreSearchParams('reason', 'note');

/** The reasons offered; 其他原因 asks for the member's own words. */
export const REFUND_REASONS = [
  '行程有变',
  '航班延误或取消',
  '身体原因无法乘机',
  '买错了/重复购买',
  '其他原因',
] as const;
const OTHER = '其他原因';

/** The reason sent: the chosen one, or the member's own words for 其他原因. */
export function refundReason(choice: string | null, note: string): string | null {
  if (!choice) return null;
  if (choice !== OTHER) return choice;
  const text = note.trim();
  return text ? `${OTHER}：${text}` : null;
}

/**
 * /myOrder/airOrder/airRefund (申请退票): the server's quote for the chosen passengers (fee, amount
 * back, rule), a reason, and 确认退票. The chosen passengers and reason stay in the URL.
 */
export default function AirOrderAirRefundPage() {
  const { quote } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="申请退票" fallback={refundNoticeUrl(params.get('orderNo')?.trim() ?? '')} />
      <PageData>
        <RefundForm queryRef={quote} />
      </PageData>
    </div>
  );
}

function RefundForm({ queryRef }: { queryRef: QueryRef<AirOrderAirRefundPageQuery> }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const passengerIds = parseIds(params.get('passengerIds'));
  const { data } = useReadQuery(queryRef);
  const order = flightOrderOf(data.order);
  const quote = data.flightRefundQuote;
  const [apply, { loading: applying }] = useAirOrderAirRefundPageApplyMutation();

  const choice = params.get('reason');
  const [note, setNote] = useState(params.get('note') ?? '');
  const keep = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const reason = refundReason(choice, note);
  const chosen = order?.passengers.filter((p) => passengerIds.includes(p.id)) ?? [];

  // A second tap while the dialog opens or the request runs does nothing.
  const busy = useRef(false);
  const submit = async () => {
    if (!reason || !quote || busy.current) return;
    busy.current = true;
    try {
      await confirmAndApply(reason, quote);
    } finally {
      busy.current = false;
    }
  };
  const confirmAndApply = async (
    reason: string,
    quote: { fee: { text: string }; amount: { text: string } },
  ) => {
    const ok = await Dialog.confirm({
      title: '确认退票',
      content: `退票费 ${quote.fee.text}，预计退回 ${quote.amount.text}。提交后不可撤销，确定退票吗？`,
      cancelText: '再想想',
      confirmText: '确认退票',
    });
    if (!ok) return;
    try {
      const { data: result } = await apply({ variables: { input: { orderNo, passengerIds, reason } } });
      const payload = result?.applyFlightRefund;
      if (payload?.userErrors.length) {
        Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n'), duration: 3000 });
        return;
      }
      if (!payload?.refund) return void Toast.show({ content: '退票申请未成功，请稍后重试' });
      // Replace: going back from the result must not land on a form that would apply again.
      navigate(refundResultUrl(orderNo, payload.refund.refundNo), { replace: true });
    } catch (e) {
      Toast.show({ content: displayMessage(e) });
    }
  };

  if (!order) return <Missing what="order" />;
  return (
    <>
      <Section title="退票乘客">
        <PassengerList passengers={chosen} />
      </Section>
      <Section title="退款金额">
        <p className="sf-fo-rule" data-testid="refund-rule">
          {quote.ruleText}
        </p>
        <dl className="sf-od-price" data-testid="refund-quote">
          <AmountRow label="实付金额" value={quote.paid.text} />
          <AmountRow label="退票手续费" value={quote.fee.fen > 0 ? `-${quote.fee.text}` : quote.fee.text} />
          <AmountRow label="预计退回" value={quote.amount.text} strong />
        </dl>
      </Section>
      <Section title="退票原因">
        <Selector
          columns={2}
          options={REFUND_REASONS.map((r) => ({ label: r, value: r }))}
          value={choice ? [choice] : []}
          onChange={(v) => keep('reason', v[0] ?? null)}
        />
        {choice === OTHER && (
          <TextArea
            className="sf-fo-note"
            placeholder="请简要说明退票原因"
            maxLength={100}
            showCount
            value={note}
            onChange={setNote}
            onBlur={() => keep('note', note.trim() || null)}
          />
        )}
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
          {reason ? '确认退票' : '请选择退票原因'}
        </Button>
      </footer>
    </>
  );
}
