import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { addHireLineWhenKnown, ADMIN, daysAhead, logIn, uniqueName } from './support';

interface HireItem {
  id: number;
  name: string;
  slug: string;
}

/**
 * Two hire items of this run's own, made through the admin API: one at £50 a day, £200 a week and £600 a month
 * (6 in stock), and one without rates, whose lines are "Call for price".
 */
async function createHireItems(): Promise<{ rated: HireItem; unrated: HireItem }> {
  const admin = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const category = await admin.get('/api/categories/slug/speakers');
  const { id: categoryId } = (await category.json()) as { id: number };
  const create = async (name: string, fields: Record<string, unknown>): Promise<HireItem> => {
    const slug = uniqueName('desk-item-');
    const created = await admin.post('/api/admin/hire/products', {
      data: { name, slug, price: 500, imageUrl: '/images/products/pa-speaker.svg', categoryId, stock: 6, ...fields },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    return { id, name, slug };
  };
  const items = {
    rated: await create(uniqueName('Desk Column Speaker '), {
      hirePriceDaily: 50,
      hirePriceWeekly: 200,
      hirePriceMonthly: 600,
    }),
    unrated: await create(uniqueName('Desk Bespoke Rig '), {}),
  };
  await admin.dispose();
  return items;
}

/** A customer's request for 10 days of one rated item, made as the shop makes it. */
async function requestQuote(item: HireItem): Promise<number> {
  const customer = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  const created = await customer.post('/api/hire/quotes', {
    data: {
      customerName: 'Morgan Hale',
      customerEmail: `${uniqueName('desk')}@example.co.uk`,
      startDate: daysAhead(40).toISOString(),
      endDate: daysAhead(50).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await addHireLineWhenKnown(customer, id, { productId: item.id, quantity: 1, hirePeriod: 'weekly' });
  await customer.dispose();
  return id;
}

const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title });

/** Picks an option of an antd select (its options are rendered at the end of the page). */
async function choose(page: Page, select: Locator, option: string, search?: string): Promise<void> {
  await select.click();
  if (search) await page.keyboard.type(search);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle(option, { exact: true }))
    .click();
}

async function saveDraft(page: Page, editor: Locator, total: string): Promise<void> {
  await editor.getByTestId('save-draft').click();
  await expect(toast(page, 'Draft saved').filter({ hasText: total }).last()).toBeVisible();
  await expect(editor.getByTestId('price-total')).toHaveText(total);
  await expect(editor.getByTestId('draft-unsaved')).toHaveCount(0);
}

test('the desk prices a quote, sends it, and records a payment on the booking', async ({ page }) => {
  const { rated, unrated } = await createHireItems();
  const id = await requestQuote(rated);

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=quotes');
  const row = page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`);
  await row.getByTestId('quote-details-toggle').click();
  const details = page.getByTestId('quote-details');
  await expect(details.getByTestId('quote-stage')).toHaveText('Requested');
  await expect(details.getByTestId('quote-customer')).toContainText('Morgan Hale');

  // 10 days at £50 a day or £200 a week: a week and 3 days (£350), plus VAT.
  const editor = details.getByTestId('quote-editor');
  const speaker = editor.getByTestId('draft-hire-line').filter({ hasText: rated.name });
  await expect(speaker.getByTestId('item-availability')).toHaveText('6 of 6 free');
  await expect(speaker.getByLabel('Daily rate')).toHaveAttribute('placeholder', '£50.00');
  const speakerPrice = editor.getByTestId('price-line').filter({ hasText: rated.name });
  await expect(speakerPrice.getByTestId('price-breakdown')).toHaveText('1 week + 3 days');
  await expect(editor.getByTestId('price-total')).toHaveText('£420.00');

  // Two speakers at £40 a day for this quote (£200 + 3 x £40 = £320 each), a crew line of £250 and 10% off:
  // £890 - £89 = £801, plus £160.20 VAT.
  await speaker.getByLabel('Quantity').fill('2');
  await speaker.getByLabel('Daily rate').fill('40');
  await editor.getByTestId('add-fixed-line').click();
  const crew = editor.getByTestId('draft-fixed-line').last();
  await crew.getByLabel('Description').fill('Crew');
  await crew.getByLabel('Unit price').fill('250');
  await choose(page, editor.getByTestId('discount-kind'), 'Percent');
  await editor.getByLabel('Discount value').fill('10');
  await expect(editor.getByTestId('draft-unsaved')).toBeVisible();
  await saveDraft(page, editor, '£961.20');
  await expect(speakerPrice.getByTestId('price-line-total')).toHaveText('£640.00');
  await expect(editor.getByTestId('price-line').filter({ hasText: 'Crew' })).toContainText('£250.00');
  await expect(editor.getByTestId('price-discount')).toHaveText('-£89.00');
  await expect(editor.getByTestId('price-vat')).toHaveText('£160.20');

  // An item without rates is "Call for price", and the quote cannot go until the desk sets one.
  await choose(page, editor.getByTestId('add-hire-line'), unrated.name, unrated.name);
  const rig = editor.getByTestId('draft-hire-line').filter({ hasText: unrated.name });
  await expect(rig.getByTestId('item-availability')).toHaveText('6 of 6 free');
  await saveDraft(page, editor, '£961.20');
  const rigPrice = editor.getByTestId('price-line').filter({ hasText: unrated.name });
  await expect(rigPrice.getByTestId('price-call-for-price')).toHaveText('Call for price');
  await expect(editor.getByTestId('send-quote')).toBeDisabled();
  await expect(editor.getByTestId('send-blocked-reason')).toContainText('Call for price');

  // £30 a day, and no weekly rate, so a week is 4 days' worth: £120 + 3 x £30 = £210. £1,100 - £110 = £990 + VAT.
  await rig.getByLabel('Daily rate').fill('30');
  await saveDraft(page, editor, '£1,188.00');
  await expect(rigPrice.getByTestId('price-breakdown')).toHaveText('1 week + 3 days');
  await expect(editor.getByTestId('send-quote')).toBeEnabled();

  await editor.getByTestId('send-quote').click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Send quote #${id}` });
  await confirm.getByRole('button', { name: 'Send quote' }).click();
  await expect(toast(page, 'Quote sent')).toContainText(/Q-\d{4}-\d{4} rev 1/);
  await expect(details.getByTestId('quote-stage')).toHaveText('Quoted');
  await expect(details.getByTestId('quote-number')).toHaveText(/^Q-\d{4}-\d{4}$/);
  const desk = details.getByTestId('quote-desk');
  await desk.getByRole('tab', { name: 'Revisions (1)' }).click();
  const revision = desk.getByTestId('quote-revision');
  await expect(revision).toHaveCount(1);
  await expect(revision).toContainText('rev 1');
  await expect(revision).toContainText('£1,188.00');
  await revision.getByRole('button', { name: /^View/ }).click();
  await expect(page.getByTestId('revision-view').getByTestId('price-total')).toHaveText('£1,188.00');
  // The toasts of the saves and the send lie over the dialog's Close button at the top right until they go, and a
  // pointer resting on one keeps it: the desk moves the pointer away and waits for them, as a person would.
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('revision-view')).toBeHidden();

  // Confirmed through the spec's status: a booking of £1,188.00 with its 25% deposit due.
  await row.getByTestId('quote-status-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle('Approved', { exact: true }))
    .click();
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect(details.getByTestId('quote-stage')).toHaveText('Confirmed');
  await desk.getByRole('tab', { name: 'Booking' }).click();
  const booking = desk.getByTestId('quote-booking');
  await expect(booking.getByTestId('booking-total')).toHaveText('£1,188.00');
  await expect(booking.getByTestId('booking-deposit')).toHaveText('£297.00');
  await expect(booking.getByTestId('booking-balance')).toHaveText('£1,188.00');

  const payment = booking.getByTestId('record-payment-form');
  await payment.getByLabel('Amount (£)').fill('297');
  await payment.getByLabel('Reference').fill('BACS 4471');
  await payment.getByTestId('record-payment').click();
  await expect(toast(page, 'Payment recorded')).toContainText('£891.00');
  await expect(booking.getByTestId('booking-paid')).toHaveText('£297.00');
  await expect(booking.getByTestId('booking-balance')).toHaveText('£891.00');
  await expect(booking.getByTestId('booking-payment')).toContainText('BACS 4471');
  await expect(booking.getByTestId('booking-payment')).toContainText('Bank transfer');

  // Cancelled 40 days ahead of the hire: the band the hire terms charge least for.
  await booking.getByTestId('cancel-booking').click();
  const cancel = page.getByRole('dialog').filter({ hasText: `Cancel the booking of quote #${id}?` });
  await cancel.getByLabel('Cancellation reason').fill('Event called off');
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await expect(booking.getByTestId('booking-cancellation')).toContainText('more than 7 days before the hire');
  await expect(booking.getByTestId('booking-cancellation')).toContainText('Event called off');
  await expect(details.getByTestId('quote-stage')).toHaveText('Cancelled');
});

