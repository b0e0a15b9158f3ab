import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';
import './legalDocument.css';

export interface LegalSection {
  heading: string;
  paragraphs: ReactNode[];
}

export interface LegalDocumentProps {
  /** The header title (the host app's own title bar shows the document title instead). */
  title: string;
  /** The document's name, shown large on top. */
  name: string;
  /** e.g. `更新日期：2024年1月1日`. */
  meta?: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
}

/** A long legal text: the member agreement and the carriers' login agreements. */
export function LegalDocument({ title, name, meta, intro, sections }: LegalDocumentProps) {
  return (
    <div className="sf-legal">
      <PageHeader title={title} />
      <article className="sf-legal__body">
        <h1 className="sf-legal__name">{name}</h1>
        {meta && <p className="sf-legal__meta">{meta}</p>}
        {intro && <div className="sf-legal__intro">{intro}</div>}
        {sections.map((section) => (
          <section key={section.heading} className="sf-legal__section">
            <h2 className="sf-legal__heading">{section.heading}</h2>
            {section.paragraphs.map((p, i) => (
              <p key={i} className="sf-legal__p">
                {p}
              </p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
