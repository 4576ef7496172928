import type { Express } from 'express';
import type { DocumentQueries } from '../application/document-queries';
import { documentView } from './document-view';

/**
 * The VAT documents on payments' internal API (signed, as every internal call is; the gateway checks who may read
 * which): a sale's (`?subjectType=order&subjectId=1042`), one by number and its PDF, a month's and its CSV.
 */
export function mountInvoiceRoutes(app: Express, queries: DocumentQueries): void {
  app.get('/internal/vat-documents', async (req, res) => {
    res.json((await queries.ofSubject(req.query)).map(documentView));
  });
  app.get('/internal/vat-documents/months', async (req, res) => {
    res.json((await queries.ofMonth(req.query)).map(documentView));
  });
  app.get('/internal/vat-documents/months.csv', async (req, res) => {
    res.type('text/csv; charset=utf-8').send(await queries.csvOfMonth(req.query));
  });
  app.get('/internal/vat-documents/:number', async (req, res) => {
    res.json(documentView(await queries.byNumber(req.params.number)));
  });
  app.get('/internal/vat-documents/:number/pdf', async (req, res) => {
    const { number, pdf } = await queries.pdfOf(req.params.number);
    res.type('application/pdf').set('Content-Disposition', `inline; filename="${number}.pdf"`).send(pdf);
  });
}
