import { VAT_DOCUMENT_TITLES, formatGBP, formatLongDate, type VatDocumentListed } from '@shop/contracts';
import { useEffect, useState } from 'react';

/** How often, and how many times, a sale with money taken but no document listed yet asks again (issued moments after). */
const AGAIN_MS = 2_000;
const TRIES = 5;

/**
 * The VAT invoices and credit notes of a sale as payments lists them (REST: payments has no GraphQL; the session
 * cookie says who asks), fetched once money has been taken (`due`) and again whenever `refreshKey` changes (a refund
 * brings a credit note). Nothing until there is one.
 */
export function useVatDocuments(path: string, due: boolean, refreshKey: string): VatDocumentListed[] {
  const [documents, setDocuments] = useState<VatDocumentListed[]>([]);
  useEffect(() => {
    if (!due) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (tries: number) => {
      const res = await fetch(path, { credentials: 'include' }).catch(() => null);
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
  }, [path, due, refreshKey]);
  return documents;
}

/** Each document, linking its PDF, with its date and amount. */
export function VatDocumentList({ documents }: { documents: VatDocumentListed[] }) {
  return (
    <ul className="vat-documents" data-testid="vat-documents">
      {documents.map((document) => (
        <li key={document.number}>
          <a href={document.pdfUrl} target="_blank" rel="noopener noreferrer" data-testid="vat-document-link">
            {VAT_DOCUMENT_TITLES[document.kind]} {document.number}
          </a>{' '}
          <span className="muted">
            {formatLongDate(document.issuedAt)} · {formatGBP(document.gross)}
          </span>
        </li>
      ))}
    </ul>
  );
}
