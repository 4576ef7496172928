import { Descriptions, Tabs } from 'antd';
import type { HireProductDetail } from '../../graphql/hire';

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

/** The hire terms come from the hire service, so the damage waiver's excess is the one the desk set. */
export function HireProductTabs({ product, terms }: { product: HireProductDetail; terms: readonly string[] }) {
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
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
