import { Schema, type Connection, type HydratedDocument, type Model } from 'mongoose';
import { pendingEventsField, type WithOutbox } from '@shop/kit';

export interface NewsItem extends WithOutbox {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type NewsItemDoc = HydratedDocument<NewsItem>;

const newsItemSchema = new Schema<NewsItem>(
  {
    id: { type: Number, required: true, unique: true },
    title: { type: String, required: true },
    content: { type: String, required: true },
    imageUrl: { type: String, default: null },
    isActive: { type: Boolean, default: true },
    ...pendingEventsField,
  },
  { timestamps: true, minimize: false },
);
newsItemSchema.index({ isActive: 1, createdAt: -1 });

export const newsItemModel = (connection: Connection): Model<NewsItem> =>
  connection.model<NewsItem>('NewsItem', newsItemSchema, 'news_items');
