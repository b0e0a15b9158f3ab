import { useReadQuery, type QueryRef } from '@apollo/client';
import type { ReactNode } from 'react';

/**
 * Reads a loader's queryRef and draws `children` with its data, inside `<PageData>`: for a page that
 * draws the same view before the data (its fallback) and with it, so the view stays one function.
 */
export function ReadQuery<TData>({
  queryRef,
  children,
}: {
  queryRef: QueryRef<TData>;
  children: (data: TData) => ReactNode;
}) {
  return <>{children(useReadQuery(queryRef).data as TData)}</>;
}
