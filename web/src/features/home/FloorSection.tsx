import type { FloorSection_FloorFragment } from '../../__generated__/graphql.ts';
import { ProductCard } from './ProductCard.tsx';
import { SectionTitle } from './SectionTitle.tsx';

/** A titled floor of product cards, two to a row. */
export function FloorSection({ floor }: { floor: FloorSection_FloorFragment }) {
  if (floor.items.length === 0) return null;
  const titleId = `floor-${floor.id}`;
  return (
    <section className="sf-home-section sf-floor" aria-labelledby={titleId} data-testid="floor">
      <SectionTitle
        id={titleId}
        title={floor.title}
        subtitle={floor.subtitle}
        moreText={floor.moreText}
        moreRoute={floor.moreRoute}
      />
      <div className="sf-floor__grid">
        {floor.items.map((item) => (
          <ProductCard key={item.id} product={item} />
        ))}
      </div>
    </section>
  );
}
