import { test as base, type Page } from '@playwright/test';
import { PAGE_SCRIPTS_ID } from '@shop/contracts';

export { expect } from '@playwright/test';

/**
 * Until the shop's code has run, a server-rendered page reads well but its buttons do nothing (the code loads after
 * the first paint). A shopper waits for the page to respond; the tests wait for the mark the app sets (HydratedMark).
 * Pages the server did not render (the admin app, the plain shell) start with their code, so they need no wait.
 */
async function untilHydrated(page: Page): Promise<void> {
  await page.locator(`html[data-hydrated], html:not(:has(#${PAGE_SCRIPTS_ID}))`).waitFor({ state: 'attached' });
}

/** The page, its loads (goto, reload) now returning once a server-rendered page has hydrated. */
export function waitingForHydration(page: Page): Page {
  const thenHydrated =
    <A extends unknown[], R>(load: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const response = await load(...args);
      await untilHydrated(page);
      return response;
    };
  page.goto = thenHydrated(page.goto.bind(page));
  page.reload = thenHydrated(page.reload.bind(page));
  return page;
}

/** Playwright's test, with a page that waits for hydration whenever JavaScript runs. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled ? waitingForHydration(page) : page);
  },
});
