import type { PriceLines_LineFragment } from '../../__generated__/graphql.ts';

/** How an amount is made up: one row per line (`成人票 ¥800 ×2 ¥1600`), then the total. */
export function PriceLines({
  lines,
  total,
  totalLabel = '订单总额',
}: {
  lines: readonly PriceLines_LineFragment[];
  total: string;
  totalLabel?: string;
}) {
  return (
    <dl className="sf-fo-price">
      {lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="sf-fo-price__row">
          <dt>{line.label}</dt>
          <dd>
            <span className="sf-fo-price__unit">
              {line.unitPrice.text} ×{line.count}
            </span>
            {line.amount.text}
          </dd>
        </div>
      ))}
      <div className="sf-fo-price__row sf-fo-price__row--total">
        <dt>{totalLabel}</dt>
        <dd data-testid="order-total">{total}</dd>
      </div>
    </dl>
  );
}

/** A label and an amount, the way the refund and change pages list fees. */
export function AmountRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'sf-fo-price__row sf-fo-price__row--total' : 'sf-fo-price__row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
