import './orderDetail.css';

/** One line of what an order costs, as texts: `成人票 ¥805 ×2 ¥1610`. */
export interface PriceLine {
  label: string;
  count: number;
  unitPrice: string;
  amount: string;
}

/** How an amount is made up: one row per line, then the total. */
export function PriceLines({
  lines,
  total,
  totalLabel = '订单总额',
}: {
  lines: readonly PriceLine[];
  total: string;
  totalLabel?: string;
}) {
  return (
    <dl className="sf-od-price">
      {lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="sf-od-price__row">
          <dt>{line.label}</dt>
          <dd>
            <span className="sf-od-price__unit">
              {line.unitPrice} ×{line.count}
            </span>
            {line.amount}
          </dd>
        </div>
      ))}
      <div className="sf-od-price__row sf-od-price__row--total">
        <dt>{totalLabel}</dt>
        <dd data-testid="order-total">{total}</dd>
      </div>
    </dl>
  );
}

/** A label and an amount, the way the after-sale pages list fees. */
export function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'sf-od-price__row sf-od-price__row--total' : 'sf-od-price__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
