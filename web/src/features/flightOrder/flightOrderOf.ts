/**
 * The flight order of an `order(orderNo:)` answer, or null when there is none or it is another
 * product's order (the `Order` interface gains an implementation per product).
 */
export function flightOrderOf<T extends { __typename: string }>(
  order: T | null | undefined,
): Extract<T, { __typename: 'FlightOrder' }> | null {
  return order?.__typename === 'FlightOrder' ? (order as Extract<T, { __typename: 'FlightOrder' }>) : null;
}
