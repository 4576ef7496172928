/**
 * Session recorder (not a test): a brisk admin and a brisk shopper, SESSION_MINUTES (10) each, one after the
 * other, in Debian's Chromium against a stack of its own with the demo data, at the production limits (nothing is
 * lifted). A person acts every 1.5 s or so: every admin tab, its lists, edits saved, the hire desk's quotes, the
 * orders' search and drawer, reloads; the shopper browses, searches, fills the baskets, asks for a quote, signs up
 * and uses the account and wishlist. Prints, per session, the requests the browser sent and the query cost the
 * gateway charged (gateway_query_cost_spent_total, read every 5 s): the most in any minute and the mean, beside
 * the defaults, and any 429. Writes the admin's requests to gateway/test/fixtures/admin-session.json, which
 * gateway/test/admin-session.rest.test.ts replays at 3× speed.
 * Run: npm run bench:sessions (needs the local infrastructure running).
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';
import { categories } from '@shop/test-support/content-data';
import { seed } from '@shop/test-support/seed';
import { ROOT } from '@shop/stack/process-stack';
import { readGatewayConfig } from '@shop/gateway/src/config';
import { requireEngines } from './support/require-engines';
import { startBenchStack } from './stack';
import { compactRequest, type RecordedRequest, type RecordedSession } from '@shop/test-support/recorded-session';

const MINUTES = Number(process.env.SESSION_MINUTES ?? 10);
/** How long a brisk person takes between two actions. */
const PAUSE_MS = 1500;
const ADMIN = { username: 'admin', password: 'admin123' };
const FIXTURE = join(ROOT, 'gateway/test/fixtures/admin-session.json');

const runId = randomUUID().slice(0, 8);
const defaults = readGatewayConfig({});

interface CostSample {
  at: number;
  visitor: number;
  admin: number;
}

