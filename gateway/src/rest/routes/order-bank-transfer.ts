import { z } from 'zod';
import { orderSettingsSchema, recordBankTransferSchema } from '@shop/contracts';
import { graphql } from '../__generated__';
import { bodyFields, bodyObject, intParam, route } from '../route';

/**
 * Bank transfer for large orders: what the checkout offers, the shop's order settings (the threshold, the hold and
 * its bank details; the rules of returns), and the admin recording a transfer received.
 */
export const orderBankTransferRoutes = [
  route({
    method: 'get',
    path: '/api/checkout-options',
    summary: 'What the checkout offers',
    auth: 'public',
    description:
      '`bankTransferThreshold` (GBP): an order of that total or more may be placed with `paymentMethod` ' +
      '`bank-transfer`; null while the shop has not set its bank details, when bank transfer is not offered. ' +
      "`paypal`: whether PayPal is offered (turned on in the admin's Payments settings).",
    response: z.object({ bankTransferThreshold: z.number().nullable(), paypal: z.boolean() }),
    operation: graphql(`
      query CheckoutOptions {
        checkoutOptions {
          bankTransferThreshold
          paypal
        }
      }
    `),
    result: (d) => d.checkoutOptions,
  }),
  route({
    method: 'get',
    path: '/api/admin/order-settings',
    summary: "The shop's order settings",
    description:
      'Bank transfer is offered for orders of `bankTransferThreshold` (GBP, default 1000.00) or more once the bank ' +
      'details are set, and such an order holds its stock `bankTransferHoldDays` (default 7) for the transfer. ' +
      'A return may be asked for `returnWindowDays` (default 30) after delivery; an approved return is sent to ' +
      '`returnsAddress` (lines separated by newlines; empty until set, and approving a return answers 409 naming ' +
      'it then); the order’s shipping is refunded when a return completes the whole order ' +
      '(`refundShippingOnWholeReturn`, default true) and with faulty items (`refundShippingWhenFaulty`, default true).',
    auth: 'admin',
    response: orderSettingsSchema,
    operation: graphql(`
      query OrderSettings {
        orderSettings {
          ...OrderSettingsFields
        }
      }
    `),
    result: (d) => d.orderSettings,
  }),
  route({
    method: 'put',
    path: '/api/admin/order-settings',
    summary: "Save the shop's order settings",
    description:
      'Every field: the threshold in GBP (0 to 1,000,000.00), the hold in whole days (1 to 60), the account name, ' +
      'the sort code (six digits, kept as 12-34-56) and the account number (eight digits); the bank details may be ' +
      'empty, which stops bank transfer being offered. The returns window in whole days (1 to 365), the returns ' +
      'address (at most 500 characters; each line trimmed, blank lines dropped) and the two shipping rules (true or ' +
      'false). Applies from the next request, on every replica. 400 naming the field.',
    auth: 'admin',
    body: orderSettingsSchema,
    response: orderSettingsSchema,
    operation: graphql(`
      mutation SaveOrderSettings($input: OrderSettingsInput!) {
        saveOrderSettings(input: $input) {
          ...OrderSettingsFields
        }
      }
    `),
    variables: (req) => ({ input: bodyObject(req) }),
    result: (d) => d.saveOrderSettings,
  }),
  route({
    method: 'post',
    path: '/api/admin/orders/:id/bank-transfer',
    summary: "Record a bank-transfer order's money received",
    description:
      '`amount` (GBP) must be the order total (400 naming `amount` otherwise) and `reference` is yours (e.g. the ' +
      'bank statement line). The order moves to `processing` with the transfer as its payment (`paymentId` the ' +
      'reference) and the customer is emailed their confirmation; sending it again changes nothing. 409 when the ' +
      'order is not paid by bank transfer, no longer waits for it, or its stock is still being reserved.',
    auth: 'admin',
    body: recordBankTransferSchema,
    errors: [409],
    operation: graphql(`
      mutation RecordBankTransfer($id: Int!, $amount: Float, $reference: String) {
        recordBankTransfer(id: $id, amount: $amount, reference: $reference) {
          ...OrderFields
        }
      }
    `),
    variables: (req) => ({ ...bodyFields(req, ['amount', 'reference']), id: intParam(req, 'id') }),
    result: (d) => d.recordBankTransfer,
  }),
];
