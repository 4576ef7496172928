import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { hireProducts } from '@shop/test-support/catalog-data';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { ADMIN, holdBack, logIn, uniqueName } from './support';

const HAZE_MACHINE = hireProducts.find((p) => p.name === 'Haze Machine')!; // 10 owned

const DAY = 24 * 60 * 60 * 1000;

/** A day as the date fields show and take it (DD/MM/YYYY), in this machine's time zone, as the browser's. */
const ukDay = (date: Date) =>
  [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${date.getFullYear()}`;

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The calendars open on the page (antd keeps a closed one in the page, hidden). */
const openCalendars = (page: Page) => page.locator('.ant-picker-dropdown:visible');

/** Types `day` into a date field with the keyboard, as a customer does, and presses Enter. */
async function typeDayAndEnter(field: Locator, day: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(day);
  await field.press('Enter');
}

test.describe('Enter in a date field confirms the date and sends nothing', () => {
  test('/hire/quote: Enter in the end date keeps the form and the basket; the submit button sends it', async ({
    page,
    request,
  }) => {
    await page.goto(`/hire/${HAZE_MACHINE.slug}`);
    await page.getByTestId('add-to-hire-basket').click();
    await expect(toast(page, 'Added to hire basket')).toContainText(HAZE_MACHINE.name);

    await page.goto('/hire/quote');
    await expect(page.getByTestId('hire-quote-line')).toContainText(HAZE_MACHINE.name);
    const form = page.getByTestId('hire-quote-form');
    const email = `${uniqueName('enter')}@example.co.uk`;
    await form.getByLabel('Full Name').fill('Alex Morgan');
    await form.getByLabel('Email').fill(email);

    // Six days from now: after the default start (tomorrow), a day the picker offers.
    const end = ukDay(new Date(Date.now() + 6 * DAY));
    const endField = form.getByLabel('End Date');
    await typeDayAndEnter(endField, end);

    await expect(endField).toHaveValue(end);
    await expect(openCalendars(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/hire\/quote$/);
    await expect(page.getByTestId('hire-basket-toggle')).toHaveAttribute('aria-label', 'Hire basket, 1 items');
    await expect(toast(page, 'Quote request created')).toHaveCount(0);
    await expect(endField).toBeFocused();

    // Enter again, with the calendar closed, still sends nothing.
    await endField.press('Enter');
    await expect(page).toHaveURL(/\/hire\/quote$/);
    await expect(endField).toHaveValue(end);

    await page.getByTestId('hire-quote-submit').click();
    await expect(toast(page, 'Quote request created')).toBeVisible();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId('hire-basket-toggle')).toHaveAttribute('aria-label', 'Hire basket, 0 items');

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

  test('the hire item page: Enter in a date field confirms the date and closes its calendar', async ({ page }) => {
    await page.goto(`/hire/${HAZE_MACHINE.slug}`);
    const end = ukDay(new Date(Date.now() + 5 * DAY));
    const endField = page.getByTestId('hire-product-detail').getByTestId('hire-end-date');
    await typeDayAndEnter(endField, end);
    await expect(endField).toHaveValue(end);
    await expect(openCalendars(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/hire/${HAZE_MACHINE.slug}$`));
  });

  test('the admin quote editor: Enter in a date field leaves the draft unsaved until Save', async ({ page }) => {
    // A customer's request for the haze machine, as the shop sends it.
    const customer = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
    const { id: productId } = (await (await customer.get(`/api/hire/products/${HAZE_MACHINE.slug}`)).json()) as {
      id: number;
    };
    const created = await customer.post('/api/hire/quotes', {
      data: {
        customerName: 'Morgan Hale',
        customerEmail: `${uniqueName('desk-enter')}@example.co.uk`,
        startDate: new Date(Date.now() + 40 * DAY).toISOString(),
        endDate: new Date(Date.now() + 43 * DAY).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await customer.post(`/api/hire/quotes/${id}/items`, { data: { productId, quantity: 1 } })).status()).toBe(
      201,
    );
    await customer.dispose();

    await logIn(page, ADMIN.username, ADMIN.password);
    // Every save the editor sends, counted: Enter must send none, the Save button one.
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('SaveHireQuoteDraft')) saves.push(request.url());
    });
    await page.goto('/admin?tab=quotes');
    await page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`).getByTestId('quote-details-toggle').click();
    const editor = page.getByTestId('quote-details').getByTestId('quote-editor');
    const endField = editor.getByTestId('draft-end-date');
    await expect(endField).toBeVisible();

    const end = ukDay(new Date(Date.now() + 45 * DAY));
    await typeDayAndEnter(endField, end);
    await expect(endField).toHaveValue(end);
    await expect(openCalendars(page)).toHaveCount(0);
    await expect(editor.getByTestId('draft-unsaved')).toBeVisible();
    await expect(endField).toBeFocused();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Draft saved' })).toHaveCount(0);
    expect(saves).toEqual([]);

    await editor.getByTestId('save-draft').click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expect(editor.getByTestId('draft-unsaved')).toHaveCount(0);
    await expect(endField).toHaveValue(end);
    expect(saves).toHaveLength(1);
  });
});

/**
 * The quote form for the haze machine, with antd's picker (fetched when a date field is first used) held back until
 * `release` is called, as a slow network or a quick typist would have it.
 */
async function quoteFormWithPickerHeld(page: Page): Promise<{ form: Locator; release: () => void }> {
  await page.goto(`/hire/${HAZE_MACHINE.slug}`);
  await page.getByTestId('add-to-hire-basket').click();
  await expect(toast(page, 'Added to hire basket')).toContainText(HAZE_MACHINE.name);
  const picker = await holdBack(page, /\/assets\/AntdDateInput-[^/]+\.js$/);
  await page.goto('/hire/quote');
  return { form: page.getByTestId('hire-quote-form'), release: picker.release };
}

test('a date typed while the calendar is still on its way is kept when it arrives, and Enter confirms it', async ({
  page,
}) => {
  const { form, release: releasePicker } = await quoteFormWithPickerHeld(page);
  const start = form.getByLabel('Start Date');
  const day = ukDay(new Date(Date.now() + 6 * DAY));
  await start.click();
  await start.fill(day);
  releasePicker();
  await expect(page.locator('.ant-picker #hire-quote_startDate')).toBeAttached();
  await expect(start).toHaveValue(day);
  await start.press('Enter');
  await expect(start).toHaveValue(day);
  await expect(openCalendars(page)).toHaveCount(0);
  await expect(start).toBeFocused();
});

test('text selected before the calendar arrives is typed over after it arrives', async ({ page }) => {
  const { form, release: releasePicker } = await quoteFormWithPickerHeld(page);
  const end = form.getByLabel('End Date');
  const day = ukDay(new Date(Date.now() + 6 * DAY));
  await end.click();
  await end.press('ControlOrMeta+a');
  releasePicker();
  await expect(page.locator('.ant-picker #hire-quote_endDate')).toBeAttached();
  await end.pressSequentially(day);
  await end.press('Enter');
  await expect(end).toHaveValue(day);
});
