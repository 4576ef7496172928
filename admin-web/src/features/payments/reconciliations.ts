import type { ReconciliationDifferenceKind } from '@shop/contracts';
import { requestJson } from '../../lib/rest';

/** One difference between Stripe and the shop's records (amounts in GBP, null on the side that has none). */
export interface ReconciliationDifference {
  kind: ReconciliationDifferenceKind;
  object: 'payment' | 'refund';
  stripeId: string | null;
  paymentId: number | null;
  stripeAmount: number | null;
  recordedAmount: number | null;
  detail: string;
}

/** A UK day's reconciliation with Stripe. */
export interface ReconciliationReport {
  day: string;
  ranAt: string;
  matched: number;
  differences: ReconciliationDifference[];
}

const PATH = '/api/admin/payments/reconciliations';

/** The latest days' reports, the latest first. */
export const latestReconciliations = (days: number) => requestJson<ReconciliationReport[]>(`${PATH}?days=${days}`);

/** Reconciles a UK day (YYYY-MM-DD) now, replacing its report. */
export const reconcileDay = (day: string) => requestJson<ReconciliationReport>(PATH, { day });
