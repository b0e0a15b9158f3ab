import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type {
  HotelOrderDetail_OrderFragment,
  HotelRefund_RefundFragment,
} from '../../__generated__/graphql.ts';
import type { AfterSaleRow } from '../../components/order/AfterSaleRows.tsx';
import { OrderDetailFrame } from '../../components/order/OrderDetailFrame.tsx';
import type { PriceLine } from '../../components/order/PriceLines.tsx';
import { Pair, Section } from '../../components/order/Section.tsx';
import { REFUND_STATUS_TEXT, dateTimeText, dayText, mapUrl, statusHint } from './format.ts';
import { chargeDetailsUrl, refundDetailUrl, refundUrl } from './routes.ts';

type Order = HotelOrderDetail_OrderFragment;

/** The nights as price lines: `11月28日 周六 ¥588 ×2 ¥1176`. */
export function chargeLines(charges: Order['charges']): PriceLine[] {
  return charges.map((c) => ({
    label: dayText(c.date),
    count: c.rooms,
    unitPrice: c.price.text,
    amount: c.amount.text,
  }));
}

/** The order's refund as an after-sale row opening 退款详情; none before one was applied for. */
export function refundRows(refund: HotelRefund_RefundFragment | null): AfterSaleRow[] {
  if (!refund) return [];
  return [
    {
      key: refund.refundNo,
      title: `退款 ${refund.amount.text}`,
      amount: refund.fee.fen > 0 ? `扣款 ${refund.fee.text}` : null,
      description: `申请于 ${dateTimeText(refund.appliedAt)}`,
      statusText: REFUND_STATUS_TEXT[refund.status],
      tone: refund.status === 'REFUNDED' ? 'success' : 'warning',
      href: refundDetailUrl(refund.orderNo),
    },
  ];
}

/** The rule in words, and for a non-refundable plan what that means for this order. */
export function CancelPolicy({ order }: { order: Pick<Order, 'cancelRule' | 'cancelText'> }) {
  if (order.cancelRule !== 'NONE') {
    return (
      <p className="sf-ho-policy" data-testid="cancel-policy">
        {order.cancelText}
      </p>
    );
  }
  return (
    <p className="sf-ho-policy sf-ho-policy--none" data-testid="cancel-policy">
      该房型不可取消：订单支付后不可取消、不可退款，未入住也不退还房费。
    </p>
  );
}

/**
 * /myOrder/hotelOrder/orderDetail: the order frame (status, countdown, pay / cancel / delete, price,
 * the refund row) with the hotel, the stay, the guests, the contact and the policy, and 申请退款 when
 * the server allows it.
 */
export function HotelOrderDetail({ order, onRefetch }: { order: Order; onRefetch: () => void }) {
  const navigate = useNavigate();
  const hotel = order.hotel;
  return (
    <OrderDetailFrame
      order={order}
      hint={statusHint(order.status, { ...order, checkInFrom: hotel.checkInFrom })}
      cancelWarning="取消后房间将被释放，如需入住需重新预订。确定取消吗？"
      priceLines={chargeLines(order.charges)}
      afterSales={[{ title: '退款记录', rows: refundRows(order.refund), testId: 'refund-row' }]}
      productActions={[
        { key: 'refund', text: '申请退款', when: 'canRefund', href: refundUrl(order.orderNo) },
      ]}
      onRefresh={onRefetch}
    >
      <Section>
        <h2 className="sf-ho-hotel__name">{hotel.name}</h2>
        <p className="sf-ho-hotel__address">
          {hotel.level.text} · {hotel.cityName} · {hotel.address}
        </p>
        <p className="sf-ho-hotel__links">
          <a href={`tel:${hotel.phone}`}>致电酒店 {hotel.phone}</a>
          <a href={mapUrl(hotel.location, hotel.name)} target="_blank" rel="noopener noreferrer">
            地图导航
          </a>
        </p>
      </Section>
      <Section
        title="入住信息"
        extra={
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => navigate(chargeDetailsUrl(order.orderNo))}
          >
            每晚房费
          </Button>
        }
      >
        <dl className="sf-od-kv">
          <Pair label="入住">
            {dayText(order.checkIn)} {hotel.checkInFrom}后
          </Pair>
          <Pair label="离店">
            {dayText(order.checkOut)} {hotel.checkOutBy}前
          </Pair>
          <Pair label="房型">
            {order.roomTypeName} · {order.bed}
          </Pair>
          {/* The plan's name already says its meals and rule (无早 · 免费取消). */}
          <Pair label="价格计划">{order.planName}</Pair>
          <Pair label="间夜">
            {order.rooms}间 × {order.nights}晚
          </Pair>
          <Pair label="最晚到店">{order.arrivalTime}</Pair>
          {order.specialRequests ? <Pair label="特殊要求">{order.specialRequests}</Pair> : null}
          {order.confirmationNo ? <Pair label="酒店确认号">{order.confirmationNo}</Pair> : null}
        </dl>
      </Section>
      <Section title="入住人">
        <dl className="sf-od-kv" data-testid="guests">
          {order.guests.map((g) => (
            <Pair key={`${g.room}-${g.name}`} label={`房间${g.room}`}>
              {g.name}
            </Pair>
          ))}
        </dl>
      </Section>
      <Section title="联系人">
        <dl className="sf-od-kv">
          <Pair label="姓名">{order.contact.name}</Pair>
          <Pair label="手机">{order.contact.maskedMobile}</Pair>
          {order.contact.email && <Pair label="邮箱">{order.contact.email}</Pair>}
        </dl>
      </Section>
      <Section
        title="取消政策"
        extra={
          <Tag color={order.cancelRule === 'NONE' ? 'danger' : 'success'} fill="outline">
            {order.cancelRule === 'NONE' ? '不可取消' : order.cancelRule === 'FREE' ? '免费取消' : '扣首晚'}
          </Tag>
        }
      >
        <CancelPolicy order={order} />
      </Section>
    </OrderDetailFrame>
  );
}
