import { expect, test } from './fixtures';

test.describe('search (storefront 4)', () => {
  test('the header suggests products as a shopper types, typo and all, and opens the one chosen by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.pressSequentially('vortx s18');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions.first()).toContainText('Vortex S18A Active Subwoofer');
    await expect(search).toHaveAttribute('aria-expanded', 'true');

    await search.press('ArrowDown');
    await expect(suggestions.first()).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/vortex-s18a-active-subwoofer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vortex S18A Active Subwoofer');
  });

  test('the results page finds words in any order and plurals, and narrows by a filter kept in the link', async ({
    page,
  }) => {
    await page.goto('/sales/search?q=subwoofers%20vortex');
    const results = page.getByTestId('product-card');
    await expect(results.first()).toContainText(/Vortex S\d+A .*Subwoofer/);

    await page.goto('/sales/search?q=subwoofers');
    await page.getByTestId('facet-sale').click();
    await expect(page).toHaveURL(/[?&]sale=1/);
    await expect(page.getByTestId('facet-sale')).toHaveAttribute('aria-current', 'true');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Kestrel K12S Compact Sub');

    // The link alone reproduces the page.
    await page.reload();
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('Kestrel K12S Compact Sub');
  });
});
