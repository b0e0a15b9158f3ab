import { Tag } from 'antd-mobile';
import type { PassengerList_PassengerFragment, TicketStatus } from '../../__generated__/graphql.ts';
import { AGE_CLASS_LABELS, DOCUMENT_TYPE_TEXT, TICKET_STATUS_TEXT } from './format.ts';

const STATUS_COLOR: Record<TicketStatus, 'default' | 'success' | 'warning' | 'primary'> = {
  BOOKED: 'default',
  TICKETED: 'success',
  REFUNDING: 'warning',
  REFUNDED: 'default',
  CHANGED: 'primary',
};

/** The passengers of an order, refund or change: name, age class, masked document, ticket. */
export function PassengerList({ passengers }: { passengers: readonly PassengerList_PassengerFragment[] }) {
  return (
    <ul className="sf-fo-pax">
      {passengers.map((p) => (
        <li key={p.id} className="sf-fo-pax__item" data-testid="passenger">
          <div className="sf-fo-pax__top">
            <span className="sf-fo-pax__name">{p.name}</span>
            <span className="sf-fo-pax__age">{AGE_CLASS_LABELS[p.ageClass]}</span>
            <Tag className="sf-fo-pax__status" color={STATUS_COLOR[p.ticketStatus]} fill="outline">
              {TICKET_STATUS_TEXT[p.ticketStatus]}
            </Tag>
          </div>
          <div className="sf-fo-pax__line">
            {DOCUMENT_TYPE_TEXT[p.documentType]} {p.maskedDocumentNumber}
          </div>
          {p.ticketNo && <div className="sf-fo-pax__line">票号 {p.ticketNo}</div>}
        </li>
      ))}
    </ul>
  );
}
