import { deleteTopicsWithPrefix } from '@shop/kit/testing';

/** Deletes the per-file Kafka namespaces the tests created, so a long-lived broker stays small. */
export default () => deleteTopicsWithPrefix('test.');
