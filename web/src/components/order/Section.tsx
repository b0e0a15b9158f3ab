import type { ReactNode } from 'react';
import './orderDetail.css';

/** A titled white card, the building block of an order's detail and the pages around it. */
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
    <section className="sf-card sf-od-section">
      {(title || extra) && (
        <header className="sf-od-section__head">
          {title && <h2 className="sf-od-section__title">{title}</h2>}
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

/** A label and its value in a definition list (`sf-od-kv`). */
export function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sf-od-kv__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
