import { callSubgraph, dropDatabase, mintToken, testEnv } from '@shop/kit/testing';
import { notifyService } from '../../src/app';

const admin = `Bearer ${mintToken('admin')}`;

/** The notify service on a free port with a fresh database, retrying emails quickly. */
export async function startNotifyForTest() {
  const env = testEnv('notify', {
    EMAIL_BACKOFF_MS: '300',
    EMAIL_MAX_ATTEMPTS: '12',
    SMTP_TIMEOUT_MS: '2000',
    // Housekeeping often, and queued emails count as possibly lost after a second.
    MAINTENANCE_EVERY_MS: '500',
    EMAIL_REQUEUE_AFTER_MS: '1000',
  });
  const service = await notifyService(env).start();
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await callSubgraph(service.url, { query, variables }, { headers: { authorization: admin } });
    return (await res.json()) as { data: Record<string, any>; errors?: Array<{ message: string }> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  return {
    gql,
    dbName: env.MONGODB_DB!,
    stop: async () => {
      await service.stop();
      await dropDatabase(env.MONGODB_DB!);
    },
  };
}
