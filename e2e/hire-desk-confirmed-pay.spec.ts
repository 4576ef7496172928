import { DEVELOPMENT_QUOTE_LINK_SECRET } from '@shop/hire/src/config';
import { signedAcceptPath, signedPayPath } from '@shop/hire/src/modules/quotes/domain/quote-link';
import { hireProducts } from '@shop/test-support/catalog-data';
import { expect, test } from './fixtures';
import { ADMIN, logIn } from './support';

const PIXEL_BARS = hireProducts.find((p) => p.name === 'Pixel Bar Pair')!;

const DAY = 24 * 60 * 60 * 1000;
const start = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
const end = new Date(Date.now() + 47 * DAY).toISOString().slice(0, 10);

test('a guest whose request the desk confirmed, never sent a quote, pays the deposit from the email’s link', async ({
  page,
  request,
}) => {
  // The guest asks for the pixel bars; the desk confirms the request itself (no quote sent).
  const { id: productId } = (await (await request.get(`/api/hire/products/${PIXEL_BARS.slug}`)).json()) as {
    id: number;
  };
  const created = await request.post('/api/hire/quotes', {
    data: {
      customerName: 'Gale Guest',
      customerEmail: 'gale@example.co.uk',
      startDate: `${start}T10:00:00.000Z`,
      endDate: `${end}T10:00:00.000Z`,
    },
  });
  const { id } = (await created.json()) as { id: number };
  expect((await request.post(`/api/hire/quotes/${id}/items`, { data: { productId, quantity: 1 } })).ok()).toBe(true);
  expect((await request.post(`/api/hire/quotes/${id}/submit`)).ok()).toBe(true);
  expect((await request.post('/api/login', { data: ADMIN })).ok()).toBe(true);
  const approved = await request.post('/graphql', {
    data: {
      query: 'mutation Approve($id: Int!) { updateHireQuoteStatus(id: $id, status: "approved") { status } }',
      variables: { id },
    },
  });
  expect(((await approved.json()) as { data: unknown }).data).toEqual({
    updateHireQuoteStatus: { status: 'approved' },
  });

  // The "Pay deposit" link the confirmation email carries: the booking's own signed token (no revision to name).
  await page.goto(signedPayPath(DEVELOPMENT_QUOTE_LINK_SECRET, id, { revision: 0, validUntil: start }, 'deposit'));
  const confirmed = page.getByTestId('booking-confirmed');
  await expect(confirmed).toContainText('Booking confirmed');
  const payCard = page.getByTestId('booking-pay');
  await expect(payCard).toBeInViewport();
  await expect(payCard.getByTestId('pay-deposit')).toContainText('Pay deposit (£');

  await payCard.getByTestId('pay-deposit').click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/hire/quotes/${id}\\?.*paid=deposit`));
  await expect(page.getByTestId('payment-confirmed')).toHaveText('Thank you: your payment is confirmed', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('pay-deposit')).toHaveCount(0);
  await expect(page.getByTestId('pay-balance')).toBeVisible();

  // The desk can pass the booking's page on by hand: its booking panel shows the same link, with the deposit paid.
  await logIn(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin?tab=quotes');
  await page.locator(`[data-testid="quote-row"][data-quote-id="${id}"]`).getByTestId('quote-details-toggle').click();
  const booking = page.getByTestId('quote-details').getByTestId('quote-booking');
  const bookingPage = signedAcceptPath(DEVELOPMENT_QUOTE_LINK_SECRET, id, { revision: 0, validUntil: start });
  await expect(booking.getByTestId('booking-customer-link').getByRole('link')).toHaveAttribute(
    'href',
    new URL(bookingPage, page.url()).href,
  );
  await expect(booking.getByTestId('booking-deposit')).toHaveText('£0.00');
});
