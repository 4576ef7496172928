import { expect, test, type Page } from '@playwright/test';
import { hireProducts, saleProducts } from '@shop/test-support/catalog-data';
import {
  ADMIN,
  expectBasketCount,
  holdBack,
  productAddButton,
  recordViolations,
  uniqueName,
  violations,
} from './support';

/**
 * A quick shopper acts as soon as the server's page is parsed, before the app's code has run. These tests hold back
 * every script but the entry (which only starts the rest once the page has painted), act at DOMContentLoaded, then
 * let the app load and check that each action took effect and nothing typed was lost.
 */
const APP_CHUNKS = /\/assets\/(?!index-)[\w-]+\.js$/;

const product = saleProducts[0];
const hireItem = hireProducts.find((p) => p.name === 'Haze Machine')!;

/** Opens `path` with the app's code held back; the page is parsed and not hydrated. */
async function openBeforeTheApp(page: Page, path: string): Promise<{ release(): void }> {
  await recordViolations(page);
  const chunks = await holdBack(page, APP_CHUNKS);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return chunks;
}

async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
  expect(await violations(page)).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

const DAY = 24 * 60 * 60 * 1000;

/** A day as the date fields show and take it (DD/MM/YYYY), in this machine's time zone, as the browser's. */
const ukDay = (date: Date) =>
  [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${date.getFullYear()}`;

test.describe('nothing a shopper does before the page hydrates is lost', () => {
  test('/auth: the Register tab opens, and what was typed into it is registered', async ({ page }) => {
    const chunks = await openBeforeTheApp(page, '/auth');
    // The tab is a link the server renders, so it works before the app runs.
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register$/);
    const form = page.getByTestId('register-form');
    await expect(form).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    const username = uniqueName('early');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.co.uk`);

    chunks.release();
    await untilHydrated(page);
    await expect(form.getByLabel('Username')).toHaveValue(username);
    await expect(form.getByLabel('Email')).toHaveValue(`${username}@example.co.uk`);
    await form.getByLabel('Full Name').fill('Sam Rivers');
    await form.getByLabel('Password', { exact: true }).fill('speakers123');
    await form.getByLabel('Confirm Password').fill('speakers123');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Your account has been created.')).toBeVisible();
  });

  test('/hire/quote: the name and email typed early are sent with the quote', async ({ page }) => {
    const chunks = await openBeforeTheApp(page, `/hire/quote?productId=${hireItem.slug}`);
    const form = page.getByTestId('hire-quote-form');
    await form.getByLabel('Full Name').fill('Alex Morgan');
    await form.getByLabel('Email').fill('alex.morgan@example.co.uk');

    chunks.release();
    await untilHydrated(page);
    await expect(form.getByLabel('Full Name')).toHaveValue('Alex Morgan');
    await expect(form.getByLabel('Email')).toHaveValue('alex.morgan@example.co.uk');
    await expect(page.getByTestId('hire-quote-line')).toContainText(hireItem.name);
    await page.getByTestId('hire-quote-submit').click();
    await expect(toast(page, 'Quote request created')).toBeVisible();
    await expect(page.getByText('Name is required')).toHaveCount(0);
  });

  test('/hire/quote: Enter in a date field sends nothing, and the date typed early is the one sent', async ({
    page,
    request,
  }) => {
    const chunks = await openBeforeTheApp(page, `/hire/quote?productId=${hireItem.slug}`);
    const form = page.getByTestId('hire-quote-form');
    const email = `${uniqueName('early-date')}@example.co.uk`;
    await form.getByLabel('Full Name').fill('Alex Morgan');
    await form.getByLabel('Email').fill(email);
    const end = ukDay(new Date(Date.now() + 6 * DAY));
    const endField = form.getByLabel('End Date');
    await endField.click();
    await endField.press('ControlOrMeta+a');
    await endField.pressSequentially(end);
    await endField.press('Enter');

    chunks.release();
    await untilHydrated(page);
    await expect(endField).toHaveValue(end);
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await expect(page).toHaveURL(/\/hire\/quote\?productId=/);
    await page.getByTestId('hire-quote-submit').click();
    await expect(toast(page, 'Quote request created')).toBeVisible();

    // One quote went to the desk, for the day typed.
    expect((await request.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
    const quotes = (await (await request.get('/api/hire/quotes/admin')).json()) as Array<{
      customerEmail: string;
      endDate: string;
    }>;
    const sent = quotes.filter((quote) => quote.customerEmail === email);
    expect(sent).toHaveLength(1);
    expect(ukDay(new Date(sent[0].endDate))).toBe(end);
  });

  test('the header search: a blank search is not sent, a real one is', async ({ page }) => {
    const chunks = await openBeforeTheApp(page, '/');
    const search = page.getByTestId('header-search');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page.locator('[data-testid="header-search"]:invalid')).toHaveCount(1);
    chunks.release();
    await untilHydrated(page);
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await search.fill('subwoofer');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/sales\/search\?q=subwoofer$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/Subwoofer/i);
  });

  test('Add to Basket clicked early adds the product once the page runs', async ({ page }) => {
    const chunks = await openBeforeTheApp(page, `/product/${product.slug}`);
    await productAddButton(page).click();

    chunks.release();
    await untilHydrated(page);
    await expect(toast(page, 'Added to basket')).toContainText(product.name);
    await expectBasketCount(page, 1);
  });

  test('Add to Basket clicked early on a listing card (which hydrates apart) adds the product', async ({ page }) => {
    const chunks = await openBeforeTheApp(page, `/sales/category/audio-equipment?subcategory=${product.categorySlug}`);
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await card.getByTestId('add-to-basket').click();

    chunks.release();
    await untilHydrated(page);
    await expect(toast(page, 'Added to basket')).toContainText(product.name);
    await expectBasketCount(page, 1);
  });

  test('/wishlist: remove pressed early takes the item off the wishlist', async ({ page }) => {
    // A customer signed in (the session cookie is the browser's) with the product on their wishlist.
    const username = uniqueName('early');
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.co.uk`, fullName: 'Sam Rivers', password: 'speakers123' },
    });
    expect(registered.status()).toBe(201);
    const { id: productId } = (await (await page.request.get(`/api/products/${product.slug}`)).json()) as {
      id: number;
    };
    expect((await page.request.post('/api/wishlist', { data: { productId } })).ok()).toBeTruthy();

    const chunks = await openBeforeTheApp(page, '/wishlist');
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(product.name);
    await card.getByTestId('wishlist-remove').click();

    chunks.release();
    await untilHydrated(page);
    await expect(toast(page, 'Removed from wishlist')).toBeVisible();
    await expect(page.getByTestId('wishlist-card')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('wishlist-empty')).toBeVisible();
    await expect(page.getByTestId('wishlist-card')).toHaveCount(0);
  });

  test('a hire period chosen early is the one added, and the specifications show the hire ID', async ({ page }) => {
    const chunks = await openBeforeTheApp(page, `/hire/${hireItem.slug}`);
    const period = page.getByTestId('hire-product-detail').getByTestId('hire-period');
    await period.selectOption({ label: 'Weekly' });

    chunks.release();
    await untilHydrated(page);
    await expect(period.locator('option:checked')).toHaveText('Weekly');
    await page.getByTestId('add-to-hire-basket').click();
    await expect(toast(page, 'Added to hire basket')).toContainText('(weekly hire)');

    const hireId = (await page.getByTestId('hire-id').textContent())?.replace('ID: ', '') ?? '';
    expect(hireId).toMatch(/^H\d{4}$/);
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByTestId('hire-specifications')).toContainText(`${hireItem.name} (${hireId})`);
  });
});
