import IORedis from 'ioredis';
import { callSubgraph, dropDatabase, testEnv } from '@shop/kit/testing';
import { accountsService } from '../../src/app';

export interface RunningAccounts {
  url: string;
  dbName: string;
  stop: () => Promise<void>;
}

/**
 * The accounts service on a free port with a fresh database (and its own login counters).
 * Pass MONGODB_DB to start a second instance on another one's database; stopping that instance
 * leaves the database alone.
 */
export async function startAccountsForTest(extra: Record<string, string> = {}): Promise<RunningAccounts> {
  const ownsDatabase = !extra.MONGODB_DB;
  const env = testEnv('accounts', extra);
  const dbName = env.MONGODB_DB!;
  const service = await accountsService(env).start();
  return {
    url: service.url,
    dbName,
    stop: async () => {
      await service.stop();
      if (!ownsDatabase) return;
      await dropDatabase(dbName);
      await clearLoginCounters(dbName);
    },
  };
}

export async function clearLoginCounters(prefix: string): Promise<void> {
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

export interface GqlOptions {
  token?: string | null;
  ip?: string;
}

export interface GqlResult {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own operation's shape
  data?: any;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

/** Calls the subgraph directly, as the gateway would: bearer token and the shopper's address. */
export function subgraphClient(url: string) {
  return async (
    query: string,
    variables: Record<string, unknown> = {},
    { token, ip = '203.0.113.1' }: GqlOptions = {},
  ) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await callSubgraph(url, { query, variables }, { headers });
    return (await res.json()) as GqlResult;
  };
}

export const USER_FIELDS =
  'id username email fullName address city state postalCode country phone role createdAt updatedAt';

export const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`;
export const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { token user { ${USER_FIELDS} } } }`;
