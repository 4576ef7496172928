import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };

/** Midday UTC some days ahead: the same calendar day in the UK, whatever the season. */
export function daysAhead(days: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12));
}

/** A day as a date picker's cells name it (their title), e.g. 2026-12-02. */
export const ukDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Turns an open date picker's panel on to the month holding `day` and gives that day's cell. Each press waits for
 * the next month to be drawn before looking again: a look straight after a press may still see the month before.
 */
export async function pickerCell(panel: Locator, day: Date): Promise<Locator> {
  const firstShown = panel.locator('td.ant-picker-cell-in-view').first();
  const month = ukDay(day).slice(0, 7);
  for (let presses = 0; presses < 12; presses++) {
    const shown = (await firstShown.getAttribute('title'))!.slice(0, 7);
    if (shown >= month) break;
    await panel.locator('.ant-picker-header-next-btn').click();
    await expect(firstShown).not.toHaveAttribute('title', new RegExp(`^${shown}`));
  }
  const cell = panel.locator(`td.ant-picker-cell-in-view[title="${ukDay(day)}"]`);
  await expect(cell).toBeVisible();
  return cell;
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** A username no earlier run has taken. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

export interface Customer {
  username: string;
  password: string;
  email: string;
  fullName: string;
}

/** Registers a new customer through the Register tab; they are signed in and on the home page afterwards. */
export async function registerCustomer(page: Page, prefix: string): Promise<Customer> {
  const username = uniqueName(prefix);
  const customer = { username, password: 'speakers123', email: `${username}@example.co.uk`, fullName: 'Sam Rivers' };
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByTestId('register-form');
  await form.getByLabel('Username').fill(customer.username);
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Full Name').fill(customer.fullName);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByLabel('Confirm Password').fill(customer.password);
  await page.getByTestId('register-submit').click();
  await expect(page.getByText('Your account has been created.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  return customer;
}

/** The header's basket badge shows this many items (the sum of the quantities). */
export async function expectBasketCount(page: Page, count: number): Promise<void> {
  await expect(page.getByTestId('basket-link')).toHaveAttribute('aria-label', `Basket, ${count} items`);
  await expect(page.getByTestId('basket-count')).toHaveText(String(count));
}

/**
 * Waits until a form shows no field message, not even one still collapsing. A message that leaves moves the
 * button below it, so a click aimed before the move lands beside the button and nothing is submitted. antd's forms
 * and the shop's plain ones (components/ui/form.tsx) alike.
 */
export async function expectNoFieldErrors(form: Locator): Promise<void> {
  await expect(form.locator('.ant-form-item-explain-error, .form-item-error')).toHaveCount(0);
}

/** The product page's own Add to Basket button (its related products have one each too). */
export const productAddButton = (page: Page) => page.locator('.product-detail-main').getByTestId('add-to-basket');

/** Adds one of a product from its page and waits for the toast that follows the server's confirmation. */
export async function addToBasket(page: Page, product: { slug: string; name: string }): Promise<void> {
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
  await productAddButton(page).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Added to basket' }).filter({ hasText: product.name }),
  ).toBeVisible();
}

/** Fills the checkout's shipping address with a valid UK one (name and email are prefilled). */
export async function fillShippingAddress(page: Page): Promise<void> {
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('Address', { exact: true }).fill('12 Marine Parade');
  await form.getByLabel('City', { exact: true }).fill('Brighton');
  await form.getByLabel('State / County', { exact: true }).fill('East Sussex');
  await form.getByLabel('Postal Code', { exact: true }).fill('BN2 1TL');
}

/**
 * Checks the basket out, pays by card on the payment page (the local stand-in for Stripe's) and waits for the
 * webhook-confirmed payment back on the order's page; answers the order's id.
 */
export async function placeOrderPaidByCard(page: Page): Promise<number> {
  await page.goto('/checkout');
  await fillShippingAddress(page);
  await page
    .getByTestId('checkout-form')
    .getByRole('checkbox', { name: /I agree to the Terms and Conditions/ })
    .check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByTestId('payment-confirmed')).toContainText('Order placed successfully!', { timeout: 60_000 });
  return Number(/\/account\/orders\/(\d+)/.exec(page.url())?.[1]);
}

/** The admin opens an order's drawer from the Orders tab, found by its number. */
export async function openAdminOrder(page: Page, id: number): Promise<Locator> {
  await page.goto('/admin?tab=orders');
  const tab = page.getByTestId('orders-tab');
  await tab.getByTestId('orders-search').fill(String(id));
  await tab.getByTestId('orders-search').press('Enter');
  await tab.getByRole('button', { name: `View order #${id}`, exact: true }).click();
  return page.getByTestId('order-drawer');
}

type Recorded = { __violations?: string[] };

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
export async function recordViolations(page: Page) {
  // A script text, since this file is type-checked without the DOM's types.
  await page.addInitScript({
    content: `window.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));`,
  });
}

/** The violations recordViolations has seen on the current page. */
export const violations = (page: Page) => page.evaluate(() => (globalThis as Recorded).__violations ?? []);

/** Holds back the requests for `url` until released, as a slow connection would. */
export async function holdBack(page: Page, url: RegExp): Promise<{ release(): void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * Adds a line to a hire quote once hire has heard of the item: a hire item just created reaches it by the catalog's
 * event, a moment after the catalog has it.
 */
export async function addHireLineWhenKnown(
  client: APIRequestContext,
  quoteId: number,
  line: { productId: number; quantity: number; hirePeriod?: string },
): Promise<void> {
  await expect
    .poll(async () => (await client.post(`/api/hire/quotes/${quoteId}/items`, { data: line })).status(), {
      timeout: 30_000,
    })
    .toBe(201);
}
