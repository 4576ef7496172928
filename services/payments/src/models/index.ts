import type { Connection } from 'mongoose';
import { AggregateStore, type Written } from '@shop/kit';
import { paymentModel } from './payment';
import { paymentSettingsModel } from './payment-settings';
import { reconciliationReportModel } from './reconciliation-report';

export function createModels(connection: Connection) {
  return {
    Payment: paymentModel(connection),
    ReconciliationReport: reconciliationReportModel(connection),
    PaymentSettings: paymentSettingsModel(connection),
  };
}

export type PaymentsModels = ReturnType<typeof createModels>;

/** Payments are written through here: versioned, with their events, then relayed. */
export function createStores({ Payment }: PaymentsModels, committed: (written?: Written) => void) {
  return {
    payments: new AggregateStore(Payment, {
      changedMessage: 'This payment was changed meanwhile; reload to see its current state',
      committed,
    }),
  };
}

export type PaymentsStores = ReturnType<typeof createStores>;
