import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Local read model of content's categories, kept from its Category* events: enough to check a
 * product's categoryId and to expand a category to its children. Never written by catalog itself.
 */
export interface CategoryView {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  /** occurredAt of the last event applied. */
  eventAt: string;
}

const categoryViewSchema = new Schema<CategoryView>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    slug: { type: String, required: true },
    parentId: { type: Number, default: null },
    eventAt: { type: String, required: true },
  },
  { versionKey: false },
);

export const categoryViewModel = (connection: Connection): Model<CategoryView> =>
  connection.model<CategoryView>('CategoryView', categoryViewSchema, 'categories');
