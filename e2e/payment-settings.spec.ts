import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saleProducts } from '@shop/test-support/catalog-data';
import { DEVELOPMENT_STRIPE_SECRET_KEY, DEVELOPMENT_STRIPE_WEBHOOK_SECRET } from '@shop/payments/src/config';
import { ADMIN, addToBasket, logIn, logOut, registerCustomer } from './support';

const HAZE_FLUID = saleProducts.find((p) => p.name === 'Nebula Haze Fluid 5 L')!; // £39, 60 in stock

/** The admin's Payments card on the Settings tab. */
async function paymentsCard(page: Page) {
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=settings');
  return page.getByTestId('payment-settings-card');
}

/** The admin turns PayPal on or off, keeping the saved keys. */
async function setPaypal(page: Page, on: boolean): Promise<void> {
  const card = await paymentsCard(page);
  const paypal = card.getByTestId('paypal-enabled');
  if ((await paypal.getAttribute('aria-checked')) !== String(on)) await paypal.click();
  await card.getByTestId('save-payment-settings').click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
  await page.goto('/');
  await logOut(page);
}

/** The checkout's payment methods, as the customer sees them. */
async function checkoutMethods(page: Page) {
  await page.goto('/checkout');
  const form = page.getByTestId('checkout-form');
  await expect(form.getByRole('radio', { name: 'Credit Card' })).toBeVisible();
  return form;
}

test('the admin saves the Payments card, secrets shown only by their end, and the checkout offers PayPal only when on', async ({
  page,
}) => {
  const card = await paymentsCard(page);
  await expect(card.getByTestId('payment-mode')).toHaveText('Test');
  await expect(card).toContainText('/api/payments/stripe-webhook');

  // A live secret key beside a test publishable key is refused, under the publishable key, and nothing is saved.
  await card.getByLabel('Publishable key').fill('pk_test_ShopPublishableKey');
  await card.getByLabel('Secret key').fill('sk_live_NotThisShopsMode');
  await card.getByTestId('save-payment-settings').click();
  await expect(card.getByText('is a live key while the other is a test key')).toBeVisible();

  // The stand-in's own keys (so the shop's payments go on working), PayPal off.
  await card.getByLabel('Secret key').fill(DEVELOPMENT_STRIPE_SECRET_KEY);
  await card.getByLabel('Webhook signing secret').fill(DEVELOPMENT_STRIPE_WEBHOOK_SECRET);
  await card.getByTestId('paypal-enabled').click();
  await expect(card.getByTestId('paypal-enabled')).toHaveAttribute('aria-checked', 'false');
  await card.getByTestId('save-payment-settings').click();
  await expect(page.getByText('Payment settings saved')).toBeVisible();
  // Write-only: the fields empty again, each saying it is set and how it ends.
  await expect(card.getByLabel('Secret key')).toHaveValue('');
  await expect(card.getByLabel('Secret key')).toHaveAttribute(
    'placeholder',
    new RegExp(`^set \\(…${DEVELOPMENT_STRIPE_SECRET_KEY.slice(-4)}\\)`),
  );
  await expect(card.getByLabel('Webhook signing secret')).toHaveAttribute(
    'placeholder',
    new RegExp(`^set \\(…${DEVELOPMENT_STRIPE_WEBHOOK_SECRET.slice(-4)}\\)`),
  );
  await page.reload();
  await expect(card.getByLabel('Publishable key')).toHaveValue('pk_test_ShopPublishableKey');
  await expect(card.getByTestId('paypal-enabled')).toHaveAttribute('aria-checked', 'false');
  expect(await page.content()).not.toContain(DEVELOPMENT_STRIPE_WEBHOOK_SECRET);
  await page.goto('/');
  await logOut(page);

  await registerCustomer(page, 'paypaloff');
  await addToBasket(page, HAZE_FLUID);
  const without = await checkoutMethods(page);
  await expect(without.getByRole('radio', { name: 'PayPal' })).toHaveCount(0);
  await logOut(page);

  await setPaypal(page, true);
  await registerCustomer(page, 'paypalon');
  await addToBasket(page, HAZE_FLUID);
  const withPaypal = await checkoutMethods(page);
  await withPaypal.getByRole('radio', { name: 'PayPal' }).check();
  await expect(page.getByTestId('payment-note')).toHaveText(
    'You will be redirected to PayPal to complete your payment after reviewing your order.',
  );
});
