import { ContactChooserQueryDocument } from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../PageHeader.tsx';
import { useBack } from '../useBack.ts';
import { ContactChooser } from '../traveller/ContactChooser.tsx';
import { useBookingDraft } from './draft.ts';
import './booking.css';

/** The contact pages' loader: the saved contacts, which the chooser asks for itself. */
export function contactPickerLoader({ prefetch }: PageLoaderArgs) {
  prefetch({ query: ContactChooserQueryDocument });
  return null;
}

/**
 * Choosing the order's contact from the saved ones (a booking's contacts page, e.g.
 * /subscribe/air/contacts): the tapped contact fills the booking page's contact fields.
 */
export function ContactPicker({ draftKey, bookingPage }: { draftKey: string; bookingPage: string }) {
  const [draft, update] = useBookingDraft(draftKey);
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
