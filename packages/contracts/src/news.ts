import { z } from 'zod';
import { optionalFlag, optionalText } from './fields';

/** News form rules (admin spec 5): title and content required, image URL optional, active by default. */
export const newsItemInputSchema = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title is too long'),
  content: z.string({ error: 'Content is required' }).trim().min(1, 'Content is required'),
  imageUrl: optionalText.pipe(z.url('Image URL must be a valid URL').nullable()),
  isActive: optionalFlag(true),
});

export type NewsItemInput = z.output<typeof newsItemInputSchema>;
