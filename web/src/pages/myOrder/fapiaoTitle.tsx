import { useNavigate, useSearchParams } from 'react-router-dom';
import { InvoiceTitleListQueryDocument } from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { InvoiceTitleList } from '../../components/traveller/InvoiceTitleList.tsx';
import './fapiao.css';

export const member = true;

// InvoiceTitleList asks for the titles itself (it also serves the member and booking pages).
export const loader = ({ prefetch }: PageLoaderArgs) => {
  prefetch({ query: InvoiceTitleListQueryDocument });
  return null;
};

/**
 * /myOrder/fapiaoTitle?orderNo=&titleId=: choose the title for an order's invoice (back to
 * /myOrder/fapiao with it), and add, edit or delete titles on the way. Without an order it only
 * manages the titles.
 */
export default function FapiaoTitlePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const back = orderNo ? `/myOrder/fapiao?orderNo=${encodeURIComponent(orderNo)}` : '/personal/guest/invoice';
  return (
    <div className="sf-fapiao">
      <PageHeader title="发票抬头" fallback={back} />
      <div className="sf-fapiao__titles">
        <InvoiceTitleList
          selectedId={params.get('titleId')}
          onSelect={
            orderNo
              ? (title) => navigate(`${back}&titleId=${encodeURIComponent(title.id)}`, { replace: true })
              : undefined
          }
        />
      </div>
    </div>
  );
}
