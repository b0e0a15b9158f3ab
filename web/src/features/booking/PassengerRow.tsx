import { ActionSheet, Skeleton, Tag } from 'antd-mobile';
import { CloseCircleFill, EditSOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePassengerRowQuery, type AgeClass, type DocumentType } from '../../__generated__/graphql.ts';
import {
  ageClassLabel,
  documentProblem,
  pickDocument,
  usableDocuments,
  type BookingKind,
} from './passengers.ts';

/** What the page needs to know of a passenger row once its traveller has loaded. */
export interface ResolvedPassenger {
  name: string;
  ageClass: AgeClass;
  /** The document the booking uses; null when the traveller has none that fits. */
  documentType: DocumentType | null;
  /** Why this passenger cannot be booked as is; null when fine. */
  problem: string | null;
}

export interface PassengerRowProps {
  travellerId: string;
  /** The first departure date: the age class is taken on it. */
  departureDate: string;
  /** The last travel date: documents must be valid until then. */
  lastTravelDate: string;
  kind: BookingKind;
  chosenDocument: DocumentType | null;
  documentNames: ReadonlyMap<DocumentType, string>;
  /** Where to edit this traveller. */
  editHref: string;
  /** A refusal of the server about this passenger (e.g. an expired document). */
  serverError?: string | null;
  onDocument: (type: DocumentType) => void;
  onRemove: () => void;
  /** Called when the traveller is loaded or changes; null when the traveller is gone. */
  onResolved: (travellerId: string, resolved: ResolvedPassenger | null) => void;
}

/** One chosen passenger: name, age class on the departure date, and the document to fly on. */
export function PassengerRow(props: PassengerRowProps) {
  const { travellerId, departureDate, lastTravelDate, kind, chosenDocument, onResolved } = props;
  const { data, loading, error } = usePassengerRowQuery({
    variables: { id: travellerId, on: departureDate },
  });
  const [picking, setPicking] = useState(false);
  const traveller = data?.traveller;
  const usable = traveller ? usableDocuments(traveller.documents, kind) : [];
  const document = traveller ? pickDocument(traveller.documents, kind, chosenDocument) : null;
  const problem = traveller ? documentProblem(document, kind, lastTravelDate) : null;

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
              {gone ? '该乘机人已被删除，请移除后重新选择' : '乘机人信息加载失败，请刷新重试'}
            </div>
          ) : (
            <Skeleton.Paragraph lineCount={2} animated />
          )}
        </div>
        <RemoveButton name="" onRemove={props.onRemove} />
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
            {ageClassLabel(traveller.ageClass)}
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
      <RemoveButton name={traveller.name} onRemove={props.onRemove} />
      <ActionSheet
        visible={picking}
        onClose={() => setPicking(false)}
        cancelText="取消"
        extra="选择乘机证件"
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

function RemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="sf-bk-passenger__remove"
      aria-label={`移除乘机人${name}`}
      onClick={onRemove}
    >
      <CloseCircleFill />
    </button>
  );
}
