/** One line of the server's price (`儿童票 ¥620 ×1 ¥620`). */
export interface PriceLine {
  label: string;
  count: number;
  unitPrice: { text: string };
  amount: { text: string };
}

/** The server's price of a booking: its lines and the total in fen (sent back on submit) and as shown. */
export interface BookingQuote {
  lines: ReadonlyArray<PriceLine>;
  total: { fen: number; text: string };
}

/**
 * The server's price of the booking, line by line, then the total. The page shows only what the
 * quote says: prices are never added up here.
 */
export function PriceBreakdown({ quote }: { quote: BookingQuote }) {
  return (
    <dl className="sf-bk-price" aria-label="费用明细">
      {quote.lines.map((line, i) => (
        <div key={`${line.label}-${i}`} className="sf-bk-price__row">
          <dt>{line.label}</dt>
          <dd>
            <span className="sf-bk-price__unit">
              {line.unitPrice.text} ×{line.count}
            </span>
            <span className="sf-bk-price__amount">{line.amount.text}</span>
          </dd>
        </div>
      ))}
      <div className="sf-bk-price__row sf-bk-price__row--total">
        <dt>合计</dt>
        <dd>{quote.total.text}</dd>
      </div>
    </dl>
  );
}
