import { expect, test } from './fixtures';
import { ADMIN, logIn } from './support';

test.describe("the hire desk's calendar address (admin settings tab)", () => {
  test('creates the secret address to copy, which serves the calendar until it is revoked', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=settings');
    const card = page.getByTestId('calendar-feed-card');
    await expect(card.getByTestId('calendar-feed-state')).toHaveText('No calendar address yet.');

    await card.getByTestId('create-calendar-feed').click();
    const url = card.getByTestId('calendar-feed-url');
    await expect(url).toHaveText(/^http:\/\/localhost:\d+\/api\/hire\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const address = (await url.textContent())!;
    await expect(card.getByTestId('calendar-feed-state')).toHaveText(/^Live since \d{2}\/\d{2}\/\d{4}\.$/);

    await url.getByRole('button', { name: 'Copy' }).click();
    await expect(url.locator('.ant-typography-copy-success')).toBeVisible();
    // The e2e project has no DOM types: the browser's clipboard, as the page sees it.
    const clipboard = () =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText();
    expect(await page.evaluate(clipboard)).toBe(address);

    const served = await page.request.get(address);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await served.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

    // Reloaded, the address is no longer shown (only its hash is kept), but the feed is live.
    await page.reload();
    await expect(card.getByTestId('calendar-feed-state')).toHaveText(/^Live since/);
    await expect(card.getByTestId('calendar-feed-url')).toHaveCount(0);

    await card.getByTestId('revoke-calendar-feed').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(card.getByTestId('calendar-feed-state')).toHaveText('No calendar address yet.');
    expect((await page.request.get(address)).status()).toBe(404);
  });
});
