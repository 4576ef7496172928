import { saleProducts } from '@shop/test-support/catalog-data';
import { expect, test } from './fixtures';
import { ADMIN, addToBasket, logIn, logOut, placeOrderPaidByCard, registerCustomer } from './support';

const VOCAL_MIC = saleProducts.find((p) => p.name === 'Sonora D58 Dynamic Vocal Mic')!; // £95, 40 in stock
const HAZE_FLUID = saleProducts.find((p) => p.name === 'Nebula Haze Fluid 5 L')!; // £39, 60 in stock

test('a customer returns 1 of 2 lines: the owner approves it, receives it into stock, and the customer sees the refund and its credit note', async ({
  page,
  request,
}) => {
  // A sale, its delivery, and each step of the return by the customer and the owner in turn.
  test.setTimeout(180_000);
  const stockOf = async (slug: string) => (await (await request.get(`/api/products/${slug}`)).json()).stock as number;
  const hazeBefore = await stockOf(HAZE_FLUID.slug);

  const customer = await registerCustomer(page, 'returner');
  await addToBasket(page, VOCAL_MIC);
  await addToBasket(page, HAZE_FLUID);
  const id = await placeOrderPaidByCard(page);

  // The parcel goes out and arrives today: the returns window opens.
  expect((await request.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const move = (data: Record<string, unknown>) => request.patch(`/api/admin/orders/${id}/status`, { data });
  expect((await move({ status: 'shipped', carrier: 'dpd', trackingNumber: '1550 1234' })).ok()).toBeTruthy();
  expect((await move({ status: 'delivered' })).ok()).toBeTruthy();

  await page.goto(`/account/orders/${id}`);
  const returns = page.getByTestId('order-returns');
  await expect(returns.getByTestId('order-returns-window')).toContainText('Returns for this order are open until');
  await returns.getByTestId('return-start').click();
  await returns.getByLabel(`${HAZE_FLUID.name} (up to 1)`).fill('1');
  await returns.getByTestId('return-reason').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'No longer needed' })
    .click();
  await returns.getByTestId('return-submit').click();
  const reference = `RMA-${id}-1`;
  const asked = returns.locator(`[data-return-id="${reference}"]`);
  await expect(asked.getByTestId('order-return-status')).toHaveText('Requested');
  await expect(asked).toContainText(`1 × ${HAZE_FLUID.name}`);
  await logOut(page);

  await logIn(page, ADMIN.username, ADMIN.password);
  // The owner says where returns go before approving one: the order settings have no returns address at first.
  await page.goto('/admin?tab=settings');
  const settings = page.getByTestId('order-settings-card');
  await expect(settings).toContainText('No return can be approved until the returns address is set');
  await settings
    .getByTestId('returns-address')
    .fill('Returns, SoundHire Pro\nUnit 4, Example Park\nEastbourne BN21 1AA');
  await expect(settings.getByLabel('Returns window (days)')).toHaveValue('30');
  await settings.getByTestId('save-order-settings').click();
  await expect(page.getByText('Order settings saved')).toBeVisible();
  await page.goto('/admin?tab=orders');
  const row = page.getByTestId('returns-panel').getByRole('row', { name: new RegExp(reference) });
  await row.getByTestId('return-approve').click();
  await expect(row.getByTestId('return-status')).toHaveText('approved');
  await row.getByTestId('return-receive').click();
  await expect(page.getByTestId('return-receive-form')).toContainText(`1 × ${HAZE_FLUID.name}`);
  await page.getByRole('button', { name: 'Receive and refund' }).click();
  await expect(row.getByTestId('return-status')).toHaveText(/received|refunded/);
  // Back on hand through the stock ledger: as much to sell as before the sale.
  await expect.poll(() => stockOf(HAZE_FLUID.slug), { timeout: 30_000 }).toBe(hazeBefore);
  await page.goto('/');
  await logOut(page);

  await logIn(page, customer.username, customer.password);
  await page.goto(`/account/orders/${id}`);
  const refunded = page.getByTestId('order-returns').locator(`[data-return-id="${reference}"]`);
  // £39 with its VAT; the order's shipping was free.
  await expect(refunded.getByTestId('order-return-status')).toHaveText('Refunded', { timeout: 30_000 });
  await expect(refunded.getByTestId('order-return-refund')).toContainText('Refunded £46.80');
  await expect(page.getByTestId('order-history')).toContainText(`Return ${reference} refunded: £46.80`);
  await expect(page.getByTestId('order-invoices')).toContainText(/Credit note CN-\d{4}-\d{6}/, { timeout: 30_000 });
});
