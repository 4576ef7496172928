import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PRODUCT_MESSAGES } from '@shop/contracts';
import { hireProducts } from '@shop/test-support/catalog-data';
import { ADMIN, daysAhead, logIn, uniqueName } from './support';

/** A seeded hire product by name. */
function seededHire(name: string) {
  const product = hireProducts.find((p) => p.name === name);
  if (!product) throw new Error(`No seeded hire product named ${name}`);
  return product;
}

const HANDHELD_MIC = seededHire('Wireless Handheld Microphone'); // £60 a week, 20 in stock
const LINE_ARRAY = seededHire('Line Array Package (8 Tops, 4 Subs)'); // £4,350 a week, 1 in stock
const HEADPHONES = seededHire('DJ Headphones'); // no test here hires it

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd MMM yyyy, as the quotes table shows a date. */
const dayText = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

interface QuoteRequest {
  customer: Record<string, unknown>;
  start: Date;
  end: Date;
  product: { slug: string };
  quantity: number;
}

/** Asks for a quote and adds one weekly line, as the shop does; the request context keeps the quote's cookie. */
async function requestQuote(request: APIRequestContext, quote: QuoteRequest): Promise<{ id: number }> {
  const product = await request.get(`/api/hire/products/${quote.product.slug}`);
  expect(product.ok()).toBeTruthy();
  const { id: productId } = (await product.json()) as { id: number };

  const created = await request.post('/api/hire/quotes', {
    data: { ...quote.customer, startDate: quote.start.toISOString(), endDate: quote.end.toISOString() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const item = await request.post(`/api/hire/quotes/${id}/items`, {
    data: { productId, quantity: quote.quantity, hirePeriod: 'weekly' },
  });
  expect(item.status()).toBe(201);
  return { id };
}

/** Signs in as the admin and opens the Hire Quotes tab from the dashboard. */
async function openQuotesTab(page: Page): Promise<Locator> {
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Hire Quotes' }).click();
  const tab = page.getByTestId('quotes-tab');
  await expect(tab).toBeVisible();
  return tab;
}

const quoteRow = (page: Page, id: number) => page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`);

/** Picks a status in a quote row's dropdown (its options are rendered at the end of the page). */
async function chooseStatus(page: Page, row: Locator, label: string): Promise<void> {
  await row.getByTestId('quote-status-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle(label, { exact: true }))
    .click();
}

/** An antd toast (notification) with this title. */
const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title });

test.describe('hire quotes (admin quotes tab)', () => {
  test('approves a quote and shows its customer and priced lines', async ({ page, request }) => {
    const start = daysAhead(40);
    const end = daysAhead(47);
    const email = `${uniqueName('quote')}@example.co.uk`;
    const { id } = await requestQuote(request, {
      customer: {
        customerName: 'Priya Shah',
        customerEmail: email,
        customerPhone: '01632 960 123',
        deliveryRequired: true,
        deliveryAddress: '4 Harbour Row',
        deliveryCity: 'Falmouth',
        deliveryPostalCode: 'TR11 3AA',
        installationRequired: true,
        additionalNotes: 'Outdoor ceremony, power from the marquee.',
      },
      start,
      end,
      product: HANDHELD_MIC,
      quantity: 1,
    });

    await openQuotesTab(page);
    const row = quoteRow(page, id);
    await expect(row).toContainText(`#${id}`);
    await expect(row).toContainText('Priya Shah');
    await expect(row).toContainText(email);
    await expect(row).toContainText('01632 960 123');
    await expect(row.getByTestId('quote-dates')).toHaveText(`${dayText(start)} to ${dayText(end)}`);
    await expect(row.getByTestId('quote-status')).toHaveText('Pending');

    await chooseStatus(page, row, 'Approved');
    await expect(toast(page, 'Status updated')).toContainText('Quote status has been updated to approved');
    await expect(row.getByTestId('quote-status')).toHaveText('Approved');
    await expect(row.getByTestId('quote-status')).toHaveAttribute('data-status', 'approved');
    await expect(row.getByTestId('quote-overcommit')).toHaveCount(0);

    await row.getByTestId('quote-details-toggle').click();
    await expect(row.getByTestId('quote-details-toggle')).toHaveText('Hide Details');
    const details = page.getByTestId('quote-details');
    await expect(details.getByText('Customer Information')).toBeVisible();
    const customer = details.getByTestId('quote-customer');
    for (const text of ['Priya Shah', email, '01632 960 123', '4 Harbour Row', 'Falmouth', 'TR11 3AA']) {
      await expect(customer).toContainText(text);
    }
    await expect(customer).toContainText('Outdoor ceremony, power from the marquee.');
    await expect(customer.getByText('Delivery Required')).toBeVisible();
    await expect(customer.getByText('Installation Required')).toBeVisible();

    const item = details.getByTestId('quote-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(HANDHELD_MIC.name);
    await expect(item).toContainText('Weekly');
    await expect(item.getByTestId('item-line-total')).toHaveText('£60.00');
    await expect(item.getByTestId('item-availability')).toHaveText(/^\d+ of 20 free$/);
    await expect(details.getByTestId('quote-total-value')).toHaveText('£60.00');

    await row.getByTestId('quote-details-toggle').click();
    await expect(details).toBeHidden();
  });

  test('rejects a request with a reason for the customer', async ({ page, request }) => {
    const { id } = await requestQuote(request, {
      customer: { customerName: 'Sam Porter', customerEmail: `${uniqueName('reject')}@example.co.uk` },
      start: daysAhead(50),
      end: daysAhead(57),
      product: HANDHELD_MIC,
      quantity: 1,
    });

    await openQuotesTab(page);
    const row = quoteRow(page, id);
    await chooseStatus(page, row, 'Rejected');
    const dialog = page.getByRole('dialog').filter({ hasText: `Reject quote #${id}?` });
    await dialog.getByTestId('reject-reason').fill('We are fully booked that week');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Status updated')).toContainText('Quote status has been updated to rejected');
    await expect(row.getByTestId('quote-status')).toHaveText('Rejected');
  });

  test('asks before approving a quote that over-commits, and marks it once approved anyway', async ({
    page,
    request,
  }) => {
    const { id } = await requestQuote(request, {
      customer: { customerName: 'Festival Crew', customerEmail: `${uniqueName('crew')}@example.co.uk` },
      start: daysAhead(60),
      end: daysAhead(67),
      product: LINE_ARRAY,
      quantity: 5,
    });

    await openQuotesTab(page);
    const row = quoteRow(page, id);
    await row.getByTestId('quote-details-toggle').click();
    const line = page.getByTestId('quote-details').getByTestId('quote-item');
    await expect(line.getByTestId('item-availability')).toHaveText(/^[01] of 1 free$/);
    await expect(line.getByTestId('item-availability')).toHaveClass(/ant-typography-warning/);
    await expect(page.getByTestId('quote-total-value')).toHaveText('£21,750.00');

    // Cancelling the confirmation leaves the quote pending.
    await chooseStatus(page, row, 'Approved');
    const confirm = page.getByRole('dialog').filter({ hasText: `Approve quote #${id} anyway?` });
    await expect(confirm).toContainText(`Approving this quote would over-commit: ${LINE_ARRAY.name} (5 requested`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId('quote-status')).toHaveText('Pending');

    await chooseStatus(page, row, 'Approved');
    await confirm.getByRole('button', { name: 'Approve anyway' }).click();
    await expect(toast(page, 'Status updated')).toContainText('Quote status has been updated to approved');
    await expect(confirm).toBeHidden();
    await expect(row.getByTestId('quote-status')).toHaveText('Approved');
    await expect(row.getByTestId('quote-overcommit')).toHaveText('Over-committed');
  });
});

