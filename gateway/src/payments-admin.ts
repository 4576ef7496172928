import type { Express, Request, RequestHandler, Response } from 'express';
import { parseInput, requireAdmin } from '@shop/kit';
import {
  paymentSettingsSchema,
  reconciliationListQuerySchema,
  runReconciliationInputSchema,
  toGbpOrNull,
} from '@shop/contracts';
import { paymentsCalls } from './payments-calls';
import { requestSession } from './session-guard';

/** The admin's reconciliation reports: the latest days', and a day's run now. */
export const RECONCILIATIONS_PATH = '/api/admin/payments/reconciliations';
/** The admin's Payments card: the Stripe keys' mode, the publishable key, PayPal, and the write-only secrets. */
export const PAYMENT_SETTINGS_PATH = '/api/admin/payments/settings';

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

const reportsView = (json: unknown) =>
  Array.isArray(json) ? (json as PaymentsReport[]).map(reportView) : reportView(json as PaymentsReport);

/**
 * The payments service has no subgraph: its reconciliation reports and its settings reach the admin screen through
 * these REST paths, for admins only, as signed calls to payments' internal API. Payments' refusals (a 4xx with its
 * message) are passed on; no answer is 503.
 */
export function paymentsAdmin(app: Express, paymentsUrl: string, internalSecret: string): void {
  const payments = paymentsCalls(paymentsUrl, internalSecret, 'Payments is not available right now; try again shortly');
  /** Payments' answer, shown through `view`. */
  const call = async (
    req: Request,
    res: Response,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    view: (json: unknown) => unknown = reportsView,
  ) => {
    // A day's run lists Stripe's pages: longer than a read.
    const answer = await payments(req, res, { method, path, body, timeoutMs: 60_000 });
    if (answer) res.json(view(await answer.json()));
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

  // The secrets are write-only: payments answers only whether each is set and its last 4 characters.
  const asIs = (json: unknown) => json;
  app.get(PAYMENT_SETTINGS_PATH, async (req, res) => {
    requireAdmin({ user: requestSession(res)?.user ?? null });
    await call(req, res, 'GET', '/internal/payment-settings', undefined, asIs);
  });
  app.put(PAYMENT_SETTINGS_PATH, async (req, res) => {
    requireAdmin({ user: requestSession(res)?.user ?? null });
    const input = parseInput(paymentSettingsSchema, req.body ?? {});
    await call(req, res, 'POST', '/internal/payment-settings', input, asIs);
  });
}
