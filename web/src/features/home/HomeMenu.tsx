import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { HomeMenu_EntryFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { isAppRoute } from './links.ts';

/**
 * The icon menu to every product area, five to a row; each entry names its own route. Drawn again
 * only when its entries change (memo): the home re-renders as it draws the rest of its first screen.
 */
export const HomeMenu = memo(function HomeMenu({ entries }: { entries: readonly HomeMenu_EntryFragment[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="sf-home-card sf-home-menu" aria-label="全部频道">
      {entries.map((entry) => {
        const content = (
          <>
            <span className="sf-home-menu__icon">
              <LazyImage src={entry.icon} alt="" width={44} height={44} eager />
              {entry.badge ? <span className="sf-home-menu__badge">{entry.badge}</span> : null}
            </span>
            <span className="sf-home-menu__name">{entry.name}</span>
          </>
        );
        return isAppRoute(entry.route) ? (
          <Link key={entry.id} className="sf-home-menu__item" to={entry.route}>
            {content}
          </Link>
        ) : (
          <div key={entry.id} className="sf-home-menu__item">
            {content}
          </div>
        );
      })}
    </nav>
  );
});
