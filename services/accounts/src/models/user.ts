import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateFields, type Aggregate, type Role } from '@shop/kit';

export interface User extends Aggregate {
  id: number;
  username: string;
  /** Lower-cased username: one name is taken whatever its case. */
  usernameKey: string;
  /** Stored lower-cased. */
  email: string;
  passwordHash: string;
  fullName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  role: Role;
  /** Sessions signed before this version are over (sign out everywhere, a password change). */
  sessionVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export const PROFILE_TEXT_FIELDS = ['address', 'city', 'state', 'postalCode', 'country', 'phone'] as const;

const optionalText = { type: String, default: null };

const userSchema = new Schema<User>(
  {
    id: { type: Number, required: true, unique: true },
    username: { type: String, required: true },
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    // Never read unless asked for with select('+passwordHash').
    passwordHash: { type: String, required: true, select: false },
    fullName: optionalText,
    address: optionalText,
    city: optionalText,
    state: optionalText,
    postalCode: optionalText,
    country: optionalText,
    phone: optionalText,
    role: { type: String, enum: ['user', 'admin'], default: 'user', required: true },
    sessionVersion: { type: Number, default: 0 },
    ...aggregateFields,
  },
  { timestamps: true, minimize: false, versionKey: false },
);

export const userModel = (connection: Connection): Model<User> => connection.model<User>('User', userSchema, 'users');
