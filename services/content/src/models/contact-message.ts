import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, type Aggregate } from '@shop/kit';

export interface ContactMessage extends Aggregate {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

const contactMessageSchema = new Schema<ContactMessage>(
  {
    id: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    message: { type: String, required: true },
    ...aggregateFields,
  },
  { timestamps: { createdAt: true, updatedAt: false }, minimize: false, versionKey: false },
);

export const contactMessageModel = (connection: Connection): Model<ContactMessage> =>
  connection.model<ContactMessage>('ContactMessage', contactMessageSchema, 'contact_messages');
