import { CalendarOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Popover, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHireBasket } from '../../hire/HireBasketContext';
import { periodHire } from '../../hire/hireFormat';
import './hire.css';

/** The header's hire basket: its lines at a glance, with the way on to the basket page or the quote form. */
function HireBasketPanel({ onNavigate }: { onNavigate(path: string): void }) {
  const { lines, remove, clear } = useHireBasket();
  if (lines.length === 0) {
    return (
      <div className="hire-basket-panel" data-testid="hire-basket-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Your hire basket is empty" />
      </div>
    );
  }
  return (
    <div className="hire-basket-panel" data-testid="hire-basket-panel">
      <div className="hire-basket-panel-head">
        <strong data-testid="hire-basket-title">Hire Basket ({lines.length} items)</strong>
        <Button size="small" type="link" onClick={() => clear()} data-testid="hire-basket-clear">
          Clear
        </Button>
      </div>
      <ul className="hire-basket-panel-lines">
        {lines.map((line) => (
          <li key={line.product.id} data-testid="hire-basket-panel-line">
            <div>
              <div className="cart-line-name">{line.product.name}</div>
              <span className="muted">
                Qty: {line.quantity} · {periodHire(line.hirePeriod)}
              </span>
            </div>
            <Button
              type="text"
              danger
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${line.product.name}`}
              onClick={() => remove(line.product.id)}
              data-testid="hire-basket-panel-remove"
            />
          </li>
        ))}
      </ul>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button block onClick={() => onNavigate('/hire-basket')} data-testid="hire-basket-view">
          View Hire Basket
        </Button>
        <Button type="primary" block onClick={() => onNavigate('/hire/quote')} data-testid="hire-basket-quote">
          Request Quote
        </Button>
      </Space>
    </div>
  );
}

export function HireBasketDropdown() {
  const { lines } = useHireBasket();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  function go(path: string) {
    setOpen(false);
    navigate(path);
  }

  return (
    <Popover
      content={<HireBasketPanel onNavigate={go} />}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      <button
        type="button"
        className="header-action header-button"
        aria-label={`Hire basket, ${lines.length} items`}
        data-testid="hire-basket-toggle"
      >
        <Badge count={lines.length} showZero size="small" data-testid="hire-basket-count">
          <CalendarOutlined className="header-icon" />
        </Badge>
        <span className="desktop-only">Hire Basket</span>
      </button>
    </Popover>
  );
}
