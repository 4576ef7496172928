import { ShoppingCartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useBasketAdder } from '../../cart/CartContext';
import type { ProductSummary } from '../../graphql/catalog';
import { Button } from '../ui/Button';

interface AddToBasketButtonProps {
  product: Pick<ProductSummary, 'id' | 'name' | 'stock'>;
  /** How many to add; listings add one, the product page its stepper's value. */
  quantity?: number;
}

/** Adds the product to the sales basket; out-of-stock products cannot be added. */
export function AddToBasketButton({ product, quantity = 1 }: AddToBasketButtonProps) {
  const { add } = useBasketAdder();
  const [adding, setAdding] = useState(false);

  async function addToBasket() {
    setAdding(true);
    await add(product.id, quantity, product.name);
    setAdding(false);
  }

  return (
    <Button
      icon={<ShoppingCartOutlined />}
      disabled={product.stock <= 0}
      loading={adding}
      onClick={() => void addToBasket()}
      data-testid="add-to-basket"
    >
      Add to Basket
    </Button>
  );
}
