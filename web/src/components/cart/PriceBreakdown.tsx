import { FREE_SHIPPING_THRESHOLD_PENCE, VAT_RATE, type BasketPrice, toGbp, formatGBP } from '@shop/contracts';

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className={strong ? 'price-row price-row-total' : 'price-row'}>
      <span>{label}</span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}

/** Subtotal, shipping ("Free" when nothing is charged), VAT and total; basket, checkout and order pages alike. */
export function PriceBreakdown({ price, subtotalLabel = 'Subtotal' }: { price: BasketPrice; subtotalLabel?: string }) {
  const money = (pence: number) => formatGBP(toGbp(pence));
  return (
    <div className="price-breakdown">
      <Row label={subtotalLabel} value={money(price.subtotalPence)} testId="summary-subtotal" />
      <Row
        label="Shipping"
        value={price.shippingPence === 0 ? 'Free' : money(price.shippingPence)}
        testId="summary-shipping"
      />
      <Row label={`VAT (${VAT_RATE * 100}%)`} value={money(price.vatPence)} testId="summary-vat" />
      <div className="price-divider" role="separator" />
      <Row label="Total" value={money(price.totalPence)} testId="summary-total" strong />
    </div>
  );
}

export function FreeShippingNote() {
  return (
    <p className="muted" data-testid="free-shipping-note">
      Free shipping on orders over £{FREE_SHIPPING_THRESHOLD_PENCE / 100}
    </p>
  );
}
