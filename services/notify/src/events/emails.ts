import type { EventHandlers } from '@shop/kit';
import {
  contactEmails,
  orderPlacedEmails,
  orderStatusEmails,
  quoteRequestedEmails,
  quoteStatusEmails,
} from '../domain/emails';
import type { Mailer } from '../mailer';
import type { SettingsStore } from '../models/settings';

/** The events that cause emails; each handler plans them with the current wording and hands them to the mailer. */
export function emailHandlers(settings: SettingsStore, mail: Mailer): EventHandlers {
  return {
    OrderPlaced: async (data, event, { key }) =>
      mail.send(key, event.type, orderPlacedEmails(await settings.wording(), data)),
    OrderStatusChanged: async (data, event, { key }) =>
      mail.send(key, event.type, orderStatusEmails(await settings.wording(), data)),
    HireQuoteRequested: async (data, event, { key }) =>
      mail.send(key, event.type, quoteRequestedEmails(await settings.wording(), data)),
    HireQuoteStatusChanged: async (data, event, { key }) =>
      mail.send(key, event.type, quoteStatusEmails(await settings.wording(), data)),
    ContactMessageReceived: async (data, event, { key }) =>
      mail.send(key, event.type, contactEmails(await settings.wording(), data)),
  };
}
