import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, expectNoFieldErrors, logIn } from './support';

/** An antd toast (notification) with this title. */
const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title });

test.describe('email notification settings (admin settings tab)', () => {
  test('refuses a blank SMTP server, then saves valid settings and offers a test email', async ({ page }) => {
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=settings');
    const form = page.getByTestId('email-settings-form');
    await expect(form).toBeVisible();

    await form.getByLabel('SMTP Server', { exact: true }).fill('');
    await form.getByTestId('save-email-settings').click();
    await expect(form.getByText('SMTP server is required', { exact: true })).toBeVisible();

    await form.getByLabel('SMTP Server', { exact: true }).fill('127.0.0.1');
    await form.getByLabel('Port', { exact: true }).fill('1025');
    await form.getByLabel('Username', { exact: true }).fill('shop');
    await form.getByLabel('Password', { exact: true }).fill('secret');
    await form.getByLabel('From Email', { exact: true }).fill('shop@example.co.uk');
    await form.getByLabel('To Email', { exact: true }).fill('orders@example.co.uk');
    await expectNoFieldErrors(form);
    await form.getByTestId('save-email-settings').click();

    await expect(toast(page, 'Settings saved')).toBeVisible();
    await expect(form.getByText('SMTP server is required')).toBeHidden();
    // Saved settings are configured: the test button shows and a blank password now keeps the stored one.
    await expect(form.getByTestId('send-test-email')).toBeVisible();
    await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute(
      'placeholder',
      'Leave blank to keep the current password',
    );
    await expect(page.getByTestId('email-log')).toBeVisible();

    // 127.0.0.1:1025 may or may not have a mail catcher listening: either way the admin is told the outcome.
    await form.getByTestId('send-test-email').click();
    await expect(
      page.locator('.ant-notification-notice').filter({ hasText: /Test email sent|Test failed/ }),
    ).toBeVisible();
  });
});

test.describe('newsletter service (admin mailchimp tab)', () => {
  test('shows the panel, its connection state and the settings rules', async ({ page }) => {
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=mailchimp');
    const tab = page.getByTestId('mailchimp-tab');
    await expect(tab.getByRole('heading', { name: 'Mailchimp Integration' })).toBeVisible();
    // The test stack has no Mailchimp key, so the ping answers why it is not connected.
    await expect(tab.getByTestId('mailchimp-connection')).toContainText(/Not connected: .+/);

    const form = tab.getByTestId('mailchimp-settings-form');
    await form.getByTestId('save-mailchimp-settings').click();
    await expect(form.getByText('API key is required', { exact: true })).toBeVisible();
    await expect(form.getByText('List ID is required for newsletter signup to work', { exact: true })).toBeVisible();
    await form.getByLabel('API Key', { exact: true }).fill('nohyphen');
    await expect(
      form.getByText('API key must include a hyphen (format: string-serverPrefix)', { exact: true }),
    ).toBeVisible();
    // Until a key is saved there are no lists to show.
    await expect(tab.getByTestId('mailchimp-sections')).toHaveCount(0);
  });
});
