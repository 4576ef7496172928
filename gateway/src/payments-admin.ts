import type { Express, Request, RequestHandler, Response } from 'express';
import { parseInput, requireAdmin, signedInternalFetch } from '@shop/kit';
import { reconciliationListQuerySchema, runReconciliationInputSchema, toGbpOrNull } from '@shop/contracts';
import { requestSession } from './session-guard';

/** The admin's reconciliation reports: the latest days', and a day's run now. */
export const RECONCILIATIONS_PATH = '/api/admin/payments/reconciliations';

interface PaymentsDifference {
  stripePence: number | null;
  recordedPence: number | null;
  [field: string]: unknown;
}
interface PaymentsReport {
  differences: PaymentsDifference[];
  [field: string]: unknown;
}

/** A report as the admin reads it: amounts in GBP, as every answer of the API gives them. */
const reportView = ({ differences, ...report }: PaymentsReport) => ({
  ...report,
  differences: differences.map(({ stripePence, recordedPence, ...difference }) => ({
    ...difference,
    stripeAmount: toGbpOrNull(stripePence),
    recordedAmount: toGbpOrNull(recordedPence),
  })),
});

/**
 * The payments service has no subgraph: its reconciliation reports reach the admin screen through this REST path,
 * for admins only, as signed calls to payments' internal API. Payments' refusals (a 4xx with its message) are passed
 * on; no answer is 503.
 */
export function paymentsAdmin(app: Express, paymentsUrl: string, internalSecret: string): void {
  const call = async (req: Request, res: Response, method: 'GET' | 'POST', path: string, body?: unknown) => {
    let answer: globalThis.Response;
    try {
      // A day's run lists Stripe's pages: longer than a read.
      answer = await signedInternalFetch(paymentsUrl, internalSecret, { method, path, body, timeoutMs: 60_000 });
    } catch (err) {
      req.log.warn({ err, payments: paymentsUrl }, 'payments did not answer');
      res.status(503).json({ message: 'Payments is not available right now; try again shortly' });
      return;
    }
    const json = (await answer.json()) as PaymentsReport | PaymentsReport[] | { message: string };
    if (!answer.ok) {
      res.status(answer.status).json(json);
      return;
    }
    res.json(Array.isArray(json) ? json.map(reportView) : reportView(json as PaymentsReport));
  };

  const list: RequestHandler = async (req, res) => {
    requireAdmin({ user: requestSession(res)?.user ?? null });
    const { days } = parseInput(reconciliationListQuerySchema, req.query);
    await call(req, res, 'GET', `/internal/reconciliations?days=${days}`);
  };
  const run: RequestHandler = async (req, res) => {
    requireAdmin({ user: requestSession(res)?.user ?? null });
    await call(req, res, 'POST', '/internal/reconciliations', parseInput(runReconciliationInputSchema, req.body ?? {}));
  };
  app.get(RECONCILIATIONS_PATH, list);
  app.post(RECONCILIATIONS_PATH, run);
}
