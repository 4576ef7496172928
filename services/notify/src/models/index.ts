import type { Connection } from 'mongoose';
import { emailSettingsModel } from './email-settings';
import { letterheadModel } from './letterhead';
import { mailchimpSettingsModel, subscriberModel } from './newsletter';
import { outgoingEmailModel } from './outgoing-email';

export function createModels(connection: Connection) {
  return {
    EmailSettings: emailSettingsModel(connection),
    Letterhead: letterheadModel(connection),
    OutgoingEmail: outgoingEmailModel(connection),
    Subscriber: subscriberModel(connection),
    MailchimpSettings: mailchimpSettingsModel(connection),
  };
}

export type NotifyModels = ReturnType<typeof createModels>;
