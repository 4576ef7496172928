import type { EventHandlers } from '@shop/kit';
import type { SendEventEmails } from '../application/send-event-emails';
import {
  bankTransferEmails,
  contactEmails,
  orderConfirmationEmails,
  orderStatusEmails,
  quoteRequestedEmails,
  quoteStatusEmails,
} from '../domain/emails';
import {
  bookingCancelledEmails,
  bookingOverdueEmails,
  quoteAcceptanceRefusedEmails,
  quoteAcceptedEmails,
  quoteDeclinedEmails,
  quoteExpiredEmails,
  quoteSentEmails,
} from '../domain/hire-quote-emails';
import { bookingDispatchedEmails, bookingSettledEmails, unitsReturnedEmails } from '../domain/hire-floor-emails';
import { balanceReminderEmails, endReminderEmails, startReminderEmails } from '../domain/hire-reminder-emails';
import {
  returnApprovedEmails,
  returnDeclinedEmails,
  returnReceivedEmails,
  returnRefundedEmails,
  returnRequestedEmails,
} from '../domain/order-return-emails';

/**
 * The events that cause emails: each handler names the plan for its event and hands it to the use
 * case. `shopUrl` starts the links in them (a sent quote's accept link, a booking's pay links).
 */
export function emailHandlers(sendEmails: SendEventEmails, shopUrl: string): EventHandlers {
  return {
    // The confirmation goes when the order is paid, not when it is placed.
    OrderPaid: (data, event, { key }) => sendEmails(key, event.type, (s) => orderConfirmationEmails(s, data)),
    OrderAwaitingBankTransfer: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => bankTransferEmails(s, data)),
    OrderStatusChanged: (data, event, { key }) => sendEmails(key, event.type, (s) => orderStatusEmails(s, data)),
    OrderReturnRequested: (data, event, { key }) => sendEmails(key, event.type, (s) => returnRequestedEmails(s, data)),
    OrderReturnApproved: (data, event, { key }) => sendEmails(key, event.type, (s) => returnApprovedEmails(s, data)),
    OrderReturnDeclined: (data, event, { key }) => sendEmails(key, event.type, (s) => returnDeclinedEmails(s, data)),
    OrderReturnReceived: (data, event, { key }) => sendEmails(key, event.type, (s) => returnReceivedEmails(s, data)),
    OrderReturnRefunded: (data, event, { key }) => sendEmails(key, event.type, (s) => returnRefundedEmails(s, data)),
    HireQuoteRequested: (data, event, { key }) => sendEmails(key, event.type, (s) => quoteRequestedEmails(s, data)),
    HireQuoteStatusChanged: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => quoteStatusEmails(s, data, shopUrl)),
    HireQuoteSent: (data, event, { key }) => sendEmails(key, event.type, (s) => quoteSentEmails(s, data, shopUrl)),
    HireQuoteAccepted: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => quoteAcceptedEmails(s, data, shopUrl)),
    HireQuoteAcceptanceRefused: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => quoteAcceptanceRefusedEmails(s, data)),
    HireQuoteDeclined: (data, event, { key }) => sendEmails(key, event.type, (s) => quoteDeclinedEmails(s, data)),
    HireQuoteExpired: (data, event, { key }) => sendEmails(key, event.type, (s) => quoteExpiredEmails(s, data)),
    HireBookingCancelled: (data, event, { key }) => sendEmails(key, event.type, (s) => bookingCancelledEmails(s, data)),
    HireBookingOverdue: (data, event, { key }) => sendEmails(key, event.type, (s) => bookingOverdueEmails(s, data)),
    HireBookingDispatched: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => bookingDispatchedEmails(s, data)),
    HireUnitsReturned: (data, event, { key }) => sendEmails(key, event.type, (s) => unitsReturnedEmails(s, data)),
    HireBookingSettled: (data, event, { key }) => sendEmails(key, event.type, (s) => bookingSettledEmails(s, data)),
    HireBookingStartReminder: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => startReminderEmails(s, data)),
    HireBookingEndReminder: (data, event, { key }) => sendEmails(key, event.type, (s) => endReminderEmails(s, data)),
    HireBookingBalanceReminder: (data, event, { key }) =>
      sendEmails(key, event.type, (s) => balanceReminderEmails(s, data, shopUrl)),
    ContactMessageReceived: (data, event, { key }) => sendEmails(key, event.type, (s) => contactEmails(s, data)),
  };
}
