import { useQuery } from '@apollo/client';
import { errorCode } from '@shop/web-common';
import { Alert, Breadcrumb, Col, Row, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { NotFoundResult } from '../components/NotFoundResult';
import { ProductImage } from '../components/catalog/ProductImage';
import { HireProductGrid } from '../components/hire/HireProductGrid';
import { HireProductTabs } from '../components/hire/HireProductTabs';
import { HireSummaryPanel } from '../components/hire/HireSummaryPanel';
import { HIRE_PRODUCT_QUERY } from '../graphql/hire';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';
import { metaDescription } from '../head/headTags';
import '../components/hire/hire.css';

/** /hire/{slug}: one piece of hire equipment, its rates and terms, and other hire items. */
export function HireProductPage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(HIRE_PRODUCT_QUERY, { variables: { slug } });

  if (loading && !data) return <Skeleton active className="container section" paragraph={{ rows: 10 }} />;
  if (errorCode(error) === 'NOT_FOUND') {
    return (
      <NotFoundResult
        testId="hire-product-not-found"
        title="Hire Equipment Not Found"
        subTitle="The hire equipment you are looking for does not exist or has been removed."
        to="/hire"
        action="Browse Hire Equipment"
      />
    );
  }
  if (error || !data) {
    return (
      <div className="container section">
        <Alert type="error" showIcon message="Unable to load this hire equipment. Please try again later." />
      </div>
    );
  }

  const { hireProduct: product } = data;
  return (
    <div className="container section" data-testid="hire-product-detail">
      <PageHead
        title={`${product.name} Hire`}
        description={metaDescription(
          product.description,
          `Hire ${product.name} by the day, week or month from ${BUSINESS.name}.`,
        )}
        canonicalPath={`/hire/${product.slug}`}
        product={{
          name: product.name,
          description: product.description,
          image: product.imageUrl,
          sku: product.sku,
          price: product.hirePriceDaily,
          inStock: product.stock > 0,
          hiredByTheDay: true,
        }}
      />
      <Breadcrumb
        items={[
          { title: <Link to="/">Home</Link> },
          { title: <Link to="/hire">Hire</Link> },
          ...(product.category
            ? [{ title: <Link to={`/hire/category/${product.category.slug}`}>{product.category.name}</Link> }]
            : []),
          { title: product.name },
        ]}
      />
      <Row gutter={[32, 32]} className="product-detail-main">
        <Col xs={24} md={12}>
          <ProductImage src={product.imageUrl} alt={product.name} priority />
        </Col>
        <Col xs={24} md={12}>
          {/* Keyed by product so the choices start again on another product. */}
          <HireSummaryPanel key={product.id} product={product} />
        </Col>
      </Row>
      <HireProductTabs product={product} terms={data.hireTerms} />
      <section className="section" aria-labelledby="other-hire-title">
        <h2 id="other-hire-title">Other Hire Equipment</h2>
        <HireProductGrid
          products={product.related}
          loading={false}
          error={false}
          emptyText="No other hire equipment in this category."
        />
      </section>
    </div>
  );
}
