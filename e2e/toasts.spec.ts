import type { Page, Route } from '@playwright/test';
import { saleProducts } from '@shop/test-support/catalog-data';
import { expect, test } from './fixtures';
import { logOut, productAddButton, registerCustomer } from './support';

const product = saleProducts[0];
const toast = (page: Page) => page.getByTestId('toast');

async function addAndToast(page: Page): Promise<void> {
  await page.goto(`/product/${product.slug}`);
  await productAddButton(page).click();
  await expect(toast(page).filter({ hasText: 'Added to basket' })).toBeVisible();
}

/** Drags the toast right by `distance` pixels with the mouse. */
async function dragToast(page: Page, distance: number): Promise<void> {
  const box = (await toast(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40 + distance, y, { steps: 5 });
  await page.mouse.up();
}

test.describe('toasts (storefront 9)', () => {
  test('F8 moves focus to the notifications, which are at most 420 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await addAndToast(page);
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    expect((await region.boundingBox())!.width).toBeLessThanOrEqual(420);
    await page.keyboard.press('F8');
    await expect(region).toBeFocused();
  });

  test('a swipe right of 50 px or more dismisses a toast; a shorter one does not', async ({ page }) => {
    await addAndToast(page);
    await dragToast(page, 20);
    await expect(toast(page)).toBeVisible();
    await dragToast(page, 80);
    // Well before the 5 s a toast stays on its own.
    await expect(toast(page)).toHaveCount(0, { timeout: 3_000 });
  });

  test('a wishlist change that gets no answer in 8 s is reported as failed', async ({ page }) => {
    await registerCustomer(page, 'slowwish');
    await page.goto(`/product/${product.slug}`);
    const heart = page.locator('.product-detail-main').getByTestId('wishlist-toggle');
    await expect(heart).toBeEnabled();
    // The change is held back until the shop has given up on it.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/graphql', async (route: Route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'AddToWishlist') await answered;
      await route.continue().catch(() => undefined);
    });
    await heart.click();
    await expect(toast(page).filter({ hasText: 'Failed to add product to wishlist' })).toBeVisible({
      timeout: 30_000,
    });
    answer();
  });

  test('a double click sends a form once, and a failed submit can be corrected and sent at once', async ({ page }) => {
    const customer = await registerCustomer(page, 'twiceclick');
    await logOut(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      const body = request.url().endsWith('/graphql') ? (request.postDataJSON() as { operationName?: string }) : null;
      if (body?.operationName === 'Login') logins.push(request.url());
    });
    const form = page.getByTestId('login-form');
    await form.getByLabel('Username').fill(customer.username);
    await form.getByLabel('Password').fill('not-the-password');
    await page.getByTestId('login-submit').dblclick();
    await expect(toast(page).filter({ hasText: 'Login failed' })).toBeVisible();
    expect(logins).toHaveLength(1);

    // Within the guard's 3 s: a failure holds nothing back.
    await form.getByLabel('Password').fill(customer.password);
    await page.getByTestId('login-submit').dblclick();
    await expect(toast(page).filter({ hasText: `Welcome back, ${customer.username}!` })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(logins).toHaveLength(2);
  });
});
