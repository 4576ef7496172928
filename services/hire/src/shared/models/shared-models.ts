import type { Connection } from 'mongoose';
import { letterheadViewModel } from '@shop/kit';
import { accountViewModel } from './account-view';
import { hireSettingsModel } from './hire-settings';
import { productViewModel } from './product-view';

/** What every module may read: the views of other services' records, and the hire settings. */
export const sharedModels = (connection: Connection) => ({
  ProductView: productViewModel(connection),
  AccountView: accountViewModel(connection),
  LetterheadView: letterheadViewModel(connection),
  HireSettings: hireSettingsModel(connection),
});

export type SharedModels = ReturnType<typeof sharedModels>;