/** The gateway's charged cost so far, by budget. */
async function costSpent(opsUrl: string): Promise<Omit<CostSample, 'at'>> {
  const text = await (await fetch(`${opsUrl}/metrics`)).text();
  const of = (budget: string) =>
    Number(
      new RegExp(`^gateway_query_cost_spent_total\\{[^}]*budget="${budget}"[^}]*\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0,
    );
  return { visitor: of('visitor'), admin: of('admin') };
}

/** The most spent in any minute, and the mean a minute, from samples of a running total. */
function perMinute(samples: CostSample[], budget: 'visitor' | 'admin') {
  let peak = 0;
  for (const from of samples) {
    const within = samples.filter((s) => s.at >= from.at && s.at - from.at <= 60_000);
    peak = Math.max(peak, within[within.length - 1][budget] - from[budget]);
  }
  const [first, last] = [samples[0], samples[samples.length - 1]];
  const mean = ((last[budget] - first[budget]) * 60_000) / Math.max(1, last.at - first.at);
  return { peak: Math.round(peak), mean: Math.round(mean) };
}

const isApiCall = (request: Request) => /\/(graphql|api\/)/.test(new URL(request.url()).pathname + '/');

/** Runs `act` again and again for the session's minutes, a pause after each step; a step that fails is counted. */
async function keepActing(page: Page, steps: Array<(page: Page) => Promise<unknown>>) {
  const until = Date.now() + MINUTES * 60_000;
  let failed = 0;
  while (Date.now() < until) {
    for (const step of steps) {
      if (Date.now() >= until) break;
      await step(page).catch(() => failed++);
      await page.waitForTimeout(PAUSE_MS);
    }
  }
  return failed;
}

const clickIfThere = async (page: Page, locator: ReturnType<Page['locator']>) => {
  if (await locator.count()) await locator.first().click({ timeout: 3000 });
};

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

/** Opens an admin tab, and does what the desk does there. */
const adminTab = (name: string, then?: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.waitForTimeout(PAUSE_MS);
  await then?.(page);
};

/** Opens the first row's edit dialog and saves it as it stands (a real round trip of the edit). */
const editFirst = async (page: Page) => {
  await clickIfThere(page, page.getByRole('button', { name: /edit/i }));
  await page.waitForTimeout(PAUSE_MS);
  await clickIfThere(page, page.locator('.ant-modal-footer .ant-btn-primary:visible'));
  await page.keyboard.press('Escape');
};

const adminSteps: Array<(page: Page) => Promise<unknown>> = [
  (page) => page.goto('/admin'),
  adminTab('Products', editFirst),
  adminTab('Hire Equipment', editFirst),
  adminTab('Hire Quotes', async (page) => {
    await clickIfThere(page, page.getByTestId('quote-details-toggle'));
    await page.waitForTimeout(PAUSE_MS);
    await clickIfThere(page, page.getByTestId('quote-details-toggle'));
  }),
  adminTab('News', editFirst),
  adminTab('Settings'),
  adminTab('Categories', editFirst),
  adminTab('Orders', async (page) => {
    await page.getByTestId('orders-search').locator('input').first().fill('a', { timeout: 3000 });
    await page.waitForTimeout(PAUSE_MS);
    await clickIfThere(page, page.getByTestId('orders-table').locator('tbody tr'));
    await page.waitForTimeout(PAUSE_MS);
    await page.keyboard.press('Escape');
  }),
  adminTab('Mailchimp'),
];

const firstCategory = categories.find((c) => !c.parentSlug)!;
const shopSteps: Array<(page: Page) => Promise<unknown>> = [
  (page) => page.goto('/'),
  (page) => page.goto(`/sales/category/${firstCategory.slug}`),
  (page) => page.goto(`/product/${saleProducts[0].slug}`),
  (page) => clickIfThere(page, page.locator('.product-detail-main').getByTestId('add-to-basket')),
  (page) => page.goto(`/product/${saleProducts[3].slug}`),
  (page) => page.goto('/sales/search?q=mic'),
  (page) => page.goto('/cart'),
  (page) => page.goto('/hire'),
  (page) => page.goto(`/hire/${hireProducts[0].slug}`),
  (page) => page.goto('/hire/quote'),
  (page) => page.goto('/deals'),
  (page) => page.goto('/account'),
  (page) => page.goto('/wishlist'),
  (page) => page.goto('/checkout'),
];

interface SessionFigures {
  session: string;
  requests: number;
  'requests/min': number;
  '429s': number;
  'failed steps': number;
  'visitor cost/min peak': number;
  'visitor cost/min mean': number;
  'admin cost/min peak': number;
  'admin cost/min mean': number;
}

async function record(
  name: string,
  baseURL: string,
  opsUrl: string,
  prepare: (page: Page) => Promise<void>,
  steps: Array<(page: Page) => Promise<unknown>>,
): Promise<{ figures: SessionFigures; requests: Array<Omit<RecordedRequest, 'document'>> }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const requests: Array<Omit<RecordedRequest, 'document'>> = [];
  let refused = 0;
  await prepare(page);
  const began = Date.now();
  page.on('request', (request) => {
    if (!isApiCall(request)) return;
    const url = new URL(request.url());
    requests.push({
      at: Date.now() - began,
      method: request.method(),
      path: url.pathname + url.search,
      body: request.postData() ?? undefined,
    });
  });
  page.on('response', (response) => {
    if (response.status() === 429) refused++;
  });
  const samples: CostSample[] = [{ at: Date.now(), ...(await costSpent(opsUrl)) }];
  const sampler = setInterval(() => {
    void costSpent(opsUrl).then((spent) => samples.push({ at: Date.now(), ...spent }));
  }, 5000);
  const failed = await keepActing(page, steps);
  clearInterval(sampler);
  samples.push({ at: Date.now(), ...(await costSpent(opsUrl)) });
  await browser.close();
  const visitor = perMinute(samples, 'visitor');
  const admin = perMinute(samples, 'admin');
  return {
    requests,
    figures: {
      session: name,
      requests: requests.length,
      'requests/min': Math.round((requests.length * 60_000) / (Date.now() - began)),
      '429s': refused,
      'failed steps': failed,
      'visitor cost/min peak': visitor.peak,
      'visitor cost/min mean': visitor.mean,
      'admin cost/min peak': admin.peak,
      'admin cost/min mean': admin.mean,
    },
  };
}

async function main() {
  await requireEngines();
  const stack = await startBenchStack(runId, {
    gatewayPort: Number(process.env.BENCH_GATEWAY_PORT ?? 4770),
    portOffset: 670,
    env: { LOG_LEVEL: 'error', NODE_ENV: 'development' },
    output: () => undefined,
  });
  try {
    await seed(stack.url, ADMIN, () => undefined);
    const opsUrl = stack.processes.find((p) => p.name === 'gateway')!.opsUrl;
    console.log(`Recording a brisk admin and a brisk shopper, ${MINUTES} minutes each, at the production limits`);
    const admin = await record(
      'admin',
      stack.url,
      opsUrl,
      (page) => logIn(page, ADMIN.username, ADMIN.password),
      adminSteps,
    );
    const shopper = await record('shopper', stack.url, opsUrl, async () => undefined, [
      ...shopSteps,
      // Halfway through the list the shopper signs up, and the account pages answer for them.
      async (page) => {
        if (await page.getByTestId('account-menu').count()) return;
        await page.goto('/auth');
        await page.getByRole('tab', { name: /register/i }).click();
        const form = page.getByTestId('register-form');
        const name = `shopper${Date.now().toString(36)}`;
        await form.getByLabel('Username').fill(name);
        await form.getByLabel('Email').fill(`${name}@example.co.uk`);
        await form.getByLabel('Password', { exact: true }).fill('shopper-password');
        await form.getByLabel(/confirm/i).fill('shopper-password');
        await page.getByTestId('register-submit').click();
      },
    ]);
    const documents: string[] = [];
    const session: RecordedSession = {
      minutes: MINUTES,
      documents,
      requests: admin.requests.map((request) => compactRequest(request, documents)),
    };
    writeFileSync(FIXTURE, `${JSON.stringify(session)}\n`);
    console.table([admin.figures, shopper.figures]);
    console.log(
      `defaults: GRAPHQL_COST_PER_MINUTE ${defaults.GRAPHQL_COST_PER_MINUTE} (each address, each customer), ` +
        `GRAPHQL_ADMIN_COST_PER_MINUTE ${defaults.GRAPHQL_ADMIN_COST_PER_MINUTE} (each admin); ` +
        `three sessions at once from one address need 3 × the peak below each`,
    );
    console.log(`wrote the admin's ${admin.requests.length} requests to ${FIXTURE}`);
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
