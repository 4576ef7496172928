import { expect, test } from './fixtures';
import { saleProducts } from '@shop/test-support/catalog-data';
import { ADMIN, logIn, recordViolations, violations } from './support';

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
