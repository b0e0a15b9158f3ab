import { Button } from 'antd-mobile';
import { TravellerChooserQueryDocument } from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { useBack } from '../../components/useBack.ts';
import { TRAVELLERS_FIRST_PAGE, TravellerChooser } from '../../components/traveller/TravellerChooser.tsx';
import { useBookingDraft } from '../../components/booking/draft.ts';
import { FLIGHT_PRODUCTS, type BookingKind } from './products.ts';
import { BOOKING_ROUTES, bookingUrl } from './routes.ts';
import { prefetchBookingLegs, useBookingLegs } from './useBookingLegs.ts';
import '../../components/booking/booking.css';

/** The chooser pages' loader: the booking's flights and the travellers, each asked for by its own part. */
export function passengerChooserLoader(args: PageLoaderArgs) {
  prefetchBookingLegs(args);
  args.prefetch({ query: TravellerChooserQueryDocument, variables: TRAVELLERS_FIRST_PAGE });
  return null;
}

/**
 * Choosing the passengers from the member's travellers (/subscribe/air/FT, /subscribe/intAir/FT and
 * airGuestList). Every tick goes straight into the booking's draft, so back and 确定 both keep it;
 * travellers whose documents do not fit the trip cannot be ticked and say what to fix.
 */
export function PassengerChooser({ kind }: { kind: BookingKind }) {
  const { search, draftKey, legs, firstDate, data, loading, error, refetch } = useBookingLegs();
  const [draft, update] = useBookingDraft(draftKey);
  const product = FLIGHT_PRODUCTS[kind];
  const bookingPage = bookingUrl(BOOKING_ROUTES[kind].page, search);
  const back = useBack(bookingPage);

  const choose = (ids: string[]) =>
    update((d) => ({
      ...d,
      edited: true,
      // A traveller kept keeps the document picked for it; a new one starts with its default.
      passengers: ids.map(
        (id) => d.passengers.find((p) => p.travellerId === id) ?? { travellerId: id, documentType: null },
      ),
    }));

  let body;
  if (error && !data) body = <LoadError error={error} retrying={loading} onRetry={() => void refetch()} />;
  else if (!data) body = <PageSkeleton lines={6} className="sf-card" />;
  else if (!legs) body = <EmptyState className="sf-card" title="该舱位已售完或不可预订" />;
  else
    body = (
      <div className="sf-card sf-bk-chooser">
        <TravellerChooser
          selectedIds={draft.passengers.map((p) => p.travellerId)}
          onChange={choose}
          documentTypes={product.documents}
          requireExpiry={product.requireExpiry}
          // The age class counts on the first departure; a document running out before the
          // return is caught on the booking page's row, which checks the last travel date.
          travelDate={firstDate ?? undefined}
          max={product.maxTravellers}
        />
      </div>
    );

  return (
    <div className="sf-bk">
      <PageHeader title="选择乘机人" fallback={bookingPage} />
      {body}
      <div className="sf-bk-footer">
        <Button block className="sf-gradient-button" shape="rounded" onClick={back}>
          确定{draft.passengers.length ? `（已选${draft.passengers.length}人）` : ''}
        </Button>
      </div>
    </div>
  );
}
