import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saleProducts } from '@shop/test-support/catalog-data';
import { ADMIN, expectNoFieldErrors, logIn, uniqueName } from './support';

test.describe('shopping (storefront 2, 4, 9)', () => {
  test('browses a category, searches and opens a product', async ({ page }) => {
    const speakers = saleProducts.filter((p) => p.categorySlug === 'speakers');
    await page.goto('/sales');
    await page.getByRole('link', { name: 'Speakers' }).first().click();
    await expect(page).toHaveURL(/\/sales\/category\/audio-equipment\?subcategory=speakers/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(speakers.length);
    // The subcategory row shows the choice, and All lists the whole category again.
    const filter = page.getByTestId('subcategory-filter');
    await expect(filter.getByRole('radio', { name: 'Speakers' })).toHaveAttribute('aria-checked', 'true');
    await filter.getByRole('radio', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/sales\/category\/audio-equipment$/);
    await expect.poll(() => page.getByTestId('product-card').count()).toBeGreaterThan(speakers.length);

    await page.getByTestId('header-search').fill('subwoofer');
    await page.getByTestId('header-search').press('Enter');
    await expect(page).toHaveURL(/\/sales\/search\?q=subwoofer/);
    const results = page.getByTestId('product-card');
    await expect(results.first()).toContainText(/Subwoofer/i);

    await results.first().getByTestId('view-details').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByTestId('product-sku')).toContainText(/P\d{4}/);
    await expect(page.getByTestId('product-stock')).toBeVisible();
    await page.getByRole('tab', { name: 'Specifications' }).click();
    await expect(page.getByTestId('product-specifications')).toContainText('2 Years');
    await page.getByRole('tab', { name: 'Reviews (3)' }).click();
    await expect(page.getByTestId('product-review')).toHaveCount(3);
  });

  test('shows the not-found message for an unknown product', async ({ page }) => {
    await page.goto('/product/no-such-speaker');
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Products' }).click();
    await expect(page).toHaveURL(/\/sales$/);
  });
});

test.describe('on a phone (storefront 9)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens in a drawer, searches and goes to a category, closing as it goes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('nav-sales')).toBeHidden();
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();

    await menu.getByRole('menuitem', { name: 'Sales' }).click();
    await menu.getByRole('link', { name: 'Lighting Equipment' }).click();
    await expect(page).toHaveURL(/\/sales\/category\/lighting-equipment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lighting Equipment' })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByTestId('mobile-menu-button').click();
    await menu.getByTestId('mobile-search').fill('subwoofer');
    await menu.getByTestId('mobile-search').press('Enter');
    await expect(page).toHaveURL(/\/sales\/search\?q=subwoofer$/);
    await expect(page.getByTestId('product-card').first()).toContainText(/Subwoofer/i);
    await expect(menu).toBeHidden();
  });
});

test.describe('admin inventory (admin 2, 5, 8)', () => {
  test('creates, edits and deletes a product', async ({ page }) => {
    const name = `Test Wedge ${uniqueName('')}`;
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await expect(dialog.getByLabel('Slug')).toHaveValue(name.toLowerCase().replace(/ /g, '-'));
    await dialog.getByLabel('Price (£)', { exact: true }).fill('-5');
    await dialog.getByLabel('Image URL').fill('/images/products/pa-speaker.svg');
    await dialog.getByLabel('Stock').fill('4');
    await dialog.getByLabel('Category').fill('Speakers');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: /Create|Save|Add/ }).click();
    await expect(dialog.getByText('Price must be a positive number')).toBeVisible();
    await dialog.getByLabel('Price (£)', { exact: true }).fill('249.99');
    await expectNoFieldErrors(dialog);
    await dialog.getByRole('button', { name: /Create|Save|Add/ }).click();
    await expect(page.getByText('Product created')).toBeVisible();

    await page.getByTestId('product-search').fill(name);
    const row = page.getByTestId('product-table').getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('£249.99');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByRole('dialog').getByLabel('Price (£)', { exact: true }).fill('199');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Update|Save/ })
      .click();
    await expect(page.getByText('Product updated')).toBeVisible();
    await expect(row).toContainText('£199.00');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(
      page.getByText(`This will permanently delete the product "${name}". This action cannot be undone.`),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Product deleted')).toBeVisible();
    await expect(page.getByText('No products match your search')).toBeVisible();
  });

  test('refuses an edit over a change made meanwhile and reloads the current values', async ({ page }) => {
    const name = `Test Sub ${uniqueName('')}`;
    await logIn(page, ADMIN.username, ADMIN.password);
    const created = await graphql(page, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: {
        name,
        slug: uniqueName('test-sub-'),
        price: 300,
        imageUrl: '/images/products/subwoofer.svg',
        stock: 2,
        categoryId: await speakersId(page),
      },
    });
    await page.goto('/admin?tab=products');
    await page.getByTestId('product-search').fill(name);
    const row = page.getByTestId('product-table').getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Stock')).toHaveValue('2');

    // Someone else saves the product while the dialog is open.
    await graphql(page, 'mutation($id: Int!) { updateProduct(id: $id, input: { stock: 9 }) { id } }', {
      id: created.createProduct.id,
    });
    await dialog.getByLabel('Price (£)', { exact: true }).fill('280');
    await dialog.getByRole('button', { name: /Update/ }).click();
    await expect(
      page.getByText('This product was changed by someone else; reload to see the current values'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('stock')).toHaveText('9');
    await expect(row).toContainText('£300.00');
  });

  test('imports a CSV with one bad row and reports it', async ({ page }) => {
    const slug = uniqueName('import-mic-');
    const csv = [
      'name,slug,description,price,compareAtPrice,imageUrl,categoryId,stock',
      `Imported Vocal Mic,${slug},"Dynamic mic, cardioid",£89.00,,/images/products/microphone.svg,${await speakersId(page)},10`,
      `X,bad-row-${slug},Too short a name,-3,,not a url,999999,-1`,
    ].join('\n');
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=products');
    await page.getByRole('tab', { name: 'Import' }).click();
    await page
      .getByTestId('product-import-file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('product-import-submit').click();
    await expect(page.getByText('1 products were imported successfully.')).toBeVisible();
    const results = page.getByTestId('import-results');
    await expect(results).toBeVisible();
    await expect(page.getByTestId('import-invalid-rows')).toContainText('Name must be at least 3 characters');
  });
});

/** A GraphQL call with the page's session (the admin's cookie). */
async function graphql(page: Page, query: string, variables: object) {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function speakersId(page: Page): Promise<number> {
  const res = await page.request.get('/api/categories/slug/speakers');
  return (await res.json()).id;
}
