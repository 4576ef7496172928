import type { ProductDetail } from '../../graphql/catalog';
import { DetailsTable } from '../ui/DetailsTable';
import { Stars } from '../ui/Stars';
import { Tabs } from '../ui/Tabs';
import { SAMPLE_REVIEWS } from './sampleReviews';

function Specifications({ product }: { product: ProductDetail }) {
  return (
    <DetailsTable
      testId="product-specifications"
      rows={[
        ['Model', product.name],
        ['Category', product.category?.name ?? 'Not provided'],
        ['Warranty', '2 Years'],
        ['Condition', 'New'],
      ]}
    />
  );
}

/** Three sample reviews. */
function Reviews() {
  return (
    <div data-testid="product-reviews">
      <p className="muted">Sample reviews.</p>
      <ul className="review-list">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.author} data-testid="product-review">
            <h4>
              {review.author} <Stars value={review.rating} size={12} />
            </h4>
            <p className="muted">{review.date}</p>
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductTabs({ product }: { product: ProductDetail }) {
  return (
    <Tabs
      testId="product-tabs"
      items={[
        {
          key: 'description',
          label: 'Description',
          children: <p className="product-description">{product.description || 'No description available.'}</p>,
        },
        { key: 'specifications', label: 'Specifications', children: <Specifications product={product} /> },
        { key: 'reviews', label: `Reviews (${SAMPLE_REVIEWS.length})`, children: <Reviews /> },
      ]}
    />
  );
}
