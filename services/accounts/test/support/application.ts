import IORedis from 'ioredis';
import { SessionRegistry, createLogger, verifyToken, type SessionUser } from '@shop/kit';
import { TEST_JWT_SECRET, TEST_KAFKA_NAMESPACE, openTestDatabase } from '@shop/kit/testing';
import { accountsApplication, type AccountsApplication } from '../../src/application';
import { LoginThrottle } from '../../src/application/login-throttle';
import { createModels, type AccountsModels } from '../../src/models';
import { userStore, type UserStore } from '../../src/models/user-store';
import type { Connection } from 'mongoose';
import { clearLoginCounters } from './accounts';

/** The accounts use cases on a fresh database and their own login counters, without GraphQL. */
export interface AccountsUnderTest {
  app: AccountsApplication;
  connection: Connection;
  models: AccountsModels;
  users: UserStore;
  sessions: SessionRegistry;
  close: () => Promise<void>;
}

export async function openAccounts(): Promise<AccountsUnderTest> {
  const { dbName, connection, models, close } = await openTestDatabase('accounts', createModels);
  const redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const users = userStore(models.User, () => {});
  const sessions = new SessionRegistry(redis, TEST_KAFKA_NAMESPACE);
  const app = accountsApplication({
    connection,
    models,
    users,
    throttle: new LoginThrottle(redis, dbName),
    sessions,
    jwtSecret: TEST_JWT_SECRET,
    logger: createLogger('accounts-test', 'silent'),
  });
  return {
    app,
    connection,
    models,
    users,
    sessions,
    close: async () => {
      await close();
      await clearLoginCounters(dbName);
      await redis.quit();
    },
  };
}

/** The caller a session token makes (what the gateway's verified bearer token gives a resolver). */
export const callerOf = (token: string, ip = '203.0.113.1'): { user: SessionUser; ip: string } => ({
  user: verifyToken(token, TEST_JWT_SECRET)!,
  ip,
});

export const newUser = (name: string, extra: Record<string, unknown> = {}) => ({
  username: name,
  email: `${name}@example.co.uk`,
  fullName: `${name} Tester`,
  password: 'secret123',
  ...extra,
});
