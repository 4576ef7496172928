import { z } from 'zod';
import { listCeiling, orderStatusSchema } from '@shop/contracts';

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-11-23`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${field} must be a real date`)
    .nullish();

export const MAX_PAGE_SIZE = listCeiling('OrderPage', 'items');

/** The admin order table's filter (status, days in UK time, a search text, the page). */
export const adminOrderFilterSchema = z
  .object({
    status: orderStatusSchema.nullish(),
    from: day('from'),
    to: day('to'),
    search: z.string().trim().max(200).nullish(),
    page: z.number().int().min(1, 'page must be 1 or more').nullish(),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`).nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'from must not be after to', path: ['from'] })
  .nullish();

export type AdminOrderFilter = NonNullable<z.output<typeof adminOrderFilterSchema>>;

/** A search text as a literal, case-insensitive pattern; NUL is escaped, as BSON refuses it raw in a pattern. */
export const literalPattern = (text: string): RegExp =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00'), 'i');
