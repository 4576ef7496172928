import { z } from 'zod';
import { cartProductIdSchema, cartQuantitySchema, cartSessionIdSchema } from './cart';
import { hireQuoteStatusSchema } from './hire';
import { hireQuoteDeclineSchema } from './hire-quote-desk';
import { newsletterSubscribeSchema } from './newsletter';
import { orderStatusSchema } from './order';
import { CARRIERS } from './shipment';

/**
 * Bodies and answers of the REST paths (storefront 7, admin 7) that are not a form of their own:
 * the shapes the gateway's API description publishes beside the form schemas.
 */

/** Every failure answers this: the message names the field when an input was refused. */
export const apiErrorSchema = z.object({ message: z.string() });

export const successSchema = z.object({ success: z.literal(true) });
export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });
/** An operation that can fail softly, e.g. the test email or a Mailchimp call. */
export const outcomeSchema = z.object({ success: z.boolean(), message: z.string() });

/**
 * A Mailchimp audience as GET /api/mailchimp/lists answers it (admin 5): its figures under `stats`, named as
 * Mailchimp names them.
 */
export const mailchimpListSchema = z.object({
  id: z.string(),
  name: z.string(),
  stats: z.object({
    member_count: z.number().int(),
    unsubscribe_count: z.number().int(),
    open_rate: z.number(),
    click_rate: z.number(),
    campaign_count: z.number().int(),
  }),
});
export type MailchimpList = z.infer<typeof mailchimpListSchema>;

/** A positive whole-number id, as path segments and bodies name entities. */
export const entityIdSchema = z.number().int().positive();

export const cartLineInputSchema = z.object({
  sessionId: cartSessionIdSchema,
  productId: cartProductIdSchema,
  quantity: cartQuantitySchema,
});
export const cartQuantityInputSchema = z.object({ quantity: cartQuantitySchema });
export const cartSessionSchema = z.object({ sessionId: z.uuid() });

export const wishlistInputSchema = z.object({ productId: entityIdSchema });
export const wishlistCheckSchema = z.object({ isInWishlist: z.boolean() });

/** An admin's order status change; `expectedVersion` refuses it (409) when the order changed meanwhile. */
export const orderStatusChangeSchema = z.object({
  status: orderStatusSchema,
  expectedVersion: entityIdSchema.nullish(),
  /** With `shipped`: the carrier (its name in `carrierName` when `other`) and the tracking number. */
  carrier: z.enum(CARRIERS).nullish(),
  carrierName: z.string().nullish(),
  trackingNumber: z.string().nullish(),
  /** With `delivered`: the UK day it arrived (today when left out). */
  deliveredOn: z.iso.date().nullish(),
});

/**
 * The hire desk's decision; `override` confirms an approval that over-commits stock, and `reason`
 * tells the customer why a request was rejected.
 */
export const hireQuoteStatusChangeSchema = hireQuoteDeclineSchema.extend({
  status: hireQuoteStatusSchema,
  override: z.boolean().nullish(),
});

/** The footer's signup; the admin's panel may name another list. */
export const newsletterSignupSchema = newsletterSubscribeSchema.extend({ listId: z.string().nullish() });
