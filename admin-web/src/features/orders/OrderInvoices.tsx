import { useEffect, useState } from 'react';
import { Alert, List, Typography } from 'antd';
import { VAT_DOCUMENT_TITLES, formatGBP, formatShortDate, type VatDocumentListed } from '@shop/contracts';
import type { OrderDetail } from '../../graphql/orders';
import { invoicesOfOrder } from './invoices';

/** The order's VAT invoice and credit notes, each opening its PDF; asked again when its payment moves. */
export function OrderInvoices({ order }: { order: Pick<OrderDetail, 'id' | 'paymentState' | 'refunded'> }) {
  const [documents, setDocuments] = useState<VatDocumentListed[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    invoicesOfOrder(order.id).then(
      (listed) => !stopped && (setDocuments(listed), setError(null)),
      (err: Error) => !stopped && setError(err.message),
    );
    return () => {
      stopped = true;
    };
  }, [order.id, order.paymentState, order.refunded]);

  return (
    <div data-testid="order-invoices">
      <Typography.Title level={5}>Invoices</Typography.Title>
      {error ? (
        <Alert type="warning" showIcon message="Could not load the invoices" description={error} />
      ) : (
        <List
          size="small"
          loading={documents === null}
          locale={{ emptyText: 'No invoice yet: one is issued when the order is paid' }}
          dataSource={documents ?? []}
          renderItem={(document) => (
            <List.Item>
              <a href={document.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid="order-invoice-link">
                {VAT_DOCUMENT_TITLES[document.kind]} {document.number}
              </a>
              <Typography.Text type="secondary">
                {formatShortDate(document.issuedAt)} · {formatGBP(document.gross)}
                {document.creditedInvoice && ` · credits ${document.creditedInvoice}`}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
