import { z } from 'zod';
import { tooLongMessage } from './fields';

/** The carriers the shop ships with; "other" takes the carrier's name as typed and has no tracking link. */
export const CARRIERS = ['royal-mail', 'dpd', 'dhl', 'ups', 'parcelforce', 'evri', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  'royal-mail': 'Royal Mail',
  dpd: 'DPD',
  dhl: 'DHL',
  ups: 'UPS',
  parcelforce: 'Parcelforce',
  evri: 'Evri',
  other: 'Other',
};

/** Each carrier's public tracking page; `{tracking}` is the tracking number without spaces. */
const TRACKING_URL_TEMPLATES: Record<Exclude<Carrier, 'other'>, string> = {
  'royal-mail': 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking}',
  dpd: 'https://track.dpd.co.uk/parcels/{tracking}',
  dhl: 'https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={tracking}',
  ups: 'https://www.ups.com/track?loc=en_GB&tracknum={tracking}',
  parcelforce: 'https://www.parcelforce.com/track-trace?trackNumber={tracking}',
  evri: 'https://www.evri.com/track/parcel/{tracking}',
};

export const CARRIER_NAME_MAX = 60;

export const SHIPMENT_MESSAGES = {
  carrier: `Carrier must be one of: ${CARRIERS.join(', ')}`,
  carrierName: "Enter the carrier's name",
  trackingNumber: 'Tracking number must be 4-40 letters, digits, spaces or dashes',
  notShipping: 'Carrier and tracking number are only recorded when the order is marked shipped',
  deliveredOn: 'Delivered date must be a date (YYYY-MM-DD)',
  deliveredInFuture: 'Delivered date cannot be in the future',
  deliveredBeforeShipping: 'Delivered date cannot be before the order shipped',
  notDelivering: 'A delivered date is only recorded when the order is marked delivered',
} as const;

export const trackingNumberSchema = z
  .string({ error: SHIPMENT_MESSAGES.trackingNumber })
  .trim()
  .regex(/^[A-Za-z0-9 -]{4,40}$/, SHIPMENT_MESSAGES.trackingNumber);

/** The name of a carrier not on the list. */
export const carrierNameSchema = z
  .string()
  .trim()
  .max(CARRIER_NAME_MAX, tooLongMessage('Carrier name', CARRIER_NAME_MAX));

/** What the admin enters when an order ships: the carrier (its name when "other") and the tracking number. */
export const shipmentInputSchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: SHIPMENT_MESSAGES.carrier }),
    carrierName: carrierNameSchema.nullish().transform((v) => v || null),
    trackingNumber: trackingNumberSchema,
  })
  .superRefine((s, ctx) => {
    if (s.carrier === 'other' && !s.carrierName) {
      ctx.addIssue({ code: 'custom', path: ['carrierName'], message: SHIPMENT_MESSAGES.carrierName });
    }
  })
  // A named carrier's own name is its label; only "other" keeps the typed one.
  .transform((s) => ({ ...s, carrierName: s.carrier === 'other' ? s.carrierName : null }));
export type ShipmentInput = z.output<typeof shipmentInputSchema>;

/** The day the parcel arrived, as the admin gives it. */
export const deliveredOnSchema = z.iso.date({ error: SHIPMENT_MESSAGES.deliveredOn });

/** The carrier as the customer reads it: its own name, or the name typed for "other". */
export const carrierLabel = (s: Pick<ShipmentInput, 'carrier' | 'carrierName'>): string =>
  s.carrier === 'other' ? (s.carrierName ?? CARRIER_LABELS.other) : CARRIER_LABELS[s.carrier];

/** The carrier's public tracking page for the parcel; none for "other". */
export function trackingUrl(s: Pick<ShipmentInput, 'carrier' | 'trackingNumber'>): string | null {
  if (s.carrier === 'other') return null;
  const tracking = encodeURIComponent(s.trackingNumber.replace(/\s+/g, ''));
  return TRACKING_URL_TEMPLATES[s.carrier].replace('{tracking}', tracking);
}

/** A shipment as events carry it and the order shows it. */
export const shipmentSchema = z.object({
  carrier: z.enum(CARRIERS),
  carrierName: z.string().nullable(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;
