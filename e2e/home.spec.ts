import { expect, test } from './fixtures';

test.describe('home page (storefront 1, 2)', () => {
  test('shows the header, the two-category shop section and the latest news from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page.getByTestId('home-category-audio-equipment')).toBeVisible();
    await expect(page.getByTestId('home-category-lighting-equipment')).toBeVisible();

    // The three newest active items in the database, newest first.
    const latest = (await (await page.request.get('/api/news/active?limit=3')).json()) as Array<{ title: string }>;
    expect(latest).toHaveLength(3);
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(3);
    for (const [i, item] of latest.entries()) await expect(cards.nth(i)).toContainText(item.title);
    await expect(page.getByTestId('why-choose')).toContainText('Free shipping on orders over £100');
    await expect(page.getByTestId('testimonials')).toBeVisible();
    await expect(page.getByTestId('copyright')).toContainText(String(new Date().getFullYear()));
  });

  test('lists real top-level categories in the Sales menu, without DJ Equipment', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('nav-sales').hover();
    await expect(page.getByRole('menuitem', { name: 'Audio Equipment' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Lighting Equipment' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'DJ Equipment' })).toHaveCount(0);
    // The menu closes as the mouse leaves it.
    await page.mouse.move(600, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);

    // From the keyboard: Enter opens the Hire menu with focus on its first item, Escape closes it.
    await page.getByTestId('nav-hire').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'All Hire Equipment' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByTestId('nav-hire')).toBeFocused();
  });

  test('shows the not-found page for an unknown path', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText("Sorry, the page you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
