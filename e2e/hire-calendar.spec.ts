import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hireProducts } from '@shop/test-support/catalog-data';
import { ADMIN, daysAhead, pickerCell, ukDay } from './support';

const seeded = (name: string) => hireProducts.find((p) => p.name === name)!;
const DANCE_FLOOR = seeded('Dance Floor (4 x 4 m, Black)'); // 2 in stock
const DECKS = seeded('Turntable Pair with Mixer');
const HEADPHONES = seeded('DJ Headphones');

/** A booking of every unit from `start` to the next day: requested, then approved by the desk. */
async function bookEveryUnit(request: APIRequestContext, start: Date): Promise<void> {
  const product = await request.get(`/api/hire/products/${DANCE_FLOOR.slug}`);
  const { id: productId } = (await product.json()) as { id: number };
  const created = await request.post('/api/hire/quotes', {
    data: {
      customerName: 'Calendar Test',
      customerEmail: 'calendar@example.co.uk',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 86_400_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const item = await request.post(`/api/hire/quotes/${id}/items`, { data: { productId, quantity: 2 } });
  expect(item.status()).toBe(201);
  expect((await request.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
  const approved = await request.patch(`/api/hire/quotes/${id}/status`, {
    data: { status: 'approved', override: true },
  });
  expect(approved.status()).toBe(200);
}

/** Opens the start date picker on the month holding `day`. */
async function showInStartPicker(page: Page, day: Date) {
  await page.getByTestId('hire-start-date').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await pickerCell(panel, day);
  return panel;
}

test.describe('hire availability by day and kits in the shop', () => {
  test('a day on which every unit is booked cannot be picked; a free day can', async ({ page, request }) => {
    const booked = daysAhead(40);
    await bookEveryUnit(request, booked);

    await page.goto(`/hire/${DANCE_FLOOR.slug}`);
    const panel = await showInStartPicker(page, booked);
    await expect(panel.locator(`td.ant-picker-cell-in-view[title="${ukDay(booked)}"]`)).toHaveClass(
      /ant-picker-cell-disabled/,
    );
    const free = panel.locator(`td.ant-picker-cell-in-view[title="${ukDay(daysAhead(45))}"]`);
    if (await free.isVisible()) await expect(free).not.toHaveClass(/ant-picker-cell-disabled/);
    const before = panel.locator(`td.ant-picker-cell-in-view[title="${ukDay(daysAhead(36))}"]`);
    if (await before.isVisible()) await expect(before).not.toHaveClass(/ant-picker-cell-disabled/);
  });

  test("a kit's page lists what it contains", async ({ page, request }) => {
    expect((await request.post('/api/login', { data: ADMIN })).ok()).toBeTruthy();
    const idOf = async (slug: string) =>
      (await (await request.get(`/api/hire/products/${slug}`)).json()) as { id: number; categoryId: number };
    const decks = await idOf(DECKS.slug);
    const headphones = await idOf(HEADPHONES.slug);
    const slug = `dj-package-${Date.now().toString(36)}`;
    const created = await request.post('/graphql', {
      data: {
        query: `mutation($input: ProductInput!) { createHireProduct(input: $input) { id } }`,
        variables: {
          input: {
            name: 'DJ Package',
            slug,
            price: 0,
            imageUrl: '/images/products/dj-controller.svg',
            categoryId: decks.categoryId,
            hirePriceDaily: 150,
            kitParts: [
              { productId: decks.id, quantity: 1 },
              { productId: headphones.id, quantity: 2 },
            ],
          },
        },
      },
    });
    expect((await created.json()).errors).toBeUndefined();

    await page.goto(`/hire/${slug}`);
    const contents = page.getByTestId('kit-contents');
    await expect(contents).toContainText(`1 x ${DECKS.name}`);
    await expect(contents).toContainText(`2 x ${HEADPHONES.name}`);
  });
});
