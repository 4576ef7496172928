import { HIRE_PERIOD_LABELS, HIRE_PERIODS, hireRate, type HireRates } from '@shop/contracts';
import { Card, Col, Row } from 'antd';
import { rateText } from '../../hire/hireFormat';

/** The product page's three rate cards. */
export function HireRateCards({ product }: { product: HireRates }) {
  return (
    <Row gutter={12} data-testid="hire-rate-cards">
      {HIRE_PERIODS.map((period) => (
        <Col key={period} xs={8}>
          <Card size="small" className="hire-rate-card">
            <div className="muted">{HIRE_PERIOD_LABELS[period]}</div>
            <strong data-testid={`hire-rate-${period}`}>{rateText(hireRate(product, period))}</strong>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
