import { todayInShanghai } from '@storefront/schema/dates';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AirChooseOfferPageQueryDocument, useAirChooseOfferPageQuery } from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LowPriceCalendar } from '../../features/flight/LowPriceCalendar.tsx';
import {
  BOOKING_WINDOW_DAYS,
  changeDateReturnUrl,
  hasRoute,
  isChangeDate,
  lastBookableDay,
  listUrlAfterOffer,
  parseFlightQuery,
} from '../../lib/flightSearch.ts';
import './air.css';

/** The calendar needs the route whose prices it shows. */
export const validate = ({ searchParams }: PageValidationArgs) => hasRoute(searchParams);

/** The route and day the calendar is for, from its URL. */
function offerOf(params: URLSearchParams, today: string) {
  const query = parseFlightQuery(params, params.get('international') === '1', today);
  const returnLeg = query.routeType === 2 && params.get('leg') === 'back';
  // The return leg flies the route backwards and cannot leave before the outbound.
  return {
    returnLeg,
    from: returnLeg ? query.to : query.from,
    to: returnLeg ? query.from : query.to,
    date: returnLeg ? (query.backDate ?? query.date) : query.date,
    min: returnLeg ? query.date : today,
  };
}

const pricesVariables = (offer: ReturnType<typeof offerOf>, today: string) => ({
  from: offer.from.code,
  to: offer.to.code,
  startDate: today,
  days: BOOKING_WINDOW_DAYS,
});

// The calendar shows at once; its prices fill in as they come (the component's own query).
export const loader = ({ prefetch, searchParams }: PageLoaderArgs) => {
  const today = todayInShanghai();
  prefetch({
    query: AirChooseOfferPageQueryDocument,
    variables: pricesVariables(offerOf(searchParams, today), today),
    context: { silent: true },
  });
  return null;
};

/**
 * `/air/airChooseOffer`: another day for a route on the low-price calendar. From a list (its 日历
 * button) it returns to that list on the picked day; with Flytype 3 or 4 (changing a booked
 * flight's date, titled 更改日期) it returns to the page in `back` with the picked `date`.
 */
export default function AirChooseOfferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = todayInShanghai();
  const offer = offerOf(params, today);
  const { returnLeg, from, to, date, min } = offer;
  const changing = isChangeDate(params.get('Flytype'));

  const { data } = useAirChooseOfferPageQuery({
    variables: pricesVariables(offer, today),
    context: { silent: true },
  });

  const pick = (picked: string) => {
    // A change without a usable `back` page still shows the flights of the picked day.
    const target =
      (changing ? changeDateReturnUrl(params.get('back'), picked) : null) ??
      listUrlAfterOffer(params, picked);
    // The calendar is a step, not a place: it leaves no history entry of its own.
    navigate(target, { replace: true });
  };

  return (
    <div className="sf-air-calendar">
      <PageHeader
        title={
          <div className="sf-flight-title">
            <span className="sf-flight-title__route">{changing ? '更改日期' : '选择日期'}</span>
            <span className="sf-flight-title__sub">
              {returnLeg ? '返程 ' : ''}
              {from.name} → {to.name}
            </span>
          </div>
        }
        fallback="/air"
      />
      <LowPriceCalendar
        selection={{ mode: 'single', date }}
        min={min}
        max={lastBookableDay(today)}
        prices={data?.flightLowPrices}
        onDone={(picked) => pick(picked.date)}
      />
    </div>
  );
}