test('the desk switches delivery and installation on a request, and the draft is priced with them', async ({
  page,
}) => {
  const admin = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const category = await admin.get('/api/categories/slug/speakers');
  const { id: categoryId } = (await category.json()) as { id: number };
  const name = uniqueName('Desk Delivered Speaker ');
  const created = await admin.post('/api/admin/hire/products', {
    data: {
      name,
      slug: uniqueName('desk-delivered-'),
      price: 500,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId,
      stock: 4,
      hirePriceDaily: 50,
      hirePriceWeekly: 200,
      deliveryAvailable: true,
      deliveryPrice: 35,
      installationAvailable: true,
      installationPrice: 60,
    },
  });
  expect(created.status()).toBe(201);
  const { id: productId } = (await created.json()) as { id: number };
  await admin.dispose();
  const id = await requestQuote({ id: productId, name, slug: '' });

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=quotes');
  const row = page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`);
  await row.getByTestId('quote-details-toggle').click();
  const details = page.getByTestId('quote-details');
  const editor = details.getByTestId('quote-editor');
  await expect(editor.getByTestId('price-total')).toBeVisible();
  await expect(editor.getByTestId('price-delivery')).toHaveCount(0);

  // Delivery on asks where to; saved with an address, the draft charges delivery and installation.
  await editor.getByTestId('draft-delivery').check();
  await editor.getByTestId('draft-installation').check();
  await editor.getByTestId('save-draft').click();
  await expect(
    editor.getByText('Delivery address details are required when delivery is requested').first(),
  ).toBeVisible();
  await editor.getByTestId('draft-deliveryAddress').fill('2 Pier Road');
  await editor.getByTestId('draft-deliveryCity').fill('Hove');
  await editor.getByTestId('draft-deliveryPostalCode').fill('BN3 1AA');
  await editor.getByTestId('save-draft').click();
  await expect(toast(page, 'Draft saved').last()).toBeVisible();
  await expect(editor.getByTestId('price-delivery')).toBeVisible();
  await expect(editor.getByTestId('price-installation')).toBeVisible();
  await expect(details.getByTestId('quote-customer')).toContainText('2 Pier Road');

  // Off again: neither is charged.
  await editor.getByTestId('draft-delivery').uncheck();
  await editor.getByTestId('draft-installation').uncheck();
  await editor.getByTestId('save-draft').click();
  await expect(editor.getByTestId('price-delivery')).toHaveCount(0);
  await expect(editor.getByTestId('price-installation')).toHaveCount(0);
});

test('the hire pricing settings show the rule a value breaks', async ({ page }) => {
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=settings');
  const form = page.getByTestId('hire-settings-form');
  await expect(form.getByLabel('Booking deposit (%)')).toHaveValue('25');
  await form.getByLabel('Booking deposit (%)').fill('150');
  await form.getByTestId('save-hire-settings').click();
  await expect(form.getByText('Booking deposit must be from 0 to 100', { exact: true })).toBeVisible();
});
