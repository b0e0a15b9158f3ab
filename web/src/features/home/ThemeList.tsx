import type { ThemeList_ThemeFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { SectionTitle } from './SectionTitle.tsx';

const STATUS: Record<ThemeList_ThemeFragment['status'], string> = {
  ONGOING: '进行中',
  UPCOMING: '即将开始',
  ENDED: '已结束',
};

/** `2026-11-12` → `11.12`. */
function shortDate(date: string): string {
  const [, m, d] = date.split('-');
  return m && d ? `${Number(m)}.${Number(d)}` : date;
}

/**
 * Running and upcoming activity themes. The graph gives a theme no link and the spec no theme
 * route, so the cards inform without leading anywhere.
 */
export function ThemeList({ themes }: { themes: readonly ThemeList_ThemeFragment[] }) {
  const shown = themes.filter((t) => t.status !== 'ENDED');
  if (shown.length === 0) return null;
  return (
    <section className="sf-home-section" aria-labelledby="themes">
      <SectionTitle id="themes" title="主题活动" subtitle="限时精选" />
      {/* It scrolls sideways and its cards hold no link: focusable, so a keyboard can scroll it too. */}
      <div className="sf-hscroll" tabIndex={0} role="group" aria-labelledby="themes">
        {shown.map((theme) => (
          <article key={theme.id} className="sf-hscroll__card sf-theme">
            <LazyImage src={theme.cover} alt={theme.title} width={690} height={460} />
            <div className="sf-theme__body">
              <div className="sf-theme__title">
                <span className={`sf-theme__status sf-theme__status--${theme.status.toLowerCase()}`}>
                  {STATUS[theme.status]}
                </span>
                {theme.title}
              </div>
              <div className="sf-theme__sub">{theme.subtitle}</div>
              <div className="sf-theme__dates">
                {shortDate(theme.startDate)} – {shortDate(theme.endDate)}
              </div>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
