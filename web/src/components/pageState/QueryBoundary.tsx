import { isApolloError } from '@apollo/client';
import { Component, Suspense, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';

export interface LoadFailure {
  error: unknown;
  /** Runs the route's loader again: fresh queries for what failed, the rest from the cache. */
  retry: () => void;
  retrying: boolean;
}

export interface QueryBoundaryProps {
  /** The part of the page that reads the loader's queryRefs with `useReadQuery`. */
  children: ReactNode;
  /** Shown while the data loads. */
  fallback: ReactNode;
  /** Shown when a query failed. */
  renderError: (failure: LoadFailure) => ReactNode;
}

/**
 * The boundary under PageData, for a page that draws its own loading and failure (the home, whose
 * first load carries no ErrorBlock): the fallback while the route loader's queries are on their way,
 * `renderError` if one failed, else `children`. A retry runs the route's loader again, whose new
 * queryRefs reset it.
 */
export function QueryBoundary({ children, fallback, renderError }: QueryBoundaryProps) {
  // A new object each time the route's loader has run: what a retry brings.
  const loaded = useLoaderData();
  const revalidator = useRevalidator();
  const failure = (error: unknown) =>
    renderError({
      error,
      retry: () => void revalidator.revalidate(),
      retrying: revalidator.state === 'loading',
    });
  return (
    <LoadBoundary resetKey={loaded} render={failure}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadBoundary>
  );
}

interface BoundaryProps {
  resetKey: unknown;
  render: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  resetKey: unknown;
  error: unknown;
  failed: boolean;
}

/** Catches what `useReadQuery` throws for a failed query; anything else (a bug) goes on up. */
class LoadBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey, error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { resetKey: props.resetKey, error: undefined, failed: false };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!(this.state.error instanceof Error && isApolloError(this.state.error))) throw this.state.error;
    return this.props.render(this.state.error);
  }
}
