import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { FlightOrderDetail_OrderFragment } from '../../__generated__/graphql.ts';
import { OrderDetailFrame } from '../../components/order/OrderDetailFrame.tsx';
import { Pair, Section } from '../../components/order/Section.tsx';
import { changeRows, refundRows } from './afterSaleRows.ts';
import { FlightSegmentCard, segmentLabel } from './FlightSegmentCard.tsx';
import { PassengerList } from './PassengerList.tsx';
import { changeListUrl, changeStartUrl, refundNoticeUrl } from './routes.ts';
import { statusHint } from './statusHint.ts';

type Order = FlightOrderDetail_OrderFragment;

/** /myOrder/airOrder/detail and interDetail: the order frame with the flights, who flies, the contact. */
export function FlightOrderDetail({ order, onRefetch }: { order: Order; onRefetch: () => void }) {
  const navigate = useNavigate();
  return (
    <OrderDetailFrame
      order={order}
      hint={statusHint(order.status, order.international)}
      cancelWarning="取消后座位将被释放，如需出行需重新预订。确定取消吗？"
      priceLines={order.priceLines.map((line) => ({
        label: line.label,
        count: line.count,
        unitPrice: line.unitPrice.text,
        amount: line.amount.text,
      }))}
      afterSales={[
        { title: '退票记录', rows: refundRows(order.refunds), testId: 'refund-row' },
        {
          title: '改签记录',
          rows: changeRows(order.changes, order.international),
          testId: 'change-row',
          extra: (
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() => navigate(changeListUrl(order.orderNo))}
            >
              全部
            </Button>
          ),
        },
      ]}
      productActions={[
        {
          key: 'change',
          text: '改签',
          when: 'canChange',
          href: changeStartUrl(order.orderNo, order.international),
        },
        { key: 'refund', text: '退票', when: 'canRefund', href: refundNoticeUrl(order.orderNo) },
      ]}
      onRefresh={onRefetch}
    >
      <Section title={order.title}>
        {order.segments.map((s) => (
          <FlightSegmentCard key={s.index} segment={s} label={segmentLabel(s.index, order.segments.length)} />
        ))}
      </Section>
      <Section title="乘机人">
        <PassengerList passengers={order.passengers} />
      </Section>
      <Section title="联系人">
        <dl className="sf-od-kv">
          <Pair label="姓名">{order.contact.name}</Pair>
          <Pair label="手机">{order.contact.maskedMobile}</Pair>
          {order.contact.email && <Pair label="邮箱">{order.contact.email}</Pair>}
        </dl>
      </Section>
    </OrderDetailFrame>
  );
}
