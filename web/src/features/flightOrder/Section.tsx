import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
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

/** What the flight-order pages say when the thing they show is not there, by that thing. */
export const MISSING = {
  order: { title: '订单不存在', description: '订单可能已删除，或不属于当前账号' },
  refund: { title: '退票记录不存在', description: '请从订单详情查看退票记录' },
  change: { title: '改签记录不存在', description: '请从订单详情查看改签记录' },
} as const;

/** Nothing to show: the order (refund, change) is not the member's, was deleted, or the link is broken. */
export function Missing({ what }: { what: keyof typeof MISSING }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      className="sf-card sf-fo-empty"
      title={MISSING[what].title}
      description={MISSING[what].description}
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(ORDER_LIST_URL)}>
        查看我的订单
      </Button>
    </EmptyState>
  );
}
