import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** A username no earlier run has taken. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
