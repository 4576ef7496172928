/** The sent hire quote as a PDF, and the wording of its facts that the emails share; VAT invoices and credit notes. */
export { renderQuotePdf, type Business } from './render-quote-pdf';
export * from './quote-text';
export { renderVatDocumentPdf, type VatDocumentLine, type VatDocumentPrint } from './render-vat-document-pdf';
