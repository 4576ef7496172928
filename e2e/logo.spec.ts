import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { holdBack } from './support';

/** The rendered height of a logo, once its picture has loaded. */
async function logoHeight(page: Page, testId: string): Promise<number> {
  const logo = page.getByTestId(testId);
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      logo.evaluate((img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  return (await logo.boundingBox())!.height;
}

// Storefront 9: header 96, footer 80, mobile 48. Phones are below 768 px, as everywhere in the shop's layout.
const VIEWPORTS = [
  { name: 'desktop', width: 1280, header: 96, footer: 80 },
  { name: 'tablet', width: 820, header: 96, footer: 80 },
  { name: 'phone', width: 390, header: 48, footer: 80 },
];

test.describe('logo (storefront 9)', () => {
  for (const viewport of VIEWPORTS) {
    test(`on a ${viewport.name} (${viewport.width} px) the header's logo is ${viewport.header} px high and the footer's ${viewport.footer} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: 900 });
      await page.goto('/');
      expect(await logoHeight(page, 'header-logo')).toBe(viewport.header);
      expect(await logoHeight(page, 'footer-logo')).toBe(viewport.footer);
    });
  }

  test('the page keeps the logo its place before the picture loads', async ({ page }) => {
    // The picture is held back: the width and height attributes alone size its place.
    const pictures = await holdBack(page, /\/logo(-light)?\.svg$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const logo = page.getByTestId('header-logo');
    expect(await logo.evaluate((img: { complete: boolean }) => img.complete)).toBe(false);
    const box = (await logo.boundingBox())!;
    expect(box.height).toBe(96);
    expect(Math.round(box.width)).toBe(224);
    pictures.release();
  });
});
