import { useQuery } from '@apollo/client';
import { Navigate, useParams } from 'react-router-dom';
import { NotFoundResult } from '../components/NotFoundResult';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { ChoiceRow } from '../components/ui/ChoiceRow';
import { Skeleton } from '../components/ui/Skeleton';
import { PRODUCTS_QUERY, type ProductSummary } from '../graphql/catalog';
import { useCategoryPage, type CategoryPage } from '../hooks/useCategoryPage';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';

const ALL = '';

interface ListingProps {
  page: CategoryPage;
  listing: { products?: ProductSummary[]; loading: boolean; error: boolean };
}

function CategoryProducts({ page: { subcategories, selected, choose }, listing }: ListingProps) {
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
            onChange={(value) => choose(value === ALL ? null : value)}
          />
        </div>
      )}
      <ProductGrid
        products={listing.products}
        loading={listing.loading}
        error={listing.error}
        emptyText="No products in this category yet."
      />
    </>
  );
}

export function SalesCategoryPage() {
  const { slug = '' } = useParams();
  const page = useCategoryPage(slug);
  // A category by slug includes its children, so the parent lists the whole category.
  const { data, loading, error } = useQuery(PRODUCTS_QUERY, {
    variables: { categorySlug: page.listedSlug },
    skip: slug === 'sales' || page.nothingToList,
  });
  const { category } = page;

  if (slug === 'sales') return <Navigate to="/sales" replace />;
  if (!category) {
    if (page.loading) return <Skeleton rows={8} className="container section" />;
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
      <CategoryProducts page={page} listing={{ products: data?.products, loading, error: Boolean(error) }} />
    </div>
  );
}
