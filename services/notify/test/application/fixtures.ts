import { connectMongo, createLogger, syncIndexes, type AuthContext, type Role } from '@shop/kit';
import { dropDatabase, uniqueDbName } from '@shop/kit/testing';
import type { EmailQueue } from '../../src/adapters/email-queue';
import type { NewsletterQueue } from '../../src/adapters/newsletter-queue';
import { createModels } from '../../src/models';

export const SECRETS_KEY = 'use-case-tests-secrets-key';

/** A fresh notify database with its models and indexes, as app.ts hands them to the use cases. */
export async function openDatabase() {
  const dbName = uniqueDbName('notify');
  const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
  const connection = await connectMongo(uri, dbName, createLogger('notify-test', 'silent'));
  const models = createModels(connection);
  await syncIndexes(connection);
  return {
    connection,
    models,
    close: async () => {
      await connection.close();
      await dropDatabase(dbName);
    },
  };
}

const as = (role: Role, id: number): AuthContext => ({
  user: { id, username: `${role}${id}`, role, session: { id: `session-${id}`, version: 0, expiresAt: 4_000_000_000 } },
});
export const admin = as('admin', 1);
export const shopper = as('user', 2);
export const signedOut: AuthContext = { user: null };

/** Stands in for the BullMQ email queue: records each job queued; the ids in `alive` are jobs still waiting. */
export function fakeEmailQueue() {
  const jobs: Array<{ emailId: number; jobId: string }> = [];
  const alive = new Set<string>();
  const queue: EmailQueue = {
    enqueue: async (emailId, jobId) => {
      jobs.push({ emailId, jobId });
    },
    jobAlive: async (jobId) => jobId !== null && alive.has(jobId),
  };
  return { queue, jobs, alive };
}

/** Stands in for the BullMQ newsletter queue: records each sync queued. */
export function fakeNewsletterQueue() {
  const jobs: Array<{ subscriberId: number; attempt: string }> = [];
  const queue: NewsletterQueue = {
    enqueue: async (subscriberId, attempt) => {
      jobs.push({ subscriberId, attempt });
    },
  };
  return { queue, jobs };
}
