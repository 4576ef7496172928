import { formatGBP } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { lineTotal } from '../../cart/pricing';
import type { OrderDetailItem } from '../../graphql/orders';
import { ProductImage } from '../catalog/ProductImage';

/** An order's lines at the prices charged. */
export function OrderItemsTable({ items }: { items: OrderDetailItem[] }) {
  return (
    <table className="order-items">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit Price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="order-item">
            <td>
              <span className="order-item-product">
                <span className="order-item-image">
                  <ProductImage src={item.product.imageUrl} alt={item.product.name} />
                </span>
                <Link to={`/product/${item.product.slug}`}>{item.product.name}</Link>
              </span>
            </td>
            <td>{item.quantity}</td>
            <td>{formatGBP(item.price)}</td>
            <td>{formatGBP(lineTotal(item.price, item.quantity))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
