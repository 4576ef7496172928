import { CalendarOutlined, DeleteOutlined } from '@ant-design/icons';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHireBasket } from '../../hire/HireBasketContext';
import { periodHire } from '../../hire/hireFormat';
import { Button } from '../ui/Button';
import { CountBadge } from '../ui/CountBadge';
import { EmptyState } from '../ui/EmptyState';
import { useDismiss } from '../ui/useDismiss';
import './hire.css';

/** The header's hire basket: its lines at a glance, with the way on to the basket page or the quote form. */
function HireBasketPanel({ onNavigate }: { onNavigate(path: string): void }) {
  const { lines, remove, clear } = useHireBasket();
  if (lines.length === 0) {
    return (
      <div className="hire-basket-panel" data-testid="hire-basket-panel">
        <EmptyState description="Your hire basket is empty" />
      </div>
    );
  }
  return (
    <div className="hire-basket-panel" data-testid="hire-basket-panel">
      <div className="hire-basket-panel-head">
        <strong data-testid="hire-basket-title">Hire Basket ({lines.length} items)</strong>
        <Button size="small" variant="link" onClick={() => clear()} data-testid="hire-basket-clear">
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
              variant="text"
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
      <div className="stack hire-basket-panel-actions">
        <Button block onClick={() => onNavigate('/hire-basket')} data-testid="hire-basket-view">
          View Hire Basket
        </Button>
        <Button variant="primary" block onClick={() => onNavigate('/hire/quote')} data-testid="hire-basket-quote">
          Request Quote
        </Button>
      </div>
    </div>
  );
}

export function HireBasketDropdown() {
  const { lines } = useHireBasket();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  function go(path: string) {
    close();
    navigate(path);
  }

  return (
    <div ref={root} className="popup-anchor">
      <button
        type="button"
        className="header-action header-button"
        aria-label={`Hire basket, ${lines.length} items`}
        aria-expanded={open}
        data-testid="hire-basket-toggle"
        onClick={() => setOpen(!open)}
      >
        <CountBadge count={lines.length} testId="hire-basket-count">
          <CalendarOutlined className="header-icon" />
        </CountBadge>
        <span className="desktop-only">Hire Basket</span>
      </button>
      {open && (
        <div className="popover-panel">
          <HireBasketPanel onNavigate={go} />
        </div>
      )}
    </div>
  );
}
