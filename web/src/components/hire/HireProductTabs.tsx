import { Descriptions, Tabs } from 'antd';
import type { HireProductDetail } from '../../graphql/hire';

const HIRE_TERMS = [
  'A security deposit may be required before the equipment leaves us; it is refunded when it comes back in good condition.',
  'The hirer is liable for loss of or damage to the equipment during the hire period.',
  'Late returns are charged at the daily rate for each extra day.',
  'Cancellations must be made at least 48 hours before the hire starts.',
  'Delivery and installation are subject to availability and charged as quoted.',
  'All equipment is tested before every hire.',
];

function Specifications({ product }: { product: HireProductDetail }) {
  return (
    <Descriptions bordered column={1} size="small" data-testid="hire-specifications">
      {/* The hire item's own reference, as its heading shows it (storefront 2), not the sales SKU. */}
      <Descriptions.Item label="Model">
        {product.name} ({product.hireId})
      </Descriptions.Item>
      <Descriptions.Item label="Category">{product.category?.name ?? 'Not specified'}</Descriptions.Item>
      <Descriptions.Item label="Power Requirement">{product.powerRequirement || 'Not specified'}</Descriptions.Item>
    </Descriptions>
  );
}

export function HireProductTabs({ product }: { product: HireProductDetail }) {
  return (
    <Tabs
      defaultActiveKey="description"
      data-testid="hire-tabs"
      items={[
        {
          key: 'description',
          label: 'Description',
          children: <p className="product-description">{product.description || 'No description available.'}</p>,
        },
        { key: 'specifications', label: 'Specifications', children: <Specifications product={product} /> },
        {
          key: 'terms',
          label: 'Hire Terms',
          children: (
            <ul className="hire-terms" data-testid="hire-terms">
              {HIRE_TERMS.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
