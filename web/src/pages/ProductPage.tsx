import { useQuery } from '@apollo/client';
import { errorCode } from '@shop/web-common';
import { useParams } from 'react-router-dom';
import { HydratesApart } from '../components/HydratesApart';
import { NotFoundResult } from '../components/NotFoundResult';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { ProductSummaryPanel } from '../components/catalog/ProductSummaryPanel';
import { ProductTabs } from '../components/catalog/ProductTabs';
import { ProductImage } from '../components/catalog/ProductImage';
import { Breadcrumbs } from '../components/ui/Breadcrumbs';
import { Notice } from '../components/ui/Notice';
import { Skeleton } from '../components/ui/Skeleton';
import { PRODUCT_QUERY } from '../graphql/catalog';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(PRODUCT_QUERY, { variables: { slugOrId: slug } });

  if (loading && !data) return <Skeleton rows={10} className="container section" />;
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <NotFoundResult
        testId="product-not-found"
        title="Product Not Found"
        subTitle="The product you are looking for does not exist or has been removed."
        to="/sales"
        action="Browse All Products"
      />
    );
  }
  if (error || !data) {
    return (
      <div className="container section">
        <Notice type="error" message="Unable to load this product. Please try again later." />
      </div>
    );
  }

  const { product } = data;
  return (
    <div className="container section" data-testid="product-detail">
      <PageHead
        title={product.name}
        description={metaDescription(product.description, `${product.name}, for sale from ${BUSINESS.name}.`)}
        canonicalPath={`/product/${product.slug}`}
        product={{
          name: product.name,
          description: product.description,
          image: product.imageUrl,
          sku: product.sku,
          price: product.price,
          inStock: product.stock > 0,
        }}
      />
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Shop', to: '/sales' },
          ...(product.category
            ? [{ label: product.category.name, to: `/sales/category/${product.category.slug}` }]
            : []),
          { label: product.name },
        ]}
      />
      <div className="columns columns-2 product-detail-main">
        <ProductImage src={product.imageUrl} alt={product.name} priority />
        {/* Keyed by product so the quantity starts again at 1 on another product. */}
        <ProductSummaryPanel key={product.id} product={product} />
      </div>
      {/* Below the first screen on a phone. */}
      <HydratesApart>
        <ProductTabs product={product} />
      </HydratesApart>
      <section className="section" aria-labelledby="related-title">
        <h2 id="related-title">Related Products</h2>
        <ProductGrid products={product.related} loading={false} error={false} emptyText="No related products." />
      </section>
    </div>
  );
}
