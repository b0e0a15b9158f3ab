import { Button, Dialog, Form, Input, List, Selector, Skeleton, Tag, TextArea, Toast } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import {
  useBookingShellContactsQuery,
  useBookingShellInvoiceQuery,
  useSubscribeHotelPageCreateOrderMutation,
  useSubscribeHotelPageQuoteQuery,
  type HotelBookingPrice_QuoteFragment,
  type HotelBookingSummary_QuoteFragment,
} from '../../__generated__/graphql.ts';
import { BookingBar } from '../../components/booking/BookingBar.tsx';
import { BookingContact } from '../../components/booking/BookingContact.tsx';
import type { DraftContact } from '../../components/booking/draft.ts';
import { PriceBreakdown, type BookingQuote } from '../../components/booking/PriceBreakdown.tsx';
import { useSubmitOnce } from '../../components/booking/submit.ts';
import { confirmAbandonOrderEdit } from '../../components/feedback.ts';
import { useLiveValidation } from '../../components/form/useLiveValidation.ts';
import { displayMessage } from '../../lib/errors.ts';
import { payUrl } from '../../lib/orderRoutes.ts';
import { useHotelDraft, hotelDraftKey } from './draft.ts';
import { dayText } from './format.ts';
import { GuestPicker } from './GuestPicker.tsx';
import {
  REQUEST_CHIPS,
  REQUESTS_MAX,
  guestProblems,
  guestsForRooms,
  specialRequestsText,
  validateRequests,
} from './guests.ts';
import { sortHotelOrderErrors } from './orderErrors.ts';
import { MAX_ROOMS, hotelDetailUrl, type BookingStay } from './routes.ts';
import '../../components/booking/booking.css';
import './hotelOrder.css';

// The invoice-title list (with its add and edit form) loads only when the popup opens.
const InvoicePopup = lazy(() => import('./InvoicePopup.tsx'));

const BOOKING_PATH = '/subscribe/hotel';
// Few enough rooms left to say so beside the room count.
const FEW_ROOMS = 5;
// Pages a booking may go to with the draft kept: the login (an ended session comes back here).
const KEEPS_DRAFT = new Set([BOOKING_PATH, '/login', '/register']);

export interface HotelBookingProps {
  /** The stay of the URL (its `rooms` as asked, before it is held to what is left). */
  stay: BookingStay;
  /** The stay priced for one room: the plan's rooms left, meals, arrival times and rule. */
  summary: HotelBookingSummary_QuoteFragment;
  address: string | null;
  /** The member, whose mobile prefills the contact when no contact is saved. */
  me: { mobile: string; memEmail: string };
}

/** The nightly charges as the shared price breakdown draws them: one line per night. */
export function nightlyLines(quote: HotelBookingPrice_QuoteFragment): BookingQuote {
  return {
    lines: quote.charges.map((c) => ({
      label: dayText(c.date),
      count: c.rooms,
      unitPrice: c.price,
      amount: c.amount,
    })),
    total: quote.total,
  };
}

/** The rooms to book: what the URL asks, within 1 and what the plan has left (at most 10). */
export function roomsWithin(asked: number, roomsLeft: number): number {
  const most = Math.max(1, Math.min(roomsLeft, MAX_ROOMS));
  return Math.min(Math.max(asked, 1), most);
}

/**
 * /subscribe/hotel's form: the stay, the rooms (re-priced on the server at each change), a guest per
 * room, the contact, the latest arrival, special requests, the invoice note, the nightly price and
 * the cancellation policy; then one submit of createHotelOrder and on to the pay page. Everything
 * typed is kept in session storage for the stay, so a reload loses nothing.
 */
