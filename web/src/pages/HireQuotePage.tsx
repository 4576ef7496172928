import { useQuery } from '@apollo/client';
import { DEFAULT_HIRE_PERIOD, type HireBasketLine } from '@shop/contracts';
import { Alert, Card, Col, Form, Row, Skeleton } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { HireEstimate } from '../components/hire/HireEstimate';
import { QuoteForm } from '../components/hire/QuoteForm';
import { QuoteSidePanel } from '../components/hire/QuoteSidePanel';
import { HIRE_PRODUCT_QUERY } from '../graphql/hire';
import { useHireBasket } from '../hire/HireBasketContext';
import type { QuoteFormValues } from '../hire/quoteForm';
import { useSubmitHireQuote } from '../hooks/useSubmitHireQuote';
import '../components/hire/hire.css';
import { BUSINESS } from '../business';
import { PageHead } from '../head/PageHead';

/** The lines a ?productId= link asks a quote for (that product, quantity 1, daily), or null without one. */
function usePreselectedLines(): { lines: HireBasketLine[] | null; loading: boolean; failed: boolean } {
  const [searchParams] = useSearchParams();
  const productId = searchParams.get('productId');
  // hireProduct takes a numeric id in place of the slug.
  const { data, loading, error } = useQuery(HIRE_PRODUCT_QUERY, {
    variables: { slug: productId ?? '' },
    skip: !productId,
  });
  if (!productId) return { lines: null, loading: false, failed: false };
  const product = data?.hireProduct;
  const line: HireBasketLine | null = product
    ? {
        product: { id: product.id, name: product.name, slug: product.slug },
        quantity: 1,
        hirePeriod: DEFAULT_HIRE_PERIOD,
      }
    : null;
  return { lines: line ? [line] : [], loading, failed: Boolean(error) };
}

/** /hire/quote: the quote request form beside what it is for. */
export function HireQuotePage() {
  const [form] = Form.useForm<QuoteFormValues>();
  const startDate = Form.useWatch('startDate', form) ?? null;
  const endDate = Form.useWatch('endDate', form) ?? null;
  const deliveryRequired = Form.useWatch('deliveryRequired', form) ?? false;
  const installationRequired = Form.useWatch('installationRequired', form) ?? false;
  const { lines: basketLines } = useHireBasket();
  const preselected = usePreselectedLines();
  const { send, submitting } = useSubmitHireQuote();
  const isPreselected = preselected.lines !== null;
  const lines = preselected.lines ?? basketLines;

  return (
    <div className="container section">
      <PageHead
        title="Request a Hire Quote"
        description={`Send us your hire dates and the equipment you need, and ${BUSINESS.name} will reply with a quote.`}
      />
      <h1>Request a Hire Quote</h1>
      <p className="muted">
        Tell us your dates and details and we will reply with prices and availability within 24 hours.
      </p>
      {preselected.failed && (
        <Alert
          type="warning"
          showIcon
          className="checkout-section"
          message="The selected hire equipment could not be found."
        />
      )}
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={16}>
          <QuoteForm
            form={form}
            lines={lines}
            canSubmit={lines.length > 0}
            submitting={submitting}
            onSubmit={(request) => void send(request, { lines, fromBasket: !isPreselected })}
          />
        </Col>
        <Col xs={24} lg={8}>
          {preselected.loading ? (
            <Skeleton active />
          ) : (
            <>
              <QuoteSidePanel lines={lines} preselected={isPreselected} dates={{ start: startDate, end: endDate }} />
              <Card title="Estimated Price" className="hire-estimate-card">
                <HireEstimate
                  lines={lines}
                  dates={{ start: startDate, end: endDate }}
                  deliveryRequired={deliveryRequired}
                  installationRequired={installationRequired}
                />
              </Card>
            </>
          )}
        </Col>
      </Row>
    </div>
  );
}
