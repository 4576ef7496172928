import { bankDetailsFields, bankDetailsSet, type BankDetails } from './bank-transfer';

/**
 * The shop's bank details a hire customer pays a larger booking to by bank transfer (the spec's third way to pay),
 * kept with the hire settings under the names (and checks) the order settings use; empty until the admin sets them,
 * and while any is empty the booking's pay card offers no transfer.
 */
export type HireBankTransferSettings = BankDetails;

export const DEFAULT_HIRE_BANK_TRANSFER_SETTINGS: HireBankTransferSettings = {
  bankAccountName: '',
  bankSortCode: '',
  bankAccountNumber: '',
};

/** The bank details as the admin saves them, each empty or valid; clients that predate them keep them empty. */
export const hireBankTransferFields = {
  bankAccountName: bankDetailsFields.bankAccountName.default(''),
  bankSortCode: bankDetailsFields.bankSortCode.default(''),
  bankAccountNumber: bankDetailsFields.bankAccountNumber.default(''),
};

/** A booking's bank transfer: the shop's details and the reference that names the booking. */
export interface HireBankTransfer {
  accountName: string;
  sortCode: string;
  accountNumber: string;
  reference: string;
}

/** The transfer a booking offers (its reference `HIRE-<id>`), when the shop's details are all set. */
export const hireBankTransferOf = (settings: HireBankTransferSettings, quoteId: number): HireBankTransfer | null =>
  bankDetailsSet(settings)
    ? {
        accountName: settings.bankAccountName,
        sortCode: settings.bankSortCode,
        accountNumber: settings.bankAccountNumber,
        reference: `HIRE-${quoteId}`,
      }
    : null;
