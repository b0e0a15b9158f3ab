import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isAppRoute } from './links.ts';

/** A home section's heading, with an optional "more" link to a route. */
export function SectionTitle({
  title,
  subtitle,
  moreText,
  moreRoute,
  id,
}: {
  title: ReactNode;
  subtitle?: string;
  moreText?: string;
  moreRoute?: string;
  id?: string;
}) {
  return (
    <div className="sf-home-title">
      <h2 className="sf-home-title__text" id={id}>
        {title}
      </h2>
      {subtitle ? <span className="sf-home-title__sub">{subtitle}</span> : null}
      {moreText && isAppRoute(moreRoute) ? (
        <Link className="sf-home-title__more" to={moreRoute}>
          {moreText}
          <RightOutline fontSize={11} />
        </Link>
      ) : null}
    </div>
  );
}
