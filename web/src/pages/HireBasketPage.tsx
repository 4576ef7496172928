import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row } from 'antd';
import { useState } from 'react';
import { ButtonLink } from '../components/ButtonLink';
import { HireBasketLineItem } from '../components/hire/HireBasketLineItem';
import { HireDatePickers } from '../components/hire/HireDatePickers';
import { HireEstimate } from '../components/hire/HireEstimate';
import { useHireBasket } from '../hire/HireBasketContext';
import { defaultHireDates, type HireDates } from '../hire/hireDates';
import '../components/hire/hire.css';
import { PageHead } from '../head/PageHead';

function EmptyHireBasket() {
  return (
    <div data-testid="hire-basket-empty">
      <Result
        icon={<CalendarOutlined />}
        title="Your hire basket is empty"
        subTitle="Browse our hire equipment and add what you need for your event."
        extra={
          <ButtonLink to="/hire" variant="primary">
            Browse Hire Equipment
          </ButtonLink>
        }
      />
    </div>
  );
}

/**
 * /hire-basket: the lines to ask a quote for, each with its quantity and period, and dates whose pickers disable the
 * days a line is short on.
 */
export function HireBasketPage() {
  const { lines, clear } = useHireBasket();
  const [dates, setDates] = useState<HireDates>(defaultHireDates);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  // The basket's lines, as the quote form asks: a day on which any of them is short is greyed out.
  const needs = lines.map((line) => ({ slug: line.product.slug, quantity: line.quantity }));

  return (
    <div className="container section">
      <PageHead
        title="Your Hire Basket"
        description="The equipment you have chosen to hire, ready for a quote request."
      />
      <h1>Your Hire Basket</h1>
      {lines.length === 0 ? (
        <EmptyHireBasket />
      ) : (
        <Row gutter={[32, 32]}>
          <Col xs={24} lg={16}>
            <Card data-testid="hire-basket-lines">
              {lines.map((line) => (
                <HireBasketLineItem key={line.product.id} line={line} />
              ))}
            </Card>
            <Card title="Estimated Price" className="hire-estimate-card">
              <p className="muted">Your hire dates</p>
              <HireDatePickers value={dates} onChange={setDates} needs={needs} />
              <HireEstimate lines={lines} dates={dates} />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title="Summary" data-testid="hire-basket-summary">
              <div className="price-row">
                <span>Items</span>
                <strong data-testid="hire-basket-item-count">{lines.length}</strong>
              </div>
              <div className="price-row">
                <span>Total units</span>
                <strong data-testid="hire-basket-unit-count">{units}</strong>
              </div>
              <p className="muted">We reply to every quote request with prices and availability within 24 hours.</p>
              <ButtonLink to="/hire/quote" variant="primary" size="large" block data-testid="hire-basket-request-quote">
                Request Quote
              </ButtonLink>
              <ButtonLink to="/hire" block className="hire-basket-button" data-testid="hire-basket-continue">
                Continue Shopping
              </ButtonLink>
              <Button
                danger
                block
                className="hire-basket-button"
                onClick={() => clear()}
                data-testid="hire-basket-clear-all"
              >
                Clear Basket
              </Button>
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
