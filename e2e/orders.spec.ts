import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saleProducts } from '@shop/test-support/catalog-data';
import { ADMIN, addToBasket, expectBasketCount, logIn, logOut, productAddButton, registerCustomer } from './support';

/** A seeded product by name; the tests use ones with plenty of stock so reruns never run out. */
function seeded(name: string) {
  const product = saleProducts.find((p) => p.name === name);
  if (!product) throw new Error(`No seeded product named ${name}`);
  return product;
}

const HAZE_FLUID = seeded('Nebula Haze Fluid 5 L'); // £39, 60 in stock
const INSTRUMENT_MIC = seeded('Sonora D57 Instrument Mic'); // £89, 35 in stock
const VOCAL_MIC = seeded('Sonora D58 Dynamic Vocal Mic'); // £95, 40 in stock
const PAR_CAN = seeded('Lumenar Par 7x10 RGBW'); // £129, 45 in stock
const STAGE_DECK = seeded('Stagecraft Deck 2 x 1 m'); // £349, large/heavy with £80 shipping
const HEADSET_MIC = seeded('Sonora H10 Headset Microphone'); // out of stock

const SHIPPING = {
  address: '12 Marine Parade',
  city: 'Brighton',
  state: 'East Sussex',
  postalCode: 'BN2 1TL',
  phone: '01273 555 0101',
};

/** The basket or order summary shows these amounts. */
async function expectSummary(
  page: Page,
  amounts: { subtotal: string; shipping: string; vat: string; total: string },
): Promise<void> {
  await expect(page.getByTestId('summary-subtotal')).toHaveText(amounts.subtotal);
  await expect(page.getByTestId('summary-shipping')).toHaveText(amounts.shipping);
  await expect(page.getByTestId('summary-vat')).toHaveText(amounts.vat);
  await expect(page.getByTestId('summary-total')).toHaveText(amounts.total);
}

/** Fills the checkout's shipping fields with a valid UK address and accepts the terms (name and email are prefilled). */
async function fillCheckout(page: Page): Promise<void> {
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('Address', { exact: true }).fill(SHIPPING.address);
  await form.getByLabel('City', { exact: true }).fill(SHIPPING.city);
  await form.getByLabel('State / County', { exact: true }).fill(SHIPPING.state);
  await form.getByLabel('Postal Code', { exact: true }).fill(SHIPPING.postalCode);
  await form.getByLabel('Phone (optional)', { exact: true }).fill(SHIPPING.phone);
  await form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
}

/**
 * Pays on the payment provider's page (here the local stand-in for Stripe's) and waits, back on the order's page, for
 * the webhook-confirmed payment: "Order placed successfully!" with the order processing.
 */
async function payOnPaymentPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/orders\/\d+\?payment=done$/);
  await expect(page.getByTestId('payment-confirmed')).toContainText('Order placed successfully!', { timeout: 60_000 });
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Processing');
}

/** Places the basket as an order through the checkout page and pays for it by card on the payment page. */
async function checkOut(page: Page): Promise<void> {
  await page.goto('/checkout');
  await fillCheckout(page);
  await page.getByTestId('place-order').click();
  await payOnPaymentPage(page);
  await expectBasketCount(page, 0);
}

