import { request as apiRequest, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PRODUCT_MESSAGES, formatGBP } from '@shop/contracts';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { addHireLineWhenKnown, ADMIN, daysAhead, logIn, uniqueName } from './support';

interface HireItem {
  id: number;
  name: string;
}

const baseURL = `http://localhost:${E2E_PORT}`;

async function asAdmin(): Promise<APIRequestContext> {
  const admin = await apiRequest.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  return admin;
}

/** A hire item of this run's own with no units yet: the desk adds them. */
async function createHireItem(admin: APIRequestContext): Promise<HireItem> {
  const { id: categoryId } = (await (await admin.get('/api/categories/slug/speakers')).json()) as { id: number };
  const name = uniqueName('Floor Mixer ');
  const created = await admin.post('/api/admin/hire/products', {
    data: {
      name,
      slug: uniqueName('floor-mixer-'),
      price: 500,
      imageUrl: '/images/products/pa-speaker.svg',
      categoryId,
      stock: 0,
      hirePriceDaily: 30,
      securityDeposit: 100,
    },
  });
  expect(created.status()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, name };
}

/** A customer's request for two of the item over three days, made as the shop makes it. */
async function requestQuote(item: HireItem): Promise<number> {
  const customer = await apiRequest.newContext({ baseURL });
  const created = await customer.post('/api/hire/quotes', {
    data: {
      customerName: 'Riley Stone',
      customerEmail: `${uniqueName('floor')}@example.co.uk`,
      startDate: daysAhead(40).toISOString(),
      endDate: daysAhead(42).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await addHireLineWhenKnown(customer, id, { productId: item.id, quantity: 2 });
  expect((await customer.post(`/api/hire/quotes/${id}/submit`)).status()).toBe(200);
  await customer.dispose();
  return id;
}

/**
 * Sends the quote, confirms the booking and takes the hire's total plus the security deposit the quote asked for:
 * the deposit is what the return's charges come out of. Answers the deposit held.
 */
async function confirmAndPay(admin: APIRequestContext, id: number): Promise<number> {
  expect((await admin.post(`/api/admin/hire/quotes/${id}/send`)).status()).toBe(200);
  const approved = await admin.patch(`/api/hire/quotes/${id}/status`, { data: { status: 'approved' } });
  expect(approved.status()).toBe(200);
  const first = await admin.post(`/api/admin/hire/quotes/${id}/payments`, {
    data: { kind: 'payment', method: 'card', amount: 1 },
  });
  expect(first.status()).toBe(201);
  const { booking, latestRevision } = (await first.json()) as {
    booking: { total: number };
    latestRevision: { price: { securityDeposit: number } };
  };
  const deposit = latestRevision.price.securityDeposit;
  expect(deposit).toBeGreaterThan(40);
  const rest = Math.round((booking.total + deposit - 1) * 100) / 100;
  const second = await admin.post(`/api/admin/hire/quotes/${id}/payments`, {
    data: { kind: 'payment', method: 'card', amount: rest },
  });
  expect(second.status()).toBe(201);
  return deposit;
}

/** Picks an option of an antd select (its options are rendered at the end of the page). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle(option, { exact: true }))
    .click();
}

async function openUnits(page: Page, item: HireItem): Promise<Locator> {
  await page.goto('/admin?tab=hire');
  await page.getByTestId('hire-search').fill(item.name);
  await page.getByRole('button', { name: `Units of ${item.name}` }).click();
  return page.getByTestId('hire-units');
}

const unitRow = (drawer: Locator, tag: string) => drawer.locator(`[data-testid="hire-unit"][data-tag="${tag}"]`);

test('the desk adds units, dispatches a booking by tag and takes it back with a damage charge', async ({ page }) => {
  const admin = await asAdmin();
  const item = await createHireItem(admin);
  const id = await requestQuote(item);
  const prefix = uniqueName('FL').toUpperCase();
  const [first, second] = [`${prefix}-01`, `${prefix}-02`];

  // Two units numbered from a pattern.
  await logIn(page, ADMIN.username, ADMIN.password);
  let units = await openUnits(page, item);
  await expect(units.getByText('No units yet')).toBeVisible();
  const add = units.getByTestId('add-units-form');
  await add.getByLabel('Tag pattern').fill(`${prefix}-##`);
  await add.getByLabel('Count').fill('2');
  await expect(add.getByText(`First tag: ${first}`)).toBeVisible();
  await add.getByTestId('add-units').click();
  await expect(unitRow(units, first).getByTestId('unit-state')).toHaveText('Available');
  await expect(unitRow(units, second).getByTestId('unit-state')).toHaveText('Available');

  const depositHeld = await confirmAndPay(admin, id);
  await admin.dispose();

  await page.goto('/admin?tab=quotes');
  const row = page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`);
  await row.getByTestId('quote-details-toggle').click();
  const details = page.getByTestId('quote-details');
  await expect(details.getByTestId('quote-stage')).toHaveText('Confirmed');
  const booking = details.getByTestId('quote-booking');
  const dispatch = booking.getByTestId('dispatch-panel');
  const line = dispatch.getByTestId('dispatch-line-count');
  await expect(line).toHaveText('0 / 2');

  // Scanned as a keyboard types it: lower case, then Enter; the input is cleared and keeps the focus.
  const scan = dispatch.getByTestId('dispatch-tag');
  await expect(scan).toBeFocused();
  await scan.fill(first.toLowerCase());
  await scan.press('Enter');
  // The booking starts 40 days ahead: the desk is asked first, and confirms.
  await expect(dispatch.getByTestId('dispatch-refusal')).toContainText(
    '40 days from today: confirm to dispatch more than 2 days early',
  );
  await expect(line).toHaveText('0 / 2');
  await dispatch.getByTestId('dispatch-early').click();
  await expect(line).toHaveText('1 / 2');
  await expect(dispatch.getByTestId('dispatch-refusal')).toHaveCount(0);
  await expect(scan).toHaveValue('');
  await expect(scan).toBeFocused();
  await expect(details.getByTestId('quote-stage')).toHaveText('Confirmed');

  // The same unit again is refused in the server's words, and nothing changes.
  await scan.pressSequentially(first);
  await scan.press('Enter');
  await expect(dispatch.getByTestId('dispatch-refusal')).toHaveText(`${first} is already on this booking`);
  await expect(line).toHaveText('1 / 2');
  await expect(scan).toBeFocused();

  await scan.pressSequentially(second);
  await scan.press('Enter');
  await dispatch.getByTestId('dispatch-early').click();
  await expect(line).toHaveText('2 / 2');
  await expect(dispatch.getByTestId('dispatch-complete')).toBeVisible();
  await expect(dispatch.getByTestId('dispatch-refusal')).toHaveCount(0);
  await expect(details.getByTestId('quote-stage')).toHaveText('Out');

  // One back damaged with a £40 charge, the other fine.
  const back = booking.getByTestId('return-panel');
  const damaged = back.locator(`[data-testid="return-unit"][data-tag="${first}"]`);
  await choose(page, damaged.getByTestId('return-condition'), 'Damaged');
  await damaged.getByLabel(`Note on ${first}`).fill('Cracked fader');
  await damaged.getByLabel(`Charge for ${first}`).fill('40');
  await expect(
    back.locator(`[data-testid="return-unit"][data-tag="${second}"]`).getByLabel(`Charge for ${second}`),
  ).toBeDisabled();
  await back.getByTestId('return-units').click();

  const settlement = booking.getByTestId('booking-settlement');
  await expect(settlement.getByTestId('settlement-damage')).toHaveText('£40.00');
  await expect(settlement.getByTestId('settlement-charges')).toHaveText('£40.00');
  await expect(settlement.getByTestId('settlement-deposit-held')).toHaveText(formatGBP(depositHeld));
  await expect(settlement.getByTestId('settlement-deposit-used')).toHaveText('£40.00');
  await expect(settlement.getByTestId('settlement-refund')).toHaveText(formatGBP(depositHeld - 40));
  await expect(settlement.getByTestId('settlement-owed')).toHaveText('£0.00');
  await expect(details.getByTestId('quote-stage')).toHaveText('Completed');
  await expect(booking.getByTestId('return-panel')).toHaveCount(0);

  // The damaged unit waits in repair with the desk's note; the other is back on the shelf.
  units = await openUnits(page, item);
  await expect(unitRow(units, first).getByTestId('unit-state')).toHaveText('In repair');
  await expect(unitRow(units, first)).toContainText('Cracked fader');
  await expect(unitRow(units, second).getByTestId('unit-state')).toHaveText('Available');
});

test('the desk imports units from a CSV file: a bad file adds nothing and says why, a good one adds every unit', async ({
  page,
}) => {
  const admin = await asAdmin();
  const item = await createHireItem(admin);
  await admin.dispose();
  const prefix = uniqueName('CSV').toUpperCase();
  const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

  await logIn(page, ADMIN.username, ADMIN.password);
  const units = await openUnits(page, item);
  const picker = units.getByTestId('import-units-file');
  await picker.setInputFiles(file('bad.csv', `tag,serial\n${prefix}-1,SN-1\n${prefix}-2\n${prefix}-1,SN-3\n`));
  await expect(units.getByTestId('import-units-refusal')).toContainText(
    `Listed more than once in the file: ${prefix}-1 (lines 2, 4)`,
  );
  await expect(units.getByText('No units yet')).toBeVisible();

  await picker.setInputFiles(file('units.csv', `tag,serial\n${prefix}-1,SN-1\n${prefix.toLowerCase()}-2,\n`));
  await expect(unitRow(units, `${prefix}-1`)).toContainText('SN-1');
  await expect(unitRow(units, `${prefix}-2`).getByTestId('unit-state')).toHaveText('Available');
  await expect(units.getByTestId('import-units-refusal')).toHaveCount(0);
});

test('the desk makes a kit of other hire products in the Kit contents editor, and the server refuses a nested kit inline', async ({
  page,
}) => {
  const admin = await asAdmin();
  const [speaker, mixer, kit] = [await createHireItem(admin), await createHireItem(admin), await createHireItem(admin)];
  await admin.dispose();
  const update = () => page.getByRole('button', { name: 'Update Hire Product' }).click();
  const edit = async (item: HireItem) => {
    await page.getByTestId('hire-search').fill(item.name);
    await page.getByRole('button', { name: `Edit ${item.name}`, exact: true }).click();
    return page.getByTestId('hire-form');
  };

  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=hire');
  let form = await edit(kit);
  await form.getByTestId('add-kit-part').click();
  await choose(page, form.getByRole('combobox', { name: 'Kit part 1', exact: true }), speaker.name);
  await form.getByRole('spinbutton', { name: 'Quantity of kit part 1' }).fill('2');
  await form.getByTestId('add-kit-part').click();
  await choose(page, form.getByRole('combobox', { name: 'Kit part 2', exact: true }), mixer.name);
  await update();
  await expect(form).toBeHidden();
  const row = page.getByTestId('hire-table').getByRole('row').filter({ hasText: kit.name });
  await expect(row.getByTestId('kit-tag')).toHaveText('Kit of 2 parts');

  // The speaker is part of the kit, so it cannot become a kit itself: the catalog's message shows under the editor.
  form = await edit(speaker);
  await form.getByTestId('add-kit-part').click();
  await choose(page, form.getByRole('combobox', { name: 'Kit part 1', exact: true }), mixer.name);
  await update();
  await expect(form.getByTestId('kit-parts')).toContainText(PRODUCT_MESSAGES.kitInItself);
  await expect(form).toBeVisible();

  // Reopened, the kit shows its contents as saved.
  await page.getByRole('button', { name: 'Cancel' }).click();
  form = await edit(kit);
  await expect(form.getByTestId('kit-part')).toHaveCount(2);
  await expect(form.getByRole('spinbutton', { name: 'Quantity of kit part 1' })).toHaveValue('2');
});
