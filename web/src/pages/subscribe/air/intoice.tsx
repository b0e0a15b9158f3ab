import { Toast } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import {
  InvoiceTitleListQueryDocument,
  SubscribeAirIntoicePageQueryDocument,
  useSubscribeAirIntoicePageMakeDefaultMutation,
  useSubscribeAirIntoicePageQuery,
  type InvoiceTitleList_InvoiceTitleFragment,
} from '../../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { BOOKING_ROUTES, bookingUrl } from '../../../features/booking/routes.ts';
import { InvoiceTitleList } from '../../../components/traveller/InvoiceTitleList.tsx';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../components/booking/booking.css';

// The list of titles and which is the default are each asked for by their own part.
export const loader = ({ prefetch }: PageLoaderArgs) => {
  prefetch({ query: InvoiceTitleListQueryDocument });
  prefetch({ query: SubscribeAirIntoicePageQueryDocument });
  return null;
};

/**
 * /subscribe/air/intoice (报销凭证, for domestic and international bookings): flight tickets are
 * reimbursed with an electronic invoice asked for from the order once the trip is over. The member
 * can set the default invoice title now; tapping a title (or adding one) makes it the default.
 */
export default function SubscribeAirIntoicePage() {
  const [search] = useSearchParams();
  // Only international booking URLs carry passenger counts (the flight pages add adult and child).
  const page = search.get('fare_ids')
    ? bookingUrl(BOOKING_ROUTES[search.has('adult') ? 'international' : 'domestic'].page, search)
    : '/personal';
  const { data } = useSubscribeAirIntoicePageQuery();
  const [save] = useSubscribeAirIntoicePageMakeDefaultMutation({
    // The server moves the default: both lists read again.
    refetchQueries: [
      { query: InvoiceTitleListQueryDocument },
      { query: SubscribeAirIntoicePageQueryDocument },
    ],
    awaitRefetchQueries: true,
  });
  const defaultId = data?.invoiceTitles.find((t) => t.isDefault)?.id ?? null;

  const makeDefault = async (title: InvoiceTitleList_InvoiceTitleFragment) => {
    if (title.isDefault) return;
    try {
      const { data: answer } = await save({
        variables: {
          input: {
            id: title.id,
            kind: title.kind,
            name: title.name,
            taxNumber: title.taxNumber,
            address: title.address,
            phone: title.phone,
            bankName: title.bankName,
            bankAccount: title.bankAccount,
            isDefault: true,
          },
        },
      });
      const errors = answer?.saveInvoiceTitle.userErrors ?? [];
      if (errors.length) return void Toast.show({ content: errors.map((e) => e.message).join('\n') });
      Toast.show({ icon: 'success', content: '已设为默认抬头' });
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <div className="sf-bk sf-bk--plain">
      <PageHeader title="报销凭证" fallback={page} />
      <section className="sf-card sf-bk-notice" aria-label="报销说明">
        <h3>电子发票</h3>
        <ul>
          <li>机票的报销凭证为电子发票，金额为实际支付金额（扣除退款部分）。</li>
          <li>行程结束后，在“我的订单”中打开该订单，点击“申请发票”，选择发票抬头并填写接收邮箱即可。</li>
          <li>现在可以先设置默认发票抬头，申请时将自动选用；企业抬头需填写纳税人识别号。</li>
        </ul>
      </section>
      <section className="sf-card" aria-label="默认发票抬头">
        <h3 className="sf-bk-section__title sf-bk-invoice__title">选择默认抬头</h3>
        <InvoiceTitleList selectedId={defaultId} onSelect={(title) => void makeDefault(title)} />
      </section>
    </div>
  );
}
