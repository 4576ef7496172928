import type { ReactNode } from 'react';
import { snippet } from '../../format';
import { Chip, type ChipColour } from '../Chip';
import { ProductImage } from './ProductImage';

/** A chip laid over the card's picture, e.g. Sale. */
export interface ImageBadge {
  text: string;
  colour: ChipColour;
  testId: string;
}

interface ProductCardShellProps {
  product: { name: string; description: string | null; imageUrl: string | null };
  /** The product's own page, which the picture and the name link to. */
  detailPath: string;
  testId: string;
  imageBadge?: ImageBadge | false;
  /** What follows the name and description: price or rates, stock, actions. */
  children: ReactNode;
}

/**
 * What every product card has, for sale or for hire: linked picture and name, then a snippet of the description.
 * Plain markup styled like antd's Card (see .product-card): a listing hydrates dozens of these. Its links are plain
 * anchors, which useInAppLinks opens within the app: a router Link resolves its route on every render, and a listing
 * has a hundred of them.
 */
export function ProductCardShell({ product, detailPath, testId, imageBadge, children }: ProductCardShellProps) {
  return (
    <article className="product-card" data-testid={testId}>
      <a href={detailPath} tabIndex={-1} className="product-card-cover">
        <ProductImage src={product.imageUrl} alt={product.name} />
        {imageBadge && (
          <Chip colour={imageBadge.colour} className="image-badge" testId={imageBadge.testId}>
            {imageBadge.text}
          </Chip>
        )}
      </a>
      <div className="product-card-body">
        <h3 className="product-card-title">
          <a href={detailPath}>{product.name}</a>
        </h3>
        <p className="muted">{snippet(product.description)}</p>
        {children}
      </div>
    </article>
  );
}
