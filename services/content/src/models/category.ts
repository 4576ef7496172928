import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, type Aggregate } from '@shop/kit';

export interface Category extends Aggregate {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  parentId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

const categorySchema = new Schema<Category>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    description: { type: String, default: null },
    parentId: { type: Number, default: null, index: true },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);

export const categoryModel = (connection: Connection): Model<Category> =>
  connection.model<Category>('Category', categorySchema, 'categories');
