import { formatPrice } from '../../format';

/** Price with the compare-at price struck through when there is one. */
export function PriceTag({ price, compareAtPrice }: { price: number; compareAtPrice: number | null }) {
  return (
    <span className="price-tag">
      <span className="price" data-testid="price">
        {formatPrice(price)}
      </span>
      {compareAtPrice != null && compareAtPrice > price && (
        <s className="compare-at-price" data-testid="compare-at-price">
          {formatPrice(compareAtPrice)}
        </s>
      )}
    </span>
  );
}
