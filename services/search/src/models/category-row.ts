import { mirrorSchema, type MirroredRow } from '@shop/kit';
import type { Connection, Model } from 'mongoose';

/** Content's categories as search keeps them: their names are searched, and a category filter takes in those below. */
export interface CategoryRow extends MirroredRow {
  name: string;
  parentId: number | null;
  changedAt: Date;
}

const schema = mirrorSchema<CategoryRow>({
  name: { type: String, default: '' },
  parentId: { type: Number, default: null },
  changedAt: { type: Date, required: true },
});
schema.index({ changedAt: 1 });

export const categoryRowModel = (connection: Connection): Model<CategoryRow> =>
  connection.model<CategoryRow>('CategoryRow', schema, 'categories');
