import { readPdf } from '@shop/quote-document/testing';
import { saleProducts } from '@shop/test-support/catalog-data';
import { expect, test } from './fixtures';
import { ADMIN, addToBasket, logIn, logOut, openAdminOrder, placeOrderPaidByCard, registerCustomer } from './support';

const VOCAL_MIC = saleProducts.find((p) => p.name === 'Sonora D58 Dynamic Vocal Mic')!; // £95, 40 in stock

test("a paid order's VAT invoice: on the customer's order page, in the admin's order drawer and the month's CSV", async ({
  page,
}) => {
  await registerCustomer(page, 'invoiced');
  await addToBasket(page, VOCAL_MIC);
  const id = await placeOrderPaidByCard(page);

  // Payments issues the invoice moments after the payment: the page shows it once it is there.
  const link = page.getByTestId('order-invoices').getByTestId('vat-document-link');
  await expect(link).toHaveText(/^VAT invoice INV-\d{4}-\d{6}$/, { timeout: 30_000 });
  const number = (await link.textContent())!.replace('VAT invoice ', '');
  await expect(page.getByTestId('order-invoices')).toContainText('£129.00');
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { text } = await readPdf(await pdf.body());
  const flat = text.replace(/\s+/g, ' ');
  for (const figure of [
    `VAT invoice ${number}`,
    `For: Order #${id}`,
    `${VOCAL_MIC.name} 1 £95.00 20% £95.00 £19.00 £114.00`,
    'Shipping 1 £15.00 0% £15.00 £0.00 £15.00',
    'Total net £110.00',
    'Total VAT £19.00',
    'Total £129.00',
  ]) {
    expect(flat).toContain(figure);
  }
  await logOut(page);

  await logIn(page, ADMIN.username, ADMIN.password);
  const drawer = await openAdminOrder(page, id);
  await expect(drawer.getByTestId('order-invoices').getByTestId('vat-document-link')).toHaveText(
    `VAT invoice ${number}`,
  );

  await page.goto('/admin?tab=payments');
  const exporter = page.getByTestId('invoice-export');
  const downloading = page.waitForEvent('download');
  await exporter.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain(`${number},`);
});
