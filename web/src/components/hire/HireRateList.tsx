import { HIRE_PERIOD_LABELS, HIRE_PERIODS, hireRate, type HireRates } from '@shop/contracts';
import { rateText } from '../../hire/hireFormat';

/** A card's daily, weekly and monthly rates, each "Call for price" when the product has none. */
export function HireRateList({ product }: { product: HireRates }) {
  return (
    <dl className="hire-rate-list" data-testid="hire-rates">
      {HIRE_PERIODS.map((period) => (
        <div key={period} className="hire-rate-row">
          <dt>{HIRE_PERIOD_LABELS[period]}</dt>
          <dd data-testid={`hire-rate-${period}`}>{rateText(hireRate(product, period))}</dd>
        </div>
      ))}
    </dl>
  );
}
