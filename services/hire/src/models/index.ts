import type { Connection } from 'mongoose';
import { commitmentLedgerModel } from './commitment-ledger';
import { hireSettingsModel } from './hire-settings';
import { productViewModel } from './product-view';
import { quoteModel } from './quote';

export function createModels(connection: Connection) {
  return {
    Quote: quoteModel(connection),
    ProductView: productViewModel(connection),
    CommitmentLedger: commitmentLedgerModel(connection),
    HireSettings: hireSettingsModel(connection),
  };
}

export type HireModels = ReturnType<typeof createModels>;
