import { Card } from 'antd';
import type { OrderDetail } from '../../graphql/orders';
import { VatDocumentList, useVatDocuments } from './VatDocuments';

/** Paid and refunded orders have documents; the rest have none to ask for. */
const invoiced = (state: string) => state === 'paid' || state.startsWith('refund');

/** The order's VAT invoice and credit notes, each with its PDF. */
export function OrderInvoices({ order }: { order: Pick<OrderDetail, 'id' | 'paymentState' | 'refunded'> }) {
  const documents = useVatDocuments(
    `/api/orders/${order.id}/invoices`,
    invoiced(order.paymentState),
    `${order.paymentState}:${order.refunded}`,
  );
  if (documents.length === 0) return null;
  return (
    <Card title="Invoices" className="order-side-card" data-testid="order-invoices">
      <VatDocumentList documents={documents} />
    </Card>
  );
}
