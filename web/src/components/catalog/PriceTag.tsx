import { formatGBP } from '@shop/contracts';

/** Price with the compare-at price struck through when there is one. */
export function PriceTag({ price, compareAtPrice }: { price: number; compareAtPrice: number | null }) {
  return (
    <span className="price-tag">
      <span className="price" data-testid="price">
        {formatGBP(price)}
      </span>
      {compareAtPrice != null && compareAtPrice > price && (
        <s className="compare-at-price" data-testid="compare-at-price">
          {formatGBP(compareAtPrice)}
        </s>
      )}
    </span>
  );
}
