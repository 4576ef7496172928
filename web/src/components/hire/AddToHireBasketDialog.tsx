import { CalendarOutlined } from '@ant-design/icons';
import { DEFAULT_HIRE_PERIOD, type HirePeriod } from '@shop/contracts';
import { Button, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import type { HireProductSummary } from '../../graphql/hire';
import { useHireBasket } from '../../hire/HireBasketContext';
import { HireLineControls } from './HireLineControls';

/** A card's Add to Hire Basket: a dialog asks how many and for which period, starting from 1, daily. */
export function AddToHireBasketDialog({ product }: { product: HireProductSummary }) {
  const { add } = useHireBasket();
  const [open, setOpen] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [period, setPeriod] = useState<HirePeriod>(DEFAULT_HIRE_PERIOD);

  function openDialog() {
    setQuantity(1);
    setPeriod(DEFAULT_HIRE_PERIOD);
    setOpen(true);
  }

  function addLine() {
    add({ product: { id: product.id, name: product.name, slug: product.slug }, quantity, hirePeriod: period });
    setOpen(false);
  }

  return (
    <>
      <Button
        icon={<CalendarOutlined />}
        disabled={product.stock <= 0}
        onClick={openDialog}
        data-testid="hire-dialog-open"
      >
        Add to Hire Basket
      </Button>
      <Modal
        title={`Add ${product.name} to your hire basket`}
        open={open}
        okText="Add to Hire Basket"
        okButtonProps={{ 'data-testid': 'hire-dialog-add' } as ButtonProps}
        onOk={addLine}
        onCancel={() => setOpen(false)}
      >
        <p className="muted">Choose how many you need and the hire period; we confirm prices in your quote.</p>
        <HireLineControls
          stock={product.stock}
          quantity={quantity}
          period={period}
          onQuantityChange={setQuantity}
          onPeriodChange={setPeriod}
        />
      </Modal>
    </>
  );
}
