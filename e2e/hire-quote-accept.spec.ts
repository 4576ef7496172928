import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatGBP } from '@shop/contracts';
import { expect, test, waitingForHydration } from './fixtures';
import { hireProducts } from '@shop/test-support/catalog-data';
import { ADMIN, registerCustomer, type Customer } from './support';

const PIXEL_BARS = hireProducts.find((p) => p.name === 'Pixel Bar Pair')!; // £35 a day, 8 owned

interface SentQuote {
  acceptPath: string;
  latestRevision: { label: string; price: { total: number; bookingDeposit: number } };
}

/** The hire desk, signed in through the API: it prices a quote from its lines and sends it, as the admin's editor does. */
async function deskSends(request: APIRequestContext, id: number): Promise<SentQuote> {
  expect((await request.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const res = await request.post('/graphql', {
    data: {
      query:
        'mutation Send($id: Int!) { sendHireQuote(id: $id) { acceptPath latestRevision { label price { total bookingDeposit } } } }',
      variables: { id },
    },
  });
  const body = (await res.json()) as { data: { sendHireQuote: SentQuote }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.sendHireQuote;
}

/** The signed-in customer asks for a quote for the pixel bars from the shop's quote form; answers its id. */
async function requestQuote(page: Page, customer: Customer): Promise<number> {
  const product = await page.request.get(`/api/hire/products/${PIXEL_BARS.slug}`);
  const { id: productId } = (await product.json()) as { id: number };
  await page.goto(`/hire/quote?productId=${productId}`);
  const form = page.getByTestId('hire-quote-form');
  await form.getByLabel('Full Name').fill(customer.fullName);
  await form.getByLabel('Email').fill(customer.email);
  await page.getByTestId('hire-quote-submit').click();
  await expect(page).toHaveURL(/\/account\?tab=quotes$/);
  const title = await page.getByTestId('quote-row').first().locator('.panel-title-text').textContent();
  return Number(/#(\d+)/.exec(title ?? '')![1]);
}

/** A browser of its own, as a customer opening the email's link on another device. */
async function guestPage(browser: Browser): Promise<Page> {
  return waitingForHydration(await (await browser.newContext()).newPage());
}

test.describe('a priced quote answered online (issue 24)', () => {
  test('the customer opens the emailed link, must tick the terms, and accepts', async ({ page, request, browser }) => {
    const customer = await registerCustomer(page, 'acceptor');
    const id = await requestQuote(page, customer);
    const sent = await deskSends(request, id);
    const total = formatGBP(sent.latestRevision.price.total);

    // The account lists it, quoted, with its number and total.
    await page.reload();
    const row = page.getByTestId('quote-row').first();
    await expect(row.getByTestId('quote-stage')).toHaveText('Quoted: awaiting your answer');
    await expect(row.getByTestId('quote-number')).toContainText(sent.latestRevision.label);
    await expect(row.getByTestId('quote-total')).toContainText(total);
    await expect(row.getByTestId('quote-open')).toHaveAttribute('href', `/hire/quotes/${id}`);

    const guest = await guestPage(browser);
    await guest.goto(sent.acceptPath);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Quote ${sent.latestRevision.label}`);
    await expect(guest.getByTestId('quote-total')).toContainText(total);
    await expect(guest.getByTestId('quote-lines')).toContainText(PIXEL_BARS.name);
    await expect(guest.getByTestId('quote-terms')).toContainText('The hirer is liable');

    // The PDF the link offers is the quote's.
    const pdf = await guest.request.get((await guest.getByTestId('quote-pdf-link').getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    const form = guest.getByTestId('accept-form');
    await form.getByTestId('accept-name').fill(customer.fullName);
    await guest.getByTestId('accept-submit').click();
    await expect(form.getByText('Tick to accept the hire terms')).toBeVisible();
    await expect(guest.getByTestId('booking-confirmed')).toHaveCount(0);

    await form.getByTestId('accept-terms').check();
    await guest.getByTestId('accept-submit').click();
    const confirmed = guest.getByTestId('booking-confirmed');
    await expect(confirmed).toContainText('Booking confirmed');
    const { total: totalGbp, bookingDeposit } = sent.latestRevision.price;
    await expect(confirmed.getByTestId('booking-pay-now')).toContainText(
      `Pay now: the booking deposit of ${formatGBP(bookingDeposit)}`,
    );
    // The balance after the deposit, as the quote's card and the email have it.
    await expect(confirmed.getByTestId('booking-balance')).toContainText(
      `The balance of ${formatGBP(totalGbp - bookingDeposit)} is due by`,
    );
    await expect(guest.getByTestId('accept-form')).toHaveCount(0);

    // A link whose signature was changed is refused.
    const tampered = sent.acceptPath.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await guest.goto(tampered);
    await expect(guest.getByTestId('quote-link-invalid')).toContainText('This link is not valid');
    await guest.context().close();
  });

  test('the customer pays the booking deposit on the payment page, then the balance, then the refundable security deposit', async ({
    page,
    request,
    browser,
  }) => {
    const customer = await registerCustomer(page, 'payer');
    const id = await requestQuote(page, customer);
    const sent = await deskSends(request, id);
    const { total, bookingDeposit } = sent.latestRevision.price;

    const guest = await guestPage(browser);
    await guest.goto(sent.acceptPath);
    const form = guest.getByTestId('accept-form');
    await form.getByTestId('accept-name').fill(customer.fullName);
    await form.getByTestId('accept-terms').check();
    await guest.getByTestId('accept-submit').click();
    await expect(guest.getByTestId('booking-confirmed')).toBeVisible();

    await guest.getByTestId('pay-deposit').click();
    // The card is typed on the payment provider's page, never on ours (here, the local stand-in for Stripe's).
    await expect(guest).toHaveURL(/\/pay\/cs_/);
    await guest.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(guest).toHaveURL(new RegExp(`/hire/quotes/${id}\\?`));
    await expect(guest.getByTestId('payment-confirmed')).toHaveText('Thank you: your payment is confirmed', {
      timeout: 60_000,
    });
    await expect(guest.getByTestId('pay-balance')).toContainText(formatGBP(total - bookingDeposit));
    await expect(guest.getByTestId('pay-deposit')).toHaveCount(0);

    // The balance the same way; then the security deposit, held until the hire settles.
    await guest.getByTestId('pay-balance').click();
    await expect(guest).toHaveURL(/\/pay\/cs_/);
    await guest.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(guest).toHaveURL(new RegExp(`/hire/quotes/${id}\\?.*paid=balance`));
    await expect(guest.getByTestId('payment-confirmed')).toBeVisible({ timeout: 60_000 });
    const securityDeposit = guest.getByTestId('pay-security-deposit');
    await expect(securityDeposit).toContainText('Pay security deposit (£');
    await expect(guest.getByTestId('security-deposit-note')).toContainText('goes back to the same card');
    await securityDeposit.click();
    await expect(guest).toHaveURL(/\/pay\/cs_/);
    await guest.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(guest).toHaveURL(new RegExp(`/hire/quotes/${id}\\?.*paid=security-deposit`));
    await expect(guest.getByTestId('payment-confirmed')).toBeVisible({ timeout: 60_000 });
    await expect(guest.getByTestId('booking-security-deposit-held')).toContainText('Security deposit held: £');
    await expect(guest.getByTestId('booking-pay')).toHaveCount(0);
    await expect(guest.getByTestId('booking-payment')).toHaveCount(3);
  });

  test('a signed-in customer declines from their account, without the link', async ({ page, request }) => {
    const customer = await registerCustomer(page, 'decliner');
    const id = await requestQuote(page, customer);
    await deskSends(request, id);

    await page.reload();
    await page.getByTestId('quote-row').first().getByTestId('quote-open').click();
    await expect(page).toHaveURL(new RegExp(`/hire/quotes/${id}$`));
    await page.getByTestId('decline-open').click();
    await page.getByTestId('decline-reason').fill('We found a venue with its own lights');
    await page.getByTestId('decline-submit').click();
    await expect(page.getByTestId('quote-declined')).toContainText('We found a venue with its own lights');
    await expect(page.getByTestId('accept-form')).toHaveCount(0);
  });

  test('a customer reads the reason the desk gave for rejecting their request', async ({ page, request }) => {
    const customer = await registerCustomer(page, 'rejected');
    const id = await requestQuote(page, customer);
    expect((await request.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
    const rejected = await request.patch(`/api/hire/quotes/${id}/status`, {
      data: { status: 'rejected', reason: 'The pixel bars are out on tour that week' },
    });
    expect(rejected.ok()).toBeTruthy();

    await page.reload();
    const row = page.getByTestId('quote-row').filter({ hasText: `#${id}` });
    await expect(row.getByTestId('quote-rejected')).toContainText('The pixel bars are out on tour that week');
    await page.goto(`/hire/quotes/${id}`);
    await expect(page.getByTestId('quote-rejected')).toContainText('Reason: The pixel bars are out on tour that week');
    await expect(page.getByTestId('quote-declined')).toHaveCount(0);
  });
});
