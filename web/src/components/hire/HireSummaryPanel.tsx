import { CalendarOutlined } from '@ant-design/icons';
import { DEFAULT_HIRE_PERIOD, type HirePeriod } from '@shop/contracts';
import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HireProductDetail } from '../../graphql/hire';
import { useHireBasket } from '../../hire/HireBasketContext';
import { defaultHireDates, type HireDates } from '../../hire/hireDates';
import { rateText } from '../../hire/hireFormat';
import { ProductHeading } from '../catalog/ProductHeading';
import { AvailabilityNote } from './AvailabilityNote';
import { HireDatePickers } from './HireDatePickers';
import { HireLineControls } from './HireLineControls';
import { HireRateCards } from './HireRateCards';
import { KitContents } from './KitContents';

/** A delivery or installation fee: its price, "Call for price" without one, or "Not available". */
const extraPrice = (available: boolean, price: number | null) => (available ? rateText(price) : 'Not available');

/** Name, rates, stock and the hire choices beside the product image. */
export function HireSummaryPanel({ product }: { product: HireProductDetail }) {
  const { add } = useHireBasket();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [period, setPeriod] = useState<HirePeriod>(DEFAULT_HIRE_PERIOD);
  const [dates, setDates] = useState<HireDates>(defaultHireDates);
  const inStock = product.stock > 0;

  function addLine() {
    add({ product: { id: product.id, name: product.name, slug: product.slug }, quantity, hirePeriod: period });
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <ProductHeading product={product} reference={`ID: ${product.hireId}`} referenceTestId="hire-id" />
      {product.description && <p className="product-description">{product.description}</p>}
      <strong className={inStock ? 'text-success' : 'text-danger'} data-testid="hire-stock">
        {inStock ? `Available: ${product.stock} ${product.stock === 1 ? 'unit' : 'units'} in stock` : 'Out of Stock'}
      </strong>
      <KitContents parts={product.kitParts} />
      <HireRateCards product={product} />
      <Descriptions column={1} size="small" data-testid="hire-extras">
        <Descriptions.Item label="Delivery">
          {extraPrice(product.deliveryAvailable, product.deliveryPrice)}
        </Descriptions.Item>
        <Descriptions.Item label="Installation">
          {extraPrice(product.installationAvailable, product.installationPrice)}
        </Descriptions.Item>
      </Descriptions>
      <HireLineControls
        stock={product.stock}
        quantity={quantity}
        period={period}
        onQuantityChange={setQuantity}
        onPeriodChange={setPeriod}
      />
      <div>
        <div className="muted">Check availability for your dates</div>
        <HireDatePickers value={dates} onChange={setDates} needs={[{ slug: product.slug, quantity }]} />
        <AvailabilityNote slug={product.slug} dates={dates} quantity={quantity} />
      </div>
      <Space wrap>
        <Button
          type="primary"
          icon={<CalendarOutlined />}
          disabled={!inStock}
          onClick={addLine}
          data-testid="add-to-hire-basket"
        >
          Add to Hire Basket
        </Button>
        <Button
          disabled={!inStock}
          onClick={() => {
            addLine();
            navigate('/hire-basket');
          }}
          data-testid="add-and-view-hire-basket"
        >
          Add & View Basket
        </Button>
      </Space>
    </Space>
  );
}
