import { Button } from 'antd-mobile';
import type { HotelPlanList_PlanFragment } from '../../../__generated__/graphql.ts';
import { cancelTone, FEW_ROOMS } from './stay.ts';
import './hotelDetail.css';

/**
 * A room type's rate plans for the stay, cheapest first as the graph orders them: meals, the
 * cancellation label in its colour (免费取消/限时取消 green, 扣首晚 orange, 不可取消 grey) with the rule
 * in words, the average nightly price, the rooms left when few, and 预订 — or 满房, disabled.
 */
export function PlanList({
  plans,
  nights,
  roomName,
  onBook,
}: {
  plans: readonly HotelPlanList_PlanFragment[];
  nights: number;
  roomName: string;
  onBook: (plan: HotelPlanList_PlanFragment) => void;
}) {
  return (
    <ul className="sf-hotel-plans" aria-label={`${roomName}的价格方案`}>
      {plans.map((plan) => {
        const few = !plan.soldOut && plan.roomsLeft > 0 && plan.roomsLeft <= FEW_ROOMS;
        return (
          <li
            key={plan.id}
            className={`sf-hotel-plan${plan.soldOut ? ' sf-hotel-plan--sold-out' : ''}`}
            data-testid="hotel-plan"
            data-plan-id={plan.id}
          >
            <div className="sf-hotel-plan__info">
              <div className="sf-hotel-plan__name">{plan.name}</div>
              <div className="sf-hotel-plan__tags">
                <span className="sf-hotel-plan__meal">{plan.mealText}</span>
                <span
                  className={`sf-hotel-cancel sf-hotel-cancel--${cancelTone(plan.cancelRule)}`}
                  data-testid="cancel-label"
                >
                  {plan.cancelLabel}
                </span>
              </div>
              <p className="sf-hotel-plan__cancel">{plan.cancelText}</p>
            </div>
            <div className="sf-hotel-plan__buy">
              <span className="sf-hotel-plan__price">
                {nights > 1 ? <small>均</small> : null}
                {plan.averagePrice.text}
                <small>/晚</small>
              </span>
              {nights > 1 ? (
                <span className="sf-hotel-plan__total">
                  {nights}晚共{plan.total.text}
                </span>
              ) : null}
              {few ? <span className="sf-hotel-plan__few">仅剩{plan.roomsLeft}间</span> : null}
              <Button
                size="mini"
                color="primary"
                disabled={plan.soldOut}
                aria-label={
                  plan.soldOut
                    ? `${plan.name} 满房`
                    : `预订 ${roomName} ${plan.name} ${plan.averagePrice.text}`
                }
                onClick={() => onBook(plan)}
              >
                {plan.soldOut ? '满房' : '预订'}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
