import type { Connection } from 'mongoose';
import { accountViewModel } from './account-view';
import { calendarFeedModel } from './calendar-feed';
import { commitmentLedgerModel } from './commitment-ledger';
import { fleetModel } from './fleet';
import { hireSettingsModel } from './hire-settings';
import { letterheadViewModel } from './letterhead-view';
import { productViewModel } from './product-view';
import { quoteModel } from './quote';
import { unitModel } from './unit';

export function createModels(connection: Connection) {
  return {
    Quote: quoteModel(connection),
    ProductView: productViewModel(connection),
    AccountView: accountViewModel(connection),
    LetterheadView: letterheadViewModel(connection),
    CommitmentLedger: commitmentLedgerModel(connection),
    HireSettings: hireSettingsModel(connection),
    CalendarFeed: calendarFeedModel(connection),
    Unit: unitModel(connection),
    Fleet: fleetModel(connection),
  };
}

export type HireModels = ReturnType<typeof createModels>;
