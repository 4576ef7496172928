import { Alert, Card, Col, Empty, Row, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import type { Category } from '../graphql/content';
import { useCategories } from '../hooks/useCategories';
import { PageHead } from '../head/PageHead';

const SUBCATEGORY_LINK_LIMIT = 5;

function CategoryCard({ category, subcategories }: { category: Category; subcategories: Category[] }) {
  const shown = subcategories.slice(0, SUBCATEGORY_LINK_LIMIT);
  const more = subcategories.length - shown.length;
  const path = `/sales/category/${category.slug}`;
  return (
    <Card title={<Link to={path}>{category.name}</Link>} data-testid="sales-category-card">
      {category.description && <p className="muted">{category.description}</p>}
      <ul className="subcategory-list">
        {shown.map((child) => (
          <li key={child.id}>
            <Link to={`${path}?subcategory=${encodeURIComponent(child.slug)}`}>{child.name}</Link>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Link to={path} data-testid="more-categories">
          +{more} more categories
        </Link>
      )}
    </Card>
  );
}

export function SalesLandingPage() {
  const { topLevel, childrenOf, loading, error } = useCategories();

  let content;
  if (loading && topLevel.length === 0) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error)
    content = <Alert type="error" showIcon message="Unable to load categories. Please try again later." />;
  else if (topLevel.length === 0) content = <Empty description="No categories available." />;
  else {
    content = (
      <Row gutter={[24, 24]}>
        {topLevel.map((category) => (
          <Col key={category.id} xs={24} md={12} lg={8}>
            <CategoryCard category={category} subcategories={childrenOf(category.id)} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <div className="container section">
      <PageHead
        title="Shop Audio, Lighting and DJ Equipment"
        description="Browse professional audio, lighting and DJ equipment for sale."
      />
      <h1>Shop</h1>
      <p className="muted">Browse professional audio, lighting and DJ equipment for sale.</p>
      {content}
    </div>
  );
}
