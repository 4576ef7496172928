import { expect, test, type Page } from '@playwright/test';
import { saleProducts } from '../scripts/seed/catalog-data';
import { ADMIN, logIn } from './support';

type Recorded = { __violations?: string[] };

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  // A script text, since this file is type-checked without the DOM's types.
  await page.addInitScript({
    content: `window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
}
const violations = (page: Page) => page.evaluate(() => (globalThis as Recorded).__violations ?? []);

test.describe('content security policy (the built apps satisfy it)', () => {
  test('the shop loads its pages with no violation', async ({ page }) => {
    await recordViolations(page);
    for (const path of ['/', `/product/${saleProducts[0].slug}`, '/hire', '/contact']) {
      await page.goto(path);
      await expect(page.getByTestId('site-header').or(page.locator('header')).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    }
  });

  test('the admin dashboard loads with no violation', async ({ page }) => {
    await recordViolations(page);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=quotes');
    await expect(page.getByText('Admin Dashboard')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
});
