import { Button, Dialog, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useChangeConfirmApplyMutation,
  useChangeConfirmConfirmMutation,
  type ChangeDetail_ChangeFragment,
  type ChangeOptionCard_OptionFragment,
  type FlightSegmentCard_SegmentFragment,
  type PassengerList_PassengerFragment,
} from '../../__generated__/graphql.ts';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { ChangeAmounts, ChangeSummary } from './ChangeDetail.tsx';
import { ChangeOptionCard } from './ChangeOptionCard.tsx';
import { FlightSegmentCard } from './FlightSegmentCard.tsx';
import { Section } from '../../components/order/Section.tsx';
import { PassengerList } from './PassengerList.tsx';
import { changeOptionsUrl, changeResultUrl, payUrl, type ChangeSearch } from './routes.ts';

/**
 * Where a confirmed change goes next: to the cashier for its own pay order when money is due,
 * otherwise to the change result.
 */
export function afterConfirm(
  change: Pick<ChangeDetail_ChangeFragment, 'status' | 'payOrderNo' | 'orderNo' | 'changeNo'>,
): string {
  if (change.status === 'PENDING_PAYMENT' && change.payOrderNo) return payUrl(change.payOrderNo);
  return changeResultUrl(change.orderNo, change.changeNo);
}

const messages = (errors: readonly { message: string }[]) => errors.map((e) => e.message).join('\n');

/**
 * /myOrder/airOrder/changeConfirm and interChangeConfirm (确认改签): the chosen flight against the
 * booked one, the passengers and the money, then apply (quote and hold) and confirm in one tap.
 * Once applied, the change number is kept in the URL: a retry or a reload confirms that change
 * instead of holding seats a second time.
 */
export function ChangeConfirm({
  search,
  fareId,
  international,
  from,
  passengers,
  option,
  existing,
}: {
  search: ChangeSearch;
  fareId: string;
  international: boolean;
  from: FlightSegmentCard_SegmentFragment | undefined;
  passengers: readonly PassengerList_PassengerFragment[];
  /** The chosen flight, fresh from the server; undefined when it is gone (sold out, moved). */
  option: ChangeOptionCard_OptionFragment | undefined;
  /** The change already applied on this page (changeNo in the URL). */
  existing: ChangeDetail_ChangeFragment | null | undefined;
}) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [apply] = useChangeConfirmApplyMutation();
  const [confirm] = useChangeConfirmConfirmMutation();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const chooseAgain = () => navigate(changeOptionsUrl(search, international), { replace: true });

  const submit = async (total: { fen: number; text: string }) => {
    if (running.current) return;
    running.current = true;
    try {
      const ok = await Dialog.confirm({
        title: '确认改签',
        content:
          total.fen > 0
            ? `改签需支付 ${total.text}，支付完成后改签生效。确定改签吗？`
            : '本次改签无需支付，确认后立即生效。确定改签吗？',
        cancelText: '再想想',
        confirmText: '确认改签',
      });
      if (!ok) return;
      setBusy(true);
      let changeNo = params.get('changeNo');
      if (!changeNo) {
        const { data } = await apply({
          variables: {
            input: {
              orderNo: search.orderNo,
              passengerIds: [...search.passengerIds],
              segmentIndex: search.segmentIndex,
              fareId,
            },
          },
        });
        const payload = data?.applyFlightChange;
        if (!payload?.change) {
          Toast.show({
            content: messages(payload?.userErrors ?? []) || '改签申请未成功，请稍后重试',
            duration: 3000,
          });
          return;
        }
        changeNo = payload.change.changeNo;
        const kept = changeNo;
        setParams(
          (p) => {
            const n = new URLSearchParams(p);
            n.set('changeNo', kept);
            return n;
          },
          { replace: true },
        );
      }
      const { data } = await confirm({ variables: { input: { changeNo } } });
      const payload = data?.confirmFlightChange;
      if (!payload?.change) {
        Toast.show({
          content: messages(payload?.userErrors ?? []) || '确认改签未成功，请稍后重试',
          duration: 3000,
        });
        return;
      }
      // Replace: back from the cashier or the result must not land on a form that confirms again.
      navigate(afterConfirm(payload.change), { replace: true });
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  if (existing)
    return (
      <ExistingChange
        change={existing}
        busy={busy}
        onConfirm={() => void submit(existing.total)}
        onChooseAgain={chooseAgain}
      />
    );

  if (!option) {
    return (
      <EmptyState
        className="sf-card sf-fo-empty"
        title="所选航班已无法改签"
        description="该航班座位可能已售完或价格有变，请重新选择"
      >
        <Button color="primary" fill="outline" shape="rounded" onClick={chooseAgain}>
          重新选择航班
        </Button>
      </EmptyState>
    );
  }

  return (
    <>
      {from && (
        <Section title="原航班">
          <FlightSegmentCard segment={from} />
        </Section>
      )}
      <Section title="新航班">
        <ChangeOptionCard option={option} />
        {option.fare.changeRule && <p className="sf-fo-rule">{option.fare.changeRule}</p>}
      </Section>
      <Section title="改签乘客">
        <PassengerList passengers={passengers} />
      </Section>
      <Section title="改签费用">
        <ChangeAmounts change={option} />
      </Section>
      <ConfirmBar total={option.total} busy={busy} onConfirm={() => void submit(option.total)} />
    </>
  );
}

function ConfirmBar({
  total,
  busy,
  onConfirm,
}: {
  total: { fen: number; text: string };
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <footer className="sf-od-bar">
      <span className="sf-od-bar__total">
        {total.fen > 0 ? '需支付' : '无需支付'} <b data-testid="change-total">{total.text}</b>
      </span>
      <Button
        className="sf-gradient-button sf-od-bar__main"
        shape="rounded"
        loading={busy}
        loadingText="提交中"
        onClick={onConfirm}
      >
        确认改签
      </Button>
    </footer>
  );
}

/** The change this page already applied: confirm it, pay it, or see how it ended. */
function ExistingChange({
  change,
  busy,
  onConfirm,
  onChooseAgain,
}: {
  change: ChangeDetail_ChangeFragment;
  busy: boolean;
  onConfirm: () => void;
  onChooseAgain: () => void;
}) {
  const navigate = useNavigate();
  return (
    <>
      <ChangeSummary change={change} />
      {change.status === 'PENDING_CONFIRM' && (
        <ConfirmBar total={change.total} busy={busy} onConfirm={onConfirm} />
      )}
      {change.status !== 'PENDING_CONFIRM' && (
        <footer className="sf-od-bar">
          {change.status === 'CANCELLED' ? (
            <Button className="sf-gradient-button sf-od-bar__main" shape="rounded" onClick={onChooseAgain}>
              重新选择航班
            </Button>
          ) : (
            <Button
              className="sf-gradient-button sf-od-bar__main"
              shape="rounded"
              onClick={() => navigate(afterConfirm(change), { replace: true })}
            >
              {change.status === 'PENDING_PAYMENT' ? `去支付 ${change.total.text}` : '查看改签结果'}
            </Button>
          )}
        </footer>
      )}
    </>
  );
}
