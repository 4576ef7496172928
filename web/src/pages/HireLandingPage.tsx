import { Alert, Card, Col, Empty, Row, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { HireBookingTerms } from '../components/hire/HireBookingTerms';
import { PageHead } from '../head/PageHead';
import { useCategories } from '../hooks/useCategories';
import '../components/hire/hire.css';

const SKELETON_COUNT = 6;

function CategoryCards() {
  const { topLevel, loading, error } = useCategories();
  if (loading && topLevel.length === 0) {
    return (
      <Row gutter={[24, 24]} data-testid="hire-categories-loading">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Col key={index} xs={24} md={12} lg={8}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (error) return <Alert type="error" showIcon message="Unable to load categories. Please try again later." />;
  if (topLevel.length === 0) return <Empty description="No Categories Available" data-testid="hire-categories-empty" />;
  return (
    <Row gutter={[24, 24]}>
      {topLevel.map((category) => (
        <Col key={category.id} xs={24} md={12} lg={8}>
          <Link to={`/hire/category/${category.slug}`} data-testid="hire-category-card">
            <Card hoverable title={category.name}>
              <p className="muted">{category.description || `Hire ${category.name.toLowerCase()} for your event.`}</p>
              <span className="hire-browse">Browse hire equipment →</span>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** /hire: the top-level categories to hire from, and how booking works. */
export function HireLandingPage() {
  return (
    <div className="container section">
      <PageHead
        title="Equipment Hire"
        description="Hire professional audio, lighting and DJ equipment by the day, week or month."
      />
      <h1>Equipment Hire</h1>
      <p className="muted">
        Professional audio, lighting and DJ equipment for hire by the day, week or month. Choose a category, add what
        you need to your hire basket and request a quote.
      </p>
      <CategoryCards />
      <HireBookingTerms />
    </div>
  );
}
