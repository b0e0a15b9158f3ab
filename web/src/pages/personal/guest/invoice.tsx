import { InvoiceTitleListQueryDocument } from '../../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { InvoiceTitleList } from '../../../components/traveller/InvoiceTitleList.tsx';
import './guest.css';

export const member = true;

// InvoiceTitleList asks for the titles itself (it also serves the invoice and booking pages).
export const loader = ({ prefetch }: PageLoaderArgs) => {
  prefetch({ query: InvoiceTitleListQueryDocument });
  return null;
};

/** /personal/guest/invoice (发票抬头): the member's invoice titles, to add, edit or delete. */
export default function GuestInvoicePage() {
  return (
    <div className="sf-guest">
      <PageHeader title="发票抬头" fallback="/personal/guest" />
      <div className="sf-guest__titles">
        <InvoiceTitleList />
      </div>
    </div>
  );
}
