import { useEffect, useState } from 'react';
import { Alert, List, Typography } from 'antd';
import { VAT_DOCUMENT_TITLES, formatGBP, formatShortDate, type VatDocumentListed } from '@shop/contracts';
import { vatDocumentsAt } from './vatDocuments';

interface Props {
  /** Where the sale's documents are listed, e.g. `/api/orders/1042/invoices`. */
  path: string;
  /** Changes when the sale's money moves (a payment, a refund): the list is asked for again. */
  refreshKey: string;
  testId: string;
}

/** A sale's VAT invoices and credit notes, each opening its PDF. */
export function VatDocuments({ path, refreshKey, testId }: Props) {
  const [documents, setDocuments] = useState<VatDocumentListed[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    vatDocumentsAt(path).then(
      (listed) => !stopped && (setDocuments(listed), setError(null)),
      (err: Error) => !stopped && setError(err.message),
    );
    return () => {
      stopped = true;
    };
  }, [path, refreshKey]);

  return (
    <div data-testid={testId}>
      <Typography.Title level={5}>Invoices</Typography.Title>
      {error ? (
        <Alert type="warning" showIcon message="Could not load the invoices" description={error} />
      ) : (
        <List
          size="small"
          loading={documents === null}
          locale={{ emptyText: 'No invoice yet: one is issued for each payment taken' }}
          dataSource={documents ?? []}
          renderItem={(document) => (
            <List.Item>
              <a href={document.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid="vat-document-link">
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
