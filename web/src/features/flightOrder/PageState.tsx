import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadFailed } from '../user/LoadFailed.tsx';
import { useRequireMember } from '../user/useRequireMember.ts';
import { ORDER_LIST_URL } from './routes.ts';

/** A titled white card, the building block of every flight-order page. */
export function Section({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="sf-card sf-fo-section">
      {(title || extra) && (
        <header className="sf-fo-section__head">
          {title && <h2 className="sf-fo-section__title">{title}</h2>}
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

/** A label and its value in a definition list (`sf-fo-kv`). */
export function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sf-fo-kv__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The grey blocks shown while a page's query runs. */
export function PageSkeleton() {
  return (
    <div data-testid="page-skeleton" aria-busy="true">
      {[4, 3, 3].map((lines, i) => (
        <div key={i} className="sf-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={lines} animated />
        </div>
      ))}
    </div>
  );
}

/** Nothing to show: the order (refund, change) is not the member's, was deleted, or the link is broken. */
export function NotFound({ title, description }: { title: string; description: string }) {
  const navigate = useNavigate();
  return (
    <div className="sf-card sf-fo-empty">
      <ErrorBlock status="empty" title={title} description={description} />
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(ORDER_LIST_URL)}>
        查看我的订单
      </Button>
    </div>
  );
}

/** What the flight-order pages say when the thing they show is not there, by that thing. */
export const MISSING = {
  order: { title: '订单不存在', description: '订单可能已删除，或不属于当前账号' },
  refund: { title: '退票记录不存在', description: '请从订单详情查看退票记录' },
  change: { title: '改签记录不存在', description: '请从订单详情查看改签记录' },
} as const;

export interface PageStateProps {
  loading: boolean;
  error: unknown;
  /** Whether the query has answered at least once (data present). */
  hasData: boolean;
  /** True while useRequireMember is sending the visitor to the login. */
  redirecting: boolean;
  onRetry: () => void;
  /** What to show when the page's main object is missing (null) after loading. */
  missing?: { title: string; description: string } | false;
  children: () => ReactNode;
}

/** What a member page's query is for PageState; a null `me` (anonymous visitor) goes to the login. */
export function useMemberQueryState(query: {
  data: { me: unknown } | undefined;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}): Omit<PageStateProps, 'missing' | 'children'> {
  const { data, loading, error, refetch } = query;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !data.me });
  return { loading, error, hasData: !!data, redirecting, onRetry: () => void refetch() };
}

/**
 * The states every member page goes through, in one order: failed (with 重试), loading (also while
 * an anonymous visitor is sent to the login), not found, then the page itself.
 */
export function PageState({
  loading,
  error,
  hasData,
  redirecting,
  onRetry,
  missing,
  children,
}: PageStateProps) {
  if (error && !hasData) return <LoadFailed error={error} loading={loading} onRetry={onRetry} />;
  if (!hasData || redirecting) return <PageSkeleton />;
  if (missing) return <NotFound title={missing.title} description={missing.description} />;
  return <>{children()}</>;
}
