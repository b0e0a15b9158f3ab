/**
 * The hotel order of an `order(orderNo:)` answer, or null when there is none or it is another
 * product's order (an order number of a flight opened at a hotel URL).
 */
export function hotelOrderOf<T extends { __typename: string }>(
  order: T | null | undefined,
): Extract<T, { __typename: 'HotelOrder' }> | null {
  return order?.__typename === 'HotelOrder' ? (order as Extract<T, { __typename: 'HotelOrder' }>) : null;
}
