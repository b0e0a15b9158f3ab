/** Hotel-order flags (range 2801–2849), listed in CONTRACT.md and named in the gateway's FLAG_CODES. */
export const HotelOrderFlag = {
  /** Not enough rooms left on a night of the stay; `msg` names the night and what is left. */
  SOLD_OUT: 2801,
  /** The guests are refused: a room without a guest, too many in a room, a malformed name. */
  GUESTS_REFUSED: 2802,
  /** The server's total differs from `expected_total_fen`; `msg` gives the new total. */
  PRICE_CHANGED: 2803,
  /** The latest-arrival time is not one of the plan's choices. */
  ARRIVAL_TIME_REFUSED: 2804,
  /** The contact is refused: name or mobile (or e-mail). */
  CONTACT_REFUSED: 2805,
  /** The order cannot be refunded now: unpaid, already refunding or refunded, past the arrival day. */
  REFUND_NOT_ALLOWED: 2806,
  /** The plan is non-refundable (不可取消). */
  NON_REFUNDABLE: 2807,
} as const;
