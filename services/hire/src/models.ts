import type { Connection } from 'mongoose';
import { accountViewModel } from './shared/models/account-view';
import { calendarFeedModel } from './modules/planning/models/calendar-feed';
import { commitmentLedgerModel } from './modules/planning/models/commitment-ledger';
import { fleetModel } from './modules/fleet/models/fleet';
import { hireSettingsModel } from './shared/models/hire-settings';
import { letterheadViewModel } from './shared/models/letterhead-view';
import { productViewModel } from './shared/models/product-view';
import { quoteModel } from './modules/quotes/models/quote';
import { unitModel } from './modules/fleet/models/unit';

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
