import { mirrorSchema, type MirroredRow } from '@shop/kit';
import { Schema, type Connection, type Model } from 'mongoose';
import type { KitPart } from '../domain/kits';

/**
 * Local read model of the catalog's hire equipment, kept from its Product* events: what quote
 * lines are checked against and priced by, and the fleet size and turnaround availability needs.
 */
export interface HireProductView extends MirroredRow {
  name: string;
  slug: string;
  isHireItem: boolean;
  /** The fleet: units in service (available or out), counted from the units (see fleet-sync). */
  stock: number;
  /** The stock the catalog last asked for (its admin form, CSV import or seed). */
  catalogStock: number;
  /** The units in service the catalog had last heard of from hire; null before it heard any. */
  catalogFleetUnits: number | null;
  hirePriceDailyPence: number | null;
  hirePriceWeeklyPence: number | null;
  hirePriceMonthlyPence: number | null;
  /** Charged per line when the quote asks for delivery / installation. */
  deliveryPricePence: number | null;
  installationPricePence: number | null;
  /** Refundable deposit per unit; null: the settings' percentage of the hire. */
  securityDepositPence: number | null;
  turnaroundDays: number;
  /** The hire products a kit is made of, per kit; empty for equipment with units of its own. */
  kitParts: KitPart[];
}

const kitPartSchema = new Schema<KitPart>(
  { productId: { type: Number, required: true }, quantity: { type: Number, required: true } },
  { _id: false },
);

const productViewSchema = mirrorSchema<HireProductView>({
  name: { type: String, default: '' },
  slug: { type: String, default: '' },
  isHireItem: { type: Boolean, default: false },
  stock: { type: Number, default: 0 },
  catalogStock: { type: Number, default: 0 },
  catalogFleetUnits: { type: Number, default: null },
  hirePriceDailyPence: { type: Number, default: null },
  hirePriceWeeklyPence: { type: Number, default: null },
  hirePriceMonthlyPence: { type: Number, default: null },
  deliveryPricePence: { type: Number, default: null },
  installationPricePence: { type: Number, default: null },
  securityDepositPence: { type: Number, default: null },
  turnaroundDays: { type: Number, default: 1 },
  kitParts: { type: [kitPartSchema], default: [] },
});
productViewSchema.index({ slug: 1 });
productViewSchema.index({ 'kitParts.productId': 1 });

export const productViewModel = (connection: Connection): Model<HireProductView> =>
  connection.model<HireProductView>('HireProductView', productViewSchema, 'products');
