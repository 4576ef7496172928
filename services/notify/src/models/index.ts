import type { Connection } from 'mongoose';
import { emailSettingsModel } from './email-settings';
import { outgoingEmailModel } from './outgoing-email';

export function createModels(connection: Connection) {
  return {
    EmailSettings: emailSettingsModel(connection),
    OutgoingEmail: outgoingEmailModel(connection),
  };
}

export type NotifyModels = ReturnType<typeof createModels>;
