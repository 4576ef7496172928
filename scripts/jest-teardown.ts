import { TEST_RUN_NAMESPACE, deleteRedisKeysWithPrefix, deleteTopicsWithPrefix } from '@shop/kit/testing';

/** Deletes what this run's test namespaces left on the engines (another run's are its own), so they stay small. */
export default async () => {
  await deleteTopicsWithPrefix(TEST_RUN_NAMESPACE);
  await deleteRedisKeysWithPrefix(TEST_RUN_NAMESPACE);
};
