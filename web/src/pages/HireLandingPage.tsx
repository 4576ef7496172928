import { Link } from 'react-router-dom';
import { HireBookingTerms } from '../components/hire/HireBookingTerms';
import { EmptyState } from '../components/ui/EmptyState';
import { Notice } from '../components/ui/Notice';
import { Skeleton } from '../components/ui/Skeleton';
import { PageHead } from '../head/PageHead';
import { useCategories } from '../hooks/useCategories';
import '../components/hire/hire.css';

const SKELETON_COUNT = 6;

function CategoryCards() {
  const { topLevel, loading, error } = useCategories();
  if (loading && topLevel.length === 0) {
    return (
      <div className="columns hire-category-columns" data-testid="hire-categories-loading">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <div key={index} className="panel">
            <Skeleton />
          </div>
        ))}
      </div>
    );
  }
  if (error) return <Notice type="error" message="Unable to load categories. Please try again later." />;
  if (topLevel.length === 0) return <EmptyState description="No Categories Available" testId="hire-categories-empty" />;
  return (
    <div className="columns hire-category-columns">
      {topLevel.map((category) => (
        <Link key={category.id} to={`/hire/category/${category.slug}`} data-testid="hire-category-card">
          <div className="panel panel-hoverable">
            <div className="panel-title">{category.name}</div>
            <p className="muted">{category.description || `Hire ${category.name.toLowerCase()} for your event.`}</p>
            <span className="hire-browse">Browse hire equipment →</span>
          </div>
        </Link>
      ))}
    </div>
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
