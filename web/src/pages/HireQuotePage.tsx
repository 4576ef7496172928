import { useQuery } from '@apollo/client';
import { DEFAULT_HIRE_PERIOD, type HireBasketLine } from '@shop/contracts';
import { useSearchParams } from 'react-router-dom';
import { HireEstimate } from '../components/hire/HireEstimate';
import { QuoteForm, quoteInitialValues } from '../components/hire/QuoteForm';
import { QuoteSidePanel } from '../components/hire/QuoteSidePanel';
import { Notice } from '../components/ui/Notice';
import { Panel } from '../components/ui/Panel';
import { Skeleton } from '../components/ui/Skeleton';
import { HIRE_PRODUCT_QUERY } from '../graphql/hire';
import { useHireBasket } from '../hire/HireBasketContext';
import type { QuoteFormValues } from '../hire/quoteForm';
import { useAccountContactPrefill } from '../hire/useAccountContactPrefill';
import { useFormState } from '../hooks/useFormState';
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

// The form's rules (the service's zod schema) load with its first change or submit, not with the page.
const rules = () => import('../hire/quoteRules');

/**
 * /hire/quote: the quote request form beside what it is for, its contact details filled from the signed-in account.
 * Drawn without antd.
 */
export function HireQuotePage() {
  const { lines: basketLines } = useHireBasket();
  const preselected = usePreselectedLines();
  const { send, submitting } = useSubmitHireQuote();
  const isPreselected = preselected.lines !== null;
  const lines = preselected.lines ?? basketLines;
  const form = useFormState<QuoteFormValues>({
    initialValues: quoteInitialValues,
    check: (values) => rules().then(({ quoteErrors }) => quoteErrors(values)),
    onValid: (values) =>
      void rules().then(({ parseQuoteForm }) => {
        // The fields have passed these very rules; parsing trims them and turns the dates into Dates.
        const parsed = parseQuoteForm(values);
        if (parsed.success) void send(parsed.data, { lines, fromBasket: !isPreselected });
      }),
  });
  useAccountContactPrefill(form);
  const { startDate, endDate, deliveryRequired, installationRequired } = form.values;

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
        <div className="checkout-section">
          <Notice type="warning" message="The selected hire equipment could not be found." />
        </div>
      )}
      <div className="summary-columns">
        <QuoteForm form={form} lines={lines} canSubmit={lines.length > 0} submitting={submitting} />
        <div>
          {preselected.loading ? (
            <Skeleton rows={4} />
          ) : (
            <>
              <QuoteSidePanel lines={lines} preselected={isPreselected} dates={{ start: startDate, end: endDate }} />
              <Panel title="Estimated Price" className="hire-estimate-card">
                <HireEstimate
                  lines={lines}
                  dates={{ start: startDate, end: endDate }}
                  deliveryRequired={deliveryRequired}
                  installationRequired={installationRequired}
                />
              </Panel>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
