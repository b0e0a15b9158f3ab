import { useSearchParams } from 'react-router-dom';
import { ContactChooserQueryDocument } from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBack } from '../../components/useBack.ts';
import { ContactChooser } from '../../components/traveller/ContactChooser.tsx';
import { useBookingDraft } from './draft.ts';
import type { BookingKind } from './passengers.ts';
import { BOOKING_ROUTES, bookingUrl, parseFareIds } from './routes.ts';
import './booking.css';

/** The contact pages' loader: the saved contacts, which the chooser asks for itself. */
export function contactPickerLoader({ prefetch }: PageLoaderArgs) {
  prefetch({ query: ContactChooserQueryDocument });
  return null;
}

/**
 * Choosing the order's contact from the saved ones (/subscribe/air/contacts, /subscribe/intAir/
 * contacts): the tapped contact fills the booking page's contact fields.
 */
export function ContactPicker({ kind }: { kind: BookingKind }) {
  const [search] = useSearchParams();
  const fareIds = parseFareIds(search) ?? [];
  const [draft, update] = useBookingDraft(fareIds);
  const bookingPage = bookingUrl(BOOKING_ROUTES[kind].page, search);
  const back = useBack(bookingPage);
  return (
    <div className="sf-bk sf-bk--plain">
      <PageHeader title="选择联系人" fallback={bookingPage} />
      <div className="sf-card sf-bk-contacts">
        <ContactChooser
          onSelect={(contact) => {
            update((d) => ({
              ...d,
              edited: true,
              contact: { name: contact.name, mobile: contact.mobile, email: contact.email ?? '' },
            }));
            back();
          }}
        />
      </div>
      {draft.contact?.mobile ? (
        <p className="sf-bk-section__hint sf-bk-contacts__note">
          当前联系人：{draft.contact.name || '未填写姓名'}，可返回订单页直接修改
        </p>
      ) : null}
    </div>
  );
}