/** The customer's newest order on /account: its id, once the stock saga has moved it to processing. */
async function newestOrderOnceProcessing(page: Page): Promise<{ id: number }> {
  await page.goto('/account');
  const row = page.getByTestId('order-row').first();
  const href = await row.getByTestId('order-details-link').getAttribute('href');
  const id = Number(/\/account\/orders\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  await expectStatusSoon(page, row, 'Processing');
  return { id };
}

/** The stock saga moves a new order on within a second or two; the orders list is reloaded until it shows. */
async function expectStatusSoon(page: Page, row: ReturnType<Page['getByTestId']>, status: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('order-status')).toHaveText(status, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the basket (storefront 9)', () => {
  test('adds from a product page: the badge counts it and a toast names it', async ({ page }) => {
    await registerCustomer(page, 'adder');
    await page.goto(`/product/${PAR_CAN.slug}`);
    await expect(page.getByTestId('product-stock')).toContainText('In Stock');
    await expectBasketCount(page, 0);

    await productAddButton(page).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to basket' })).toContainText(PAR_CAN.name);
    await expectBasketCount(page, 1);

    // The stepper's quantity is added in one go, onto the same line.
    await page.getByTestId('quantity-increase').click();
    await expect(page.getByTestId('quantity-value')).toHaveText('2');
    await productAddButton(page).click();
    await expectBasketCount(page, 3);

    // The basket is the browser's (its cookie), so it is still there after a reload.
    await page.reload();
    await expectBasketCount(page, 3);
    await page.getByTestId('basket-link').click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-quantity')).toHaveValue('3');

    // A product out of stock cannot be added.
    await page.goto(`/product/${HEADSET_MIC.slug}`);
    await expect(page.getByTestId('product-stock')).toHaveText('Out of Stock');
    await expect(productAddButton(page)).toBeDisabled();
  });

  test("a guest's first visit starts no basket; the first add does, and the basket outlives a reload", async ({
    page,
  }) => {
    const operations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) operations.push(String(request.postDataJSON()?.operationName));
    });
    await page.goto('/cart');
    await expect(page.getByText('Your basket is empty')).toBeVisible();
    await page.goto(`/product/${PAR_CAN.slug}`);
    await page.waitForLoadState('networkidle');
    expect(operations).not.toContain('CartSession');
    await expectBasketCount(page, 0);

    await productAddButton(page).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Added to basket' })).toContainText(PAR_CAN.name);
    await expectBasketCount(page, 1);
    expect(operations.filter((name) => name === 'CartSession')).toHaveLength(1);

    await page.reload();
    await expectBasketCount(page, 1);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('edits quantities, prices shipping and VAT, and removes lines down to the empty basket', async ({ page }) => {
    await registerCustomer(page, 'basket');
    await addToBasket(page, HAZE_FLUID);
    await page.goto('/cart');
    const haze = page.getByTestId('cart-line').filter({ hasText: HAZE_FLUID.name });
    const hazeQuantity = haze.getByTestId('cart-quantity');
    await expect(hazeQuantity).toHaveValue('1');
    // Below £100 the standard £15 shipping is charged; VAT is 20% of the subtotal only.
    await expectSummary(page, { subtotal: '£39.00', shipping: '£15.00', vat: '£7.80', total: '£61.80' });

    // Enter commits the quantity; from £100 shipping is free.
    await hazeQuantity.fill('3');
    await hazeQuantity.press('Enter');
    await expect(haze.getByTestId('cart-line-total')).toHaveText('£117.00');
    await expectSummary(page, { subtotal: '£117.00', shipping: 'Free', vat: '£23.40', total: '£140.40' });
    await expectBasketCount(page, 3);

    // Zero, negative or non-numeric quantities are ignored and the line's quantity shown again.
    for (const invalid of ['0', '-2', 'abc']) {
      await hazeQuantity.fill(invalid);
      await hazeQuantity.blur();
      await expect(hazeQuantity).toHaveValue('3');
    }
    await expectSummary(page, { subtotal: '£117.00', shipping: 'Free', vat: '£23.40', total: '£140.40' });
    await page.reload();
    await expect(hazeQuantity).toHaveValue('3');
    await expectBasketCount(page, 3);

    // A large/heavy line's own shipping cost replaces free shipping.
    await addToBasket(page, INSTRUMENT_MIC);
    await addToBasket(page, STAGE_DECK);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expectBasketCount(page, 5);
    await expectSummary(page, { subtotal: '£555.00', shipping: '£80.00', vat: '£111.00', total: '£746.00' });

    await haze.getByTestId('cart-remove').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Item removed' })).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(haze).toHaveCount(0);
    await expectSummary(page, { subtotal: '£438.00', shipping: '£80.00', vat: '£87.60', total: '£605.60' });

    await page.getByTestId('cart-line').filter({ hasText: STAGE_DECK.name }).getByTestId('cart-remove').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectSummary(page, { subtotal: '£89.00', shipping: '£15.00', vat: '£17.80', total: '£121.80' });
    await expectBasketCount(page, 1);

    await page.getByTestId('cart-remove').click();
    await expect(page.getByText('Your basket is empty')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    await expectBasketCount(page, 0);
    await page.reload();
    await expect(page.getByText('Your basket is empty')).toBeVisible();
  });
});

