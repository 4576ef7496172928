import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Local read model of content's categories, kept from its Category* events: enough to check a
 * product's categoryId and to expand a category to its children. Never written by catalog itself.
 * A deleted category stays as a tombstone, so a replayed older event cannot bring it back.
 */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  deleted: boolean;
  /** aggregateVersion of the last event applied: older or repeated events are ignored. */
  version: number;
}

const categoryViewSchema = new Schema<CategoryView>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, default: '' },
    slug: { type: String, default: '' },
    parentId: { type: Number, default: null },
    deleted: { type: Boolean, default: false },
    version: { type: Number, required: true },
  },
  { versionKey: false },
);

/** Filter for categories that exist. */
export const existing = { deleted: false } as const;

export const categoryViewModel = (connection: Connection): Model<CategoryView> =>
  connection.model<CategoryView>('CategoryView', categoryViewSchema, 'categories');
