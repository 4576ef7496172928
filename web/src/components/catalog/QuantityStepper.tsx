import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from '../ui/Button';

interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  disabled: boolean;
  /** The most it steps up to; the sales product page has no upper bound, the hire pages stop at the stock. */
  max?: number;
}

/** Starts at 1 and steps down only while above 1 (spec section 4). */
export function QuantityStepper({ value, onChange, disabled, max = Infinity }: QuantityStepperProps) {
  return (
    <div className="btn-group">
      <Button
        icon={<MinusOutlined />}
        aria-label="Decrease quantity"
        data-testid="quantity-decrease"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      />
      <span className="quantity-value" aria-label="Quantity" aria-live="polite" data-testid="quantity-value">
        {value}
      </span>
      <Button
        icon={<PlusOutlined />}
        aria-label="Increase quantity"
        data-testid="quantity-increase"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      />
    </div>
  );
}
