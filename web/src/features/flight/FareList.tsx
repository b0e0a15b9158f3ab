import { Button, Popup, Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { FareList_FlightFragment } from '../../__generated__/graphql.ts';
import { CABIN_CHOICES, cabinMatches, type CabinChoice } from './filters.ts';

export type ListedFare = FareList_FlightFragment['fares'][number];

/** Above this many seats a fare shows 充足 rather than a count (`Fare.seatsLeft`). */
export const FEW_SEATS = 9;

export function seatsText(seatsLeft: number): string {
  return seatsLeft <= FEW_SEATS ? `仅剩${seatsLeft}张` : '充足';
}

/** The taxes a shopper pays on top of an adult ticket: `机建¥50 燃油¥20`, or what exists of it. */
export function taxesText(taxes: FareList_FlightFragment['taxes']): string {
  const parts: string[] = [];
  if (taxes.airportFee.fen > 0) parts.push(`机建${taxes.airportFee.text}`);
  if (taxes.fuelSurcharge.fen > 0) parts.push(`燃油${taxes.fuelSurcharge.text}`);
  return parts.length > 0 ? `另付${parts.join(' ')}` : '无税费';
}

/**
 * A flight's fares by cabin (经济舱 / 公务舱/头等舱 tabs), each with its price, discount, seats left,
 * baggage and its refund and change rules in a popup. `action` is what each fare's button does:
 * 预订 books it at once (one-way), 选择 marks it for a round trip's booking.
 */
export function FareList({
  flight,
  title,
  initialCabin,
  action,
  chosenId,
  onAction,
}: {
  flight: FareList_FlightFragment;
  title?: string;
  initialCabin: CabinChoice | null;
  action: '预订' | '选择';
  chosenId?: string | null;
  onAction: (fare: ListedFare) => void;
}) {
  // Without a preference the tab opens on economy, unless only premium seats are left.
  const [cabin, setCabin] = useState<CabinChoice>(
    () =>
      initialCabin ??
      (flight.fares.some((f) => cabinMatches('economy', f.cabinClass)) || flight.fares.length === 0
        ? 'economy'
        : 'premium'),
  );
  const [rulesOf, setRulesOf] = useState<ListedFare | null>(null);
  const fares = [...flight.fares]
    .filter((f) => cabinMatches(cabin, f.cabinClass))
    .sort((a, b) => a.adultPrice.fen - b.adultPrice.fen);
  const taxes = taxesText(flight.taxes);

  return (
    <section className="sf-fares" aria-label={title ?? '舱位'} data-testid="fares">
      {title ? <h2 className="sf-fares__title">{title}</h2> : null}
      <Tabs activeKey={cabin} onChange={(key) => setCabin(key as CabinChoice)} stretch>
        {CABIN_CHOICES.map((c) => (
          <Tabs.Tab key={c.value} title={c.label} />
        ))}
      </Tabs>
      {fares.length === 0 ? (
        <p className="sf-fares__empty">该舱位已售完，看看其他舱位</p>
      ) : (
        <ul className="sf-fares__list" role="list">
          {fares.map((fare) => {
            const chosen = fare.id === chosenId;
            return (
              <li
                key={fare.id}
                className={`sf-fare${chosen ? ' sf-fare--chosen' : ''}`}
                data-testid="fare"
                data-fare-id={fare.id}
              >
                <div className="sf-fare__info">
                  <div className="sf-fare__name">
                    {fare.cabinName}
                    <span className="sf-fare__discount">{fare.discountText}</span>
                  </div>
                  <div className="sf-fare__notes">
                    <span>托运行李 {fare.baggage}</span>
                    <button type="button" className="sf-fare__rules" onClick={() => setRulesOf(fare)}>
                      退改规则
                    </button>
                    <span className={fare.seatsLeft <= FEW_SEATS ? 'sf-fare__seats--few' : undefined}>
                      {seatsText(fare.seatsLeft)}
                    </span>
                  </div>
                </div>
                <div className="sf-fare__buy">
                  <span className="sf-fare__price">{fare.adultPrice.text}</span>
                  <span className="sf-fare__taxes">{taxes}</span>
                  <Button
                    size="mini"
                    color="primary"
                    fill={action === '选择' && !chosen ? 'outline' : 'solid'}
                    aria-label={`${action} ${fare.cabinName} ${fare.adultPrice.text}`}
                    onClick={() => onAction(fare)}
                  >
                    {action === '选择' && chosen ? '已选' : action}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Popup
        visible={rulesOf !== null}
        onMaskClick={() => setRulesOf(null)}
        onClose={() => setRulesOf(null)}
        bodyClassName="sf-rule-popup"
      >
        {rulesOf ? (
          <div className="sf-rule-popup__inner" role="dialog" aria-label="退改规则">
            <h3>
              {rulesOf.cabinName} {rulesOf.discountText} 退改规则
            </h3>
            <dl>
              <dt>退票</dt>
              <dd>{rulesOf.refundRule}</dd>
              <dt>改签</dt>
              <dd>{rulesOf.changeRule}</dd>
              <dt>行李</dt>
              <dd>托运行李额 {rulesOf.baggage}</dd>
            </dl>
            <Button
              block
              color="primary"
              fill="outline"
              className="sf-rule-popup__close"
              onClick={() => setRulesOf(null)}
            >
              知道了
            </Button>
          </div>
        ) : null}
      </Popup>
    </section>
  );
}
