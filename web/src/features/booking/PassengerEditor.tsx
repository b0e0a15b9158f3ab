import { Toast } from 'antd-mobile';
import {
  PassengerEditorQueryDocument,
  TravellerFormQueryDocument,
  usePassengerEditorQuery,
} from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { useBack } from '../../components/useBack.ts';
import { TravellerForm } from '../../components/traveller/TravellerForm.tsx';
import { updateDraft } from '../../components/booking/draft.ts';
import { FLIGHT_PRODUCTS, type BookingKind } from './products.ts';
import { BOOKING_ROUTES, bookingUrl } from './routes.ts';
import { prefetchBookingLegs, useBookingLegs } from './useBookingLegs.ts';
import '../../components/booking/booking.css';

/**
 * The editor pages' loader: the booking's flights (the age class on the travel date), the
 * traveller edited (`id`) and the form's document types, each asked for by its own part.
 */
export function passengerEditorLoader(args: PageLoaderArgs) {
  prefetchBookingLegs(args);
  const id = args.searchParams.get('id')?.trim();
  if (id) args.prefetch({ query: PassengerEditorQueryDocument, variables: { id } });
  args.prefetch({ query: TravellerFormQueryDocument });
  return null;
}

/**
 * Adding a passenger (/subscribe/air/addguest; the international flow's editFT without an id) or
 * editing one (editFT?id=…) with the shared traveller form, offering only the documents the trip
 * takes. A new traveller joins the booking's passengers; either way the page goes back to it.
 */
export function PassengerEditor({ kind }: { kind: BookingKind }) {
  const { search, draftKey, firstDate, data: flights, error: flightsError } = useBookingLegs();
  const product = FLIGHT_PRODUCTS[kind];
  const id = search.get('id')?.trim() || null;
  const { data, loading, error, refetch } = usePassengerEditorQuery({
    variables: { id: id ?? '' },
    skip: id === null,
    notifyOnNetworkStatusChange: true,
  });
  const bookingPage = bookingUrl(BOOKING_ROUTES[kind].page, search);
  const back = useBack(bookingPage);

  const onSaved = (travellerId: string) => {
    if (id === null) {
      let added = false;
      updateDraft(draftKey, (d) => {
        if (
          d.passengers.some((p) => p.travellerId === travellerId) ||
          d.passengers.length >= product.maxTravellers
        )
          return d;
        added = true;
        return { ...d, edited: true, passengers: [...d.passengers, { travellerId, documentType: null }] };
      });
      Toast.show({ icon: 'success', content: added ? '已添加为乘机人' : '已保存' });
    } else {
      Toast.show({ icon: 'success', content: '已保存' });
    }
    back();
  };

  let body;
  if (error && !data) body = <LoadError error={error} retrying={loading} onRetry={() => void refetch()} />;
  // The travel date shows the age class on the form; without the flights the form still works.
  else if ((id !== null && !data) || (!flights && !flightsError))
    body = <PageSkeleton lines={6} className="sf-card" />;
  else if (id !== null && !data?.traveller)
    body = <EmptyState className="sf-card" title="该乘机人不存在" description="请返回重新选择" />;
  else
    body = (
      <div className="sf-card sf-bk-editor">
        <TravellerForm
          traveller={data?.traveller ?? null}
          documentTypes={product.documents}
          requireExpiry={product.requireExpiry}
          travelDate={firstDate ?? undefined}
          onSaved={onSaved}
          submitText={id === null ? '保存并选为乘机人' : '保存'}
        />
      </div>
    );

  return (
    <div className="sf-bk sf-bk--plain">
      <PageHeader title={id === null ? '添加乘机人' : '编辑乘机人'} fallback={bookingPage} />
      {body}
    </div>
  );
}
