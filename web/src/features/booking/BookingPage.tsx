import { useReadQuery } from '@apollo/client';
import { Button, Checkbox, Dialog, Form, Input, List, Skeleton, Toast } from 'antd-mobile';
import { AddOutline, UserAddOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import {
  validateChineseName,
  validateEmail,
  validateMobile,
  type ValidationResult,
} from '@storefront/schema/validation';
import {
  BookingPageInvoiceQueryDocument,
  BookingPageQueryDocument,
  useBookingPageContactsQuery,
  useBookingPageCreateOrderMutation,
  useBookingPageInvoiceQuery,
  useBookingPageQuoteQuery,
  type BookingPageQuery,
  type BookingPageQueryVariables,
  type DocumentType,
  type FlightSummary_FlightFragment,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import { confirmAbandonOrderEdit } from '../../components/feedback.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoginRequired } from '../../components/pageState/LoginRequired.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { sharedRule } from '../../components/form/formRules.ts';
import { useLiveValidation } from '../../components/form/useLiveValidation.ts';
import { clearDraft, useBookingDraft, type DraftContact } from './draft.ts';
import { FlightSummary } from './FlightSummary.tsx';
import { departureDate, legsOf, tripOf, type BookingLeg } from './legs.ts';
import { PassengerRow, type ResolvedPassenger } from './PassengerRow.tsx';
import { AGE_CLASS_HINTS, MAX_PASSENGERS, type BookingKind } from './passengers.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';
import {
  BOOKING_ROUTES,
  bookingUrl,
  flightIdOfFare,
  flightListUrl,
  isBookingPath,
  parseFareIds,
} from './routes.ts';
import { notReadyReason, sortOrderErrors, useSubmitOnce } from './submit.ts';
import './booking.css';

/** The flights of a booking URL's fares (validate() on the page made sure there are some). */
function bookingVariables(search: URLSearchParams): BookingPageQueryVariables {
  const fareIds = parseFareIds(search) ?? [];
  const flightIds = fareIds.map((id) => flightIdOfFare(id) ?? '');
  return {
    flightId: flightIds[0] ?? '',
    returnFlightId: flightIds[1] ?? '',
    roundTrip: fareIds.length === 2,
  };
}

/**
 * The booking pages' loader (/subscribe/air, /subscribe/intAir): the member, the flights and the
 * document types; the default invoice title (side data, asked quietly) starts with it.
 */
export function bookingLoader({ preload, prefetch, searchParams }: PageLoaderArgs) {
  prefetch({ query: BookingPageInvoiceQueryDocument, context: { silent: true } });
  return {
    booking: preload<BookingPageQuery, BookingPageQueryVariables>(BookingPageQueryDocument, {
      variables: bookingVariables(searchParams),
    }),
  };
}

/**
 * The booking page of /subscribe/air (domestic) and /subscribe/intAir (international): the flights
 * of the fares in the URL, the passengers, the contact, the invoice note, the booking notice and the
 * server's price. Member-only (the page's `member` flag): an anonymous visitor logs in and comes
 * back here.
 */
export function BookingPage({ kind }: { kind: BookingKind }) {
  return (
    <div className="sf-bk">
      <PageHeader title="填写订单" fallback={kind === 'international' ? '/air/intAirList' : '/air/airList'} />
      <PageData fallback={<PageSkeleton lines={8} className="sf-card" />}>
        <Booking kind={kind} />
      </PageData>
    </div>
  );
}

function Booking({ kind }: { kind: BookingKind }) {
  const { booking } = usePageData<typeof bookingLoader>();
  const [search] = useSearchParams();
  const fareIds = useMemo(() => parseFareIds(search) ?? [], [search]);
  const { data } = useReadQuery(booking);
  const legs = legsOf(fareIds, [data.flight, data.returnFlight]);
  if (!data.me) return <LoginRequired />;
  if (!legs) return <Unavailable kind={kind} search={search} legs={data.flight ? [data.flight] : []} />;
  return (
    <BookingForm
      kind={kind}
      fareIds={fareIds}
      legs={legs}
      me={data.me}
      documentNames={new Map(data.documentTypes.map((d) => [d.type, d.name]))}
      search={search}
    />
  );
}

/** The fare is gone (sold out, departed, or never existed): say so and offer the list. */
function Unavailable({
  kind,
  search,
  legs,
}: {
  kind: BookingKind;
  search: URLSearchParams;
  legs: FlightSummary_FlightFragment[];
}) {
  const navigate = useNavigate();
  const listUrl = legs.length ? flightListUrl(kind, tripOf(legs), search) : '/air';
  return (
    <EmptyState
      className="sf-card sf-bk-unavailable"
      title="该舱位已售完或不可预订"
      description="请返回重新选择航班和舱位"
    >
      <Button color="primary" shape="rounded" onClick={() => navigate(listUrl, { replace: true })}>
        重新选择航班
      </Button>
    </EmptyState>
  );
}

const optionalEmail = (value: string): ValidationResult => (value ? validateEmail(value) : { ok: true });

interface BookingFormProps {
  kind: BookingKind;
  fareIds: string[];
  legs: BookingLeg[];
  me: { mobile: string; memEmail: string };
  documentNames: ReadonlyMap<DocumentType, string>;
  search: URLSearchParams;
}

// Pages a booking may go to with the draft kept: the login (a session that ended comes back here).
const KEEPS_DRAFT = new Set(['/login', '/register']);

function BookingForm({ kind, fareIds, legs, me, documentNames, search }: BookingFormProps) {
  const navigate = useNavigate();
  const routes = BOOKING_ROUTES[kind];
  const [draft, update] = useBookingDraft(fareIds);
  const firstDate = departureDate(legs[0]!.flight);
  const lastDate = departureDate(legs[legs.length - 1]!.flight);
  const travellerIds = draft.passengers.map((p) => p.travellerId);

  // --- passengers ---------------------------------------------------------------------------
  const [resolved, setResolved] = useState<Record<string, ResolvedPassenger | null>>({});
  const onResolved = useCallback((id: string, r: ResolvedPassenger | null) => {
    setResolved((prev) => ({ ...prev, [id]: r }));
  }, []);
  // Server refusals about a passenger, shown on its row until the passengers change.
  const [passengerErrors, setPassengerErrors] = useState<Record<string, string>>({});
  const passengerKey = travellerIds.join(',');
  useEffect(() => setPassengerErrors({}), [passengerKey]);

  const quote = useBookingPageQuoteQuery({
    variables: { fareIds, travellerIds },
    skip: travellerIds.length === 0,
    notifyOnNetworkStatusChange: true,
  });
  const quoted = travellerIds.length > 0 && !quote.loading ? quote.data?.flightQuote : undefined;

  // Set once the page is on its way out with the draft forgotten: nothing may write it again.
  const leaving = useRef(false);

  // --- contact ------------------------------------------------------------------------------
  const contacts = useBookingPageContactsQuery({ skip: draft.contact !== null });
  useEffect(() => {
    if (leaving.current || draft.contact !== null || (!contacts.data && !contacts.error)) return;
    const saved = contacts.data?.contacts[0];
    const prefill: DraftContact = saved
      ? { name: saved.name, mobile: saved.mobile, email: saved.email ?? '' }
      : { name: '', mobile: me.mobile, email: me.memEmail };
    update((d) => (d.contact === null ? { ...d, contact: prefill } : d));
  }, [draft.contact, contacts.data, contacts.error, me.mobile, me.memEmail, update]);
  const [form] = Form.useForm<DraftContact>();
  const invoice = useBookingPageInvoiceQuery({ context: { silent: true } });
  const defaultTitle = invoice.data?.invoiceTitles.find((t) => t.isDefault);
  const lv = useLiveValidation();

  // --- leaving ------------------------------------------------------------------------------
  const blocker = useBlocker(
    ({ nextLocation }) =>
      draft.edited &&
      !leaving.current &&
      !isBookingPath(nextLocation.pathname) &&
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
      clearDraft(fareIds);
      blocker.proceed();
    });
  }, [blocker, fareIds]);
  const leaveTo = (to: string) => {
    leaving.current = true;
    clearDraft(fareIds);
    navigate(to, { replace: true });
  };

  // --- submit -------------------------------------------------------------------------------
  const [createOrder] = useBookingPageCreateOrderMutation();
  const { submitting, run } = useSubmitOnce();

  const place = async (contact: DraftContact, expectedTotalFen: number): Promise<void> => {
    const passengers = draft.passengers.map((p) => ({
      travellerId: p.travellerId,
      documentType: resolved[p.travellerId]!.documentType!,
    }));
    const { data } = await createOrder({
      variables: {
        input: {
          idempotencyKey: draft.idempotencyKey,
          fareIds,
          passengers,
          contact: { name: contact.name, mobile: contact.mobile, email: contact.email || null },
          expectedTotalFen,
        },
      },
    });
    const payload = data?.createFlightOrder;
    if (!payload) return void Toast.show({ content: '提交失败，请稍后重试' });
    if (payload.order) {
      // The pay page replaces this one: back from paying must not land on a spent booking form.
      return leaveTo(`/subscribe/pay?orderNo=${encodeURIComponent(payload.order.orderNo)}`);
    }
    const names = draft.passengers.map((p) => resolved[p.travellerId]?.name ?? '');
    const sorted = sortOrderErrors(payload.userErrors, names);
    if (sorted.priceChanged) {
      const fresh = await quote.refetch();
      const total = fresh.data.flightQuote.total;
      const again = await Dialog.confirm({
        title: '价格有变动',
        content: `${sorted.priceChanged.message}\n最新总价 ${total.text}，是否按新价格继续预订？`,
        confirmText: '继续预订',
        cancelText: '再看看',
      });
      if (again) await place(contact, total.fen);
      return;
    }
    if (sorted.soldOut) {
      await Dialog.alert({ content: sorted.soldOut.message, confirmText: '重新选择航班' });
      return leaveTo(flightListUrl(kind, tripOf(legs.map((l) => l.flight)), search));
    }
    const byTraveller: Record<string, string> = {};
    sorted.passengers.forEach((messages, index) => {
      const id = draft.passengers[index]?.travellerId;
      if (id) byTraveller[id] = messages.join('；');
    });
    setPassengerErrors(byTraveller);
    const contactFields = Object.entries(sorted.contact);
    if (contactFields.length) form.setFields(contactFields.map(([name, errors]) => ({ name, errors })));
    const toast = [...sorted.general];
    if (sorted.passengers.size) toast.unshift('请按提示修改乘机人信息');
    if (toast.length) Toast.show({ content: toast.join('\n') });
  };

  const submit = () =>
    run(async () => {
      lv.touchAll();
      // Validating shows each contact field's message under it, whatever else is missing.
      const contact = await form.validateFields().catch(() => null);
      const refusal = notReadyReason({
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

  const removePassenger = (travellerId: string) =>
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

  const requested = requestedCounts(kind, search);
  const full = draft.passengers.length >= MAX_PASSENGERS;

  return (
    <>
      {legs.map((leg, i) => (
        <FlightSummary
          key={leg.fare.id}
          flight={leg.flight}
          fare={leg.fare}
          leg={legs.length > 1 ? (i === 0 ? '去程' : '返程') : undefined}
          rulesLink={
            <Link className="sf-bk-flight__rules" to={bookingUrl(routes.notice, search)}>
              退改签规则
            </Link>
          }
        />
      ))}

      <section className="sf-card sf-bk-section" aria-label="乘机人">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">乘机人</h2>
          {requested ? <span className="sf-bk-section__note">{requested}</span> : null}
        </div>
        {draft.passengers.length ? (
          <ul className="sf-bk-passengers">
            {draft.passengers.map((p) => (
              <PassengerRow
                key={p.travellerId}
                travellerId={p.travellerId}
                departureDate={firstDate}
                lastTravelDate={lastDate}
                kind={kind}
                chosenDocument={p.documentType}
                documentNames={documentNames}
                editHref={bookingUrl(routes.edit, search, { id: p.travellerId })}
                serverError={passengerErrors[p.travellerId] ?? null}
                onDocument={(type) => setDocument(p.travellerId, type)}
                onRemove={() => removePassenger(p.travellerId)}
                onResolved={onResolved}
              />
            ))}
          </ul>
        ) : (
          <p className="sf-bk-section__empty">请选择或新增乘机人</p>
        )}
        <div className="sf-bk-passengers__actions">
          <Button
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => navigate(bookingUrl(routes.chooser, search))}
          >
            <UserAddOutline /> 选择乘机人
          </Button>
          <Button
            shape="rounded"
            color="primary"
            fill="outline"
            disabled={full}
            onClick={() => navigate(bookingUrl(routes.add, search))}
          >
            <AddOutline /> 新增乘机人
          </Button>
        </div>
        <p className="sf-bk-section__hint">
          成人{AGE_CLASS_HINTS.ADULT}，儿童{AGE_CLASS_HINTS.CHILD}，婴儿{AGE_CLASS_HINTS.INFANT}
          （按{firstDate}出发当天计算）；每位成人最多携带一名婴儿，每单最多{MAX_PASSENGERS}人。
          {kind === 'international' ? '国际航班请使用有效期晚于出行日期的护照或通行证。' : ''}
        </p>
      </section>

      <section className="sf-card sf-bk-section" aria-label="联系人">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">联系人</h2>
          <Link className="sf-bk-section__link" to={bookingUrl(routes.contacts, search)}>
            选择常用联系人
          </Link>
        </div>
        {draft.contact === null ? (
          <Skeleton.Paragraph lineCount={3} animated />
        ) : (
          <Form
            form={form}
            layout="horizontal"
            className="sf-bk-contact"
            initialValues={draft.contact}
            onValuesChange={(_, all: DraftContact) =>
              update((d) => ({
                ...d,
                edited: true,
                contact: { name: all.name ?? '', mobile: all.mobile ?? '', email: all.email ?? '' },
              }))
            }
          >
            <Form.Item
              name="name"
              label="姓名"
              rules={[sharedRule(validateChineseName)]}
              validateTrigger={lv.triggerFor('name')}
            >
              <Input
                placeholder="请输入联系人中文姓名"
                maxLength={8}
                clearable
                onBlur={() => lv.touch('name')}
              />
            </Form.Item>
            <Form.Item
              name="mobile"
              label="手机号"
              rules={[sharedRule(validateMobile)]}
              validateTrigger={lv.triggerFor('mobile')}
            >
              <Input
                type="tel"
                inputMode="numeric"
                maxLength={11}
                clearable
                placeholder="用于接收订单短信"
                onBlur={() => lv.touch('mobile')}
              />
            </Form.Item>
            <Form.Item
              name="email"
              label="邮箱"
              rules={[sharedRule(optionalEmail)]}
              validateTrigger={lv.triggerFor('email')}
            >
              <Input
                type="email"
                inputMode="email"
                clearable
                placeholder="选填，接收行程单和发票"
                onBlur={() => lv.touch('email')}
              />
            </Form.Item>
          </Form>
        )}
      </section>

      <List className="sf-card sf-bk-list">
        <List.Item
          onClick={() => navigate(bookingUrl(routes.invoice, search))}
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
          <p className="sf-bk-section__empty">添加乘机人后显示价格</p>
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
        <Link to={bookingUrl(routes.notice, search)}>《预订须知》</Link>
        <span>及所选舱位的退改签规则</span>
      </div>

      <div className="sf-bk-bar">
        <div className="sf-bk-bar__total">
          <span className="sf-bk-bar__label">订单总额</span>
          <span className="sf-bk-bar__price" data-testid="booking-total">
            {quoted ? quoted.total.text : '--'}
          </span>
        </div>
        <Button
          className="sf-gradient-button sf-bk-bar__submit"
          shape="rounded"
          loading={submitting}
          loadingText="提交中"
          disabled={submitting}
          onClick={() => void submit()}
        >
          提交订单
        </Button>
      </div>
    </>
  );
}

/** `需成人1 儿童1`: the counts an international search was made for, as a reminder. */
function requestedCounts(kind: BookingKind, search: URLSearchParams): string | null {
  if (kind !== 'international') return null;
  const adult = Number(search.get('adult') ?? '');
  const child = Number(search.get('child') ?? '');
  if (!Number.isInteger(adult) || adult < 1) return null;
  return `查询人数：成人${adult}${Number.isInteger(child) && child > 0 ? ` 儿童${child}` : ''}`;
}
