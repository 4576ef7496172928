import { Descriptions, Rate, Tabs } from 'antd';
import type { ProductDetail } from '../../graphql/catalog';
import { SAMPLE_REVIEWS } from './sampleReviews';

function Specifications({ product }: { product: ProductDetail }) {
  return (
    <Descriptions bordered column={1} size="small" data-testid="product-specifications">
      <Descriptions.Item label="Model">{product.name}</Descriptions.Item>
      <Descriptions.Item label="Category">{product.category?.name ?? 'Not provided'}</Descriptions.Item>
      <Descriptions.Item label="Warranty">2 Years</Descriptions.Item>
      <Descriptions.Item label="Condition">New</Descriptions.Item>
    </Descriptions>
  );
}

/** Three reviews as a plain list: antd's List would bring its pagination and grid code for them. */
function Reviews() {
  return (
    <div data-testid="product-reviews">
      <p className="muted">Sample reviews.</p>
      <ul className="review-list">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.author} data-testid="product-review">
            <h4>
              {review.author} <Rate disabled value={review.rating} style={{ fontSize: 12 }} />
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
      defaultActiveKey="description"
      data-testid="product-tabs"
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
