import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';

/**
 * Local read model of content's categories, kept from its Category* events: enough to check a
 * product's categoryId and to expand a category to its children. Never written by catalog itself.
 * A deleted category stays as a tombstone, so a replayed older event cannot bring it back.
 */
export interface CategoryView extends MirroredRow {
  name: string;
  slug: string;
  parentId: number | null;
}

const categoryViewSchema = mirrorSchema<CategoryView>({
  name: { type: String, default: '' },
  slug: { type: String, default: '' },
  parentId: { type: Number, default: null },
});

/** Filter for categories that exist. */
export const existing = { deleted: false } as const;

export const categoryViewModel = (connection: Connection): Model<CategoryView> =>
  connection.model<CategoryView>('CategoryView', categoryViewSchema, 'categories');
