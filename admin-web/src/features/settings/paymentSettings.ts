import type { PaymentSettingsInput, PaymentSettingsView } from '@shop/contracts';
import { requestJson } from '../../lib/rest';

const PATH = '/api/admin/payments/settings';

/** The Payments card as payments answers it: of each secret only whether it is set and its last 4 characters. */
export const readPaymentSettings = () => requestJson<PaymentSettingsView>(PATH);

/** Saves the card; a secret left blank keeps the saved one. */
export const savePaymentSettings = (input: PaymentSettingsInput) =>
  requestJson<PaymentSettingsView>(PATH, input, 'PUT');
