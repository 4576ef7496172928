import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/** The cart service does not exist yet, so adding is switched off and says why. */
export function AddToBasketButton({ block }: { block?: boolean }) {
  return (
    <Tooltip title="Basket coming soon">
      {/* A disabled button swallows pointer events; the span keeps the tooltip working. */}
      <span className={block ? 'block-wrapper' : undefined} data-testid="add-to-basket-wrapper">
        <Button icon={<ShoppingCartOutlined />} disabled block={block} data-testid="add-to-basket">
          Add to Basket
        </Button>
      </span>
    </Tooltip>
  );
}
