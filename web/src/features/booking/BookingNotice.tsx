import { Button } from 'antd-mobile';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { useBack } from '../../components/useBack.ts';
import { useBookingDraft } from '../../components/booking/draft.ts';
import { AGE_CLASS_HINTS } from '../../components/booking/travellers.ts';
import type { BookingKind } from './products.ts';
import { BOOKING_ROUTES, bookingUrl } from './routes.ts';
import { prefetchBookingLegs, useBookingLegs } from './useBookingLegs.ts';
import '../../components/booking/booking.css';

/** The notice pages' loader: the booking's flights, whose fares' rules the notice shows. */
export function bookingNoticeLoader(args: PageLoaderArgs) {
  prefetchBookingLegs(args);
  return null;
}

/**
 * The booking notice (/subscribe/air/text, /subscribe/intAir/preordainPage): the rules of the fares
 * booked (refund, change, baggage) and what every flight booking should know. 我已阅读并同意 ticks the
 * booking page's agreement and goes back to it.
 */
export function BookingNotice({ kind }: { kind: BookingKind }) {
  const { search, draftKey, legs, data, loading, error, refetch } = useBookingLegs();
  const [, update] = useBookingDraft(draftKey);
  const back = useBack(bookingUrl(BOOKING_ROUTES[kind].page, search));

  let rules;
  if (error && !data) rules = <LoadError error={error} retrying={loading} onRetry={() => void refetch()} />;
  else if (!data) rules = <PageSkeleton lines={6} className="sf-card" />;
  else if (!legs) rules = <EmptyState className="sf-card" title="该舱位已售完或不可预订" />;
  else
    rules = legs.map(({ flight, fare }, i) => (
      <section key={fare.id} className="sf-card sf-bk-notice" aria-label={`${flight.flightNo}退改签规则`}>
        <h3>
          {legs.length > 1 ? (i === 0 ? '去程 ' : '返程 ') : ''}
          {flight.flightNo} {fare.cabinName}（{fare.bookingClass}舱）
        </h3>
        <ul>
          <li>退票：{fare.refundRule}</li>
          <li>改签：{fare.changeRule}</li>
          <li>托运行李：每位成人、儿童{fare.baggage}；婴儿以航空公司规定为准</li>
        </ul>
      </section>
    ));

  return (
    <div className="sf-bk">
      <PageHeader title="预订须知" fallback={bookingUrl(BOOKING_ROUTES[kind].page, search)} />
      {rules}
      <section className="sf-card sf-bk-notice" aria-label="预订须知">
        <h3>预订须知</h3>
        <ul>
          <li>
            乘机人姓名、证件须与登机时出示的证件一致。
            {kind === 'international'
              ? '国际及港澳台航班请使用护照或对应通行证，证件有效期须晚于行程结束日期，并请自行确认目的地的签证及入境要求。'
              : '国内航班可使用身份证、护照、回乡证、台胞证等有效证件。'}
          </li>
          <li>
            成人为{AGE_CLASS_HINTS.ADULT}，儿童为{AGE_CLASS_HINTS.CHILD}，婴儿为{AGE_CLASS_HINTS.INFANT}
            ，年龄按首段航班出发当天计算。儿童、婴儿须由成人陪同，每位成人最多携带一名婴儿，婴儿不占座位。
          </li>
          <li>票价以提交订单时的价格为准；提交后请在支付时限内完成支付，超时订单自动取消，座位不再保留。</li>
          <li>支付成功后即为出票，出票结果将以短信通知联系人。</li>
          <li>
            {kind === 'international'
              ? '国际航班请至少提前3小时到达机场，航班起飞前60分钟停止办理乘机手续。'
              : '国内航班请至少提前90分钟到达机场，航班起飞前45分钟停止办理乘机手续。'}
          </li>
          <li>报销凭证：行程结束后可在订单详情中申请电子发票，发送至联系人邮箱。</li>
        </ul>
      </section>
      <div className="sf-bk-footer">
        <Button
          block
          className="sf-gradient-button"
          shape="rounded"
          onClick={() => {
            update((d) => ({ ...d, agreed: true, edited: true }));
            back();
          }}
        >
          我已阅读并同意
        </Button>
      </div>
    </div>
  );
}
