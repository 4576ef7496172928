import type { ComponentProps } from 'react';
import { ProductBadge } from './ProductBadge';
import { RatingStars } from './RatingStars';

interface ProductHeadingProps {
  product: ComponentProps<typeof ProductBadge>['product'] & {
    name: string;
    rating: number | null;
    reviewCount: number;
  };
  /** The shop's reference for it, e.g. "SKU: P0001" or "ID: H0001". */
  reference: string;
  referenceTestId: string;
}

/** Badges and reference, name, and stars with the review count: the top of a product or hire item page. */
export function ProductHeading({ product, reference, referenceTestId }: ProductHeadingProps) {
  return (
    <>
      <div className="inline-group">
        <ProductBadge product={product} />
        <span className="text-secondary" data-testid={referenceTestId}>
          {reference}
        </span>
      </div>
      <h1 className="product-title">{product.name}</h1>
      <div className="inline-group">
        <RatingStars rating={product.rating} />
        <span className="muted">({product.reviewCount} reviews)</span>
      </div>
    </>
  );
}
