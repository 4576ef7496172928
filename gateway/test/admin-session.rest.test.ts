import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { bodyOf, type RecordedSession } from '@shop/test-support/recorded-session';
import { seed } from '@shop/test-support/seed';
import { startStack, type Stack } from '@shop/stack';

/**
 * The admin app's brisk ten minutes (recorded by bench/sessions.ts in a real browser: every tab, lists, edits, the
 * hire desk), replayed three times as fast through the gateway at the production limits: as three admins' sessions
 * at once would spend, none of it may be refused.
 */
const session = JSON.parse(readFileSync(join(__dirname, 'fixtures/admin-session.json'), 'utf8')) as RecordedSession;
const SPEED = 3;
const ADMIN = { username: 'admin', password: 'admin123' };

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(['content', 'accounts', 'catalog', 'cart', 'orders', 'hire', 'notify']);
  await seed(stack.url, ADMIN, () => undefined);
}, 180_000);
afterAll(() => stack?.stop());

it(
  `answers the recorded admin session (${session.requests.length} requests in ${session.minutes} minutes) at ${SPEED}× speed without a 429`,
  async () => {
    const admin = request.agent(stack.url);
    expect((await admin.post('/api/login').send(ADMIN)).status).toBe(200);
    const began = Date.now();
    const answers = session.requests.map(async (recorded) => {
      await sleep(Math.max(0, began + recorded.at / SPEED - Date.now()));
      const method = recorded.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const req = admin[method](recorded.path);
      const body = bodyOf(recorded, session.documents);
      const res = await (body === undefined ? req : req.set('content-type', 'application/json').send(body));
      const operation = body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined;
      return `${res.status} ${recorded.method} ${recorded.path} ${operation ?? ''}`.trim();
    });
    const statuses = await Promise.all(answers);
    expect(statuses.filter((s) => s.startsWith('429') || s.startsWith('500'))).toEqual([]);
    // What the admin did answers as it did for them (a time limit met on a busy test machine aside): the replay is
    // the session, not a stream of refusals.
    expect(statuses.filter((s) => s.startsWith('2')).length).toBeGreaterThan(statuses.length * 0.95);
  },
  (session.minutes * 60_000) / SPEED + 120_000,
);
