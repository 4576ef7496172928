import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { formatDayMonthYear } from '@shop/contracts';
import { hireProducts } from '@shop/test-support/catalog-data';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { addHireLineWhenKnown, ADMIN, daysAhead, pickerCell, ukDay, uniqueName } from './support';

const HEADPHONES = hireProducts.find((p) => p.name === 'DJ Headphones')!;
const DAY = 86_400_000;

/** A hire item of this run's own with two units. */
async function createHireItem(admin: APIRequestContext): Promise<{ id: number; name: string; slug: string }> {
  const { id: categoryId } = (await (await admin.get('/api/categories/slug/speakers')).json()) as { id: number };
  const name = uniqueName('Short Sub ');
  const slug = uniqueName('short-sub-');
  const created = await admin.post('/api/admin/hire/products', {
    data: {
      name,
      slug,
      price: 400,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId,
      stock: 2,
      hirePriceDaily: 40,
    },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name, slug };
}

/** Both units booked from tomorrow to four days ahead: requested, then approved by the desk. */
async function bookBothUnits(admin: APIRequestContext, productId: number): Promise<void> {
  const created = await admin.post('/api/hire/quotes', {
    data: {
      customerName: 'Short Test',
      customerEmail: 'short@example.co.uk',
      startDate: daysAhead(1).toISOString(),
      endDate: daysAhead(4).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await addHireLineWhenKnown(admin, id, { productId, quantity: 2 });
  const approved = await admin.patch(`/api/hire/quotes/${id}/status`, { data: { status: 'approved', override: true } });
  expect(approved.status()).toBe(200);
}

test('the quote form and the basket disable the days a basket line is short on; the form names the short line', async ({
  page,
}) => {
  const admin = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const sub = await createHireItem(admin);
  await bookBothUnits(admin, sub.id);
  await admin.dispose();

  // Two lines in the basket: the booked item and headphones, which are free.
  for (const slug of [sub.slug, HEADPHONES.slug]) {
    await page.goto(`/hire/${slug}`);
    await page.getByTestId('add-to-hire-basket').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to hire basket' }).first()).toBeVisible();
  }
  await page.goto('/hire/quote');
  await expect(page.getByTestId('hire-quote-line')).toHaveCount(2);

  // The form's own dates (tomorrow to three days ahead) fall in the booking: the booked item is named, alone.
  const form = page.getByTestId('hire-quote-form');
  const start = await form.getByLabel('Start Date').inputValue();
  const end = await form.getByLabel('End Date').inputValue();
  const asUkDay = (typed: string) => {
    const [day, month, year] = typed.split('/');
    return formatDayMonthYear(`${year}-${month}-${day}T12:00:00.000Z`);
  };
  const short = form.getByTestId('hire-short-line');
  await expect(short).toHaveCount(1);
  await expect(short).toHaveText(`${sub.name}: 1 wanted, 0 free from ${asUkDay(start)} to ${asUkDay(end)}`);
  // A short line does not stop the request: the desk may source more.
  await expect(page.getByTestId('hire-quote-submit')).toBeEnabled();

  // The booked days cannot start a hire; a day well after the booking can.
  await form.getByLabel('Start Date').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  const cell = (date: Date) => panel.locator(`td.ant-picker-cell-in-view[title="${ukDay(date)}"]`);
  await expect(await pickerCell(panel, daysAhead(2))).toHaveClass(/ant-picker-cell-disabled/);
  const later = new Date(daysAhead(2).getTime() + 10 * DAY);
  if (await cell(later).isVisible()) await expect(cell(later)).not.toHaveClass(/ant-picker-cell-disabled/);
  await page.keyboard.press('Escape');

  // The basket's own date pickers grey out the same booked days.
  await page.goto('/hire-basket');
  await expect(page.getByTestId('hire-basket-line')).toHaveCount(2);
  await page.getByTestId('hire-start-date').click();
  await expect(await pickerCell(panel, daysAhead(2))).toHaveClass(/ant-picker-cell-disabled/);
});
