import { VAT_DOCUMENT_TITLES, formatGBP, formatLongDate, type VatDocumentListed } from '@shop/contracts';
import { Card, List } from 'antd';
import { useEffect, useState } from 'react';
import type { OrderDetail } from '../../graphql/orders';

/** How often, and how many times, a paid order with no invoice listed yet asks again (it is issued moments after). */
const AGAIN_MS = 2_000;
const TRIES = 5;

/** Paid and refunded orders have documents; the rest have none to ask for. */
const invoiced = (state: string) => state === 'paid' || state.startsWith('refund');

/**
 * The order's VAT invoice and credit notes, each with its PDF (payments has no GraphQL, so they come from the REST
 * path, with the session cookie). Asked again when the payment's state changes: a refund brings a credit note.
 */
export function OrderInvoices({ order }: { order: Pick<OrderDetail, 'id' | 'paymentState' | 'refunded'> }) {
  const [documents, setDocuments] = useState<VatDocumentListed[]>([]);
  const due = invoiced(order.paymentState);
  useEffect(() => {
    if (!due) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number) => {
      const res = await fetch(`/api/orders/${order.id}/invoices`, { credentials: 'include' }).catch(() => null);
      const listed = res?.ok ? ((await res.json()) as VatDocumentListed[]) : null;
      if (stopped) return;
      if (listed) setDocuments(listed);
      if ((!listed || listed.length === 0) && tries > 1) timer = setTimeout(() => void ask(tries - 1), AGAIN_MS);
    };
    void ask(TRIES);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [order.id, due, order.paymentState, order.refunded]);

  if (documents.length === 0) return null;
  return (
    <Card title="Invoices" className="order-side-card">
      <List
        size="small"
        data-testid="order-invoices"
        dataSource={documents}
        renderItem={(document) => (
          <List.Item>
            <a href={document.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid="order-invoice-link">
              {VAT_DOCUMENT_TITLES[document.kind]} {document.number}
            </a>{' '}
            <span className="muted">
              {formatLongDate(document.issuedAt)} · {formatGBP(document.gross)}
            </span>
          </List.Item>
        )}
      />
    </Card>
  );
}
