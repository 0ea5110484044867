import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

const FOOTER_LINKS = [
  ['Download', '/download'],
  ['Server Locations', '/server'],
  ['Setup Guide', '/setup'],
  ['Plan Status', '/status'],
  ['About', '/about'],
  ['Privacy Policy', '/privacypolicy'],
  ['Terms of Service', '/terms'],
  ['Blog', '/blog'],
];

/** Leaves a mark on the window that a full page load would wipe out. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { stillHere: 'yes' }));
}
const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillHere?: string }).stillHere);

/** Counts the full page loads the page makes from now on. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

test('the footer links go to their pages without reloading the page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await markWindow(page);
  const documentLoads = countDocumentLoads(page);
  const footer = page.getByRole('contentinfo');
  for (const [label, path] of FOOTER_LINKS) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await windowMark(page)).toBe('yes');
  expect(documentLoads()).toBe(0);
});

test('moving between pages updates the title and starts the new page at its top', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await markWindow(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacypolicy');
  await expect(page).toHaveTitle(/Privacy Policy/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle(/About/);
  expect(await windowMark(page)).toBe('yes');
});

test('the footer shows the 2024 copyright', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('contentinfo')).toContainText('© 2024 Masky VPN');
});
