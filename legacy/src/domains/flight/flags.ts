/** Flight catalogue flags (range 2401–2449), listed in CONTRACT.md and named in the gateway's FLAG_CODES. */
export const FlightFlag = {
  /** A city or airport code the catalogue does not serve. */
  PLACE_UNKNOWN: 2401,
  /** A date outside the sale window (today to today + 89, Asia/Shanghai). */
  DATE_NOT_ON_SALE: 2402,
  /** No flight with that id on sale. */
  FLIGHT_NOT_FOUND: 2403,
} as const;
