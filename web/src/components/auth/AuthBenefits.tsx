import { CheckCircleOutlined } from '@ant-design/icons';
import { BUSINESS } from '../../business';

const BENEFITS = [
  'Track your orders and hire quotes',
  'Save your shipping and billing information',
  'Faster checkout',
  'Email updates on offers and new equipment',
];

export function AuthBenefits() {
  return (
    <aside className="auth-benefits" aria-labelledby="auth-benefits-title" data-testid="auth-benefits">
      <h2 id="auth-benefits-title">Why create a {BUSINESS.name} account?</h2>
      <ul>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckCircleOutlined /> {benefit}
          </li>
        ))}
      </ul>
    </aside>
  );
}
