import { request as apiRequest, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { ADMIN, uniqueName } from './support';

/** A day some days from today on this machine's calendar, as the shop's date pickers take it: DD/MM/YYYY. */
function dayText(daysAhead: number, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + daysAhead);
  return [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${day.getFullYear()}`;
}

/** Days from today to the first Friday at least a week away. */
const daysToFriday = (today = new Date()) => 7 + ((5 - today.getDay() + 7) % 7);

/** Types a day into an antd date picker and confirms it. */
async function pickDay(picker: Locator, day: string): Promise<void> {
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  await expect(picker).toHaveValue(day);
}

interface HireItem {
  name: string;
  slug: string;
}

/**
 * Two hire items of this run's own, made through the admin API: one whose week costs less than 4 days (so 10 days
 * are a week and 3 days, which no seeded item's rates give) and one without rates.
 */
async function createHireItems(): Promise<{ rated: HireItem; unrated: HireItem }> {
  const admin = await apiRequest.newContext({ baseURL: `http://localhost:${E2E_PORT}` });
  expect((await admin.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const category = await admin.get('/api/categories/slug/speakers');
  const { id: categoryId } = (await category.json()) as { id: number };
  const create = async (name: string, fields: Record<string, unknown>): Promise<HireItem> => {
    const item = { name, slug: uniqueName('estimate-item-') };
    const created = await admin.post('/api/admin/hire/products', {
      data: { ...item, price: 500, imageUrl: '/images/products/pa-speaker.svg', categoryId, stock: 6, ...fields },
    });
    expect(created.status()).toBe(201);
    return item;
  };
  const items = {
    rated: await create('Estimate Column Speaker', {
      hirePriceDaily: 50,
      hirePriceWeekly: 200,
      hirePriceMonthly: 600,
      deliveryAvailable: true,
      deliveryPrice: 30,
    }),
    unrated: await create('Estimate Bespoke Rig', {}),
  };
  await admin.dispose();
  return items;
}

async function addToHireBasket(page: Page, item: HireItem): Promise<void> {
  await page.goto(`/hire/${item.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name, exact: true })).toBeVisible();
  await page.getByTestId('add-to-hire-basket').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Added to hire basket' })).toContainText(item.name);
}

const estimateLine = (estimate: Locator, item: HireItem) =>
  estimate.getByTestId('hire-estimate-line').filter({ hasText: item.name });

test('the hire basket and the quote form estimate the price for the dates', async ({ page }) => {
  const { rated, unrated } = await createHireItems();
  await addToHireBasket(page, rated);
  await addToHireBasket(page, unrated);

  await page.goto('/hire/quote');
  const form = page.getByTestId('hire-quote-form');
  await pickDay(form.getByLabel('Start Date'), dayText(7));
  await pickDay(form.getByLabel('End Date'), dayText(17));
  const estimate = page.getByTestId('hire-estimate');
  await expect(estimate.getByTestId('hire-estimate-days')).toHaveText('10 days');
  // £200 a week and £50 a day: a week and 3 days (£350) is cheaper than 2 weeks (£400).
  const line = estimateLine(estimate, rated);
  await expect(line).toContainText(`1 × ${rated.name}`);
  await expect(line.getByTestId('hire-estimate-breakdown')).toHaveText('1 week + 3 days at £350.00 each');
  await expect(line.getByTestId('hire-estimate-line-total')).toHaveText('£350.00');
  await expect(estimateLine(estimate, unrated).getByTestId('hire-estimate-line-total')).toHaveText('Call for price');
  await expect(estimate.getByTestId('hire-estimate-subtotal')).toContainText('£350.00');
  await expect(estimate.getByTestId('hire-estimate-vat')).toContainText('VAT (20%)£70.00');
  await expect(estimate.getByTestId('hire-estimate-total')).toContainText('Estimated total£420.00');
  await expect(estimate.getByTestId('hire-estimate-note')).toHaveText('estimate; the hire desk confirms your quote');
  await expect(estimate).toContainText('a refundable security deposit may be required', { ignoreCase: true });

  // Delivery, once ticked, is the rated item's delivery price (the other offers none), VAT on top.
  await form.getByRole('checkbox', { name: 'Delivery required' }).check();
  await expect(estimate.getByTestId('hire-estimate-delivery')).toContainText('£30.00');
  await expect(estimate.getByTestId('hire-estimate-total')).toContainText('£456.00');

  // On the basket page the estimate follows the quantity and the dates.
  await page.goto('/hire-basket');
  const basketEstimate = page.getByTestId('hire-estimate');
  await pickDay(page.getByTestId('hire-start-date'), dayText(7));
  await pickDay(page.getByTestId('hire-end-date'), dayText(17));
  await expect(basketEstimate.getByTestId('hire-estimate-total')).toContainText('£420.00');
  const quantity = page
    .getByTestId('hire-basket-line')
    .filter({ hasText: rated.name })
    .getByTestId('hire-basket-quantity');
  await quantity.fill('3');
  await expect(estimateLine(basketEstimate, rated)).toContainText(`3 × ${rated.name}`);
  await expect(estimateLine(basketEstimate, rated).getByTestId('hire-estimate-line-total')).toHaveText('£1,050.00');
  await expect(basketEstimate.getByTestId('hire-estimate-total')).toContainText('£1,260.00');

  // Collected on a Friday and returned on the Monday: one day's hire.
  const friday = daysToFriday();
  await pickDay(page.getByTestId('hire-start-date'), dayText(friday));
  await pickDay(page.getByTestId('hire-end-date'), dayText(friday + 3));
  await expect(basketEstimate.getByTestId('hire-estimate-days')).toContainText('the weekend rate, charged as 1 day');
  await expect(estimateLine(basketEstimate, rated).getByTestId('hire-estimate-line-total')).toHaveText('£150.00');
  await expect(basketEstimate.getByTestId('hire-estimate-total')).toContainText('£180.00');
});
