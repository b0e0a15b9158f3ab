import type { ProductCard_ProductFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

/** A product in a floor: image, title, tags, the price it sells from and the crossed market price. */
export function ProductCard({ product }: { product: ProductCard_ProductFragment }) {
  const { marketPrice } = product;
  return (
    <LinkBox link={product.link} className="sf-product">
      <LazyImage className="sf-product__image" src={product.image} alt={product.title} width={690} height={460} />
      <div className="sf-product__body">
        <div className="sf-product__title">{product.title}</div>
        {product.subtitle ? <div className="sf-product__sub">{product.subtitle}</div> : null}
        {product.tags.length > 0 ? (
          <div className="sf-tags">
            {product.tags.slice(0, 3).map((tag) => (
              <span key={tag} className="sf-tag">
                {tag}
              </span>
            ))}
          </div>
        ) : null}
        <div className="sf-price-row">
          <span className="sf-price" data-testid="price">
            {product.price.text}
          </span>
          <span className="sf-price__from">起</span>
          {marketPrice && marketPrice.fen > 0 ? <del className="sf-price__market">{marketPrice.text}</del> : null}
        </div>
      </div>
    </LinkBox>
  );
}
