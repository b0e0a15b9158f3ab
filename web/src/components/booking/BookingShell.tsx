import { Button, Checkbox, Dialog, Form, List, Skeleton, Toast } from 'antd-mobile';
import { AddOutline, UserAddOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router-dom';
import {
  BookingShellInvoiceQueryDocument,
  useBookingShellContactsQuery,
  useBookingShellInvoiceQuery,
  type DocumentType,
} from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { displayMessage } from '../../lib/errors.ts';
import type { UserErrorLike } from '../../lib/userErrors.ts';
import { confirmAbandonOrderEdit } from '../feedback.ts';
import { useLiveValidation } from '../form/useLiveValidation.ts';
import { BookingBar } from './BookingBar.tsx';
import { BookingContact } from './BookingContact.tsx';
import { BookingTravellerRow, type ResolvedTraveller } from './BookingTravellerRow.tsx';
import { clearDraft, useBookingDraft, type DraftContact } from './draft.ts';
import { PriceBreakdown, type BookingQuote } from './PriceBreakdown.tsx';
import { notReadyReason, sortOrderErrors, useSubmitOnce } from './submit.ts';
import { AGE_CLASS_HINTS, type BookingProduct } from './travellers.ts';
import './booking.css';

/** The pages a booking sends the shopper to, each with the booking's own query values. */
export interface BookingHrefs {
  /** Choose travellers from the saved ones. */
  chooser: string;
  /** Add a traveller. */
  add: string;
  /** Edit a traveller. */
  edit: (travellerId: string) => string;
  contacts: string;
  invoice: string;
  notice: string;
}

/** The product's own quote for the draft's travellers; undefined while there is none to show. */
export interface BookingQuoteState {
  quote: BookingQuote | undefined;
  error: Error | undefined;
  /** Asks the server again (after PRICE_CHANGED) and resolves to the fresh quote. */
  refetch: () => Promise<BookingQuote>;
}

/** What the product's create mutation is sent: the rest (its fares, its dates) the product adds. */
export interface BookingPlaceInput {
  idempotencyKey: string;
  passengers: { travellerId: string; documentType: DocumentType }[];
  contact: { name: string; mobile: string; email: string | null };
  expectedTotalFen: number;
}

/** The created order, its refusal, or null when the answer had no payload at all. */
export type BookingPlaceResult = { orderNo: string } | { userErrors: ReadonlyArray<UserErrorLike> } | null;

export interface BookingShellProps {
  product: BookingProduct;
  /** Names the draft in session storage (a flight booking's fares): one draft, one idempotency key. */
  draftKey: string;
  /** The first travel date (the age class is taken on it) and the last (documents must outlive it). */
  travelDates: { first: string; last: string };
  hrefs: BookingHrefs;
  /** The booking's own sub-pages: going there keeps the draft without asking. */
  isOwnPage: (pathname: string) => boolean;
  /** The member, whose mobile and email prefill the contact when no contact is saved. */
  me: { mobile: string; memEmail: string };
  documentNames: ReadonlyMap<DocumentType, string>;
  /** What is booked, above the travellers (the flight cards). */
  summary: ReactNode;
  /** A note beside the travellers' heading (the counts a search was made for). */
  travellerNote?: ReactNode;
  /** Said after 《预订须知》 in the agreement (`及所选舱位的退改签规则`). */
  agreementNote?: string;
  quote: BookingQuoteState;
  /** Runs the product's create mutation. */
  place: (input: BookingPlaceInput) => Promise<BookingPlaceResult>;
  /** Sold out or off sale: the alert's button and where it leads (back to choosing the product). */
  soldOut: { confirmText: string; href: string };
}

/** For a booking page's loader: the default invoice title (side data, asked quietly). */
export function prefetchBookingShell({ prefetch }: Pick<PageLoaderArgs, 'prefetch'>) {
  prefetch({ query: BookingShellInvoiceQueryDocument, context: { silent: true } });
}

// Pages a booking may go to with the draft kept: the login (a session that ended comes back here).
const KEEPS_DRAFT = new Set(['/login', '/register']);

/**
 * The part of a booking page every product shares: the travellers with their age class and
 * document, the contact, the invoice row, the notice agreement, the server's price, and the bar
 * that submits once and goes to the pay page; leaving with data entered asks first (spec §8). The
 * product gives what is booked (`summary`), its quote and its create mutation.
 */
export function BookingShell(props: BookingShellProps) {
  const { product, draftKey, travelDates, hrefs, quote } = props;
  const noun = product.travellerNoun;
  const navigate = useNavigate();
  const [draft, update] = useBookingDraft(draftKey);
  const travellerIds = draft.passengers.map((p) => p.travellerId);
  const quoted = travellerIds.length > 0 ? quote.quote : undefined;

  // --- travellers ---------------------------------------------------------------------------
  const [resolved, setResolved] = useState<Record<string, ResolvedTraveller | null>>({});
  const onResolved = useCallback((id: string, r: ResolvedTraveller | null) => {
    setResolved((prev) => ({ ...prev, [id]: r }));
  }, []);
  // Server refusals about a traveller, shown on its row until the travellers change.
  const [travellerErrors, setTravellerErrors] = useState<Record<string, string>>({});
  const travellerKey = travellerIds.join(',');
  useEffect(() => setTravellerErrors({}), [travellerKey]);

  // Set once the page is on its way out with the draft forgotten: nothing may write it again.
  const leaving = useRef(false);

  // --- contact ------------------------------------------------------------------------------
  const { me } = props;
  const contacts = useBookingShellContactsQuery({ skip: draft.contact !== null });
  useEffect(() => {
    if (leaving.current || draft.contact !== null || (!contacts.data && !contacts.error)) return;
    const saved = contacts.data?.contacts[0];
    const prefill: DraftContact = saved
      ? { name: saved.name, mobile: saved.mobile, email: saved.email ?? '' }
      : { name: '', mobile: me.mobile, email: me.memEmail };
    update((d) => (d.contact === null ? { ...d, contact: prefill } : d));
  }, [draft.contact, contacts.data, contacts.error, me.mobile, me.memEmail, update]);
  const [form] = Form.useForm<DraftContact>();
  const invoice = useBookingShellInvoiceQuery({ context: { silent: true } });
  const defaultTitle = invoice.data?.invoiceTitles.find((t) => t.isDefault);
  const live = useLiveValidation();

  // --- leaving ------------------------------------------------------------------------------
  const { isOwnPage } = props;
  const blocker = useBlocker(
    ({ nextLocation }) =>
      draft.edited &&
      !leaving.current &&
      !isOwnPage(nextLocation.pathname) &&
      !KEEPS_DRAFT.has(nextLocation.pathname),
  );
  // One question per blocked navigation, even if the effect runs again while the dialog is open.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmAbandonOrderEdit().then((leave) => {
      asking.current = false;
      if (!leave) return blocker.reset();
      leaving.current = true;
      clearDraft(draftKey);
      blocker.proceed();
    });
  }, [blocker, draftKey]);
  const leaveTo = (to: string) => {
    leaving.current = true;
    clearDraft(draftKey);
    navigate(to, { replace: true });
  };

  // --- submit -------------------------------------------------------------------------------
  const { submitting, run } = useSubmitOnce();

  const place = async (contact: DraftContact, expectedTotalFen: number): Promise<void> => {
    const result = await props.place({
      idempotencyKey: draft.idempotencyKey,
      passengers: draft.passengers.map((p) => ({
        travellerId: p.travellerId,
        documentType: resolved[p.travellerId]!.documentType!,
      })),
      contact: { name: contact.name, mobile: contact.mobile, email: contact.email || null },
      expectedTotalFen,
    });
    if (!result) return void Toast.show({ content: '提交失败，请稍后重试' });
    if ('orderNo' in result) {
      // The pay page replaces this one: back from paying must not land on a spent booking form.
      return leaveTo(`/subscribe/pay?orderNo=${encodeURIComponent(result.orderNo)}`);
    }
    const names = draft.passengers.map((p) => resolved[p.travellerId]?.name ?? '');
    const sorted = sortOrderErrors(result.userErrors, names);
    if (sorted.priceChanged) {
      const fresh = await quote.refetch();
      const again = await Dialog.confirm({
        title: '价格有变动',
        content: `${sorted.priceChanged.message}\n最新总价 ${fresh.total.text}，是否按新价格继续预订？`,
        confirmText: '继续预订',
        cancelText: '再看看',
      });
      if (again) await place(contact, fresh.total.fen);
      return;
    }
    if (sorted.soldOut) {
      await Dialog.alert({ content: sorted.soldOut.message, confirmText: props.soldOut.confirmText });
      return leaveTo(props.soldOut.href);
    }
    const byTraveller: Record<string, string> = {};
    sorted.passengers.forEach((messages, index) => {
      const id = draft.passengers[index]?.travellerId;
      if (id) byTraveller[id] = messages.join('；');
    });
    setTravellerErrors(byTraveller);
    const contactFields = Object.entries(sorted.contact);
    if (contactFields.length) form.setFields(contactFields.map(([name, errors]) => ({ name, errors })));
    const toast = [...sorted.general];
    if (sorted.passengers.size) toast.unshift(`请按提示修改${noun}信息`);
    if (toast.length) Toast.show({ content: toast.join('\n') });
  };

  const submit = () =>
    run(async () => {
      live.touchAll();
      // Validating shows each contact field's message under it, whatever else is missing.
      const contact = await form.validateFields().catch(() => null);
      const refusal = notReadyReason({
        noun,
        passengers: draft.passengers.map((p) => resolved[p.travellerId]),
        contactValid: contact !== null,
        agreed: draft.agreed,
        quoted: !!quoted,
        quoteError: quote.error ? displayMessage(quote.error) : null,
      });
      // notReadyReason covers both; the second test only narrows their types for what follows.
      if (refusal !== null || contact === null || !quoted) {
        return void Toast.show({ content: refusal ?? '请检查联系人信息' });
      }
      try {
        await place(
          { name: contact.name, mobile: contact.mobile, email: contact.email ?? '' },
          quoted.total.fen,
        );
      } catch (error) {
        // A lost answer may still have made the order: the same idempotency key on the next submit
        // returns that order instead of a second one.
        Toast.show({ content: displayMessage(error) });
      }
    });

  const removeTraveller = (travellerId: string) =>
    update((d) => ({
      ...d,
      edited: true,
      passengers: d.passengers.filter((p) => p.travellerId !== travellerId),
    }));
  const setDocument = (travellerId: string, documentType: DocumentType) =>
    update((d) => ({
      ...d,
      edited: true,
      passengers: d.passengers.map((p) => (p.travellerId === travellerId ? { ...p, documentType } : p)),
    }));

  const full = draft.passengers.length >= product.maxTravellers;

  return (
    <>
      {props.summary}

      <section className="sf-card sf-bk-section" aria-label={noun}>
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">{noun}</h2>
          {props.travellerNote ? <span className="sf-bk-section__note">{props.travellerNote}</span> : null}
        </div>
        {draft.passengers.length ? (
          <ul className="sf-bk-passengers">
            {draft.passengers.map((p) => (
              <BookingTravellerRow
                key={p.travellerId}
                travellerId={p.travellerId}
                travelDate={travelDates.first}
                lastTravelDate={travelDates.last}
                product={product}
                chosenDocument={p.documentType}
                documentNames={props.documentNames}
                editHref={hrefs.edit(p.travellerId)}
                serverError={travellerErrors[p.travellerId] ?? null}
                onDocument={(type) => setDocument(p.travellerId, type)}
                onRemove={() => removeTraveller(p.travellerId)}
                onResolved={onResolved}
              />
            ))}
          </ul>
        ) : (
          <p className="sf-bk-section__empty">请选择或新增{noun}</p>
        )}
        <div className="sf-bk-passengers__actions">
          <Button shape="rounded" color="primary" fill="outline" onClick={() => navigate(hrefs.chooser)}>
            <UserAddOutline /> 选择{noun}
          </Button>
          <Button
            shape="rounded"
            color="primary"
            fill="outline"
            disabled={full}
            onClick={() => navigate(hrefs.add)}
          >
            <AddOutline /> 新增{noun}
          </Button>
        </div>
        <p className="sf-bk-section__hint">
          成人{AGE_CLASS_HINTS.ADULT}，儿童{AGE_CLASS_HINTS.CHILD}，婴儿{AGE_CLASS_HINTS.INFANT}
          （按{travelDates.first}出发当天计算）；{product.hint}
        </p>
      </section>

      <section className="sf-card sf-bk-section" aria-label="联系人">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">联系人</h2>
          <Link className="sf-bk-section__link" to={hrefs.contacts}>
            选择常用联系人
          </Link>
        </div>
        <BookingContact
          form={form}
          contact={draft.contact}
          live={live}
          onChange={(contact) => update((d) => ({ ...d, edited: true, contact }))}
        />
      </section>

      <List className="sf-card sf-bk-list">
        <List.Item
          onClick={() => navigate(hrefs.invoice)}
          extra={defaultTitle ? `默认抬头：${defaultTitle.name}` : '行程结束后在订单中申请电子发票'}
        >
          报销凭证
        </List.Item>
      </List>

      <section className="sf-card sf-bk-section" aria-label="费用明细">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">费用明细</h2>
        </div>
        {travellerIds.length === 0 ? (
          <p className="sf-bk-section__empty">添加{noun}后显示价格</p>
        ) : quote.error ? (
          <p className="sf-bk-section__error" role="alert">
            {displayMessage(quote.error)}
          </p>
        ) : quoted ? (
          <PriceBreakdown quote={quoted} />
        ) : (
          <Skeleton.Paragraph lineCount={3} animated />
        )}
      </section>

      <div className="sf-bk-agree">
        <Checkbox
          checked={draft.agreed}
          onChange={(agreed) => update((d) => ({ ...d, agreed, edited: true }))}
        >
          我已阅读并同意
        </Checkbox>
        <Link to={hrefs.notice}>《预订须知》</Link>
        {props.agreementNote ? <span>{props.agreementNote}</span> : null}
      </div>

      <BookingBar
        total={quoted ? quoted.total.text : null}
        submitting={submitting}
        onSubmit={() => void submit()}
      />
    </>
  );
}
