import { ActionSheet, Skeleton, Tag } from 'antd-mobile';
import { CloseCircleFill, EditSOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useBookingTravellerRowQuery,
  type AgeClass,
  type DocumentType,
} from '../../__generated__/graphql.ts';
import { AGE_CLASS_LABELS } from '../traveller/ageClassLabels.ts';
import { documentProblem, pickDocument, usableDocuments, type BookingProduct } from './travellers.ts';

/** What the page needs to know of a traveller row once its traveller has loaded. */
export interface ResolvedTraveller {
  name: string;
  ageClass: AgeClass;
  /** The document the booking uses; null when the traveller has none that fits. */
  documentType: DocumentType | null;
  /** Why this traveller cannot be booked as is; null when fine. */
  problem: string | null;
}

export interface BookingTravellerRowProps {
  travellerId: string;
  /** The first travel date: the age class is taken on it. */
  travelDate: string;
  /** The last travel date: documents must be valid until then. */
  lastTravelDate: string;
  product: BookingProduct;
  chosenDocument: DocumentType | null;
  documentNames: ReadonlyMap<DocumentType, string>;
  /** Where to edit this traveller. */
  editHref: string;
  /** A refusal of the server about this traveller (e.g. an expired document). */
  serverError?: string | null;
  onDocument: (type: DocumentType) => void;
  onRemove: () => void;
  /** Called when the traveller is loaded or changes; null when the traveller is gone. */
  onResolved: (travellerId: string, resolved: ResolvedTraveller | null) => void;
}

/** One chosen traveller: name, age class on the travel date, and the document to travel on. */
export function BookingTravellerRow(props: BookingTravellerRowProps) {
  const { travellerId, travelDate, lastTravelDate, product, chosenDocument, onResolved } = props;
  const noun = product.travellerNoun;
  const { data, loading, error } = useBookingTravellerRowQuery({
    variables: { id: travellerId, on: travelDate },
  });
  const [picking, setPicking] = useState(false);
  const traveller = data?.traveller;
  const usable = traveller ? usableDocuments(traveller.documents, product.documents) : [];
  const document = traveller ? pickDocument(traveller.documents, product.documents, chosenDocument) : null;
  const problem = traveller ? documentProblem(document, product, lastTravelDate) : null;

  const gone = !loading && !error && data !== undefined && !traveller;
  useEffect(() => {
    if (traveller) {
      onResolved(travellerId, {
        name: traveller.name,
        ageClass: traveller.ageClass,
        documentType: document?.type ?? null,
        problem,
      });
    } else if (gone) onResolved(travellerId, null);
  }, [travellerId, traveller, document?.type, problem, gone, onResolved]);

  if (!traveller) {
    return (
      <li className="sf-bk-passenger">
        <div className="sf-bk-passenger__body">
          {gone || error ? (
            <div className="sf-bk-passenger__problem">
              {gone ? `该${noun}已被删除，请移除后重新选择` : `${noun}信息加载失败，请刷新重试`}
            </div>
          ) : (
            <Skeleton.Paragraph lineCount={2} animated />
          )}
        </div>
        <RemoveButton label={`移除${noun}`} onRemove={props.onRemove} />
      </li>
    );
  }

  const message = props.serverError ?? problem;
  return (
    <li
      className={message ? 'sf-bk-passenger sf-bk-passenger--error' : 'sf-bk-passenger'}
      data-testid="passenger"
    >
      <div className="sf-bk-passenger__body">
        <div className="sf-bk-passenger__name">
          {traveller.name}
          <Tag
            className="sf-bk-passenger__age"
            color={traveller.ageClass === 'ADULT' ? 'default' : 'warning'}
            fill="outline"
          >
            {AGE_CLASS_LABELS[traveller.ageClass]}
          </Tag>
        </div>
        {document ? (
          <button
            type="button"
            className="sf-bk-passenger__document"
            disabled={usable.length < 2}
            aria-label={`${traveller.name}的证件`}
            onClick={() => setPicking(true)}
          >
            {props.documentNames.get(document.type) ?? document.type} {document.maskedNumber}
            {usable.length > 1 ? <RightOutline /> : null}
          </button>
        ) : null}
        {message ? (
          <Link className="sf-bk-passenger__problem" to={props.editHref} role="alert">
            {message}
          </Link>
        ) : null}
      </div>
      <Link className="sf-bk-passenger__edit" to={props.editHref} aria-label={`编辑${traveller.name}`}>
        <EditSOutline />
      </Link>
      <RemoveButton label={`移除${noun}${traveller.name}`} onRemove={props.onRemove} />
      <ActionSheet
        visible={picking}
        onClose={() => setPicking(false)}
        cancelText="取消"
        extra={`选择${product.documentNoun}`}
        actions={usable.map((d) => ({
          key: d.type,
          text: `${props.documentNames.get(d.type) ?? d.type} ${d.maskedNumber}`,
          onClick: () => {
            props.onDocument(d.type);
            setPicking(false);
          },
        }))}
      />
    </li>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className="sf-bk-passenger__remove" aria-label={label} onClick={onRemove}>
      <CloseCircleFill />
    </button>
  );
}
