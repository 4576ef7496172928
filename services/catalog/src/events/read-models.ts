import { ServiceRuntime, type EventHandlers } from '@shop/kit';
import { readCatalogConfig } from '../config';
import { categoryHandlers } from './categories';
import { createModels, type CatalogModels } from '../models';

/** The catalog's read models, by the name `npm run events -- rebuild <name>` knows them. */
const readModels: Record<string, { purpose: string; handlers: (models: CatalogModels) => EventHandlers }> = {
  'catalog.categories': { purpose: 'categories', handlers: categoryHandlers },
};

export const catalogReadModels = Object.keys(readModels);

/** Replays a read model's topics into the catalog's database; resolves with the events applied. */
export async function rebuildCatalogReadModel(name: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const model = readModels[name];
  if (!model) throw new Error(`Unknown read model ${name}; known: ${catalogReadModels.join(', ')}`);
  const config = readCatalogConfig(env);
  const runtime = await ServiceRuntime.create({ name: 'catalog', config, dbName: config.MONGODB_DB });
  try {
    const models = createModels(runtime.connection);
    await runtime.ensureIndexes();
    return await runtime.rebuild(model.purpose, model.handlers(models));
  } finally {
    await runtime.close();
  }
}
