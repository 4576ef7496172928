import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saleProducts } from '@shop/test-support/catalog-data';
import { categories } from '@shop/test-support/content-data';
import { holdBack, recordViolations, violations } from './support';

const product = saleProducts[0];
const category = categories.find((c) => !c.parentSlug)!;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const gbp = (amount: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

test.describe('first load: the gateway renders the shop pages (readable before any script runs)', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the home page, a category page, a product page and /hire are readable', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('hero')).toBeVisible();
      await expect(page.getByTestId('home-category-audio-equipment')).toBeVisible();

      await page.goto(`/sales/category/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();

      await page.goto(`/product/${product.slug}`);
      const main = page.locator('.product-detail-main');
      await expect(main.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
      await expect(main.getByTestId('price')).toHaveText(gbp(product.price));
      const image = main.getByRole('img', { name: product.name });
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: { naturalWidth: number }) => img.naturalWidth)).toBeGreaterThan(0);

      await page.goto('/hire');
      await expect(page.getByRole('heading', { level: 1, name: 'Equipment Hire' })).toBeVisible();
      await expect(page.getByTestId('hire-category-card').first()).toBeVisible();
    });

    test("the header's search is a form the server answers", async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('header-search').fill('subwoofer');
      await page.getByTestId('header-search').press('Enter');
      await expect(page).toHaveURL(/\/sales\/search\?q=subwoofer$/);
      await expect(page.getByTestId('product-card').first()).toContainText(/Subwoofer/i);
    });

    test('a signed-in page asked for while signed out answers a redirect to log in', async ({ page }) => {
      const answer = await page.request.get('/account', { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe('/auth');
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByTestId('login-form')).toBeVisible();
    });

    test("a product page's head has its title, description, canonical link and Product data", async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(`/product/${product.slug}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-cache');
      await expect(page).toHaveTitle(`${product.name} | SoundHire Pro`);
      const description = page.locator('meta[name="description"]');
      await expect(description).toHaveCount(1);
      await expect(description).toHaveAttribute(
        'content',
        new RegExp(`^${escapeRegExp(product.description.slice(0, 40))}`),
      );
      const canonical = `${baseURL}/product/${product.slug}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'GBP', url: canonical },
      });
      expect(jsonLd.image[0]).toMatch(/^http/);
    });

    test('an unknown product or path answers 404 with the not-found page', async ({ page }) => {
      const missing = await page.goto('/product/no-such-product');
      expect(missing?.status()).toBe(404);
      await expect(page.getByTestId('product-not-found')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      expect((await page.goto('/no/such/page'))?.status()).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  });

  test.describe('with JavaScript', () => {
    /** Console errors (a failed hydration logs one) and uncaught exceptions from here on. */
    /** Console errors and page errors; with `hydration`, also the parts React had to render afresh. */
    function recordErrors(page: Page, { hydration = false } = {}): string[] {
      const errors: string[] = [];
      page.on('console', (message) => {
        const recovered = message.type() === 'warning' && message.text().startsWith('Hydration recovered');
        if (message.type() === 'error' || (hydration && recovered)) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      return errors;
    }

    test('the pages hydrate with no error and no CSP violation', async ({ page }) => {
      const errors = recordErrors(page, { hydration: true });
      await recordViolations(page);
      // The pages a visit lands on, and the basket and quote form, drawn without antd too.
      const paths = ['/', `/sales/category/${category.slug}`, `/product/${product.slug}`, '/hire', '/faq'];
      for (const path of [...paths, '/cart', '/hire/quote']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      }
      expect(errors).toEqual([]);
    });

    test("while the app's code is on its way the page reads in full, and it hydrates once the code arrives", async ({
      page,
    }) => {
      const mainChunk = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
      const loading = page.goto(`/product/${product.slug}`);
      const main = page.locator('.product-detail-main');
      await expect(main.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
      await expect(main.getByTestId('price')).toHaveText(gbp(product.price));
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

      mainChunk.release();
      await loading;
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await main.getByTestId('quantity-increase').click();
      await expect(main.getByTestId('quantity-value')).toHaveText('2');
    });

    test('once hydrated, links navigate in the browser and the head follows', async ({ page }) => {
      const errors = recordErrors(page);
      await page.goto(`/sales/category/${category.slug}`);
      await expect(page).toHaveTitle(`${category.name} | SoundHire Pro`);
      await page.waitForLoadState('networkidle');
      // A full page load would lose this.
      await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
      const title = page.getByTestId('product-card').first().locator('.product-card-title a');
      const name = (await title.textContent()) ?? '';
      await title.click();
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | SoundHire Pro`);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      expect(await page.evaluate(() => 'sameDocument' in globalThis)).toBe(true);
      expect(errors).toEqual([]);
    });
  });
});
