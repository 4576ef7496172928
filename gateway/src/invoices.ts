import type { Express, Request, RequestHandler, Response } from 'express';
import { NotFound, idSchema, parseInput, requireAdmin, requireUser, type SessionUser } from '@shop/kit';
import {
  HIRE_QUOTE_ITEM_MESSAGES,
  ORDER_MESSAGES,
  invoiceMonthQuerySchema,
  toGbp,
  type PaymentSubjectType,
} from '@shop/contracts';
import { paymentsCalls } from './payments-calls';
import { requestSession } from './session-guard';

/** The REST paths of the VAT invoices and credit notes (payments' documents; payments has no subgraph). */
export const INVOICE_PATHS = {
  ofOrder: '/api/orders/:id/invoices',
  ofBooking: '/api/hire/quotes/:id/invoices',
  pdf: '/api/invoices/:file',
  month: '/api/admin/invoices',
  monthCsv: '/api/admin/invoices.csv',
} as const;

interface DocumentLine {
  unitNetPence: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
  [field: string]: unknown;
}
interface PaymentsDocument {
  number: string;
  customer: { userId: number | null; [field: string]: unknown };
  lines: DocumentLine[];
  netPence: number;
  vatPence: number;
  grossPence: number;
  [field: string]: unknown;
}

/** A document as the API gives it: amounts in GBP, and where its PDF is. */
const documentView = ({ lines, netPence, vatPence, grossPence, ...document }: PaymentsDocument) => ({
  ...document,
  pdfUrl: `/api/invoices/${document.number}.pdf`,
  lines: lines.map(({ unitNetPence, netPence: net, vatPence: vat, grossPence: gross, ...line }) => ({
    ...line,
    unitNet: toGbp(unitNetPence),
    net: toGbp(net),
    vat: toGbp(vat),
    gross: toGbp(gross),
  })),
  net: toGbp(netPence),
  vat: toGbp(vatPence),
  gross: toGbp(grossPence),
});

/** Whether the signed-in user may read a document: an admin any, a customer those made out to them. */
const mayRead = (user: SessionUser, document: PaymentsDocument) =>
  user.role === 'admin' || document.customer.userId === user.id;

/**
 * VAT invoices and credit notes through the gateway, as signed calls to payments' internal API: an order's or a hire
 * booking's (its customer's, or an admin's), a document's PDF (the same), and a month's list and CSV for the
 * accountant (admins only). A customer asking for another's order or document is told it is not there, as orders
 * answers. Payments' refusals (a 4xx with its message) are passed on; no answer is 503.
 */
export function invoices(app: Express, paymentsUrl: string, internalSecret: string): void {
  const payments = paymentsCalls(
    paymentsUrl,
    internalSecret,
    'Invoices are not available right now; try again shortly',
  );
  const call = (req: Request, res: Response, path: string) =>
    payments(req, res, { method: 'GET', path, timeoutMs: 15_000 });
  const userOf = (res: Response) => requestSession(res)?.user ?? null;

  /** A sale's documents: an order's, or a hire booking's (read by its signed-in customer, not by a quote's link). */
  const ofSubject =
    (subjectType: PaymentSubjectType, notFound: string): RequestHandler =>
    async (req, res) => {
      const user = requireUser({ user: userOf(res) });
      const id = parseInput(idSchema, req.params.id, 'id');
      const answer = await call(req, res, `/internal/vat-documents?subjectType=${subjectType}&subjectId=${id}`);
      if (!answer) return;
      const documents = (await answer.json()) as PaymentsDocument[];
      if (!documents.every((document) => mayRead(user, document))) throw new NotFound(notFound);
      res.set('Cache-Control', 'private, no-store').json(documents.map(documentView));
    };

  const pdf: RequestHandler = async (req, res) => {
    const user = requireUser({ user: userOf(res) });
    const file = String(req.params.file);
    const number = file.replace(/\.pdf$/i, '');
    const notThere = new NotFound(`No invoice or credit note ${number}`);
    if (!file.toLowerCase().endsWith('.pdf') || !/^[A-Za-z]+-\d{4}-\d+$/.test(number)) throw notThere;
    const meta = await call(req, res, `/internal/vat-documents/${encodeURIComponent(number)}`);
    if (!meta) return;
    if (!mayRead(user, (await meta.json()) as PaymentsDocument)) throw notThere;
    const answer = await call(req, res, `/internal/vat-documents/${encodeURIComponent(number)}/pdf`);
    if (!answer) return;
    res
      .type('application/pdf')
      .set('Content-Disposition', answer.headers.get('content-disposition') ?? `inline; filename="${number}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(Buffer.from(await answer.arrayBuffer()));
  };

  const month: RequestHandler = async (req, res) => {
    requireAdmin({ user: userOf(res) });
    const { month: asked } = parseInput(invoiceMonthQuerySchema, req.query);
    const answer = await call(req, res, `/internal/vat-documents/months?month=${asked}`);
    if (!answer) return;
    res.set('Cache-Control', 'private, no-store').json(((await answer.json()) as PaymentsDocument[]).map(documentView));
  };

  const monthCsv: RequestHandler = async (req, res) => {
    requireAdmin({ user: userOf(res) });
    const { month: asked } = parseInput(invoiceMonthQuerySchema, req.query);
    const answer = await call(req, res, `/internal/vat-documents/months.csv?month=${asked}`);
    if (!answer) return;
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="invoices-${asked}.csv"`)
      .set('Cache-Control', 'private, no-store')
      .send(await answer.text());
  };

  // The CSV first: /api/admin/invoices.csv is not the list.
  app.get(INVOICE_PATHS.monthCsv, monthCsv);
  app.get(INVOICE_PATHS.month, month);
  app.get(INVOICE_PATHS.ofOrder, ofSubject('order', ORDER_MESSAGES.notFound));
  app.get(INVOICE_PATHS.ofBooking, ofSubject('hire-booking', HIRE_QUOTE_ITEM_MESSAGES.quoteNotFound));
  app.get(INVOICE_PATHS.pdf, pdf);
}
