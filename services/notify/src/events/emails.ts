import type { EventHandlers } from '@shop/kit';
import type { SendEventEmails } from '../application/send-event-emails';
import {
  contactEmails,
  orderPlacedEmails,
  orderStatusEmails,
  quoteRequestedEmails,
  quoteStatusEmails,
} from '../domain/emails';

/** The events that cause emails: each handler names the plan for its event and hands it to the use case. */
export function emailHandlers(sendEmails: SendEventEmails): EventHandlers {
  return {
    OrderPlaced: (data, event, { key }) => sendEmails(key, event.type, (s) => orderPlacedEmails(s, data)),
    OrderStatusChanged: (data, event, { key }) => sendEmails(key, event.type, (s) => orderStatusEmails(s, data)),
    HireQuoteRequested: (data, event, { key }) => sendEmails(key, event.type, (s) => quoteRequestedEmails(s, data)),
    HireQuoteStatusChanged: (data, event, { key }) => sendEmails(key, event.type, (s) => quoteStatusEmails(s, data)),
    ContactMessageReceived: (data, event, { key }) => sendEmails(key, event.type, (s) => contactEmails(s, data)),
  };
}
