import {
  DEFAULT_HIRE_RATE_SETTINGS,
  VAT_RATE,
  formatPence,
  hireBreakdownText,
  hireEstimateInput,
  priceQuote,
  type HireBasketLine,
} from '@shop/contracts';
import { useMemo, type ReactNode } from 'react';
import { useHireBasket } from '../../hire/HireBasketContext';
import type { HireDates } from '../../hire/hireDates';
import { CALL_FOR_PRICE } from '../../hire/hireFormat';
import { hireItemKey, useHireItemPrices, type HireItemPriceMap } from '../../hire/useHireItemPrices';
import { Notice } from '../ui/Notice';
import { Skeleton } from '../ui/Skeleton';

const ESTIMATE_NOTE = 'estimate; the hire desk confirms your quote';

const DAY = 'YYYY-MM-DD';
const SHOWN_DAY = 'DD/MM/YYYY';

interface HireEstimateProps {
  lines: readonly HireBasketLine[];
  dates: HireDates;
  deliveryRequired?: boolean;
  installationRequired?: boolean;
}

function PriceRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="price-row" data-testid={testId}>
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}

interface EstimateProps extends Required<Omit<HireEstimateProps, 'dates'>> {
  prices: HireItemPriceMap;
  startDate: string;
  endDate: string;
}

/** The lines at the cheapest mix of rates for the dates, then the charges, VAT, the total and the deposit. */
function Estimate({ lines, prices, startDate, endDate, deliveryRequired, installationRequired }: EstimateProps) {
  // The shop prices with the default settings: the desk's own are not public, and its quote is what counts.
  const price = useMemo(
    () =>
      priceQuote(
        hireEstimateInput({
          startDate,
          endDate,
          deliveryRequired,
          installationRequired,
          lines: lines.map((line) => ({ ...line, prices: prices.get(hireItemKey(line)) ?? null })),
        }),
        DEFAULT_HIRE_RATE_SETTINGS,
      ),
    [lines, prices, startDate, endDate, deliveryRequired, installationRequired],
  );
  return (
    <>
      <p className="muted" data-testid="hire-estimate-days">
        {price.weekend
          ? 'Weekend hire (collect Friday, return Monday): the weekend rate, charged as 1 day'
          : `${price.chargeableDays} ${price.chargeableDays === 1 ? 'day' : 'days'}`}
      </p>
      <ul className="hire-estimate-lines">
        {lines.map((line, index) => {
          const priced = price.lines[index];
          return (
            <li key={line.product.id} data-testid="hire-estimate-line">
              <div className="price-row">
                <span>
                  {line.quantity} × {line.product.name}
                </span>
                <strong data-testid="hire-estimate-line-total">
                  {priced.linePence === null ? CALL_FOR_PRICE : formatPence(priced.linePence)}
                </strong>
              </div>
              {priced.unitPence !== null && (
                <div className="muted" data-testid="hire-estimate-breakdown">
                  {hireBreakdownText(priced.breakdown)} at {formatPence(priced.unitPence)} each
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <PriceRow label="Subtotal" testId="hire-estimate-subtotal">
        {formatPence(price.hirePence)}
      </PriceRow>
      {deliveryRequired && (
        <PriceRow label="Delivery" testId="hire-estimate-delivery">
          {formatPence(price.deliveryPence)}
        </PriceRow>
      )}
      {installationRequired && (
        <PriceRow label="Installation" testId="hire-estimate-installation">
          {formatPence(price.installationPence)}
        </PriceRow>
      )}
      <PriceRow label={`VAT (${VAT_RATE * 100}%)`} testId="hire-estimate-vat">
        {formatPence(price.vatPence)}
      </PriceRow>
      <div className="price-divider" />
      <PriceRow label="Estimated total" testId="hire-estimate-total">
        {formatPence(price.totalPence)}
      </PriceRow>
      <p className="hire-estimate-note" data-testid="hire-estimate-note">
        {ESTIMATE_NOTE}
      </p>
      {price.callForPrice && (
        <p className="muted">Items marked {CALL_FOR_PRICE} are not in the total: the hire desk prices them.</p>
      )}
      <PriceRow label="Security deposit (refundable)" testId="hire-estimate-deposit">
        {formatPence(price.securityDepositPence)}
      </PriceRow>
      <p className="muted">A refundable security deposit may be required; it is not part of the total.</p>
    </>
  );
}

/**
 * The estimated price of a hire for its dates (storefront hire basket and quote form), priced in the browser with
 * the rate engine the desk uses. The basket is known only in this browser, so the estimate comes after hydration;
 * its box keeps the room it needs meanwhile.
 */
export function HireEstimate({
  lines,
  dates,
  deliveryRequired = false,
  installationRequired = false,
}: HireEstimateProps) {
  const { ready } = useHireBasket();
  const { prices, failed } = useHireItemPrices(lines);
  const { start, end } = dates;
  let body: ReactNode;
  if (!start || !end || !end.isAfter(start, 'day')) {
    body = <p className="muted">Choose your hire dates to see an estimate.</p>;
  } else if (ready && lines.length === 0) {
    body = <p className="muted">Add hire equipment to see an estimate.</p>;
  } else if (failed) {
    body = <Notice type="warning" message="The estimate could not be worked out. Please try again later." />;
  } else if (!ready || !prices) {
    body = <Skeleton rows={5} testId="hire-estimate-loading" />;
  } else {
    body = (
      <>
        <p className="muted">
          {start.format(SHOWN_DAY)} to {end.format(SHOWN_DAY)}
        </p>
        <Estimate
          lines={lines}
          prices={prices}
          startDate={start.format(DAY)}
          endDate={end.format(DAY)}
          deliveryRequired={deliveryRequired}
          installationRequired={installationRequired}
        />
      </>
    );
  }
  return (
    <section className="hire-estimate" aria-label="Estimated price" data-testid="hire-estimate">
      {body}
    </section>
  );
}
