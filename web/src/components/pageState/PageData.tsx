import type { ReactNode } from 'react';
import { LoadError } from './LoadError.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { QueryBoundary, type LoadFailure } from './QueryBoundary.tsx';

export type { LoadFailure } from './QueryBoundary.tsx';

export interface PageDataProps {
  /** The part of the page that reads the loader's queryRefs with `useReadQuery`. */
  children: ReactNode;
  /** Shown while the data loads: the kit's skeleton unless the page has its own shape (or null). */
  fallback?: ReactNode;
  /** Shown when it failed: LoadError with 重试 unless the page says otherwise. */
  renderError?: (failure: LoadFailure) => ReactNode;
}

const loadError = ({ error, retry, retrying }: LoadFailure) => (
  <LoadError error={error} onRetry={retry} retrying={retrying} />
);

/**
 * Where a page's data shows: its skeleton while the route loader's queries are on their way, the
 * failure with 重试 if one failed, else `children`. Around the part that reads the data, so the
 * page's header stays put. A 重试 runs the route's loader again, whose new queryRefs reset it.
 */
export function PageData({ children, fallback = <PageSkeleton />, renderError = loadError }: PageDataProps) {
  return (
    <QueryBoundary fallback={fallback} renderError={renderError}>
      {children}
    </QueryBoundary>
  );
}
