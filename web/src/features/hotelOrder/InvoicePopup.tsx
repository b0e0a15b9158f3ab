import { Button, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  useBookingShellInvoiceQuery,
  useHotelBookingMakeDefaultInvoiceTitleMutation,
  type InvoiceTitleList_InvoiceTitleFragment,
} from '../../__generated__/graphql.ts';
import { InvoiceTitleList } from '../../components/traveller/InvoiceTitleList.tsx';
import { displayMessage } from '../../lib/errors.ts';

/**
 * 报销凭证 of a hotel booking, as the flight booking offers it: the stay is reimbursed with an
 * electronic invoice asked for from the order after check-out; the member may choose the default
 * title now (tapping a title makes it the default). Loaded only when opened.
 */
export default function InvoicePopup({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  const [save] = useHotelBookingMakeDefaultInvoiceTitleMutation({
    // The server moves the default: the list and the booking's row read again.
    refetchQueries: ['InvoiceTitleListQuery', 'BookingShellInvoiceQuery'],
    awaitRefetchQueries: true,
  });
  const current = useBookingShellInvoiceQuery({ context: { silent: true } });
  const defaultId = current.data?.invoiceTitles.find((t) => t.isDefault)?.id ?? null;

  const makeDefault = async (title: InvoiceTitleList_InvoiceTitleFragment) => {
    if (title.isDefault) return;
    try {
      const { data } = await save({
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
      const errors = data?.saveInvoiceTitle.userErrors ?? [];
      if (errors.length) return void Toast.show({ content: errors.map((e) => e.message).join('\n') });
      Toast.show({ icon: 'success', content: '已设为默认抬头' });
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  return (
    <Popup
      visible={open}
      onMaskClick={() => setOpen(false)}
      afterClose={onClose}
      bodyClassName="sf-ho-picker"
    >
      <header className="sf-ho-picker__head">
        <h2>报销凭证</h2>
        <Button size="small" fill="none" onClick={() => setOpen(false)}>
          关闭
        </Button>
      </header>
      <ul className="sf-ho-invoice-notes">
        <li>酒店住宿的报销凭证为电子发票，金额为实际支付金额（扣除退款部分）。</li>
        <li>离店后在“我的订单”中打开该订单，点击“申请发票”，选择抬头并填写接收邮箱即可。</li>
        <li>可先设置默认发票抬头，申请时将自动选用。</li>
      </ul>
      <InvoiceTitleList selectedId={defaultId} onSelect={(title) => void makeDefault(title)} />
    </Popup>
  );
}
