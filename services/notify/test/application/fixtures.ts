import { openTestDatabase, signedIn } from '@shop/kit/testing';
import type { EmailQueue } from '../../src/adapters/email-queue';
import type { NewsletterQueue } from '../../src/adapters/newsletter-queue';
import { createModels } from '../../src/models';

export const SECRETS_KEY = 'use-case-tests-secrets-key';

/** A fresh notify database with its models and indexes, as app.ts hands them to the use cases. */
export const openDatabase = () => openTestDatabase('notify', createModels);

export const admin = signedIn('admin');
export const shopper = signedIn('user');

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
