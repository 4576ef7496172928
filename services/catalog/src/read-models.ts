// Where scripts/events.ts still imports the read models from; they live in events/read-models.ts.
export { catalogReadModels, rebuildCatalogReadModel } from './events/read-models';
