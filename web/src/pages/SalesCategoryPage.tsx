import { useQuery } from '@apollo/client';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { NotFoundResult } from '../components/NotFoundResult';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { ChoiceRow } from '../components/ui/ChoiceRow';
import { Skeleton } from '../components/ui/Skeleton';
import { PRODUCTS_QUERY } from '../graphql/catalog';
import type { Category } from '../graphql/content';
import { useCategories } from '../hooks/useCategories';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';

const ALL = '';

function CategoryProducts({ category, subcategories }: { category: Category; subcategories: Category[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = subcategories.find((child) => child.slug === searchParams.get('subcategory'));
  // categoryId includes child categories, so the parent id lists the whole category.
  const { data, loading, error } = useQuery(PRODUCTS_QUERY, { variables: { categoryId: (selected ?? category).id } });

  return (
    <>
      {subcategories.length > 0 && (
        <div className="subcategory-filter">
          <ChoiceRow
            label="Subcategory"
            testId="subcategory-filter"
            value={selected?.slug ?? ALL}
            options={[
              { label: 'All', value: ALL },
              ...subcategories.map((child) => ({ label: child.name, value: child.slug })),
            ]}
            onChange={(value) => setSearchParams(value === ALL ? {} : { subcategory: value })}
          />
        </div>
      )}
      <ProductGrid
        products={data?.products}
        loading={loading}
        error={Boolean(error)}
        emptyText="No products in this category yet."
      />
    </>
  );
}

export function SalesCategoryPage() {
  const { slug = '' } = useParams();
  const { bySlug, childrenOf, loading } = useCategories();
  const category = bySlug(slug);

  if (slug === 'sales') return <Navigate to="/sales" replace />;
  if (!category) {
    if (loading) return <Skeleton rows={8} className="container section" />;
    return (
      <NotFoundResult
        testId="category-not-found"
        title="Category Not Found"
        subTitle="The category you are looking for does not exist."
        to="/sales"
        action="Browse All Products"
      />
    );
  }

  return (
    <div className="container section">
      <PageHead
        title={category.name}
        description={metaDescription(category.description, `Buy ${category.name.toLowerCase()} from ${BUSINESS.name}.`)}
      />
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Shop', to: '/sales' }, { label: category.name }]} />
      <h1>{category.name}</h1>
      {category.description && <p className="muted">{category.description}</p>}
      <CategoryProducts key={category.id} category={category} subcategories={childrenOf(category.id)} />
    </div>
  );
}
