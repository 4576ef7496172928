import { Descriptions, List, Rate, Tabs } from 'antd';
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

function Reviews() {
  return (
    <div data-testid="product-reviews">
      <p className="muted">Sample reviews.</p>
      <List
        itemLayout="vertical"
        dataSource={[...SAMPLE_REVIEWS]}
        renderItem={(review) => (
          <List.Item key={review.author}>
            <List.Item.Meta
              title={
                <>
                  {review.author} <Rate disabled value={review.rating} style={{ fontSize: 12 }} />
                </>
              }
              description={review.date}
            />
            {review.text}
          </List.Item>
        )}
      />
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