export function HotelBooking({ stay, summary, address, me }: HotelBookingProps) {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const plan = summary.plan;
  const draftKey = hotelDraftKey(stay);
  const { draft, update, forget, forgotten } = useHotelDraft(draftKey);

  // --- rooms ------------------------------------------------------------------------------------
  const rooms = roomsWithin(stay.rooms, plan.roomsLeft);
  const mostRooms = roomsWithin(MAX_ROOMS, plan.roomsLeft);
  // A URL asking more rooms than are left is corrected, once, and the page says so until the
  // shopper changes the count.
  const [adjustedFrom, setAdjustedFrom] = useState(() => (stay.rooms > rooms ? stay.rooms : null));
  const setRooms = (n: number) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('rooms', String(n));
        return next;
      },
      { replace: true },
    );
  const changeRooms = (n: number) => {
    if (n < 1 || n > mostRooms) return;
    setAdjustedFrom(null);
    update((d) => ({ ...d, edited: true }));
    setRooms(n);
  };
  const askedTooMany = stay.rooms > rooms;
  useEffect(() => {
    if (askedTooMany) setRooms(rooms);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per correction
  }, [askedTooMany]);

  const price = useSubscribeHotelPageQuoteQuery({
    variables: { stay: { planId: stay.planId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms } },
    // A price is the server's current one, never an old answer from the cache.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const quoted = price.loading ? undefined : price.data?.hotelQuote;

  // --- guests -----------------------------------------------------------------------------------
  const guests = guestsForRooms(draft.guests, rooms);
  const [touched, setTouched] = useState<ReadonlySet<number> | 'all'>(() => new Set());
  const [guestServerErrors, setGuestServerErrors] = useState<Map<number, string>>(new Map());
  const problems = guestProblems(guests);
  const [picking, setPicking] = useState<number | null>(null);
  const setGuest = (room: number, name: string) => {
    update((d) => {
      const next = [...d.guests];
      while (next.length <= room) next.push('');
      next[room] = name;
      return { ...d, guests: next, edited: true };
    });
    setGuestServerErrors((prev) => {
      if (!prev.has(room)) return prev;
      const next = new Map(prev);
      next.delete(room);
      return next;
    });
  };
  const touchGuest = (room: number) =>
    setTouched((prev) => (prev === 'all' || prev.has(room) ? prev : new Set(prev).add(room)));
  const guestError = (room: number) =>
    guestServerErrors.get(room) ??
    (touched === 'all' || touched.has(room) ? (problems.get(room) ?? null) : null);

  // --- contact ----------------------------------------------------------------------------------
  const contacts = useBookingShellContactsQuery({ skip: draft.contact !== null });
  useEffect(() => {
    if (forgotten.current || draft.contact !== null || (!contacts.data && !contacts.error)) return;
    const saved = contacts.data?.contacts[0];
    const prefill: DraftContact = saved
      ? { name: saved.name, mobile: saved.mobile, email: saved.email ?? '' }
      : { name: '', mobile: me.mobile, email: me.memEmail };
    update((d) => (d.contact === null ? { ...d, contact: prefill } : d));
  }, [draft.contact, contacts.data, contacts.error, me.mobile, me.memEmail, update, forgotten]);
  const [form] = Form.useForm<DraftContact>();
  const live = useLiveValidation();

  // --- arrival and requests ---------------------------------------------------------------------
  const arrival =
    draft.arrivalTime !== null && plan.arrivalTimes.includes(draft.arrivalTime)
      ? draft.arrivalTime
      : (plan.arrivalTimes[0] ?? null);
  const requestsCheck = validateRequests(draft.requests, draft.note);

  // --- invoice ----------------------------------------------------------------------------------
  const invoice = useBookingShellInvoiceQuery({ context: { silent: true } });
  const defaultTitle = invoice.data?.invoiceTitles.find((t) => t.isDefault);
  const [invoiceOpen, setInvoiceOpen] = useState(false);

  // --- leaving ----------------------------------------------------------------------------------
  const blocker = useBlocker(
    ({ nextLocation }) => draft.edited && !forgotten.current && !KEEPS_DRAFT.has(nextLocation.pathname),
  );
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmAbandonOrderEdit().then((leave) => {
      asking.current = false;
      if (!leave) return blocker.reset();
      forget();
      blocker.proceed();
    });
  }, [blocker, forget]);
  const leaveTo = (to: string) => {
    forget();
    navigate(to, { replace: true });
  };

  // --- submit -----------------------------------------------------------------------------------
  const { submitting, run } = useSubmitOnce();
  const [createOrder] = useSubscribeHotelPageCreateOrderMutation();

  const place = async (
    contact: DraftContact,
    arrivalTime: string,
    expectedTotalFen: number,
  ): Promise<void> => {
    const { data } = await createOrder({
      variables: {
        input: {
          idempotencyKey: draft.idempotencyKey,
          stay: { planId: stay.planId, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms },
          guests: guests.map((name, i) => ({ room: i + 1, name: name.trim() })),
          contact: { name: contact.name, mobile: contact.mobile, email: contact.email || null },
          arrivalTime,
          specialRequests: specialRequestsText(draft.requests, draft.note),
          expectedTotalFen,
        },
      },
    });
    const payload = data?.createHotelOrder;
    if (!payload) return void Toast.show({ content: '提交失败，请稍后重试' });
    if (payload.order) {
      // The pay page replaces this one: back from paying must not land on a spent booking form.
      return leaveTo(payUrl(payload.order.orderNo));
    }
    const sorted = sortHotelOrderErrors(payload.userErrors, rooms);
    if (sorted.priceChanged) {
      const fresh = (await price.refetch()).data.hotelQuote;
      const again = await Dialog.confirm({
        title: '价格有变动',
        content: `${sorted.priceChanged.message}\n最新总价 ${fresh.total.text}，是否按新价格继续预订？`,
        confirmText: '继续预订',
        cancelText: '再看看',
      });
      if (again) await place(contact, arrivalTime, fresh.total.fen);
      return;
    }
    if (sorted.soldOut) {
      await Dialog.alert({ content: sorted.soldOut.message, confirmText: '重新选择房型' });
      return leaveTo(hotelDetailUrl(stay.hotelId, stay.checkIn, stay.checkOut));
    }
    setGuestServerErrors(new Map([...sorted.guests].map(([room, messages]) => [room, messages.join('；')])));
    const contactFields = Object.entries(sorted.contact);
    if (contactFields.length) form.setFields(contactFields.map(([name, errors]) => ({ name, errors })));
    const toast = [...sorted.general];
    if (sorted.guests.size) toast.unshift('请按提示修改入住人姓名');
    if (contactFields.length) toast.push('请检查联系人信息');
    if (toast.length) Toast.show({ content: toast.join('\n') });
  };

  const submit = () =>
    run(async () => {
      setTouched('all');
      live.touchAll();
      // Validating shows each contact field's message under it, whatever else is missing.
      const contact = draft.contact ? await form.validateFields().catch(() => null) : null;
      let refusal: string | null = null;
      if (problems.size) refusal = '请按提示填写每间房的入住人姓名';
      else if (!contact) refusal = '请检查联系人信息';
      else if (!arrival) refusal = '请选择最晚到店时间';
      else if (!requestsCheck.ok) refusal = requestsCheck.message;
      else if (!quoted) refusal = price.error ? displayMessage(price.error) : '价格计算中，请稍候';
      if (refusal !== null || !contact || !arrival || !quoted) {
        return void Toast.show({ content: refusal ?? '请检查订单信息' });
      }
      try {
        await place(
          { name: contact.name, mobile: contact.mobile, email: contact.email ?? '' },
          arrival,
          quoted.total.fen,
        );
      } catch (error) {
        // A lost answer may still have made the order: the same idempotency key on the next submit
        // returns that order instead of a second one.
        Toast.show({ content: displayMessage(error) });
      }
    });

  return (
    <>
      <section className="sf-card sf-ho-stay" aria-label="预订信息">
        <h2 className="sf-ho-stay__hotel">{summary.hotelName}</h2>
        {address ? <p className="sf-ho-stay__address">{address}</p> : null}
        <p className="sf-ho-stay__dates" data-testid="stay-dates">
          <span>入住 {dayText(summary.checkIn)}</span>
          <span>离店 {dayText(summary.checkOut)}</span>
          <b>共{summary.nights}晚</b>
        </p>
        <p className="sf-ho-stay__room">
          {summary.roomTypeName} · {plan.name}
        </p>
        <p className="sf-ho-stay__tags">
          <Tag color="primary" fill="outline">
            {plan.mealText}
          </Tag>
          <Tag color={plan.cancelRule === 'NONE' ? 'default' : 'success'} fill="outline">
            {plan.cancelLabel}
          </Tag>
        </p>
      </section>

      <section className="sf-card sf-bk-section" aria-label="入住信息">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">入住信息</h2>
          {plan.roomsLeft <= FEW_ROOMS ? (
            <span className="sf-bk-section__note sf-ho-few">仅剩{plan.roomsLeft}间</span>
          ) : null}
        </div>
        <div className="sf-ho-rooms" role="group" aria-label="房间数">
          <span>房间数</span>
          <span className="sf-ho-rooms__control">
            <Button
              size="mini"
              shape="rounded"
              aria-label="减少房间"
              disabled={rooms <= 1}
              onClick={() => changeRooms(rooms - 1)}
            >
              <MinusOutline />
            </Button>
            <output className="sf-ho-rooms__count" aria-live="polite" data-testid="rooms">
              {rooms}间
            </output>
            <Button
              size="mini"
              shape="rounded"
              aria-label="增加房间"
              disabled={rooms >= mostRooms}
              onClick={() => changeRooms(rooms + 1)}
            >
              <AddOutline />
            </Button>
          </span>
        </div>
        {adjustedFrom !== null ? (
          <p className="sf-bk-section__hint sf-ho-few" role="status">
            该房型仅剩{mostRooms}间，已将{adjustedFrom}间调整为{rooms}间
          </p>
        ) : null}
        <ul className="sf-ho-guests">
          {guests.map((name, i) => {
            const error = guestError(i);
            return (
              <li key={i} className="sf-ho-guest" data-testid="guest-row">
                <label className="sf-ho-guest__label" htmlFor={`sf-ho-guest-${i}`}>
                  房间{i + 1}
                </label>
                <div className="sf-ho-guest__field">
                  <Input
                    id={`sf-ho-guest-${i}`}
                    aria-invalid={error ? true : undefined}
                    placeholder="入住人姓名，与证件一致"
                    value={name}
                    maxLength={40}
                    clearable
                    onChange={(value) => setGuest(i, value)}
                    onBlur={() => touchGuest(i)}
                  />
                  {error ? (
                    <p className="sf-ho-guest__error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </div>
                <Button size="mini" fill="none" color="primary" onClick={() => setPicking(i)}>
                  常用旅客
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="sf-bk-section__hint">
          每间房至少填写1位入住人，姓名须与入住时出示的证件一致：中文姓名2-8个汉字，外籍旅客按护照填写英文（如
          SMITH/JOHN）。
        </p>
      </section>

      <section className="sf-card sf-bk-section" aria-label="联系人">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">联系人</h2>
        </div>
        <BookingContact
          form={form}
          contact={draft.contact}
          live={live}
          onChange={(contact) => update((d) => ({ ...d, edited: true, contact }))}
        />
      </section>

      <section className="sf-card sf-bk-section" aria-label="最晚到店时间">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">最晚到店</h2>
          <span className="sf-bk-section__note">超过所选时间未到店，酒店可能不再保留房间</span>
        </div>
        <Selector
          columns={4}
          options={plan.arrivalTimes.map((t) => ({ label: t, value: t }))}
          value={arrival ? [arrival] : []}
          onChange={(v) => {
            if (v[0]) update((d) => ({ ...d, arrivalTime: v[0]!, edited: true }));
          }}
        />
      </section>

      <section className="sf-card sf-bk-section" aria-label="特殊要求">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">特殊要求</h2>
          <span className="sf-bk-section__note">选填，酒店将尽量安排，不能保证</span>
        </div>
        <Selector
          multiple
          columns={2}
          options={REQUEST_CHIPS.map((c) => ({ label: c, value: c }))}
          value={draft.requests}
          onChange={(requests) => update((d) => ({ ...d, requests, edited: true }))}
        />
        <label className="sf-ho-label" htmlFor="sf-ho-note">
          其他要求
        </label>
        <TextArea
          id="sf-ho-note"
          className="sf-ho-note"
          placeholder="其他要求，如需要发票寄送说明等"
          maxLength={REQUESTS_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          value={draft.note}
          onChange={(note) => update((d) => ({ ...d, note, edited: true }))}
        />
        {!requestsCheck.ok ? (
          <p className="sf-bk-section__error" role="alert">
            {requestsCheck.message}
          </p>
        ) : null}
      </section>

      <List className="sf-card sf-bk-list">
        <List.Item
          onClick={() => setInvoiceOpen(true)}
          extra={defaultTitle ? `默认抬头：${defaultTitle.name}` : '离店后在订单中申请电子发票'}
        >
          报销凭证
        </List.Item>
      </List>

      <section className="sf-card sf-bk-section" aria-label="费用明细">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">费用明细</h2>
          <span className="sf-bk-section__note">
            {rooms}间 × {summary.nights}晚
          </span>
        </div>
        {price.error && !price.loading ? (
          <div className="sf-bk-section__error" role="alert">
            <p>{displayMessage(price.error)}</p>
            <Button
              size="small"
              fill="outline"
              color="primary"
              onClick={() => void price.refetch().catch(() => {})}
            >
              重新计算
            </Button>
          </div>
        ) : quoted ? (
          <PriceBreakdown quote={nightlyLines(quoted)} />
        ) : (
          <Skeleton.Paragraph lineCount={3} animated />
        )}
      </section>

      <section className="sf-card sf-bk-section" aria-label="取消政策">
        <div className="sf-bk-section__head">
          <h2 className="sf-bk-section__title">取消政策</h2>
          <span className="sf-bk-section__note">{plan.cancelLabel}</span>
        </div>
        <p className="sf-ho-policy" data-testid="cancel-policy">
          {plan.cancelText}
        </p>
      </section>

      <BookingBar
        total={quoted ? quoted.total.text : null}
        submitting={submitting}
        onSubmit={() => void submit()}
      />

      <GuestPicker
        open={picking !== null}
        room={picking ?? 0}
        onClose={() => setPicking(null)}
        onPick={(name) => {
          if (picking !== null) {
            setGuest(picking, name);
            touchGuest(picking);
          }
          setPicking(null);
        }}
      />
      {invoiceOpen ? (
        <Suspense fallback={null}>
          <InvoicePopup onClose={() => setInvoiceOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
