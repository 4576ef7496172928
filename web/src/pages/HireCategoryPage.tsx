import { useQuery } from '@apollo/client';
import { Breadcrumb, Card, Skeleton, Tabs } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { NotFoundResult } from '../components/NotFoundResult';
import { HireProductGrid } from '../components/hire/HireProductGrid';
import type { Category } from '../graphql/content';
import { HIRE_PRODUCTS_QUERY, type HireProductSummary } from '../graphql/hire';
import { useCategoryPage, type CategoryPage } from '../hooks/useCategoryPage';
import '../components/hire/hire.css';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';

const ALL = 'all';

interface ListingProps {
  page: CategoryPage;
  listing: { products?: HireProductSummary[]; loading: boolean; error: boolean };
}

function CategoryHireProducts({ page: { subcategories, selected, choose }, listing }: ListingProps) {
  return (
    <>
      {subcategories.length > 0 && (
        <Tabs
          activeKey={selected?.slug ?? ALL}
          onChange={(key) => choose(key === ALL ? null : key)}
          items={[
            { key: ALL, label: 'All' },
            ...subcategories.map((child) => ({ key: child.slug, label: child.name })),
          ]}
          data-testid="hire-subcategory-tabs"
        />
      )}
      <HireProductGrid
        products={listing.products}
        loading={listing.loading}
        error={listing.error}
        emptyText="No hire equipment in this category yet."
      />
    </>
  );
}

function OtherCategories({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <Card title="Other Hire Categories" className="section" data-testid="other-hire-categories">
      <ul className="subcategory-list">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/hire/category/${category.slug}`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /hire/category/{slug}: the category's hire equipment, filtered by subcategory, and the other categories. */
export function HireCategoryPage() {
  const { slug = '' } = useParams();
  const page = useCategoryPage(slug);
  // A category by slug includes its children, so the parent lists the whole category.
  const { data, loading, error } = useQuery(HIRE_PRODUCTS_QUERY, {
    variables: { categorySlug: page.listedSlug },
    skip: page.nothingToList,
  });
  const { category, topLevel } = page;

  if (!category) {
    if (page.loading) return <Skeleton active className="container section" paragraph={{ rows: 8 }} />;
    return (
      <NotFoundResult
        testId="hire-category-not-found"
        title="Category Not Found"
        subTitle="The hire category you are looking for does not exist."
        to="/hire"
        action="Browse Hire Equipment"
      />
    );
  }

  return (
    <div className="container section">
      <PageHead
        title={`${category.name} Hire`}
        description={metaDescription(
          category.description,
          `Hire ${category.name.toLowerCase()} by the day, week or month from ${BUSINESS.name}.`,
        )}
      />
      <Breadcrumb
        items={[{ title: <Link to="/">Home</Link> }, { title: <Link to="/hire">Hire</Link> }, { title: category.name }]}
      />
      <h1>{category.name} Hire</h1>
      {category.description && <p className="muted">{category.description}</p>}
      <CategoryHireProducts page={page} listing={{ products: data?.hireProducts, loading, error: Boolean(error) }} />
      <OtherCategories categories={topLevel.filter((other) => other.id !== category.id)} />
    </div>
  );
}
