/** Hotel catalogue flags (range 2701–2749), listed in CONTRACT.md and named in the gateway's FLAG_CODES. */
export const HotelFlag = {
  /** The city has no hotels on sale (or is unknown); `msg` names it. */
  CITY_WITHOUT_HOTELS: 2701,
  /** The stay is refused: a past date, beyond today + 90, check-out not after check-in, over 28 nights. */
  STAY_REFUSED: 2702,
  /** No such hotel, room type or rate plan. */
  NOT_FOUND: 2703,
} as const;
