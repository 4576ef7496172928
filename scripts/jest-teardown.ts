import { deleteRedisKeysWithPrefix, deleteTopicsWithPrefix } from '@shop/kit/testing';

/** Deletes what the per-file test namespaces left on the engines, so long-lived ones stay small. */
export default async () => {
  await deleteTopicsWithPrefix('test.');
  await deleteRedisKeysWithPrefix('test.');
};
