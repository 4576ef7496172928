import { expect, test, waitingForHydration } from './fixtures';
import { saleProducts } from '@shop/test-support/catalog-data';
import { ADMIN, logIn, logOut, registerCustomer, uniqueName } from './support';

test.describe('a customer account (storefront 2, 4, 5, 8)', () => {
  const username = uniqueName('sam');
  const password = 'speakers123';

  test('registers, logs out, logs in and edits the profile', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.co.uk`);
    await form.getByLabel('Full Name').fill('Sam Rivers');
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByLabel('Confirm Password').fill('different');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await form.getByLabel('Confirm Password').fill(password);
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Your account has been created.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await logOut(page);
    await logIn(page, username, password);

    await page.goto('/account?tab=profile');
    await expect(page.getByTestId('profile-username')).toContainText(username);
    await expect(page.getByTestId('profile-city')).toContainText('Not provided');
    await page.getByTestId('edit-profile').click();
    const modal = page.getByTestId('edit-profile-modal');
    await modal.getByLabel('City').fill('Brighton');
    await modal.getByLabel('Phone').fill('01273 555 0101');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('profile-city')).toContainText('Brighton');
    await page.reload();
    await expect(page.getByTestId('profile-phone')).toContainText('01273 555 0101');
  });

  test('changes the password, which signs out the other browser, then signs out everywhere', async ({
    page,
    browser,
  }) => {
    const customer = await registerCustomer(page, 'kim');
    const laptop = await browser.newContext();
    const other = waitingForHydration(await laptop.newPage());
    await logIn(other, customer.username, customer.password);

    await page.goto('/account?tab=profile');
    await page.getByTestId('change-password').click();
    const modal = page.getByTestId('change-password-modal');
    await modal.getByLabel('Current Password').fill('not-my-password');
    await modal.getByLabel('New Password', { exact: true }).fill('mixing-desk-9');
    await modal.getByLabel('Confirm New Password').fill('mixing-desk-9');
    await page.getByRole('button', { name: 'Change Password' }).last().click();
    await expect(page.getByText('currentPassword: Current password is incorrect')).toBeVisible();
    await modal.getByLabel('Current Password').fill(customer.password);
    await page.getByRole('button', { name: 'Change Password' }).last().click();
    await expect(page.getByText('Password changed')).toBeVisible();

    // This browser stays signed in; the other one is signed out at once.
    await page.reload();
    await expect(page.getByTestId('profile-username')).toContainText(customer.username);
    await other.goto('/account');
    await expect(other).toHaveURL(/\/auth$/);
    await logIn(other, customer.username, 'mixing-desk-9');

    await page.getByTestId('logout-everywhere').click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).last().click();
    await expect(page).toHaveURL(/\/auth$/);
    await other.goto('/account');
    await expect(other).toHaveURL(/\/auth$/);
    await laptop.close();
  });

  test('adds a product to the wishlist and removes it', async ({ page }) => {
    const product = saleProducts.find((p) => p.stock > 0)!;
    await logIn(page, username, password);
    await page.goto(`/product/${product.slug}`);
    const heart = page.getByTestId('wishlist-toggle');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(page.getByText('Product has been added to your wishlist')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/wishlist');
    const card = page.getByTestId('wishlist-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(product.name);
    await card.getByTestId('wishlist-remove').click();
    await expect(page.getByText('Product has been removed from your wishlist')).toBeVisible();
    await expect(page.getByTestId('wishlist-card')).toHaveCount(0);
  });

  test('tells a signed-out shopper to log in when they tap the wishlist heart', async ({ page }) => {
    const product = saleProducts.find((p) => p.stock > 0)!;
    await page.goto(`/product/${product.slug}`);
    await page.getByTestId('wishlist-toggle').click();
    await expect(page.getByText('Authentication required')).toBeVisible();
    await expect(page.getByText('Please log in to add items to your wishlist')).toBeVisible();
  });

  test('is refused at /admin and sent to the home page', async ({ page }) => {
    await logIn(page, username, password);
    await page.goto('/admin');
    // The guard shows "Access denied..." for a moment, then sends the customer home.
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByTestId('account-menu')).toBeVisible();
  });

  test('a visitor is sent to log in from protected pages', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('the admin dashboard (admin 2, categories and news)', () => {
  test('creates a category and a news item that then show in the shop', async ({ page }) => {
    const suffix = uniqueName('');
    await logIn(page, ADMIN.username, ADMIN.password);
    await page.goto('/admin?tab=categories');
    await expect(page.getByText('Admin Dashboard')).toBeVisible();

    await page.getByTestId('add-category').click();
    const dialog = page.getByTestId('category-form');
    await dialog.getByLabel('Name').fill(`Stage Boxes ${suffix}`);
    await dialog.getByLabel('Name').blur();
    await expect(dialog.getByLabel('Slug')).toHaveValue(`stage-boxes-${suffix}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category created successfully')).toBeVisible();

    await page.goto('/admin?tab=news');
    const newsForm = page.getByTestId('news-form');
    await newsForm.getByLabel('Title').fill(`Open day ${suffix}`);
    await newsForm.getByLabel('Content').fill('Come and try the new line arrays at our East Sussex warehouse.');
    await newsForm.getByRole('button', { name: /Add|Create|Save/ }).click();
    await expect(page.getByText('News item created')).toBeVisible();

    await page.goto('/');
    await expect(page.getByTestId('news-card').first()).toContainText(`Open day ${suffix}`);
    await page.goto(`/sales/category/stage-boxes-${suffix}`);
    await expect(page.getByText(`Stage Boxes ${suffix}`).first()).toBeVisible();
  });
});