test.describe('hire equipment form (admin hire tab)', () => {
  test('saves a product turnaround, checked by the catalog rule', async ({ page }) => {
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=hire');
    await page.getByTestId('hire-search').fill(HEADPHONES.name);
    const edit = page.getByRole('button', { name: `Edit ${HEADPHONES.name}`, exact: true });
    await edit.click();
    const form = page.getByTestId('hire-form');
    const turnaround = form.getByLabel('Turnaround (days)');
    await expect(turnaround).toHaveValue('1');

    await turnaround.fill('31');
    await page.getByRole('button', { name: 'Update Hire Product' }).click();
    await expect(form.getByText(PRODUCT_MESSAGES.turnaroundDays)).toBeVisible();

    await turnaround.fill('2');
    await form.getByLabel('Power requirement').fill('One 13 A socket');
    await page.getByRole('button', { name: 'Update Hire Product' }).click();
    await expect(toast(page, 'Hire product updated')).toBeVisible();
    await expect(form).toBeHidden();
    const row = page.getByTestId('hire-table').getByRole('row').filter({ has: edit });
    await expect(row).toContainText('2 days');

    await edit.click();
    await expect(form.getByLabel('Turnaround (days)')).toHaveValue('2');
    await expect(form.getByLabel('Power requirement')).toHaveValue('One 13 A socket');
  });
});
