import { DEFAULT_HIRE_SETTINGS, type HireSettings } from '@shop/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** The business's hire settings (pricing, reminders, bank details): one document, the defaults until the admin first saves. */
interface HireSettingsDoc extends HireSettings {
  _id: string;
}

const settingsSchema = new Schema<HireSettingsDoc>(
  {
    _id: { type: String, required: true },
    chargeableDaysPerWeek: Number,
    weekendRule: Boolean,
    damageWaiverPercent: Number,
    damageWaiverExcessPence: Number,
    securityDepositPercent: Number,
    bookingDepositPercent: Number,
    balanceDueDaysBeforeStart: Number,
    quoteValidityDays: Number,
    startReminderDaysBefore: Number,
    balanceReminderDaysBefore: Number,
    bankAccountName: String,
    bankSortCode: String,
    bankAccountNumber: String,
  },
  { versionKey: false },
);

export const hireSettingsModel = (connection: Connection): Model<HireSettingsDoc> =>
  connection.model<HireSettingsDoc>('HireSettings', settingsSchema, 'settings');

const ID = 'rates';

/** Reads and saves the hire settings; a field never saved reads as its default. */
export function hireSettingsStore(HireSettings: Model<HireSettingsDoc>) {
  return {
    async read(): Promise<HireSettings> {
      const { _id, ...saved } = (await HireSettings.findById(ID).lean<HireSettingsDoc>()) ?? { _id: ID };
      return { ...DEFAULT_HIRE_SETTINGS, ...saved };
    },
    async save(settings: HireSettings): Promise<HireSettings> {
      await HireSettings.updateOne({ _id: ID }, { $set: settings }, { upsert: true });
      return settings;
    },
  };
}

export type HireSettingsStore = ReturnType<typeof hireSettingsStore>;
