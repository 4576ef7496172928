import { randomUUID } from 'node:crypto';

/** Names this jest run: its workers prefix their topics and Redis keys with it (TEST_RUN_NAMESPACE). */
export default () => {
  process.env.TEST_RUN_ID ??= randomUUID().slice(0, 8);
};
