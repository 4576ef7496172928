import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from '@shop/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** The shop's order settings (bank transfer, returns): one document, the defaults until the admin first saves. */
interface OrderSettingsDoc extends OrderSettings {
  _id: string;
}

const settingsSchema = new Schema<OrderSettingsDoc>(
  {
    _id: { type: String, required: true },
    bankTransferThresholdPence: Number,
    bankTransferHoldDays: Number,
    bankAccountName: String,
    bankSortCode: String,
    bankAccountNumber: String,
    returnWindowDays: Number,
    returnsAddress: String,
    refundShippingOnWholeReturn: Boolean,
    refundShippingWhenFaulty: Boolean,
  },
  { versionKey: false },
);

export const orderSettingsModel = (connection: Connection): Model<OrderSettingsDoc> =>
  connection.model<OrderSettingsDoc>('OrderSettings', settingsSchema, 'settings');

const ID = 'orders';

/** Reads and saves the order settings; a field never saved reads as its default. */
export function orderSettingsStore(OrderSettingsModel: Model<OrderSettingsDoc>) {
  return {
    async read(): Promise<OrderSettings> {
      const { _id, ...saved } = (await OrderSettingsModel.findById(ID).lean<OrderSettingsDoc>()) ?? { _id: ID };
      return { ...DEFAULT_ORDER_SETTINGS, ...saved };
    },
    async save(settings: OrderSettings): Promise<OrderSettings> {
      await OrderSettingsModel.updateOne({ _id: ID }, { $set: settings }, { upsert: true });
      return settings;
    },
  };
}

export type OrderSettingsStore = ReturnType<typeof orderSettingsStore>;
