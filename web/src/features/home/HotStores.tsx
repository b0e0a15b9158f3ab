import { RightOutline } from 'antd-mobile-icons';
import type { HotStores_StoreFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';
import { SectionTitle } from './SectionTitle.tsx';

/** Popular rural-goods stores, each with three of its goods. */
export function HotStores({ stores }: { stores: readonly HotStores_StoreFragment[] }) {
  if (stores.length === 0) return null;
  return (
    <section className="sf-home-section" aria-labelledby="hot-stores">
      <SectionTitle id="hot-stores" title="人气好店" subtitle="产地直发 助农增收" />
      {stores.map((store) => (
        <article key={store.id} className="sf-home-card sf-store">
          <LinkBox link={store.link} className="sf-store__head">
            <LazyImage className="sf-store__logo" src={store.logo} alt="" width={44} height={44} />
            <div className="sf-store__info">
              <div className="sf-store__name">{store.name}</div>
              <div className="sf-store__meta">
                {store.origin} · 月销{store.monthlySales}
              </div>
            </div>
            <span className="sf-store__enter">
              进店
              <RightOutline fontSize={10} />
            </span>
          </LinkBox>
          <p className="sf-store__intro">{store.intro}</p>
          <div className="sf-store__goods">
            {store.goods.slice(0, 3).map((good) => (
              <LinkBox key={good.id} link={good.link} className="sf-store__good">
                <LazyImage src={good.image} alt={good.name} width={400} height={400} />
                <div className="sf-store__good-name">{good.name}</div>
                <div className="sf-price">{good.price.text}</div>
              </LinkBox>
            ))}
          </div>
        </article>
      ))}
    </section>
  );
}
