import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { pendingEventsField, type WithOutbox } from '@shop/kit';

export interface Category extends WithOutbox {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export type CategoryDoc = HydratedDocument<Category>;

const categorySchema = new Schema<Category>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: null },
    parentId: { type: Number, default: null, index: true },
    ...pendingEventsField,
  },
  { timestamps: true, minimize: false },
);

export const categoryModel = (connection: Connection): Model<Category> =>
  connection.model<Category>('Category', categorySchema, 'categories');
