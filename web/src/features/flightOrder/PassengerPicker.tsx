import { CheckList, Tag } from 'antd-mobile';
import type { PassengerPicker_PassengerFragment } from '../../__generated__/graphql.ts';
import { AGE_CLASS_LABELS, DOCUMENT_TYPE_TEXT, TICKET_STATUS_TEXT } from './format.ts';

/** Only a ticketed passenger can be refunded or changed; the others show why they are greyed out. */
export function isChoosable(p: Pick<PassengerPicker_PassengerFragment, 'ticketStatus'>): boolean {
  return p.ticketStatus === 'TICKETED';
}

/** The chosen ids that still name choosable passengers, in the order's order. */
export function validChoice(
  passengers: readonly PassengerPicker_PassengerFragment[],
  chosen: readonly string[],
) {
  return passengers.filter((p) => isChoosable(p) && chosen.includes(p.id)).map((p) => p.id);
}

/** Tick the passengers to refund or change. */
export function PassengerPicker({
  passengers,
  value,
  onChange,
}: {
  passengers: readonly PassengerPicker_PassengerFragment[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <CheckList
      className="sf-fo-picker"
      multiple
      value={[...value]}
      onChange={(ids) => onChange(validChoice(passengers, ids.map(String)))}
    >
      {passengers.map((p) => {
        const choosable = isChoosable(p);
        return (
          <CheckList.Item
            key={p.id}
            value={p.id}
            disabled={!choosable}
            description={`${DOCUMENT_TYPE_TEXT[p.documentType]} ${p.maskedDocumentNumber}`}
          >
            <span className="sf-fo-picker__name">{p.name}</span>
            <span className="sf-fo-pax__age">{AGE_CLASS_LABELS[p.ageClass]}</span>
            {!choosable && (
              <Tag className="sf-fo-picker__tag" fill="outline">
                {TICKET_STATUS_TEXT[p.ticketStatus]}
              </Tag>
            )}
          </CheckList.Item>
        );
      })}
    </CheckList>
  );
}
