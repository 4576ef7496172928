import { openTestDatabase, signedIn } from '@shop/kit/testing';
import type { ContentDeps } from '../../src/application/deps';
import { createModels, createStores } from '../../src/models';

/** Content's models and stores on a fresh database, indexes built, without the service. */
export async function openContent(): Promise<ContentDeps & { close: () => Promise<void> }> {
  const { connection, models, close } = await openTestDatabase('content', createModels);
  return {
    connection,
    models,
    stores: createStores(
      models,
      () => undefined,
      async () => undefined,
    ),
    close,
  };
}

export const asAdmin = signedIn('admin');
export const asShopper = signedIn('user');
