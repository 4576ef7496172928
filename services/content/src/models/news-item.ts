import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, type Aggregate } from '@shop/kit';

export interface NewsItem extends Aggregate {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const newsItemSchema = new Schema<NewsItem>(
  {
    id: { type: Number, required: true, unique: true },
    title: { type: String, required: true },
    content: { type: String, required: true },
    imageUrl: { type: String, default: null },
    isActive: { type: Boolean, default: true },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);
newsItemSchema.index({ isActive: 1, createdAt: -1 });

export const newsItemModel = (connection: Connection): Model<NewsItem> =>
  connection.model<NewsItem>('NewsItem', newsItemSchema, 'news_items');
