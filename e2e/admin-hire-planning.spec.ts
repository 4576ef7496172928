import { request as apiRequest, type APIRequestContext } from '@playwright/test';
import { ukCalendarDay } from '@shop/contracts';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { addHireLineWhenKnown, ADMIN, daysAhead, logIn, uniqueName } from './support';

const baseURL = `http://localhost:${E2E_PORT}`;

async function asAdmin(): Promise<APIRequestContext> {
  const admin = await apiRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  return admin;
}

/** A hire item of this run's own with one unit, tagged by the desk once hire has heard of the item. */
async function itemWithOneUnit(admin: APIRequestContext): Promise<{ id: number; name: string; tag: string }> {
  const { id: categoryId } = (await (await admin.get('/api/categories/slug/speakers')).json()) as { id: number };
  const name = uniqueName('Planning Sub ');
  const created = await admin.post('/api/admin/hire/products', {
    data: {
      name,
      slug: uniqueName('planning-sub-'),
      price: 800,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId,
      stock: 0,
      hirePriceDaily: 40,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const tag = uniqueName('PL').toUpperCase();
  await expect
    .poll(
      async () => (await admin.post(`/api/admin/hire/products/${id}/units`, { data: { units: [{ tag }] } })).status(),
      {
        timeout: 30_000,
      },
    )
    .toBe(201);
  return { id, name, tag };
}

/** A customer's quote request for the days ahead given, with nothing on it yet. */
async function quoteRequest(customer: APIRequestContext, startIn: number, endIn: number): Promise<number> {
  const created = await customer.post('/api/hire/quotes', {
    data: {
      customerName: 'Morgan Vale',
      customerEmail: `${uniqueName('planning')}@example.co.uk`,
      customerPhone: '07700 900789',
      startDate: daysAhead(startIn).toISOString(),
      endDate: daysAhead(endIn).toISOString(),
      deliveryRequired: true,
      deliveryAddress: '3 Dock Road',
      deliveryCity: 'Hull',
      deliveryPostalCode: 'HU1 1AA',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A customer's request for one of the item, confirmed by the desk over any shortage. */
async function booking(admin: APIRequestContext, itemId: number, startIn: number, endIn: number): Promise<number> {
  const customer = await apiRequest.newContext({ baseURL });
  const id = await quoteRequest(customer, startIn, endIn);
  await addHireLineWhenKnown(customer, id, { productId: itemId, quantity: 1 });
  await customer.dispose();
  const approved = await admin.patch(`/api/hire/quotes/${id}/status`, { data: { status: 'approved', override: true } });
  expect(approved.status()).toBe(200);
  return id;
}

test('the desk sees a shortage in red on the planning timeline, opens its bookings, and prints the day sheet', async ({
  page,
}) => {
  const admin = await asAdmin();
  const item = await itemWithOneUnit(admin);
  const first = await booking(admin, item.id, 3, 5);
  const second = await booking(admin, item.id, 4, 6);
  const today = await booking(admin, item.id, 0, 1);
  expect((await admin.post(`/api/admin/hire/quotes/${today}/dispatch`, { data: { tag: item.tag } })).status()).toBe(
    200,
  );
  // Newer requests push the first booking past the quotes desk's first page of 20.
  const customer = await apiRequest.newContext({ baseURL });
  for (let i = 0; i < 20; i++) await quoteRequest(customer, 10, 11);
  await customer.dispose();
  await admin.dispose();

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=hire');
  await page.getByRole('tab', { name: 'Planning' }).click();
  const row = page.locator(`[data-testid="planning-row"][data-product-id="${item.id}"]`);
  await expect(row).toBeVisible();

  // Both bookings hold the one unit on day 4: short, in red.
  const shortDay = ukCalendarDay(daysAhead(4));
  const short = row.locator(`[data-testid="planning-cell"][data-day="${shortDay}"]`);
  await expect(short).toHaveText('2/1');
  await expect(short).toHaveAttribute('data-state', 'short');
  await expect(short).toHaveCSS('color', 'rgb(207, 19, 34)');
  // Today the unit is out on today's booking: every unit committed, not short.
  const todayCell = row.locator(`[data-testid="planning-cell"][data-day="${ukCalendarDay(daysAhead(0))}"]`);
  await expect(todayCell).toHaveText('1/1');
  await expect(todayCell).toHaveAttribute('data-state', 'full');

  await short.click();
  const drawer = page.getByTestId('planning-bookings');
  const bookings = drawer.getByTestId('planning-booking');
  await expect(bookings).toHaveCount(2);
  await expect(bookings.nth(0)).toHaveAttribute('data-quote-id', String(first));
  await expect(bookings.nth(1)).toHaveAttribute('data-quote-id', String(second));
  await expect(bookings.nth(0)).toContainText('Morgan Vale');
  await expect(bookings.nth(0)).toContainText('Confirmed');

  // The booking opens in the quotes desk with its details, on whichever page of the desk it is.
  await bookings.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`tab=quotes&quote=${first}$`));
  const opened = page.locator(`[data-testid="quote-row"][data-quote-id="${first}"]`);
  await expect(opened).toBeVisible();
  await expect(page.getByTestId('quote-details')).toBeVisible();
  await expect(page.getByTestId('quotes-tab').locator('.ant-pagination-item-active')).not.toHaveText('1');

  // The day sheet: today's booking goes out with its delivery details and the unit assigned.
  await page.goto('/admin?tab=hire&view=day-sheet');
  const todaySheet = page.locator('[data-testid="sheet-day"]').first();
  await expect(todaySheet).toContainText('Today');
  const out = todaySheet.locator(`[data-testid="sheet-booking"][data-quote-id="${today}"]`);
  await expect(out).toContainText('Morgan Vale, 07700 900789');
  await expect(out).toContainText('Deliver to 3 Dock Road, Hull, HU1 1AA');
  await expect(out).toContainText(`1 × ${item.name}`);
  await expect(out.getByTestId('sheet-units')).toHaveText(`Units assigned: ${item.tag}`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Printed, only the sheet shows: not the dashboard around it, nor its Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(out).toBeVisible();
  await expect(page.getByTestId('back-to-shop')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Planning' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});
