import { useQuery } from '@apollo/client';
import { errorCode } from '@shop/web-common';
import { Alert, Breadcrumb, Col, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { NotFoundResult } from '../components/NotFoundResult';
import { ProductGrid } from '../components/catalog/ProductGrid';
import { ProductSummaryPanel } from '../components/catalog/ProductSummaryPanel';
import { ProductTabs } from '../components/catalog/ProductTabs';
import { ProductImage } from '../components/catalog/ProductImage';
import { PRODUCT_QUERY } from '../graphql/catalog';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(PRODUCT_QUERY, { variables: { slugOrId: slug } });

  if (loading && !data) return <Skeleton active className="container section" paragraph={{ rows: 10 }} />;
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
        <Alert type="error" showIcon message="Unable to load this product. Please try again later." />
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
      <Breadcrumb
        items={[
          { title: <Link to="/">Home</Link> },
          { title: <Link to="/sales">Shop</Link> },
          ...(product.category
            ? [{ title: <Link to={`/sales/category/${product.category.slug}`}>{product.category.name}</Link> }]
            : []),
          { title: product.name },
        ]}
      />
      <Row gutter={[32, 32]} className="product-detail-main">
        <Col xs={24} md={12}>
          <ProductImage src={product.imageUrl} alt={product.name} priority />
        </Col>
        <Col xs={24} md={12}>
          {/* Keyed by product so the quantity starts again at 1 on another product. */}
          <ProductSummaryPanel key={product.id} product={product} />
        </Col>
      </Row>
      <ProductTabs product={product} />
      <section className="section" aria-labelledby="related-title">
        <h2 id="related-title">Related Products</h2>
        <ProductGrid products={product.related} loading={false} error={false} emptyText="No related products." />
      </section>
    </div>
  );
}
