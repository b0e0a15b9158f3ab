import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBack } from '../../components/useBack.ts';
import { TravellerChooser } from '../traveller/TravellerChooser.tsx';
import { LoadFailed } from '../user/LoadFailed.tsx';
import { useBookingDraft } from './draft.ts';
import { DOCUMENTS_BY_KIND, MAX_PASSENGERS, type BookingKind } from './passengers.ts';
import { BOOKING_ROUTES, bookingUrl } from './routes.ts';
import { useBookingLegs } from './useBookingLegs.ts';
import './booking.css';

/**
 * Choosing the passengers from the member's travellers (/subscribe/air/FT, /subscribe/intAir/FT and
 * airGuestList). Every tick goes straight into the booking's draft, so back and 确定 both keep it;
 * travellers whose documents do not fit the trip cannot be ticked and say what to fix.
 */
export function PassengerChooser({ kind }: { kind: BookingKind }) {
  const { search, fareIds, legs, firstDate, data, loading, error, refetch } = useBookingLegs();
  const [draft, update] = useBookingDraft(fareIds);
  const bookingPage = bookingUrl(BOOKING_ROUTES[kind].page, search);
  const back = useBack(bookingPage);

  const choose = (ids: string[]) =>
    update((d) => ({
      ...d,
      edited: true,
      // A traveller kept keeps the document picked for it; a new one starts with its default.
      passengers: ids.map((id) => d.passengers.find((p) => p.travellerId === id) ?? { travellerId: id, documentType: null }),
    }));

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton.Paragraph lineCount={6} animated className="sf-card" />;
  else if (!legs) body = <ErrorBlock className="sf-card" status="empty" title="该舱位已售完或不可预订" />;
  else
    body = (
      <div className="sf-card sf-bk-chooser">
        <TravellerChooser
          selectedIds={draft.passengers.map((p) => p.travellerId)}
          onChange={choose}
          documentTypes={DOCUMENTS_BY_KIND[kind]}
          requireExpiry={kind === 'international'}
          // The age class counts on the first departure; a document running out before the
          // return is caught on the booking page's row, which checks the last travel date.
          travelDate={firstDate ?? undefined}
          max={MAX_PASSENGERS}
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