test.describe('checkout and orders (storefront 4, 5)', () => {
  test('checks the checkout form field by field and places nothing while it is invalid', async ({ page }) => {
    const customer = await registerCustomer(page, 'form');
    await addToBasket(page, HAZE_FLUID);
    await page.goto('/checkout');
    const form = page.getByTestId('checkout-form');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await expect(field('Country')).toHaveValue('United Kingdom');
    await expect(field('Email')).toHaveValue(customer.email);
    await expect(field('First Name')).toHaveValue('Sam');
    await expect(field('Last Name')).toHaveValue('Rivers');
    await expect(form.getByRole('radio', { name: 'Credit Card' })).toBeChecked();
    // No card details are asked for here: the card is given on the payment provider's page.
    await expect(form.getByLabel(/name on card|card number|expiry|cvv/i)).toHaveCount(0);
    await expect(form.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
    await expect(form.getByTestId('payment-note')).toContainText('secure payment page to pay by card');
    await expect(page.getByTestId('checkout-summary').getByTestId('checkout-line')).toContainText(HAZE_FLUID.name);

    await field('First Name').fill('A');
    await field('Last Name').fill('');
    await field('Address').fill('1 St');
    await field('Postal Code').fill('BN2');
    await field('Phone (optional)').fill('01273');
    await page.getByTestId('place-order').click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Address must be at least 5 characters',
      'City must be at least 2 characters',
      'State must be at least 2 characters',
      'Postal code must be at least 5 characters',
      'Phone number must be at least 10 digits',
      'You must accept the terms and conditions',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    // Only the UK is delivered to; a message goes once its field is put right.
    await field('Country').fill('France');
    await expect(form.getByText('We only deliver within the United Kingdom')).toBeVisible();
    await field('First Name').fill('Alex');
    await expect(form.getByText('First name must be at least 2 characters')).toBeHidden();

    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto('/account');
    await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
    await expectBasketCount(page, 1);
  });

  test('places an order, pays for it on the payment page and sees it processing in the account', async ({ page }) => {
    await registerCustomer(page, 'buyer');
    await addToBasket(page, VOCAL_MIC);
    await page.goto('/cart');
    await page.getByTestId('proceed-to-checkout').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectSummary(page, { subtotal: '£95.00', shipping: '£15.00', vat: '£19.00', total: '£129.00' });
    await fillCheckout(page);
    await page.getByTestId('checkout-form').getByRole('radio', { name: 'PayPal' }).check();

    // Hold the order's request until the pending state has been seen, so it is seen for certain.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'PlaceOrder') await held;
      await route.continue();
    });
    const placeOrder = page.getByTestId('place-order');
    await placeOrder.click();
    await expect(placeOrder).toHaveText('Processing Order...');
    await expect(placeOrder).toBeDisabled();
    release();
    // Placed, the order waits for its stock and the browser is sent on to the payment page for its total.
    await expect(page).toHaveURL(/\/pay\/cs_/);
    await expect(page.locator('body')).toContainText('£129.00');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await payOnPaymentPage(page);
    await expectBasketCount(page, 0);
    const id = /\/account\/orders\/(\d+)/.exec(page.url())![1];
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-payment-state')).toHaveText('Paid');
    await expect(detail.getByTestId('order-payment')).toContainText(/pi_/);

    await page.goto('/account');
    const row = page.getByTestId('order-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-status')).toHaveText('Processing');
    await expect(row.getByTestId('order-total')).toHaveText('£129.00');

    await row.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${id}$`));
    await expect(detail.getByRole('heading', { name: `Order #${id}` })).toBeVisible();
    await expect(detail.getByTestId('order-status')).toHaveText('Processing');
    // Only the page back from paying announces it.
    await expect(page.getByTestId('payment-confirmed')).toHaveCount(0);
    const item = detail.getByTestId('order-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(VOCAL_MIC.name);
    await expect(item.getByRole('cell')).toHaveText([VOCAL_MIC.name, '1', '£95.00', '£95.00']);
    await expectSummary(page, { subtotal: '£95.00', shipping: '£15.00', vat: '£19.00', total: '£129.00' });
    await expect(detail.getByTestId('order-shipping')).toContainText('Sam Rivers');
    await expect(detail.getByTestId('order-shipping')).toContainText(SHIPPING.postalCode);
    await expect(detail.getByTestId('order-shipping')).toContainText('United Kingdom');
    await expect(detail.getByTestId('order-payment')).toContainText('PayPal');

    await page.goto('/account/orders/99999999');
    await expect(page.getByText('Order not found')).toBeVisible();
  });

  test('says a declined card was declined, and Try again opens a new payment page that takes it', async ({ page }) => {
    await registerCustomer(page, 'declined');
    await addToBasket(page, HAZE_FLUID);
    await page.goto('/checkout');
    await fillCheckout(page);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    const firstPage = page.url();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.locator('body')).toContainText('Your card was declined');

    // Back at the shop, the order says what happened and its items are still held.
    await page.goto('/account');
    await page.getByTestId('order-row').first().getByRole('link', { name: 'View Details' }).click();
    const declined = page.getByTestId('payment-declined');
    await expect(declined).toContainText('Your payment was declined');
    await expect(declined).toContainText('Your card was declined.');
    await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText('Pending');

    await page.getByTestId('payment-retry').click();
    await expect(page).toHaveURL(/\/pay\/cs_/);
    expect(page.url()).not.toBe(firstPage);
    await payOnPaymentPage(page);
  });
});

