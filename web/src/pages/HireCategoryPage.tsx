import { useQuery } from '@apollo/client';
import { Breadcrumb, Card, Skeleton, Tabs } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundResult } from '../components/NotFoundResult';
import { HireProductGrid } from '../components/hire/HireProductGrid';
import type { Category } from '../graphql/content';
import { HIRE_PRODUCTS_QUERY } from '../graphql/hire';
import { useCategories } from '../hooks/useCategories';
import '../components/hire/hire.css';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';

const ALL = 'all';

function CategoryHireProducts({ category, subcategories }: { category: Category; subcategories: Category[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = subcategories.find((child) => child.slug === searchParams.get('subcategory'));
  // categoryId includes child categories, so the parent id lists the whole category.
  const { data, loading, error } = useQuery(HIRE_PRODUCTS_QUERY, {
    variables: { categoryId: (selected ?? category).id },
  });

  return (
    <>
      {subcategories.length > 0 && (
        <Tabs
          activeKey={selected?.slug ?? ALL}
          onChange={(key) => setSearchParams(key === ALL ? {} : { subcategory: key })}
          items={[
            { key: ALL, label: 'All' },
            ...subcategories.map((child) => ({ key: child.slug, label: child.name })),
          ]}
          data-testid="hire-subcategory-tabs"
        />
      )}
      <HireProductGrid
        products={data?.hireProducts}
        loading={loading}
        error={Boolean(error)}
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
  const { bySlug, childrenOf, topLevel, loading } = useCategories();
  const category = bySlug(slug);

  if (!category) {
    if (loading) return <Skeleton active className="container section" paragraph={{ rows: 8 }} />;
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
      <CategoryHireProducts key={category.id} category={category} subcategories={childrenOf(category.id)} />
      <OtherCategories categories={topLevel.filter((other) => other.id !== category.id)} />
    </div>
  );
}
