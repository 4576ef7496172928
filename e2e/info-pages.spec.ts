import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoFieldErrors } from './support';

type Marked = { __marker?: number };

/** Leaves a mark on the loaded document: it survives in-app navigation and is lost on a full page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (globalThis as Marked).__marker = 1;
  });
const documentMark = (page: Page) => page.evaluate(() => (globalThis as Marked).__marker);

test.describe('information pages (storefront 2, 4, 5, 8, 9)', () => {
  test('contact form: field errors, then the server confirmation, then an empty form again', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const details = page.getByTestId('contact-details');
    await expect(details).toContainText('Get in Touch');
    await expect(details).toContainText('support@soundhirepro.co.uk');
    await expect(details).toContainText('Eastbourne, East Sussex');
    await expect(page.getByTestId('contact-hours')).toContainText('9:00 AM - 5:30 PM');

    const form = page.getByTestId('contact-form');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const error of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Subject must be at least 5 characters.',
      'Message must be at least 10 characters.',
    ]) {
      await expect(form.getByText(error, { exact: true })).toBeVisible();
    }

    await form.getByLabel('Name').fill('Sam Rivers');
    await form.getByLabel('Email').fill('sam@example.co.uk');
    await form.getByLabel('Subject').fill('PA hire for a wedding');
    await form.getByLabel('Message').fill('Could you quote for two tops and a sub on 14 June?');
    await expectNoFieldErrors(form);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const confirmation = page.getByTestId('contact-confirmation');
    await expect(confirmation).toContainText('Thank you for your message. We will get back to you soon!');
    await expect(form).toHaveCount(0);

    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(confirmation).toHaveCount(0);
  });

  test('FAQ: ten questions, one answer open at a time', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByTestId('faq-list').getByRole('tab');
    await expect(questions).toHaveCount(10);

    const cancellation = page.getByRole('tab', { name: 'What is your cancellation policy?' });
    const deposit = page.getByRole('tab', { name: 'Do I need to pay a security deposit?' });
    await cancellation.click();
    await expect(cancellation).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('More than 7 days before the hire: no fee, everything paid is refunded.'),
    ).toBeVisible();

    await deposit.click();
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Most hires need a refundable security deposit.', { exact: false })).toBeVisible();
    await expect(cancellation).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('More than 7 days before the hire: no fee, everything paid is refunded.')).toBeHidden();

    const help = page.getByTestId('help-box');
    await expect(help.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    await expect(help.getByRole('link', { name: 'support@soundhirepro.co.uk' })).toHaveAttribute(
      'href',
      'mailto:support@soundhirepro.co.uk',
    );
  });

  test('shipping page: the rates table from the basket rules', async ({ page }) => {
    await page.goto('/shipping-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible();
    const rates = page.getByTestId('shipping-rates');
    const rows = rates.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toContainText(/Standard Delivery\s*Under £100\s*£15\.00\s*2-5 working days/);
    await expect(rows.nth(2)).toContainText(/Standard Delivery\s*£100 and over\s*FREE/);
    await expect(rows.nth(3)).toContainText(/Express Delivery\s*Any order value\s*£20\.00\s*1-2 working days/);
    await expect(rows.nth(4)).toContainText(/Large \/ Heavy Items\s*Any order value\s*From £80\.00/);
    await expect(page.getByTestId('delivery-area')).toContainText('We do not currently ship outside the UK.');
  });

  test('footer links and plain links in page content navigate in-app, without a page load', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);

    await page.getByTestId('footer-customer-service').getByRole('link', { name: 'Shipping Information' }).click();
    await expect(page).toHaveURL(/\/shipping-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping Information' })).toBeVisible();
    expect(await documentMark(page)).toBe(1);

    // A plain <a href> in the page's prose, routed by the document-level click handler.
    await page.getByRole('link', { name: 'FAQ page' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(await documentMark(page)).toBe(1);

    await page.getByTestId('help-box').getByRole('link', { name: 'contact page' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId('contact-form')).toBeVisible();
    expect(await documentMark(page)).toBe(1);
  });

  test('the footer newsletter form subscribes, and says so when the address is already in', async ({ page }) => {
    const email = `fan${Date.now().toString(36)}@example.co.uk`;
    await page.goto('/faq');
    // The form loads as the footer scrolls near.
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    const form = page.getByTestId('newsletter-form');
    await form.getByPlaceholder('Your name').fill('Sam Rivers');
    await form.getByPlaceholder('you@example.com').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscription Successful')).toBeVisible();
    await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
    await expect(form.getByPlaceholder('you@example.com')).toHaveValue('');

    // A second send is ignored for 3 s after one succeeded (the double-submit guard), and the button shows it:
    // the shopper can type the address again meanwhile, and presses once the button is ready.
    const subscribe = form.getByRole('button', { name: 'Subscribe' });
    await form.getByPlaceholder('you@example.com').fill(email);
    await expect(subscribe).not.toHaveClass(/ant-btn-loading/, { timeout: 10_000 });
    await subscribe.click();
    await expect(page.getByText("You're already subscribed to our newsletter!")).toBeVisible({ timeout: 15_000 });
  });

  test('financing, terms and privacy pages', async ({ page }) => {
    await page.goto('/financing-options');
    await expect(page.getByRole('heading', { level: 1, name: 'Financing Options' })).toBeVisible();
    await page.getByTestId('financing-contact').click();
    await expect(page).toHaveURL(/\/contact$/);

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByTestId('privacy-page')).toContainText('UK GDPR');
  });
});
