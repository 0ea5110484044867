import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { content, escapeRegExp } from './site-routes';

const { footer } = content.site;

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
  const contentinfo = page.getByRole('contentinfo');
  for (const { label, to: path } of footer.links) {
    await contentinfo.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await windowMark(page)).toBe('yes');
  expect(documentLoads()).toBe(0);
});

test('moving between pages updates the title and starts the new page at its top', async ({ page }) => {
  const policyPath = '/privacypolicy';
  const policyLink = footer.links.find((link) => link.to === policyPath);
  expect(policyLink, `a footer link to ${policyPath}`).toBeDefined();
  const policy = content.privacyPolicy;
  await gotoHydrated(page, '/about');
  await markWindow(page);
  await page.getByRole('contentinfo').getByRole('link', { name: policyLink!.label, exact: true }).click();
  await expect(page).toHaveURL(policyPath);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(policy.title)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle(content.aboutPage.meta.title);
  expect(await windowMark(page)).toBe('yes');
});

test('the footer shows the copyright line, its year and name filled in', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('contentinfo')).toContainText(footer.copyright);
});
