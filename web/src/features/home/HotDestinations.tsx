import type { HotDestinations_DestinationFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';
import { SectionTitle } from './SectionTitle.tsx';

/** Popular destinations as a sideways row of picture cards, each to the tours there. */
export function HotDestinations({ items }: { items: readonly HotDestinations_DestinationFragment[] }) {
  if (items.length === 0) return null;
  return (
    <section className="sf-home-section" aria-labelledby="hot-destinations">
      <SectionTitle id="hot-destinations" title="热门目的地" subtitle="大家都在去" />
      <div className="sf-hscroll">
        {items.map((dest) => (
          <LinkBox key={dest.id} link={dest.link} className="sf-hscroll__card sf-dest__item">
            <LazyImage src={dest.image} alt={dest.cityName} width={400} height={400} />
            <div className="sf-dest__text">
              <div className="sf-dest__city">{dest.cityName}</div>
              <div className="sf-dest__sub">{dest.subtitle}</div>
              <div className="sf-dest__price">
                {dest.price.text}
                <small>起</small>
              </div>
            </div>
          </LinkBox>
        ))}
      </div>
    </section>
  );
}