test.describe('admin order management (admin orders tab)', () => {
  test("ships a customer's order with its carrier and tracking number, asking before a final move", async ({
    page,
  }) => {
    const customer = await registerCustomer(page, 'shipto');
    await addToBasket(page, INSTRUMENT_MIC);
    await checkOut(page);
    const { id } = await newestOrderOnceProcessing(page);
    await logOut(page);

    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=orders');
    const tab = page.getByTestId('orders-tab');
    await expect(tab).toBeVisible();
    await tab.getByTestId('orders-search').fill(String(id));
    await tab.getByTestId('orders-search').press('Enter');
    // The search also matches customer text, so the row is the one whose View button names this order.
    const viewButton = page.getByRole('button', { name: `View order #${id}`, exact: true });
    const row = tab.getByTestId('order-row').filter({ has: viewButton });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('order-status')).toHaveText('Processing');
    await tab.getByRole('button', { name: `View order #${id}`, exact: true }).click();

    const drawer = page.getByTestId('order-drawer');
    await expect(drawer.getByText(`Order #${id}`)).toBeVisible();
    await expect(drawer.getByTestId('order-status')).toHaveAttribute('data-status', 'processing');
    await expect(drawer).toContainText(INSTRUMENT_MIC.name);
    // Shipping asks for the carrier and a tracking number the customer can follow.
    await chooseNextStatus(page, 'Shipped');
    await drawer.getByTestId('order-update-status').click();
    const ship = page.getByRole('dialog').filter({ hasText: `Ship order #${id}` });
    await ship.getByTestId('order-ship-tracking').fill('no!');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(ship).toContainText('Choose the carrier');
    await expect(ship).toContainText('Tracking number must be 4-40 letters, digits, spaces or dashes');
    await ship.getByTestId('order-ship-carrier').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .and(page.getByTitle('DPD', { exact: true }))
      .click();
    await ship.getByTestId('order-ship-tracking').fill('1550 2345 6789');
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText(`Order #${id} is now shipped`)).toBeVisible();
    await expect(ship).toBeHidden();
    await expect(drawer.getByTestId('order-shipment')).toContainText('DPD');
    await expect(drawer.getByTestId('order-shipment')).toContainText('1550 2345 6789');
    await expect(drawer.getByTestId('order-status')).toHaveAttribute('data-status', 'shipped');
    await expect(drawer.getByTestId('order-status')).toHaveText('Shipped');
    await expect(row.getByTestId('order-status')).toHaveText('Shipped');

    // Delivering asks the day it arrived, today unless changed: the returns window runs from it.
    await chooseNextStatus(page, 'Delivered');
    await drawer.getByTestId('order-update-status').click();
    const deliver = page.getByRole('dialog').filter({ hasText: `Mark order #${id} as delivered` });
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(page.getByText(`Order #${id} is now delivered`)).toBeVisible();
    await expect(drawer.getByTestId('order-shipment')).toContainText('Delivered');

    // A refund is final, so it is confirmed first; going back leaves the order as it was.
    await chooseNextStatus(page, 'Refunded');
    await drawer.getByTestId('order-update-status').click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Mark order #${id} as refunded?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Go back' }).click();
    await expect(confirm).toBeHidden();
    await expect(drawer.getByTestId('order-status')).toHaveAttribute('data-status', 'delivered');

    // The customer's order page links the carrier's tracking page, in a new tab.
    await page.goto('/');
    await logOut(page);
    await logIn(page, customer.username, customer.password);
    await page.goto(`/account/orders/${id}`);
    const delivery = page.getByTestId('order-delivery');
    await expect(delivery).toContainText('DPD');
    const tracking = delivery.getByRole('link', { name: '1550 2345 6789' });
    await expect(tracking).toHaveAttribute('href', 'https://track.dpd.co.uk/parcels/155023456789');
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(delivery).toContainText('Delivered');
  });
});

/** Picks a status in the open drawer's "New status" select (its options are rendered at the end of the page). */
async function chooseNextStatus(page: Page, label: string): Promise<void> {
  await page.getByTestId('order-drawer').getByTestId('order-next-status').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .and(page.getByTitle(label, { exact: true }))
    .click();
  await expect(page.getByTestId('order-drawer').getByTestId('order-next-status')).toContainText(label);
}
